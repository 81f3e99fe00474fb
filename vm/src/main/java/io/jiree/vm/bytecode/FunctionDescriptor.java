package io.jiree.vm.bytecode;

/**
 * Where an internal function's bytecode lives and how many registers it needs, as stored in the
 * module's {@code function_descriptors} table.
 */
public record FunctionDescriptor(
        int bytecodeOffset,
        int bytecodeLength,
        int requirements,
        int blockCount,
        int i32RegisterCount,
        int refRegisterCount) {}
