package io.jiree.runtime.hal;

import io.jiree.hal.Buffer;
import io.jiree.vm.RefType;

/** {@code !hal.buffer}: owns one reference to {@link #buffer()}. */
public final class HalBufferRef extends HalRef {
    private final Buffer buffer;
    // Memory the buffer aliases (an imported VM buffer); held only to stay reachable.
    @SuppressWarnings("unused")
    private final Object backing;

    private HalBufferRef(Buffer buffer, Object backing, long allocatedBytes) {
        super(buffer, allocatedBytes);
        this.buffer = buffer;
        this.backing = backing;
    }

    private HalBufferRef(Buffer buffer, Object backing) {
        this(buffer, backing, 0);
    }

    /** Wraps a newly allocated buffer whose reference the caller hands over (its bytes are counted). */
    public static HalBufferRef adoptAllocation(Buffer buffer) {
        return new HalBufferRef(buffer, null, buffer.allocationSize());
    }

    /** Wraps a buffer whose reference the caller hands over. */
    public static HalBufferRef adopt(Buffer buffer) {
        return new HalBufferRef(buffer, null);
    }

    /** Wraps a newly allocated buffer, taking a new reference (its bytes are counted). */
    public static HalBufferRef retainAllocation(Buffer buffer) {
        return new HalBufferRef(buffer.retain(), null, buffer.allocationSize());
    }

    /** Wraps a buffer that aliases {@code backing}'s memory, keeping {@code backing} reachable. */
    public static HalBufferRef adopt(Buffer buffer, Object backing) {
        return new HalBufferRef(buffer, backing);
    }

    /** Wraps a buffer, taking a new reference. */
    public static HalBufferRef retain(Buffer buffer) {
        return new HalBufferRef(buffer.retain(), null);
    }

    public Buffer buffer() {
        return buffer;
    }

    @Override
    public RefType refType() {
        return HalTypes.BUFFER;
    }
}
