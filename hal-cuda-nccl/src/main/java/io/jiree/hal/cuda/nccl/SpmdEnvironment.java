package io.jiree.hal.cuda.nccl;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.SpmdRanks;
import io.jiree.base.StatusCode;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Where this process sits in an SPMD job: how many ranks there are, which one this is, and where
 * they meet. Read from {@code IREE_SPMD_NPROCS} / {@code IREE_SPMD_PROCID} / {@code NCCL_COMM_ID}
 * as IREE's {@code iree-run-module} does, or, when those are unset, from what {@code mpirun}
 * exports (Open MPI's {@code OMPI_COMM_WORLD_*}, or PMI's {@code PMI_RANK}/{@code PMI_SIZE}).
 * When none of them is set there is no default channel and NCCL is never loaded. The rank
 * variables are parsed by {@link SpmdRanks}, shared with the MPI collectives.
 *
 * @param count              the number of ranks (at least 1)
 * @param rank               this process's rank in [0, count)
 * @param defaultDeviceIndex the GPU this rank should use when the launcher says (the node-local rank)
 * @param commId             the rendezvous address all ranks share; a job of one rank meets no one
 *                           and may leave it out
 * @param source             which variables the values came from, for messages
 */
public record SpmdEnvironment(
        int count, int rank, OptionalInt defaultDeviceIndex, Optional<CommId> commId, String source) {
    public static final String NPROCS = SpmdRanks.NPROCS;
    public static final String PROCID = SpmdRanks.PROCID;
    public static final String OMPI_RANK = SpmdRanks.OMPI_RANK;
    public static final String OMPI_SIZE = SpmdRanks.OMPI_SIZE;
    public static final String OMPI_LOCAL_RANK = SpmdRanks.OMPI_LOCAL_RANK;
    public static final String PMI_RANK = SpmdRanks.PMI_RANK;
    public static final String PMI_SIZE = SpmdRanks.PMI_SIZE;
    public static final String PMI_LOCAL_RANK = SpmdRanks.PMI_LOCAL_RANK;

    /** Reads the process environment. */
    public static Optional<SpmdEnvironment> fromSystem() {
        return from(Environment.system());
    }

    /**
     * Reads {@code env}: ranks as {@link SpmdRanks#from} reads them, plus {@code NCCL_COMM_ID}
     * (required for more than one rank). Empty when no SPMD variables are set; INVALID_ARGUMENT naming the variable and its value when
     * one is malformed, out of range, or missing where another requires it.
     */
    public static Optional<SpmdEnvironment> from(Environment env) {
        Optional<SpmdRanks> ranks = SpmdRanks.from(env);
        if (ranks.isEmpty()) {
            return Optional.empty();
        }
        SpmdRanks r = ranks.get();
        return Optional.of(new SpmdEnvironment(
                r.count(),
                r.rank(),
                r.localRank(),
                r.count() == 1
                        ? env.get(CommId.VARIABLE).map(text -> CommId.parse(CommId.VARIABLE, text))
                        : Optional.of(requireCommId(env, r.countVariable() + "=" + r.count())),
                r.source()));
    }

    private static CommId requireCommId(Environment env, String why) {
        Optional<String> text = env.get(CommId.VARIABLE);
        if (text.isEmpty()) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s is set but %s is not; set %s=host:port (the same on every rank, e.g. 127.0.0.1:8000)",
                    why,
                    CommId.VARIABLE,
                    CommId.VARIABLE);
        }
        return CommId.parse(CommId.VARIABLE, text.get());
    }
}
