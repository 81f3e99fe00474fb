/** Tensors on the host as iree-run-module reads and writes them: text, .npy, expected-output comparison. */
module io.jiree.runtime.io {
    requires transitive io.jiree.base;

    exports io.jiree.runtime.io;
}
