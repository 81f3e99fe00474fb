package io.jiree.vm;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.ArrayList;
import java.util.List;

/**
 * Calls a function of a context with Java values. Arguments follow the function's calling
 * convention: {@code i} takes an Integer, {@code I} a Long, {@code f} a Float, {@code F} a Double,
 * {@code r} any ref object or null, and a variadic span takes a {@code List<Object[]>} (one array
 * per repetition). Results come back in the same boxed forms; each ref result carries one
 * reference for the caller ({@link VmRef#release(Object)} when done with it).
 */
public final class Invocation {
    private Invocation() {}

    public static List<Object> invoke(Context context, Function function, Object... args) {
        ModuleInstance instance = context.instance(function.module());
        if (instance == null) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "function %s belongs to a module not registered in this context",
                    function);
        }
        CallingConvention cc = function.signature().callingConvention();
        if (cc == null) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "function %s has no calling convention and cannot be invoked",
                    function);
        }
        ValueList in = new ValueList(Math.max(4, args.length));
        packArguments(function, cc.arguments(), args, in);
        ValueList out = new ValueList(Math.max(4, cc.results().length()));
        try {
            instance.call(function.ordinal(), in, out);
        } catch (StackOverflowError e) {
            throw new JireeException(
                    StatusCode.RESOURCE_EXHAUSTED,
                    "call stack exhausted while running " + function + "; the program recurses too deeply");
        }
        List<Object> results = new ArrayList<>();
        out.rewind();
        String res = cc.results();
        if (out.size() != countSlots(res)) {
            throw JireeException.of(
                    StatusCode.INTERNAL,
                    "%s returned %d values but its calling convention %s declares %d",
                    function,
                    out.size(),
                    cc,
                    countSlots(res));
        }
        for (int i = 0; i < res.length(); i++) {
            results.add(
                    switch (res.charAt(i)) {
                        case 'i' -> out.nextI32();
                        case 'I' -> out.nextI64();
                        case 'f' -> out.nextF32();
                        case 'F' -> out.nextF64();
                        default -> out.nextRef();
                    });
        }
        return results;
    }

    private static int countSlots(String fragment) {
        return fragment.length();
    }

    private static void packArguments(Function function, String fragment, Object[] args, ValueList out) {
        int argIndex = 0;
        for (int i = 0; i < fragment.length(); i++) {
            char c = fragment.charAt(i);
            if (c == 'C') {
                int end = fragment.indexOf('D', i);
                String span = fragment.substring(i + 1, end);
                Object a = argAt(function, args, argIndex++);
                if (!(a instanceof List<?> reps)) {
                    throw badArg(function, argIndex - 1, "a List<Object[]> for variadic span C" + span + "D", a);
                }
                out.addI32(reps.size());
                for (Object rep : reps) {
                    Object[] values = rep instanceof Object[] arr ? arr : new Object[] {rep};
                    if (values.length != span.length()) {
                        throw badArg(function, argIndex - 1, span.length() + " values per span element", rep);
                    }
                    for (int k = 0; k < span.length(); k++) {
                        pack(function, span.charAt(k), values[k], argIndex - 1, out);
                    }
                }
                i = end;
            } else {
                pack(function, c, argAt(function, args, argIndex), argIndex, out);
                argIndex++;
            }
        }
        if (argIndex != args.length) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s takes %d arguments (%s) but %d were given",
                    function,
                    argIndex,
                    function.signature().callingConvention(),
                    args.length);
        }
    }

    private static Object argAt(Function function, Object[] args, int index) {
        if (index >= args.length) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s expects more than %d arguments (%s)",
                    function,
                    args.length,
                    function.signature().callingConvention());
        }
        return args[index];
    }

    private static void pack(Function function, char c, Object a, int index, ValueList out) {
        switch (c) {
            case 'i' -> out.addI32(a instanceof Integer v ? v : (int) number(function, index, a, "i32"));
            case 'I' -> out.addI64(a instanceof Long v ? v : number(function, index, a, "i64"));
            case 'f' -> out.addF32(a instanceof Float v ? v : (float) real(function, index, a, "f32"));
            case 'F' -> out.addF64(a instanceof Double v ? v : real(function, index, a, "f64"));
            case 'r' -> out.addRef(a);
            default -> throw badArg(function, index, "type '" + c + "'", a);
        }
    }

    private static long number(Function function, int index, Object a, String type) {
        if (a instanceof Integer || a instanceof Long || a instanceof Short || a instanceof Byte) {
            return ((Number) a).longValue();
        }
        throw badArg(function, index, "an integer (" + type + ")", a);
    }

    private static double real(Function function, int index, Object a, String type) {
        if (a instanceof Number n) {
            return n.doubleValue();
        }
        throw badArg(function, index, "a number (" + type + ")", a);
    }

    private static JireeException badArg(Function function, int index, String expected, Object got) {
        return JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "argument %d of %s must be %s but got %s",
                index,
                function,
                expected,
                got == null ? "null" : got.getClass().getSimpleName() + " " + got);
    }
}
