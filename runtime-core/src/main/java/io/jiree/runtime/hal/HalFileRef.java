package io.jiree.runtime.hal;

import io.jiree.vm.RefType;
import io.jiree.vm.VmBuffer;
import java.lang.foreign.MemorySegment;

/**
 * {@code !hal.file}: a file backed by host memory ({@code hal.ex.file.from_memory}). Keeps the
 * VM buffer it views reachable; {@link #access()} is the {@code MemoryAccess} it was opened with.
 */
public final class HalFileRef extends HalRef {
    private final VmBuffer backing;
    private final MemorySegment contents;
    private final int access;

    HalFileRef(VmBuffer backing, MemorySegment contents, int access) {
        super(null);
        this.backing = backing;
        this.contents = contents;
        this.access = access;
    }

    public MemorySegment contents() {
        return contents;
    }

    public int access() {
        return access;
    }

    VmBuffer backing() {
        return backing;
    }

    @Override
    public RefType refType() {
        return HalTypes.FILE;
    }
}
