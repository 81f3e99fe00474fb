package io.jiree.base;

import java.util.function.Supplier;

/**
 * A value made once per process, on first use: a native library binding's process-wide instance.
 * A failed attempt is not remembered, so the next call tries again and throws its own error.
 */
public final class Once<T> {
    private final Supplier<? extends T> make;
    private volatile T value;

    public Once(Supplier<? extends T> make) {
        this.make = make;
    }

    public T get() {
        T v = value;
        if (v == null) {
            synchronized (this) {
                v = value;
                if (v == null) {
                    v = make.get();
                    value = v;
                }
            }
        }
        return v;
    }
}
