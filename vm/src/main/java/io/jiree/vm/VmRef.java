package io.jiree.vm;

/**
 * An object that can live in a VM ref register: buffers, lists, and the objects native modules
 * expose (HAL buffers, devices, ...).
 *
 * <p>Refs that own something beyond Java memory (a device buffer, a list of such refs) count their
 * holders, as IREE's VM does: every register, list element, global and call-list slot that holds a
 * ref owns one reference, taken with {@link #retain()} when a copy is made (a move hands the
 * reference over instead) and given back with {@link #release()} when the slot is overwritten,
 * cleared or goes away with its frame. The last {@code release} frees what the ref owns, at once.
 * A native function borrows its arguments for the duration of the call and hands the caller one
 * reference per ref it returns. Refs that own nothing keep the defaults, which do nothing.
 */
public interface VmRef {
    RefType refType();

    /** One more holder. */
    default void retain() {}

    /** One holder lets go; the last one frees what this ref owns. */
    default void release() {}

    /** {@link #retain()} for a register value that may be null or not a counted ref; returns it. */
    static Object retain(Object ref) {
        if (ref instanceof VmRef r) {
            r.retain();
        }
        return ref;
    }

    /** {@link #release()} for a register value that may be null or not a counted ref. */
    static void release(Object ref) {
        if (ref instanceof VmRef r) {
            r.release();
        }
    }

    /** Empties {@code slots[from..to)}, releasing what each held (registers, list or global storage). */
    static void releaseAll(Object[] slots, int from, int to) {
        for (int i = from; i < to; i++) {
            Object v = slots[i];
            if (v != null) {
                slots[i] = null;
                release(v);
            }
        }
    }
}
