package io.jiree.hal.cts;

import static io.jiree.hal.cts.CtsExecutables.ADD;
import static io.jiree.hal.cts.CtsExecutables.ADD_COUNT;
import static io.jiree.hal.cts.CtsExecutables.SCALE;
import static io.jiree.hal.cts.CtsExecutables.SCALE_COUNT;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferBinding;
import io.jiree.hal.BufferRef;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.DispatchConfig;
import io.jiree.hal.Executable;
import io.jiree.hal.ExecutionStage;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;

/**
 * Dispatches of the suite's compiled executable: direct and indirect bindings, constants, many
 * workgroups, reuse, and dispatches feeding each other. The argument checks made while recording
 * run everywhere; running kernels needs a target that can (see {@link CtsTarget#LIMITS}).
 */
class DispatchCtsTest extends CtsTestBase {
    /** Inputs are within ±50 and scales small: a fused multiply-add differs by a few ulps at most. */
    private static final float FMA_TOLERANCE = 1e-4f;

    private CtsExecutables.Variant variant;
    private Executable executable;

    @BeforeEach
    void load() {
        variant = CtsExecutables.forDevice(device);
        executable = own(variant.load(device));
    }

    private static float[] randomFloats(int n, long seed) {
        Random r = new Random(seed);
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            out[i] = r.nextFloat() * 100 - 50;
        }
        return out;
    }

    private Buffer floats(float[] values) {
        return deviceBuffer(MemorySegment.ofArray(values).toArray(ValueLayout.JAVA_BYTE));
    }

    private float[] readFloats(Buffer b, long offset, int count) {
        return MemorySegment.ofArray(read(b, offset, count * 4)).toArray(ValueLayout.JAVA_FLOAT_UNALIGNED);
    }

    private DispatchConfig config(String export) {
        int[] n = variant.workgroups(export);
        return DispatchConfig.ofCount(n[0], n[1], n[2]);
    }

    private int ordinal(String export) {
        return executable.lookupExport(export);
    }

    private void execute(CommandBuffer cb, BindingTable table) {
        Semaphore done = semaphore();
        device.queueExecute(ANY, SemaphoreList.EMPTY, SemaphoreList.of(done, 1), cb, table, 0);
        await(done, 1);
    }

    private CommandBuffer commandBuffer(int bindingCapacity) {
        return own(device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, ANY, bindingCapacity));
    }

    private static float[] sum(float[] a, float[] b) {
        float[] out = new float[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] + b[i];
        }
        return out;
    }

    private static float[] scaled(float[] in, float s) {
        float[] out = new float[in.length];
        for (int i = 0; i < in.length; i++) {
            out[i] = in[i] * s + s;
        }
        return out;
    }

    @CtsTest
    void dispatchWithDirectBindings() {
        target.require(CtsTarget.DISPATCH);
        float[] a = randomFloats(ADD_COUNT, 1);
        float[] b = randomFloats(ADD_COUNT, 2);
        Buffer out = zeroed(ADD_COUNT * 4L);
        CommandBuffer cb = commandBuffer(0);
        cb.begin();
        cb.dispatch(
                executable,
                ordinal(ADD),
                config(ADD),
                new int[0],
                List.of(BufferRef.of(floats(a)), BufferRef.of(floats(b)), BufferRef.of(out)),
                0);
        cb.end();
        execute(cb, BindingTable.EMPTY);
        assertArrayEquals(sum(a, b), readFloats(out, 0, ADD_COUNT));
    }

    /**
     * A dispatch with no workgroups (a program given an empty tensor) runs nothing and completes;
     * CUDA refuses an empty grid, so the driver must not launch it. No kernel runs: every target.
     */
    @CtsTest
    void aDispatchWithNoWorkgroupsCompletesAndWritesNothing() {
        float[] a = randomFloats(ADD_COUNT, 1);
        Buffer out = zeroed(ADD_COUNT * 4L);
        CommandBuffer cb = commandBuffer(0);
        cb.begin();
        for (DispatchConfig empty : List.of(
                DispatchConfig.ofCount(0, 1, 1), DispatchConfig.ofCount(1, 0, 1), DispatchConfig.ofCount(1, 1, 0))) {
            cb.dispatch(
                    executable,
                    ordinal(ADD),
                    empty,
                    new int[0],
                    List.of(BufferRef.of(floats(a)), BufferRef.of(floats(a)), BufferRef.of(out)),
                    0);
        }
        cb.end();
        execute(cb, BindingTable.EMPTY);
        assertArrayEquals(new float[ADD_COUNT], readFloats(out, 0, ADD_COUNT));
    }

    @CtsTest
    void dispatchWithAConstantOverManyWorkgroups() {
        target.require(CtsTarget.DISPATCH);
        float[] in = randomFloats(SCALE_COUNT, 3);
        Buffer out = zeroed(SCALE_COUNT * 4L);
        CommandBuffer cb = commandBuffer(0);
        cb.begin();
        cb.dispatch(
                executable,
                ordinal(SCALE),
                config(SCALE),
                new int[] {Float.floatToRawIntBits(1.5f)},
                List.of(BufferRef.of(floats(in)), BufferRef.of(out)),
                0);
        cb.end();
        execute(cb, BindingTable.EMPTY);
        // A target may fuse the multiply-add (one rounding instead of two).
        assertArrayEquals(scaled(in, 1.5f), readFloats(out, 0, SCALE_COUNT), FMA_TOLERANCE);
    }

    @CtsTest
    void aRecordedDispatchRunsAgainWithOtherBindings() {
        target.require(CtsTarget.DISPATCH);
        CommandBuffer cb = own(device.createCommandBuffer(CommandBufferMode.DEFAULT, CommandCategory.ANY, ANY, 3));
        cb.begin();
        long bytes = ADD_COUNT * 4L;
        cb.dispatch(
                executable,
                ordinal(ADD),
                config(ADD),
                new int[0],
                List.of(
                        BufferRef.indirect(0, 0, bytes),
                        BufferRef.indirect(1, 0, bytes),
                        BufferRef.indirect(2, 0, bytes)),
                0);
        cb.end();
        for (int round = 0; round < 3; round++) {
            float[] a = randomFloats(ADD_COUNT, 10 + round);
            float[] b = randomFloats(ADD_COUNT, 20 + round);
            Buffer out = zeroed(bytes + 256);
            // The output binding starts inside its buffer.
            execute(
                    cb,
                    new BindingTable(List.of(
                            new BufferBinding(floats(a), 0, bytes),
                            new BufferBinding(floats(b), 0, bytes),
                            new BufferBinding(out, 256, bytes))));
            assertArrayEquals(sum(a, b), readFloats(out, 256, ADD_COUNT), "round " + round);
            assertArrayEquals(new float[64], readFloats(out, 0, 64), "round " + round);
        }
    }

    @CtsTest
    void dispatchesFeedEachOtherAcrossABarrier() {
        target.require(CtsTarget.DISPATCH);
        float[] in = randomFloats(SCALE_COUNT, 5);
        Buffer scaledBuffer = zeroed(SCALE_COUNT * 4L);
        Buffer out = zeroed(ADD_COUNT * 4L);
        long half = ADD_COUNT * 4L;
        CommandBuffer cb = commandBuffer(0);
        cb.begin();
        cb.dispatch(
                executable,
                ordinal(SCALE),
                config(SCALE),
                new int[] {Float.floatToRawIntBits(-0.5f)},
                List.of(BufferRef.of(floats(in)), BufferRef.of(scaledBuffer)),
                0);
        cb.executionBarrier(ExecutionStage.DISPATCH, ExecutionStage.DISPATCH, 0);
        // Adds the first two 1024-element blocks of the first dispatch's result.
        cb.dispatch(
                executable,
                ordinal(ADD),
                config(ADD),
                new int[0],
                List.of(BufferRef.of(scaledBuffer, 0, half), BufferRef.of(scaledBuffer, half, half), BufferRef.of(out)),
                0);
        cb.end();
        execute(cb, BindingTable.EMPTY);
        float[] s = scaled(in, -0.5f);
        assertArrayEquals(
                sum(
                        java.util.Arrays.copyOfRange(s, 0, ADD_COUNT),
                        java.util.Arrays.copyOfRange(s, ADD_COUNT, 2 * ADD_COUNT)),
                readFloats(out, 0, ADD_COUNT),
                FMA_TOLERANCE);
    }

    @CtsTest
    void dispatchArgumentsAreCheckedWhileRecording() {
        Buffer a = zeroed(ADD_COUNT * 4L);
        List<BufferRef> three = List.of(BufferRef.of(a), BufferRef.of(a), BufferRef.of(a));
        CommandBuffer cb = commandBuffer(0);
        cb.begin();
        assertEquals(
                StatusCode.OUT_OF_RANGE, codeOf(() -> cb.dispatch(executable, 2, config(ADD), new int[0], three, 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT, codeOf(() -> cb.dispatch(null, 0, config(ADD), new int[0], three, 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() -> cb.dispatch(executable, ordinal(ADD), config(ADD), new int[0], three.subList(0, 2), 0)));
        assertEquals(
                StatusCode.INVALID_ARGUMENT,
                codeOf(() ->
                        cb.dispatch(executable, ordinal(SCALE), config(SCALE), new int[0], three.subList(0, 2), 0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> cb.dispatch(
                        executable,
                        ordinal(ADD),
                        config(ADD),
                        new int[0],
                        List.of(BufferRef.of(a), BufferRef.of(a), BufferRef.of(a, 16, ADD_COUNT * 4L)),
                        0)));
        assertEquals(
                StatusCode.OUT_OF_RANGE,
                codeOf(() -> cb.dispatch(
                        executable,
                        ordinal(ADD),
                        config(ADD),
                        new int[0],
                        List.of(BufferRef.of(a), BufferRef.of(a), BufferRef.indirect(0, 0, 16)),
                        0)));
        assertEquals(0, cb.commands().size(), "nothing was recorded");
        CommandBuffer transferOnly = own(device.createCommandBuffer(0, CommandCategory.TRANSFER, ANY, 0));
        transferOnly.begin();
        assertEquals(
                StatusCode.FAILED_PRECONDITION,
                codeOf(() -> transferOnly.dispatch(executable, ordinal(ADD), config(ADD), new int[0], three, 0)));
    }
}
