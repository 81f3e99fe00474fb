package io.jiree.hal.local;

import io.jiree.base.FieldHandle;
import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.StatusCode;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.Buffer;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A buffer from {@code queue.alloca}: a handle over host memory (its backing) that
 * {@code queue.dealloca} decommits once the work it waits on is done, as IREE's CPU devices do. The
 * memory then goes back at that point in queue order, not whenever the last reference to the
 * handle happens to be dropped; the handle stays a valid object, and any later use of its memory
 * is a FAILED_PRECONDITION. Queued work pins the backing ({@link #pinBacking()}) so that a decommit
 * can never free memory under work already running.
 */
final class TransientBuffer extends AbstractBuffer {
    // A field and a handle rather than an AtomicReference: one object less per queue.alloca.
    private static final VarHandle BACKING = FieldHandle.of(MethodHandles.lookup(), "backing", AbstractBuffer.class);

    private final LocalDevice device;
    private volatile AbstractBuffer backing;

    TransientBuffer(LocalDevice device, AbstractBuffer backing) {
        super(backing.memoryType(), backing.allowedAccess(), backing.allowedUsage(), backing.byteLength());
        this.device = device;
        this.backing = backing;
    }

    /** The device whose queue allocated it (only that queue's dealloca decommits it). */
    LocalDevice device() {
        return device;
    }

    private AbstractBuffer committed() {
        AbstractBuffer b = backing;
        if (b == null) {
            throw new JireeException(
                    StatusCode.FAILED_PRECONDITION,
                    "transient buffer was used after its queue.dealloca released its memory");
        }
        return b;
    }

    @Override
    protected MemorySegment hostMemory(long absOffset, long length) {
        return committed().deviceMemory(absOffset, length);
    }

    @Override
    protected long hostAddress(long absOffset) {
        return committed().deviceAddress(absOffset, 0);
    }

    /** A reference to the backing memory for work that uses it; none once decommitted. */
    Buffer pinBacking() {
        AbstractBuffer b = backing;
        if (b == null) {
            return null;
        }
        try {
            return RefCounted.retained(b);
        } catch (JireeException e) {
            return null; // decommitted and freed meanwhile: uses fail on the handle
        }
    }

    /** Releases the backing memory now (its last pin, if work still holds one, frees it). */
    void decommit() {
        AbstractBuffer b = (AbstractBuffer) BACKING.getAndSet(this, (AbstractBuffer) null);
        if (b != null) {
            b.close();
        }
    }

    @Override
    protected void releaseMemory() {
        decommit();
    }
}
