/** Parameter files (.irpa, .safetensors, .gguf) indexed by scope, and the io_parameters VM module. */
module io.jiree.runtime.params {
    requires transitive io.jiree.runtime.hal;

    exports io.jiree.runtime.params;
}
