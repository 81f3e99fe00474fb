package io.jiree.runtime;

import io.jiree.base.JireeException;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.FunctionOutputs;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.Function;
import io.jiree.vm.bytecode.BytecodeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Where the test modules are, and running one recorded iree-run-module invocation through a session. */
final class TestModules {
    private TestModules() {}

    static Path repoRoot() {
        String root = System.getProperty("jiree.repo.root");
        return root != null ? Path.of(root) : Path.of("").toAbsolutePath().getParent();
    }

    static Path resources() {
        return repoRoot().resolve("runtime/src/test/resources");
    }

    static Path module(String name) {
        return resources().resolve("modules").resolve(name);
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Loads a module into the session. A module the VM's loader rejects (a VM defect, not a hal
     * one) skips the test with the loader's message rather than failing it.
     */
    static void load(Session session, Path vmfb) {
        session.addModule(bytecode(vmfb));
    }

    /** Loads a bytecode module; skips the test when the VM's loader rejects it (see {@link #load}). */
    static BytecodeModule bytecode(Path vmfb) {
        try {
            return BytecodeModule.load(vmfb);
        } catch (JireeException e) {
            if (e.annotations().stream().anyMatch(a -> a.startsWith("while loading module file"))) {
                org.junit.jupiter.api.Assumptions.abort(
                        "the VM cannot load " + vmfb.getFileName() + ": " + e.getMessage());
            }
            throw e;
        }
    }

    /**
     * What {@code iree-run-module --function=f --input=...} prints on stdout, or, when it fails,
     * what it prints on stderr (the status line without annotations) — {@link Outcome}.
     */
    record Outcome(int rc, String stdout, String stderrHead) {}

    /**
     * The error matches the reference's: same status code and message (our annotations aside).
     * Where the reference reports an input parse error with no message of its own (only
     * "parsing input ..." context), only the code is compared.
     */
    static void assertSameError(String referenceStderr, Outcome ours) {
        String code = ours.stderrHead().substring(0, ours.stderrHead().indexOf(';'));
        if (referenceStderr.startsWith(code + "; parsing input `")) {
            return;
        }
        org.junit.jupiter.api.Assertions.assertTrue(
                referenceStderr.startsWith(ours.stderrHead()),
                () -> "reference error:\n" + referenceStderr + "\nours:\n" + ours.stderrHead());
    }

    static Outcome run(Session session, String function, List<String> inputs, Path baseDirectory) {
        return run(session, function, inputs, baseDirectory, FunctionOutputs.DEFAULT_MAX_ELEMENT_COUNT);
    }

    static Outcome run(Session session, String function, List<String> inputs, Path baseDirectory, long maxElements) {
        StringBuilder out = new StringBuilder();
        try {
            Function f = session.lookupFunction(function);
            List<HostValue> values;
            try {
                values = FunctionInputs.parse(f.signature().callingConvention().arguments(), inputs, baseDirectory);
            } catch (JireeException e) {
                throw e.annotate("parsing function inputs");
            }
            out.append("EXEC @").append(function).append('\n');
            List<HostValue> results = session.call(function, values);
            out.append(FunctionOutputs.formatList("result", results, maxElements));
            return new Outcome(0, out.toString(), "");
        } catch (JireeException e) {
            return new Outcome(1, out.toString(), e.code().name() + "; " + e.detail());
        }
    }
}
