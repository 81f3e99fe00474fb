package io.jiree.vm;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A named reference type such as {@code !vm.buffer} or {@code !hal.buffer_view}. Types are
 * interned by name, so two modules that name the same type share one instance and type checks are
 * identity comparisons. Native modules call {@link #register} for the types they expose.
 */
public final class RefType {
    private static final ConcurrentHashMap<String, RefType> BY_NAME = new ConcurrentHashMap<>();

    /** The opaque {@code !vm.ref<?>} type: matches any reference. */
    public static final RefType ANY = register("!vm.ref<?>");
    /** {@code !vm.buffer}: a byte buffer, see {@link VmBuffer}. */
    public static final RefType BUFFER = register("!vm.buffer");
    /** {@code !vm.list}: a list of values or references, see {@link VmList}. */
    public static final RefType LIST = register("!vm.list");

    private final String name;

    private RefType(String name) {
        this.name = name;
    }

    /** Returns the type with this fully qualified name, creating it on first use. */
    public static RefType register(String name) {
        Objects.requireNonNull(name, "name");
        String key = canonical(name);
        return BY_NAME.computeIfAbsent(key, RefType::new);
    }

    /** The type registered under {@code name}, or null. */
    public static RefType lookup(String name) {
        return BY_NAME.get(canonical(name));
    }

    // Lists are one runtime type whatever their element type; "hal.buffer" and "!hal.buffer"
    // name the same type.
    private static String canonical(String name) {
        String n = name.startsWith("!") ? name : "!" + name;
        if (n.startsWith("!vm.list<") || n.equals("!vm.list")) {
            return "!vm.list";
        }
        return n;
    }

    public String name() {
        return name;
    }

    /** True when a reference of type {@code actual} may be stored where this type is expected. */
    public boolean accepts(RefType actual) {
        return this == ANY || this == actual;
    }

    @Override
    public String toString() {
        return name;
    }
}
