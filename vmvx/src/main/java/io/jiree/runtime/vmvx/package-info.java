/**
 * VMVX executables on the CPU drivers: the loader for {@code vmvx-bytecode-fb} (a VM bytecode
 * module per executable, one dispatch function per export) plugged into hal-local as an
 * {@link io.jiree.hal.local.ExecutableLoader} service, and the {@code vmvx} module of
 * microkernels those modules import.
 */
package io.jiree.runtime.vmvx;
