package io.jiree.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
        Cli.Result r = Cli.run("dump-module", vmfb.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(expected(name + ".all.txt"), r.out());
    }

    @Test
    void anOpTheReferenceCannotDisassembleFailsTheSameWay() throws IOException {
        // IREE 3.13's disassembler lacks vm.cast.ui64.f32: it prints up to that function's header and fails.
        Path vmfb = Cli.repoRoot().resolve("vm/src/test/resources/vm/conformance/f32.vmfb");
        Cli.Result r = Cli.run("dump-module", vmfb.toString());
        assertEquals(1, r.exit());
        assertEquals("UNIMPLEMENTED; unhandled ext opcode\n", r.err());
        assertEquals(expected("conformance_f32.partial.txt"), r.out());
    }

    @Test
    void flatBufferBinaryIsTheStoredFlatBuffer() throws IOException {
        DumpModuleCommand command = new DumpModuleCommand();
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        command.binaryOut = bytes;
        List<String> positional = command.flags()
                .parse(List.of(
                        "--output=flatbuffer-binary",
                        Cli.resource("dump/add.vmfb").toString()));
        int exit = command.run(positional, new java.io.PrintWriter(new java.io.StringWriter()), null);
        assertEquals(0, exit);
        // Recorded with iree-dump-module --output=flatbuffer-binary add.vmfb.
        assertEquals(
                java.util.Arrays.toString(Files.readAllBytes(Cli.resource("dump/add.fb.bin"))),
                java.util.Arrays.toString(bytes.toByteArray()));
    }

    @Test
    void errorsAreOneStatusLine(@TempDir Path dir) throws IOException {
        Cli.Result missing = Cli.run("dump-module", "/nonexistent/m.vmfb");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().startsWith("NOT_FOUND; failed to open file '/nonexistent/m.vmfb'"), missing.err());
        Path junk = dir.resolve("junk.vmfb");
        Files.write(junk, new byte[64]);
        Cli.Result bad = Cli.run("dump-module", junk.toString());
        assertEquals(1, bad.exit());
        assertTrue(bad.err().startsWith("INVALID_ARGUMENT; "), bad.err());
        Cli.Result mode = Cli.run(
                "dump-module", "--output=yaml", Cli.resource("dump/add.vmfb").toString());
        assertEquals(1, mode.exit());
        assertTrue(mode.err().contains("unrecognized --output= flag value 'yaml'"), mode.err());
    }

    @Test
    void flatBufferJsonIsWhatTheReferencePrints() throws IOException {
        // Recorded with iree-dump-module --output=flatbuffer-json [--pretty] add.vmfb.
        String vmfb = Cli.resource("dump/add.vmfb").toString();
        Cli.Result compact = Cli.run("dump-module", "--output=flatbuffer-json", vmfb);
        assertEquals(0, compact.exit(), compact.err());
        assertEquals(expected("add.json"), compact.out());
        Cli.Result pretty = Cli.run("dump-module", "--output=flatbuffer-json", "--pretty", vmfb);
        assertEquals(expected("add.pretty.json"), pretty.out());
    }
}
