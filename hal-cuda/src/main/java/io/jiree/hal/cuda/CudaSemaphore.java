package io.jiree.hal.cuda;

import io.jiree.hal.HostSemaphore;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * A timeline semaphore whose device-side signals are CUDA events. The host value advances when the
 * device's completion queue sees the event complete; until then the semaphore remembers which
 * event reaches which value, so later device work waits on the GPU (stream order on the same
 * device, cuStreamWaitEvent across devices) instead of on the host.
 */
final class CudaSemaphore extends HostSemaphore {
    private record Pending(long value, CudaDevice device, MemorySegment event) {}

    private final List<Pending> pending = new ArrayList<>();

    CudaSemaphore(long initialValue) {
        super(initialValue);
    }

    // The device's completion thread and streams refer to it by its events: never handed out again.
    @Override
    protected boolean idle() {
        return false;
    }

    synchronized void addPending(long value, CudaDevice device, MemorySegment event) {
        pending.add(new Pending(value, device, event));
    }

    /** Forgets an event before it is destroyed. */
    synchronized void removePending(MemorySegment event) {
        pending.removeIf(p -> p.event().address() == event.address());
    }

    /**
     * Makes {@code stream} of {@code device} wait for this semaphore to reach {@code value} if
     * device work already submitted will reach it; false when only a host signal or a future
     * submission can (the caller then waits on the host).
     */
    synchronized boolean waitOnStream(long value, CudaDevice device, MemorySegment stream) {
        for (Pending p : pending) {
            if (p.value() >= value) {
                if (p.device() != device) {
                    device.api().streamWaitEvent(stream, p.event());
                }
                return true;
            }
        }
        return false;
    }
}
