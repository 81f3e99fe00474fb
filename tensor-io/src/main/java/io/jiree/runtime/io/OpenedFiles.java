package io.jiree.runtime.io;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Input files opened while parsing one list of inputs, keyed by the path exactly as written, so
 * that {@code +file} continues where the previous input from the same file stopped and
 * {@code @file} starts again from the beginning.
 */
final class OpenedFiles implements AutoCloseable {
    /** IREE's mode bits in its open errors: read = 2. */
    static final int MODE_READ = 2;

    private final Path baseDirectory;
    private final Map<String, FileChannel> channels = new LinkedHashMap<>();

    OpenedFiles(Path baseDirectory) {
        this.baseDirectory = baseDirectory;
    }

    /** Opens (or reuses) {@code path}; rewinds it unless {@code append}. */
    FileChannel open(String path, boolean append) {
        FileChannel ch = channels.get(path);
        try {
            if (ch != null) {
                if (!append) ch.position(0);
                return ch;
            }
            ch = FileChannel.open(resolve(baseDirectory, path), StandardOpenOption.READ);
        } catch (IOException | RuntimeException e) {
            throw openFailure(path, MODE_READ, e);
        }
        channels.put(path, ch);
        return ch;
    }

    static Path resolve(Path baseDirectory, String path) {
        Path p = Path.of(path);
        return baseDirectory == null ? p : baseDirectory.resolve(p);
    }

    static JireeException openFailure(String path, int mode, Exception cause) {
        return new JireeException(
                StatusCode.UNKNOWN, String.format("unable to open file `%s` with mode %d", path, mode), cause);
    }

    @Override
    public void close() {
        for (FileChannel ch : channels.values()) {
            try {
                ch.close();
            } catch (IOException ignored) {
                // Read-only channels lose nothing on a failed close.
            }
        }
        channels.clear();
    }
}
