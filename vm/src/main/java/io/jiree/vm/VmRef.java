package io.jiree.vm;

import io.jiree.base.RefCounted;

/**
 * An object the VM itself defines for its ref registers ({@link VmBuffer}, {@link VmList}), or a
 * native module's object that names its own type. Any other {@link RefCounted} object — a HAL
 * buffer, fence, ... — is held directly, its type the one {@link RefType#register(String, Class)}
 * bound to its class.
 *
 * <p>Every register, list element, global and call-list slot that holds a counted ref owns one
 * reference, taken when a copy is made (a move hands the reference over instead) and given back
 * when the slot is overwritten, cleared or goes away with its frame. A native function borrows its
 * arguments for the duration of the call and hands the caller one reference per ref it returns.
 * Refs that own nothing keep the defaults, which do nothing.
 */
public interface VmRef extends RefCounted {
    RefType refType();

    /** One more holder. */
    @Override
    default void retain() {}

    /** One holder lets go; the last one frees what this ref owns. */
    @Override
    default void release() {}

    /** {@link #retain()} for a register value that may be null or not a counted ref; returns it. */
    static Object retain(Object ref) {
        if (ref instanceof RefCounted r) {
            r.retain();
        }
        return ref;
    }

    /** {@link #release()} for a register value that may be null or not a counted ref. */
    static void release(Object ref) {
        if (ref instanceof RefCounted r) {
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
