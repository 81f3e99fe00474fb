package io.jiree.runtime.params;

import java.lang.foreign.MemorySegment;

/**
 * One named parameter of an index ({@code iree_io_parameter_index_entry_t}): {@code length} bytes
 * that are either a range of a {@link ParameterFile} or a repeating little-endian pattern.
 *
 * @param key       the name programs refer to it by
 * @param length    its size in bytes
 * @param file      the file holding the bytes; null for a splat
 * @param offset    where the bytes start in {@code file}
 * @param pattern   the splat pattern (1 to 16 bytes); null for file-backed entries
 * @param metadata  the format's per-entry metadata (may be empty)
 */
public record ParameterEntry(
        String key, long length, ParameterFile file, long offset, byte[] pattern, MemorySegment metadata) {
    /** An entry backed by {@code length} bytes of {@code file} at {@code offset}. */
    public static ParameterEntry ofFile(String key, ParameterFile file, long offset, long length) {
        return new ParameterEntry(key, length, file, offset, null, MemorySegment.NULL);
    }

    /** An entry of {@code length} bytes repeating {@code pattern}. */
    public static ParameterEntry ofSplat(String key, long length, byte[] pattern) {
        return new ParameterEntry(key, length, null, 0, pattern.clone(), MemorySegment.NULL);
    }

    public boolean isSplat() {
        return file == null;
    }

    /** The bytes of a file-backed entry. */
    public MemorySegment contents() {
        if (file == null) {
            throw new IllegalStateException("a splat parameter has no file contents");
        }
        return file.contents().asSlice(offset, length);
    }
}
