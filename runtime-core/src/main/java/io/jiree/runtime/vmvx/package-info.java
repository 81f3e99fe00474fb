/**
 * VMVX executables ({@code vmvx-bytecode-fb}): dispatch functions compiled to VM bytecode, run per
 * workgroup by the jiree VM ({@link io.jiree.runtime.vmvx.VmvxExecutable}). CPU devices reach them
 * through an executable loader plug-in point in hal-local, which is not there yet; until then a
 * module compiled for VMVX fails to initialize with a message saying so.
 */
package io.jiree.runtime.vmvx;
