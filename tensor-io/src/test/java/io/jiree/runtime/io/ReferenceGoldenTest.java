package io.jiree.runtime.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.jiree.base.JireeException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Replays every recorded iree-run-module run on an identity function through jiree's io layer
 * (inputs parsed, results = inputs, then printed / written / compared) and checks stdout, the
 * exit status, the error chain and any written files against the recording.
 */
class ReferenceGoldenTest {
    @TempDir
    Path temp;

    @TestFactory
    Stream<DynamicTest> replaysMatchTheReference() {
        List<ReferenceCases.Case> cases = ReferenceCases.load();
        assertTrue(cases.size() > 150, "expected the full recording, found " + cases.size() + " cases");
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> replay(c)));
    }

    /** What the simulated run produced. */
    private record Outcome(int rc, String stdout, JireeException error, List<String> outerAnnotations) {}

    private void replay(ReferenceCases.Case c) throws IOException {
        // Runs that write files get a scratch directory; the rest only read the fixtures.
        Path dir = ReferenceCases.fixtures();
        if (c.args().stream().anyMatch(a -> a.startsWith("--output="))) {
            dir = Files.createTempDirectory(temp, c.name());
        }
        Outcome o = run(c, dir);
        assertEquals(c.stdout(), o.stdout(), "stdout");
        if (c.rc() != 0 && !c.stderr().isEmpty()) {
            assertTrue(o.error() != null, "expected an error like: " + c.stderr());
            assertErrorChain(c.stderr(), o.error(), o.outerAnnotations());
        } else {
            if (o.error() != null) {
                fail("unexpected error: " + o.error().getMessage());
            }
            assertEquals(c.rc(), o.rc(), "exit status");
        }
        for (Map.Entry<String, byte[]> f : c.files().entrySet()) {
            Path file = dir.resolve(f.getKey());
            if (c.rc() != 0 && f.getValue().length == 0) {
                // IREE opens (truncates) the file before it finds it cannot write the value; jiree
                // fails the same way but leaves the file as it was: here, not there at all.
                assertFalse(Files.exists(file), "a failed output created " + f.getKey());
                continue;
            }
            assertArrayEquals(f.getValue(), Files.readAllBytes(file), "bytes of " + f.getKey());
        }
    }

    /**
     * The reference prints {@code CODE; detail; annotation; ...}. jiree must give the same code,
     * detail and inner annotations; where the reference has no detail at all (bad element values)
     * jiree adds one, which is allowed.
     */
    private static void assertErrorChain(String refStderr, JireeException e, List<String> outer) {
        List<String> chain = new ArrayList<>(e.annotations());
        chain.addAll(outer);
        String annotations = String.join("; ", chain);
        String exact = e.code().name() + "; " + e.detail() + "; " + annotations;
        String withoutDetail = e.code().name() + "; " + annotations;
        boolean detailAdded = e.detail().matches("invalid \\S+ element value '.*'");
        assertTrue(
                refStderr.startsWith(exact) || (detailAdded && refStderr.startsWith(withoutDetail)),
                "reference: " + refStderr + "\njiree:     " + exact);
    }

    private Outcome run(ReferenceCases.Case c, Path dir) {
        List<String> inputs = new ArrayList<>();
        List<String> outputs = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        long max = FunctionOutputs.DEFAULT_MAX_ELEMENT_COUNT;
        TensorComparison.Mode mode = TensorComparison.Mode.APPROXIMATE;
        float f32Atol = TensorComparison.Equality.DEFAULT.f32Atol();
        for (String a : c.args()) {
            if (a.startsWith("--input=")) inputs.add(a.substring(8));
            else if (a.startsWith("--output=")) outputs.add(a.substring(9));
            else if (a.startsWith("--expected_output=")) expected.add(a.substring(18));
            else if (a.startsWith("--output_max_element_count="))
                max = Long.parseLong(a.substring("--output_max_element_count=".length()));
            else if (a.startsWith("--equality_mode=")) mode = TensorComparison.Mode.parse(a.substring(16));
            else if (a.startsWith("--expected_f32_threshold=")) f32Atol = Float.parseFloat(a.substring(25));
            else throw new IllegalStateException("unknown flag in recording: " + a);
        }
        TensorComparison.Equality d = TensorComparison.Equality.DEFAULT;
        TensorComparison.Equality equality =
                new TensorComparison.Equality(mode, d.f16Atol(), f32Atol, d.f64Atol(), d.bf16Atol(), d.rtol());
        StringBuilder stdout = new StringBuilder();
        List<HostValue> results;
        try {
            // An identity function returns its arguments.
            results = FunctionInputs.parse(c.cconv(), inputs, dir);
            if (c.function().equals("lst")) {
                // @lst returns [%b, %f, null] in one list.
                results = List.of(new HostValue.ListRef(List.of(results.get(0), results.get(1), new HostValue.Null())));
            }
        } catch (JireeException e) {
            return new Outcome(1, stdout.toString(), e, List.of("parsing function inputs"));
        }
        stdout.append("EXEC @").append(c.function()).append('\n');
        try {
            if (expected.isEmpty()) {
                if (outputs.isEmpty()) {
                    stdout.append(FunctionOutputs.formatList("result", results, max));
                } else {
                    try {
                        FunctionOutputs.write(results, outputs, max, stdout, dir);
                    } catch (JireeException e) {
                        return new Outcome(
                                1, stdout.toString(), e, List.of("outputting results", "processing function outputs"));
                    }
                }
                return new Outcome(0, stdout.toString(), null, List.of());
            }
            List<HostValue> expectedValues;
            try {
                expectedValues = FunctionInputs.parse(c.cconv(), expected, dir);
            } catch (JireeException e) {
                return new Outcome(
                        1,
                        stdout.toString(),
                        e,
                        List.of("parsing expected function outputs", "processing function outputs"));
            }
            TensorComparison.Result r = TensorComparison.compare(expectedValues, results, equality);
            stdout.append(r.report());
            return new Outcome(r.matched() ? 0 : 1, stdout.toString(), null, List.of());
        } catch (JireeException e) {
            return new Outcome(1, stdout.toString(), e, List.of("processing function outputs"));
        }
    }
}
