package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.runtime.Instance;
import io.jiree.runtime.PreparedCall;
import io.jiree.runtime.Session;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.runtime.io.TensorComparison;
import io.jiree.vm.Function;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;

/**
 * {@code jiree run-module}: runs one function of a compiled module with inputs from the command
 * line and prints its results, with iree-run-module's flags, output and exit codes.
 */
@Command(
        name = "run-module",
        description = {
            "Runs a function of a compiled IREE module (.vmfb) and prints its results, as iree-run-module.",
            "Takes iree-run-module's flags (jiree run-module --help lists them)."
        })
final class RunModuleCommand implements IreeCommand {
    private final Flags flags = new Flags(
            "jiree run-module",
            "Runs a function of a compiled IREE module (.vmfb) and prints its results, as iree-run-module.\n"
                    + "Example: jiree run-module --module=add.vmfb --function=main --input=2x2xi32=1 "
                    + "--input=2x2xi32=100\nThe default device is local-task (the CPU).");
    private final Flags.Value<String> function = flags.section("run-module: RunModuleCommand")
            .string("function", "", "The function to run (may be omitted when the module exports only one).");
    private final Flags.Texts inputs = flags.list(
            "input",
            "An input, repeatable, in order: 3.14, 2x2xi32=1 2 3 4, 2x2xi32=[[1 2][3 4]],\n"
                    + "2x2xi32=@file.bin, @file.npy (+file.npy for the next array, *file.npy for all),\n"
                    + "&2x2xf32=... (storage only), (null).");
    private final Flags.Value<Boolean> printStatistics =
            flags.bool("print_statistics", false, "Prints each device's allocator statistics to stderr on exit.");
    private final Flags.Value<String> instrumentFile = flags.string(
            "instrument_file",
            "",
            "A file the program's instrument data (--iree-hal-instrument-dispatches) is written to after the\n"
                    + "call (empty when it has none).");
    final DeviceOptions deviceOptions = new DeviceOptions(flags);
    private final ResultOptions results = new ResultOptions(flags);

    RunModuleCommand() {
        RefusedFlags.registerAgentsMd(flags);
    }

    @Override
    public Flags flags() {
        return flags;
    }

    @Override
    public int run(List<String> positional, PrintWriter out, PrintWriter err) {
        if (deviceOptions.handleListing(out)) {
            return 0;
        }
        deviceOptions.traceTo(err);
        if (printStatistics.get()) {
            deviceOptions.countAllocations();
        }
        TensorComparison.Equality equality = results.equality();
        try (Instance instance = Instance.create()) {
            Session session;
            try {
                session = deviceOptions.openSession(instance);
            } catch (JireeException e) {
                throw e.annotate("creating run context");
            }
            try (session) {
                int exit = run(session, out, equality);
                if (!instrumentFile.get().isEmpty()) {
                    InstrumentFile.write(session, instrumentFile.get());
                }
                deviceOptions.printDeviceStatistics(session, err);
                if (printStatistics.get() && deviceOptions.usedHal) {
                    Statistics.printAllocators(session, err);
                }
                return exit;
            }
        } finally {
            out.flush();
        }
    }

    private int run(Session session, PrintWriter out, TensorComparison.Equality equality) {
        String function = this.function.get();
        Function f;
        try {
            f = FunctionSelection.select(session, function);
        } catch (JireeException e) {
            throw e.annotate("creating run context");
        }
        try {
            List<HostValue> args;
            try {
                args = FunctionInputs.parse(PreparedCall.inputTypes(f), inputs.get(), null);
            } catch (JireeException e) {
                throw e.annotate("parsing function inputs");
            }
            out.print("EXEC @" + f.name() + "\n");
            out.flush();
            // Session.call names the function and its declaration in its errors, as iree-run-module does.
            List<HostValue> values = session.call(f, args);
            try {
                return results.process(f, values, out, equality);
            } catch (JireeException e) {
                throw e.annotate("processing function outputs");
            }
        } catch (JireeException e) {
            String decl = f.signature().attribute("iree.abi.declaration");
            boolean named = decl == null || decl.isEmpty() || StatusLine.of(e).contains("`" + decl + "`");
            throw named ? e : e.annotate("`" + decl + "`");
        }
    }
}
