package io.jiree.runtime;

/**
 * The copies between host memory and the device a session made for its callers, counted since it
 * was created: inputs and {@link Session#upload uploads} copied to the device, results and
 * {@link DeviceTensor#download() downloads} copied back. A program's own queue transfers are not
 * in it (see {@link Session#deviceStatistics()}).
 *
 * @param uploads host-to-device copies
 * @param uploadedBytes the bytes they copied
 * @param downloads device-to-host copies
 * @param downloadedBytes the bytes they copied
 * @param imports inputs a CPU device used in place, without a copy ({@link Tensors#wrap})
 */
public record HostTransfers(long uploads, long uploadedBytes, long downloads, long downloadedBytes, long imports) {
    /** What was copied since {@code earlier}, a count taken before. */
    public HostTransfers since(HostTransfers earlier) {
        return new HostTransfers(
                uploads - earlier.uploads,
                uploadedBytes - earlier.uploadedBytes,
                downloads - earlier.downloads,
                downloadedBytes - earlier.downloadedBytes,
                imports - earlier.imports);
    }
}
