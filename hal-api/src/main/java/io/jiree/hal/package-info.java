/**
 * The hardware abstraction layer: the driver-neutral model of devices, memory, command buffers,
 * synchronization, executables and collectives, with IREE's numbering for every bit set and
 * enum and IREE's status codes for every failure. Drivers implement {@link io.jiree.hal.Driver}
 * and register a {@link io.jiree.hal.DriverFactory} with {@link java.util.ServiceLoader}; shared
 * pieces ({@link io.jiree.hal.AbstractBuffer}, {@link io.jiree.hal.RecordingCommandBuffer},
 * {@link io.jiree.hal.HostSemaphore}, {@link io.jiree.hal.Fence}) carry the validation so every
 * driver reports the same errors.
 */
package io.jiree.hal;
