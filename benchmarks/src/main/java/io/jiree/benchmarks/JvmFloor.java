package io.jiree.benchmarks;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * The least a Java process can do in place of a run-module: print a line ({@code hello}), or link
 * and make one FFM downcall, as jiree's CPU path must, and print its result ({@code downcall}).
 * {@code benchmarks/run startup} starts it on the runtime bin/jiree uses, with the same flags and a
 * start-up cache of its own, beside iree-run-module and jiree: what any Java program costs there is
 * the floor that jiree's start-up time and peak memory are read against.
 *
 * <p>Usage: {@code java -cp jiree-benchmarks.jar io.jiree.benchmarks.JvmFloor hello|downcall}
 */
public final class JvmFloor {
    private JvmFloor() {}

    public static void main(String[] args) throws Throwable {
        String what = args.length == 1 ? args[0] : "";
        switch (what) {
            case "hello" -> System.out.println("hello");
            case "downcall" -> {
                Linker linker = Linker.nativeLinker();
                MethodHandle getpid = linker.downcallHandle(
                        linker.defaultLookup().find("getpid").orElseThrow(),
                        FunctionDescriptor.of(ValueLayout.JAVA_INT));
                System.out.println("pid " + (int) getpid.invokeExact());
            }
            default -> {
                System.err.println("usage: JvmFloor hello|downcall");
                System.exit(2);
            }
        }
    }
}
