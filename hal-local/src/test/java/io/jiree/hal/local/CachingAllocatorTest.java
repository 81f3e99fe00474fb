package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.InjectedFaults;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.AllocatorStatistics;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.CachingAllocator;
import io.jiree.hal.MemoryType;
import io.jiree.hal.NativeMemoryPressure;
import io.jiree.hal.SemaphoreList;
import java.lang.ref.WeakReference;
import java.util.List;
import org.junit.jupiter.api.Test;

/** hal-api's caching allocator and allocator statistics over the CPU devices' allocator. */
class CachingAllocatorTest {
    private static final BufferParams DEVICE = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
    private static final BufferParams HOST =
            BufferParams.of(MemoryType.HOST_LOCAL | MemoryType.DEVICE_VISIBLE, BufferUsage.DEFAULT);

    private static String line(AllocatorStatistics s, String heap) {
        return s.format().lines().filter(l -> l.startsWith(heap)).findFirst().orElseThrow();
    }

    @Test
    void releasedBuffersAreHandedOutAgainForTheSameRequest() {
        AllocatorStatistics stats = new AllocatorStatistics();
        CachingAllocator cache = new CachingAllocator(stats.track(new HostAllocator()));
        Buffer a = cache.allocate(DEVICE, 256);
        a.write(0, new byte[] {7});
        a.close();
        Buffer b = cache.allocate(DEVICE, 256);
        assertSame(a, b, "the released allocation comes back");
        assertTrue(
                !((io.jiree.hal.AbstractBuffer) b).isReleased() && b.allocationIsTerminal(),
                "one reference, one owner");
        byte[] kept = new byte[1];
        b.read(0, kept);
        assertEquals(7, kept[0], "its memory is the same (not cleared, as in IREE)");
        Buffer other = cache.allocate(DEVICE, 512);
        assertNotSame(b, other, "another size is another allocation");
        Buffer host = cache.allocate(HOST, 256);
        assertNotSame(b, host, "other parameters are another allocation");
        // A view keeps the allocation out of the pool until it goes too.
        Buffer view = b.subspan(16, 32);
        b.close();
        assertNotSame(b, cache.allocate(DEVICE, 256), "still in use through its view");
        view.close();
        assertSame(b, cache.allocate(DEVICE, 256));
        assertEquals(
                "DEVICE_LOCAL:         1024B peak /         1024B allocated /            0B freed /         1024B live",
                line(cache.statistics(), "DEVICE_LOCAL"));
        assertEquals(
                "  HOST_LOCAL:          256B peak /          256B allocated /            0B freed /          256B live",
                line(cache.statistics(), "  HOST_LOCAL"));
    }

    @Test
    void trimFreesWhatThePoolsKeep() {
        AllocatorStatistics stats = new AllocatorStatistics();
        CachingAllocator cache = new CachingAllocator(stats.track(new HostAllocator()));
        Buffer a = cache.allocate(DEVICE, 64);
        Buffer b = cache.allocate(DEVICE, 64);
        a.close();
        cache.trim();
        assertEquals(
                "DEVICE_LOCAL:          128B peak /          128B allocated /           64B freed /           64B live",
                line(stats, "DEVICE_LOCAL"));
        b.close();
        cache.trim();
        assertTrue(line(stats, "DEVICE_LOCAL").endsWith("128B freed /            0B live"), stats.format());
        Buffer c = cache.allocate(DEVICE, 64);
        assertTrue(c != a && c != b, "a trimmed allocation is not handed out again");
    }

    @Test
    void poolsBoundWhatIsKept() {
        AllocatorStatistics stats = new AllocatorStatistics();
        Allocator base = stats.track(new HostAllocator());
        // Device-local buffers up to 100 bytes, at most 2 free; nothing else is kept.
        CachingAllocator cache = CachingAllocator.fromConfig(base, "device_local=100b;*;2");
        Buffer big = cache.allocate(DEVICE, 200);
        big.close();
        assertNotSame(big, cache.allocate(DEVICE, 200), "larger than the pool's largest: freed");
        List<Buffer> small =
                List.of(cache.allocate(DEVICE, 32), cache.allocate(DEVICE, 32), cache.allocate(DEVICE, 32));
        small.forEach(Buffer::close);
        assertTrue(line(stats, "DEVICE_LOCAL").contains("/          232B freed /"), stats.format());
        Buffer host = cache.allocate(HOST, 32);
        host.close();
        assertNotSame(host, cache.allocate(HOST, 32), "no pool for host-local buffers");
        Buffer any = CachingAllocator.fromConfig(base, "*=1gib;2MiB;*").allocate(HOST, 16);
        assertEquals(16, any.allocationSize());
        assertThrows(JireeException.class, () -> CachingAllocator.fromConfig(base, "device_local=1;2"));
        assertThrows(JireeException.class, () -> CachingAllocator.fromConfig(base, "gpu=1;2;3"));
        assertThrows(JireeException.class, () -> CachingAllocator.fromConfig(base, "*=x;2;3"));
    }

    @Test
    void aPooledBufferDroppedWithoutCloseIsReclaimedAndLeavesItsPool() throws InterruptedException {
        // Room for one 4096-byte buffer, handed out or free.
        CachingAllocator cache = CachingAllocator.fromConfig(new HostAllocator(), "*=*;4096b;*");
        long before = NativeMemoryPressure.outstanding();
        WeakReference<Buffer> dropped = new WeakReference<>(cache.allocate(DEVICE, 4096));
        for (int i = 0; i < 200 && (dropped.get() != null || NativeMemoryPressure.outstanding() > before); i++) {
            System.gc();
            Thread.sleep(5);
            // An allocation frees what collections found unreachable.
            new HostAllocator().allocate(DEVICE, 64).close();
        }
        assertTrue(dropped.get() == null, "the cache does not keep a dropped buffer alive");
        assertTrue(
                NativeMemoryPressure.outstanding() <= before,
                "its memory is freed: " + NativeMemoryPressure.outstanding() + " > " + before);
        Buffer next = cache.allocate(DEVICE, 4096);
        next.close();
        assertSame(next, cache.allocate(DEVICE, 4096), "the dropped buffer no longer fills the pool");
    }

    @Test
    void aDeviceAllocatesItsQueueAllocasThroughItsReplacedAllocator() {
        try (LocalDevice device = new LocalDevice(LocalDriver.SYNC, 1)) {
            AllocatorStatistics stats = new AllocatorStatistics();
            device.replaceAllocator(new CachingAllocator(stats.track(device.allocator())));
            for (int i = 0; i < 10; i++) {
                Buffer b = device.queueAlloca(0, SemaphoreList.EMPTY, SemaphoreList.EMPTY, DEVICE, 4096, 0);
                device.queueDealloca(0, SemaphoreList.EMPTY, SemaphoreList.EMPTY, b, 0);
                b.close();
            }
            assertTrue(
                    line(stats, "DEVICE_LOCAL").contains("/         4096B allocated /"),
                    "ten allocas, one allocation: " + stats.format());
        }
    }

    private static Buffer backing(Buffer transientBuffer) {
        Buffer b = ((TransientBuffer) transientBuffer).pinBacking();
        b.close(); // only its identity is compared
        return b;
    }

    private static Buffer alloca(LocalDevice device) {
        return device.queueAlloca(0, SemaphoreList.EMPTY, SemaphoreList.EMPTY, DEVICE, 4096, 0);
    }

    private static void dealloca(LocalDevice device, Buffer b) {
        device.queueDealloca(0, SemaphoreList.EMPTY, SemaphoreList.EMPTY, b, 0);
        b.close();
    }

    @Test
    void aDeviceHandsOutWhatItsDeallocasGaveBackOnceNothingUsesIt() {
        try (LocalDevice device = new LocalDevice(LocalDriver.SYNC, 1)) {
            Buffer first = alloca(device);
            Buffer memory = backing(first);
            dealloca(device, first);
            Buffer second = alloca(device);
            assertSame(memory, backing(second), "the same size and parameters: the memory given back");
            // Work still running on the memory (a pin) keeps it from the next alloca.
            Buffer pin = ((TransientBuffer) second).pinBacking();
            dealloca(device, second);
            Buffer third = alloca(device);
            assertNotSame(memory, backing(third), "memory still in use is not handed out");
            pin.close();
            Buffer fourth = alloca(device);
            assertSame(memory, backing(fourth), "once the work let go, it is");
            dealloca(device, third);
            dealloca(device, fourth);
        }
    }

    @Test
    void anInjectedAllocationFaultFailsAnAllocaTheDeviceCouldServeFromWhatItKept() {
        try (LocalDevice device = new LocalDevice(LocalDriver.SYNC, 1)) {
            dealloca(device, alloca(device));
            InjectedFaults.arm(InjectedFaults.CPU_ALLOC + "=1");
            try {
                JireeException e = assertThrows(JireeException.class, () -> alloca(device));
                assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
            } finally {
                InjectedFaults.arm("");
            }
            dealloca(device, alloca(device));
        }
    }
}
