package io.jiree.hal;

/** {@code iree_hal_queue_affinity_t}: a 64-bit mask of queues; all bits set means any queue. */
public final class QueueAffinity {
    public static final long ANY = -1L;
    public static final int MAX_QUEUES = 64;

    private QueueAffinity() {}

    public static boolean isAny(long affinity) {
        return affinity == ANY;
    }
}
