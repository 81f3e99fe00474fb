/** Status codes, the one exception type, element types, native library and environment helpers. */
module io.jiree.base {
    exports io.jiree.base;
}
