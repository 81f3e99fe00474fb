/** Small programs on jiree's embedding API. */
module io.jiree.examples {
    requires io.jiree.runtime;
    requires jdk.httpserver;

    exports io.jiree.examples;
}
