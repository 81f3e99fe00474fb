package io.jiree.hal.mpi;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferBinding;
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
import io.jiree.hal.DispatchConfig;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.Executable;
import io.jiree.hal.ExportInfo;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;

/**
 * One rank of {@link MpiRanksTest}'s abandoned batches: every rank all-reduces two i32 on the
 * default channel; rank 0 first tries one that fails on it alone, as {@code args[0]} says:
 * {@code plan}, its result buffer is too small (the batch's own checks); {@code earlier}, a fill
 * before it in the same command buffer fails (its binding is too small); {@code wait}, what the
 * submission waits on fails, so it never runs; {@code build}, a dispatch before it names an
 * executable no CPU device made, so no plan can be built for the command buffer; {@code closed},
 * it is submitted on a local-task device of its own behind a wait never reached, and that device
 * is closed. Prints "first ..." for that attempt and "then ..."
 * for the all_reduce: "sum A B" or "error CODE message".
 */
public final class MpiAbandonMain {
    private MpiAbandonMain() {}

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "plan";
        try (DriverRegistry registry = DriverRegistry.load();
                Device device = registry.createDevice("local-sync");
                Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults())) {
            if (channel.rank() == 0) {
                System.out.println("first "
                        + (mode.equals("closed") ? closeWhileWaiting(registry) : allReduce(device, channel, mode)));
            }
            System.out.println("then " + allReduce(device, channel, "ok"));
        } catch (JireeException e) {
            System.out.println("error " + e.code() + " " + e.getMessage().replace('\n', ' '));
        }
        System.out.flush();
    }

    /** An all_reduce left waiting for ever on a device that is then closed. */
    private static String closeWhileWaiting(DriverRegistry registry) {
        BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
        try (Device device = registry.createDevice("local-task");
                Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults());
                Buffer send = device.allocator().allocate(params, 8);
                Buffer recv = device.allocator().allocate(params, 8);
                Semaphore never = device.createSemaphore(0, 0);
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 0)) {
            cb.begin();
            sumTwoInts(cb, channel, send, recv);
            cb.end();
            device.queueExecute(
                    QueueAffinity.ANY,
                    SemaphoreList.of(never, 1),
                    SemaphoreList.of(done, 1),
                    cb,
                    BindingTable.EMPTY,
                    0);
            return "closed";
        } catch (JireeException e) {
            return "error " + e.code() + " " + e.getMessage().replace('\n', ' ');
        }
    }

    /** Records an all_reduce (sum) of two i32 from {@code send} into {@code recv}. */
    private static void sumTwoInts(CommandBuffer cb, Channel channel, Buffer send, Buffer recv) {
        cb.collective(
                channel,
                new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.SINT_32),
                0,
                BufferRef.of(send),
                BufferRef.of(recv),
                2);
    }

    /** An all_reduce sum of (rank + 1) * [1, 2], failing on this rank as {@code mode} says. */
    private static String allReduce(Device device, Channel channel, String mode) {
        BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
        try (Buffer send = device.allocator().allocate(params, 8);
                Buffer recv = device.allocator().allocate(params, mode.equals("plan") ? 4 : 8);
                Buffer scratch = device.allocator().allocate(params, 4);
                Semaphore gate = device.createSemaphore(0, 0);
                Semaphore done = device.createSemaphore(0, 0);
                CommandBuffer cb = device.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 1)) {
            int r = channel.rank() + 1;
            send.write(0, MemorySegment.ofArray(new int[] {r, 2 * r}));
            cb.begin();
            if (mode.equals("build")) {
                cb.dispatch(new ForeignExecutable(), 0, DispatchConfig.ofCount(1, 1, 1), new int[0], List.of(), 0);
                cb.executionBarrier(0, 0, 0);
            }
            if (mode.equals("earlier")) {
                cb.fillBuffer(BufferRef.indirect(0, 0, 64), 0, 4, 0); // its binding has 4 bytes
                cb.executionBarrier(0, 0, 0);
            }
            sumTwoInts(cb, channel, send, recv);
            cb.end();
            BindingTable table = mode.equals("earlier")
                    ? new BindingTable(List.of(new BufferBinding(scratch, 0, 4)))
                    : BindingTable.EMPTY;
            SemaphoreList wait = mode.equals("wait") ? SemaphoreList.of(gate, 1) : SemaphoreList.EMPTY;
            if (mode.equals("wait")) {
                gate.fail(new JireeException(StatusCode.DATA_LOSS, "the work this submission waits on failed"));
            }
            device.queueExecute(QueueAffinity.ANY, wait, SemaphoreList.of(done, 1), cb, table, 0);
            done.await(1, Timeout.ofMillis(30_000));
            MemorySegment out = MemorySegment.ofArray(new int[2]);
            recv.read(0, out);
            return "sum " + out.getAtIndex(ValueLayout.JAVA_INT, 0) + " " + out.getAtIndex(ValueLayout.JAVA_INT, 1);
        } catch (JireeException e) {
            return "error " + e.code() + " " + e.getMessage().replace('\n', ' ');
        }
    }

    /** An executable of another kind of device: recording accepts it, a CPU plan does not. */
    private static final class ForeignExecutable implements Executable {
        @Override
        public String format() {
            return "foreign";
        }

        @Override
        public int exportCount() {
            return 1;
        }

        @Override
        public ExportInfo export(int ordinal) {
            return new ExportInfo("foreign", 0, 0, new int[] {1, 1, 1}, 0);
        }

        @Override
        public void retain() {}

        @Override
        public void close() {}
    }
}
