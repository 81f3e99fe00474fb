package io.jiree.runtime;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.runtime.io.TensorText;
import io.jiree.vm.Function;
import java.util.ArrayList;
import java.util.List;

/**
 * What a function of a loaded program takes and returns, as the host sees it (ONNX Runtime's
 * {@code getInputInfo}): read from the function's reflection, the {@code iree.abi.declaration}
 * the compiler writes ({@code sync func @f(%input0: tensor<?x4xf32>) -> (%output0: tensor<4xf32>)}),
 * and where that is missing or does not match, from its calling convention. A
 * {@code coarse-fences} function's wait and signal fences are not listed: the session passes them.
 *
 * @param name the function's export name
 * @param arguments what a call passes, in order
 * @param results what a call returns, in order
 * @param writesGlobals whether calls may change the program's globals, and so run alone
 * @param async whether it is a {@code coarse-fences} function (its call waits on its signal fence)
 * @param declaration the declaration it was read from, or "" when the function has none
 */
public record FunctionInfo(
        String name,
        List<Value> arguments,
        List<Value> results,
        boolean writesGlobals,
        boolean async,
        String declaration) {
    /** A dimension whose size is known only when the function is called. */
    public static final long DYNAMIC = -1;

    public FunctionInfo {
        arguments = List.copyOf(arguments);
        results = List.copyOf(results);
    }

    /** What an argument or result is. */
    public enum Kind {
        /** A tensor (a buffer view on the device): {@link Session#call} takes a HostTensor or DeviceTensor. */
        TENSOR,
        /** A number (i32, i64, f32, f64; an index is an i64). */
        SCALAR,
        /** A VM list. */
        LIST,
        /** Any other reference (a buffer, a device object, or a ref the declaration does not type). */
        OTHER
    }

    /**
     * One argument or result.
     *
     * @param name its name in the declaration ({@code input0}, {@code output1}) or {@code argN} /
     *     {@code resultN}
     * @param kind tensor, scalar, list or other
     * @param type its type as written ({@code tensor<?x4xf32>}, {@code i64}, {@code !hal.buffer_view})
     * @param elementType a tensor's or scalar's element type; null when not declared
     * @param shape a tensor's dimensions, {@link #DYNAMIC} where dynamic; null when not declared
     */
    public record Value(String name, Kind kind, String type, ElementType elementType, List<Long> shape) {
        public Value {
            shape = shape == null ? null : List.copyOf(shape);
        }

        /** Whether a tensor has a dimension known only at the call (false when the shape is not declared). */
        public boolean hasDynamicShape() {
            return shape != null && shape.contains(DYNAMIC);
        }
    }

    /** The description of {@code f}, whose calls change globals when {@code writesGlobals}. */
    static FunctionInfo of(Function f, boolean writesGlobals) {
        String decl = f.signature().attribute("iree.abi.declaration");
        boolean async = PreparedCall.isAsync(f);
        String hostArgs = PreparedCall.inputTypes(f);
        String hostResults = f.signature().callingConvention().results();
        List<Value> args = null;
        List<Value> results = null;
        if (decl != null) {
            int open = decl.indexOf('(');
            int close = matching(decl, open);
            if (open >= 0 && close > open) {
                args = values(decl.substring(open + 1, close), "arg");
                if (async) {
                    args.removeIf(v -> v.type().equals("!hal.fence"));
                }
                int arrow = decl.indexOf("->", close);
                results = arrow < 0
                        ? List.of()
                        : values(stripParens(decl.substring(arrow + 2).trim()), "result");
            }
        }
        if (args == null || args.size() != hostArgs.length()) {
            args = fromCallingConvention(hostArgs, "arg");
        }
        if (results == null || results.size() != hostResults.length()) {
            results = fromCallingConvention(hostResults, "result");
        }
        return new FunctionInfo(f.name(), args, results, writesGlobals, async, decl == null ? "" : decl);
    }

    private static String stripParens(String s) {
        return s.startsWith("(") && matching(s, 0) == s.length() - 1 ? s.substring(1, s.length() - 1) : s;
    }

    // The index of the bracket closing the one at `open`, or -1.
    private static int matching(String s, int open) {
        if (open < 0) {
            return -1;
        }
        int depth = 0;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '<' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == '>' || c == ']' || c == '}') {
                if (--depth == 0) {
                    return i;
                }
            }
        }
        return -1;
    }

    // `%input0: tensor<2xf32>, %input1: i32 {attrs}` split at the commas outside brackets.
    private static List<Value> values(String list, String prefix) {
        List<Value> out = new ArrayList<>();
        int depth = 0;
        int from = 0;
        for (int i = 0; i <= list.length(); i++) {
            char c = i < list.length() ? list.charAt(i) : ',';
            if (c == '(' || c == '<' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == '>' || c == ']' || c == '}') {
                depth--;
            } else if (c == ',' && depth == 0) {
                String item = list.substring(from, i).trim();
                if (!item.isEmpty()) {
                    out.add(value(item, prefix + out.size()));
                }
                from = i + 1;
            }
        }
        return out;
    }

    private static Value value(String item, String fallbackName) {
        String name = fallbackName;
        String type = item;
        int colon = item.indexOf(':');
        if (item.startsWith("%") && colon > 0) {
            name = item.substring(1, colon).trim();
            type = item.substring(colon + 1).trim();
        }
        int attrs = type.indexOf(" {");
        if (attrs > 0) {
            type = type.substring(0, attrs).trim();
        }
        if (type.startsWith("tensor<") && type.endsWith(">")) {
            String[] parts = type.substring(7, type.length() - 1).split("x", -1);
            List<Long> shape = new ArrayList<>();
            for (int i = 0; i < parts.length - 1; i++) {
                shape.add(parts[i].equals("?") ? DYNAMIC : parseDimension(parts[i]));
            }
            if (!shape.contains(null)) {
                return new Value(name, Kind.TENSOR, type, element(parts[parts.length - 1]), shape);
            }
            return new Value(name, Kind.TENSOR, type, null, null);
        }
        if (type.equals("!hal.buffer_view")) {
            return new Value(name, Kind.TENSOR, type, null, null);
        }
        if (type.equals("index")) {
            return new Value(name, Kind.SCALAR, type, ElementType.INT_64, null);
        }
        if (type.matches("[iuf]\\d+|si\\d+|ui\\d+|bf16")) {
            return new Value(name, Kind.SCALAR, type, element(type), null);
        }
        if (type.startsWith("!util.list") || type.startsWith("!vm.list")) {
            return new Value(name, Kind.LIST, type, null, null);
        }
        return new Value(name, Kind.OTHER, type, null, null);
    }

    private static Long parseDimension(String s) {
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static ElementType element(String text) {
        try {
            return TensorText.parseElementType(text);
        } catch (JireeException e) {
            return null; // a type the host has no element type for (a complex or encoded one)
        }
    }

    private static List<Value> fromCallingConvention(String types, String prefix) {
        List<Value> out = new ArrayList<>();
        for (int i = 0; i < types.length(); i++) {
            String name = prefix + i;
            out.add(
                    switch (types.charAt(i)) {
                        case 'i' -> new Value(name, Kind.SCALAR, "i32", ElementType.INT_32, null);
                        case 'I' -> new Value(name, Kind.SCALAR, "i64", ElementType.INT_64, null);
                        case 'f' -> new Value(name, Kind.SCALAR, "f32", ElementType.FLOAT_32, null);
                        case 'F' -> new Value(name, Kind.SCALAR, "f64", ElementType.FLOAT_64, null);
                        default -> new Value(name, Kind.OTHER, "!vm.ref<?>", null, null);
                    });
        }
        return out;
    }
}
