package io.jiree.hal;

import io.jiree.base.JireeException;
import io.jiree.base.RefCount;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A command buffer that checks each command the way IREE's validation layer does and records
 * it as a {@link Command} for the driver to replay at submission. Direct buffers (and
 * executables and channels) are retained until the command buffer is released. Drivers may
 * extend it; the commands list is what they execute.
 */
public class RecordingCommandBuffer implements CommandBuffer {
    private final int mode;
    private final int categories;
    private final long queueAffinity;
    private final int bindingCapacity;
    private final List<Command> commands = new ArrayList<>();
    private final List<Resource> retained = new ArrayList<>();
    private final List<Channel> channels = new ArrayList<>(); // those its collectives use, once each
    private final RefCount refs = new RefCount("command buffer");
    private boolean began;
    private boolean ended;
    private int debugDepth;

    public RecordingCommandBuffer(int mode, int categories, long queueAffinity, int bindingCapacity) {
        if (bindingCapacity < 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "command buffer binding capacity must be non-negative (got %d)",
                    bindingCapacity);
        }
        this.mode = mode;
        this.categories = categories;
        this.queueAffinity = queueAffinity;
        this.bindingCapacity = bindingCapacity;
    }

    @Override
    public int mode() {
        return mode;
    }

    @Override
    public int allowedCategories() {
        return categories;
    }

    @Override
    public long queueAffinity() {
        return queueAffinity;
    }

    @Override
    public int bindingCapacity() {
        return bindingCapacity;
    }

    @Override
    public void begin() {
        refs.checkLive();
        if (ended) {
            throw new JireeException(
                    StatusCode.FAILED_PRECONDITION,
                    "command buffer has already been recorded; re-recording command buffers is not allowed");
        }
        if (began) {
            throw new JireeException(StatusCode.FAILED_PRECONDITION, "command buffer is already in a recording state");
        }
        began = true;
    }

    @Override
    public void end() {
        if (debugDepth != 0) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION, "unbalanced debug group depth (expected 0, is %d)", debugDepth);
        }
        if (!began || ended) {
            throw new JireeException(StatusCode.FAILED_PRECONDITION, "command buffer is not in a recording state");
        }
        ended = true;
    }

    @Override
    public boolean isEnded() {
        return ended;
    }

    /** FAILED_PRECONDITION unless the command buffer was fully recorded (for submission). */
    public void checkSubmittable() {
        refs.checkLive();
        if (!began) {
            throw new JireeException(StatusCode.FAILED_PRECONDITION, "command buffer has not been recorded");
        }
        if (!ended) {
            throw new JireeException(
                    StatusCode.FAILED_PRECONDITION,
                    "command buffer recording has not been ended and it is still in a recording state");
        }
    }

    private void checkRecording(int requiredCategories) {
        refs.checkLive();
        if (!began || ended) {
            throw new JireeException(
                    StatusCode.FAILED_PRECONDITION,
                    "command buffer is not in a recording state; all recording must happen between a begin/end pair");
        }
        if ((categories & requiredCategories) != requiredCategories) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "operation requires categories %s but command buffer only supports %s",
                    CommandCategory.NAMES.format(requiredCategories),
                    CommandCategory.NAMES.format(categories));
        }
    }

    /**
     * Checks a ref against what a command needs and returns it with WHOLE_BUFFER resolved for
     * direct refs. Indirect refs are checked against the binding capacity now and against the
     * binding table at submission.
     */
    private BufferRef checkRef(BufferRef ref, int usage, int access, long alignment, String what) {
        if (ref == null) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT, "%s buffer reference is required", what);
        }
        if (ref.offset() < 0) {
            throw JireeException.of(StatusCode.OUT_OF_RANGE, "%s offset %d is negative", what, ref.offset());
        }
        if (ref.isIndirect()) {
            if (ref.slot() < 0 || ref.slot() >= bindingCapacity) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "indirect buffer reference slot %d is out range of the declared binding capacity of the command buffer %d",
                        ref.slot(),
                        bindingCapacity);
            }
            return ref;
        }
        Buffer b = ref.buffer();
        BufferValidation.queueUse(b, usage, access);
        long length = BufferValidation.range(b.byteLength(), ref.offset(), ref.length());
        if (alignment > 1 && ref.offset() % alignment != 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "binding offset does not match the required alignment of one or more command (offset=%d, min_byte_alignment=%d)",
                    ref.offset(),
                    alignment);
        }
        // Refs arrive with their length resolved more often than not: no second ref for those.
        return length == ref.length() ? ref : new BufferRef(b, ref.slot(), ref.offset(), length);
    }

    private void record(Command command, Resource resource) {
        retain(resource);
        commands.add(command);
    }

    private void record(Command command, Resource first, Resource second) {
        retain(first);
        retain(second);
        commands.add(command);
    }

    // Held until the command buffer is released, unless it was made not to retain what it records.
    private void retain(Resource r) {
        if (r != null && (mode & CommandBufferMode.UNRETAINED) == 0) {
            r.retain();
            retained.add(r);
        }
    }

    @Override
    public void beginDebugGroup(String label) {
        checkRecording(CommandCategory.NONE);
        debugDepth++;
        commands.add(new Command.DebugGroupBegin(label));
    }

    @Override
    public void endDebugGroup() {
        checkRecording(CommandCategory.NONE);
        if (debugDepth <= 0) {
            throw new JireeException(
                    StatusCode.FAILED_PRECONDITION, "unbalanced debug group (end without a matching begin)");
        }
        debugDepth--;
        commands.add(new Command.DebugGroupEnd());
    }

    @Override
    public void executionBarrier(int sourceStageMask, int targetStageMask, long flags) {
        checkRecording(CommandCategory.NONE);
        commands.add(new Command.Barrier(sourceStageMask, targetStageMask, flags));
    }

    @Override
    public void adviseBuffer(BufferRef buffer, long flags, long arg0, long arg1) {
        checkRecording(CommandCategory.TRANSFER);
        BufferRef r = checkRef(buffer, BufferUsage.NONE, MemoryAccess.ANY, 0, "advised");
        record(new Command.Advise(r, flags, arg0, arg1), r.buffer());
    }

    @Override
    public void fillBuffer(BufferRef target, long pattern, int patternLength, long flags) {
        checkRecording(CommandCategory.TRANSFER);
        if (patternLength != 1 && patternLength != 2 && patternLength != 4) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "fill value length is not one of the supported values (pattern_length=%d)",
                    patternLength);
        }
        BufferRef t = checkRef(target, BufferUsage.TRANSFER_TARGET, MemoryAccess.WRITE, patternLength, "fill target");
        if (t.offset() % patternLength != 0 || (t.length() != Buffer.WHOLE_BUFFER && t.length() % patternLength != 0)) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "binding offset and/or length do not match the required alignment of one or more command (offset=%d, length=%d, pattern_length=%d)",
                    t.offset(),
                    t.length(),
                    patternLength);
        }
        record(new Command.Fill(t, pattern, patternLength, flags), t.buffer());
    }

    @Override
    public void updateBuffer(MemorySegment source, long sourceOffset, BufferRef target, long flags) {
        checkRecording(CommandCategory.TRANSFER);
        BufferRef t = checkRef(target, BufferUsage.TRANSFER_TARGET, MemoryAccess.WRITE, 0, "update target");
        if (t.length() == Buffer.WHOLE_BUFFER) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "update length must be explicit for an indirect target");
        }
        if (source == null
                || sourceOffset < 0
                || sourceOffset > source.byteSize()
                || t.length() > source.byteSize() - sourceOffset) {
            throw JireeException.of(
                    StatusCode.OUT_OF_RANGE,
                    "update source range (offset=%d, length=%d) is outside the %d-byte source",
                    sourceOffset,
                    t.length(),
                    source == null ? 0 : source.byteSize());
        }
        byte[] data = source.asSlice(sourceOffset, t.length()).toArray(ValueLayout.JAVA_BYTE);
        record(new Command.Update(data, t, flags), t.buffer());
    }

    @Override
    public void copyBuffer(BufferRef source, BufferRef target, long flags) {
        checkRecording(CommandCategory.TRANSFER);
        if (source != null && target != null && source.length() != target.length()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "copy spans between source and target must match (source_length=%d, target_length=%d)",
                    source.length(),
                    target.length());
        }
        BufferRef s = checkRef(source, BufferUsage.TRANSFER_SOURCE, MemoryAccess.READ, 0, "copy source");
        BufferRef t = checkRef(target, BufferUsage.TRANSFER_TARGET, MemoryAccess.WRITE, 0, "copy target");
        if (!s.isIndirect() && !t.isIndirect() && s.length() != t.length()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "copy spans between source and target must match (source_length=%d, target_length=%d)",
                    s.length(),
                    t.length());
        }
        if (!s.isIndirect()
                && !t.isIndirect()
                && Buffer.overlaps(s.buffer(), s.offset(), s.length(), t.buffer(), t.offset(), t.length())) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "source and target ranges overlap within the same buffer");
        }
        record(new Command.Copy(s, t, flags), s.buffer(), t.buffer());
    }

    @Override
    public void collective(
            Channel channel, CollectiveOp op, int param, BufferRef send, BufferRef recv, long elementCount) {
        checkRecording(CommandCategory.DISPATCH);
        if (channel == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "collective requires a channel");
        }
        op.validate();
        BufferRef s = null;
        BufferRef r = null;
        if (op.kind().usesSendBuffer()) {
            s = checkRef(send, BufferUsage.DISPATCH_STORAGE_READ, MemoryAccess.READ, 0, "collective send");
        } else if (send != null && (send.buffer() != null || send.length() > 0)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "collective operation does not use a send buffer binding");
        }
        if (op.kind().usesRecvBuffer()) {
            r = checkRef(recv, BufferUsage.DISPATCH_STORAGE_WRITE, MemoryAccess.WRITE, 0, "collective recv");
        } else if (recv != null && (recv.buffer() != null || recv.length() > 0)) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "collective operation does not use a recv buffer binding");
        }
        if (elementCount < 0) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "collective element count %d is negative", elementCount);
        }
        retain(channel);
        if (!channels.contains(channel)) {
            channels.add(channel);
        }
        record(
                new Command.Collective(channel, op, param, s, r, elementCount),
                s == null ? null : s.buffer(),
                r == null ? null : r.buffer());
    }

    @Override
    public void dispatch(
            Executable executable,
            int exportOrdinal,
            DispatchConfig config,
            int[] constants,
            List<BufferRef> bindings,
            long flags) {
        checkRecording(CommandCategory.DISPATCH);
        if (executable == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "dispatch requires an executable");
        }
        executable.checkOrdinal(exportOrdinal);
        if (config == null
                || config.workgroupCount() == null
                || config.workgroupCount().length != 3
                || config.workgroupSize() == null
                || config.workgroupSize().length != 3) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT, "dispatch config needs 3 workgroup counts and 3 workgroup sizes");
        }
        BufferRef countRef = null;
        if (DispatchFlags.usesIndirectParameters(flags)) {
            countRef = checkRef(
                    config.workgroupCountRef(),
                    BufferUsage.DISPATCH_INDIRECT_PARAMETERS,
                    MemoryAccess.READ,
                    4,
                    "workgroup count");
            if (!countRef.isIndirect() && countRef.length() < 12) {
                throw JireeException.of(
                        StatusCode.OUT_OF_RANGE,
                        "workgroup count buffer does not have the capacity to store the required 3 uint32_t values (length=%d, min_length=12)",
                        countRef.length());
            }
            config = new DispatchConfig(
                    config.workgroupSize(), config.workgroupCount(), countRef, config.dynamicWorkgroupLocalMemory());
        }
        int[] consts = constants == null ? new int[0] : constants.clone();
        BufferRef[] refs = new BufferRef[bindings == null ? 0 : bindings.size()];
        for (int i = 0; i < refs.length; i++) {
            try {
                refs[i] = checkRef(
                        bindings.get(i), BufferUsage.DISPATCH_STORAGE, MemoryAccess.ANY, 0, "dispatch binding");
            } catch (JireeException e) {
                throw e.annotate("binding[" + i + "]");
            }
        }
        ExportInfo info = executable.export(exportOrdinal);
        if (info.bindingCount() >= 0 && refs.length < info.bindingCount()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "dispatch of '%s' provides %d bindings but the function uses %d",
                    info.name(),
                    refs.length,
                    info.bindingCount());
        }
        if (info.constantCount() >= 0 && consts.length < info.constantCount()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "dispatch of '%s' provides %d constants but the function uses %d",
                    info.name(),
                    consts.length,
                    info.constantCount());
        }
        // Retained only once every check passed, so a refused dispatch holds nothing.
        retain(executable);
        if (countRef != null && !countRef.isIndirect()) {
            retain(countRef.buffer());
        }
        for (BufferRef r : refs) {
            if (!r.isIndirect()) {
                retain(r.buffer());
            }
        }
        commands.add(new Command.Dispatch(executable, exportOrdinal, config, consts, List.of(refs), flags));
    }

    @Override
    public List<Command> commands() {
        return Collections.unmodifiableList(commands);
    }

    /** The channels its collectives use, each once, in order of first use. */
    public List<Channel> channels() {
        return Collections.unmodifiableList(channels);
    }

    @Override
    public void retain() {
        refs.retain();
    }

    @Override
    public void close() {
        if (refs.release()) {
            for (Resource r : retained) {
                r.close();
            }
            retained.clear();
            commands.clear();
        }
    }
}
