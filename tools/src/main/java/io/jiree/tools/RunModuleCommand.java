package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.hal.Device;
import io.jiree.runtime.Instance;
import io.jiree.runtime.PreparedCall;
import io.jiree.runtime.Session;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.FunctionOutputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.runtime.io.TensorComparison;
import io.jiree.vm.Function;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code jiree run-module}: runs one function of a compiled module with inputs from the command
 * line and prints its results, with iree-run-module's flags, output and exit codes.
 */
@Command(
        name = "run-module",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Runs a function of a compiled IREE module (.vmfb) and prints its results, as iree-run-module.",
            "Example: jiree run-module --module=add.vmfb --function=main --input=2x2xi32=1 --input=2x2xi32=100",
            "The default device is local-task (the CPU)."
        })
final class RunModuleCommand implements Callable<Integer>, IreeFlags {
    @Spec
    CommandSpec spec;

    @Mixin
    DeviceOptions deviceOptions = new DeviceOptions();

    /** The streams when run without picocli ({@link Jiree}); else picocli's. */
    PrintWriter out;

    PrintWriter err;

    @Option(
            names = "--function",
            paramLabel = "NAME",
            defaultValue = "",
            description = "The function to run (may be omitted when the module exports only one).")
    String function = "";

    @Option(
            names = "--input",
            paramLabel = "VALUE",
            description = "An input, repeatable, in order: 3.14, 2x2xi32=1 2 3 4, 2x2xi32=[[1 2][3 4]], "
                    + "2x2xi32=@file.bin, @file.npy (+file.npy for the next array, *file.npy for all), "
                    + "&2x2xf32=... (storage only), (null).")
    List<String> inputs = new ArrayList<>();

    @Option(
            names = "--output",
            paramLabel = "SPEC",
            description = "Where each result goes, repeatable: - (stdout), empty (drop), @file.npy/@file.bin "
                    + "(create), +file.npy/+file.bin (append).")
    List<String> outputs = new ArrayList<>();

    @Option(
            names = "--expected_output",
            paramLabel = "VALUE",
            description = "An expected result (same forms as --input; (ignored) to skip one); "
                    + "the tool exits 1 when any result differs.")
    List<String> expectedOutputs = new ArrayList<>();

    @Option(
            names = "--output_max_element_count",
            defaultValue = "1024",
            paramLabel = "N",
            description = "Prints up to this many elements of each tensor and elides the rest.")
    long outputMaxElementCount = 1024;

    @Option(
            names = "--print_statistics",
            arity = "0..1",
            fallbackValue = "true",
            defaultValue = "false",
            description = "Prints per-device statistics to stderr on exit.")
    boolean printStatistics = false;

    @Option(
            names = "--equality_mode",
            defaultValue = "approximate",
            paramLabel = "MODE",
            description = "approximate or exact comparison of floating-point expected outputs.")
    String equalityMode = "approximate";

    @Option(names = "--expected_f16_threshold", defaultValue = "0.001")
    float f16Threshold = 0.001f;

    @Option(names = "--expected_f32_threshold", defaultValue = "0.0001")
    float f32Threshold = 0.0001f;

    @Option(names = "--expected_f64_threshold", defaultValue = "0.0001")
    double f64Threshold = 0.0001;

    @Option(names = "--expected_bf16_threshold", defaultValue = "0.01")
    float bf16Threshold = 0.01f;

    @Option(names = "--expected_rtol", defaultValue = "1e-05")
    double rtol = 1e-05;

    /**
     * The flags above for {@link PlainFlags} (run-module without picocli): the same names, kinds and
     * conversions; the defaults are the fields' initial values. RunModuleCommandTest checks both
     * against picocli's model of this command.
     */
    PlainFlags plainFlags() {
        PlainFlags flags = new PlainFlags()
                .string("--function", v -> function = v)
                .list("--input", inputs)
                .list("--output", outputs)
                .list("--expected_output", expectedOutputs)
                .converted("--output_max_element_count", v -> PlainFlags.toLong(v, n -> outputMaxElementCount = n))
                .bool("--print_statistics", v -> printStatistics = v)
                .string("--equality_mode", v -> equalityMode = v)
                .converted("--expected_f16_threshold", v -> PlainFlags.toFloat(v, x -> f16Threshold = x))
                .converted("--expected_f32_threshold", v -> PlainFlags.toFloat(v, x -> f32Threshold = x))
                .converted("--expected_f64_threshold", v -> PlainFlags.toDouble(v, x -> f64Threshold = x))
                .converted("--expected_bf16_threshold", v -> PlainFlags.toFloat(v, x -> bf16Threshold = x))
                .converted("--expected_rtol", v -> PlainFlags.toDouble(v, x -> rtol = x));
        deviceOptions.plainFlags(flags);
        return flags;
    }

    @Override
    public Integer call() {
        PrintWriter out = this.out != null ? this.out : spec.commandLine().getOut();
        PrintWriter err = this.err != null ? this.err : spec.commandLine().getErr();
        if (deviceOptions.handleListing(out)) {
            return 0;
        }
        TensorComparison.Equality equality = new TensorComparison.Equality(
                TensorComparison.Mode.parse(equalityMode),
                f16Threshold,
                f32Threshold,
                f64Threshold,
                bf16Threshold,
                rtol);
        try (Instance instance = Instance.create()) {
            Session session;
            try {
                session = deviceOptions.openSession(instance);
            } catch (JireeException e) {
                throw e.annotate("creating run context");
            }
            try (session) {
                int exit = run(session, out, equality);
                if (printStatistics && deviceOptions.usedHal) {
                    printStatistics(session, err);
                }
                return exit;
            }
        } finally {
            out.flush();
        }
    }

    private int run(Session session, PrintWriter out, TensorComparison.Equality equality) {
        Function f;
        try {
            f = FunctionSelection.select(session, function);
        } catch (JireeException e) {
            throw e.annotate("creating run context");
        }
        try {
            List<HostValue> args;
            try {
                args = FunctionInputs.parse(PreparedCall.inputTypes(f), inputs, null);
            } catch (JireeException e) {
                throw e.annotate("parsing function inputs");
            }
            out.print("EXEC @" + f.name() + "\n");
            out.flush();
            // Session.call names the function and its declaration in its errors, as iree-run-module does.
            List<HostValue> results = session.call(f, args);
            try {
                return processResults(f, results, out, equality);
            } catch (JireeException e) {
                throw e.annotate("processing function outputs");
            }
        } catch (JireeException e) {
            String decl = f.signature().attribute("iree.abi.declaration");
            boolean named = decl == null || decl.isEmpty() || StatusLine.of(e).contains("`" + decl + "`");
            throw named ? e : e.annotate("`" + decl + "`");
        }
    }

    private int processResults(
            Function f, List<HostValue> results, PrintWriter out, TensorComparison.Equality equality) {
        if (expectedOutputs.isEmpty()) {
            if (outputs.isEmpty()) {
                out.print(FunctionOutputs.formatList("result", results, outputMaxElementCount));
            } else {
                StringBuilder text = new StringBuilder();
                try {
                    FunctionOutputs.write(results, outputs, outputMaxElementCount, text, null);
                } catch (JireeException e) {
                    out.print(text);
                    throw e.annotate("outputting results");
                }
                out.print(text);
            }
            out.flush();
            return 0;
        }
        List<HostValue> expected;
        try {
            expected = FunctionInputs.parse(f.signature().callingConvention().results(), expectedOutputs, null);
        } catch (JireeException e) {
            throw e.annotate("parsing expected function outputs");
        }
        TensorComparison.Result verdict = TensorComparison.compare(expected, results, equality);
        out.print(verdict.report());
        out.flush();
        return verdict.matched() ? 0 : 1;
    }

    // The allocator statistics IREE prints are not tracked by the HAL here; name the devices used.
    private static void printStatistics(Session session, PrintWriter err) {
        for (Device d : session.devices()) {
            err.print("Device: " + d.identifier() + "\n");
            err.print("(allocator statistics are not tracked by jiree's HAL)\n\n");
        }
        err.flush();
    }
}
