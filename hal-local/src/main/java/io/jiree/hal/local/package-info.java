/**
 * The CPU drivers: {@code local-sync} runs dispatch workgroups on the calling thread,
 * {@code local-task} spreads them over a worker pool. Buffers are 64-byte aligned off-heap host
 * memory. Executables are what the compiler's llvm-cpu backend emits for x86-64: embedded ELF
 * objects (linked in memory by {@link io.jiree.hal.local.ElfModule}) and system shared
 * libraries, both driven through the CPU executable ABI in {@link io.jiree.hal.local.ExecutableAbi}.
 * Other formats plug in as {@link io.jiree.hal.local.ExecutableLoader} services whose
 * {@link io.jiree.hal.local.CpuExecutable}s run one workgroup per call from Java (the vmvx
 * module plugs in VMVX this way, as hal-local does not depend on the VM).
 * Loading an executable runs its code; only load executables from trusted compilers.
 */
package io.jiree.hal.local;
