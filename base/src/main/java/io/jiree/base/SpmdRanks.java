package io.jiree.base;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Where this process sits in an SPMD job, as far as its environment says: how many ranks there
 * are and which one this is. Read from {@code IREE_SPMD_NPROCS} / {@code IREE_SPMD_PROCID} as
 * IREE's {@code iree-run-module} does, or, when those are unset, from what an MPI launcher exports
 * (Open MPI's {@code OMPI_COMM_WORLD_*}, or PMI's {@code PMI_RANK}/{@code PMI_SIZE} from MPICH's
 * Hydra and Intel MPI). Shared by every collective back end (NCCL, MPI), so the same variables
 * give the same errors everywhere.
 *
 * @param count          the number of ranks (at least 1)
 * @param rank           this process's rank in [0, count)
 * @param localRank      the node-local rank when the launcher says (it picks the GPU on CUDA)
 * @param countVariable  the variable the count came from, for messages (e.g. {@code IREE_SPMD_NPROCS})
 * @param source         which variables the values came from, for messages
 */
public record SpmdRanks(int count, int rank, OptionalInt localRank, String countVariable, String source) {
    public static final String NPROCS = "IREE_SPMD_NPROCS";
    public static final String PROCID = "IREE_SPMD_PROCID";
    public static final String OMPI_RANK = "OMPI_COMM_WORLD_RANK";
    public static final String OMPI_SIZE = "OMPI_COMM_WORLD_SIZE";
    public static final String OMPI_LOCAL_RANK = "OMPI_COMM_WORLD_LOCAL_RANK";
    public static final String PMI_RANK = "PMI_RANK";
    public static final String PMI_SIZE = "PMI_SIZE";
    /** The node-local rank that MPICH's and Intel MPI's Hydra launcher exports beside PMI_RANK. */
    public static final String PMI_LOCAL_RANK = "MPI_LOCALRANKID";
    /** Exported by some MPI launchers (MPICH's gforker, Intel MPI) to every rank. */
    public static final String MPIEXEC_HOSTNAME = "MPIEXEC_HOSTNAME";
    /** Exported by PMIx-based launchers (Open MPI 5's prterun, Slurm with PMIx). */
    public static final String PMIX_RANK = "PMIX_RANK";

    /**
     * Whether an MPI launcher started this process: one of the variables IREE's MPI channel provider
     * looks at ({@code PMI_SIZE}, {@code OMPI_COMM_WORLD_SIZE}, {@code MPIEXEC_HOSTNAME}) or
     * {@code PMIX_RANK} is set.
     */
    public static boolean startedByMpiLauncher(Environment env) {
        return env.get(PMI_SIZE).isPresent()
                || env.get(PMI_RANK).isPresent()
                || env.get(OMPI_SIZE).isPresent()
                || env.get(OMPI_RANK).isPresent()
                || env.get(MPIEXEC_HOSTNAME).isPresent()
                || env.get(PMIX_RANK).isPresent();
    }

    /** Reads the process environment. */
    public static Optional<SpmdRanks> fromSystem() {
        return from(Environment.system());
    }

    /**
     * Reads {@code env}. Empty when no SPMD variables are set; INVALID_ARGUMENT naming the variable
     * and its value when one is malformed, out of range, or missing where another requires it.
     */
    public static Optional<SpmdRanks> from(Environment env) {
        if (env.get(NPROCS).isPresent()) {
            int count = env.getLong(NPROCS, 1, Integer.MAX_VALUE).orElseThrow().intValue();
            int rank = requireRank(env, PROCID, count, NPROCS);
            return Optional.of(new SpmdRanks(count, rank, OptionalInt.empty(), NPROCS, NPROCS + "/" + PROCID));
        }
        if (env.get(PROCID).isPresent()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s=%s is set but %s is not; set %s to the number of ranks or unset %s",
                    PROCID,
                    env.get(PROCID).get(),
                    NPROCS,
                    NPROCS,
                    PROCID);
        }
        if (env.get(OMPI_SIZE).isPresent() || env.get(OMPI_RANK).isPresent()) {
            return Optional.of(fromLauncher(env, OMPI_SIZE, OMPI_RANK, OMPI_LOCAL_RANK, "Open MPI"));
        }
        if (env.get(PMI_SIZE).isPresent() || env.get(PMI_RANK).isPresent()) {
            return Optional.of(fromLauncher(env, PMI_SIZE, PMI_RANK, PMI_LOCAL_RANK, "PMI"));
        }
        return Optional.empty();
    }

    private static SpmdRanks fromLauncher(
            Environment env, String sizeVar, String rankVar, String localVar, String launcher) {
        if (env.get(sizeVar).isEmpty()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s=%s is set but %s is not; the %s launcher exports both (or set %s and %s instead)",
                    rankVar,
                    env.get(rankVar).get(),
                    sizeVar,
                    launcher,
                    NPROCS,
                    PROCID);
        }
        int count = env.getLong(sizeVar, 1, Integer.MAX_VALUE).orElseThrow().intValue();
        int rank = requireRank(env, rankVar, count, sizeVar);
        OptionalInt local = OptionalInt.empty();
        Optional<Long> l = env.getLong(localVar, 0, Integer.MAX_VALUE);
        if (l.isPresent()) {
            local = OptionalInt.of(l.get().intValue());
        }
        return new SpmdRanks(count, rank, local, sizeVar, launcher + " (" + sizeVar + "/" + rankVar + ")");
    }

    private static int requireRank(Environment env, String rankVar, int count, String countVar) {
        if (env.get(rankVar).isEmpty()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s=%d is set but %s is not; set %s to this process's rank in [0, %d]",
                    countVar,
                    count,
                    rankVar,
                    rankVar,
                    count - 1);
        }
        return env.getLong(rankVar, 0, count - 1L).orElseThrow().intValue();
    }
}
