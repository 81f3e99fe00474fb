package io.jiree.hal.local;

import static org.junit.jupiter.api.Assertions.*;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.BindingTable;
import io.jiree.hal.CommandBuffer;
import io.jiree.hal.CommandBufferMode;
import io.jiree.hal.CommandCategory;
import io.jiree.hal.Device;
import io.jiree.hal.DispatchConfig;
import io.jiree.hal.Fence;
import io.jiree.hal.QueueAffinity;
import io.jiree.hal.Semaphore;
import io.jiree.hal.SemaphoreList;
import io.jiree.hal.Timeout;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The local-task task graph: dispatches between two barriers run at the same time, levels run
 * in barrier order, a failure stops the levels after it. No timing is asserted: concurrency is
 * observed by a workgroup that waits for a second one to be running beside it.
 */
class TaskGraphTest {
    private static JavaTestLoader.TestExecutable load(Device device) {
        return ExecutableLoaderServiceTest.load(device);
    }

    /** Records {@code levels} levels of {@code perLevel} dispatches of {@code count} workgroups each, barriers between. */
    private static CommandBuffer record(
            Device device,
            JavaTestLoader.TestExecutable exe,
            int ordinal,
            int levels,
            int perLevel,
            int count,
            int mode) {
        CommandBuffer cb = device.createCommandBuffer(mode, CommandCategory.ANY, QueueAffinity.ANY, 0);
        cb.begin();
        cb.executionBarrier(0, 0, 0);
        for (int level = 0; level < levels; level++) {
            for (int i = 0; i < perLevel; i++) {
                int[] constants = ordinal == 4 ? new int[] {level} : new int[0];
                cb.dispatch(exe, ordinal, DispatchConfig.ofCount(count, 1, 1), constants, List.of(), 0);
            }
            cb.executionBarrier(0, 0, 0);
        }
        cb.end();
        return cb;
    }

    private static void submit(Device device, CommandBuffer cb) {
        Semaphore s = device.createSemaphore(0, 0);
        device.queueExecute(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), cb, BindingTable.EMPTY, 0);
        Fence.of(s, 1).await(Timeout.ofMillis(60_000));
    }

    @Test
    void independentDispatchesOfALevelOverlap() {
        try (Device device = LocalDriver.createTaskDevice(4)) {
            JavaTestLoader.TestExecutable exe = load(device);
            CommandBuffer cb = record(device, exe, 3, 1, 64, 1, CommandBufferMode.ONE_SHOT);
            submit(device, cb);
            cb.close();
            assertEquals(64, exe.finished.get());
            // Run one at a time, no workgroup ever sees a second one beside it.
            assertTrue(exe.maxActive.get() >= 2, "at most " + exe.maxActive.get() + " dispatch(es) ran at once");
            assertTrue(exe.threadsSeen.size() >= 2, "dispatches ran on " + exe.threadsSeen.size() + " thread(s)");
        }
    }

    @Test
    void levelsRunInBarrierOrderAndReusedPlansRunAgain() {
        try (Device device = LocalDriver.createTaskDevice(4)) {
            JavaTestLoader.TestExecutable exe = load(device);
            CommandBuffer cb = record(device, exe, 4, 20, 8, 4, 0);
            submit(device, cb);
            assertEquals(20 * 32, exe.finished.get());
            assertEquals(0, exe.outOfOrder.get(), "workgroups that started before the level before them finished");
            exe.finished.set(0);
            submit(device, cb); // the same reusable command buffer, its plan kept
            assertEquals(20 * 32, exe.finished.get());
            assertEquals(0, exe.outOfOrder.get());
            cb.close();
        }
    }

    @Test
    void localSyncRunsEverythingOnTheCallingThread() {
        try (Device device = new LocalDevice("local-sync", 1)) {
            JavaTestLoader.TestExecutable exe = load(device);
            CommandBuffer cb = record(device, exe, 4, 3, 8, 4, CommandBufferMode.ONE_SHOT);
            submit(device, cb);
            cb.close();
            assertEquals(List.of(Thread.currentThread()), List.copyOf(exe.threadsSeen.keySet()));
            assertEquals(3 * 32, exe.finished.get());
        }
    }

    @Test
    void aFailingWorkgroupFailsTheSubmissionAndStopsLaterLevels() {
        try (Device device = LocalDriver.createTaskDevice(4)) {
            JavaTestLoader.TestExecutable exe = load(device);
            CommandBuffer cb =
                    device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
            cb.begin();
            cb.dispatch(exe, 1, DispatchConfig.ofCount(8, 1, 1), new int[0], List.of(), 0);
            cb.executionBarrier(0, 0, 0);
            cb.dispatch(exe, 4, DispatchConfig.ofCount(4, 1, 1), new int[] {0}, List.of(), 0);
            cb.end();
            Semaphore s = device.createSemaphore(0, 0);
            device.queueExecute(
                    QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), cb, BindingTable.EMPTY, 0);
            JireeException e =
                    assertThrows(JireeException.class, () -> Fence.of(s, 1).await(Timeout.ofMillis(60_000)));
            assertEquals(StatusCode.DATA_LOSS, e.code());
            assertEquals(0, exe.finished.get(), "a level after the failure ran");
            cb.close();
        }
    }

    @Test
    void workgroupsRunWithDenormalsFlushedOnEveryThreadAndTheSubmitterGetsItsModesBack() {
        assertNotEquals(0f, JavaTestLoader.halfOfSmallestNormal(), "this thread starts in Java's modes");
        for (Device device : List.of(new LocalDevice(LocalDriver.SYNC, 1), LocalDriver.createTaskDevice(3))) {
            try (device) {
                JavaTestLoader.TestExecutable exe = load(device);
                for (int mode : new int[] {CommandBufferMode.ONE_SHOT, 0}) {
                    CommandBuffer cb = record(device, exe, 5, 3, 2, 60, mode);
                    // local-sync runs it on this thread, inline.
                    submit(device, cb);
                    cb.close();
                    assertNotEquals(0f, JavaTestLoader.halfOfSmallestNormal(), "this thread's modes after " + device);
                }
                assertEquals(2 * 3 * 2 * 60, exe.finished.get());
                assertEquals(
                        0, exe.keptDenormals.get(), "workgroups with denormals kept, on " + exe.threadsSeen.keySet());
            }
        }
    }

    @Test
    void aCallerOnAVirtualThreadNeverRunsWorkgroupsItself() throws Exception {
        // A virtual thread may change carriers whenever it blocks, and the float modes of an
        // execution belong to the carrier: no workgroup may run on one.
        for (Device device : List.of(new LocalDevice(LocalDriver.SYNC, 1), LocalDriver.createTaskDevice(3))) {
            try (device) {
                JavaTestLoader.TestExecutable exe = load(device);
                java.util.concurrent.atomic.AtomicReference<Throwable> failed =
                        new java.util.concurrent.atomic.AtomicReference<>();
                Thread caller = Thread.ofVirtual().start(() -> {
                    try {
                        for (int mode : new int[] {CommandBufferMode.ONE_SHOT, 0}) {
                            CommandBuffer cb = record(device, exe, 5, 3, 2, 20, mode);
                            Semaphore s = device.createSemaphore(0, 0);
                            device.queueExecute(
                                    QueueAffinity.ANY,
                                    SemaphoreList.EMPTY,
                                    SemaphoreList.of(s, 1),
                                    cb,
                                    BindingTable.EMPTY,
                                    0);
                            Fence.of(s, 1).await(Timeout.infinite()); // a waiter that could help run it
                            cb.close();
                        }
                    } catch (Throwable t) {
                        failed.set(t);
                    }
                });
                caller.join(60_000);
                assertFalse(caller.isAlive(), "the call did not end on " + device);
                assertNull(failed.get(), () -> "on " + device + ": " + failed.get());
                assertEquals(2 * 3 * 2 * 20, exe.finished.get());
                for (Thread t : exe.threadsSeen.keySet()) {
                    assertFalse(t.isVirtual(), "a workgroup ran on virtual thread " + t + " of " + device);
                }
                assertEquals(0, exe.keptDenormals.get(), "workgroups with denormals kept on " + device);
            }
        }
    }

    @Test
    void closingWhileAnExecutionStillRunsFreesItsMemoryOnlyWhenItEnds() throws Exception {
        LocalDevice device = (LocalDevice) LocalDriver.createTaskDevice(2);
        device.closeWaitNanos = 50_000_000L; // what a caller that gave up on its call meets, sooner
        JavaTestLoader.TestExecutable exe = load(device);
        CommandBuffer cb =
                device.createCommandBuffer(CommandBufferMode.ONE_SHOT, CommandCategory.ANY, QueueAffinity.ANY, 0);
        cb.begin();
        cb.dispatch(exe, 6, DispatchConfig.ofCount(1, 1, 1), new int[0], List.of(), 0);
        cb.end();
        Semaphore s = device.createSemaphore(0, 0);
        device.queueExecute(QueueAffinity.ANY, SemaphoreList.EMPTY, SemaphoreList.of(s, 1), cb, BindingTable.EMPTY, 0);
        cb.close();
        assertTrue(exe.entered.await(60, java.util.concurrent.TimeUnit.SECONDS), "the workgroup never started");
        device.close(); // returns while the workgroup waits at its gate
        exe.gate.countDown();
        Fence.of(s, 1).await(Timeout.ofMillis(60_000)); // its local memory was still there
        assertEquals(1, exe.finished.get());
    }
}
