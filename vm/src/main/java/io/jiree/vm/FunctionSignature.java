package io.jiree.vm;

import java.util.Map;

/**
 * A function's calling convention plus its reflection attributes (e.g. {@code iree.abi.declaration}).
 * The calling convention may be null for internal functions without one.
 */
public record FunctionSignature(CallingConvention callingConvention, Map<String, String> attributes) {
    public FunctionSignature {
        attributes = Map.copyOf(attributes);
    }

    public static FunctionSignature of(String cconv) {
        return new FunctionSignature(CallingConvention.parse(cconv), Map.of());
    }

    /** A reflection attribute or null. */
    public String attribute(String key) {
        return attributes.get(key);
    }
}
