package io.jiree.hal.cuda;

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
}
