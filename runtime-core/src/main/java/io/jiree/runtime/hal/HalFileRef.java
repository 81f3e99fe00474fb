package io.jiree.runtime.hal;

import io.jiree.hal.HalFile;
import io.jiree.vm.RefType;

/**
 * {@code !hal.file}: owns one reference to {@link #file()} and keeps the memory it views (a VM
 * buffer, for {@code hal.ex.file.from_memory}) reachable.
 */
public final class HalFileRef extends HalRef {
    private final HalFile file;

    @SuppressWarnings("unused")
    private final Object backing;

    private HalFileRef(HalFile file, Object backing) {
        super(file);
        this.file = file;
        this.backing = backing;
    }

    /** Wraps a file whose reference the caller hands over; {@code backing} is the memory it views. */
    public static HalFileRef adopt(HalFile file, Object backing) {
        return new HalFileRef(file, backing);
    }

    public HalFile file() {
        return file;
    }

    @Override
    public RefType refType() {
        return HalTypes.FILE;
    }
}
