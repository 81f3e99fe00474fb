/**
 * The embedding API: run programs compiled by IREE ({@code .vmfb}) from a Java application.
 *
 * <ul>
 *   <li>{@link io.jiree.runtime.Instance}: the drivers on the class path (found by ServiceLoader);
 *       one per process, thread-safe.</li>
 *   <li>{@link io.jiree.runtime.Session}: devices opened from URIs ({@code local-sync},
 *       {@code local-task}, {@code cuda://0}) and a VM context of the {@code hal} module plus the
 *       loaded modules; {@code call} runs a function. Thread-safe: one session serves many
 *       threads (calls of functions that store globals run alone).</li>
 *   <li>{@link io.jiree.runtime.Tensors}, {@link io.jiree.runtime.DeviceTensor},
 *       {@link io.jiree.runtime.CallResult}: tensors in from arrays, buffers, segments, text and
 *       {@code .npy}; results out as typed arrays.</li>
 *   <li>{@link io.jiree.runtime.DeviceResults} ({@code Session.callOnDevice}): results left on the
 *       device as {@link io.jiree.runtime.DeviceTensor}s, inputs of the next call without a copy,
 *       downloaded when wanted; {@link io.jiree.runtime.HostTransfers} counts the copies.</li>
 * </ul>
 *
 * Inputs and results follow {@code iree-run-module}: tensors become DEVICE_LOCAL buffer views on
 * the session's first device, scalars are VM values, {@code coarse-fences} functions get their
 * wait and signal fences, results are copied back to the host (or left on the device by
 * {@code callOnDevice}). Everything that fails throws
 * {@link io.jiree.base.JireeException} with IREE's status code.
 */
package io.jiree.runtime;
