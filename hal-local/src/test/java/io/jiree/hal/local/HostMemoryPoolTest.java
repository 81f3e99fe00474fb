package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.Test;

class HostMemoryPoolTest {
    @Test
    void sizesRoundUpToAnEighthOfTheirPowerOfTwo() {
        assertEquals(64, HostMemoryPool.roundUp(0));
        assertEquals(64, HostMemoryPool.roundUp(1));
        assertEquals(1024, HostMemoryPool.roundUp(1000));
        assertEquals(1152, HostMemoryPool.roundUp(1025));
        assertEquals(9 << 17, HostMemoryPool.roundUp((1 << 20) + 1));
    }

    @Test
    void everyRoundedSizeHasAClassOfItsOwn() {
        java.util.Map<Integer, Long> seen = new java.util.HashMap<>();
        for (long size = 1; size <= 1 << 22; size = size < 4096 ? size + 1 : size + size / 16) {
            long rounded = HostMemoryPool.roundUp(size);
            Long other = seen.putIfAbsent(HostMemoryPool.sizeClass(rounded), rounded);
            assertTrue(other == null || other == rounded, rounded + " and " + other + " share a class");
        }
        assertTrue(seen.size() > 100);
        assertTrue(HostMemoryPool.sizeClass(HostMemoryPool.roundUp(Long.MAX_VALUE / 2)) < 64 * 8);
    }

    @Test
    void aFreedBlockServesTheNextRequestOfItsSize() {
        HostMemoryPool pool = new HostMemoryPool(1 << 20);
        MemorySegment a = pool.take(1000, 64);
        assertEquals(1024, a.byteSize());
        assertEquals(0, a.address() % 64);
        pool.give(a, 64);
        MemorySegment b = pool.take(1010, 64);
        assertEquals(a.address(), b.address());
        MemorySegment c = pool.take(1010, 64);
        assertNotEquals(b.address(), c.address());
        pool.give(b, 64);
        pool.give(c, 64);
        pool.close();
    }

    @Test
    void aRequestLargerThanThePoolIsNotRoundedAndFailsAsTheCLibraryDoes() {
        HostMemoryPool pool = new HostMemoryPool(1 << 20);
        assertEquals((2 << 20) + 1, pool.take((2 << 20) + 1, 64).byteSize());
        JireeException e = assertThrows(JireeException.class, () -> pool.take(Long.MAX_VALUE, 64));
        assertEquals(StatusCode.RESOURCE_EXHAUSTED, e.code());
        pool.close();
    }

    @Test
    void keepsNoMoreThanItsLimitAndNothingOnceClosed() {
        HostMemoryPool pool = new HostMemoryPool(4096);
        MemorySegment a = pool.take(4096, 64);
        MemorySegment b = pool.take(4096, 64);
        pool.give(a, 64);
        pool.give(b, 64); // over the limit: freed
        assertEquals(a.address(), pool.take(4096, 64).address());
        MemorySegment c = pool.take(4096, 64);
        assertNotEquals(a.address(), c.address());
        pool.close();
        pool.give(c, 64); // freed at once
        MemorySegment d = pool.take(4096, 64);
        pool.give(d, 64);
    }
}
