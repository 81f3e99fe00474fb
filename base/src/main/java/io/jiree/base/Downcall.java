package io.jiree.base;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * One FFM downcall for the C functions jiree calls on its CPU path (libc's memory functions, the
 * functions CPU executables export): every argument and the result as a 64-bit word.
 *
 * <p>Linking a downcall generates code at run time (a class and its method handles) that the JVM's
 * start-up cache cannot hold: about 5 ms per distinct signature at the start of a process, more
 * for the first. One signature for all of them is linked once.
 *
 * <p>This is exact for the functions called through it on the 64-bit Linux ABIs (x86-64 System
 * V, AArch64, RISC-V LP64): their arguments are at most six integers or pointers, which travel in
 * the first six argument registers whatever their C type; a callee reads only the registers of its
 * own parameters; an {@code int} parameter is read from the low half of its register (passed here
 * sign-extended, as those ABIs that require it expect); an {@code int} result is the low half of
 * the result register, and a {@code void} function leaves it undefined. None of the functions is
 * variadic. Callers keep the memory whose addresses they pass alive across the call.
 */
public final class Downcall {
    private static final MethodHandle CALL;

    static {
        if (ValueLayout.ADDRESS.byteSize() != 8) {
            throw new ExceptionInInitializerError("jiree's native calls need a 64-bit platform");
        }
        ValueLayout.OfLong w = ValueLayout.JAVA_LONG;
        CALL = Linker.nativeLinker().downcallHandle(FunctionDescriptor.of(w, w, w, w, w, w, w));
    }

    private Downcall() {}

    /** Calls {@code function} with up to six word arguments (the rest are 0); returns the result word. */
    public static long call(MemorySegment function, long a0, long a1, long a2, long a3, long a4, long a5) {
        try {
            return (long) CALL.invokeExact(function, a0, a1, a2, a3, a4, a5);
        } catch (Throwable t) {
            throw new JireeException(StatusCode.INTERNAL, "native call failed: " + t, t);
        }
    }

    public static long call(MemorySegment function, long a0, long a1, long a2) {
        return call(function, a0, a1, a2, 0, 0, 0);
    }

    public static long call(MemorySegment function, long a0, long a1) {
        return call(function, a0, a1, 0, 0, 0, 0);
    }

    public static long call(MemorySegment function, long a0) {
        return call(function, a0, 0, 0, 0, 0, 0);
    }

    public static long call(MemorySegment function) {
        return call(function, 0, 0, 0, 0, 0, 0);
    }
}
