package io.jiree.hal;

import java.util.Arrays;

/**
 * What an executable says about one exported function: its name, how many uint32 constants
 * and buffer bindings a dispatch passes (-1 when the format does not say), its static
 * workgroup size (zeros when unknown or dynamic) and flags
 * ({@code IREE_HAL_EXECUTABLE_FUNCTION_FLAG_*}).
 */
public record ExportInfo(String name, int constantCount, int bindingCount, int[] workgroupSize, long flags) {
    @Override
    public String toString() {
        return "ExportInfo[name=" + name + ", constants=" + constantCount + ", bindings=" + bindingCount
                + ", workgroupSize=" + Arrays.toString(workgroupSize) + ", flags=" + flags + "]";
    }
}
