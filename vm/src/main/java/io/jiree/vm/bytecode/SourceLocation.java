package io.jiree.vm.bytecode;

/** A source location from a module's debug database, formatted as MLIR prints locations. */
public record SourceLocation(String text) {
    @Override
    public String toString() {
        return text;
    }
}
