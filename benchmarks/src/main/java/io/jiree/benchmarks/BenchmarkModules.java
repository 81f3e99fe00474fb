package io.jiree.benchmarks;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the compiled modules the benchmarks run: resources of this jar, or test-modules/ of the checkout. */
final class BenchmarkModules {
    private BenchmarkModules() {}

    /** The bytes of a .vmfb packaged with the benchmarks, e.g. {@code vm/vm_loop.vmfb}. */
    static byte[] resource(String name) {
        try (InputStream in = BenchmarkModules.class.getResourceAsStream("/" + name)) {
            if (in == null) {
                throw JireeException.of(
                        StatusCode.NOT_FOUND,
                        "benchmark module '%s' is not on the class path; rebuild with mvn -pl benchmarks -am package",
                        name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new JireeException(
                    StatusCode.DATA_LOSS, "reading benchmark module '" + name + "': " + e.getMessage());
        }
    }

    /**
     * A file of the checkout's test-modules/ (the root comes from {@code -Djiree.repo.root}, which
     * benchmarks/run sets, or the working directory).
     */
    static Path testModule(String relative) {
        Path root = Path.of(System.getProperty("jiree.repo.root", "."));
        Path p = root.resolve("test-modules").resolve(relative);
        if (!Files.isRegularFile(p)) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "%s does not exist; run from the checkout root or pass -Djiree.repo.root=<checkout>",
                    p);
        }
        return p;
    }
}
