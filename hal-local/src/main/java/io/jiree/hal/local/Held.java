package io.jiree.hal.local;

import io.jiree.base.RefCounted;
import io.jiree.hal.Buffer;
import io.jiree.hal.Resource;

/**
 * The references a queue operation owns until it is done (taken when it is submitted), dropped
 * when it has finished, also when a failed wait skips its body. One object with an array, and
 * itself the operation's finishing step: a submission costs no list or closure for them.
 */
final class Held implements Runnable {
    /** An operation that holds nothing. */
    static final Held NONE = new Held(0);

    // The first two in fields: most operations hold one buffer (and its pin), no array.
    private Resource first;
    private Resource second;
    private final Resource[] rest;
    private int count;

    /** Room for {@code capacity} references. */
    Held(int capacity) {
        rest = capacity > 2 ? new Resource[capacity - 2] : null;
    }

    /** Holds {@code resource}, a reference the caller took for the operation. */
    Held add(Resource resource) {
        switch (count) {
            case 0 -> first = resource;
            case 1 -> second = resource;
            default -> rest[count - 2] = resource;
        }
        count++;
        return this;
    }

    /**
     * Takes the references an operation on {@code buffer} keeps (nothing for null): the buffer,
     * and for a transient buffer a pin on its memory, so a dealloca cannot free it under running
     * work. Needs room for two.
     */
    Held addBuffer(Buffer buffer) {
        if (buffer != null) {
            add(RefCounted.retained(buffer));
            Buffer pinned = buffer.allocatedBuffer() instanceof TransientBuffer t ? t.pinBacking() : null;
            if (pinned != null) {
                add(pinned);
            }
        }
        return this;
    }

    /** What an operation on {@code buffer} alone holds. */
    static Held buffer(Buffer buffer) {
        return new Held(2).addBuffer(buffer);
    }

    /** Drops every reference, once: the operation has finished. */
    @Override
    public void run() {
        int n = count;
        count = 0;
        if (n > 0) {
            first.close();
        }
        if (n > 1) {
            second.close();
        }
        for (int i = 2; i < n; i++) {
            rest[i - 2].close();
        }
    }
}
