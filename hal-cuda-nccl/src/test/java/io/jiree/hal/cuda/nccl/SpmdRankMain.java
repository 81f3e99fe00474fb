package io.jiree.hal.cuda.nccl;

import io.jiree.base.JireeException;
import io.jiree.hal.CollectiveElementType;
import io.jiree.hal.CollectiveKind;
import io.jiree.hal.CollectiveOp;
import io.jiree.hal.CollectiveReduction;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.time.Duration;
import java.util.List;

/**
 * One rank of an SPMD job, run as its own JVM by {@link SpmdProcessTest}: reads the SPMD
 * environment exactly as a jiree process does, joins the default communicator and all-reduces
 * (rank + 1) * [1, 2, 3] on a stream of the libcuda stand-in, reading the sum once the stream ran
 * it. Prints "sum ..." or "error CODE message"; with "die" as argument, rank 1 halts right after
 * joining, like a crashed process; with "retry", rank 1 prints "first error CODE message" for a
 * first all_reduce that fails (an injected ncclGroupEnd failure) before the one above.
 */
public final class SpmdRankMain {
    private SpmdRankMain() {}

    public static void main(String[] args) {
        boolean die = args.length > 0 && args[0].equals("die");
        boolean retry = args.length > 0 && args[0].equals("retry");
        try {
            SpmdEnvironment spmd = SpmdEnvironment.fromSystem().orElseThrow();
            Nccl nccl = Nccl.get();
            try (NcclCommunicator comm = NcclCommunicator.createDefault(nccl, spmd, Duration.ofSeconds(20));
                    Arena arena = Arena.ofShared();
                    RankStream stream = RankStream.open()) {
                if (die && spmd.rank() == 1) {
                    Runtime.getRuntime().halt(3);
                }
                if (die) {
                    Thread.sleep(300); // let the peer go first
                }
                MemorySegment buf = arena.allocate(ValueLayout.JAVA_INT, 3);
                for (int i = 0; i < 3; i++) {
                    buf.setAtIndex(ValueLayout.JAVA_INT, i, (spmd.rank() + 1) * (i + 1));
                }
                CollectiveOp sum = new CollectiveOp(
                        CollectiveKind.ALL_REDUCE, CollectiveReduction.SUM, CollectiveElementType.SINT_32);
                if (retry && spmd.rank() == 1) {
                    try {
                        stream.flushAndWait(
                                nccl, List.of(new NcclOp(comm, sum, 0, buf.address(), buf.address(), 3)), null);
                        System.out.println("first succeeded");
                    } catch (JireeException e) {
                        System.out.println(
                                "first error " + e.code() + " " + e.getMessage().replace('\n', ' '));
                    }
                }
                stream.flushAndWait(nccl, List.of(new NcclOp(comm, sum, 0, buf.address(), buf.address(), 3)), null);
                int[] out = buf.toArray(ValueLayout.JAVA_INT);
                System.out.println("sum " + out[0] + " " + out[1] + " " + out[2]);
            }
        } catch (JireeException e) {
            System.out.println("error " + e.code() + " " + e.getMessage().replace('\n', ' '));
        } catch (Exception e) {
            System.out.println("error " + e);
        }
    }
}
