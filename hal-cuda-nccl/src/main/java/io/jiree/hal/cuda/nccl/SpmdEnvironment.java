package io.jiree.hal.cuda.nccl;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Where this process sits in an SPMD job: how many ranks there are, which one this is, and where
 * they meet. Read from {@code IREE_SPMD_NPROCS} / {@code IREE_SPMD_PROCID} / {@code NCCL_COMM_ID}
 * as IREE's {@code iree-run-module} does, or, when those are unset, from what {@code mpirun}
 * exports (Open MPI's {@code OMPI_COMM_WORLD_*}, or PMI's {@code PMI_RANK}/{@code PMI_SIZE}).
 * When none of them is set there is no default channel and NCCL is never loaded.
 *
 * @param count              the number of ranks (at least 1)
 * @param rank               this process's rank in [0, count)
 * @param defaultDeviceIndex the GPU this rank should use when the launcher says (the node-local rank)
 * @param commId             the rendezvous address all ranks share
 * @param source             which variables the values came from, for messages
 */
public record SpmdEnvironment(int count, int rank, OptionalInt defaultDeviceIndex, CommId commId, String source) {
    public static final String NPROCS = "IREE_SPMD_NPROCS";
    public static final String PROCID = "IREE_SPMD_PROCID";
    public static final String OMPI_RANK = "OMPI_COMM_WORLD_RANK";
    public static final String OMPI_SIZE = "OMPI_COMM_WORLD_SIZE";
    public static final String OMPI_LOCAL_RANK = "OMPI_COMM_WORLD_LOCAL_RANK";
    public static final String PMI_RANK = "PMI_RANK";
    public static final String PMI_SIZE = "PMI_SIZE";
    /** The node-local rank that MPICH's and Intel MPI's Hydra launcher exports beside PMI_RANK. */
    public static final String PMI_LOCAL_RANK = "MPI_LOCALRANKID";

    /** Reads the process environment. */
    public static Optional<SpmdEnvironment> fromSystem() {
        return from(Environment.system());
    }

    /**
     * Reads {@code env}. Empty when no SPMD variables are set; INVALID_ARGUMENT naming the variable
     * and its value when one is malformed, out of range, or missing where another requires it.
     */
    public static Optional<SpmdEnvironment> from(Environment env) {
        if (env.get(NPROCS).isPresent()) {
            int count = env.getLong(NPROCS, 1, Integer.MAX_VALUE).orElseThrow().intValue();
            int rank = requireRank(env, PROCID, count, NPROCS);
            return Optional.of(new SpmdEnvironment(count, rank, OptionalInt.empty(),
                    requireCommId(env, NPROCS + "=" + count), NPROCS + "/" + PROCID));
        }
        if (env.get(PROCID).isPresent()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                    "%s=%s is set but %s is not; set %s to the number of ranks or unset %s",
                    PROCID, env.get(PROCID).get(), NPROCS, NPROCS, PROCID);
        }
        if (env.get(OMPI_SIZE).isPresent() || env.get(OMPI_RANK).isPresent()) {
            return Optional.of(fromLauncher(env, OMPI_SIZE, OMPI_RANK, OMPI_LOCAL_RANK, "Open MPI"));
        }
        if (env.get(PMI_SIZE).isPresent() || env.get(PMI_RANK).isPresent()) {
            return Optional.of(fromLauncher(env, PMI_SIZE, PMI_RANK, PMI_LOCAL_RANK, "PMI"));
        }
        return Optional.empty();
    }

    private static SpmdEnvironment fromLauncher(Environment env, String sizeVar, String rankVar, String localVar,
                                                String launcher) {
        if (env.get(sizeVar).isEmpty()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                    "%s=%s is set but %s is not; the %s launcher exports both (or set %s and %s instead)",
                    rankVar, env.get(rankVar).get(), sizeVar, launcher, NPROCS, PROCID);
        }
        int count = env.getLong(sizeVar, 1, Integer.MAX_VALUE).orElseThrow().intValue();
        int rank = requireRank(env, rankVar, count, sizeVar);
        OptionalInt device = OptionalInt.empty();
        Optional<Long> local = env.getLong(localVar, 0, Integer.MAX_VALUE);
        if (local.isPresent()) {
            device = OptionalInt.of(local.get().intValue());
        }
        return new SpmdEnvironment(count, rank, device, requireCommId(env, sizeVar + "=" + count),
                launcher + " (" + sizeVar + "/" + rankVar + ")");
    }

    private static int requireRank(Environment env, String rankVar, int count, String countVar) {
        if (env.get(rankVar).isEmpty()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                    "%s=%d is set but %s is not; set %s to this process's rank in [0, %d]",
                    countVar, count, rankVar, rankVar, count - 1);
        }
        return env.getLong(rankVar, 0, count - 1L).orElseThrow().intValue();
    }

    private static CommId requireCommId(Environment env, String why) {
        Optional<String> text = env.get(CommId.VARIABLE);
        if (text.isEmpty()) {
            throw JireeException.of(StatusCode.INVALID_ARGUMENT,
                    "%s is set but %s is not; set %s=host:port (the same on every rank, e.g. 127.0.0.1:8000)",
                    why, CommId.VARIABLE, CommId.VARIABLE);
        }
        return CommId.parse(CommId.VARIABLE, text.get());
    }
}
