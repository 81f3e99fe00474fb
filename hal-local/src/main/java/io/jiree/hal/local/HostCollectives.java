package io.jiree.hal.local;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.Services;
import io.jiree.base.SpmdRanks;
import io.jiree.base.StatusCode;
import io.jiree.hal.Channel;
import io.jiree.hal.ChannelParams;
import java.util.List;
import java.util.Optional;

/**
 * Decides what a CPU device's channel is: a single-participant {@link LocalChannel} when this
 * process is alone, or a channel of the {@link HostCollectiveProvider} (MPI) when it is one rank of
 * several. Never a silent single-rank answer for a multi-rank job: a job of more than one rank
 * without a launcher or without a provider is an error that says what to do.
 */
final class HostCollectives {
    private static final HostCollectives SYSTEM = new HostCollectives(Environment.system());

    private final Environment environment;
    private HostCollectiveProvider provider;
    private boolean providerLoaded;

    HostCollectives(Environment environment) {
        this.environment = environment;
    }

    /** The process-wide instance over the process environment (MPI is one per process). */
    static HostCollectives system() {
        return SYSTEM;
    }

    /** Uses {@code p} instead of looking one up (tests). */
    synchronized void useProvider(HostCollectiveProvider p) {
        provider = p;
        providerLoaded = true;
    }

    Channel createChannel(ChannelParams params) {
        Optional<SpmdRanks> ranks = SpmdRanks.from(environment);
        boolean launcher = SpmdRanks.startedByMpiLauncher(environment);
        boolean multiRank = launcher
                || ranks.map(r -> r.count() > 1).orElse(false)
                || (params.count() != Channel.COUNT_DEFAULT && params.count() > 1);
        if (!multiRank) {
            return LocalChannel.create(params.rank(), params.count());
        }
        if (!launcher) {
            int count = params.count() > 1
                    ? params.count()
                    : ranks.map(SpmdRanks::count).orElse(1);
            String asked = ranks.filter(r -> r.count() > 1)
                    .map(r -> SpmdRanks.NPROCS + "=" + r.count())
                    .orElse("the program's channel of " + count + " ranks");
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "%s asks for %d ranks, but CPU devices run collectives across processes over MPI and no MPI "
                            + "launcher started this process; start every rank with 'mpiexec -n %d jiree run-module ...' "
                            + "or 'jiree launch --nprocs %d -- run-module ...' (pip install mpich provides mpiexec)",
                    asked,
                    count,
                    count,
                    count);
        }
        return provider().createChannel(params, ranks);
    }

    /** At device creation: joins an MPI job the process was launched into (see {@link HostCollectiveProvider#prepare}). */
    void prepare() {
        if (!SpmdRanks.startedByMpiLauncher(environment)) {
            return;
        }
        try {
            SpmdRanks.from(environment);
        } catch (JireeException e) {
            return; // Malformed variables: the first channel reports them, on every rank, before MPI starts.
        }
        HostCollectiveProvider p;
        synchronized (this) {
            if (!providerLoaded) {
                providerLoaded = true;
                provider = Services.first(HostCollectiveProvider.class).orElse(null);
            }
            p = provider;
        }
        if (p != null) {
            p.prepare();
        }
    }

    synchronized HostCollectiveProvider provider() {
        if (!providerLoaded) {
            providerLoaded = true;
            provider = Services.first(HostCollectiveProvider.class).orElse(null);
        }
        if (provider == null) {
            throw new JireeException(
                    StatusCode.UNAVAILABLE,
                    "this process is one rank of a multi-rank job, and collectives across processes on CPU devices "
                            + "need MPI: put the jiree-hal-mpi module on the class path");
        }
        return provider;
    }

    /**
     * Collectives recorded on {@code channels} that this rank will not issue (see
     * {@link HostCollectiveProvider#abandon}); a single-participant channel has no peer to tell.
     */
    void abandon(List<Channel> channels, JireeException why) {
        HostCollectiveProvider p = loadedProvider();
        for (Channel c : channels) {
            if (!(c instanceof LocalChannel) && p != null) {
                p.abandon(c, why);
            }
        }
    }

    /** The provider if one was looked up and found, else null; never loads one. */
    synchronized HostCollectiveProvider loadedProvider() {
        return provider;
    }
}
