/**
 * Tensor values on the host and their text and file forms, exactly as IREE's
 * {@code iree-run-module} reads and writes them.
 *
 * <ul>
 *   <li>{@link io.jiree.runtime.io.HostTensor}: shape, element type and dense little-endian
 *       contents;</li>
 *   <li>{@link io.jiree.runtime.io.HostValue}: a function argument or result (tensor, raw buffer,
 *       list, primitive, empty);</li>
 *   <li>{@link io.jiree.runtime.io.TensorText}: {@code 2x2xf32=[1 2][3 4]} parsing and
 *       printing;</li>
 *   <li>{@link io.jiree.runtime.io.Npy}: numpy {@code .npy} files;</li>
 *   <li>{@link io.jiree.runtime.io.FunctionInputs} / {@link io.jiree.runtime.io.FunctionOutputs}:
 *       the {@code --input=} and {@code --output=} forms;</li>
 *   <li>{@link io.jiree.runtime.io.TensorComparison}: {@code --expected_output=} checking.</li>
 * </ul>
 *
 * <p>Nothing here touches a device: the runtime copies {@link io.jiree.runtime.io.HostTensor}
 * contents to and from device buffers.
 */
package io.jiree.runtime.io;
