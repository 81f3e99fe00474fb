package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** IREE's flag syntax and conversions, as iree/base/tooling/flags.c reads them. */
class FlagsTest {
    private Flags flags;
    private Flags.Value<Boolean> on;
    private Flags.Value<Integer> count;
    private Flags.Value<Long> big;
    private Flags.Value<Double> ratio;
    private Flags.Value<String> text;
    private Flags.Texts values;

    private Flags flags() {
        flags = new Flags("test", "usage");
        on = flags.bool("on", false, "a bool");
        count = flags.int32("count", 7, "an int");
        big = flags.int64("big", 1, "a long");
        ratio = flags.real("ratio", 0.5f, "a float");
        text = flags.string("text", "x", "a string");
        values = flags.list("value", "a list");
        return flags;
    }

    @Test
    void defaultsThenValuesInOrderTheLastWins() {
        Flags f = flags();
        assertEquals(7, (int) count.get());
        assertEquals("x", text.get());
        List<String> positional = f.parse(
                List.of("--count=3", "a.vmfb", "--text=one", "--value=1", "-x", "--text= two ", "--value=", " --on "));
        assertEquals(List.of("a.vmfb", "-x"), positional);
        assertEquals(3, (int) count.get());
        assertEquals("two", text.get());
        assertEquals(List.of("1", ""), values.get());
        assertTrue(on.get());
    }

    @Test
    void valuesConvertAsC() {
        Flags f = flags();
        f.parse(List.of("--on=TRUE"));
        assertEquals(false, on.get(), "only true, 1 and nothing are true");
        f.parse(List.of("--on=1"));
        assertEquals(true, on.get());
        f.parse(List.of("--count=12abc", "--big=0x10", "--ratio=2.5e1x"));
        assertEquals(12, (int) count.get());
        assertEquals(0L, big.get());
        assertEquals(25f, ratio.get().floatValue());
        f.parse(List.of("--count=abc", "--ratio=-inf", "--big=99999999999999999999"));
        assertEquals(0, (int) count.get());
        assertEquals(Float.NEGATIVE_INFINITY, ratio.get().floatValue());
        assertEquals(Long.MAX_VALUE, (long) big.get());
        f.parse(List.of("--ratio=0x1.8", "--text=\"quoted\""));
        assertEquals(1.5f, ratio.get().floatValue());
        assertEquals("quoted", text.get());
        f.parse(List.of("--text=\"\""));
        assertEquals("\"\"", text.get(), "IREE strips quotes only from values longer than two characters");
        f.parse(List.of("--value=\"kept\""));
        assertEquals(List.of("\"kept\""), values.get(), "list values keep their quotes");
    }

    @Test
    void unknownFlagsAreRefusedOrHandedOn() {
        JireeException e = assertThrows(JireeException.class, () -> flags().parse(List.of("--nosuch=1")));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertEquals("flag 'nosuch' not recognized", e.detail());
        Flags passing = flags().passUnknown();
        passing.parse(List.of("--nosuch=1", "--count=2"));
        assertEquals(List.of("--nosuch=1"), passing.unknown());
        assertEquals(2, (int) count.get());
    }

    @Test
    void flagfilesAreReadWhereTheyStand(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("flags.txt");
        Files.writeString(file, "# comment\n// another\n\n  --count = 9  \n--text=\"from file\"\n--value=a\n");
        Flags f = flags();
        f.parse(List.of("--count=1", "--flagfile=" + file, "--value=b"));
        assertEquals(9, (int) count.get());
        assertEquals("from file", text.get());
        assertEquals(List.of("a", "b"), values.get());
        f.parse(List.of("--flagfile=" + file, "--count=2"));
        assertEquals(2, (int) count.get(), "a later flag overrides the file");
        Files.writeString(file, "--count=1\n--nosuch\n");
        JireeException e = assertThrows(JireeException.class, () -> flags().parse(List.of("--flagfile=" + file)));
        assertEquals(file + ":2: flag 'nosuch' not recognized", e.detail());
        Files.writeString(file, "positional\n");
        e = assertThrows(JireeException.class, () -> flags().parse(List.of("--flagfile=" + file)));
        assertEquals(file + ":1: positional arguments not allowed in flag files", e.detail());
        e = assertThrows(JireeException.class, () -> flags().parse(List.of("--flagfile=")));
        assertEquals("--flagfile= requires a file path", e.detail());
    }

    @Test
    void aFlagfileThatIncludesItselfIsRefused(@TempDir Path dir) throws IOException {
        // iree-run-module 3.13 recurses until its stack overflows (SIGSEGV) on such files.
        Path self = dir.resolve("self.flags");
        Files.writeString(self, "--count=1\n--flagfile=" + self + "\n");
        JireeException e = assertThrows(JireeException.class, () -> flags().parse(List.of("--flagfile=" + self)));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.detail().contains("includes itself: " + self + " -> " + self), e.detail());
        Path a = dir.resolve("a.flags");
        Path b = dir.resolve("b.flags");
        Files.writeString(a, "--flagfile=" + b + "\n");
        Files.writeString(b, "--count=2\n--flagfile=" + a + "\n");
        e = assertThrows(JireeException.class, () -> flags().parse(List.of("--flagfile=" + a)));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.detail().contains(a + " -> " + b + " -> " + a), e.detail());
        // The same file twice, one after the other or nested without a cycle, is no cycle.
        Path leaf = dir.resolve("leaf.flags");
        Files.writeString(leaf, "--value=x\n");
        Files.writeString(a, "--flagfile=" + leaf + "\n--flagfile=" + leaf + "\n");
        Flags f = flags();
        f.parse(List.of("--flagfile=" + a, "--flagfile=" + leaf));
        assertEquals(List.of("x", "x", "x"), values.get());
        // On the command line: one status line, exit 1.
        Cli.Result r = Cli.run("run-module", "--flagfile=" + self);
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; ") && r.err().lines().count() == 1, r.err());
    }

    @Test
    void helpIsAFlagfileOfTheDefaults(@TempDir Path dir) throws IOException {
        for (String command :
                List.of("run-module", "benchmark-module", "check-module", "dump-module", "dump-parameters")) {
            IreeCommand c = Jiree.ireeCommand(command);
            StringWriter help = new StringWriter();
            c.flags().printHelp(new PrintWriter(help));
            assertTrue(
                    help.toString().startsWith("# " + "=".repeat(76) + "\n# jiree " + command + "\n"), help.toString());
            for (String name : c.flags().names()) {
                assertTrue(help.toString().contains("--" + name), command + " --help lacks --" + name);
            }
            Path file = dir.resolve(command + ".flags");
            Files.writeString(file, help.toString());
            // Every flag at its default, refused ones included, reads back without an error.
            IreeCommand fresh = Jiree.ireeCommand(command);
            fresh.flags().parse(List.of("--flagfile=" + file));
            assertTrue(!fresh.flags().helpRequested());
        }
        Cli.Result r = Cli.run("run-module", "--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("\n--task_topology_group_count=0\n"), r.out());
        assertEquals(r.out(), Cli.run("help", "run-module").out());
    }

    @Test
    void refusedFlagsSayWhatJireeOffers() {
        Cli.Result r = Cli.run("run-module", "--vulkan_validation_layers=true", "--module=x.vmfb");
        assertEquals(1, r.exit());
        assertTrue(
                r.err()
                        .startsWith("UNIMPLEMENTED; --vulkan_validation_layers=true: jiree has no Vulkan driver; its "
                                + "devices are local-sync, local-task and cuda"),
                r.err());
        r = Cli.run("run-module", "--device_profiling_mode=dispatch-events");
        assertTrue(r.err().contains("--print_device_statistics"), r.err());
        r = Cli.run("run-module", "--device_replay_output=/tmp/x.ireereplay");
        assertTrue(r.err().contains("JDK Flight Recorder"), r.err());
        r = Cli.run("run-module", "--device_capture_tool=renderdoc");
        assertTrue(r.err().contains("nsys profile"), r.err());
        // At their defaults they ask for nothing.
        RunModuleCommand c = new RunModuleCommand();
        c.flags().parse(List.of("--vulkan_validation_layers=false", "--hip_tracing=2", "--device_profiling_mode="));
    }
}
