package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Collectives in recording order, with their channel and resolved (direct) send/recv ranges,
 * for a driver to issue as one group (e.g. one NCCL group). A driver appends consecutive
 * collective commands and flushes the batch before the next non-collective command.
 */
public final class CollectiveBatch {
    /** One collective: {@code send}/{@code recv} are direct refs or null when unused. */
    public record Entry(
            Channel channel, CollectiveOp op, int param, BufferRef send, BufferRef recv, long elementCount) {
        /** Bytes moved per buffer: elementCount times the element size. */
        public long byteCount() {
            return elementCount * op.elementType().byteCount();
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    /** An empty batch. */
    public CollectiveBatch() {}

    /** Adds a collective; refs must already be resolved against the binding table. */
    public void add(Channel channel, CollectiveOp op, int param, BufferRef send, BufferRef recv, long elementCount) {
        if ((send != null && send.isIndirect()) || (recv != null && recv.isIndirect())) {
            throw new JireeException(
                    StatusCode.INTERNAL, "collective batch entries must use resolved buffer references");
        }
        entries.add(new Entry(channel, op, param, send, recv, elementCount));
    }

    public List<Entry> entries() {
        return Collections.unmodifiableList(entries);
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    public int size() {
        return entries.size();
    }

    public void clear() {
        entries.clear();
    }
}
