package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Programs loading parameters through a session: files, in-memory parameters, and the errors. */
class ParametersTest {
    static Instance instance;
    static final Path ROOT = TestModules.repoRoot();
    static final Path VMFB = ROOT.resolve("test-modules/out/llvm-cpu/params/weights.vmfb");

    @BeforeAll
    static void open() {
        instance = Instance.create();
    }

    @AfterAll
    static void close() {
        instance.close();
    }

    static byte[] f32(float... v) {
        ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : v) {
            b.putFloat(f);
        }
        return b.array();
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void inMemoryParametersAndFilesMix(String device) {
        try (Session session = instance.createSession(device)) {
            session.addParameters("model", ROOT.resolve("test-modules/params/model.irpa"));
            session.addParameter("", "bias", io.jiree.runtime.io.TensorText.parse("4xf32=100 200 300 400"));
            session.loadModule(VMFB);
            TestModules.Outcome o = TestModules.run(session, "main", List.of("4xf32=1,2,3,4"), ROOT);
            assertEquals(0, o.rc(), o.stderrHead());
            // x * w + s + bias with w = [1.5 -2.25 3 0.125], s = 2.25; m + x with m = [0.5 1 -4 8.25].
            assertEquals("""
                    EXEC @main
                    result[0]: hal.buffer_view
                    4xf32=103.75 197.75 311.25 402.75
                    result[1]: hal.buffer_view
                    4xi8=7 -8 100 -128
                    result[2]: hal.buffer_view
                    8xf32=0 0 0 0 0 0 0 0
                    result[3]: hal.buffer_view
                    4xf32=1.5 3 -1 12.25
                    """, o.stdout());
            // The mutable parameter was written back into the program's global, not the file.
            o = TestModules.run(session, "main", List.of("4xf32=1,2,3,4"), ROOT);
            assertTrue(o.stdout().endsWith("4xf32=2.5 5 2 16.25\n"), o.stdout());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void missingScopeKeyOrLengthFailTheInitializer(String device) {
        try (Session session = instance.createSession(device)) {
            session.addParameters("model", ROOT.resolve("test-modules/params/model.irpa"));
            JireeException e =
                    org.junit.jupiter.api.Assertions.assertThrows(JireeException.class, () -> session.loadModule(VMFB));
            assertEquals(StatusCode.NOT_FOUND, e.code());
            assertTrue(e.getMessage().contains("scopes like ''"), e.getMessage());
        }
        try (Session session = instance.createSession(device)) {
            session.addParameters("", ROOT.resolve("test-modules/params/bias.irpa"));
            session.addParameter("model", "w", f32(1, 2, 3, 4));
            JireeException e =
                    org.junit.jupiter.api.Assertions.assertThrows(JireeException.class, () -> session.loadModule(VMFB));
            assertEquals(StatusCode.NOT_FOUND, e.code());
            assertTrue(e.getMessage().contains("no parameter found in index with key"), e.getMessage());
        }
        try (Session session = instance.createSession(device)) {
            session.addParameters("", ROOT.resolve("test-modules/params/bias.irpa"));
            session.addParameters("model", ROOT.resolve("test-modules/params/model.irpa"));
            session.addParameter("model", "w", f32(1, 2, 3, 4)); // shadowed: the archive's w wins
            session.loadModule(VMFB);
        }
        try (Session session = instance.createSession(device)) {
            session.addParameters("", ROOT.resolve("test-modules/params/bias.irpa"));
            session.addParameter("model", "w", f32(1, 2)); // too short for tensor<4xf32>
            session.addParameters("model", ROOT.resolve("test-modules/params/model.irpa"));
            JireeException e =
                    org.junit.jupiter.api.Assertions.assertThrows(JireeException.class, () -> session.loadModule(VMFB));
            assertEquals(StatusCode.OUT_OF_RANGE, e.code());
            assertTrue(e.getMessage().contains("parameter `w` range out of bounds"), e.getMessage());
        }
    }
}
