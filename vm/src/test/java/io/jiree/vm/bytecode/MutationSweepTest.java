package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.Context;
import io.jiree.vm.Engine;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.Module;
import io.jiree.vm.NativeModule;
import io.jiree.vm.ResolvedImport;
import io.jiree.vm.TypeDef;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Corrupts modules and checks the two promises the loader makes about bad input.
 *
 * <p>First, loading: every conformance module is corrupted anywhere in the file (byte flips at
 * many offsets, random bytes, truncations); the only acceptable outcomes are a clean load or
 * INVALID_ARGUMENT — never another exception type, another status code, or a hang.
 *
 * <p>Second, execution: the bytecode of every conformance module and every module under
 * test-modules/out is mutated (seeded, so each run sees the same mutants); a mutant the verifier
 * accepts is linked against stand-in modules for its imports (each returns zeros and null refs,
 * ones and buffers, or all-ones bits and lists) and all its exports are called with arguments of
 * the same kind; then every internal function is called on its own, initializer or not. Whatever
 * they do, the interpreter must not fault: anything other than a {@link JireeException}, or an
 * INTERNAL one reporting an interpreter fault, means the verifier let through bytecode the
 * interpreter cannot run. Each mutant runs interpreted and through the function compiler; calls
 * that run past a time limit are stopped by overwriting the mutant's decoded code and counted as
 * hangs, not failures (a mutated loop may never end). {@code -Djiree.mutation.mutants=N} runs N
 * mutants per module instead of the few of a normal build, {@code -Djiree.mutation.seed=S} draws
 * another set of mutants, and {@code -Djiree.mutation.verbose=true} prints per-module counts:
 * <pre>{@code
 * mvn -pl vm test -Dtest='MutationSweepTest#verified*' -Djiree.mutation.mutants=750 -Djiree.mutation.verbose=true
 * }</pre>
 */
class MutationSweepTest {
    /** Mutants per module in a normal build: enough to keep the harness honest in a few seconds. */
    private static final int DEFAULT_MUTANTS = 12;

    private static final long CALL_LIMIT_MS = 250;

    private static ExecutorService worker;

    static java.util.List<String> modules() {
        return TestModules.names();
    }

    private static void loadOrReject(byte[] data, String what) {
        try {
            BytecodeModule.load(data);
        } catch (JireeException e) {
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), () -> what + ": " + e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modules")
    void corruptedModulesLoadOrFailCleanly(String name) {
        byte[] original = TestModules.bytes(name);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            SplittableRandom rnd = new SplittableRandom(name.hashCode());
            // Every byte of small modules, a stride through bigger ones; each gets a bit flip
            // and a random value.
            int stride = Math.max(1, original.length / 500);
            for (int i = 0; i < original.length; i += stride) {
                byte[] m = original.clone();
                m[i] ^= (byte) (1 << rnd.nextInt(8));
                loadOrReject(m, name + " bit flip at " + i);
                m[i] = (byte) rnd.nextInt(256);
                loadOrReject(m, name + " random byte at " + i);
            }
            for (int n = 0; n < 100; n++) {
                byte[] m = original.clone();
                for (int k = 0; k < 8; k++) {
                    m[rnd.nextInt(m.length)] = (byte) rnd.nextInt(256);
                }
                loadOrReject(m, name + " multi-byte corruption " + n);
            }
            for (int len = 0; len < original.length; len += Math.max(1, original.length / 150)) {
                loadOrReject(java.util.Arrays.copyOf(original, len), name + " truncated to " + len);
            }
        });
    }

    // ---- Bytecode mutants that pass the verifier must run without interpreter faults ----

    @BeforeAll
    static void startWorker() {
        worker = newWorker();
    }

    @AfterAll
    static void stopWorker() {
        worker.shutdownNow();
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "mutant-runner");
            t.setDaemon(true);
            return t;
        });
    }

    private static Path repoRoot() {
        return Path.of(System.getProperty("jiree.repo.root", ".."))
                .toAbsolutePath()
                .normalize();
    }

    /** Conformance modules and every compiled test module, as paths. */
    static Stream<Path> mutationSources() throws IOException {
        List<Path> out = new ArrayList<>();
        for (String n : TestModules.names()) {
            out.add(TestModules.path(n));
        }
        Path compiled = repoRoot().resolve("test-modules/out");
        if (Files.isDirectory(compiled)) {
            try (Stream<Path> s = Files.walk(compiled)) {
                s.filter(p -> p.toString().endsWith(".vmfb")).sorted().forEach(out::add);
            }
        }
        return out.stream();
    }

    /** One bytecode mutation: {@code value} written at file offset {@code offset}. */
    record Edit(int offset, int value) {
        @Override
        public String toString() {
            return String.format("[%d]=0x%02X", offset, value);
        }
    }

    /**
     * An operand field of the original bytecode: {@code kind} is its layout character (or
     * {@code '#'} for a list length, {@code 'e'} for a segment size), at {@code offset} in the
     * bytecode_data vector, {@code width} bytes, in function {@code function}.
     */
    record Field(int offset, char kind, int width, int function) {}

    /** Every operand field of every function, found by reading the ops as the verifier does. */
    static List<Field> fields(BytecodeModule m) {
        List<Field> out = new ArrayList<>();
        for (int f = 0; f < m.descriptors.length; f++) {
            FunctionDescriptor d = m.descriptors[f];
            int start = d.bytecodeOffset();
            int function = f;
            OperandReader reader = new OperandReader(m.functionBytecode(f));
            // Each field is reported just after it was read: it ends at the reader's position.
            OperandReader.Visitor v = new OperandReader.Visitor() {
                @Override
                public void register(char kind, int register) {
                    char k = switch (kind) {
                        case 'n' -> 'e';
                        case 'v' -> 'i';
                        case 'V' -> 'I';
                        default -> kind;
                    };
                    out.add(new Field(start + reader.pc() - 2, k, 2, function));
                }

                @Override
                public void word(char kind, int value) {
                    out.add(new Field(start + reader.pc() - 4, kind, 4, function));
                }

                @Override
                public void list(char kind, int offset, int count) {
                    out.add(new Field(start + offset, '#', 2, function));
                }

                @Override
                public void remap(int source, int target) {
                    out.add(new Field(start + reader.pc() - 4, 'a', 2, function));
                    out.add(new Field(start + reader.pc() - 2, 'a', 2, function));
                }

                @Override
                public RuntimeException overrun() {
                    return new IllegalStateException("verified bytecode overrun");
                }
            };
            int end = d.bytecodeLength() - 1;
            while (reader.pc() < end) {
                reader.operands(reader.opcode(v), v);
            }
        }
        return out;
    }

    /**
     * A value at the edge of what the verifier must accept for a field: the last valid and the
     * first invalid register of each bank, an i64 pair straddling the end, table sizes and sizes
     * minus one, global offsets near the end of rwdata, a list length off by one.
     */
    static long boundaryValue(BytecodeModule m, Field field, long old, SplittableRandom rnd) {
        FunctionDescriptor d = m.descriptors[field.function()];
        int i32 = BytecodeVerifier.roundUpPow2(Math.max(1, d.i32RegisterCount()));
        int ref = BytecodeVerifier.roundUpPow2(Math.max(1, d.refRegisterCount()));
        int edge = rnd.nextInt(3) - 2; // -2, -1 or 0 from the limit
        return switch (field.kind()) {
            case 'i', 'I', 'r', 'R', 'a', 'y' ->
                switch (rnd.nextInt(4)) {
                    case 0 -> i32 + edge;
                    case 1 -> 0x8000 | ref + edge;
                    case 2 -> 0xC000 | ref + edge;
                    default -> old ^ 0x8000;
                };
            case '4', '8' -> m.globalBytes + edge - rnd.nextInt(8);
            case 'G' -> m.globalRefCount + edge;
            case 't' -> m.types.length + edge;
            case 'o' -> m.rodata.length + edge;
            case 'c', 'X' -> rnd.nextBoolean() ? m.descriptors.length + edge : 0x80000000L | m.imports.size() + edge;
            case 'b' -> old + rnd.nextInt(5) - 2;
            default -> old + (rnd.nextBoolean() ? 1 : -1); // list lengths, segment sizes
        };
    }

    /** What running one mutant came to. */
    enum Outcome {
        REJECTED,
        RAN,
        HUNG
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mutationSources")
    void verifiedBytecodeMutantsRunWithoutInterpreterFaults(Path source) throws IOException {
        byte[] original = Files.readAllBytes(source);
        BytecodeModule parsed = BytecodeModule.load(original);
        int base = bytecodeFileOffset(original, parsed);
        List<Field> fields = fields(parsed);
        int mutants = Integer.getInteger("jiree.mutation.mutants", DEFAULT_MUTANTS);
        String label =
                repoRoot().relativize(source.toAbsolutePath().normalize()).toString();
        long seed = Long.getLong("jiree.mutation.seed", 0);
        SplittableRandom rnd = new SplittableRandom((label.hashCode() + seed) * 0x9E3779B97F4A7C15L);
        Map<String, String> escapes = new LinkedHashMap<>();
        int[] counts = new int[Outcome.values().length];
        int escaped = 0;
        for (int n = 0; n < mutants; n++) {
            List<Edit> edits = mutate(parsed, fields, base, original.length, rnd);
            byte[] m = original.clone();
            for (Edit e : edits) {
                m[e.offset()] = (byte) e.value();
            }
            try {
                counts[runMutant(m, n % 3).ordinal()]++;
            } catch (AssertionError e) {
                escaped++;
                // Group by the first line so one hole does not flood the report.
                String key = e.getMessage().lines().findFirst().orElse("");
                key = key.replaceAll("\\+[0-9A-F]{8}", "+…").replaceAll("\\d+", "#");
                escapes.putIfAbsent(key, label + " " + edits + ": " + e.getMessage());
            }
        }
        if (Boolean.getBoolean("jiree.mutation.verbose")) {
            System.err.printf(
                    "%s: %d mutants, %d rejected, %d ran, %d hung, %d escaped (%d kinds)%n",
                    label, mutants, counts[0], counts[1], counts[2], escaped, escapes.size());
        }
        if (!escapes.isEmpty()) {
            fail(escapes.size() + " kinds of interpreter fault in verified mutants of " + label + ":\n"
                    + String.join("\n", escapes.values()));
        }
    }

    /** The offset in the file of the module's bytecode_data vector. */
    static int bytecodeFileOffset(byte[] file, BytecodeModule m) {
        byte[] code = m.bytecode;
        if (code.length == 0) {
            return 0;
        }
        outer:
        for (int i = 0; i + code.length <= file.length; i++) {
            for (int k = 0; k < code.length; k++) {
                if (file[i + k] != code[k]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new IllegalStateException("bytecode_data not found in the module file");
    }

    /**
     * One to three edits. Mostly inside the functions' bytecode: an operand field set to a
     * {@link #boundaryValue}, a bit flip, a random byte, a small value (register ordinals, counts,
     * list lengths), a neighbour of the old value, or a 16-bit field replaced by a register
     * reference of either bank; sometimes anywhere in the file, so register counts, calling
     * conventions and table sizes change under the bytecode too.
     */
    static List<Edit> mutate(BytecodeModule m, List<Field> fields, int base, int fileLength, SplittableRandom rnd) {
        List<Edit> edits = new ArrayList<>();
        int count = 1 + (rnd.nextInt(4) == 0 ? rnd.nextInt(3) : 0);
        byte[] code = m.bytecode;
        if (m.descriptors.length == 0) {
            return edits;
        }
        for (int k = 0; k < count; k++) {
            if (!fields.isEmpty() && rnd.nextInt(3) == 0) {
                Field field = fields.get(rnd.nextInt(fields.size()));
                long old = 0;
                for (int i = field.width() - 1; i >= 0; i--) {
                    old = old << 8 | code[field.offset() + i] & 0xFF;
                }
                long value = boundaryValue(m, field, old, rnd);
                for (int i = 0; i < field.width(); i++) {
                    edits.add(new Edit(base + field.offset() + i, (int) (value >>> 8 * i) & 0xFF));
                }
                continue;
            }
            if (rnd.nextInt(8) == 0) {
                edits.add(new Edit(rnd.nextInt(fileLength), rnd.nextInt(256)));
                continue;
            }
            FunctionDescriptor d = m.descriptors[rnd.nextInt(m.descriptors.length)];
            int at = d.bytecodeOffset() + rnd.nextInt(d.bytecodeLength());
            int old = code[at] & 0xFF;
            if (rnd.nextInt(5) == 0 && at + 1 < d.bytecodeOffset() + d.bytecodeLength()) {
                int reg = rnd.nextInt(16) | (rnd.nextBoolean() ? 0x8000 : 0) | (rnd.nextInt(4) == 0 ? 0x4000 : 0);
                edits.add(new Edit(base + at, reg & 0xFF));
                edits.add(new Edit(base + at + 1, reg >>> 8));
                continue;
            }
            int value = switch (rnd.nextInt(4)) {
                case 0 -> old ^ 1 << rnd.nextInt(8);
                case 1 -> rnd.nextInt(256);
                case 2 -> rnd.nextInt(8);
                default -> old + (rnd.nextBoolean() ? 1 : -1) & 0xFF;
            };
            edits.add(new Edit(base + at, value));
        }
        return edits;
    }

    /**
     * Loads {@code data}; if it verifies, links it and calls every export. Throws AssertionError
     * describing an interpreter fault or an unexpected exception.
     */
    static Outcome runMutant(byte[] data, int variant) {
        BytecodeModule module;
        try {
            module = BytecodeModule.load(data);
        } catch (JireeException e) {
            if (e.code() != StatusCode.INVALID_ARGUMENT) {
                throw new AssertionError(
                        "load failed with " + e.code() + " instead of INVALID_ARGUMENT: " + e.getMessage(), e);
            }
            return Outcome.REJECTED;
        } catch (RuntimeException | Error e) {
            throw new AssertionError("load threw " + e, e);
        }
        // A mutant with a loop is interpreted first, so that a never-ending one can be stopped;
        // every mutant that finishes in time then runs again through the function compiler.
        boolean loops = false;
        for (DecodedFunction f : module.decoded) {
            loops |= FunctionCompiler.hasLoop(f.code);
        }
        if (loops && runOnce(module, variant, false) == Outcome.HUNG) {
            return Outcome.HUNG;
        }
        return runOnce(module, variant, true);
    }

    private static Outcome runOnce(BytecodeModule module, int variant, boolean jit) {
        Engine engine = jit ? Engine.EAGER_JIT : Engine.INTERPRETER;
        Future<?> run = worker.submit(() -> callEverything(module, variant, engine));
        try {
            run.get(CALL_LIMIT_MS, TimeUnit.MILLISECONDS);
            return Outcome.RAN;
        } catch (TimeoutException e) {
            // Stop it: every op of the mutant becomes an unknown opcode, which the interpreter
            // reports as UNIMPLEMENTED the next time it dispatches.
            for (DecodedFunction f : module.decoded) {
                Arrays.fill(f.code, -1);
            }
            try {
                run.get(10, TimeUnit.SECONDS);
            } catch (TimeoutException stuck) {
                // Compiled code cannot be stopped this way: leave it to its daemon thread.
                worker.shutdownNow();
                worker = newWorker();
            } catch (ExecutionException | InterruptedException ignored) {
                // Whatever the poisoned code did is not the mutant's behaviour.
            }
            return Outcome.HUNG;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        } catch (ExecutionException e) {
            Throwable t = e.getCause();
            if (t instanceof AssertionError a) {
                throw a;
            }
            StringBuilder where = new StringBuilder((jit ? "escaped (compiled): " : "escaped: ") + t);
            StackTraceElement[] trace = t.getStackTrace();
            for (int i = 0; i < Math.min(4, trace.length); i++) {
                where.append("\n      at ").append(trace[i]);
            }
            throw new AssertionError(where.toString(), t);
        }
    }

    /**
     * Arguments and import results by variant: 0 zeros and null refs, 1 ones and small buffers,
     * 2 all-ones bits and lists, so that mutants take different paths through the same code.
     */
    private static void addDefault(ValueList list, char type, int variant) {
        if (type == 'r') {
            list.addRef(
                    switch (variant) {
                        case 0 -> null;
                        case 1 -> VmBuffer.allocate(16);
                        default -> new VmList(TypeDef.VARIANT, 4);
                    });
        } else {
            list.addBits(variant == 0 ? 0 : variant == 1 ? 1 : -1);
        }
    }

    private static void callEverything(BytecodeModule module, int variant, Engine engine) {
        List<Module> standIns = standIns(module, variant);
        List<Module> modules = new ArrayList<>(standIns);
        modules.add(module);
        try {
            // As a program runs: linked, initialized, then its exports.
            Context ctx = Context.create(engine, modules);
            var instance = ctx.instance(module);
            for (int i = 0; i < module.exports.size(); i++) {
                CallingConvention cc = module.exports.get(i).signature().callingConvention();
                ValueList in = new ValueList(4);
                for (char c : cc.arguments().toCharArray()) {
                    addDefault(in, c, variant);
                }
                try {
                    instance.call(i, in, new ValueList(4));
                } catch (JireeException e) {
                    checkStatus(e);
                }
            }
        } catch (JireeException e) {
            checkStatus(e);
        }
        // Then every internal function on its own, in a fresh instance that skipped the
        // initializer, so that code behind a failing initializer or an unexported function runs too.
        Context ctx = Context.create(engine, standIns);
        ResolvedImport[] resolved = new ResolvedImport[module.imports.size()];
        for (int i = 0; i < resolved.length; i++) {
            ImportDeclaration decl = module.imports.get(i);
            for (Module s : standIns) {
                if (s.name().equals(decl.moduleName()) && s.lookupExport(decl.localName()) != null) {
                    resolved[i] = new ResolvedImport(decl, ctx.instance(s), s.lookupExport(decl.localName()));
                }
            }
        }
        BytecodeModuleInstance direct = new BytecodeModuleInstance(module, resolved, engine);
        for (int f = 0; f < module.descriptors.length; f++) {
            ValueList in = new ValueList(4);
            for (char c : module.argumentCconv[f].toCharArray()) {
                addDefault(in, c, variant);
            }
            try {
                Interpreter.invoke(direct, f, in, new ValueList(4));
            } catch (JireeException e) {
                checkStatus(e);
            }
        }
    }

    private static void checkStatus(JireeException e) {
        if (e.code() == StatusCode.INTERNAL && e.getMessage().contains("interpreter fault")) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            StringBuilder where = new StringBuilder(e.getMessage());
            StackTraceElement[] trace = cause.getStackTrace();
            for (int i = 0; i < Math.min(4, trace.length); i++) {
                where.append("\n      at ").append(trace[i]);
            }
            throw new AssertionError(where.toString(), cause);
        }
    }

    /** One native module per imported module name, each import returning defaults for its variant. */
    static List<Module> standIns(BytecodeModule module, int variant) {
        Map<String, NativeModule.Builder<Void>> builders = new LinkedHashMap<>();
        for (BytecodeModule.Dependency d : module.dependencies()) {
            builders.computeIfAbsent(d.name(), n -> NativeModule.builder(n, (int) d.minimumVersion()));
        }
        for (ImportDeclaration imp : module.imports) {
            NativeModule.Builder<Void> b =
                    builders.computeIfAbsent(imp.moduleName(), n -> NativeModule.builder(n, Integer.MAX_VALUE));
            CallingConvention cc =
                    imp.signature() == null ? null : imp.signature().callingConvention();
            String text = cc == null ? "0v_v" : cc.text();
            String results = cc == null ? "" : cc.results();
            try {
                b.function(imp.localName(), text, (state, args, out) -> {
                    for (char c : results.toCharArray()) {
                        addDefault(out, c, variant);
                    }
                });
            } catch (JireeException duplicate) {
                // Declared twice: the first stand-in serves both.
            }
        }
        List<Module> out = new ArrayList<>();
        builders.values().forEach(b -> out.add(b.build()));
        return out;
    }

    private static byte[] mutant(String path, int... offsetValuePairs) {
        byte[] data;
        try {
            data = Files.readAllBytes(repoRoot().resolve(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int i = 0; i < offsetValuePairs.length; i += 2) {
            data[offsetValuePairs[i]] = (byte) offsetValuePairs[i + 1];
        }
        return data;
    }

    /** Mutants earlier sweeps found faulting the interpreter, kept exactly as found. */
    @org.junit.jupiter.api.Test
    void mutantsFoundBySweepsStayHarmless() {
        // An i32 register in vm.discard.refs: now rejected at load, naming the function and offset.
        for (byte[] m : List.of(
                mutant("test-modules/out/cuda-sm89/collective/all_gather_seed.vmfb", 4298, 0x0A, 4299, 0x00),
                mutant(
                        "test-modules/out/llvm-cpu/tensor/mul_f32.vmfb",
                        4228,
                        0x0A,
                        4229,
                        0x80,
                        5366,
                        0x0A,
                        5367,
                        0x00))) {
            JireeException e =
                    org.junit.jupiter.api.Assertions.assertThrows(JireeException.class, () -> BytecodeModule.load(m));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e::getMessage);
            assertTrue(e.getMessage().contains("ref register required but non-ref 10 provided"), e::getMessage);
            assertTrue(e.getMessage().matches("(?s).*at module\\.__init\\+[0-9A-F]{8}.*"), e::getMessage);
        }
        // vm.fail with status 0 as a function's last op (reached with zero arguments): an error
        // status, not a read past the end of the function.
        String conformance = "vm/src/test/resources/vm/conformance/";
        assertEquals(Outcome.RAN, runMutant(mutant(conformance + "control.vmfb", 1162, 0x03), 0));
        assertEquals(Outcome.RAN, runMutant(mutant(conformance + "f64_i32casts.vmfb", 681, 0x5B), 0));
        assertEquals(Outcome.RAN, runMutant(mutant(conformance + "provider.vmfb", 563, 0x9D), 0));
    }
}
