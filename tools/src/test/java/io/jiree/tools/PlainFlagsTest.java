package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * run-module's flags read without picocli ({@link PlainFlags}) must mean what picocli makes of
 * them: the same flags, the same defaults, the same values, and anything picocli rejects or reads
 * otherwise left to picocli.
 */
class PlainFlagsTest {
    private static final Set<String> HELP = Set.of("-h", "--help", "-V", "--version");

    @Test
    void everyFlagOfRunModuleIsListed() {
        Set<String> picocli = new TreeSet<>();
        for (CommandLine.Model.OptionSpec o :
                new CommandLine(new RunModuleCommand()).getCommandSpec().options()) {
            for (String name : o.names()) {
                if (!HELP.contains(name)) {
                    picocli.add(name);
                }
            }
        }
        assertEquals(
                picocli,
                new TreeSet<>(new RunModuleCommand().plainFlags().names()),
                "RunModuleCommand.plainFlags() must list every @Option of run-module (and its mixins)");
    }

    @Test
    void theInitialValuesAreThePicocliDefaults() throws ReflectiveOperationException {
        RunModuleCommand parsed = new RunModuleCommand();
        new CommandLine(parsed).parseArgs();
        assertEquals(
                optionValues(parsed),
                optionValues(new RunModuleCommand()),
                "each @Option field's initial value must be its defaultValue");
    }

    @Test
    void plainLinesMeanWhatTheyMeanToPicocli() throws ReflectiveOperationException {
        List<List<String>> lines = List.of(
                List.of(),
                List.of("--module=a.vmfb", "--function=add", "--input=4xf32=1,2,3,4", "--input=4xf32=10,20,30,40"),
                List.of("--device=local-sync", "--device=local-task", "--module=a.vmfb", "--module=-"),
                List.of("--function="),
                List.of("--input="),
                List.of("--output="),
                List.of("--module="),
                List.of("--function=a", "--function=b"),
                List.of("--print_statistics"),
                List.of("--print_statistics=false"),
                List.of("--print_statistics=TRUE"),
                List.of("--print_statistics=yes"),
                List.of("--print_statistics", "--print_statistics"),
                List.of("--output_max_element_count=5"),
                List.of("--output_max_element_count=-1"),
                List.of("--output_max_element_count=abc"),
                List.of("--output_max_element_count=010"),
                List.of("--output_max_element_count=0x10"),
                List.of("--output_max_element_count=+7"),
                List.of("--output_max_element_count= 5"),
                List.of("--output_max_element_count="),
                List.of("--expected_f32_threshold=1e-3"),
                List.of("--expected_f32_threshold=NaN"),
                List.of("--expected_f16_threshold=1f"),
                List.of("--expected_f64_threshold=0x1p3"),
                List.of("--expected_bf16_threshold=x"),
                List.of("--expected_rtol=-0"),
                List.of("--equality_mode=exact"),
                List.of("--equality_mode=other"),
                List.of("--input=-1"),
                List.of("--input=--module=x"),
                List.of("--function=-h"),
                List.of("--input=-h"),
                List.of("--input=-Vx"),
                List.of("--input=-inf"),
                List.of("--input=--nosuch"),
                List.of("--input=-"),
                List.of("--input=-2x2xf32=1"),
                List.of("--function=--input"),
                List.of("--input=a=b"),
                List.of("--input=@x.npy", "--output=@y.npy", "--output=-"),
                List.of("--expected_output=4xf32=1", "--expected_output=(ignored)"),
                List.of("--parameters=model=w.irpa", "--parameters=x.irpa"),
                List.of("--module", "a.vmfb"),
                List.of("--function"),
                List.of("--nosuch=1"),
                List.of("a.vmfb"),
                List.of("--list_drivers"),
                List.of("--list_devices"),
                List.of("--dump_devices=local-task"),
                List.of("-h"),
                List.of("--help"),
                List.of("--version"),
                List.of("--"),
                List.of("--", "--input=1"),
                List.of("--Function=a"),
                List.of("--func=a"),
                List.of("-function=a"));
        int plainCount = 0;
        for (List<String> line : lines) {
            RunModuleCommand viaPicocli = new RunModuleCommand();
            boolean rejected = false;
            try {
                CommandLine.ParseResult r = new CommandLine(viaPicocli).parseArgs(line.toArray(String[]::new));
                rejected = r.isUsageHelpRequested() || r.isVersionHelpRequested();
            } catch (CommandLine.ParameterException e) {
                rejected = true;
            }
            RunModuleCommand plain = new RunModuleCommand();
            if (plain.plainFlags().parse(line)) {
                plainCount++;
                assertFalse(rejected, "picocli rejects " + line + " (or prints help), the plain path must leave it");
                assertEquals(optionValues(viaPicocli), optionValues(plain), "values of " + line);
            }
        }
        assertTrue(plainCount >= 25, "the plain path takes the common lines (" + plainCount + " taken)");
        assertTrue(new RunModuleCommand().plainFlags().parse(lines.get(1)));
    }

    @Test
    void runsPrintTheSameWithAndWithoutPicocli() {
        String add = Cli.repoRoot()
                .resolve("test-modules/out/llvm-cpu/tensor/add_f32.vmfb")
                .toString();
        String calls = Cli.repoRoot()
                .resolve("test-modules/out/llvm-cpu/vm/calls.vmfb")
                .toString();
        List<String[]> lines = List.of(
                new String[] {
                    "run-module",
                    "--module=" + add,
                    "--function=add",
                    "--input=4xf32=1,2,3,4",
                    "--input=4xf32=10,20,30,40",
                    "--device=local-sync"
                },
                new String[] {"run-module", "--module=" + calls, "--function=hypot_sq", "--input=3", "--input=4"},
                new String[] {
                    "run-module",
                    "--module=" + calls,
                    "--function=hypot_sq",
                    "--input=3",
                    "--input=4",
                    "--expected_output=25",
                    "--print_statistics"
                },
                new String[] {
                    "run-module",
                    "--module=" + calls,
                    "--function=hypot_sq",
                    "--input=3",
                    "--input=4",
                    "--expected_output=26"
                },
                new String[] {"run-module", "--module=" + calls, "--function=nosuch"},
                new String[] {"run-module", "--module=" + calls, "--function=hypot_sq", "--input=3"},
                new String[] {"run-module", "--module=/nonexistent.vmfb"},
                new String[] {"run-module", "--function=main"},
                new String[] {
                    "run-module",
                    "--module=" + add,
                    "--function=add",
                    "--input=4xf32=1,2,3,4",
                    "--input=4xf32=10,20,30,40",
                    "--device=no-such-driver"
                });
        for (String[] line : lines) {
            StringWriter plainOut = new StringWriter();
            StringWriter plainErr = new StringWriter();
            Integer plainExit = Jiree.runPlain(line, new PrintWriter(plainOut), new PrintWriter(plainErr));
            assertNotNull(plainExit, "plain flags: " + Arrays.toString(line));
            CommandLine cli = Jiree.commandLine();
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            cli.setOut(new PrintWriter(out));
            cli.setErr(new PrintWriter(err));
            int exit = cli.execute(line);
            String what = Arrays.toString(line);
            assertEquals(out.toString(), plainOut.toString(), what);
            assertEquals(err.toString(), plainErr.toString(), what);
            assertEquals(exit, plainExit.intValue(), what);
        }
        assertNull(Jiree.runPlain(new String[] {"run-module", "--help"}, null, null));
        assertNull(Jiree.runPlain(new String[] {"check-module", "--module=x"}, null, null));
    }

    /** Every @Option field of run-module and its mixin, by field name. */
    private static Map<String, Object> optionValues(RunModuleCommand command) throws ReflectiveOperationException {
        Map<String, Object> values = new LinkedHashMap<>();
        List<Object> objects = new ArrayList<>(List.of(command, command.deviceOptions));
        for (Object o : objects) {
            for (Field f : o.getClass().getDeclaredFields()) {
                if (f.isAnnotationPresent(CommandLine.Option.class)) {
                    f.setAccessible(true);
                    values.put(o.getClass().getSimpleName() + "." + f.getName(), f.get(o));
                }
            }
        }
        return values;
    }
}
