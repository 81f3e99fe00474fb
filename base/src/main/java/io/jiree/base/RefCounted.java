package io.jiree.base;

/**
 * An object its holders count ({@code iree_vm_ref_t}'s contract): whoever stores one — a VM
 * register, list element or global, a queue operation, a command buffer, a view of it — holds one
 * reference, taken with {@link #retain()} (creation returns the first) and given back with
 * {@link #release()}. The last release frees what the object owns, at once. HAL resources and the
 * VM's own refs implement it, so one count serves both; the VM maps each class to its ref type.
 */
public interface RefCounted {
    /** Adds a reference; FAILED_PRECONDITION if the object was already freed. */
    void retain();

    /** Drops a reference; the last one frees the object. Extra releases do nothing. */
    void release();

    /** Retains {@code ref} and returns it: a new reference for a holder that stores it. */
    static <T extends RefCounted> T retained(T ref) {
        ref.retain();
        return ref;
    }
}
