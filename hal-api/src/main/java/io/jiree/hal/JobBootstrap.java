package io.jiree.hal;

import io.jiree.base.Services;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The job a process was launched into by a launcher such as {@code mpirun}, as a way for a
 * collective back end to bootstrap itself: this process's rank and the job's size, and a broadcast
 * to share a rendezvous id (NCCL's unique id) from one rank with all others. Found with
 * {@link ServiceLoader} (list implementations in {@code META-INF/services/io.jiree.hal.JobBootstrap});
 * the hal-mpi module provides the MPI one.
 */
public interface JobBootstrap {
    /** A short name for messages, e.g. "MPI". */
    String name();

    /** This process's rank in the job (joins the job on first use). */
    int rank();

    /** The number of processes in the job. */
    int size();

    /**
     * Every rank calls this with a buffer of the same length; afterwards every rank's buffer holds
     * {@code root}'s bytes. Blocks until all ranks arrive, within a bounded time.
     */
    void broadcast(byte[] data, int root);

    /** The first implementation on the class path, if any. */
    static Optional<JobBootstrap> find() {
        return Services.first(JobBootstrap.class);
    }
}
