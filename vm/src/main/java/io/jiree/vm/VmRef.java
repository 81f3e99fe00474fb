package io.jiree.vm;

/**
 * An object that can live in a VM ref register: buffers, lists, and the objects native modules
 * expose (HAL buffers, devices, ...). The VM only needs to know its type.
 */
public interface VmRef {
    RefType refType();
}
