package io.jiree.vm;

/** An import bound to the export of a module instance that provides it. */
public record ResolvedImport(ImportDeclaration declaration, ModuleInstance target, Function function) {
    /** Calls the bound function. */
    public void call(ValueList args, ValueList results) {
        target.call(function.ordinal(), args, results);
    }
}
