package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * An allocator that keeps the buffers freed into it and hands them out again for requests of the
 * same size and parameters ({@code iree_hal_caching_allocator_t}, {@code --device_allocator=caching}):
 * a buffer goes back to its pool when its last reference goes, and its memory is freed only when
 * the pool is full or {@link #trim() trimmed} (the device's close trims it). Pools are per heap:
 * unbounded for every heap by default, or those a config names, each with a largest allocation it
 * keeps, a capacity in bytes and a count of free buffers; a request no pool takes goes to the
 * wrapped allocator directly. The buffers are the wrapped allocator's own, so drivers use them as
 * any other. Thread-safe.
 */
public final class CachingAllocator implements Allocator {
    /** A pool's heap and limits; {@link Long#MAX_VALUE} where unbounded. */
    public record Pool(String heap, long maxAllocationSize, long maxCapacity, long maxFreeCount) {
        boolean serves(int memoryType, long size) {
            boolean heapMatches = switch (heap) {
                case "*" -> true;
                case "device_local" -> BitField.allSet(memoryType, MemoryType.DEVICE_LOCAL);
                case "host_local" -> BitField.allSet(memoryType, MemoryType.HOST_LOCAL);
                default -> false;
            };
            return heapMatches && size <= maxAllocationSize;
        }
    }

    // A request's parameters and size. The keys in the map never change; the one a lookup asks
    // with (probe) is set under the lock, so a request that finds a kept buffer makes no key.
    private static final class Key {
        private BufferParams params;
        private long size;

        Key(BufferParams params, long size) {
            this.params = params;
            this.size = size;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.size == size && Objects.equals(k.params, params);
        }

        @Override
        public int hashCode() {
            return 31 * Long.hashCode(size) + Objects.hashCode(params);
        }
    }

    // A pooled buffer's way back to its pool, carried by the buffer as its recycler: the cache
    // holds no buffer it handed out, so one an embedder drops without closing becomes unreachable
    // (NativeMemoryPressure then frees its memory), and this record, watching the same buffer,
    // gives its bytes back to the pool's capacity. It must not refer to the buffer.
    private static final class Pooled extends NativeMemoryPressure.Allocation implements Predicate<AbstractBuffer> {
        private final CachingAllocator cache;
        private final Key key;
        private final int pool;
        private final long size;

        Pooled(CachingAllocator cache, AbstractBuffer buffer, Key key, int pool) {
            super(buffer, 0); // the memory is the wrapped allocator's to count
            this.cache = cache;
            this.key = key;
            this.pool = pool;
            this.size = buffer.allocationSize();
        }

        @Override
        public boolean test(AbstractBuffer released) {
            return cache.keep(this, released);
        }

        @Override
        protected void freeMemory() {
            cache.leave(pool, size);
        }
    }

    private final Allocator base;
    private final List<Pool> pools;
    private final long[] retained; // bytes each pool holds, free or handed out
    private final int[] freeCounts;
    private final Map<Key, ArrayDeque<AbstractBuffer>> free = new HashMap<>();
    private boolean closed; // guarded by this
    private final Key probe = new Key(null, 0); // guarded by this

    /** An unbounded cache over {@code base}: every buffer of every heap is kept. */
    public CachingAllocator(Allocator base) {
        this(base, List.of(new Pool("*", Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE)));
    }

    /** A cache over {@code base} with {@code pools}, tried in order. */
    public CachingAllocator(Allocator base, List<Pool> pools) {
        this.base = base;
        this.pools = List.copyOf(pools);
        this.retained = new long[pools.size()];
        this.freeCounts = new int[pools.size()];
    }

    /**
     * A cache over {@code base} from IREE's config ({@code --device_allocator=caching:CONFIG}):
     * empty for an unbounded one, else {@code heap=max_allocation_size;max_capacity;max_free_count}
     * pools separated by commas, heap {@code device_local}, {@code host_local} or {@code *}, sizes
     * in bytes with an optional {@code kb}/{@code kib}/{@code mb}/{@code mib}/{@code gb}/{@code gib}
     * suffix or {@code *} for no limit.
     */
    public static CachingAllocator fromConfig(Allocator base, String config) {
        if (config.isEmpty()) {
            return new CachingAllocator(base);
        }
        List<Pool> pools = new ArrayList<>();
        for (String pair : config.split(",")) {
            int eq = pair.indexOf('=');
            String[] limits = eq < 0 ? new String[0] : pair.substring(eq + 1).split(";", -1);
            String heap = eq < 0 ? "" : pair.substring(0, eq).strip();
            if (limits.length != 3
                    || !List.of("*", "device_local", "host_local").contains(heap)) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "invalid caching allocator pool '%s'; use heap=max_allocation_size;max_capacity;"
                                + "max_free_count with heap device_local, host_local or *",
                        pair);
            }
            pools.add(new Pool(heap, size(limits[0]), size(limits[1]), size(limits[2])));
        }
        return new CachingAllocator(base, pools);
    }

    private static long size(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("*")) {
            return Long.MAX_VALUE;
        }
        long scale = 1;
        for (String[] suffix : new String[][] {
            {"kib", "1024"},
            {"mib", "1048576"},
            {"gib", "1073741824"},
            {"kb", "1000"},
            {"mb", "1000000"},
            {"gb", "1000000000"},
            {"b", "1"}
        }) {
            if (t.endsWith(suffix[0])) {
                scale = Long.parseLong(suffix[1]);
                t = t.substring(0, t.length() - suffix[0].length()).strip();
                break;
            }
        }
        try {
            long v = Long.parseLong(t);
            if (v >= 0) {
                return Math.multiplyExact(v, scale);
            }
        } catch (NumberFormatException | ArithmeticException e) {
            // reported below
        }
        throw JireeException.of(StatusCode.INVALID_ARGUMENT, "invalid caching allocator size '%s'", text);
    }

    @Override
    public int queryCompatibility(BufferParams params, long allocationSize) {
        return base.queryCompatibility(params, allocationSize);
    }

    @Override
    public Buffer allocate(BufferParams params, long allocationSize) {
        synchronized (this) {
            probe.params = params;
            probe.size = allocationSize;
            ArrayDeque<AbstractBuffer> kept = free.get(probe);
            probe.params = null; // the probe keeps no caller's parameters alive
            while (kept != null && !kept.isEmpty()) {
                AbstractBuffer b = kept.pop();
                freeCounts[pooled(b).pool]--;
                if (b.reacquire()) {
                    return b;
                }
            }
        }
        Buffer buffer = base.allocate(params, allocationSize);
        if (buffer instanceof AbstractBuffer b) {
            int pool = admit(b);
            if (pool >= 0) {
                // Registered outside this cache's lock: registering may free other caches' records.
                b.recycleWith(
                        NativeMemoryPressure.register(new Pooled(this, b, new Key(params, allocationSize), pool)));
            }
        }
        return buffer;
    }

    // The first pool that serves the buffer and has room for it, its bytes counted there; -1 if none.
    private synchronized int admit(AbstractBuffer b) {
        for (int i = 0; i < pools.size(); i++) {
            Pool p = pools.get(i);
            if (p.serves(b.memoryType(), b.allocationSize()) && retained[i] + b.allocationSize() <= p.maxCapacity()) {
                retained[i] += b.allocationSize();
                return i;
            }
        }
        return -1;
    }

    private static Pooled pooled(AbstractBuffer b) {
        return (Pooled) b.recycler();
    }

    // A pooled buffer's last reference went: keep it while its pool has room for another free one.
    private synchronized boolean keep(Pooled pooled, AbstractBuffer b) {
        if (closed || freeCounts[pooled.pool] >= pools.get(pooled.pool).maxFreeCount()) {
            forget(pooled, b);
            return false;
        }
        freeCounts[pooled.pool]++;
        free.computeIfAbsent(pooled.key, k -> new ArrayDeque<>()).push(b);
        return true;
    }

    private void forget(Pooled pooled, AbstractBuffer b) {
        b.recycleWith(null);
        pooled.free(); // once: leave() runs here, or never did for a buffer found unreachable
    }

    // A pooled buffer left its pool: freed, or dropped and found unreachable.
    private synchronized void leave(int pool, long size) {
        retained[pool] -= size;
    }

    @Override
    public Buffer importHost(BufferParams params, MemorySegment hostMemory) {
        return base.importHost(params, hostMemory);
    }

    /** The wrapped allocator's statistics: what the cache keeps counts as live there. */
    @Override
    public AllocatorStatistics statistics() {
        return base.statistics();
    }

    /** Frees every buffer the pools keep, and from now on those released (the owner's end). */
    public void close() {
        synchronized (this) {
            closed = true;
        }
        trim();
    }

    /** Frees every buffer the pools keep (those handed out are freed when released). */
    @Override
    public void trim() {
        List<AbstractBuffer> released = new ArrayList<>();
        synchronized (this) {
            for (ArrayDeque<AbstractBuffer> kept : free.values()) {
                for (AbstractBuffer b : kept) {
                    Pooled pooled = pooled(b);
                    freeCounts[pooled.pool]--;
                    forget(pooled, b);
                    released.add(b);
                }
            }
            free.clear();
        }
        for (AbstractBuffer b : released) {
            if (b.reacquire()) {
                b.close();
            }
        }
        base.trim();
    }
}
