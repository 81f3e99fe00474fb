/**
 * The embedding API: run programs compiled by IREE ({@code .vmfb}) from a Java application.
 *
 * <ul>
 *   <li>{@link io.jiree.runtime.Instance}: the drivers on the class path (found by ServiceLoader);
 *       one per process, thread-safe.</li>
 *   <li>{@link io.jiree.runtime.Session}: devices opened from URIs ({@code local-sync},
 *       {@code local-task}, {@code cuda://0}) and a VM context of the {@code hal} module plus the
 *       loaded modules; {@code call} runs a function. Not thread-safe: one call at a time.</li>
 *   <li>{@link io.jiree.runtime.Tensors}, {@link io.jiree.runtime.DeviceTensor},
 *       {@link io.jiree.runtime.CallResult}: tensors in from arrays, buffers, segments, text and
 *       {@code .npy}; results out as typed arrays.</li>
 * </ul>
 *
 * Inputs and results follow {@code iree-run-module}: tensors become DEVICE_LOCAL buffer views on
 * the session's first device, scalars are VM values, {@code coarse-fences} functions get their
 * wait and signal fences, results are copied back to the host. Everything that fails throws
 * {@link io.jiree.base.JireeException} with IREE's status code.
 */
package io.jiree.runtime;
