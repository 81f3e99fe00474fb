package io.jiree.hal.mpi;

import io.jiree.base.Environment;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.Optional;

/**
 * The two ranks of {@link MpiGateTest}. Rank 0 has a thread inside a blocking MPI_Bcast that rank 1
 * joins only after a second, and checks {@link Mpi#close}: it cannot shut MPI while that call is
 * inside, it can once the call returned, and a call made afterwards waits. Each rank prints its
 * findings and halts, rank 0 first: the test is about the gate, not about the job's end.
 */
public final class MpiGateMain {
    private static final Duration JOIN_DELAY = Duration.ofSeconds(1);

    private MpiGateMain() {}

    public static void main(String[] args) throws InterruptedException {
        MpiProcess process = MpiProcess.get(Environment.system(), Optional.empty());
        Mpi mpi = process.mpi();
        MemorySegment world = Mpi.handle(Mpi.COMM_WORLD);
        Arena arena = Arena.ofShared();
        MemorySegment buffer = arena.allocate(4);
        if (process.worldRank() == 1) {
            Thread.sleep(JOIN_DELAY);
            mpi.bcast(buffer, 4, 1, world);
            System.out.println("ok joined");
            System.out.flush();
            Thread.sleep(5 * JOIN_DELAY.toMillis()); // rank 0 ends first: the launcher ends the job then
            Runtime.getRuntime().halt(0);
        }
        Thread inside = Thread.ofPlatform().start(() -> mpi.bcast(buffer, 4, 1, world));
        Thread.sleep(200);
        boolean shutWhileInside = mpi.close(Duration.ofMillis(200));
        boolean stillInside = inside.isAlive();
        inside.join();
        boolean shutAfter = mpi.close(Duration.ofSeconds(30));
        Thread late = Thread.ofPlatform().daemon().start(mpi::initialized);
        late.join(500);
        System.out.println((!shutWhileInside && stillInside ? "ok" : "FAIL") + " close waits for a blocking call: shut "
                + shutWhileInside + " while it was inside (inside: " + stillInside + ")");
        System.out.println((shutAfter ? "ok" : "FAIL") + " close shuts once it returned");
        System.out.println(
                (late.isAlive() ? "ok" : "FAIL") + " a later call waits: alive after 500 ms: " + late.isAlive());
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }
}
