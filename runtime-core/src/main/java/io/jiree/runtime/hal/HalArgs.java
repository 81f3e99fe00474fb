package io.jiree.runtime.hal;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferRef;
import io.jiree.vm.RefType;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmRef;
import java.nio.charset.StandardCharsets;

/**
 * Reads HAL objects out of VM ref arguments as IREE's {@code *_check_deref} do: INVALID_ARGUMENT
 * "ref is null" or "ref type mismatch" (here naming the types involved).
 */
final class HalArgs {
    private HalArgs() {}

    static JireeException mismatch(Object ref, RefType expected) {
        if (ref == null) {
            return JireeException.of(StatusCode.INVALID_ARGUMENT, "ref is null; expected a %s", expected);
        }
        String actual =
                ref instanceof VmRef r ? r.refType().name() : ref.getClass().getSimpleName();
        return JireeException.of(
                StatusCode.INVALID_ARGUMENT, "ref type mismatch; expected a %s but got a %s", expected, actual);
    }

    static HalDeviceRef device(Object ref) {
        if (ref instanceof HalDeviceRef d) {
            return d;
        }
        throw mismatch(ref, HalTypes.DEVICE);
    }

    static HalAllocatorRef allocator(Object ref) {
        if (ref instanceof HalAllocatorRef a) {
            return a;
        }
        throw mismatch(ref, HalTypes.ALLOCATOR);
    }

    static Buffer buffer(Object ref) {
        if (ref instanceof HalBufferRef b) {
            return b.buffer();
        }
        throw mismatch(ref, HalTypes.BUFFER);
    }

    static Buffer bufferOrNull(Object ref) {
        return ref == null ? null : buffer(ref);
    }

    static HalBufferViewRef bufferView(Object ref) {
        if (ref instanceof HalBufferViewRef v) {
            return v;
        }
        throw mismatch(ref, HalTypes.BUFFER_VIEW);
    }

    static HalCommandBufferRef commandBuffer(Object ref) {
        if (ref instanceof HalCommandBufferRef c) {
            return c;
        }
        throw mismatch(ref, HalTypes.COMMAND_BUFFER);
    }

    static HalExecutableRef executable(Object ref) {
        if (ref instanceof HalExecutableRef e) {
            return e;
        }
        throw mismatch(ref, HalTypes.EXECUTABLE);
    }

    static HalChannelRef channel(Object ref) {
        if (ref instanceof HalChannelRef c) {
            return c;
        }
        throw mismatch(ref, HalTypes.CHANNEL);
    }

    static HalFenceRef fence(Object ref) {
        if (ref instanceof HalFenceRef f) {
            return f;
        }
        throw mismatch(ref, HalTypes.FENCE);
    }

    /** {@code iree_hal_fence_deref}: null for null or any non-fence ref. */
    static HalFenceRef fenceOrNull(Object ref) {
        return ref instanceof HalFenceRef f ? f : null;
    }

    static HalFileRef file(Object ref) {
        if (ref instanceof HalFileRef f) {
            return f;
        }
        throw mismatch(ref, HalTypes.FILE);
    }

    static VmBuffer vmBuffer(Object ref) {
        if (ref instanceof VmBuffer b) {
            return b;
        }
        throw mismatch(ref, RefType.BUFFER);
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
     * {@code iree_hal_make_indirect_buffer_ref} with its buffer filled in when given: a direct
     * range of {@code buffer}, or a range of binding table slot {@code slot} when null.
     */
    static BufferRef ref(int slot, Buffer buffer, long offset, long length) {
        return buffer == null ? BufferRef.indirect(slot, offset, length) : new BufferRef(buffer, slot, offset, length);
    }
}
