package io.jiree.hal.mpi;

import io.jiree.base.JireeException;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferRef;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * One rank of {@link MpiRanksTest}'s abandoned batch: every rank all-reduces two i32 on the
 * default channel; rank 0 first tries one whose result buffer is too small, which fails on it
 * alone before anything is issued. Prints "first ..." for that attempt and "then ..." for the
 * all_reduce: "sum A B" or "error CODE message".
 */
public final class MpiAbandonMain {
    private MpiAbandonMain() {}

    public static void main(String[] args) {
        try (DriverRegistry registry = DriverRegistry.load();
                Device device = registry.createDevice("local-sync");
                Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults())) {
            if (channel.rank() == 0) {
                System.out.println("first " + allReduce(device, channel, 1));
            }
            System.out.println("then " + allReduce(device, channel, 2));
        } catch (JireeException e) {
            System.out.println("error " + e.code() + " " + e.getMessage().replace('\n', ' '));
        }
        System.out.flush();
    }

    /** An all_reduce sum of (rank + 1) * [1, 2] into a result buffer of {@code resultElements} i32. */
    private static String allReduce(Device device, Channel channel, int resultElements) {
        BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
        try (Buffer send = device.allocator().allocate(params, 8);
                Buffer recv = device.allocator().allocate(params, 4L * resultElements);
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 0)) {
            int r = channel.rank() + 1;
            send.write(0, MemorySegment.ofArray(new int[] {r, 2 * r}));
            cb.begin();
            cb.collective(
                    channel,
                    new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.SINT_32),
                    0,
                    BufferRef.of(send),
                    BufferRef.of(recv),
                    2);
            cb.end();
            device.queueExecute(
                    QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, BindingTable.EMPTY, 0);
            done.await(1, Timeout.ofMillis(30_000));
            MemorySegment out = MemorySegment.ofArray(new int[2]);
            recv.read(0, out);
            return "sum " + out.getAtIndex(ValueLayout.JAVA_INT, 0) + " " + out.getAtIndex(ValueLayout.JAVA_INT, 1);
        } catch (JireeException e) {
            return "error " + e.code() + " " + e.getMessage().replace('\n', ' ');
        }
    }
}
