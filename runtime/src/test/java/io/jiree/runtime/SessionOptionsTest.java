package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.SessionOptions.ParameterMode;
import io.jiree.vm.Engine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Each typed session option reaches what it sets: devices, workers, parameters, JIT, collective timeout. */
class SessionOptionsTest {
    private static final Path ROOT = TestModules.repoRoot();
    private static final Path PARAMS_VMFB = ROOT.resolve("test-modules/out/llvm-cpu/params/weights.vmfb");

    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    @Test
    void workersSetTheLocalTaskPoolAndTheUrisOwnWin() {
        try (Session s = instance.createSession(
                SessionOptions.on("local-task", "local-sync").withWorkers(3))) {
            assertEquals(3, s.devices().get(0).queryI64("hal.dispatch", "concurrency"));
            assertEquals(1, s.devices().get(1).queryI64("hal.dispatch", "concurrency"));
        }
        try (Session s =
                instance.createSession(SessionOptions.on("local-task?workers=2").withWorkers(3))) {
            assertEquals(2, s.device().queryI64("hal.dispatch", "concurrency"));
        }
    }

    @Test
    void jitOnOrOff() {
        try (Session s = instance.createSession(SessionOptions.on("local-sync").withJit(false))) {
            assertEquals(Engine.INTERPRETER, s.context().engine());
        }
        try (Session s = instance.createSession(SessionOptions.on("local-sync").withJit(true))) {
            assertEquals(Engine.JIT, s.context().engine());
        }
    }

    @ParameterizedTest
    @EnumSource(ParameterMode.class)
    void parameterFilesInEitherMode(ParameterMode mode) {
        SessionOptions options = SessionOptions.on("local-task")
                .withParameters("", ROOT.resolve("test-modules/params/bias.irpa"))
                .withParameters("model", ROOT.resolve("test-modules/params/model.irpa"))
                .withParameterMode(mode);
        try (Session s = instance.createSession(options)) {
            assertEquals(
                    List.of("", "model"),
                    List.copyOf(new TreeSet<>(s.parameters().scopes().keySet())));
            s.loadModule(PARAMS_VMFB);
            TestModules.Outcome o = TestModules.run(s, "main", List.of("4xf32=1,2,3,4"), ROOT);
            assertEquals(0, o.rc(), o.stderrHead());
            assertTrue(o.stdout().contains("4xf32=1.5 3 -1 12.25"), o.stdout());
        }
    }

    @Test
    void theCollectiveTimeoutIsTheProcesss() {
        try (Session s =
                instance.createSession(SessionOptions.on("local-sync").withCollectiveTimeout(Duration.ofSeconds(7)))) {
            assertEquals(Duration.ofSeconds(7), CollectiveTimeout.from(Environment.of(Map.of()), null));
        } finally {
            CollectiveTimeout.configure(null);
        }
    }

    @Test
    void badOptionsAreRefusedWithAStatus() {
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(JireeException.class, SessionOptions::on).code());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(
                                JireeException.class,
                                () -> SessionOptions.on("local-task").withWorkers(-1))
                        .code());
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                assertThrows(
                                JireeException.class,
                                () -> SessionOptions.on("local-task").withCollectiveTimeout(Duration.ZERO))
                        .code());
        JireeException unknown =
                assertThrows(JireeException.class, () -> instance.createSession(SessionOptions.on("nowhere")));
        assertEquals(StatusCode.NOT_FOUND, unknown.code());
        JireeException missing = assertThrows(
                JireeException.class,
                () -> instance.createSession(
                        SessionOptions.on("local-sync").withParameters("", Path.of("/no/such.irpa"))));
        assertTrue(missing.getMessage().contains("/no/such.irpa"), missing.getMessage());
    }

    @Test
    void aTraceFileRecordsTheSessionsCalls(@TempDir Path dir) throws Exception {
        Path trace = dir.resolve("session.json");
        try (Session s = instance.createSession(SessionOptions.on("local-task").withTraceFile(trace))) {
            s.loadModule(ROOT.resolve("test-modules/out/llvm-cpu/tensor/add_f32.vmfb"));
            s.call("add", Tensors.f32(new float[] {1, 2, 3, 4}, 4), Tensors.f32(new float[] {1, 1, 1, 1}, 4));
            // One timeline per process: a second session cannot record meanwhile.
            JireeException busy = assertThrows(
                    JireeException.class,
                    () -> instance.createSession(SessionOptions.on("local-sync").withTraceFile(dir.resolve("b.json"))));
            assertEquals(StatusCode.FAILED_PRECONDITION, busy.code());
        }
        String text = Files.readString(trace);
        assertTrue(text.strip().endsWith("]"), "the file is ended when the session closes");
        assertTrue(text.contains("\"name\":\"module.add\""), text);
        assertTrue(text.contains("\"cat\":\"dispatch\""), text);
        // Closed with the session: another may record now.
        try (Session s = instance.createSession(SessionOptions.on("local-sync").withTraceFile(dir.resolve("c.json")))) {
            assertTrue(Files.exists(dir.resolve("c.json")));
        }
    }
}
