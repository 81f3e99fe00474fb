package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.runtime.io.HostValue;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Results left on the device: a call's output fed to the next call with no copy to the host in
 * between (the session's {@link HostTransfers} count every copy it makes), downloaded at the end,
 * and the ownership of what {@link Session#callOnDevice} returns.
 */
class DeviceResultsTest {
    @RegisterExtension
    static final SharedInstance instance = new SharedInstance();

    private static Session programs(String device) {
        Session s = instance.createSession(device);
        TestModules.load(s, TestModules.module("programs_embedded.vmfb"));
        return s;
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void outputsFeedTheNextCallWithoutHostCopies(String device) {
        float[] x0 = {1, -2, 0.5f, 1000};
        float[] step = {0.25f, 3, -1.5f, 7};
        try (Session s = programs(device)) {
            HostTransfers before = s.hostTransfers();
            DeviceTensor b = s.upload(Tensors.f32(step, 4));
            DeviceTensor x = s.upload(Tensors.f32(x0, 4));
            for (int i = 0; i < 100; i++) {
                DeviceTensor next;
                try (DeviceResults r = s.callOnDevice("add", x, b)) {
                    next = r.take(0);
                }
                x.close();
                x = next;
            }
            HostTransfers moved = s.hostTransfers().since(before);
            // The two uploads, 2 × 16 bytes, and nothing back.
            assertEquals(new HostTransfers(2, 32, 0, 0, 0), moved);

            float[] expected = x0.clone();
            for (int i = 0; i < 100; i++) {
                for (int k = 0; k < 4; k++) {
                    expected[k] += step[k];
                }
            }
            assertArrayEquals(expected, Tensors.toFloats(x.download()));
            assertEquals(new HostTransfers(2, 32, 1, 16, 0), s.hostTransfers().since(before));
            x.close();
            b.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void downloadsToArraysBuffersAndSegments(String device) {
        try (Session s = programs(device);
                DeviceResults r = s.callOnDevice("two_results", Tensors.f32(new float[] {1, -2, 3, 4}, 2, 2), 5)) {
            assertEquals(3, r.size());
            assertTrue(r.isTensor(0));
            assertFalse(r.isTensor(1));
            assertEquals(new HostValue.I32(10), r.value(1));
            DeviceTensor neg = r.tensor(0);
            assertArrayEquals(new long[] {2, 2}, neg.shape());
            assertEquals(16, neg.byteLength());
            assertArrayEquals(new float[] {-1, 2, -3, -4}, Tensors.toFloats(neg.download()));

            ByteBuffer direct = ByteBuffer.allocateDirect(16).order(ByteOrder.LITTLE_ENDIAN);
            r.tensor(2).download(direct);
            assertEquals(0, direct.position());
            assertEquals(9f, direct.getFloat(8));
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment segment = arena.allocate(16);
                r.tensor(2).download(segment);
                assertArrayEquals(
                        new float[] {1, 4, 9, 16},
                        segment.toArray(ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN)));
            }
            JireeException e = assertThrows(JireeException.class, () -> neg.download(ByteBuffer.allocate(8)));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
            e = assertThrows(JireeException.class, () -> r.tensor(1));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
            e = assertThrows(JireeException.class, () -> r.value(0));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"local-sync", "local-task"})
    void resultsOwnTheirTensorsUntilTaken(String device) {
        try (Session s = programs(device)) {
            DeviceTensor kept;
            DeviceTensor dropped;
            try (DeviceResults r = s.callOnDevice("two_results", Tensors.f32(new float[] {1, 2, 3, 4}, 2, 2), 1)) {
                kept = r.take(2);
                dropped = r.tensor(0);
                JireeException e = assertThrows(JireeException.class, () -> r.take(2));
                assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
            }
            assertTrue(dropped.isClosed());
            assertFalse(kept.isClosed());
            // The taken result is still good as an input, and the closed one is refused.
            assertArrayEquals(
                    new float[] {1, 16, 81, 256}, s.call("two_results", kept, 3).floats(2));
            JireeException e = assertThrows(JireeException.class, () -> s.call("two_results", dropped, 3));
            assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
            kept.close();
            kept.close(); // once only
        }
    }
}
