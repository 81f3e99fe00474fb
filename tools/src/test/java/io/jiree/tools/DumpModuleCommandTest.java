package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * dump-module against text recorded from the pinned {@code iree-dump-module} on the same files
 * ({@code iree-dump-module [flags] <vmfb> > <name>.<mode>.txt}; add.vmfb is add.mlir compiled with
 * {@code --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu
 * --iree-llvmcpu-target-cpu=generic}, the others are test-modules/out/llvm-cpu/vm/*.vmfb).
 */
class DumpModuleCommandTest {
    private static String expected(String name) throws IOException {
        return Files.readString(Cli.resource("dump/" + name));
    }

    @Test
    void allMetadataAndFilteredDisassemblyMatchTheReference() throws IOException {
        String vmfb = Cli.resource("dump/add.vmfb").toString();
        VmLoaderBlockers.assumeLoads(Path.of(vmfb));
        Cli.Result all = Cli.run("dump-module", vmfb);
        assertEquals(0, all.exit(), all.err());
        assertEquals(expected("add.all.txt"), all.out());
        Cli.Result meta = Cli.run("dump-module", "--output=metadata", vmfb);
        assertEquals(expected("add.metadata.txt"), meta.out());
        Cli.Result one = Cli.run("dump-module", "--output=disassembly", "--bytecode_offsets", "--function=scale", vmfb);
        assertEquals(expected("add.scale.txt"), one.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"calls", "control_flow", "globals", "lists", "scalar_f32", "scalar_f64", "scalar_i64"})
    void vmOnlyModulesMatchTheReference(String name) throws IOException {
        Path vmfb = Cli.repoRoot().resolve("test-modules/out/llvm-cpu/vm/" + name + ".vmfb");
        VmLoaderBlockers.assumeLoads(vmfb);
        Cli.Result r = Cli.run("dump-module", vmfb.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(expected(name + ".all.txt"), r.out());
    }

    @Test
    void errorsAreOneStatusLine() throws IOException {
        Cli.Result missing = Cli.run("dump-module", "/nonexistent/m.vmfb");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().startsWith("NOT_FOUND; failed to open file '/nonexistent/m.vmfb'"), missing.err());
        Path junk = Files.createTempFile("junk", ".vmfb");
        Files.write(junk, new byte[64]);
        Cli.Result bad = Cli.run("dump-module", junk.toString());
        assertEquals(1, bad.exit());
        assertTrue(bad.err().startsWith("INVALID_ARGUMENT; "), bad.err());
        Cli.Result mode = Cli.run("dump-module", "--output=yaml", Cli.resource("dump/add.vmfb").toString());
        assertEquals(1, mode.exit());
        assertTrue(mode.err().contains("unrecognized --output= flag value 'yaml'"), mode.err());
    }
}
