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
import java.util.ArrayList;
import java.util.List;

/**
 * One rank of {@link MpiRanksTest}, started by mpiexec: records collectives of every kind, element
 * type and reduction on a CPU device's default channel (and on a split of it), runs them, and
 * checks every result against the collective's definition computed here. Prints {@code ok N} or
 * the first mismatches, one per line.
 */
public final class MpiRankMain {
    private static final CollectiveElementType[] TYPES = CollectiveElementType.values();
    private static final CollectiveReduction[] REDUCTIONS = {
        CollectiveReduction.SUM,
        CollectiveReduction.PRODUCT,
        CollectiveReduction.MINIMUM,
        CollectiveReduction.MAXIMUM,
        CollectiveReduction.AVERAGE
    };
    private static final int N = 4;

    private final Device device;
    private final List<String> failures = new ArrayList<>();
    private int checks;

    private MpiRankMain(Device device) {
        this.device = device;
    }

    public static void main(String[] args) {
        String uri = args.length > 0 ? args[0] : "local-sync";
        try (DriverRegistry registry = DriverRegistry.load();
                Device d = registry.createDevice(uri)) {
            MpiRankMain m = new MpiRankMain(d);
            try (Channel ch = d.createChannel(QueueAffinity.ANY, ChannelParams.defaults())) {
                m.reductions(ch);
                m.everyKind(ch);
                m.split(ch);
            }
            if (m.failures.isEmpty()) {
                System.out.println("ok " + m.checks);
            } else {
                m.failures.stream().limit(20).forEach(System.out::println);
            }
        } catch (JireeException e) {
            System.out.println("error " + e.code() + " " + e.getMessage());
        }
    }

    /** The value rank r contributes at index i: small, some negative for signed types. */
    static double value(CollectiveElementType t, int r, int i) {
        double v = ((r + 1) * (i + 2)) % 7 + 1;
        boolean signed = switch (t) {
            case UINT_8, UINT_16, UINT_32, UINT_64 -> false;
            default -> true;
        };
        return signed && (r + i) % 3 == 0 ? -v : v;
    }

    private Buffer buffer(long bytes) {
        return device.allocator()
                .allocate(BufferParams.of(MemoryType.DEVICE_LOCAL, BufferUsage.DEFAULT), Math.max(bytes, 1));
    }

    /** Executes {@code cb} and waits for it (local-task runs it on its queue thread). */
    private void run(CommandBuffer cb) {
        cb.end();
        Semaphore done = device.createSemaphore(0, 0);
        SemaphoreList signal = SemaphoreList.of(done, 1);
        device.queueExecute(QueueAffinity.ANY, SemaphoreList.EMPTY, signal, cb, BindingTable.EMPTY, 0);
        signal.await(Timeout.infinite());
    }

    private CommandBuffer record() {
        CommandBuffer cb = device.createCommandBuffer(0, CommandCategory.ANY, QueueAffinity.ANY, 0);
        cb.begin();
        return cb;
    }

    /** Every element type with every reduction, as one batch of all_reduce. */
    private void reductions(Channel ch) {
        int n = ch.count();
        int me = ch.rank();
        List<Runnable> verify = new ArrayList<>();
        CommandBuffer cb = record();
        for (CollectiveElementType t : TYPES) {
            for (CollectiveReduction red : REDUCTIONS) {
                Buffer send = buffer((long) N * t.byteCount());
                Buffer recv = buffer((long) N * t.byteCount());
                MemorySegment in = MemorySegment.ofArray(new byte[N * t.byteCount()]);
                for (int i = 0; i < N; i++) {
                    put(in, t, i, value(t, me, i));
                }
                send.write(0, in);
                cb.collective(
                        ch,
                        new CollectiveOp(CollectiveKind.ALL_REDUCE, red, t),
                        0,
                        BufferRef.of(send),
                        BufferRef.of(recv),
                        N);
                verify.add(() -> {
                    MemorySegment out = MemorySegment.ofArray(new byte[N * t.byteCount()]);
                    recv.read(0, out);
                    for (int i = 0; i < N; i++) {
                        double want = reduce(t, red, n, i);
                        check(want, get(out, t, i), "all_reduce." + red + "." + t + "[" + i + "]");
                    }
                });
            }
        }
        run(cb);
        verify.forEach(Runnable::run);
    }

    private static double reduce(CollectiveElementType t, CollectiveReduction red, int n, int i) {
        double acc = value(t, 0, i);
        for (int r = 1; r < n; r++) {
            double v = value(t, r, i);
            acc = switch (red) {
                case SUM, AVERAGE -> acc + v;
                case PRODUCT -> acc * v;
                case MINIMUM -> Math.min(acc, v);
                case MAXIMUM -> Math.max(acc, v);
                case NONE -> throw new IllegalArgumentException();
            };
        }
        boolean integer = !(t == CollectiveElementType.FLOAT_16
                || t == CollectiveElementType.BFLOAT_16
                || t == CollectiveElementType.FLOAT_32
                || t == CollectiveElementType.FLOAT_64);
        acc = wrap(t, acc);
        if (red == CollectiveReduction.AVERAGE) {
            acc = integer ? (double) ((long) acc / n) : acc / n;
        }
        return roundTo(t, acc);
    }

    /** Two's complement wrap-around of an integer result to the type's width. */
    private static double wrap(CollectiveElementType t, double v) {
        long x = (long) v;
        return switch (t) {
            case SINT_8 -> (byte) x;
            case UINT_8 -> x & 0xFF;
            case SINT_16 -> (short) x;
            case UINT_16 -> x & 0xFFFF;
            case SINT_32 -> (int) x;
            case UINT_32 -> x & 0xFFFFFFFFL;
            case SINT_64, UINT_64 -> x;
            default -> v;
        };
    }

    private static double roundTo(CollectiveElementType t, double v) {
        return switch (t) {
            case FLOAT_16 -> Float.float16ToFloat(Float.floatToFloat16((float) v));
            case BFLOAT_16 -> MpiBatch.bf16ToFloat(MpiBatch.floatToBf16((float) v));
            case FLOAT_32 -> (float) v;
            default -> v;
        };
    }

    static void put(MemorySegment m, CollectiveElementType t, int i, double v) {
        switch (t) {
            case SINT_8, UINT_8 -> m.set(ValueLayout.JAVA_BYTE, i, (byte) (long) v);
            case SINT_16, UINT_16 -> m.setAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i, (short) (long) v);
            case SINT_32, UINT_32 -> m.setAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i, (int) (long) v);
            case SINT_64, UINT_64 -> m.setAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i, (long) v);
            case FLOAT_16 -> m.setAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i, Float.floatToFloat16((float) v));
            case BFLOAT_16 -> m.setAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i, MpiBatch.floatToBf16((float) v));
            case FLOAT_32 -> m.setAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i, (float) v);
            case FLOAT_64 -> m.setAtIndex(ValueLayout.JAVA_DOUBLE_UNALIGNED, i, v);
        }
    }

    static double get(MemorySegment m, CollectiveElementType t, int i) {
        return switch (t) {
            case SINT_8 -> m.get(ValueLayout.JAVA_BYTE, i);
            case UINT_8 -> Byte.toUnsignedInt(m.get(ValueLayout.JAVA_BYTE, i));
            case SINT_16 -> m.getAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i);
            case UINT_16 -> Short.toUnsignedInt(m.getAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i));
            case SINT_32 -> m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i);
            case UINT_32 -> Integer.toUnsignedLong(m.getAtIndex(ValueLayout.JAVA_INT_UNALIGNED, i));
            case SINT_64, UINT_64 -> m.getAtIndex(ValueLayout.JAVA_LONG_UNALIGNED, i);
            case FLOAT_16 -> Float.float16ToFloat(m.getAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i));
            case BFLOAT_16 -> MpiBatch.bf16ToFloat(m.getAtIndex(ValueLayout.JAVA_SHORT_UNALIGNED, i));
            case FLOAT_32 -> m.getAtIndex(ValueLayout.JAVA_FLOAT_UNALIGNED, i);
            case FLOAT_64 -> m.getAtIndex(ValueLayout.JAVA_DOUBLE_UNALIGNED, i);
        };
    }

    private void check(double want, double got, String what) {
        checks++;
        if (Double.compare(want, got) != 0) {
            failures.add("FAIL " + what + ": expected " + want + " got " + got);
        }
    }

    /** A filled send buffer of {@code count} elements of rank {@code r}'s values. */
    private Buffer input(CollectiveElementType t, int r, int count) {
        MemorySegment in = MemorySegment.ofArray(new byte[count * t.byteCount()]);
        for (int i = 0; i < count; i++) {
            put(in, t, i, value(t, r, i));
        }
        Buffer b = buffer((long) count * t.byteCount());
        b.write(0, in);
        return b;
    }

    private double[] read(Buffer b, CollectiveElementType t, int count) {
        MemorySegment out = MemorySegment.ofArray(new byte[count * t.byteCount()]);
        b.read(0, out);
        double[] v = new double[count];
        for (int i = 0; i < count; i++) {
            v[i] = get(out, t, i);
        }
        return v;
    }

    /** Every kind in one batch, in the element types the compiler emits most. */
    private void everyKind(Channel ch) {
        int n = ch.count();
        int me = ch.rank();
        CollectiveElementType i32 = CollectiveElementType.SINT_32;
        CollectiveElementType f32 = CollectiveElementType.FLOAT_32;
        CollectiveElementType f64 = CollectiveElementType.FLOAT_64;
        CollectiveElementType bf16 = CollectiveElementType.BFLOAT_16;
        CollectiveElementType f16 = CollectiveElementType.FLOAT_16;
        CollectiveElementType i64 = CollectiveElementType.SINT_64;
        CommandBuffer cb = record();
        Buffer gatherIn = input(i32, me, N);
        Buffer gatherOut = buffer((long) N * n * 4);
        cb.collective(
                ch,
                new CollectiveOp(CollectiveKind.ALL_GATHER, CollectiveReduction.NONE, i32),
                0,
                BufferRef.of(gatherIn),
                BufferRef.of(gatherOut),
                N);
        // StableHLO's all_gather records the result's element count (N * n), not the per-rank one.
        Buffer hloIn = input(i32, me, N);
        Buffer hloOut = buffer((long) N * n * 4);
        cb.collective(
                ch,
                new CollectiveOp(CollectiveKind.ALL_GATHER, CollectiveReduction.NONE, i32),
                0,
                BufferRef.of(hloIn),
                BufferRef.of(hloOut),
                (long) N * n);
        Buffer scatterIn = input(f32, me, N * n);
        Buffer scatterOut = buffer(N * 4L);
        cb.collective(
                ch,
                new CollectiveOp(CollectiveKind.REDUCE_SCATTER, CollectiveReduction.SUM, f32),
                0,
                BufferRef.of(scatterIn),
                BufferRef.of(scatterOut),
                N);
        int root = 1 % n;
        Buffer bcastIn = input(f64, me, N);
        Buffer bcastOut = buffer(N * 8L);
        cb.collective(
                ch,
                new CollectiveOp(CollectiveKind.BROADCAST, CollectiveReduction.NONE, f64),
                root,
                BufferRef.of(bcastIn),
                BufferRef.of(bcastOut),
                N);
        Buffer reduceIn = input(bf16, me, N);
        Buffer reduceOut = buffer(N * 2L);
        cb.collective(
                ch,
                new CollectiveOp(CollectiveKind.REDUCE, CollectiveReduction.AVERAGE, bf16),
                0,
                BufferRef.of(reduceIn),
                BufferRef.of(reduceOut),
                N);
        Buffer a2aIn = input(i32, me, N * n);
        Buffer a2aOut = buffer(N * n * 4L);
        cb.collective(
                ch,
                new CollectiveOp(CollectiveKind.ALL_TO_ALL, CollectiveReduction.NONE, i32),
                0,
                BufferRef.of(a2aIn),
                BufferRef.of(a2aOut),
                (long) N * n);
        // A chain: send to the next rank, receive from the previous one; rank 0 receives nothing
        // (and gets zeros), the last rank sends nothing.
        Buffer ringIn = input(f16, me, N);
        Buffer ringOut = input(f16, 99, N);
        int target = me + 1 < n ? me + 1 : -1;
        int source = me == 0 ? -1 : me - 1;
        int param = (source << 16) | (target & 0xFFFF);
        cb.collective(
                ch,
                new CollectiveOp(CollectiveKind.SEND_RECV, CollectiveReduction.NONE, f16),
                param,
                BufferRef.of(ringIn),
                BufferRef.of(ringOut),
                N);
        // Point to point: the last rank sends to rank 0.
        Buffer p2p = me == n - 1 ? input(i64, me, N) : buffer(N * 8L);
        if (n > 1 && me == n - 1) {
            cb.collective(
                    ch,
                    new CollectiveOp(CollectiveKind.SEND, CollectiveReduction.NONE, i64),
                    0,
                    BufferRef.of(p2p),
                    null,
                    N);
        } else if (n > 1 && me == 0) {
            cb.collective(
                    ch,
                    new CollectiveOp(CollectiveKind.RECV, CollectiveReduction.NONE, i64),
                    n - 1,
                    null,
                    BufferRef.of(p2p),
                    N);
        }
        run(cb);

        double[] g = read(gatherOut, i32, N * n);
        for (int r = 0; r < n; r++) {
            for (int i = 0; i < N; i++) {
                check(value(i32, r, i), g[r * N + i], "all_gather[" + r + "][" + i + "]");
            }
        }
        double[] h = read(hloOut, i32, N * n);
        for (int r = 0; r < n; r++) {
            for (int i = 0; i < N; i++) {
                check(value(i32, r, i), h[r * N + i], "stablehlo all_gather[" + r + "][" + i + "]");
            }
        }
        double[] s = read(scatterOut, f32, N);
        for (int i = 0; i < N; i++) {
            double sum = 0;
            for (int r = 0; r < n; r++) {
                sum += value(f32, r, me * N + i);
            }
            check(sum, s[i], "reduce_scatter[" + i + "]");
        }
        double[] b = read(bcastOut, f64, N);
        for (int i = 0; i < N; i++) {
            check(value(f64, root, i), b[i], "broadcast[" + i + "]");
        }
        if (me == 0) {
            double[] red = read(reduceOut, bf16, N);
            for (int i = 0; i < N; i++) {
                check(reduce(bf16, CollectiveReduction.AVERAGE, n, i), red[i], "reduce.average.bf16[" + i + "]");
            }
        }
        double[] a = read(a2aOut, i32, N * n);
        for (int r = 0; r < n; r++) {
            for (int i = 0; i < N; i++) {
                check(value(i32, r, me * N + i), a[r * N + i], "all_to_all[" + r + "][" + i + "]");
            }
        }
        double[] ring = read(ringOut, f16, N);
        for (int i = 0; i < N; i++) {
            check(source == -1 ? 0 : value(f16, source, i), ring[i], "send_recv[" + i + "]");
        }
        if (n > 1 && me == 0) {
            double[] p = read(p2p, i64, N);
            for (int i = 0; i < N; i++) {
                check(value(i64, n - 1, i), p[i], "recv[" + i + "]");
            }
        }
    }

    /** channel.split by parity, ranked in reverse: an all_reduce over each half. */
    private void split(Channel ch) {
        int n = ch.count();
        int me = ch.rank();
        try (Channel half = ch.split(me % 2, -me, 0)) {
            int size = (n - me % 2 + 1) / 2;
            check(size, half.count(), "split count");
            int position = 0;
            for (int r = me + 2; r < n; r += 2) {
                position++;
            }
            check(position, half.rank(), "split rank");
            CollectiveElementType i32 = CollectiveElementType.SINT_32;
            Buffer in = input(i32, me, N);
            Buffer out = buffer(N * 4L);
            CommandBuffer cb = record();
            cb.collective(
                    half,
                    new CollectiveOp(CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, i32),
                    0,
                    BufferRef.of(in),
                    BufferRef.of(out),
                    N);
            run(cb);
            double[] got = read(out, i32, N);
            for (int i = 0; i < N; i++) {
                double sum = 0;
                for (int r = me % 2; r < n; r += 2) {
                    sum += value(i32, r, i);
                }
                check(sum, got[i], "split all_reduce[" + i + "]");
            }
        }
        // A rank that leaves itself out gets no channel.
        Channel none = ch.split(me == 0 ? Channel.NO_COLOR : 0, me, 0);
        check(me == 0 ? 1 : 0, none == null ? 1 : 0, "split without color");
        if (none != null) {
            none.close();
        }
    }
}
