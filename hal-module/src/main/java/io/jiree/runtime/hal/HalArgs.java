package io.jiree.runtime.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferView;
import io.jiree.hal.Channel;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.Device;
import io.jiree.hal.Executable;
import io.jiree.hal.Fence;
import io.jiree.hal.HalFile;
import io.jiree.hal.SemaphoreList;
import io.jiree.vm.RefType;
import io.jiree.vm.VmBuffer;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;

/**
 * Reads HAL objects out of VM ref arguments as IREE's {@code *_check_deref} do: INVALID_ARGUMENT
 * "ref is null" or "ref type mismatch" (here naming the types involved).
 */
public final class HalArgs {
    private HalArgs() {}

    /** {@code ref} as a {@code type}, or INVALID_ARGUMENT naming the types. */
    public static <T> T as(Object ref, Class<T> type) {
        return as(ref, type, "");
    }

    /** As {@link #as(Object, Class)}, the message starting with {@code what} (the argument's role). */
    public static <T> T as(Object ref, Class<T> type, String what) {
        if (type.isInstance(ref)) {
            return type.cast(ref);
        }
        String prefix = what.isEmpty() ? "" : what + " ";
        RefType expected = RefType.ofClass(type);
        if (ref == null) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "%sref is null; expected a %s", prefix, expected);
        }
        throw JireeException.of(
                StatusCode.INVALID_ARGUMENT,
                "%sref type mismatch; expected a %s but got a %s",
                prefix,
                expected,
                RefType.describe(ref));
    }

    static Device device(Object ref) {
        return as(ref, Device.class);
    }

    static Allocator allocator(Object ref) {
        return as(ref, Allocator.class);
    }

    static Buffer buffer(Object ref) {
        return as(ref, Buffer.class);
    }

    static Buffer bufferOrNull(Object ref) {
        return ref == null ? null : buffer(ref);
    }

    static BufferView bufferView(Object ref) {
        return as(ref, BufferView.class);
    }

    static CommandBuffer commandBuffer(Object ref) {
        return as(ref, CommandBuffer.class);
    }

    static Executable executable(Object ref) {
        return as(ref, Executable.class);
    }

    static Channel channel(Object ref) {
        return as(ref, Channel.class);
    }

    static Fence fence(Object ref) {
        return as(ref, Fence.class);
    }

    /**
     * The timepoints of a wait or signal fence argument; none for null or any non-fence ref
     * ({@code iree_hal_fence_deref}).
     */
    public static SemaphoreList semaphores(Object ref) {
        return ref instanceof Fence f ? f.asList() : SemaphoreList.EMPTY;
    }

    static HalFile file(Object ref) {
        return as(ref, HalFile.class);
    }

    static VmBuffer vmBuffer(Object ref) {
        return as(ref, VmBuffer.class);
    }

    static VmBuffer vmBufferOrNull(Object ref) {
        return ref == null ? null : vmBuffer(ref);
    }

    /** {@code iree_vm_buffer_as_string}: the bytes as UTF-8 (empty for null). */
    static String string(VmBuffer b) {
        if (b == null) {
            return "";
        }
        return new String(b.toByteArray(), StandardCharsets.UTF_8);
    }

    /**
     * The ordinal of the export whose name is {@code name}'s UTF-8 bytes. Programs look exports up
     * inside their loops, so an ASCII name is compared byte by byte instead of decoded into a string.
     */
    static int lookupExport(Executable executable, VmBuffer name) {
        MemorySegment bytes = name == null ? MemorySegment.NULL : name.segment();
        for (int i = 0; i < executable.exportCount(); i++) {
            if (asciiEquals(executable.export(i).name(), bytes)) {
                return i;
            }
        }
        return executable.lookupExport(string(name)); // a name that is not ASCII, or NOT_FOUND
    }

    private static boolean asciiEquals(String s, MemorySegment bytes) {
        if (bytes.byteSize() != s.length()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || bytes.get(ValueLayout.JAVA_BYTE, i) != (byte) c) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code iree_hal_make_indirect_buffer_ref} with its buffer filled in when given: a direct
     * range of {@code buffer}, or a range of binding table slot {@code slot} when null.
     */
    static BufferRef ref(int slot, Buffer buffer, long offset, long length) {
        return buffer == null ? BufferRef.indirect(slot, offset, length) : new BufferRef(buffer, slot, offset, length);
    }
}
