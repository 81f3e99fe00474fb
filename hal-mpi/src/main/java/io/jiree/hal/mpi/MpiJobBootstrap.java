package io.jiree.hal.mpi;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.SpmdRanks;
import io.jiree.base.StatusCode;
import io.jiree.hal.JobBootstrap;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * The MPI job as a {@link JobBootstrap}: rank and size of {@code MPI_COMM_WORLD}, and MPI_Bcast.
 * This is how NCCL channels start under {@code mpirun} without {@code NCCL_COMM_ID}: rank 0 makes
 * the unique id and broadcasts it, as IREE's runtime does. MPI is initialized on first use.
 */
public final class MpiJobBootstrap implements JobBootstrap {
    private final Environment environment;

    public MpiJobBootstrap() {
        this(Environment.system());
    }

    MpiJobBootstrap(Environment environment) {
        this.environment = environment;
    }

    private MpiProcess process() {
        return MpiProcess.get(environment, SpmdRanks.from(environment));
    }

    @Override
    public String name() {
        return "MPI";
    }

    @Override
    public int rank() {
        return process().worldRank();
    }

    @Override
    public int size() {
        return process().worldSize();
    }

    @Override
    public void broadcast(byte[] data, int root) {
        MpiProcess p = process();
        if (root < 0 || root >= p.worldSize()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "broadcast root %d is not a rank of the %d-rank MPI job",
                    root,
                    p.worldSize());
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment buffer = arena.allocate(Math.max(1, data.length));
            MemorySegment.copy(data, 0, buffer, ValueLayout.JAVA_BYTE, 0, data.length);
            p.bounded("MPI_Bcast of " + data.length + " bytes from rank " + root, () -> {
                p.mpi().bcast(buffer, data.length, root, Mpi.handle(Mpi.COMM_WORLD));
                return null;
            });
            MemorySegment.copy(buffer, ValueLayout.JAVA_BYTE, 0, data, 0, data.length);
        }
    }
}
