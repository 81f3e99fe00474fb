package io.jiree.hal;

/**
 * What an executable says about one exported function: its name, how many uint32 constants
 * and buffer bindings a dispatch passes, its static workgroup size (zeros when unknown or
 * dynamic) and flags ({@code IREE_HAL_EXECUTABLE_FUNCTION_FLAG_*}).
 */
public record ExportInfo(String name, int constantCount, int bindingCount, int[] workgroupSize, long flags) {}
