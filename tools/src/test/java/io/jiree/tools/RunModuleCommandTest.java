package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
    void flagFilesExpandInPlace(@TempDir java.nio.file.Path dir) throws IOException {
        java.nio.file.Path flags = dir.resolve("flags.txt");
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

    @Test
    void theFlagsIreeRunsWithRunAsTheReference() throws IOException {
        // Each prints what the pinned iree-run-module prints for the same line (recorded as run/main.out).
        for (String flag : List.of(
                "--task_topology_group_count=2",
                "--device_allocator=caching",
                "--trace_execution",
                "--module_mode=mmap",
                "--module_mode=preload",
                "--cuda_use_streams=true",
                "--task_topology_max_group_count=1",
                "--task_topology_cpu_ids=0",
                "--device_lead_allocator=0",
                "--print_device_statistics")) {
            assertRun("main", 0, "--device=local-task", "--module=" + ADD, "--function=main", A, B, flag);
        }
        Cli.Result r = Cli.run("run-module", "--module_mode=bad", "--module=" + ADD, "--function=main", A, B);
        assertEquals(1, r.exit());
        assertEquals(
                "INVALID_ARGUMENT; unrecognized --module_mode= value 'bad'; loading bytecode module at '" + ADD
                        + "'; loading modules and dependencies; creating run context\n",
                r.err());
        r = Cli.run("run-module", "--task_topology_mode=bad", "--module=" + ADD, "--function=main", A, B);
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; one of --task_topology_group_count or --task_topology_mode"));
        r = Cli.run("run-module", "--device_allocator=pooled", "--module=" + ADD, "--function=main", A, B);
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("INVALID_ARGUMENT; unrecognized allocator 'pooled'"), r.err());
    }

    @Test
    void traceExecutionWritesTheVmTraceToStderr() {
        Cli.Result r = Cli.run(
                "run-module",
                "--module=" + Cli.repoRoot().resolve("test-modules/out/llvm-cpu/vm/calls.vmfb"),
                "--function=hypot_sq",
                "--input=3",
                "--input=4",
                "--trace_execution");
        assertEquals(0, r.exit(), r.err());
        assertEquals("EXEC @hypot_sq\nresult[0]: i32=25\n", r.out());
        // IREE's layout: [module.function+offset], four spaces, the instruction with operand values.
        // The function is named as IREE names internal function 0: after the debug database's first
        // entry, which in calls.vmfb (whose database lists one function) is divmod_sum.
        assertEquals("""
                [module.divmod_sum+00000000]    <block>
                [module.divmod_sum+00000001]    %i1 = vm.mul.i32 %i1(4), %i1(4)
                [module.divmod_sum+00000008]    %i1 = vm.fma.i32 %i0(3), %i0(3), %i1(16)
                [module.divmod_sum+00000011]    vm.return %i1(25)
                """, r.err());
        // Off again after the command: the next run prints no trace.
        r = Cli.run(
                "run-module",
                "--module=" + Cli.repoRoot().resolve("test-modules/out/llvm-cpu/vm/calls.vmfb"),
                "--function=hypot_sq",
                "--input=3",
                "--input=4");
        assertEquals("", r.err());
    }

    @Test
    void traceShowsRefsCallsAndBranchArguments() {
        Cli.Result r = Cli.run(
                "run-module", "--device=local-sync", "--module=" + ADD, "--function=main", A, B, "--trace_execution");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.err().lines().toList();
        assertTrue(
                lines.stream().allMatch(l -> l.matches("\\[module(\\.[\\w$]+|@\\d+)\\+[0-9A-F]{8}\\]    .+")), r.err());
        assertTrue(
                lines.stream()
                        .anyMatch(
                                l -> l.matches(".*vm\\.call @hal\\.\\S+\\(.*%r\\d+\\(!hal\\.device/0x[0-9a-f]+\\).*")),
                r.err());
        assertTrue(lines.stream().anyMatch(l -> l.contains("vm.br ^")), r.err());
        assertTrue(lines.stream().anyMatch(l -> l.contains("vm.return")), r.err());
    }

    @Test
    void statisticsAreCountedAllocationsInIreesLayout() {
        Cli.Result r = Cli.run(
                "run-module", "--device=local-sync", "--module=" + ADD, "--function=main", A, B, "--print_statistics");
        assertEquals(0, r.exit(), r.err());
        // Three 16-byte buffers (two inputs, one result), all freed by the time the tool reports.
        assertEquals("""
                Device: local-sync
                [[ iree_hal_allocator_t memory statistics ]]
                  HOST_LOCAL:            0B peak /            0B allocated /            0B freed /            0B live
                DEVICE_LOCAL:           48B peak /           48B allocated /           48B freed /            0B live

                """, r.err());
        r = Cli.run(
                "run-module",
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                A,
                B,
                "--print_statistics",
                "--device_allocator=caching");
        // The cache keeps what was released, so the base allocator still holds it.
        assertTrue(
                r.err()
                        .contains("DEVICE_LOCAL:           48B peak /           48B allocated /            0B freed"
                                + " /           48B live\n"),
                r.err());
        r = Cli.run(
                "run-module",
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                A,
                B,
                "--print_device_statistics");
        assertTrue(r.err().startsWith("\nIREE HAL device statistics:\n  device=local-sync\n"), r.err());
        assertTrue(r.err().contains("  queue execute  count=1 commands="), r.err());
        assertTrue(r.err().matches("(?s).*  dispatch \\S+  count=1 workgroups=\\d+\n.*"), r.err());
    }

    @Test
    void instrumentFileIsWrittenEvenWhenEmpty(@TempDir java.nio.file.Path dir) throws IOException {
        java.nio.file.Path file = dir.resolve("instruments.bin");
        Files.writeString(file, "stale");
        assertRun(
                "main",
                0,
                "--device=local-sync",
                "--module=" + ADD,
                "--function=main",
                A,
                B,
                "--instrument_file=" + file);
        assertEquals(0, Files.size(file), "a program without instruments leaves an empty file");
    }

    @Test
    void dumpTaskTopologiesShowsTheWorkerPool() {
        Cli.Result r = Cli.run("run-module", "--dump_task_topologies", "--task_topology_group_count=3");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("# topology[0]: 3 worker groups"), r.out());
        assertEquals(3, r.out().split("# group\\[").length - 1, r.out());
        r = Cli.run("run-module", "--dump_task_topologies", "--task_topology_cpu_ids=0-1,4");
        assertTrue(r.out().contains("# topology[0]: 3 worker groups"), r.out());
        r = Cli.run(
                "run-module",
                "--task_topology_cpu_ids=0",
                "--task_topology_cpu_ids=1",
                "--module=" + ADD,
                A,
                B,
                "--function=main");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("UNIMPLEMENTED; 2 --task_topology_cpu_ids sets"), r.err());
    }

    @Test
    void aFailedOutputLeavesTheFileAsItWas(@TempDir Path dir) throws IOException {
        // iree-run-module 3.13 fails the same way (UNIMPLEMENTED, exit 1) but leaves @x.npy empty.
        String bf16 = Cli.repoRoot()
                .resolve("test-modules/out/llvm-cpu/tensor/dtype_bf16.vmfb")
                .toString();
        Path npy = dir.resolve("x.npy");
        for (String mode : List.of("@", "+")) {
            Files.writeString(npy, "earlier content");
            Cli.Result r = Cli.run(
                    "run-module",
                    "--device=local-sync",
                    "--module=" + bf16,
                    "--function=identity",
                    "--input=2x3xbf16=[1.5 -2 0.25][1000 -0.125 3]",
                    "--output=" + mode + npy);
            assertEquals(1, r.exit(), r.err());
            assertTrue(
                    r.err()
                            .startsWith("UNIMPLEMENTED; unsupported data encoding; outputting results; "
                                    + "processing function outputs; `sync func @identity"),
                    r.err());
            assertEquals("earlier content", Files.readString(npy), mode);
            try (var files = Files.list(dir)) {
                assertEquals(List.of(npy), files.toList(), "no file is left behind");
            }
        }
        Path missing = dir.resolve("new.npy");
        Cli.Result r = Cli.run(
                "run-module",
                "--device=local-sync",
                "--module=" + bf16,
                "--function=identity",
                "--input=2x3xbf16=[1.5 -2 0.25][1000 -0.125 3]",
                "--output=@" + missing);
        assertEquals(1, r.exit(), r.err());
        assertTrue(!Files.exists(missing), "a failed output created " + missing);
        // A good one replaces the file whole.
        Files.writeString(npy, "earlier content, longer than the new one".repeat(10));
        r = Cli.run(
                "run-module", "--device=local-sync", "--module=" + ADD, "--function=main", A, B, "--output=@" + npy);
        assertEquals(0, r.exit(), r.err());
        byte[] bytes = Files.readAllBytes(npy);
        assertEquals(128 + 16, bytes.length);
        assertEquals((byte) 0x93, bytes[0]);
    }
}
