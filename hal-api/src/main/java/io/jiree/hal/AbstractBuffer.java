package io.jiree.hal;

import io.jiree.base.Counted;
import io.jiree.base.FieldHandle;
import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.function.Predicate;

/**
 * Base of driver buffers: bookkeeping, subspans, reference counting and all argument checks.
 * A driver implements the memory primitives on the allocation (absolute offsets, already
 * validated); subspans forward to their allocation.
 */
public abstract class AbstractBuffer extends Counted implements Buffer {
    private final AbstractBuffer allocation;
    private final long byteOffset;
    private final long byteLength;
    private final int memoryType;
    private final int allowedAccess;
    private final int allowedUsage;
    // A field and a handle rather than an AtomicInteger: one object less per buffer.
    private static final VarHandle PRESERVE_COUNT = FieldHandle.of(MethodHandles.lookup(), "preserveCount", int.class);

    private volatile int preserveCount = 1;
    /** Takes the allocation when its last reference goes, instead of its memory being freed. */
    private volatile Predicate<AbstractBuffer> recycler;
    /** Told when the allocation's memory is freed. */
    private volatile Runnable onFree;

    /** Creates an allocation of {@code byteLength} bytes. */
    protected AbstractBuffer(int memoryType, int allowedAccess, int allowedUsage, long byteLength) {
        super("buffer");
        this.allocation = null;
        this.byteOffset = 0;
        this.byteLength = byteLength;
        this.memoryType = memoryType;
        this.allowedAccess = allowedAccess;
        this.allowedUsage = allowedUsage;
    }

    private AbstractBuffer(AbstractBuffer allocation, long byteOffset, long byteLength) {
        super("buffer subspan");
        this.allocation = allocation;
        this.byteOffset = byteOffset;
        this.byteLength = byteLength;
        this.memoryType = allocation.memoryType;
        this.allowedAccess = allocation.allowedAccess;
        this.allowedUsage = allocation.allowedUsage;
    }

    // ---- primitives on the allocation (absolute offsets, validated) ----

    /** Host view of {@code [absOffset, absOffset+length)}; UNIMPLEMENTED if not host-mappable. */
    protected abstract MemorySegment hostMemory(long absOffset, long length);

    /** Frees the allocation; called once when the last reference goes. */
    protected abstract void releaseMemory();

    /** Called when a mapping ends; non-coherent memory flushes here. */
    protected void unmapMemory(long absOffset, long length, int access) {}

    protected void readMemory(long absOffset, MemorySegment target) {
        MemorySegment.copy(hostMemory(absOffset, target.byteSize()), 0, target, 0, target.byteSize());
    }

    protected void writeMemory(long absOffset, MemorySegment source) {
        MemorySegment.copy(source, 0, hostMemory(absOffset, source.byteSize()), 0, source.byteSize());
    }

    protected void fillMemory(long absOffset, long length, long pattern, int patternLength) {
        fillSegment(hostMemory(absOffset, length), pattern, patternLength);
    }

    /** Fills a whole segment with a little-endian 1/2/4 byte pattern. */
    public static void fillSegment(MemorySegment target, long pattern, int patternLength) {
        long word = switch (patternLength) {
            case 1 -> (pattern & 0xFFL) * 0x0101_0101_0101_0101L;
            case 2 -> (pattern & 0xFFFFL) * 0x0001_0001_0001_0001L;
            case 4 -> (pattern & 0xFFFF_FFFFL) * 0x0000_0001_0000_0001L;
            default ->
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT, "unsupported fill pattern length: %d", patternLength);
        };
        if (word == (word & 0xFFL) * 0x0101_0101_0101_0101L) { // one byte repeated (zero, too)
            target.fill((byte) word);
        } else {
            fillPattern(target, word);
        }
    }

    // The pattern's first 8 bytes, then what is written copied after itself, doubling: one accessor
    // and one copy, where a store per element made the JIT's first tier spend megabytes compiling
    // the fill (see StructImage). The length is a multiple of the pattern's, so the copies keep it.
    private static void fillPattern(MemorySegment target, long word) {
        long size = target.byteSize();
        long head = Math.min(8, size);
        for (int i = 0; i < head; i++) {
            target.set(ValueLayout.JAVA_BYTE, i, (byte) (word >>> (8 * i)));
        }
        for (long done = head; done < size; done *= 2) {
            MemorySegment.copy(target, 0, target, done, Math.min(done, size - done));
        }
    }

    // ---- Buffer ----

    private AbstractBuffer root() {
        return allocation == null ? this : allocation;
    }

    @Override
    public Buffer allocatedBuffer() {
        return root();
    }

    @Override
    public long allocationSize() {
        return root().byteLength;
    }

    @Override
    public long byteOffset() {
        return byteOffset;
    }

    @Override
    public long byteLength() {
        return byteLength;
    }

    @Override
    public int memoryType() {
        return memoryType;
    }

    @Override
    public int allowedAccess() {
        return allowedAccess;
    }

    @Override
    public int allowedUsage() {
        return allowedUsage;
    }

    @Override
    public Buffer subspan(long offset, long length) {
        checkCountLive();
        long len = BufferValidation.range(byteLength, offset, length);
        if (offset == 0 && len == byteLength) {
            return RefCounted.retained(this);
        }
        AbstractBuffer root = root();
        root.retain();
        return new AbstractBuffer(root, byteOffset + offset, len) {
            @Override
            protected MemorySegment hostMemory(long absOffset, long l) {
                throw new IllegalStateException("subspans forward to their allocation");
            }

            @Override
            protected void releaseMemory() {
                root.close();
            }
        };
    }

    /** Checks a host access and returns the resolved length. */
    private long checkHostAccess(int mappingMode, int access, long offset, long length) {
        checkCountLive();
        BufferValidation.memoryType(memoryType, MemoryType.HOST_VISIBLE);
        BufferValidation.usage(
                allowedUsage,
                (mappingMode & MappingMode.PERSISTENT) != 0
                        ? BufferUsage.MAPPING_PERSISTENT
                        : BufferUsage.MAPPING_SCOPED);
        BufferValidation.access(allowedAccess, access);
        return BufferValidation.range(byteLength, offset, length);
    }

    @Override
    public BufferMapping mapRange(int mappingMode, int memoryAccess, long offset, long length) {
        long len = checkHostAccess(mappingMode, memoryAccess, offset, length);
        AbstractBuffer root = root();
        long abs = byteOffset + offset;
        MemorySegment seg = root.hostMemory(abs, len);
        if ((memoryAccess & (MemoryAccess.WRITE | MemoryAccess.ANY)) == 0) {
            seg = seg.asReadOnly();
        }
        return new BufferMapping(this, seg, memoryAccess, () -> root.unmapMemory(abs, len, memoryAccess));
    }

    @Override
    public void read(long sourceOffset, MemorySegment target) {
        checkHostAccess(MappingMode.SCOPED, MemoryAccess.READ, sourceOffset, target.byteSize());
        root().readMemory(byteOffset + sourceOffset, target);
    }

    @Override
    public void write(long targetOffset, MemorySegment source) {
        checkHostAccess(MappingMode.SCOPED, MemoryAccess.WRITE, targetOffset, source.byteSize());
        root().writeMemory(byteOffset + targetOffset, source);
    }

    @Override
    public void fill(long offset, long length, long pattern, int patternLength) {
        long len = checkHostAccess(MappingMode.SCOPED, MemoryAccess.WRITE, offset, length);
        BufferValidation.fillPattern(offset, len, patternLength);
        if (len > 0) {
            root().fillMemory(byteOffset + offset, len, pattern, patternLength);
        }
    }

    // ---- device-side access for drivers: no host usage checks, only range ----

    /** Host view for a driver executing device work on host memory (range-checked only). */
    public MemorySegment deviceMemory(long offset, long length) {
        checkCountLive();
        long len = BufferValidation.range(byteLength, offset, length);
        return root().hostMemory(byteOffset + offset, len);
    }

    /**
     * As {@link #deviceMemory}, the native address of the range alone: drivers that hand ranges
     * to native code on every dispatch need no view object per range.
     */
    public long deviceAddress(long offset, long length) {
        checkCountLive();
        BufferValidation.range(byteLength, offset, length);
        return root().hostAddress(byteOffset + offset);
    }

    /** The address of byte {@code absOffset} of the allocation; implementations may avoid {@link #hostMemory}'s view. */
    protected long hostAddress(long absOffset) {
        return hostMemory(absOffset, 0).address();
    }

    @Override
    public void allocationPreserve() {
        PRESERVE_COUNT.getAndAdd(root(), 1);
    }

    @Override
    public boolean allocationDiscard() {
        return (int) PRESERVE_COUNT.getAndAdd(root(), -1) == 1;
    }

    @Override
    public boolean allocationIsTerminal() {
        return root().preserveCount == 1;
    }

    @Override
    public void retain() {
        retainCount();
    }

    @Override
    public void close() {
        if (releaseCount()) {
            Predicate<AbstractBuffer> r = recycler;
            if (r != null && r.test(this)) {
                return;
            }
            releaseMemory();
            Runnable free = onFree;
            if (free != null) {
                free.run();
            }
        }
    }

    /**
     * {@code recycler} gets this allocation when its last reference goes and keeps it (true) or
     * lets its memory be freed (false): a {@link CachingAllocator}'s pool.
     */
    void recycleWith(Predicate<AbstractBuffer> recycler) {
        this.recycler = recycler;
    }

    /** What {@link #recycleWith} set: the pool a cached allocation belongs to. */
    Predicate<AbstractBuffer> recycler() {
        return recycler;
    }

    /** Runs {@code onFree} when this allocation's memory is freed ({@link AllocatorStatistics}). */
    void whenFreed(Runnable onFree) {
        this.onFree = onFree;
    }

    /** A kept allocation handed out anew: one reference, one logical owner. */
    boolean reacquire() {
        if (!reviveCount()) {
            return false;
        }
        preserveCount = 1;
        return true;
    }

    public boolean isReleased() {
        return countReleased();
    }

    @Override
    public String toString() {
        return "Buffer[offset=" + byteOffset + ", length=" + byteLength + ", type="
                + MemoryType.NAMES.format(memoryType) + ", usage=" + BufferUsage.NAMES.format(allowedUsage) + "]";
    }
}
