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
