package io.jiree.runtime.params;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferCompatibility;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Device;
import io.jiree.hal.HalFile;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.runtime.hal.HalArgs;
import io.jiree.runtime.hal.HalTypes;
import io.jiree.vm.NativeModule;
import io.jiree.vm.TypeDef;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmBuffer;
import io.jiree.vm.VmList;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The {@code io_parameters} VM module ({@code iree/modules/io/parameters}): {@code load},
 * {@code gather} and {@code scatter} with IREE's calling conventions, serving the scopes of a
 * {@link Parameters}.
 *
 * <p>Every operation of a call is queued on the device in program order on one timeline that
 * starts after the call's wait fence, and a final barrier signals the call's signal fence; a
 * failure fails the signal fence and is returned to the caller. {@code load} serves a file-backed
 * parameter the program only reads ({@code SHARING_IMMUTABLE} usage) straight from the mapped
 * file when the device can import host memory (the CPU devices); otherwise it allocates a buffer
 * on the queue and reads the file into it ({@code queue_alloca} + {@code queue_read}). Splats are
 * queue fills.
 */
public final class ParametersModule {
    /** The module name compiled programs import from. */
    public static final String NAME = "io_parameters";

    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong U64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final int SPAN_SIZE = 24;
    private static final int KEY_SIZE = 8;
    /**
     * The alignment device buffers start at (the CPU allocator's), which compiled kernels may
     * assume with aligned vector loads: parameters at other addresses are copied, never imported.
     */
    private static final long IMPORT_ALIGNMENT = 64;

    private ParametersModule() {}

    /** The module serving {@code parameters} (looked up at each call, so later additions are seen). */
    public static NativeModule<Parameters> create(Parameters parameters) {
        return NativeModule.<Parameters>builder(NAME, 0, (context, imports) -> parameters)
                .function("gather", "0rIrrrrrrr_v", ParametersModule::gather)
                .function("load", "0rIrrrIiirrr_r", ParametersModule::load)
                .function("scatter", "0rIrrrrrrr_v", ParametersModule::scatter)
                .build();
    }

    // ---- exports ----

    private static void load(Parameters parameters, ValueList a, ValueList r) {
        Device device = device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = fence(a.nextRef());
        SemaphoreList signal = fence(a.nextRef());
        String scope = string(a.nextRef(), "source scope");
        long targetAffinity = a.nextI64();
        int memoryTypes = a.nextI32();
        int usage = a.nextI32();
        Spans spans = Spans.of(a.nextRef(), a.nextRef(), a.nextRef());
        ParameterIndex index = resolve(parameters, scope);
        BufferParams params = new BufferParams(memoryTypes, usage, MemoryAccess.NONE, targetAffinity, 0);

        VmList buffers = new VmList(TypeDef.of(HalTypes.BUFFER), spans.count);
        buffers.resize(spans.count);
        Batch batch = new Batch(device, affinity, wait, signal);
        JireeException failure = null;
        try {
            for (int i = 0; i < spans.count; i++) {
                Span span = spans.get(i);
                ParameterEntry entry = batch.resolve(index, span, MemoryAccess.READ);
                Buffer imported = tryImport(device, params, entry, span);
                if (imported != null) {
                    buffers.setRef(i, imported);
                    continue;
                }
                Buffer target =
                        device.queueAlloca(affinity, batch.waitList(), batch.signalList(), params, span.length, 0);
                buffers.setRef(i, target);
                batch.transfer(entry, span, target);
            }
        } catch (JireeException e) {
            failure = e;
        }
        batch.end(failure);
        r.addRef(buffers);
    }

    private static void gather(Parameters parameters, ValueList a, ValueList r) {
        Device device = device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = fence(a.nextRef());
        SemaphoreList signal = fence(a.nextRef());
        String scope = string(a.nextRef(), "source scope");
        Buffer target = buffer(a.nextRef());
        Spans spans = Spans.of(a.nextRef(), a.nextRef(), a.nextRef());
        ParameterIndex index = resolve(parameters, scope);
        Batch batch = new Batch(device, affinity, wait, signal);
        JireeException failure = null;
        try {
            for (int i = 0; i < spans.count; i++) {
                Span span = spans.get(i);
                batch.transfer(batch.resolve(index, span, MemoryAccess.READ), span, target);
            }
        } catch (JireeException e) {
            failure = e;
        }
        batch.end(failure);
    }

    private static void scatter(Parameters parameters, ValueList a, ValueList r) {
        Device device = device(a.nextRef());
        long affinity = a.nextI64();
        SemaphoreList wait = fence(a.nextRef());
        SemaphoreList signal = fence(a.nextRef());
        Buffer source = buffer(a.nextRef());
        String scope = string(a.nextRef(), "target scope");
        Spans spans = Spans.of(a.nextRef(), a.nextRef(), a.nextRef());
        ParameterIndex index = resolve(parameters, scope);
        Batch batch = new Batch(device, affinity, wait, signal);
        JireeException failure = null;
        try {
            for (int i = 0; i < spans.count; i++) {
                Span span = spans.get(i);
                ParameterEntry entry = batch.resolve(index, span, MemoryAccess.WRITE);
                HalFile file = device.createFileFromMemory(
                        affinity, MemoryAccess.READ | MemoryAccess.WRITE, entry.contents(), 0);
                try {
                    device.queueWrite(
                            affinity,
                            batch.waitList(),
                            batch.signalList(),
                            source,
                            span.bufferOffset,
                            file,
                            span.parameterOffset,
                            span.length,
                            0);
                } finally {
                    file.close();
                }
            }
        } catch (JireeException e) {
            failure = e;
        }
        batch.end(failure);
    }

    // ---- zero-copy ----

    // A read-only view of the mapped file as a device buffer, when the program only reads the
    // parameter and the device's allocator can import host memory; null otherwise.
    static Buffer tryImport(Device device, BufferParams params, ParameterEntry entry, Span span) {
        if (entry.isSplat()
                || span.bufferOffset != 0
                || (params.usage() & BufferUsage.SHARING_IMMUTABLE) != BufferUsage.SHARING_IMMUTABLE) {
            return null;
        }
        BufferParams readOnly =
                new BufferParams(params.type(), params.usage(), MemoryAccess.READ, params.queueAffinity(), 0);
        if ((device.allocator().queryCompatibility(readOnly, span.length) & BufferCompatibility.IMPORTABLE) == 0) {
            return null;
        }
        MemorySegment bytes = entry.contents().asSlice(span.parameterOffset, span.length);
        if (bytes.address() % IMPORT_ALIGNMENT != 0) {
            return null;
        }
        try {
            // The buffer holds a segment of the mapping, which keeps the mapped file reachable.
            return device.allocator().importHost(readOnly, bytes);
        } catch (JireeException e) {
            return null; // not importable here: allocate and read instead, as IREE falls back
        }
    }

    // ---- one call's queue operations, in order on one timeline ----

    private static final class Batch {
        private final Device device;
        private final long affinity;
        private final SemaphoreList wait;
        private final SemaphoreList signal;
        private Semaphore timeline;
        private long value;

        Batch(Device device, long affinity, SemaphoreList wait, SemaphoreList signal) {
            this.device = device;
            this.affinity = affinity;
            this.wait = wait;
            this.signal = signal;
        }

        ParameterEntry resolve(ParameterIndex index, Span span, int access) {
            ParameterEntry entry = index.lookup(span.key);
            int allowed = MemoryAccess.READ; // files are mapped read-only; splats are constants
            if ((allowed & access) != access) {
                throw JireeException.of(
                        StatusCode.PERMISSION_DENIED,
                        "parameter `%s` storage does not support the requested access type; parameter allows %s, "
                                + "operation requires %s (parameter files are opened read-only)",
                        entry.key(),
                        MemoryAccess.NAMES.format(allowed),
                        MemoryAccess.NAMES.format(access));
            }
            if (span.parameterOffset < 0
                    || span.length < 0
                    || span.parameterOffset > entry.length()
                    || span.length > entry.length() - span.parameterOffset) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "parameter `%s` range out of bounds (offset=%s, length=%s, size=%d)",
                        entry.key(),
                        Long.toUnsignedString(span.parameterOffset),
                        Long.toUnsignedString(span.length),
                        entry.length());
            }
            return entry;
        }

        /** What the next operation waits on: the call's fence first, then the previous operation. */
        SemaphoreList waitList() {
            return timeline == null ? wait : SemaphoreList.of(timeline, value);
        }

        /** What the next operation signals (call after {@link #waitList()}). */
        SemaphoreList signalList() {
            if (timeline == null) {
                timeline = device.createSemaphore(0, 0);
            }
            return SemaphoreList.of(timeline, ++value);
        }

        /** Queues the bytes of {@code entry} for {@code span} into {@code target}. */
        void transfer(ParameterEntry entry, Span span, Buffer target) {
            if (entry.isSplat()) {
                fill(entry.pattern(), target, span.bufferOffset, span.length);
                return;
            }
            HalFile file = device.createFileFromMemory(affinity, MemoryAccess.READ, entry.contents(), 0);
            try {
                device.queueRead(
                        affinity,
                        waitList(),
                        signalList(),
                        file,
                        span.parameterOffset,
                        target,
                        span.bufferOffset,
                        span.length,
                        0);
            } finally {
                file.close();
            }
        }

        private void fill(byte[] pattern, Buffer target, long offset, long length) {
            byte[] p = shortestPeriod(pattern);
            if (p.length <= 4) {
                long bits = 0;
                for (int i = p.length - 1; i >= 0; i--) {
                    bits = (bits << 8) | (p[i] & 0xFF);
                }
                device.queueFill(affinity, waitList(), signalList(), target, offset, length, bits, p.length, 0);
                return;
            }
            // An 8- or 16-byte pattern: the queue fills up to 4-byte patterns, so write it out.
            if (length % p.length != 0) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "splat length %d is not a multiple of its %d-byte pattern",
                        length,
                        p.length);
            }
            MemorySegment bytes =
                    Arena.ofAuto().allocate(Math.max(1, length), 16).asSlice(0, length);
            MemorySegment ps = MemorySegment.ofArray(p);
            for (long at = 0; at < length; at += p.length) {
                MemorySegment.copy(ps, 0, bytes, at, p.length);
            }
            device.queueUpdate(affinity, waitList(), signalList(), bytes, 0, target, offset, length, 0);
        }

        /** Ends the call: a barrier from the last operation to the call's signal fence, or fails it. */
        void end(JireeException failure) {
            try {
                if (failure == null) {
                    try {
                        device.queueBarrier(
                                affinity, timeline == null ? wait : SemaphoreList.of(timeline, value), signal, 0);
                    } catch (JireeException e) {
                        failure = e;
                    }
                }
                if (failure != null) {
                    signal.fail(failure);
                    throw failure;
                }
            } finally {
                if (timeline != null) {
                    timeline.close();
                }
            }
        }
    }

    private static byte[] shortestPeriod(byte[] pattern) {
        for (int n = 1; n < pattern.length; n <<= 1) {
            boolean repeats = true;
            for (int i = n; i < pattern.length && repeats; i++) {
                repeats = pattern[i] == pattern[i % n];
            }
            if (repeats) {
                return Arrays.copyOf(pattern, n);
            }
        }
        return pattern;
    }

    // ---- arguments ----

    record Span(String key, long parameterOffset, long bufferOffset, long length) {}

    /** The key table, key data and span list of a call (checked as IREE checks them). */
    private record Spans(int count, MemorySegment keyTable, MemorySegment keyData, MemorySegment spans) {
        static Spans of(Object keyTableRef, Object keyDataRef, Object spansRef) {
            MemorySegment table =
                    HalArgs.as(keyTableRef, VmBuffer.class, "key table").segment();
            MemorySegment data =
                    HalArgs.as(keyDataRef, VmBuffer.class, "key data").segment();
            MemorySegment spans = HalArgs.as(spansRef, VmBuffer.class, "spans").segment();
            if (spans.byteSize() % SPAN_SIZE != 0) {
                throw new JireeException(
                        StatusCode.INVALID_ARGUMENT,
                        "buffer span storage must be aligned to iree_io_parameters_span_entry_t (24 bytes)");
            }
            long count = spans.byteSize() / SPAN_SIZE;
            if (count > Integer.MAX_VALUE / SPAN_SIZE || table.byteSize() < count * KEY_SIZE) {
                throw new JireeException(
                        StatusCode.INVALID_ARGUMENT,
                        "key string table must have enough data to service all defined spans");
            }
            return new Spans((int) count, table, data, spans);
        }

        Span get(int i) {
            long keyOffset = Integer.toUnsignedLong(keyTable.get(U32, (long) i * KEY_SIZE));
            long keyLength = Integer.toUnsignedLong(keyTable.get(U32, (long) i * KEY_SIZE + 4));
            if (keyOffset > keyData.byteSize() || keyLength > keyData.byteSize() - keyOffset) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "parameter key %d (offset=%d, length=%d) lies outside the %d-byte key data",
                        i,
                        keyOffset,
                        keyLength,
                        keyData.byteSize());
            }
            String key = new String(
                    keyData.asSlice(keyOffset, keyLength).toArray(ValueLayout.JAVA_BYTE), StandardCharsets.UTF_8);
            long at = (long) i * SPAN_SIZE;
            return new Span(key, spans.get(U64, at), spans.get(U64, at + 8), spans.get(U64, at + 16));
        }
    }

    private static ParameterIndex resolve(Parameters parameters, String scope) {
        ParameterIndex index = parameters.find(scope);
        if (index == null) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "no provider registered that handles scopes like '%s'; pass the parameter file with "
                            + "--parameters=%sFILE.irpa",
                    scope,
                    scope.isEmpty() ? "" : scope + "=");
        }
        return index;
    }

    private static Device device(Object ref) {
        return HalArgs.as(ref, Device.class, "device");
    }

    private static Buffer buffer(Object ref) {
        return HalArgs.as(ref, Buffer.class, "buffer");
    }

    private static SemaphoreList fence(Object ref) {
        return HalArgs.semaphores(ref);
    }

    private static String string(Object ref, String what) {
        if (ref == null) {
            return "";
        }
        return new String(HalArgs.as(ref, VmBuffer.class, what).toByteArray(), StandardCharsets.UTF_8);
    }
}
