package io.jiree.runtime.params;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A parameter file mapped read-only into memory, or parameter bytes given in memory. The mapping
 * lives as long as this object (or any buffer that aliases it) is reachable: buffers imported
 * from it keep it as their backing.
 */
public final class ParameterFile {
    private final String name;
    private final MemorySegment contents;

    private ParameterFile(String name, MemorySegment contents) {
        this.name = name;
        this.contents = contents;
    }

    /** Maps {@code path} read-only; NOT_FOUND when it does not exist, UNAVAILABLE when it cannot be read. */
    public static ParameterFile map(Path path) {
        return open(path, ch -> {
            long size = ch.size();
            return size == 0
                    ? Arena.ofAuto().allocate(1).asSlice(0, 0)
                    : ch.map(FileChannel.MapMode.READ_ONLY, 0, size, Arena.ofAuto());
        });
    }

    private interface Reader {
        MemorySegment read(FileChannel channel) throws IOException;
    }

    private static ParameterFile open(Path path, Reader reader) {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            return new ParameterFile(path.toString(), reader.read(ch));
        } catch (NoSuchFileException e) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "parameter file '%s' does not exist; check the path given to --parameters",
                    path);
        } catch (IOException e) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE, "failed to read parameter file '%s': %s", path, e.getMessage());
        }
    }

    /**
     * Reads all of {@code path} into native memory now ({@code --parameter_mode=preload}): later use
     * never waits on the disk, at the cost of the whole file in memory up front.
     */
    public static ParameterFile preload(Path path) {
        return open(path, ch -> {
            long size = ch.size();
            MemorySegment segment =
                    Arena.ofAuto().allocate(Math.max(1, size), 64).asSlice(0, size);
            // Copied through a mapping that is unmapped at once: any size (a ByteBuffer stops at 2 GiB).
            try (Arena mapping = Arena.ofConfined()) {
                if (size > 0) {
                    MemorySegment.copy(ch.map(FileChannel.MapMode.READ_ONLY, 0, size, mapping), 0, segment, 0, size);
                }
            }
            return segment.asReadOnly();
        });
    }

    /** Parameter bytes already in native memory (kept reachable by this object). */
    public static ParameterFile ofMemory(String name, MemorySegment contents) {
        if (!contents.isNative()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "in-memory parameters '%s' must be off-heap (native) memory", name);
        }
        return new ParameterFile(name, contents);
    }

    /** The path (or name) the contents came from, for messages. */
    public String name() {
        return name;
    }

    public MemorySegment contents() {
        return contents;
    }

    public long length() {
        return contents.byteSize();
    }

    @Override
    public String toString() {
        return name;
    }
}
