package io.jiree.vm;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * An ordered set of module instances linked together. Modules are added in order; each module's
 * imports resolve against the modules added before it (the latest module of a name wins), its
 * state is created, and its initializer runs — as IREE's {@code iree_vm_context_register_modules}.
 * {@link #close()} releases the modules' state (the refs their globals hold), newest first.
 */
public final class Context implements AutoCloseable {
    private final List<Module> modules = new ArrayList<>();
    private final List<ModuleInstance> instances = new ArrayList<>();
    private final Map<Module, ModuleInstance> byModule = new IdentityHashMap<>();
    private final Engine engine;
    private boolean closed;

    private Context(Engine engine) {
        this.engine = engine;
    }

    /** Creates a context holding {@code modules}, linked and initialized in order, on the default engine. */
    public static Context create(Module... modules) {
        return create(List.of(modules));
    }

    /** Creates a context holding {@code modules}, linked and initialized in order, on the default engine. */
    public static Context create(List<? extends Module> modules) {
        return create(Engine.defaultEngine(), modules);
    }

    /** Creates a context holding {@code modules}, linked and initialized in order, run by {@code engine}. */
    public static Context create(Engine engine, List<? extends Module> modules) {
        Context context = new Context(engine);
        for (Module m : modules) {
            context.register(m);
        }
        return context;
    }

    /** Adds one more module: resolves its imports, instantiates it, runs its initializer. */
    public synchronized ModuleInstance register(Module module) {
        checkOpen();
        if (byModule.containsKey(module)) {
            throw JireeException.of(
                    StatusCode.ALREADY_EXISTS, "module '%s' is already registered in this context", module.name());
        }
        List<ImportDeclaration> decls = module.imports();
        ResolvedImport[] resolved = new ResolvedImport[decls.size()];
        for (int i = 0; i < resolved.length; i++) {
            resolved[i] = resolve(module, decls.get(i));
        }
        ModuleInstance instance = module.instantiate(this, resolved);
        modules.add(module);
        instances.add(instance);
        byModule.put(module, instance);
        try {
            instance.initialize();
        } catch (JireeException e) {
            // A module whose initializer failed is not part of the context.
            modules.removeLast();
            instances.removeLast();
            byModule.remove(module);
            instance.close();
            throw e.annotate("while initializing module '" + module.name() + "'");
        }
        return instance;
    }

    private ResolvedImport resolve(Module importer, ImportDeclaration decl) {
        String moduleName = decl.moduleName();
        for (int i = instances.size() - 1; i >= 0; i--) {
            Module m = modules.get(i);
            if (!m.name().equals(moduleName)) {
                continue;
            }
            Function f = m.lookupExport(decl.localName());
            if (f == null) {
                continue;
            }
            CallingConvention expected =
                    decl.signature() == null ? null : decl.signature().callingConvention();
            CallingConvention actual = f.signature().callingConvention();
            if (expected != null && (actual == null || !expected.text().equals(actual.text()))) {
                throw JireeException.of(
                        StatusCode.INTERNAL,
                        "import function %s signature mismatch between %s and source %s; expected %s but got %s",
                        decl.fullName(),
                        importer.name(),
                        m.name(),
                        expected,
                        actual);
            }
            return new ResolvedImport(decl, instances.get(i), f);
        }
        if (decl.optional()) {
            return null;
        }
        throw JireeException.of(
                StatusCode.NOT_FOUND,
                "module '%s' imports function '%s' which no module registered before it provides; "
                        + "add the module that exports it (e.g. the '%s' module) to the context first",
                importer.name(),
                decl.fullName(),
                moduleName);
    }

    /** How the context runs bytecode functions. */
    public Engine engine() {
        return engine;
    }

    /** Modules in registration order. */
    public synchronized List<Module> modules() {
        return List.copyOf(modules);
    }

    /** The instance of {@code module} in this context, or null. */
    public synchronized ModuleInstance instance(Module module) {
        return byModule.get(module);
    }

    /** Looks up {@code module.function} (e.g. {@code module.main}); NOT_FOUND if absent. */
    public synchronized Function lookupFunction(String qualifiedName) {
        int dot = qualifiedName.indexOf('.');
        if (dot <= 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "function name '%s' is not qualified; use 'module.function'",
                    qualifiedName);
        }
        String moduleName = qualifiedName.substring(0, dot);
        String local = qualifiedName.substring(dot + 1);
        for (int i = modules.size() - 1; i >= 0; i--) {
            Module m = modules.get(i);
            if (m.name().equals(moduleName)) {
                Function f = m.lookupExport(local);
                if (f != null) {
                    return f;
                }
            }
        }
        throw JireeException.of(
                StatusCode.NOT_FOUND,
                "function '%s' not found in the context (modules: %s)",
                qualifiedName,
                modules.stream().map(Module::name).toList());
    }

    /** Calls {@code function} with Java values; see {@link Invocation#invoke}. */
    public List<Object> invoke(Function function, Object... args) {
        synchronized (this) {
            checkOpen();
        }
        return Invocation.invoke(this, function, args);
    }

    private void checkOpen() {
        if (closed) {
            throw new JireeException(StatusCode.FAILED_PRECONDITION, "context is closed");
        }
    }

    /** Releases every module instance's state, newest first; later calls and registrations fail. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (int i = instances.size() - 1; i >= 0; i--) {
            instances.get(i).close();
        }
    }
}
