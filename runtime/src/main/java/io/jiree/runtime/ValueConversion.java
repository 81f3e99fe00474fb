package io.jiree.runtime;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferView;
import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.RefType;
import io.jiree.vm.TypeDef;
import io.jiree.vm.ValueList;
import io.jiree.vm.ValueType;
import io.jiree.vm.VmList;
import io.jiree.vm.VmRef;
import java.util.ArrayList;
import java.util.List;

/** Host values to VM values and back, as {@code iree-run-module}'s function I/O does it. */
final class ValueConversion {
    private ValueConversion() {}

    /** A Java value as a host value: boxed scalars, host tensors, host values, or null. */
    static HostValue toHostValue(Object o) {
        return switch (o) {
            case null -> new HostValue.Null();
            case HostValue v -> v;
            case HostTensor t -> new HostValue.Tensor(t);
            case Integer v -> new HostValue.I32(v);
            case Long v -> new HostValue.I64(v);
            case Float v -> new HostValue.F32(v);
            case Double v -> new HostValue.F64(v);
            case Short v -> new HostValue.I16(v);
            case Byte v -> new HostValue.I8(v);
            default ->
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "cannot pass a %s to a function; pass Integer, Long, Float, Double, a HostTensor (see Tensors) "
                                + "or a HostValue",
                        o.getClass().getName());
        };
    }

    /** Appends {@code value} as a VM value of calling-convention type {@code type}. */
    static void pushInput(DeviceTransfer transfer, char type, HostValue value, ValueList out) {
        switch (type) {
            case 'i' ->
                out.addI32(
                        switch (value) {
                            case HostValue.I32 v -> v.value();
                            case HostValue.I16 v -> v.value();
                            case HostValue.I8 v -> v.value();
                            case HostValue.Null n -> 0;
                            default -> throw mismatch("i32", value);
                        });
            case 'I' ->
                out.addI64(
                        switch (value) {
                            case HostValue.I64 v -> v.value();
                            case HostValue.I32 v -> v.value();
                            case HostValue.I16 v -> v.value();
                            case HostValue.I8 v -> v.value();
                            case HostValue.Null n -> 0L;
                            default -> throw mismatch("i64", value);
                        });
            case 'f' ->
                out.addF32(
                        switch (value) {
                            case HostValue.F32 v -> v.value();
                            case HostValue.Null n -> 0f;
                            default -> throw mismatch("f32", value);
                        });
            case 'F' ->
                out.addF64(
                        switch (value) {
                            case HostValue.F64 v -> v.value();
                            case HostValue.F32 v -> v.value();
                            case HostValue.Null n -> 0d;
                            default -> throw mismatch("f64", value);
                        });
            case 'r' -> out.addRef(toRef(transfer, value));
            default ->
                throw JireeException.of(
                        StatusCode.UNIMPLEMENTED, "calling convention type '%c' is not supported", type);
        }
    }

    static String typeName(char cconvType) {
        return switch (cconvType) {
            case 'i' -> "i32";
            case 'I' -> "i64";
            case 'f' -> "f32";
            case 'F' -> "f64";
            default -> "reference";
        };
    }

    private static JireeException mismatch(String expected, HostValue value) {
        return JireeException.of(
                StatusCode.INVALID_ARGUMENT, "expected a %s value but got a %s", expected, value.typeName());
    }

    static Object toRef(DeviceTransfer transfer, HostValue value) {
        return switch (value) {
            case HostValue.Null n -> null;
            case HostValue.Tensor t -> {
                yield transfer.uploadTensor(t.tensor());
            }
            case HostValue.Buffer b -> transfer.upload(b.storage().contents());
            case HostValue.ListRef l -> {
                VmList list = new VmList(TypeDef.VARIANT, l.elements().size());
                try {
                    for (HostValue e : l.elements()) {
                        switch (e) {
                            case HostValue.I8 v -> list.pushValueBits(ValueType.I8, v.value());
                            case HostValue.I16 v -> list.pushValueBits(ValueType.I16, v.value());
                            case HostValue.I32 v -> list.pushValueBits(ValueType.I32, v.value());
                            case HostValue.I64 v -> list.pushValueBits(ValueType.I64, v.value());
                            case HostValue.F32 v ->
                                list.pushValueBits(ValueType.F32, Float.floatToRawIntBits(v.value()));
                            case HostValue.F64 v ->
                                list.pushValueBits(ValueType.F64, Double.doubleToRawLongBits(v.value()));
                            default -> list.pushRef(toRef(transfer, e));
                        }
                    }
                } catch (RuntimeException e) {
                    list.release(); // what was uploaded for the elements before goes now, not with the collector
                    throw e;
                }
                yield list;
            }
            case HostValue.OtherRef o ->
                throw JireeException.of(StatusCode.INVALID_ARGUMENT, "cannot pass a %s from the host", o.typeName());
            default -> throw mismatch("reference", value);
        };
    }

    /**
     * An invocation's own copy of a prepared list input, which the function may change in place
     * (vm.list.set.ref, resize): the same elements, nested lists copied too and every other ref
     * retained, all given back when the copy is released.
     */
    static VmList copyList(VmList list) {
        VmList copy = new VmList(list.elementType(), list.size());
        try {
            for (int i = 0; i < list.size(); i++) {
                ValueType vt = list.valueTypeAt(i);
                if (vt != null) {
                    copy.pushValueBits(vt, list.getValueBits(i, vt));
                } else {
                    Object ref = list.getRef(i);
                    copy.pushRef(ref instanceof VmList inner ? copyList(inner) : VmRef.retain(ref));
                }
            }
        } catch (RuntimeException e) {
            copy.release();
            throw e;
        }
        return copy;
    }

    /** Reads the next result slot, of calling-convention type {@code type}, as a host value. */
    static HostValue pullResult(DeviceTransfer transfer, char type, ValueList results) {
        return switch (type) {
            case 'i' -> new HostValue.I32(results.nextI32());
            case 'I' -> new HostValue.I64(results.nextI64());
            case 'f' -> new HostValue.F32(results.nextF32());
            case 'F' -> new HostValue.F64(results.nextF64());
            default -> fromRef(transfer, results.nextRef());
        };
    }

    static HostValue fromRef(DeviceTransfer transfer, Object ref) {
        return switch (ref) {
            case null -> new HostValue.Null();
            case BufferView v -> new HostValue.Tensor(transfer.downloadTensor(v));
            case Buffer buffer -> {
                long length = buffer.byteLength();
                yield new HostValue.Buffer(
                        HostTensor.wrap(new long[] {length}, ElementType.INT_8, transfer.download(buffer, length)));
            }
            case VmList l -> {
                List<HostValue> elements = new ArrayList<>(l.size());
                for (int i = 0; i < l.size(); i++) {
                    ValueType vt = l.elementType().isRef() ? null : l.valueTypeAt(i);
                    if (vt == null) {
                        elements.add(fromRef(transfer, l.getRef(i)));
                    } else {
                        long bits = l.getValueBits(i, vt);
                        elements.add(
                                switch (vt) {
                                    case I8 -> new HostValue.I8((byte) bits);
                                    case I16 -> new HostValue.I16((short) bits);
                                    case I32 -> new HostValue.I32((int) bits);
                                    case I64 -> new HostValue.I64(bits);
                                    case F32 -> new HostValue.F32(Float.intBitsToFloat((int) bits));
                                    case F64 -> new HostValue.F64(Double.longBitsToDouble(bits));
                                });
                    }
                }
                yield new HostValue.ListRef(elements);
            }
            default -> {
                RefType type = RefType.of(ref);
                yield new HostValue.OtherRef(
                        type != null ? stripBang(type.name()) : ref.getClass().getSimpleName());
            }
        };
    }

    private static String stripBang(String name) {
        return name.startsWith("!") ? name.substring(1) : name;
    }
}
