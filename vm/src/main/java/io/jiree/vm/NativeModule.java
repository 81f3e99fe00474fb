package io.jiree.vm;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A module written in Java. Each function is declared with its calling convention and a body that
 * reads its arguments from a {@link ValueList} in order (a variadic span as an i32 count followed
 * by the span's values) and appends its results:
 *
 * <pre>{@code
 * NativeModule<MyState> m = NativeModule.builder("custom", 0, ctx -> new MyState())
 *     .function("add", "0ii_i", (state, args, results) -> results.addI32(args.nextI32() + args.nextI32()))
 *     .build();
 * }</pre>
 *
 * The context checks that results match the declared convention; a body signals failure by
 * throwing {@link JireeException}.
 *
 * @param <S> per-context state type
 */
public final class NativeModule<S> implements Module {
    /** A function body. */
    @FunctionalInterface
    public interface Body<S> {
        void call(S state, ValueList args, ValueList results);
    }

    /** Creates per-context state. */
    @FunctionalInterface
    public interface StateFactory<S> {
        S create(Context context, ResolvedImport[] imports);
    }

    private final String name;
    private final int version;
    private final List<Function> exports;
    private final List<Body<S>> bodies;
    private final List<ImportDeclaration> imports;
    private final StateFactory<S> stateFactory;

    private NativeModule(Builder<S> b) {
        this.name = b.name;
        this.version = b.version;
        this.stateFactory = b.stateFactory;
        this.bodies = List.copyOf(b.bodies);
        this.imports = List.copyOf(b.imports);
        List<Function> fs = new ArrayList<>();
        for (int i = 0; i < b.names.size(); i++) {
            fs.add(new Function(this, i, b.names.get(i), b.signatures.get(i)));
        }
        this.exports = List.copyOf(fs);
    }

    /** A builder for a stateless module. */
    public static Builder<Void> builder(String name, int version) {
        return new Builder<>(name, version, (c, i) -> null);
    }

    /** A builder for a module with per-context state made by {@code stateFactory}. */
    public static <S> Builder<S> builder(String name, int version, StateFactory<S> stateFactory) {
        return new Builder<>(name, version, stateFactory);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int version() {
        return version;
    }

    @Override
    public List<Function> exports() {
        return exports;
    }

    @Override
    public List<ImportDeclaration> imports() {
        return imports;
    }

    @Override
    public ModuleInstance instantiate(Context context, ResolvedImport[] resolved) {
        S state = stateFactory.create(context, resolved);
        return new Instance(state);
    }

    private final class Instance implements ModuleInstance {
        private final S state;

        Instance(S state) {
            this.state = state;
        }

        @Override
        public Module module() {
            return NativeModule.this;
        }

        @Override
        public void call(int exportOrdinal, ValueList args, ValueList results) {
            if (exportOrdinal < 0 || exportOrdinal >= bodies.size()) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "export ordinal %d out of range in module '%s'",
                        exportOrdinal,
                        name);
            }
            int before = results.size();
            try {
                bodies.get(exportOrdinal).call(state, args, results);
            } catch (JireeException e) {
                throw e.annotate("at " + name + "." + exports.get(exportOrdinal).name() + " (native)");
            }
            CallingConvention cc = exports.get(exportOrdinal).signature().callingConvention();
            int produced = results.size() - before;
            if (produced != cc.results().length()) {
                throw JireeException.of(
                        StatusCode.INTERNAL,
                        "native function %s.%s produced %d results but its calling convention %s declares %d",
                        name,
                        exports.get(exportOrdinal).name(),
                        produced,
                        cc,
                        cc.results().length());
            }
        }
    }

    /** Declares the functions of a native module. */
    public static final class Builder<S> {
        private final String name;
        private final int version;
        private final StateFactory<S> stateFactory;
        private final List<String> names = new ArrayList<>();
        private final List<FunctionSignature> signatures = new ArrayList<>();
        private final List<Body<S>> bodies = new ArrayList<>();
        private final List<ImportDeclaration> imports = new ArrayList<>();

        private Builder(String name, int version, StateFactory<S> stateFactory) {
            this.name = Objects.requireNonNull(name, "name");
            this.version = version;
            this.stateFactory = Objects.requireNonNull(stateFactory, "stateFactory");
        }

        /** Adds an exported function {@code localName} with calling convention {@code cconv}. */
        public Builder<S> function(String localName, String cconv, Body<S> body) {
            return function(localName, cconv, Map.of(), body);
        }

        /** As {@link #function(String, String, Body)} with reflection attributes. */
        public Builder<S> function(String localName, String cconv, Map<String, String> attributes, Body<S> body) {
            if (names.contains(localName)) {
                throw JireeException.of(
                        StatusCode.ALREADY_EXISTS, "module '%s' already declares function '%s'", name, localName);
            }
            names.add(localName);
            signatures.add(new FunctionSignature(CallingConvention.parse(cconv), attributes));
            bodies.add(Objects.requireNonNull(body, "body"));
            return this;
        }

        /** Declares an import the state factory receives resolved. */
        public Builder<S> importFunction(String fullName, String cconv, boolean optional) {
            imports.add(new ImportDeclaration(fullName, FunctionSignature.of(cconv), optional));
            return this;
        }

        public NativeModule<S> build() {
            return new NativeModule<>(this);
        }
    }
}
