package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.MemoryType;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** The device allocator: compatibility queries, allocation, import, and its errors. */
class AllocatorCtsTest extends CtsTestBase {
    private static boolean all(int bits, int required) {
        return (bits & required) == required;
    }

    private int compatibility(int type, int usage) {
        return device.allocator().queryCompatibility(BufferParams.of(type, usage), 1024);
    }

    @CtsTest
    void baselineCompatibility() {
        // Some memory moves data between host and device through the queue...
        int transfer = BufferCompatibility.ALLOCATABLE | BufferCompatibility.QUEUE_TRANSFER;
        int host = compatibility(MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE, BufferUsage.TRANSFER);
        int shared = compatibility(MemoryType.HOST_VISIBLE | MemoryType.DEVICE_LOCAL, BufferUsage.TRANSFER);
        assertTrue(
                all(host, transfer) || all(shared, transfer),
                BufferCompatibility.NAMES.format(host) + " / " + BufferCompatibility.NAMES.format(shared));
        // ...some is usable by dispatches...
        int dispatch = compatibility(MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE, BufferUsage.DISPATCH_STORAGE);
        assertTrue(
                all(dispatch, BufferCompatibility.ALLOCATABLE | BufferCompatibility.QUEUE_DISPATCH),
                BufferCompatibility.NAMES.format(dispatch));
        // ...and device-local memory does both.
        int local = compatibility(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
        assertTrue(all(local, transfer | BufferCompatibility.QUEUE_DISPATCH), BufferCompatibility.NAMES.format(local));
    }

    @CtsTest
    void allocationHasAtLeastWhatWasAskedFor() {
        for (BufferParams params : new BufferParams[] {
            BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.TRANSFER), DEVICE_LOCAL, HOST_LOCAL
        }) {
            Buffer b = allocate(params, 1024);
            assertTrue(all(b.memoryType(), params.type()), MemoryType.NAMES.format(b.memoryType()));
            assertTrue(all(b.allowedUsage(), params.usage()), BufferUsage.NAMES.format(b.allowedUsage()));
            assertTrue(b.allocationSize() >= 1024, "allocation size " + b.allocationSize());
            assertEquals(1024, b.byteLength());
            assertEquals(0, b.byteOffset());
            assertSame(b, b.allocatedBuffer());
        }
    }

    @CtsTest
    void emptyAllocationsAreAllowed() {
        allocate(DEVICE_LOCAL, 0);
        allocate(HOST_LOCAL, 0);
    }

    @CtsTest
    void negativeSizesAreInvalid() {
        assertEquals(
                StatusCode.INVALID_ARGUMENT, codeOf(() -> device.allocator().allocate(DEVICE_LOCAL, -1)));
    }

    @CtsTest
    void exhaustionIsResourceExhausted() {
        assertEquals(
                StatusCode.RESOURCE_EXHAUSTED, codeOf(() -> device.allocator().allocate(DEVICE_LOCAL, 1L << 60)));
    }

    @CtsTest
    void importedHostMemoryIsSharedNotCopied() {
        assertTrue(
                all(device.allocator().queryCompatibility(HOST_LOCAL, 64), BufferCompatibility.IMPORTABLE),
                "host memory the device can see is importable");
        // Shared: an asynchronous queue touches the memory from its own thread.
        try (Arena arena = Arena.ofShared()) {
            MemorySegment host = arena.allocate(64, 64);
            host.copyFrom(segment(bytes(64, 1)));
            try (Buffer imported = device.allocator().importHost(HOST_LOCAL, host)) {
                assertEquals(64, imported.byteLength());
                assertTrue(
                        all(imported.memoryType(), MemoryType.DEVICE_VISIBLE),
                        MemoryType.NAMES.format(imported.memoryType()));
                assertArrayEquals(bytes(64, 1), read(imported));
                // The device's writes land in the caller's memory.
                fill(imported, 0, 16, 0xA5, 1);
                assertEquals((byte) 0xA5, host.get(ValueLayout.JAVA_BYTE, 15));
                assertEquals(bytes(64, 1)[16], host.get(ValueLayout.JAVA_BYTE, 16));
                // And the caller's writes are what the device reads.
                host.set(ValueLayout.JAVA_BYTE, 40, (byte) 0x5A);
                assertEquals((byte) 0x5A, read(imported, 40, 1)[0]);
            }
        }
    }

    @CtsTest
    void hostMemoryIsImportableExactlyWhereTheAllocatorSaysSo() {
        int[] types = {
            MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE,
            MemoryType.HOST_LOCAL,
            MemoryType.HOST_VISIBLE | MemoryType.DEVICE_VISIBLE
        };
        int[] usages = {BufferUsage.TRANSFER, BufferUsage.DEFAULT, BufferUsage.TRANSFER | BufferUsage.MAPPING};
        try (Arena arena = Arena.ofShared()) {
            for (int type : types) {
                for (int usage : usages) {
                    BufferParams params = BufferParams.of(type, usage);
                    boolean importable =
                            all(device.allocator().queryCompatibility(params, 256), BufferCompatibility.IMPORTABLE);
                    String what = MemoryType.NAMES.format(type) + " / " + BufferUsage.NAMES.format(usage);
                    MemorySegment host = arena.allocate(256, 64);
                    if (importable) {
                        device.allocator().importHost(params, host).close();
                    } else {
                        assertEquals(
                                StatusCode.INVALID_ARGUMENT,
                                codeOf(() -> device.allocator().importHost(params, host)),
                                what);
                    }
                }
            }
        }
    }

    @CtsTest
    void onlyNativeMemoryIsImported() {
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> device.allocator().importHost(HOST_LOCAL, segment(new byte[64]))));
        assertEquals(
                StatusCode.INVALID_ARGUMENT, codeOf(() -> device.allocator().importHost(HOST_LOCAL, null)));
    }
}
