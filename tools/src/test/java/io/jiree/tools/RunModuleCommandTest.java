package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * run-module in-process against stdout recorded from the pinned iree-run-module with the same flags
 * ({@code iree-run-module <flags> > run/<name>.out}); the exit codes are the reference's too.
 */
class RunModuleCommandTest {
    private static final String ADD = Cli.resource("dump/add.vmfb").toString();
    private static final String A = "--input=2x2xi32=1 2 3 4";
    private static final String B = "--input=2x2xi32=100";

    private static void assertRun(String recorded, int exit, String... args) throws IOException {
        String[] full = new String[args.length + 1];
        full[0] = "run-module";
        System.arraycopy(args, 0, full, 1, args.length);
        Cli.Result r = Cli.run(full);
        assertEquals(Files.readString(Cli.resource("run/" + recorded + ".out")), r.out(), r.err());
        assertEquals(exit, r.exit(), r.err());
    }

    @Test
    void printsResultsAsTheReference() throws IOException {
        assertRun("main", 0, "--device=local-sync", "--module=" + ADD, "--function=main", A, B);
        assertRun(
                "scale",
                0,
                "--device=local-task",
                "--module=" + ADD,
                "--function=scale",
                "--input=4xf32=1,2.5,-3,4",
                "--input=f32=0.5");
        assertRun(
                "maxelem",
                0,
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                "--input=2x2xi32=1",
                "--input=2x2xi32=2",
                "--output_max_element_count=2");
        assertRun(
                "divmod",
                0,
                "--device=local-sync",
                "--module=" + Cli.repoRoot().resolve("test-modules/out/llvm-cpu/vm/calls.vmfb"),
                "--function=divmod_sum",
                "--input=-7",
                "--input=2");
    }

    @Test
    void programsWithoutTheHalNeverOpenTheDevices() throws IOException {
        // As iree-run-module: an unusable --device does not matter to a module that does not use the HAL.
        assertRun(
                "divmod",
                0,
                "--device=no-such-driver",
                "--module=" + Cli.repoRoot().resolve("test-modules/out/llvm-cpu/vm/calls.vmfb"),
                "--function=divmod_sum",
                "--input=-7",
                "--input=2");
    }

    @Test
    void moduleFromStdin() throws IOException {
        java.io.InputStream stdin = System.in;
        try {
            System.setIn(Files.newInputStream(Cli.repoRoot().resolve("test-modules/out/llvm-cpu/vm/calls.vmfb")));
            assertRun("divmod", 0, "--module=-", "--function=divmod_sum", "--input=-7", "--input=2");
        } finally {
            System.setIn(stdin);
        }
        Cli.Result r = Cli.run("run-module", "--function=main");
        assertEquals(1, r.exit());
        assertEquals(
                "INVALID_ARGUMENT; no user module specified; use --module=file.vmfb to load from a file or "
                        + "--module=- to load from stdin; creating run context\n",
                r.err());
    }

    @Test
    void expectedOutputsAndOutputRouting() throws IOException {
        assertRun(
                "expected_ok",
                0,
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                A,
                B,
                "--expected_output=2x2xi32=101 102 103 104");
        assertRun(
                "expected_bad",
                1,
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                A,
                B,
                "--expected_output=2x2xi32=101 102 103 105");
        assertRun(
                "output_dash",
                0,
                "--device=local-sync",
                "--module=" + ADD,
                "--function=scale",
                "--input=4xf32=1",
                "--input=f32=2",
                "--output=-",
                "--output=");
    }

    @Test
    void errorsAreOneStatusLineWithExitCode1() {
        Cli.Result r = Cli.run("run-module", "--device=local-sync", "--module=" + ADD, "--function=nope", A, B);
        assertEquals(1, r.exit());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("NOT_FOUND; "), r.err());
        assertTrue(r.err().endsWith("looking up function 'nope'; creating run context\n"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());

        r = Cli.run("run-module", "--device=local-sync", "--module=" + ADD, "--function=main", A);
        assertEquals(1, r.exit());
        assertEquals("EXEC @main\n", r.out());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; "), r.err());

        r = Cli.run("run-module", "--device=local-sync", "--module=" + ADD, A, B);
        assertEquals(1, r.exit());
        assertEquals(
                "INVALID_ARGUMENT; more than one exported function present; --function= must be specified "
                        + "explicitly; creating run context\n",
                r.err());

        r = Cli.run("run-module", "--bogus_flag=3", "--module=" + ADD);
        assertEquals(1, r.exit());
        assertEquals("INVALID_ARGUMENT; flag 'bogus_flag' not recognized\n", r.err());

        r = Cli.run("run-module", "--device=no-such-driver", "--module=" + ADD, "--function=main", A, B);
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("NOT_FOUND; no driver 'no-such-driver'"), r.err());

        r = Cli.run("run-module", "--module=/no/such.vmfb", "--function=main");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("NOT_FOUND; "), r.err());

        r = Cli.run(
                "run-module",
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                "--input=@/no/such/input.npy",
                B);
        assertEquals(1, r.exit());
        assertEquals("", r.out());
    }

    @Test
    void flagFilesExpandInPlace() throws IOException {
        java.nio.file.Path flags = Files.createTempFile("flags", ".txt");
        Files.writeString(
                flags,
                "# comment\n\n--device=local-sync\n// another\n--module = " + ADD + "\n--function=main\n" + A + "\n");
        assertRun("main", 0, "--flagfile=" + flags, B);
        Files.writeString(flags, "main.vmfb\n");
        Cli.Result r = Cli.run("run-module", "--flagfile=" + flags);
        assertEquals(1, r.exit());
        assertEquals("INVALID_ARGUMENT; " + flags + ":1: positional arguments not allowed in flag files\n", r.err());
    }

    @Test
    void listsDriversAndDevices() {
        Cli.Result r = Cli.run("run-module", "--list_drivers");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("# Available HAL drivers\n"), r.out());
        assertTrue(r.out().contains("      local-sync: "), r.out());
        r = Cli.run("run-module", "--list_devices=local-sync");
        assertEquals(0, r.exit(), r.err());
        assertEquals("local-sync://\n", r.out());
        r = Cli.run("run-module", "--dump_devices=local-sync");
        assertEquals(0, r.exit(), r.err());
        assertTrue(
                r.out().startsWith("# " + "=".repeat(76) + "\n# Enumerated devices for driver 'local-sync'\n"),
                r.out());
        assertTrue(r.out().contains("# --device=local-sync://\n"), r.out());
        r = Cli.run("run-module", "--dump_devices=no-such-driver");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("NOT_FOUND; no driver 'no-such-driver' registered"), r.err());
    }
}
