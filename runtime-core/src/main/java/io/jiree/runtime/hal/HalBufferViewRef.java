package io.jiree.runtime.hal;

import io.jiree.hal.BufferView;
import io.jiree.vm.RefType;

/**
 * {@code !hal.buffer_view}: owns one reference to {@link #view()} and keeps the wrapper of its
 * buffer, so {@code hal.buffer_view.buffer} hands back the same ref the view was made from.
 */
public final class HalBufferViewRef extends HalRef {
    private final BufferView view;
    private final HalBufferRef buffer;

    private HalBufferViewRef(BufferView view, HalBufferRef buffer) {
        super(view);
        this.view = view;
        this.buffer = buffer;
    }

    /** Wraps a view whose reference the caller hands over; {@code buffer} wraps its buffer. */
    public static HalBufferViewRef adopt(BufferView view, HalBufferRef buffer) {
        return new HalBufferViewRef(view, buffer);
    }

    /** Wraps a view whose reference the caller hands over, wrapping its buffer anew. */
    public static HalBufferViewRef adopt(BufferView view) {
        return new HalBufferViewRef(view, HalBufferRef.retain(view.buffer()));
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
