package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** --parameters on the module commands, and dump-parameters against iree-dump-parameters' output. */
class ParametersCommandTest {
    static final Path ROOT = Cli.repoRoot();
    static final String MODULE = "--module=" + ROOT.resolve("test-modules/out/llvm-cpu/params/weights.vmfb");
    static final String MODEL = "--parameters=model=" + ROOT.resolve("test-modules/params/model.irpa");
    static final String BIAS = "--parameters=" + ROOT.resolve("test-modules/params/bias.irpa");

    @Test
    void runModuleLoadsParameters() throws IOException {
        for (String device : new String[] {"local-sync", "local-task"}) {
            Cli.Result r = Cli.run(
                    "run-module",
                    "--device=" + device,
                    MODULE,
                    "--function=main",
                    "--input=4xf32=1,2,3,4",
                    MODEL,
                    BIAS);
            assertEquals(0, r.exit(), r.err());
            assertEquals(
                    Files.readString(ROOT.resolve("test-modules/expected/llvm-cpu/params/weights/main.0.out")),
                    r.out());
        }
    }

    @Test
    void missingScopeOrFileFails() {
        Cli.Result r = Cli.run("run-module", "--device=local-sync", MODULE, "--function=main", "--input=4xf32=1", BIAS);
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("NOT_FOUND; no provider registered that handles scopes like 'model'"), r.err());

        r = Cli.run(
                "run-module",
                "--device=local-sync",
                MODULE,
                "--function=main",
                "--input=4xf32=1",
                "--parameters=model=/no/such/file.irpa");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("NOT_FOUND; parameter file '/no/such/file.irpa' does not exist"), r.err());

        r = Cli.run(
                "run-module",
                "--device=local-sync",
                MODULE,
                "--function=main",
                "--input=4xf32=1",
                "--parameters=model=" + ROOT.resolve("test-modules/src/params/weights.mlir"));
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("UNIMPLEMENTED; unsupported file format `mlir`"), r.err());
    }

    @Test
    void benchmarkAndCheckModuleTakeParameters() {
        Cli.Result r = Cli.run(
                "benchmark-module",
                "--device=local-sync",
                MODULE,
                "--function=main",
                "--input=4xf32=1",
                MODEL,
                BIAS,
                "--benchmark_min_time=1x");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    void dumpParametersPrintsAsTheReference() throws IOException {
        // iree-dump-parameters --parameters=model=test-modules/params/model.irpa
        //     --parameters=test-modules/params/bias.gguf --parameters=model=test-modules/params/model.safetensors
        Cli.Result r = Cli.run(
                "dump-parameters",
                "--parameters=model=" + ROOT.resolve("test-modules/params/model.irpa"),
                "--parameters=" + ROOT.resolve("test-modules/params/bias.gguf"),
                "--parameters=model=" + ROOT.resolve("test-modules/params/model.safetensors"));
        assertEquals(0, r.exit(), r.err());
        assertEquals(Files.readString(Cli.resource("params/dump.txt")), r.out());
    }

    @Test
    void dumpParametersExtractsAParametersBytes(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        java.nio.file.Path out = dir.resolve("w.bin");
        Cli.Result r = Cli.run(
                "dump-parameters",
                "--parameters=model=" + ROOT.resolve("test-modules/params/model.irpa"),
                "--extract=model::w=" + out);
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().endsWith("Extracting parameter `model::w` (16b) to `" + out + "`...\n"), r.out());
        // The bytes iree-dump-parameters --parameter_mode=preload --extract=w=... writes: w = [1.5, -2.25, 3, 0.125].
        java.nio.ByteBuffer w =
                java.nio.ByteBuffer.wrap(Files.readAllBytes(out)).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        assertEquals(16, w.capacity());
        assertEquals(
                List.of(1.5f, -2.25f, 3f, 0.125f), List.of(w.getFloat(), w.getFloat(), w.getFloat(), w.getFloat()));
        r = Cli.run(
                "dump-parameters",
                "--parameters=" + ROOT.resolve("test-modules/params/model.irpa"),
                "--extract=s=" + dir.resolve("s.bin"));
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("FAILED_PRECONDITION; parameter `s` is a splat"), r.err());
        assertTrue(r.err().endsWith("; extracting parameter with flag `s=" + dir.resolve("s.bin") + "`\n"), r.err());
        r = Cli.run("dump-parameters");
        assertEquals(0, r.exit(), r.err());
        assertEquals("", r.out());
        r = Cli.run("dump-parameters", "positional");
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("Error: no positional arguments expected.\n"), r.err());
    }
}
