package io.jiree.runtime.hal;

import io.jiree.hal.Executable;
import io.jiree.vm.RefType;

/** {@code !hal.executable}: owns one reference to {@link #executable()}. */
public final class HalExecutableRef extends HalRef {
    private final Executable executable;

    private HalExecutableRef(Executable executable) {
        super(executable);
        this.executable = executable;
    }

    /** Wraps an object whose reference the caller hands over. */
    public static HalExecutableRef adopt(Executable executable) {
        return new HalExecutableRef(executable);
    }

    public Executable executable() {
        return executable;
    }

    @Override
    public RefType refType() {
        return HalTypes.EXECUTABLE;
    }
}
