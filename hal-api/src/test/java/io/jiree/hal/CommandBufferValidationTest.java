package io.jiree.hal;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.lang.foreign.MemorySegment;
import org.junit.jupiter.api.Test;

class CommandBufferValidationTest {
    private static StatusCode codeOf(Runnable r) {
        return assertThrows(JireeException.class, r::run).code();
    }

    private static RecordingCommandBuffer recording(int categories) {
        RecordingCommandBuffer cb =
                new RecordingCommandBuffer(CommandBufferMode.ONE_SHOT, categories, QueueAffinity.ANY, 2);
        cb.begin();
        return cb;
    }

    @Test
    void stateMachine() {
        RecordingCommandBuffer cb = new RecordingCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 0);
        TestBuffer b = TestBuffer.hostLocal(16);
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> cb.fillBuffer(BufferRef.of(b), 0, 1, 0)));
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(cb::checkSubmittable));
        cb.begin();
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(cb::begin));
        cb.end();
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(cb::begin));
        cb.checkSubmittable();
    }

    @Test
    void rejectsOutOfRangeAndMisalignedFills() {
        RecordingCommandBuffer cb = recording(CommandCategory.ANY);
        TestBuffer b = TestBuffer.hostLocal(16);
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> cb.fillBuffer(BufferRef.of(b, 8, 12), 0, 4, 0)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> cb.fillBuffer(BufferRef.of(b, 2, 4), 0, 4, 0)));
        assertEquals(StatusCode.INVALID_ARGUMENT, codeOf(() -> cb.fillBuffer(BufferRef.of(b, 0, 4), 0, 3, 0)));
        assertTrue(cb.commands().isEmpty());
        cb.fillBuffer(BufferRef.of(b, 4, Buffer.WHOLE_BUFFER), 7, 4, 0);
        Command.Fill f = (Command.Fill) cb.commands().get(0);
        assertEquals(12, f.target().length());
    }

    @Test
    void rejectsWrongUsageAndCategories() {
        TestBuffer noTransfer = new TestBuffer(MemoryType.DEVICE_LOCAL, BufferUsage.DISPATCH_STORAGE, 16);
        TestBuffer ok = TestBuffer.hostLocal(16);
        RecordingCommandBuffer cb = recording(CommandCategory.ANY);
        assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> cb.fillBuffer(BufferRef.of(noTransfer), 0, 1, 0)));
        assertEquals(
                StatusCode.PERMISSION_DENIED,
                codeOf(() -> cb.copyBuffer(BufferRef.of(noTransfer, 0, 8), BufferRef.of(ok, 0, 8), 0)));
        TestBuffer hostOnly = new TestBuffer(MemoryType.HOST_LOCAL, BufferUsage.DEFAULT, 16);
        assertEquals(StatusCode.PERMISSION_DENIED, codeOf(() -> cb.fillBuffer(BufferRef.of(hostOnly), 0, 1, 0)));
        RecordingCommandBuffer dispatchOnly = recording(CommandCategory.DISPATCH);
        assertEquals(StatusCode.FAILED_PRECONDITION, codeOf(() -> dispatchOnly.fillBuffer(BufferRef.of(ok), 0, 1, 0)));
    }

    @Test
    void copyChecks() {
        RecordingCommandBuffer cb = recording(CommandCategory.ANY);
        TestBuffer a = TestBuffer.hostLocal(16);
        TestBuffer b = TestBuffer.hostLocal(8);
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> cb.copyBuffer(BufferRef.of(a, 0, 8), BufferRef.of(b, 0, 4), 0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> cb.copyBuffer(BufferRef.of(a, 0, 12), BufferRef.of(b, 0, 12), 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> cb.copyBuffer(BufferRef.of(a, 0, 8), BufferRef.of(a, 4, 8), 0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> cb.copyBuffer(BufferRef.indirect(5, 0, 4), BufferRef.of(b, 0, 4), 0)));
        cb.copyBuffer(BufferRef.of(a, 0, 8), BufferRef.of(a, 8, 8), 0);
        cb.updateBuffer(MemorySegment.ofArray(new byte[] {1, 2, 3}), 1, BufferRef.of(b, 0, 2), 0);
        assertArrayEquals(new byte[] {2, 3}, ((Command.Update) cb.commands().get(1)).data());
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> cb.updateBuffer(MemorySegment.ofArray(new byte[2]), 1, BufferRef.of(b, 0, 2), 0)));
    }

    @Test
    void bindingTableResolution() {
        TestBuffer a = TestBuffer.hostLocal(32);
        BindingTable t = new BindingTable(java.util.List.of(new BufferBinding(a, 8, 16)));
        BufferRef r = t.resolve(BufferRef.indirect(0, 4, Buffer.WHOLE_BUFFER));
        assertSame(a, r.buffer());
        assertEquals(12, r.offset());
        assertEquals(12, r.length());
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> t.resolve(BufferRef.indirect(0, 4, 16))));
        assertEquals(StatusCode.OUT_OF_RANGE, codeOf(() -> t.resolve(BufferRef.indirect(1, 0, 4))));
    }

    @Test
    void retainsBuffersUntilReleased() {
        TestBuffer a = TestBuffer.hostLocal(16);
        RecordingCommandBuffer cb = recording(CommandCategory.ANY);
        cb.fillBuffer(BufferRef.of(a), 0, 1, 0);
        a.close();
        assertFalse(a.released);
        cb.close();
        assertTrue(a.released);
    }
}
