package io.jiree.hal;

import io.jiree.base.FieldHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The native memory that allocations hold, and the collection it may call for. An allocator
 * registers each buffer it allocates ({@link #register}) with the action that frees its memory;
 * the returned {@link Allocation} runs that action exactly once — when the buffer's last reference
 * goes ({@link Allocation#free()}), or, should a holder drop the buffer without releasing it, once
 * the buffer is unreachable. Programs and queued work always release, so for them the collector
 * decides nothing; only an embedder can drop a buffer (a result of {@code Context.invoke} it never
 * releases, an unclosed tensor), and the collector sees the small object, not the memory behind
 * it. So when the bytes held pass a limit a collection is requested (as the JDK does for direct
 * buffers), and what it found unreachable is freed then, on the allocating thread; allocations
 * also free what other collections found. The limit starts at the system property
 * {@code jiree.hal.gcThresholdBytes} (default 256 MiB); after a collection it is twice what is
 * still held, so a program whose live buffers are larger than the threshold (inputs, weights) does
 * not pay a collection on every allocation.
 */
public final class NativeMemoryPressure {
    private static final long THRESHOLD = Long.getLong("jiree.hal.gcThresholdBytes", 256L << 20);
    private static final AtomicLong OUTSTANDING = new AtomicLong();
    private static final AtomicLong LIMIT = new AtomicLong(THRESHOLD);
    private static final AtomicLong COLLECTIONS = new AtomicLong();
    private static final ReferenceQueue<Object> UNREACHABLE = new ReferenceQueue<>();
    // The allocations not yet freed, linked through their own fields (no node object per
    // allocation): keeps each reference object reachable until it has freed its memory.
    private static final Object HELD_LOCK = new Object();
    private static Allocation held; // guarded by HELD_LOCK

    private NativeMemoryPressure() {}

    /**
     * The memory of one allocation, freed exactly once. An allocator either passes what frees the
     * memory to {@link #register(Object, long, Runnable)}, or extends this class with
     * {@link #freeMemory} (one object for both) and registers it with {@link #register(Allocation)}.
     */
    public static class Allocation extends PhantomReference<Object> {
        // A field and a handle rather than an AtomicBoolean: one object less per allocation.
        private static final VarHandle FREED = FieldHandle.of(MethodHandles.lookup(), "freed", boolean.class);

        private final long bytes;
        private final Runnable free; // null where freeMemory is overridden
        private volatile boolean freed;
        private Allocation previous; // guarded by HELD_LOCK
        private Allocation next; // guarded by HELD_LOCK

        private Allocation(Object buffer, long bytes, Runnable free) {
            super(buffer, UNREACHABLE);
            this.bytes = bytes;
            this.free = free;
        }

        /**
         * The memory of {@code buffer}, {@code bytes} long, which {@link #freeMemory} frees; it must
         * not refer to {@code buffer}, or the buffer never would become unreachable.
         */
        protected Allocation(Object buffer, long bytes) {
            this(buffer, bytes, null);
        }

        /** Frees the memory (once). */
        protected void freeMemory() {
            free.run();
        }

        /** Frees the memory now, unless it was freed already. */
        public final void free() {
            if (FREED.compareAndSet(this, false, true)) {
                clear();
                unlink(this);
                try {
                    freeMemory();
                } finally {
                    released(bytes);
                }
            }
        }
    }

    /**
     * Counts {@code bytes} newly allocated for {@code buffer} (may request a collection first) and
     * returns what frees them: {@code free}, run once, by {@link Allocation#free()} or after
     * {@code buffer} became unreachable. {@code free} must not refer to {@code buffer}, or it never
     * would become unreachable.
     */
    public static Allocation register(Object buffer, long bytes, Runnable free) {
        return register(new Allocation(buffer, bytes, free));
    }

    /** As {@link #register(Object, long, Runnable)}, for an allocation that frees its own memory. */
    public static <A extends Allocation> A register(A allocation) {
        link(allocation);
        return allocation;
    }

    private static void link(Allocation a) {
        freeUnreachable();
        if (a.bytes > 0 && OUTSTANDING.addAndGet(a.bytes) > LIMIT.get()) {
            collect();
        }
        synchronized (HELD_LOCK) {
            a.next = held;
            if (held != null) {
                held.previous = a;
            }
            held = a;
        }
    }

    private static void unlink(Allocation a) {
        synchronized (HELD_LOCK) {
            if (a.previous != null) {
                a.previous.next = a.next;
            } else if (held == a) {
                held = a.next;
            }
            if (a.next != null) {
                a.next.previous = a.previous;
            }
            a.previous = null;
            a.next = null;
        }
    }

    /** Bytes allocated and not yet freed. */
    public static long outstanding() {
        return OUTSTANDING.get();
    }

    /** Collections requested so far (tests). */
    public static long collections() {
        return COLLECTIONS.get();
    }

    private static void released(long bytes) {
        long now = OUTSTANDING.addAndGet(-bytes);
        // A limit raised while much was held follows the count down once most of that is gone, so
        // a later surge of dropped buffers is collected at the usual threshold.
        long limit = LIMIT.get();
        if (limit > THRESHOLD && now < limit / 4) {
            LIMIT.compareAndSet(limit, Math.max(THRESHOLD, 2 * now));
        }
    }

    private static void freeUnreachable() {
        for (Reference<?> r = UNREACHABLE.poll(); r != null; r = UNREACHABLE.poll()) {
            ((Allocation) r).free();
        }
    }

    private static synchronized void collect() {
        if (OUTSTANDING.get() <= LIMIT.get()) {
            return; // another thread collected meanwhile
        }
        COLLECTIONS.incrementAndGet();
        System.gc();
        // The collector clears what it found unreachable at once; the JVM queues it later on its
        // reference-handler thread, which a busy machine may run late. Free it now.
        List<Allocation> unreachable = new ArrayList<>();
        synchronized (HELD_LOCK) {
            for (Allocation a = held; a != null; a = a.next) {
                if (a.refersTo(null)) {
                    unreachable.add(a);
                }
            }
        }
        for (Allocation a : unreachable) {
            a.free();
        }
        // What is left is in use: the next collection waits until that much more is held.
        LIMIT.set(Math.max(THRESHOLD, 2 * OUTSTANDING.get()));
    }
}
