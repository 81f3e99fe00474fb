package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;

/**
 * A file the device queue can read from or write to ({@code iree_hal_file_t}); here always
 * backed by host memory ({@code hal.ex.file.from_memory}). {@code access} is a
 * {@link MemoryAccess} set.
 */
public final class HalFile implements Resource {
    private final int access;
    private final MemorySegment contents;
    private final RefCount refs = new RefCount("file");

    public HalFile(int access, MemorySegment contents) {
        if (contents == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "file contents are required");
        }
        this.access = access;
        this.contents = contents;
    }

    public int access() {
        return access;
    }

    public long length() {
        return contents.byteSize();
    }

    /** The bytes {@code [offset, offset+length)}, checked against the file's access and size. */
    public MemorySegment range(int requiredAccess, long offset, long length) {
        refs.checkLive();
        if ((access & requiredAccess) != requiredAccess) {
            throw JireeException.of(
                    StatusCode.PERMISSION_DENIED,
                    "file does not allow the requested access; file allows %s, operation requires %s",
                    MemoryAccess.NAMES.format(access),
                    MemoryAccess.NAMES.format(requiredAccess));
        }
        if (offset < 0 || length < 0 || offset > contents.byteSize() - length) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "file range (offset=%d, length=%d) is outside the %d-byte file",
                    offset,
                    length,
                    contents.byteSize());
        }
        if ((requiredAccess & MemoryAccess.WRITE) != 0 && contents.isReadOnly()) {
            throw new JireeException(StatusCode.PERMISSION_DENIED, "file memory is read-only");
        }
        return contents.asSlice(offset, length);
    }

    @Override
    public void retain() {
        refs.retain();
    }

    @Override
    public void close() {
        refs.release();
    }
}
