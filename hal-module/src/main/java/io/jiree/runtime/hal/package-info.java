/**
 * The {@code hal} VM module ({@link io.jiree.runtime.hal.HalModule}): the functions compiled
 * programs import to drive devices — buffers and buffer views, command buffers with dispatches and
 * collectives, queue operations with fences, executables, channels, files — with IREE's names,
 * calling conventions, validation and errors, over {@code io.jiree.hal} objects.
 *
 * <p>HAL objects are the VM's refs: a register holds the {@code io.jiree.hal} object itself and
 * counts it with the object's own reference count; {@link io.jiree.runtime.hal.HalTypes} binds
 * each {@code !hal.*} type to its HAL interface.
 */
package io.jiree.runtime.hal;
