package io.jiree.tools;

import java.util.Map;

/**
 * IREE's cuda driver flags and the cuda device parameters they become (see
 * {@code CudaDriver.createDevice}): stream-ordered allocations, and which GPU the path-less
 * {@code cuda} device is. jiree's CUDA command buffers always run on the stream and it has no
 * Tracy, so the flags that choose graphs, inline execution or trace levels change nothing.
 */
final class CudaOptions {
    private final Flags.Value<Boolean> asyncAllocations;
    private final Flags.Value<Integer> defaultIndex;
    private final Flags.Value<Boolean> defaultIndexFromMpi;

    CudaOptions(Flags flags) {
        flags.section("CUDA driver: CudaOptions");
        flags.bool(
                "cuda_use_streams",
                true,
                "Accepted; jiree's CUDA command buffers always run on the stream (it has no graph ones).");
        flags.bool(
                "cuda_allow_inline_execution",
                false,
                "Accepted; command buffers are issued to the stream when submitted either way.");
        asyncAllocations = flags.bool(
                "cuda_async_allocations",
                true,
                "Queue allocations are stream-ordered (cuMemAllocAsync from the device's pool) where\n"
                        + "the device supports it; false allocates them with cuMemAlloc.");
        flags.int32(
                "cuda_tracing",
                2,
                "Accepted; jiree has no Tracy instrumentation (JDK Flight Recorder profiles it instead).");
        defaultIndex = flags.int32("cuda_default_index", 0, "The index of the GPU that --device=cuda (no path) opens.");
        defaultIndexFromMpi = flags.bool(
                "cuda_default_index_from_mpi",
                true,
                "Under a job launcher (PMI_RANK, OMPI_COMM_WORLD_LOCAL_RANK, ...) --device=cuda opens\n"
                        + "this rank's node-local GPU instead of --cuda_default_index.");
    }

    /** The cuda device parameters these flags ask for. */
    Map<String, String> deviceParameters() {
        return Map.of(
                "async_allocations", Boolean.toString(asyncAllocations.get()),
                "default_index", Integer.toString(defaultIndex.get()),
                "default_index_from_mpi", Boolean.toString(defaultIndexFromMpi.get()));
    }
}
