package io.jiree.runtime.hal;

import io.jiree.hal.BufferView;
import io.jiree.vm.RefType;

/**
 * {@code !hal.buffer_view}: owns one reference to {@link #view()} and one to the wrapper of its
 * buffer, so {@code hal.buffer_view.buffer} hands back the same ref the view was made from; both
 * go with the view's last holder.
 */
public final class HalBufferViewRef extends HalRef {
    private final BufferView view;
    private final HalBufferRef buffer;

    private HalBufferViewRef(BufferView view, HalBufferRef buffer) {
        super(() -> {
            try {
                view.close();
            } finally {
                buffer.release();
            }
        });
        this.view = view;
        this.buffer = buffer;
    }

    /**
     * Wraps a view whose reference the caller hands over; {@code buffer} wraps its buffer (lent:
     * the view takes a reference of its own).
     */
    public static HalBufferViewRef adopt(BufferView view, HalBufferRef buffer) {
        buffer.retain();
        return new HalBufferViewRef(view, buffer);
    }

    /** Wraps a view whose reference the caller hands over, wrapping its buffer anew. */
    public static HalBufferViewRef adopt(BufferView view) {
        return new HalBufferViewRef(view, HalBufferRef.retain(view.buffer()));
    }

    /** As {@link #adopt(BufferView)} for a view of a new allocation (its bytes are counted). */
    public static HalBufferViewRef adoptAllocation(BufferView view) {
        return new HalBufferViewRef(view, HalBufferRef.retainAllocation(view.buffer()));
    }

    public BufferView view() {
        return view;
    }

    /** The wrapper of the view's buffer. */
    public HalBufferRef bufferRef() {
        return buffer;
    }

    @Override
    public RefType refType() {
        return HalTypes.BUFFER_VIEW;
    }
}
