/**
 * IREE bytecode modules ({@code .vmfb}, bytecode version 17.0): the bounds-checked FlatBuffer
 * reader, the loader ({@link io.jiree.vm.bytecode.BytecodeModule}), the verifier that checks every
 * function before anything runs, the opcode table ({@link io.jiree.vm.bytecode.Opcode}), the
 * interpreter over a pre-decoded form of the bytecode, and a compiler that turns simple integer
 * functions into JVM bytecode.
 */
package io.jiree.vm.bytecode;
