package io.jiree.benchmarks;

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
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Device;
import io.jiree.hal.DriverRegistry;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.lang.foreign.MemorySegment;

/**
 * jiree's side of the MPI all_reduce comparison (benchmarks/mpi-allreduce, BENCHMARKS.md): on a CPU
 * device started as a rank under mpiexec, a reusable command buffer holding one f32 sum all_reduce
 * on the default (MPI) channel is submitted and awaited, for each size in bytes given; the same
 * sizes and iteration counts as the C program's MPI_Allreduce loop. Rank 0 prints
 * {@code "<bytes> <iterations> <microseconds per call>"} per size.
 */
public final class MpiAllReduce {
    private MpiAllReduce() {}

    static int iterationsFor(long bytes) {
        if (bytes <= 65536) {
            return 2000;
        }
        return bytes <= 4 << 20 ? 100 : 10;
    }

    public static void main(String[] args) {
        String uri = System.getProperty("jiree.device", "local-sync");
        try (DriverRegistry registry = DriverRegistry.load();
                Device device = registry.createDevice(uri);
                Channel channel = device.createChannel(QueueAffinity.ANY, ChannelParams.defaults())) {
            for (String arg : args) {
                long bytes = Long.parseLong(arg);
                long count = bytes / 4;
                BufferParams params = BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT);
                Buffer send = device.allocator().allocate(params, bytes);
                Buffer recv = device.allocator().allocate(params, bytes);
                send.fill(0, bytes, Float.floatToRawIntBits(channel.rank() + 1f), 4);
                CommandBuffer cb = device.createCommandBuffer(
                        CommandBufferMode.DEFAULT, CommandCategory.ANY, QueueAffinity.ANY, 0);
                cb.begin();
                cb.collective(
                        channel,
                        new CollectiveOp(
                                CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.FLOAT_32),
                        0,
                        BufferRef.of(send),
                        BufferRef.of(recv),
                        count);
                cb.end();
                Semaphore done = device.createSemaphore(0, 0);
                long value = 0;
                int n = iterationsFor(bytes);
                for (int i = 0; i < n / 10 + 1; i++) {
                    value = submit(device, cb, done, value);
                }
                long start = System.nanoTime();
                for (int i = 0; i < n; i++) {
                    value = submit(device, cb, done, value);
                }
                double micros = (System.nanoTime() - start) / 1e3 / n;
                float[] check = new float[1];
                recv.read(0, MemorySegment.ofArray(check));
                float want = channel.count() * (channel.count() + 1) / 2f;
                if (check[0] != want) {
                    throw new IllegalStateException("all_reduce gave " + check[0] + ", expected " + want);
                }
                if (channel.rank() == 0) {
                    System.out.printf("%d %d %.3f%n", bytes, n, micros);
                }
                cb.close();
                send.close();
                recv.close();
            }
        }
    }

    private static long submit(Device device, CommandBuffer cb, Semaphore done, long value) {
        SemaphoreList signal = SemaphoreList.of(done, value + 1);
        device.queueExecute(QueueAffinity.ANY, SemaphoreList.EMPTY, signal, cb, BindingTable.EMPTY, 0);
        signal.await(Timeout.infinite());
        return value + 1;
    }
}
