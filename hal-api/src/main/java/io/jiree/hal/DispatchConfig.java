package io.jiree.hal;

/**
 * {@code iree_hal_dispatch_config_t}: workgroup size override (all zero = the function's own),
 * static workgroup count, or an indirect count buffer, plus dynamic workgroup local memory.
 */
public record DispatchConfig(
        int[] workgroupSize, int[] workgroupCount, BufferRef workgroupCountRef, int dynamicWorkgroupLocalMemory) {
    // The workgroup size of every dispatch that takes its export's own: shared (nothing writes it).
    private static final int[] EXPORT_SIZE = {0, 0, 0};

    public static DispatchConfig ofCount(int x, int y, int z) {
        return new DispatchConfig(EXPORT_SIZE, new int[] {x, y, z}, null, 0);
    }

    public int countX() {
        return workgroupCount[0];
    }

    public int countY() {
        return workgroupCount[1];
    }

    public int countZ() {
        return workgroupCount[2];
    }
}
