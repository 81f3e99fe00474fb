package io.jiree.hal.cts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferRef;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;

/**
 * Collectives on the device's default channel, which in a process alone is one rank: each is then
 * its definition for a single participant, recorded among other commands and run in order.
 */
class CollectiveCtsTest extends CtsTestBase {
    private static final CollectiveOp SUM_F32 =
            new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32);
    private Channel channel;

    @BeforeEach
    void openChannel() {
        try {
            channel = own(device.createChannel(ANY, ChannelParams.defaults()));
        } catch (JireeException e) {
            Assumptions.assumeTrue(
                    e.code() != StatusCode.UNIMPLEMENTED && e.code() != StatusCode.UNAVAILABLE,
                    "device '" + device.identifier() + "' has no collective channel here: " + e.getMessage());
            throw e;
        }
    }

    private static byte[] floatBytes(float... values) {
        return MemorySegment.ofArray(values).toArray(ValueLayout.JAVA_BYTE);
    }

    @CtsTest
    void theDefaultChannelOfAProcessAloneHasOneRank() {
        assertEquals(0, channel.rank());
        assertEquals(1, channel.count());
        assertNull(channel.split(Channel.NO_COLOR, 0, 0));
    }

    @CtsTest
    void collectivesRunInRecordingOrderWithOtherCommands() {
        Buffer a = zeroed(16);
        Buffer b = zeroed(16);
        Buffer c = zeroed(16);
        Buffer gathered = zeroed(16);
        CommandBuffer cb = own(device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, ANY, 0));
        cb.begin();
        cb.fillBuffer(BufferRef.of(a), Float.floatToRawIntBits(2.5f), 4, 0);
        cb.collective(channel, SUM_F32, 0, BufferRef.of(a), BufferRef.of(b), 4);
        cb.fillBuffer(BufferRef.of(a), Float.floatToRawIntBits(-1f), 4, 0);
        cb.collective(channel, SUM_F32, 0, BufferRef.of(a), BufferRef.of(c), 4);
        cb.collective(
                channel,
                new CollectiveOp(CollectiveKind.ALL_GATHER, CollectiveReduction.NONE, CollectiveElementType.FLOAT_32),
                0,
                BufferRef.of(b),
                BufferRef.of(gathered),
                4);
        cb.end();
        Semaphore done = semaphore();
        device.queueExecute(ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
        await(done, 1);
        assertArrayEquals(floatBytes(2.5f, 2.5f, 2.5f, 2.5f), read(b));
        assertArrayEquals(floatBytes(-1f, -1f, -1f, -1f), read(c));
        assertArrayEquals(floatBytes(2.5f, 2.5f, 2.5f, 2.5f), read(gathered));
    }

    @CtsTest
    void collectiveArgumentsAreCheckedWhileRecording() {
        Buffer a = zeroed(16);
        CommandBuffer cb = own(device.createCommandBuffer(0, CommandCategory.ANY, ANY, 0));
        cb.begin();
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> cb.collective(null, SUM_F32, 0, BufferRef.of(a), BufferRef.of(a), 4)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> cb.collective(channel, SUM_F32, 0, BufferRef.of(a), BufferRef.of(a), -1)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> cb.collective(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_GATHER, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                        0,
                        BufferRef.of(a),
                        BufferRef.of(a),
                        4)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> cb.collective(channel, SUM_F32, 0, BufferRef.of(a, 8, 16), BufferRef.of(a), 4)));
        assertEquals(0, cb.commands().size());
        CommandBuffer transferOnly = own(device.createCommandBuffer(0, CommandCategory.TRANSFER, ANY, 0));
        transferOnly.begin();
        assertEquals(
                StatusCode.FAILED_PRECONDITION,
                codeOf(() -> transferOnly.collective(channel, SUM_F32, 0, BufferRef.of(a), BufferRef.of(a), 4)));
    }
}
