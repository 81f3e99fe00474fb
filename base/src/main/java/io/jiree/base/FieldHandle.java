package io.jiree.base;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The VarHandle of a field, for a counter or flag updated atomically in the object that owns it
 * (one object less than an {@code Atomic*} beside it, on objects made for every call).
 */
public final class FieldHandle {
    private FieldHandle() {}

    /**
     * The handle of field {@code name} of type {@code type} in the class {@code lookup} was made
     * in (pass {@code MethodHandles.lookup()}); fails class initialization if there is none.
     */
    public static VarHandle of(MethodHandles.Lookup lookup, String name, Class<?> type) {
        try {
            return lookup.findVarHandle(lookup.lookupClass(), name, type);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
