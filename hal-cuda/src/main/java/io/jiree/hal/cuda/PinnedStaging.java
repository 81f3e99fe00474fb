package io.jiree.hal.cuda;

import io.jiree.base.JireeException;
import java.lang.foreign.MemorySegment;

/**
 * Page-locked host memory through which a device reads files (parameters): a few fixed slots used
 * in turn, so the host copies the next chunk of the file into one slot while the copy engine
 * moves the previous slot to the device. A DMA straight from pageable (memory-mapped) memory would
 * make the driver stage it synchronously; reading through a slot of the Java heap would hold the
 * whole file on the heap. Allocated on first use; freed with the device.
 */
final class PinnedStaging implements AutoCloseable {
    static final int SLOTS = 2;
    static final long SLOT_BYTES = 4L << 20;

    private final CudaDriverApi api;
    private final MemorySegment[] slots = new MemorySegment[SLOTS];
    private final MemorySegment[] done = new MemorySegment[SLOTS]; // recorded after each slot's copy
    private int next;

    PinnedStaging(CudaDriverApi api) {
        this.api = api;
    }

    /**
     * Enqueues on {@code stream} a copy of {@code source} to device address {@code target}, through
     * the slots; returns once every byte was read from {@code source}. Runs with the device's context
     * current, one read at a time (callers hold the device's submission order).
     */
    synchronized void read(MemorySegment source, long target, MemorySegment stream) {
        long length = source.byteSize();
        for (long offset = 0; offset < length; offset += SLOT_BYTES) {
            long n = Math.min(SLOT_BYTES, length - offset);
            int slot = next;
            next = (next + 1) % SLOTS;
            if (slots[slot] == null) {
                slots[slot] = api.memHostAlloc(SLOT_BYTES, 0).reinterpret(SLOT_BYTES);
                done[slot] = api.eventCreate(CudaConstants.EVENT_DISABLE_TIMING);
            } else {
                api.eventSynchronize(done[slot]); // the slot's previous copy has left it
            }
            MemorySegment.copy(source, offset, slots[slot], 0, n);
            api.memcpyHtoDAsync(target + offset, slots[slot], n, stream);
            api.eventRecord(done[slot], stream);
        }
    }

    @Override
    public synchronized void close() {
        for (int i = 0; i < SLOTS; i++) {
            if (slots[i] == null) {
                continue;
            }
            try {
                api.eventSynchronize(done[i]);
                api.eventDestroy(done[i]);
                api.memFreeHost(slots[i]);
            } catch (JireeException ignored) {
                // The context release frees what is left.
            }
            slots[i] = null;
        }
    }
}
