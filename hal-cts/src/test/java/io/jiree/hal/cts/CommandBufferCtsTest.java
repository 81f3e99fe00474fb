package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.BitField;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferBinding;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.ExecutionStage;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import java.util.List;

/**
 * Command buffers with transfer commands: the recording state machine, fill/update/copy results,
 * barriers, reuse with binding tables ({@code queue.execute} with indirect bindings), and the
 * checks made while recording and at submission.
 */
class CommandBufferCtsTest extends CtsTestBase {
    private CommandBuffer commandBuffer(int mode, int categories, int bindingCapacity) {
        return own(device.createCommandBuffer(mode, categories, ANY, bindingCapacity));
    }

    /** Executes {@code cb} with {@code table} and waits for it. */
    private void execute(CommandBuffer cb, BindingTable table) {
        Semaphore done = semaphore();
        device.queueExecute(ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, table, 0);
        await(done, 1);
    }

    @CtsTest
    void createdWithWhatWasAskedFor() {
        CommandBuffer cb = commandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.TRANSFER, 3);
        assertEquals(CommandBufferMode.ONE_SHOT, cb.mode());
        assertEquals(CommandCategory.TRANSFER, cb.allowedCategories());
        assertEquals(ANY, cb.queueAffinity());
        assertEquals(3, cb.bindingCapacity());
        assertFalse(cb.isEnded());
        assertEquals(
                StatusCode.INVALID_ARGUMENT, codeOf(() -> device.createCommandBuffer(0, CommandCategory.ANY, ANY, -1)));
    }

    @CtsTest
    void recordingHappensBetweenBeginAndEnd() {
        Buffer b = zeroed(16);
        CommandBuffer cb = commandBuffer(0, CommandCategory.ANY, 0);
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(cb::end));
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> cb.fillBuffer(BufferRef.of(b), 0, 1, 0)));
        cb.begin();
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(cb::begin));
        cb.end();
        assertTrue(cb.isEnded());
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(cb::end));
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> cb.fillBuffer(BufferRef.of(b), 0, 1, 0)));
        assertEquals(0, cb.commands().size());
    }

    @CtsTest
    void anEmptyCommandBufferExecutes() {
        CommandBuffer cb = commandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, 0);
        cb.begin();
        cb.end();
        execute(cb, BindingTable.EMPTY);
    }

    @CtsTest
    void onlyEndedCommandBuffersExecute() {
        CommandBuffer open = commandBuffer(0, CommandCategory.ANY, 0);
        Semaphore s = semaphore();
        assertEquals(
                StatusCode.FAILED_PRECONDITION,
                submissionFailure(
                        () -> device.queueExecute(
                                ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), open, BindingTable.EMPTY, 0),
                        s,
                        1));
        open.begin();
        Semaphore t = semaphore();
        assertEquals(
                StatusCode.FAILED_PRECONDITION,
                submissionFailure(
                        () -> device.queueExecute(
                                ANY, SemaphoreList.EMPTY, SemaphoreList.of(t, 1), open, BindingTable.EMPTY, 0),
                        t,
                        1));
    }

    /** Pattern width, buffer size, offset, length: every width at small, odd and aligned places. */
    private static final int[][] FILLS = {
        {1, 1, 0, 1},
        {1, 5, 0, 5},
        {1, 16, 0, 1},
        {1, 16, 0, 3},
        {1, 16, 2, 8},
        {2, 2, 0, 2},
        {2, 16, 0, 10},
        {2, 16, 2, 8},
        {4, 4, 0, 4},
        {4, 20, 16, 4},
        {4, 16, 8, 8},
        {4, 1024, 4, 1016}
    };

    @CtsTest
    void fillsWriteTheirPatternOnlyInTheirRange() {
        for (int[] f : FILLS) {
            int width = f[0];
            int size = f[1];
            int offset = f[2];
            int length = f[3];
            Buffer b = deviceBuffer(pattern(size, 0xCD, 1));
            long value = width == 1 ? 0x07 : width == 2 ? 0xAB12 : 0xFEDCBA98L;
            CommandBuffer cb = commandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.TRANSFER, 0);
            cb.begin();
            cb.fillBuffer(BufferRef.of(b, offset, length), value, width, 0);
            cb.end();
            execute(cb, BindingTable.EMPTY);
            byte[] expected = pattern(size, 0xCD, 1);
            System.arraycopy(pattern(length, value, width), 0, expected, offset, length);
            assertArrayEquals(
                    expected,
                    read(b),
                    () -> "pattern " + width + " bytes, buffer " + size + ", offset " + offset + ", length " + length);
        }
    }

    @CtsTest
    void updatesCopyTheirSourceAtRecordingTime() {
        Buffer b = zeroed(64);
        byte[] source = bytes(40, 6);
        CommandBuffer cb = commandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.TRANSFER, 0);
        cb.begin();
        cb.updateBuffer(segment(source), 0, BufferRef.of(b, 0, 16), 0);
        cb.updateBuffer(segment(source), 20, BufferRef.of(b, 32, 20), 0);
        try (Buffer sub = b.subspan(56, 8)) {
            cb.updateBuffer(segment(source), 4, BufferRef.of(sub, 4, 4), 0);
        }
        cb.end();
        java.util.Arrays.fill(source, (byte) 0); // recorded already
        execute(cb, BindingTable.EMPTY);
        byte[] expected = new byte[64];
        byte[] original = bytes(40, 6);
        System.arraycopy(original, 0, expected, 0, 16);
        System.arraycopy(original, 20, expected, 32, 20);
        System.arraycopy(original, 4, expected, 60, 4);
        assertArrayEquals(expected, read(b));
    }

    @CtsTest
    void copiesMoveWholeBuffersAndSubranges() {
        Buffer a = deviceBuffer(bytes(64, 8));
        Buffer b = zeroed(64);
        Buffer c = zeroed(64);
        CommandBuffer cb = commandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.TRANSFER, 0);
        cb.begin();
        cb.copyBuffer(BufferRef.of(a), BufferRef.of(b), 0);
        cb.copyBuffer(BufferRef.of(a, 4, 12), BufferRef.of(c, 40, 12), 0);
        cb.end();
        execute(cb, BindingTable.EMPTY);
        assertArrayEquals(bytes(64, 8), read(b));
        byte[] expected = new byte[64];
        System.arraycopy(bytes(64, 8), 4, expected, 40, 12);
        assertArrayEquals(expected, read(c));
    }

    @CtsTest
    void commandsRunInRecordingOrder() {
        Buffer a = allocate(DEVICE_LOCAL, 64);
        Buffer b = allocate(DEVICE_LOCAL, 64);
        CommandBuffer cb = commandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, 0);
        cb.begin();
        cb.beginDebugGroup("fills");
        cb.fillBuffer(BufferRef.of(a, 0, 64), 0xAB, 1, 0);
        cb.fillBuffer(BufferRef.of(a, 8, 8), 0xBEEF, 2, 0);
        cb.fillBuffer(BufferRef.of(a, 16, 16), 0x11223344L, 4, 0);
        cb.endDebugGroup();
        byte[] update = {1, 2, 3, 4, 5, 6};
        cb.updateBuffer(segment(update), 1, BufferRef.of(a, 40, 4), 0);
        cb.executionBarrier(ExecutionStage.TRANSFER, ExecutionStage.TRANSFER, 0);
        cb.copyBuffer(BufferRef.of(a, 0, 64), BufferRef.of(b, 0, 64), 0);
        cb.executionBarrier(ExecutionStage.TRANSFER, ExecutionStage.TRANSFER, 0);
        cb.fillBuffer(BufferRef.of(a, 0, 64), 0, 4, 0);
        cb.end();
        execute(cb, BindingTable.EMPTY);
        byte[] expected = pattern(64, 0xAB, 1);
        System.arraycopy(pattern(8, 0xBEEF, 2), 0, expected, 8, 8);
        System.arraycopy(pattern(16, 0x11223344L, 4), 0, expected, 16, 16);
        System.arraycopy(update, 1, expected, 40, 4);
        assertArrayEquals(expected, read(b));
        assertArrayEquals(new byte[64], read(a));
    }

    @CtsTest
    void indirectReferencesResolveThroughTheBindingTable() {
        Buffer a = zeroed(32);
        Buffer b = zeroed(32);
        CommandBuffer cb = commandBuffer(CommandBufferMode.DEFAULT, CommandCategory.ANY, 2);
        cb.begin();
        cb.fillBuffer(BufferRef.indirect(0, 0, 32), 0x5A, 1, 0);
        cb.copyBuffer(BufferRef.indirect(0, 4, 8), BufferRef.indirect(1, 16, 8), 0);
        cb.end();
        execute(cb, new BindingTable(List.of(new BufferBinding(a, 0, 32), new BufferBinding(b, 0, 32))));
        byte[] expected = new byte[32];
        System.arraycopy(pattern(8, 0x5A, 1), 0, expected, 16, 8);
        assertArrayEquals(expected, read(b));
        assertArrayEquals(pattern(32, 0x5A, 1), read(a));
    }

    @CtsTest
    void aRecordedCommandBufferRunsAgainWithOtherBindings() {
        CommandBuffer cb = commandBuffer(0, CommandCategory.ANY, 2);
        cb.begin();
        cb.fillBuffer(BufferRef.indirect(0, 0, 8), 0xAB, 1, 0);
        cb.copyBuffer(BufferRef.indirect(0, 0, 8), BufferRef.indirect(1, 4, 8), 0);
        cb.end();
        for (int round = 0; round < 3; round++) {
            Buffer x = zeroed(8);
            Buffer y = zeroed(16 + round * 8);
            // Bindings may be ranges of their buffer: slot 1 starts 8 * round bytes in.
            execute(cb, new BindingTable(List.of(new BufferBinding(x, 0, 8), new BufferBinding(y, 8L * round, 16))));
            byte[] expected = new byte[16 + round * 8];
            System.arraycopy(pattern(8, 0xAB, 1), 0, expected, 8 * round + 4, 8);
            assertArrayEquals(expected, read(y), "round " + round);
        }
    }

    @CtsTest
    void aSubmissionKeepsWhatItUsesAfterTheCallerLetsGo() {
        Buffer source = device.allocator().allocate(DEVICE_LOCAL, 8);
        upload(source, 0, bytes(8, 4));
        Buffer target = zeroed(8);
        CommandBuffer cb = device.createCommandBuffer(0, CommandCategory.TRANSFER, ANY, 2);
        cb.begin();
        cb.copyBuffer(BufferRef.indirect(0, 0, 8), BufferRef.indirect(1, 0, 8), 0);
        cb.end();
        Semaphore go = semaphore();
        Semaphore done = semaphore();
        java.util.concurrent.CompletableFuture<Void> submission = inBackground(() -> device.queueExecute(
                ANY,
                SemaphoreList.of(go, 1),
                SemaphoreList.of(done, 1),
                cb,
                new BindingTable(List.of(new BufferBinding(source, 0, 8), new BufferBinding(target, 0, 8))),
                0));
        // The caller drops its references once the call returned, before the work may run.
        if (returnsWithin(submission, 500)) {
            source.close();
            cb.close();
            go.signal(1);
        } else {
            go.signal(1);
            join(submission);
            source.close();
            cb.close();
        }
        await(done, 1);
        assertArrayEquals(bytes(8, 4), read(target));
    }

    @CtsTest
    void bindingTablesAreCheckedAtSubmission() {
        CommandBuffer cb = commandBuffer(0, CommandCategory.ANY, 2);
        cb.begin();
        cb.copyBuffer(BufferRef.indirect(0, 0, 8), BufferRef.indirect(1, 0, 8), 0);
        cb.end();
        Buffer small = zeroed(4);
        Buffer fine = zeroed(8);
        Semaphore s = semaphore();
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                submissionFailure(
                        () -> device.queueExecute(
                                ANY,
                                SemaphoreList.EMPTY,
                                SemaphoreList.of(s, 1),
                                cb,
                                new BindingTable(
                                        List.of(new BufferBinding(small, 0, 4), new BufferBinding(fine, 0, 8))),
                                0),
                        s,
                        1));
        Semaphore t = semaphore();
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                submissionFailure(
                        () -> device.queueExecute(
                                ANY,
                                SemaphoreList.EMPTY,
                                SemaphoreList.of(t, 1),
                                cb,
                                new BindingTable(List.of(new BufferBinding(fine, 0, 8))),
                                0),
                        t,
                        1));
        Semaphore u = semaphore();
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                submissionFailure(
                        () -> device.queueExecute(
                                ANY,
                                SemaphoreList.EMPTY,
                                SemaphoreList.of(u, 1),
                                cb,
                                new BindingTable(List.of(new BufferBinding(fine, 0, 8), new BufferBinding(null, 0, 0))),
                                0),
                        u,
                        1));
        assertArrayEquals(new byte[8], read(fine), "nothing was copied");
    }

    @CtsTest
    void commandsAreCheckedWhileRecordingAndNothingBadIsRecorded() {
        Buffer b = zeroed(32);
        CommandBuffer cb = commandBuffer(0, CommandCategory.ANY, 1);
        cb.begin();
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> cb.fillBuffer(BufferRef.of(b, 0, 12), 0, 3, 0)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> cb.fillBuffer(BufferRef.of(b, 2, 8), 0, 4, 0)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> cb.fillBuffer(BufferRef.of(b, 0, 6), 0, 4, 0)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> cb.fillBuffer(BufferRef.of(b, 24, 16), 0, 1, 0)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> cb.fillBuffer(BufferRef.of(b, -4, 4), 0, 1, 0)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> cb.fillBuffer(null, 0, 1, 0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> cb.updateBuffer(segment(new byte[8]), 4, BufferRef.of(b, 0, 8), 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> cb.copyBuffer(BufferRef.of(b, 0, 8), BufferRef.of(b, 4, 8), 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> cb.copyBuffer(BufferRef.of(b, 0, 8), BufferRef.of(b, 16, 4), 0)));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> cb.fillBuffer(BufferRef.indirect(1, 0, 4), 0, 1, 0)));
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(cb::endDebugGroup));
        assertEquals(0, cb.commands().size(), "nothing was recorded");
        cb.end();
        execute(cb, new BindingTable(List.of(new BufferBinding(b, 0, 32))));
        assertArrayEquals(new byte[32], read(b));
    }

    @CtsTest
    void commandsNeedTheirCategoryUsageAccessAndMemoryType() {
        Buffer b = zeroed(16);
        CommandBuffer dispatchOnly = commandBuffer(0, CommandCategory.DISPATCH, 0);
        dispatchOnly.begin();
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> dispatchOnly.fillBuffer(BufferRef.of(b), 0, 1, 0)));
        CommandBuffer cb = commandBuffer(0, CommandCategory.ANY, 0);
        cb.begin();
        Buffer noWrite =
                allocate(new BufferParams(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT, MemoryAccess.READ, ANY, 0), 16);
        assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> cb.fillBuffer(BufferRef.of(noWrite), 0, 1, 0)));
        assertEquals(
                StatusCode.PERMISSION_DENIED, codeOf(() -> cb.copyBuffer(BufferRef.of(b), BufferRef.of(noWrite), 0)));
        Buffer sourceOnly = allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.TRANSFER_SOURCE), 16);
        if ((sourceOnly.allowedUsage() & BufferUsage.TRANSFER_TARGET) == 0) {
            assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> cb.fillBuffer(BufferRef.of(sourceOnly), 0, 1, 0)));
        }
        // Memory the device cannot see.
        Buffer hostOnly = allocate(BufferParams.of(MemoryType.HOST_LOCAL, BufferUsage.TRANSFER), 16);
        if (!BitField.allSet(hostOnly.memoryType(), MemoryType.DEVICE_VISIBLE)) {
            assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> cb.fillBuffer(BufferRef.of(hostOnly), 0, 1, 0)));
        }
        assertEquals(0, cb.commands().size());
    }
}
