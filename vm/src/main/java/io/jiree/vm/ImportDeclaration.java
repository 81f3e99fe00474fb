package io.jiree.vm;

/** A function a module imports: fully qualified name, expected signature, and whether optional. */
public record ImportDeclaration(String fullName, FunctionSignature signature, boolean optional) {
    /** The module part of the name ({@code hal} for {@code hal.buffer_view.create}). */
    public String moduleName() {
        int dot = fullName.indexOf('.');
        return dot < 0 ? "" : fullName.substring(0, dot);
    }

    /** The function part of the name ({@code buffer_view.create}). */
    public String localName() {
        int dot = fullName.indexOf('.');
        return dot < 0 ? fullName : fullName.substring(dot + 1);
    }
}
