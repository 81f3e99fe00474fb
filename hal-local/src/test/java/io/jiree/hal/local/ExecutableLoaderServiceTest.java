package io.jiree.hal.local;

import static io.jiree.hal.local.ExecutableDispatchTest.run;
import static io.jiree.hal.local.TestExecutables.*;
import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferRef;
import io.jiree.hal.Device;
import io.jiree.hal.ExecutableParams;
import java.lang.foreign.MemorySegment;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Loaders found as services: formats they support, per-workgroup dispatch from Java, failures. */
class ExecutableLoaderServiceTest {
    static Device device(String name) {
        return switch (name) {
            case "local-sync" -> new LocalDevice("local-sync", 1);
            case "local-task-1" -> LocalDriver.createTaskDevice(1); // one participant: the queue thread alone
            default -> LocalDriver.createTaskDevice(4);
        };
    }

    static JavaTestLoader.TestExecutable load(Device device) {
        return (JavaTestLoader.TestExecutable) device.executableCache()
                .prepare(ExecutableParams.of(JavaTestLoader.FORMAT, MemorySegment.ofArray(new byte[1])));
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void serviceExecutablesRunEveryWorkgroup(String name) {
        try (Device device = device(name)) {
            assertEquals(1, device.queryI64("hal.executable.format", JavaTestLoader.FORMAT));
            JavaTestLoader.TestExecutable exe = load(device);
            assertEquals(name.equals("local-sync") ? 1 : 4, exe.workerCount);
            int n = 64 * 37 + 5;
            float[] in = new float[n];
            for (int i = 0; i < n; i++) {
                in[i] = i * 0.5f - 100;
            }
            Buffer bin = floats(device, in);
            Buffer out = zeros(device, n);
            run(
                    device,
                    exe,
                    0,
                    new int[] {38, 1, 1},
                    new int[] {floatBits(3f)},
                    List.of(BufferRef.of(bin), BufferRef.of(out)),
                    BindingTable.EMPTY);
            float[] got = read(out, n);
            for (int i = 0; i < n; i++) {
                assertEquals(in[i] * 3f, got[i], 0f, "element " + i);
            }
            for (int p : exe.processorsSeen.keySet()) {
                assertTrue(p >= 0 && p < exe.workerCount, "processor id " + p);
            }
            // The device checks counts against the export before running anything.
            JireeException counts = assertThrows(
                    JireeException.class,
                    () -> run(
                            device,
                            exe,
                            0,
                            new int[] {1, 1, 1},
                            new int[0],
                            List.of(BufferRef.of(bin), BufferRef.of(out)),
                            BindingTable.EMPTY));
            assertEquals(StatusCode.INVALID_ARGUMENT, counts.code());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void workgroupFailuresFailTheDispatch(String name) {
        try (Device device = device(name)) {
            JavaTestLoader.TestExecutable exe = load(device);
            JireeException e = assertThrows(
                    JireeException.class,
                    () -> run(device, exe, 1, new int[] {8, 1, 1}, new int[0], List.of(), BindingTable.EMPTY));
            assertEquals(StatusCode.DATA_LOSS, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains("workgroup 3 failed on purpose"), e.getMessage());
            JireeException unchecked = assertThrows(
                    JireeException.class,
                    () -> run(device, exe, 2, new int[] {2, 1, 1}, new int[0], List.of(), BindingTable.EMPTY));
            assertEquals(StatusCode.INTERNAL, unchecked.code(), unchecked.getMessage());
            assertTrue(unchecked.getMessage().contains("unchecked failure"), unchecked.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task", "local-task-1"})
    void aWorkgroupThatThrowsAnErrorFailsTheDispatchAndTheQueueGoesOn(String name) {
        try (Device device = device(name)) {
            JavaTestLoader.TestExecutable exe = load(device);
            for (int round = 0; round < 2; round++) { // the queue still runs work after the first
                JireeException e = assertThrows(
                        JireeException.class,
                        () -> run(device, exe, 7, new int[] {2, 1, 1}, new int[0], List.of(), BindingTable.EMPTY));
                assertEquals(StatusCode.INTERNAL, e.code(), e.getMessage());
                assertTrue(e.getMessage().contains("an error, not an exception"), e.getMessage());
            }
        }
    }
}
