package io.jiree.hal.cuda;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** Gives tests the binding to the host-memory libcuda stand-in, or skips them saying how to build it. */
final class StandIn {
    private StandIn() {}

    static final String BUILD_HINT = "the libcuda stand-in is not built; build it with: "
            + "cmake -S cmake-fixtures -B cmake-fixtures/build -G Ninja && cmake --build cmake-fixtures/build";

    /** The shared binding, which Surefire points at the stand-in (system property jiree.cuda.library). */
    static CudaDriverApi api() {
        String path = System.getProperty(CudaDriverApi.LIBRARY_PROPERTY);
        Assumptions.assumeTrue(
                path != null && !path.isEmpty(),
                "jiree.cuda.library is not set; run the tests through Maven (hal-cuda's pom sets it)");
        Assumptions.assumeTrue(Files.isRegularFile(Path.of(path)), BUILD_HINT + " (looked for " + path + ")");
        return CudaDriverApi.get();
    }

    /**
     * Queues {@code work} on {@code stream} behind what was issued on it, as the NCCL stand-in
     * queues a collective: later work on the stream waits until it returns. It must not throw (it
     * runs on the stand-in's stream thread).
     */
    static void enqueueOnStream(MemorySegment stream, Runnable work) {
        try {
            Linker linker = Linker.nativeLinker();
            MethodHandle run = java.lang.invoke.MethodHandles.lookup()
                    .findVirtual(Runnable.class, "run", java.lang.invoke.MethodType.methodType(void.class))
                    .bindTo(work);
            MemorySegment fn = linker.upcallStub(
                    java.lang.invoke.MethodHandles.dropArguments(run, 0, MemorySegment.class),
                    FunctionDescriptor.ofVoid(ValueLayout.ADDRESS),
                    Arena.global());
            MemorySegment enqueue = SymbolLookup.libraryLookup(
                            Path.of(System.getProperty(CudaDriverApi.LIBRARY_PROPERTY)), Arena.global())
                    .find("jiree_standin_stream_enqueue")
                    .orElseThrow();
            MethodHandle call = linker.downcallHandle(
                    enqueue,
                    FunctionDescriptor.of(
                            ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
            int rc = (int) call.invokeExact(stream, fn, MemorySegment.NULL);
            if (rc != 0) {
                throw new IllegalStateException("jiree_standin_stream_enqueue failed: " + rc);
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /**
     * Arms the stand-in's fault injection (its jiree_standin_cuda_faults: ENTRY:N:ERROR,...; the
     * empty string disarms), counting calls from now.
     */
    static void injectFaults(String spec) {
        api();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment arm = SymbolLookup.libraryLookup(
                            Path.of(System.getProperty(CudaDriverApi.LIBRARY_PROPERTY)), Arena.global())
                    .find("jiree_standin_cuda_faults")
                    .orElseThrow();
            MethodHandle call = Linker.nativeLinker()
                    .downcallHandle(arm, FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS));
            int rc = (int) call.invokeExact(arena.allocateFrom(spec));
            if (rc != 0) {
                throw new IllegalArgumentException("the stand-in refused the faults '" + spec + "'");
            }
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
