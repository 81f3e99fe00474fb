package io.jiree.base;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the pinned IREE reference tools are, for the tests that compare with them: the
 * {@code bin} directory of the venv {@code test-modules/build} installs
 * ({@code ~/.cache/jiree/iree-<test-modules/IREE_VERSION>}), or of {@code JIREE_IREE_VENV}. A
 * test skips without them, unless {@code JIREE_REFERENCE_REQUIRED=1} (CI) makes that a failure.
 */
public final class ReferenceTools {
    private ReferenceTools() {}

    /** The reference tools' directory for the checkout at {@code repoRoot}. */
    public static Path bin(Path repoRoot) {
        String venv = System.getenv("JIREE_IREE_VENV");
        return (venv != null && !venv.isEmpty()
                        ? Path.of(venv)
                        : Path.of(System.getProperty("user.home"), ".cache", "jiree", "iree-" + version(repoRoot)))
                .resolve("bin");
    }

    /** Why the reference tools cannot be used: null when every one of {@code tools} is there. */
    public static String missing(Path repoRoot, String... tools) {
        Path bin = bin(repoRoot);
        for (String tool : tools) {
            if (!Files.isExecutable(bin.resolve(tool))) {
                return "the pinned IREE " + version(repoRoot) + " tools are not in " + bin
                        + " (test-modules/build installs them there, or set JIREE_IREE_VENV)";
            }
        }
        return null;
    }

    /** Whether missing reference tools fail a test (CI) instead of skipping it. */
    public static boolean required() {
        return "1".equals(System.getenv("JIREE_REFERENCE_REQUIRED"));
    }

    private static String version(Path repoRoot) {
        try {
            return Files.readString(repoRoot.resolve("test-modules/IREE_VERSION"))
                    .strip();
        } catch (IOException e) {
            throw new JireeException(
                    StatusCode.NOT_FOUND, "cannot read " + repoRoot.resolve("test-modules/IREE_VERSION"), e);
        }
    }
}
