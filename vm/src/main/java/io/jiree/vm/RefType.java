package io.jiree.vm;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A named reference type such as {@code !vm.buffer} or {@code !hal.buffer_view}. Types are
 * interned by name, so two modules that name the same type share one instance and type checks are
 * identity comparisons. Native modules register the types they expose, each bound to the Java
 * class (usually an interface) of its objects, as IREE's {@code iree_vm_ref_register_type} binds
 * a descriptor: {@link #of(Object)} then finds the type of any object a register holds.
 */
public final class RefType {
    private static final ConcurrentHashMap<String, RefType> BY_NAME = new ConcurrentHashMap<>();
    private static final List<Binding> BINDINGS = new CopyOnWriteArrayList<>();
    // Bumped by each binding, so that a class looked up before its type was bound is looked up again.
    private static volatile int bindingsVersion;
    private static final ClassValue<Found> BY_CLASS = new ClassValue<>() {
        @Override
        protected Found computeValue(Class<?> type) {
            int version = bindingsVersion;
            for (Binding b : BINDINGS) {
                if (b.javaType().isAssignableFrom(type)) {
                    return new Found(b.refType(), version);
                }
            }
            return new Found(null, version);
        }
    };

    private record Binding(Class<?> javaType, RefType refType) {}

    private record Found(RefType refType, int version) {}

    /** The opaque {@code !vm.ref<?>} type: matches any reference. */
    public static final RefType ANY = register("!vm.ref<?>");
    /** {@code !vm.buffer}: a byte buffer, see {@link VmBuffer}. */
    public static final RefType BUFFER = register("!vm.buffer", VmBuffer.class);
    /** {@code !vm.list}: a list of values or references, see {@link VmList}. */
    public static final RefType LIST = register("!vm.list", VmList.class);

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

    /**
     * Returns the type named {@code name}, as {@link #register(String)}, and makes it the type of
     * every object of {@code javaType} (an interface or class; objects implementing {@link VmRef}
     * name their own type instead).
     */
    public static RefType register(String name, Class<?> javaType) {
        RefType type = register(name);
        Objects.requireNonNull(javaType, "javaType");
        synchronized (BINDINGS) {
            for (Binding b : BINDINGS) {
                if (b.javaType() == javaType) {
                    if (b.refType() != type) {
                        throw JireeException.of(
                                StatusCode.ALREADY_EXISTS, "%s is already the class of %s", javaType, b.refType());
                    }
                    return type;
                }
            }
            BINDINGS.add(new Binding(javaType, type));
            bindingsVersion++;
        }
        return type;
    }

    /** The type of a register value: its own for a {@link VmRef}, else its class's; null if none. */
    public static RefType of(Object ref) {
        if (ref instanceof VmRef r) {
            return r.refType();
        }
        return ref == null ? null : ofClass(ref.getClass());
    }

    /** The type bound to {@code javaType} or to the class or interface it extends; null if none. */
    public static RefType ofClass(Class<?> javaType) {
        Found found = BY_CLASS.get(javaType);
        if (found.version() != bindingsVersion) {
            BY_CLASS.remove(javaType);
            found = BY_CLASS.get(javaType);
        }
        return found.refType();
    }

    /** The name of a value's type for messages: its ref type, or its Java class when it has none. */
    public static String describe(Object ref) {
        RefType t = of(ref);
        return t != null ? t.name() : ref == null ? "null" : ref.getClass().getSimpleName();
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
        return actual != null && (this == ANY || this == actual);
    }

    @Override
    public String toString() {
        return name;
    }
}
