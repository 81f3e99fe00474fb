package io.jiree.hal;

/**
 * {@code iree_hal_buffer_params_t}: what a buffer is for. {@code type} is a {@link MemoryType}
 * set, {@code usage} a {@link BufferUsage} set, {@code access} a {@link MemoryAccess} set
 * (NONE means ALL), {@code queueAffinity} a {@link QueueAffinity} mask.
 */
public record BufferParams(int type, int usage, int access, long queueAffinity, long minAlignment) {
    public static BufferParams of(int type, int usage) {
        return new BufferParams(type, usage, MemoryAccess.ALL, QueueAffinity.ANY, 0);
    }

    public BufferParams withUsage(int newUsage) {
        return new BufferParams(type, newUsage, access, queueAffinity, minAlignment);
    }

    public BufferParams withType(int newType) {
        return new BufferParams(newType, usage, access, queueAffinity, minAlignment);
    }

    public BufferParams withQueueAffinity(long affinity) {
        return new BufferParams(type, usage, access, affinity, minAlignment);
    }

    /** The access bits to grant: NONE in the params means all access. */
    public int effectiveAccess() {
        return access == MemoryAccess.NONE ? MemoryAccess.ALL : access;
    }

    // Written out rather than the record's generated methods, whose first use bootstraps method
    // handles: allocators key their caches on parameters, on a device's first queue.alloca.
    @Override
    public boolean equals(Object o) {
        return o instanceof BufferParams p
                && p.type == type
                && p.usage == usage
                && p.access == access
                && p.queueAffinity == queueAffinity
                && p.minAlignment == minAlignment;
    }

    @Override
    public int hashCode() {
        int h = type;
        h = 31 * h + usage;
        h = 31 * h + access;
        h = 31 * h + Long.hashCode(queueAffinity);
        return 31 * h + Long.hashCode(minAlignment);
    }
}
