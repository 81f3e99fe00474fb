package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jiree.hal.Device;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Sessions of one instance share a device per URI and parameters; the last one to close closes it. */
class SharedDevicesTest {
    private static final Path ADD = TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/tensor/add_f32.vmfb");

    private static float[] add(Session s) {
        return s.call("add", Tensors.f32(new float[] {1, 2, 3, 4}, 4), Tensors.f32(new float[] {10, 20, 30, 40}, 4))
                .floats(0);
    }

    // Live local-task workers: each device of N workers runs N - 1 threads beside its caller.
    private static long workers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith("jiree-local-task-worker-"))
                .count();
    }

    private static void awaitWorkers(long expected) throws InterruptedException {
        for (int i = 0; i < 500 && workers() != expected; i++) {
            Thread.sleep(10);
        }
        assertEquals(expected, workers());
    }

    @Test
    void sessionsShareOneDeviceUntilTheLastCloses() throws InterruptedException {
        float[] want = {11, 22, 33, 44};
        try (Instance instance = Instance.create()) {
            long before = workers();
            Session a = instance.createSession(SessionOptions.on("local-task").withWorkers(3));
            Session b = instance.createSession(SessionOptions.on("local-task").withWorkers(3));
            assertSame(a.device(), b.device());
            awaitWorkers(before + 2); // one pool of three
            Session other =
                    instance.createSession(SessionOptions.on("local-task").withWorkers(2));
            assertNotSame(a.device(), other.device()); // other parameters: another device
            awaitWorkers(before + 3);
            a.loadModule(ADD);
            b.loadModule(ADD);
            other.loadModule(ADD);
            assertArrayEquals(want, add(a));
            Device shared = a.device();
            a.close();
            assertArrayEquals(want, add(b)); // b's device is still open
            awaitWorkers(before + 3);
            b.close(); // the last user: the pool goes
            awaitWorkers(before + 1);
            try (Session c =
                    instance.createSession(SessionOptions.on("local-task").withWorkers(3))) {
                assertNotSame(shared, c.device());
                c.loadModule(ADD);
                assertArrayEquals(want, add(c));
            }
            assertArrayEquals(want, add(other));
            other.close();
            awaitWorkers(before);
        }
    }
}
