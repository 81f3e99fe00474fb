package io.jiree.tools;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveReduction;
import io.jiree.hal.cuda.CudaDriverApi;
import io.jiree.hal.cuda.nccl.Nccl;
import java.io.PrintWriter;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.Callable;
import java.util.function.LongConsumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Hidden: times {@code ncclAllReduce} (sum, f32) called directly on a single-rank communicator of
 * one GPU, no VM and no HAL in between, as nccl-tests' all_reduce_perf does: the baseline the GPU
 * kit sets jiree's all_reduce modules against. One line per size: bytes, elements, microseconds per
 * call, algorithm bandwidth and bus bandwidth in GB/s (nccl-tests' formulas: algbw = bytes / time,
 * busbw = algbw * 2 (n - 1) / n).
 */
@Command(
        name = "nccl-bench",
        hidden = true,
        description = "Times ncclAllReduce called directly (one rank, sum f32) at the given sizes.")
final class NcclBenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--device", defaultValue = "0", description = "CUDA device index.")
    int device;

    @Option(names = "--min_bytes", defaultValue = "1048576")
    long minBytes;

    @Option(names = "--max_bytes", defaultValue = "1073741824")
    long maxBytes;

    @Option(names = "--min_time_ms", defaultValue = "200", description = "Time each size at least this long.")
    long minTimeMs;

    @Override
    public Integer call() {
        if (minBytes < 4 || maxBytes < minBytes) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "--min_bytes %d and --max_bytes %d: need 4 <= min <= max",
                    minBytes,
                    maxBytes);
        }
        PrintWriter out = spec.commandLine().getOut();
        CudaDriverApi cuda = CudaDriverApi.get();
        cuda.init();
        int dev = cuda.deviceGet(device);
        MemorySegment context = cuda.devicePrimaryCtxRetain(dev);
        cuda.ctxSetCurrent(context);
        Nccl nccl = Nccl.get();
        MemorySegment stream = cuda.streamCreate(0);
        long send = cuda.memAlloc(maxBytes);
        long recv = cuda.memAlloc(maxBytes);
        int ranks = 1;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment id = arena.allocate(Nccl.UNIQUE_ID);
            nccl.check(nccl.getUniqueId(id), MemorySegment.NULL, "ncclGetUniqueId");
            MemorySegment commOut = arena.allocate(ValueLayout.ADDRESS);
            nccl.check(nccl.commInitRank(commOut, ranks, id, 0), MemorySegment.NULL, "ncclCommInitRank");
            MemorySegment comm = commOut.get(ValueLayout.ADDRESS, 0);
            cuda.memsetD32Async(send, Float.floatToRawIntBits(1f), maxBytes / 4, stream);
            out.printf(
                    "# ncclAllReduce sum f32, %d rank(s), NCCL %s at %s, CUDA device %d%n",
                    ranks, nccl.version(), nccl.origin(), device);
            out.printf("# %12s %12s %12s %10s %10s%n", "bytes", "elements", "time_us", "algbw_GBps", "busbw_GBps");
            LongConsumer allReduce = count -> nccl.check(
                    nccl.allReduce(
                            send, recv, count, CollectiveElementType.FLOAT_32, CollectiveReduction.SUM, comm, stream),
                    comm,
                    "ncclAllReduce");
            for (long bytes = minBytes; bytes <= maxBytes; bytes *= 2) {
                long count = bytes / 4;
                for (int i = 0; i < 3; i++) { // warm-up
                    allReduce.accept(count);
                }
                cuda.streamSynchronize(stream);
                long iterations = 0;
                long start = System.nanoTime();
                long elapsed;
                do {
                    allReduce.accept(count);
                    cuda.streamSynchronize(stream);
                    iterations++;
                    elapsed = System.nanoTime() - start;
                } while (elapsed < minTimeMs * 1_000_000L || iterations < 5);
                double seconds = elapsed / 1e9 / iterations;
                double algbw = bytes / seconds / 1e9;
                double busbw = algbw * 2.0 * (ranks - 1) / ranks;
                out.printf("  %12d %12d %12.2f %10.2f %10.2f%n", bytes, count, seconds * 1e6, algbw, busbw);
                out.flush();
            }
            MemorySegment host = arena.allocate(4);
            cuda.memcpyDtoH(host, recv, 4);
            float first = host.get(ValueLayout.JAVA_FLOAT, 0);
            if (first != ranks) {
                throw JireeException.of(
                        StatusCode.DATA_LOSS, "ncclAllReduce of ones over %d rank(s) gave %s", ranks, first);
            }
            nccl.check(nccl.commDestroy(comm), MemorySegment.NULL, "ncclCommDestroy");
        } finally {
            cuda.memFree(send);
            cuda.memFree(recv);
            cuda.streamDestroy(stream);
            cuda.devicePrimaryCtxRelease(dev);
        }
        return 0;
    }
}
