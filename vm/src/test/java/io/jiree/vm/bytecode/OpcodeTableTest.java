package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.ReferenceTools;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The opcode table ({@link Opcode}) against the instruction set of the pinned IREE
 * (test-modules/IREE_VERSION) as IREE's own tools read it. Modules holding every opcode are
 * disassembled by the pinned {@code iree-dump-module --bytecode_offsets}, and each function must
 * read the same with the table: an op at every offset where IREE's disassembler has one, with the
 * name it prints. A wrong code shows as another name, a wrong operand layout as shifted offsets.
 *
 * <p>The modules: the committed conformance and test-modules VM modules (made by the pinned
 * compiler), {@code vm/isa/probe.mlir} compiled now by the pinned {@code iree-compile} for the ops
 * no committed module holds, and modules assembled here from the table for the two ops the pinned
 * compiler does not emit as the runtime reads them ({@code vm.global.load.indirect.f32} comes out
 * as the f64 op, {@code vm.cond_break} in an encoding the runtime rejects). The pinned
 * disassembler cannot print {@code vm.cast.ui64.f32}; for it the compiler's output for that op
 * must read as that op here, and the runtime's verifier must accept the module. It misreads the
 * operands of {@code vm.switch.ref} (see {@link #MISREAD}); a function is compared up to that op.
 *
 * <p>The reference tools are the venv {@code test-modules/build} installs
 * ({@code ~/.cache/jiree/iree-<version>}, or {@code JIREE_IREE_VENV}); without them the
 * comparison is skipped, unless {@code JIREE_REFERENCE_REQUIRED=1} (CI) makes that a failure.
 */
class OpcodeTableTest {
    /** Ops the pinned disassembler fails on ("unhandled ext opcode"). */
    private static final Set<Opcode> UNPRINTABLE = EnumSet.of(Opcode.CastUI64F32);
    /**
     * Ops the pinned disassembler names right but reads without an operand (vm.switch.ref's type
     * id), so what it prints after one is garbage; the runtime's interpreter reads them as the
     * table does (ConformanceTest runs them against iree-run-module's results).
     */
    private static final Set<Opcode> MISREAD = EnumSet.of(Opcode.SwitchRef);

    @Test
    void codeConstantsAreTheTableRows() throws IllegalAccessException {
        List<Field> constants = new ArrayList<>();
        for (Field f : Opcode.Code.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
                constants.add(f);
            }
        }
        assertEquals(Opcode.values().length, constants.size(), "one constant per opcode");
        for (Opcode op : Opcode.values()) {
            String name = op.mnemonic().isEmpty()
                    ? op.name().replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                    : op.mnemonic().substring("vm.".length()).replace('.', '_');
            Field f = constants.stream()
                    .filter(c -> c.getName().equals(name.toUpperCase(Locale.ROOT)))
                    .findFirst()
                    .orElse(null);
            assertNotNull(f, "no constant for " + op);
            assertEquals(op.id(), f.getInt(null), f.getName());
            assertEquals(op, Opcode.lookup(op.instructionSet(), op.code()));
            assertEquals(op, Opcode.byId(op.id()));
            assertEquals(op.layout(), op.runsAs().layout(), op + " runs as " + op.runsAs());
        }
    }

    @Test
    void everyOpcodeReadsAsThePinnedIreeDisassemblesIt(@TempDir Path tmp) throws IOException {
        Path bin = referenceTools();
        List<Path> modules = new ArrayList<>();
        modules.addAll(vmfbs(TestModules.dir()));
        modules.addAll(vmfbs(repoRoot().resolve("test-modules/out/llvm-cpu/vm")));
        modules.add(compile(bin, TestModules.dir().resolveSibling("isa").resolve("probe.mlir"), tmp));
        modules.add(write(tmp, "assembled.vmfb", assembled()));

        Set<Opcode> checked = EnumSet.noneOf(Opcode.class);
        List<String> mismatches = new ArrayList<>();
        for (Path module : modules) {
            compare(bin, module, checked, mismatches);
        }
        assertEquals(List.of(), mismatches, "functions that read differently from iree-dump-module");

        // The op the disassembler cannot print: the compiler's encoding of it, read with the table.
        Path source = write(tmp, "unprintable.mlir", """
                vm.module @unprintable {
                  vm.func @cast(%a: i64) -> f32 {
                    %r = vm.cast.ui64.f32 %a : i64 -> f32
                    vm.return %r : f32
                  }
                  vm.export @cast
                }
                """.getBytes(StandardCharsets.UTF_8));
        Path unprintable = compile(bin, source, tmp);
        Dump dump = dump(bin, unprintable);
        assertTrue(
                dump.out().contains("vm.func @cast("),
                "the runtime's verifier rejected a module with vm.cast.ui64.f32: " + dump.err());
        assertEquals(
                List.of("00000000 ^bb", "00000001 vm.cast.ui64.f32", "00000007 vm.return"),
                read(BytecodeModule.load(unprintable), 0));
        checked.addAll(UNPRINTABLE);

        Set<Opcode> unchecked = EnumSet.allOf(Opcode.class);
        unchecked.removeAll(checked);
        unchecked.removeIf(Opcode::isStructural);
        assertEquals(Set.of(), unchecked, "opcodes no module held");
    }

    /** Compares every function of {@code module} with the reference disassembly of it. */
    private static void compare(Path bin, Path module, Set<Opcode> checked, List<String> mismatches) {
        Dump dump = dump(bin, module);
        List<List<String>> reference = functions(dump.out());
        BytecodeModule m = BytecodeModule.load(module);
        int complete = reference.size();
        if (dump.exit() != 0) {
            // The disassembler stops at a function it cannot print, after that function's header.
            assertTrue(dump.err().contains("unhandled ext opcode"), module + ": " + dump.err());
            complete--;
            List<Opcode> ops = opcodes(m, complete);
            assertTrue(
                    ops.stream().anyMatch(UNPRINTABLE::contains),
                    module + ": iree-dump-module failed on function " + complete + ", which holds only " + ops);
        } else {
            assertEquals(m.functionCount(), complete, module + ": functions");
        }
        for (int i = 0; i < complete; i++) {
            List<String> ours = read(m, i);
            List<String> theirs = reference.get(i);
            List<Opcode> ops = opcodes(m, i);
            for (int k = 0; k < ops.size(); k++) {
                if (MISREAD.contains(ops.get(k))) {
                    ops = ops.subList(0, k + 1);
                    ours = ours.subList(0, k + 1);
                    theirs = theirs.subList(0, Math.min(k + 1, theirs.size()));
                    break;
                }
            }
            if (ours.equals(theirs)) {
                checked.addAll(ops);
            } else {
                mismatches.add(module.getFileName() + " function " + i + "\n  iree: " + reference.get(i) + "\n  ours: "
                        + ours);
            }
        }
    }

    /** Each function's ops as {@code "<offset> <name>"}, {@code ^bb} for a block. */
    private static List<String> read(BytecodeModule m, int ordinal) {
        List<String> out = new ArrayList<>();
        walk(m, ordinal, (at, op) -> out.add(String.format("%08X %s", at, op == Opcode.Block ? "^bb" : op.mnemonic())));
        return out;
    }

    private static List<Opcode> opcodes(BytecodeModule m, int ordinal) {
        List<Opcode> out = new ArrayList<>();
        walk(m, ordinal, (at, op) -> out.add(op));
        return out;
    }

    private interface OpSink {
        void op(int at, Opcode op);
    }

    private static void walk(BytecodeModule m, int ordinal, OpSink sink) {
        byte[] code = m.functionBytecode(ordinal);
        OperandReader reader = new OperandReader(code);
        OperandReader.Visitor ignore = () -> new IllegalStateException("overrun in function " + ordinal);
        while (reader.pc() < code.length) {
            Opcode op = reader.opcode(ignore);
            assertNotNull(op, "unassigned opcode at " + reader.instructionStart());
            sink.op(reader.instructionStart(), op);
            reader.operands(op, ignore);
        }
    }

    /** The reference disassembly split into functions: {@code "<offset> <name>"} per op line. */
    private static List<List<String>> functions(String text) {
        List<List<String>> out = new ArrayList<>();
        List<String> current = null;
        for (String line : text.split("\n")) {
            if (line.startsWith("vm.func @")) {
                current = new ArrayList<>();
                out.add(current);
            } else if (current != null && line.matches("\\[[0-9A-F]{8}\\].*")) {
                String at = line.substring(1, 9);
                String text0 = line.substring(10).strip();
                String name;
                if (text0.startsWith("^bb")) {
                    name = "^bb";
                } else {
                    // Results come first: "%i1, %r2 = vm.call ...".
                    String op = text0.replaceFirst("^%[^ ,]+(, %[^ ,]+)* = ", "");
                    int space = op.indexOf(' ');
                    name = space < 0 ? op : op.substring(0, space);
                }
                current.add(at + " " + name);
            }
        }
        return out;
    }

    /**
     * Assembled from the table: {@code vm.global.store/load.indirect.f32} and
     * {@code vm.cond_break}, whose compiled forms are not these ops as the runtime reads them.
     */
    private static byte[] assembled() {
        int f32 = Opcode.Code.PREFIX_EXT_F32;
        return new ModuleBuilder("assembled")
                .globals(16, 0)
                // %i2 = load.indirect.f32 .rwdata[%i0] after store.indirect.f32 %i1, .rwdata[%i0]
                .function(
                        "indirect_f32",
                        "0if_f",
                        1,
                        3,
                        0,
                        BytecodeModule.FEATURE_EXT_F32,
                        Opcode.Code.BLOCK,
                        f32,
                        Opcode.GlobalStoreIndirectF32.code(),
                        0,
                        0,
                        1,
                        0,
                        f32,
                        Opcode.GlobalLoadIndirectF32.code(),
                        0,
                        0,
                        2,
                        0,
                        Opcode.Code.RETURN,
                        1,
                        0,
                        2,
                        0)
                // ^bb0: vm.cond_break %i0, ^bb1(%i0 -> %i1)   ^bb1: vm.return %i1
                .function(
                        "cond_break",
                        "0i_i",
                        2,
                        2,
                        0,
                        0,
                        Opcode.Code.BLOCK,
                        Opcode.Code.COND_BREAK,
                        0,
                        0,
                        14,
                        0,
                        0,
                        0,
                        1,
                        0,
                        0,
                        0,
                        1,
                        0,
                        Opcode.Code.BLOCK,
                        Opcode.Code.RETURN,
                        1,
                        0,
                        1,
                        0)
                .build();
    }

    private record Dump(int exit, String out, String err) {}

    private static Dump dump(Path bin, Path module) {
        return run(
                bin.resolve("iree-dump-module").toString(),
                "--output=disassembly",
                "--bytecode_offsets",
                module.toString());
    }

    private static Path compile(Path bin, Path source, Path tmp) {
        Path out = tmp.resolve(source.getFileName().toString().replace(".mlir", ".vmfb"));
        Dump r = run(
                bin.resolve("iree-compile").toString(), "--compile-mode=vm", source.toString(), "-o", out.toString());
        assertEquals(0, r.exit(), "iree-compile " + source + ": " + r.err());
        return out;
    }

    private static Dump run(String... command) {
        try {
            Path out = Files.createTempFile("reference", ".out");
            Path err = Files.createTempFile("reference", ".err");
            try {
                Process p = new ProcessBuilder(command)
                        .redirectOutput(out.toFile())
                        .redirectError(err.toFile())
                        .start();
                if (!p.waitFor(120, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    throw new AssertionError("timed out: " + String.join(" ", command));
                }
                return new Dump(p.exitValue(), Files.readString(out), Files.readString(err));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static Path write(Path dir, String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    private static List<Path> vmfbs(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".vmfb")).sorted().toList();
        }
    }

    private static Path repoRoot() {
        String root = System.getProperty("jiree.repo.root");
        return root != null ? Path.of(root) : Path.of("").toAbsolutePath().getParent();
    }

    /** The pinned reference tools' directory; skips (or fails where they are required) without them. */
    private static Path referenceTools() {
        String missing = ReferenceTools.missing(repoRoot(), "iree-dump-module", "iree-compile");
        if (missing != null && ReferenceTools.required()) {
            throw new AssertionError(missing);
        }
        Assumptions.assumeTrue(missing == null, missing);
        return ReferenceTools.bin(repoRoot());
    }
}
