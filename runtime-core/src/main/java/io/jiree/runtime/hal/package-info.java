/**
 * The {@code hal} VM module ({@link io.jiree.runtime.hal.HalModule}): the functions compiled
 * programs import to drive devices — buffers and buffer views, command buffers with dispatches and
 * collectives, queue operations with fences, executables, channels, files — with IREE's names,
 * calling conventions, validation and errors, over {@code io.jiree.hal} objects.
 *
 * <p>HAL objects enter VM registers wrapped in {@link io.jiree.runtime.hal.HalRef}s (one class per
 * {@code !hal.*} type of {@link io.jiree.runtime.hal.HalTypes}); each wrapper owns one reference to
 * its object and releases it when the VM drops the wrapper.
 */
package io.jiree.runtime.hal;
