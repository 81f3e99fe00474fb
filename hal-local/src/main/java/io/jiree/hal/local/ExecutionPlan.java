package io.jiree.hal.local;

import io.jiree.base.JireeException;
import io.jiree.base.Libm;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.hal.AbstractBuffer;
import io.jiree.hal.BindingTable;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferValidation;
import io.jiree.hal.Channel;
import io.jiree.hal.CollectiveBatch;
import io.jiree.hal.Command;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A command buffer as a task graph: its commands cut into levels at the execution barriers. The
 * commands of one level have no order among them (the program separates dependent work with
 * barriers), so all of a level's dispatch workgroups and transfers run at once on the device's
 * pool, and a level starts only when the one before it has finished: the levels between two
 * collective levels go to the pool as one chain, in which the participant that finishes a level
 * begins the next. A run of consecutive collectives is a level of its own, issued on the calling
 * thread as one batch in recording order: collectives keep their order with the commands around
 * them, as when they were flushed one batch at a time in a serial replay.
 *
 * <p>Built once per reusable command buffer: every execution only re-resolves bindings against
 * its binding table into state the plan owns, so one execution runs at a time ({@link #tryAcquire};
 * a submission of the same command buffer meanwhile runs a plan of its own).
 */
final class ExecutionPlan {
    private final List<Level> levels = new ArrayList<>();
    private final BindingSlots slots = new BindingSlots();
    private final LevelChain chain;

    /** The plan of {@code commands}; the dispatches' native state comes from {@code memory}. */
    ExecutionPlan(List<Command> commands, WorkgroupScheduler scheduler, SegmentAllocator memory) {
        chain = new LevelChain(scheduler);
        Level level = new Level(scheduler);
        for (int i = 0; i < commands.size(); i++) {
            Command c = commands.get(i);
            // Consecutive collectives are a level of their own, in order with what surrounds them.
            boolean collective = c instanceof Command.Collective;
            if (collective ? !level.tasks.isEmpty() : !level.collectives.isEmpty()) {
                level.seal();
                levels.add(level);
                level = new Level(scheduler);
            }
            CommandTask task;
            try {
                task = switch (c) {
                    case Command.Barrier b -> null;
                    case Command.Advise a -> null;
                    case Command.DebugGroupBegin g -> null;
                    case Command.DebugGroupEnd g -> null;
                    case Command.Collective col -> {
                        level.collectives.add(col);
                        level.collectiveIndices.add(i);
                        yield null;
                    }
                    case Command.Fill f -> new FillTask(f);
                    case Command.Update u -> new UpdateTask(u);
                    case Command.Copy cp -> new CopyTask(cp);
                    case Command.Dispatch d -> new Dispatch(new DispatchTask(d, scheduler, memory));
                };
            } catch (JireeException e) {
                throw e.annotate(
                        "while executing command " + i + " (" + c.getClass().getSimpleName() + ")");
            }
            if (task != null) {
                task.commandIndex = i;
                task.kind = c.getClass().getSimpleName();
                level.tasks.add(task);
            }
            if (c instanceof Command.Barrier && !level.isEmpty()) {
                level.seal();
                levels.add(level);
                level = new Level(scheduler);
            }
        }
        if (!level.isEmpty()) {
            level.seal();
            levels.add(level);
        }
        for (Level l : levels) {
            if (!l.collectiveIndices.isEmpty()) {
                int after = l.collectiveIndices.getLast() + 1;
                l.batchWhere = after < commands.size()
                        ? "recorded before command " + after
                        : "at the end of the command buffer";
            }
        }
    }

    private final AtomicBoolean inUse = new AtomicBoolean();

    /** Takes the plan for one execution; false while another execution has it. */
    boolean tryAcquire() {
        return inUse.compareAndSet(false, true);
    }

    void release() {
        inUse.set(false);
    }

    /** Runs the levels in order against {@code table}; the first failure stops the execution. */
    void execute(BindingTable table, CommandExecutor executor) {
        if (Thread.currentThread().isVirtual()) { // the devices route around this (see PlatformRunner)
            JireeException e = new JireeException(
                    StatusCode.INTERNAL,
                    "a command buffer was executed on a virtual thread, whose float modes cannot hold");
            abandonCollectivesFrom(0, executor, e);
            throw e;
        }
        // Workgroups run with denormals flushed, as IREE runs them; the thread's own modes come
        // back after the execution and for its collectives, whose reductions compute in them.
        Libm.FloatModes modes;
        try {
            modes = Libm.FloatModes.ofThisThread();
            modes.flushDenormals();
        } catch (RuntimeException | Error e) {
            abandonCollectivesFrom(0, executor, e);
            throw e;
        }
        int i = 0;
        try {
            slots.reset(table);
            Timeline timeline = Timeline.active();
            while (i < levels.size()) {
                Level level = levels.get(i);
                if (level.batch != null) {
                    level.flush(slots, executor, modes);
                    i++;
                    continue;
                }
                int j = i + 1;
                while (j < levels.size() && levels.get(j).batch == null) {
                    j++;
                }
                if (timeline == null) {
                    chain.run(i, j - i);
                } else {
                    // Each level a chain of its own, so that its dispatches' spans are this thread's.
                    for (int k = i; k < j; k++) {
                        levels.get(k).runTraced(chain, k, timeline);
                    }
                }
                i = j;
            }
        } catch (RuntimeException | Error e) {
            abandonCollectivesFrom(i, executor, e);
            throw e;
        } finally {
            modes.restore();
        }
    }

    /** The execution failed at level {@code from}: the collectives of that level on will never be issued. */
    private void abandonCollectivesFrom(int from, CommandExecutor executor, Throwable failure) {
        List<Channel> channels = new ArrayList<>();
        for (int k = from; k < levels.size(); k++) {
            for (Command.Collective c : levels.get(k).collectives) {
                if (!channels.contains(c.channel())) {
                    channels.add(c.channel());
                }
            }
        }
        if (!channels.isEmpty()) {
            executor.abandonCollectives(channels, Failures.asStatus(failure, "the work before them"));
        }
    }

    /**
     * Consecutive levels of workgroups and transfers, run on the scheduler as one chain: the
     * participant that finishes a level begins the next.
     */
    private final class LevelChain implements WorkgroupScheduler.Chain {
        private final WorkgroupScheduler scheduler;
        private int from; // the chain's first level in the plan
        private Level begun; // the level begun last (written before its tiles are published)

        LevelChain(WorkgroupScheduler scheduler) {
            this.scheduler = scheduler;
        }

        void run(int first, int count) {
            from = first;
            try {
                scheduler.run(this, count);
            } finally {
                begun = null;
            }
        }

        @Override
        public long begin(int level) {
            begun = levels.get(from + level);
            return begun.begin(slots);
        }

        @Override
        public void run(long index, int worker) {
            begun.run(index, worker);
        }

        @Override
        public long localMemorySize() {
            return begun.localMemory;
        }
    }

    /** The commands between two barriers; its tiles are the tasks' tiles laid end to end. */
    private static final class Level {
        private final WorkgroupScheduler scheduler;
        final List<Task> tasks = new ArrayList<>();
        final List<Command.Collective> collectives = new ArrayList<>();
        final List<Integer> collectiveIndices = new ArrayList<>();
        private Task[] array;
        private long[] starts; // starts[i]: the first tile of task i; starts[n]: the level's tile count
        private long localMemory; // the most scratch memory a task of this execution needs
        private CollectiveBatch batch;
        private String batchWhere;
        // While a timeline records: tiles run per task and participant (task * participants + worker).
        private int[] tiles;
        private int participants;

        Level(WorkgroupScheduler scheduler) {
            this.scheduler = scheduler;
        }

        boolean isEmpty() {
            return tasks.isEmpty() && collectives.isEmpty();
        }

        void seal() {
            // The level's transfers run as one task, in recording order among themselves (overlapping
            // fills and a copy of what a fill wrote need no barrier), beside the dispatches.
            List<Task> transfers = new ArrayList<>();
            for (Task t : tasks) {
                if (!(t instanceof Dispatch)) {
                    transfers.add(t);
                }
            }
            if (transfers.size() > 1) {
                tasks.removeAll(transfers);
                tasks.addFirst(new TransferChain(transfers));
            }
            array = tasks.toArray(new Task[0]);
            starts = new long[array.length + 1];
            batch = collectives.isEmpty() ? null : new CollectiveBatch();
        }

        /** A level of collectives: issued on the calling thread as one batch, in the thread's own modes. */
        void flush(BindingSlots slots, CommandExecutor executor, Libm.FloatModes modes) {
            modes.pause();
            try {
                executor.flushCollectives(batch, collectives, collectiveIndices, slots, batchWhere);
            } finally {
                modes.resume();
            }
        }

        /** Resolves this execution's buffers for every task; returns the level's tile count. */
        long begin(BindingSlots slots) {
            long total = 0;
            long scratch = 0;
            for (int i = 0; i < array.length; i++) {
                Task t = array[i];
                starts[i] = total;
                total += t.resolve(slots);
                scratch = Math.max(scratch, t.localMemorySize());
            }
            starts[array.length] = total;
            localMemory = scratch;
            return total;
        }

        /** Runs this level, plan level {@code index}, alone on {@code chain}, with a span per dispatch. */
        void runTraced(LevelChain chain, int index, Timeline timeline) {
            participants = scheduler.workerCount();
            tiles = new int[array.length * participants];
            int dispatches = 0;
            for (Task t : array) {
                dispatches += t instanceof Dispatch ? 1 : 0;
            }
            long start = timeline.begin(dispatches);
            try {
                chain.run(index, 1);
            } finally {
                traceDispatches(timeline, start);
                tiles = null;
            }
        }

        // A span per dispatch of the level (they ran together), with its workgroup count and the
        // tiles each participant ran (participant 0 is the submitting thread).
        private void traceDispatches(Timeline timeline, long start) {
            long end = System.nanoTime();
            for (int i = 0; i < array.length; i++) {
                if (array[i] instanceof Dispatch d) {
                    StringBuilder args = new StringBuilder("{\"workgroups\":");
                    args.append(d.dispatch.workgroupCountText()).append(",\"tiles_by_worker\":[");
                    for (int w = 0; w < participants; w++) {
                        args.append(w == 0 ? "" : ",").append(tiles[i * participants + w]);
                    }
                    timeline.span(
                            "dispatch",
                            d.dispatch.name(),
                            start,
                            end,
                            args.append("]}").toString());
                }
            }
        }

        void run(long index, int worker) {
            // The last task starting at or before index (tasks with no tiles are skipped over).
            int lo = 0;
            int hi = array.length - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (starts[mid] <= index) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            array[lo].run(index - starts[lo], worker);
            int[] counts = tiles;
            if (counts != null) {
                // A lane past the pool's participants is the submitting thread running the level alone.
                counts[lo * participants + (worker < participants ? worker : 0)]++;
            }
        }
    }

    /** Work of a level: resolved once per execution, then run as its tiles. */
    private abstract static class Task {
        /** Resolves this execution's buffers; returns the number of tiles. */
        abstract long resolve(BindingSlots slots);

        abstract void run(long tile, int worker);

        long localMemorySize() {
            return 0;
        }
    }

    /** One recorded command as a task: its failures name the command. */
    private abstract static class CommandTask extends Task {
        int commandIndex;
        String kind;

        abstract long resolveCommand(BindingSlots slots);

        abstract void runCommand(long tile, int worker);

        @Override
        final long resolve(BindingSlots slots) {
            try {
                return resolveCommand(slots);
            } catch (JireeException e) {
                throw annotate(e);
            }
        }

        @Override
        final void run(long tile, int worker) {
            try {
                runCommand(tile, worker);
            } catch (JireeException e) {
                throw annotate(e);
            }
        }

        private JireeException annotate(JireeException e) {
            return e.annotate("while executing command " + commandIndex + " (" + kind + ")");
        }
    }

    /** A level's transfers as one tile: run one after another in recording order. */
    private static final class TransferChain extends Task {
        private final Task[] transfers;

        TransferChain(List<Task> transfers) {
            this.transfers = transfers.toArray(new Task[0]);
        }

        @Override
        long resolve(BindingSlots slots) {
            for (Task t : transfers) {
                t.resolve(slots);
            }
            return 1;
        }

        @Override
        void run(long tile, int worker) {
            for (Task t : transfers) {
                t.run(0, worker);
            }
        }
    }

    private static final class Dispatch extends CommandTask {
        private final DispatchTask dispatch;

        Dispatch(DispatchTask dispatch) {
            this.dispatch = dispatch;
        }

        @Override
        long resolveCommand(BindingSlots slots) {
            return dispatch.resolve(slots);
        }

        @Override
        void runCommand(long tile, int worker) {
            dispatch.run(tile, worker);
        }

        @Override
        long localMemorySize() {
            return dispatch.localMemorySize();
        }
    }

    private static final class FillTask extends CommandTask {
        private final Command.Fill fill;
        private final BindingSlots.Range range = new BindingSlots.Range(); // reused: no garbage per call
        private MemorySegment target;

        FillTask(Command.Fill fill) {
            this.fill = fill;
        }

        @Override
        long resolveCommand(BindingSlots slots) {
            slots.resolve(fill.target(), BufferUsage.TRANSFER_TARGET, range);
            BufferValidation.fillPattern(range.offset, range.length, fill.patternLength());
            target = range.memory();
            return 1;
        }

        @Override
        void runCommand(long tile, int worker) {
            AbstractBuffer.fillSegment(target, fill.pattern(), fill.patternLength());
        }
    }

    private static final class UpdateTask extends CommandTask {
        private final Command.Update update;
        private final BindingSlots.Range range = new BindingSlots.Range();
        private MemorySegment target;

        UpdateTask(Command.Update update) {
            this.update = update;
        }

        @Override
        long resolveCommand(BindingSlots slots) {
            slots.resolve(update.target(), BufferUsage.TRANSFER_TARGET, range);
            target = range.memory();
            return 1;
        }

        @Override
        void runCommand(long tile, int worker) {
            MemorySegment.copy(MemorySegment.ofArray(update.data()), 0, target, 0, update.data().length);
        }
    }

    private static final class CopyTask extends CommandTask {
        private final Command.Copy copy;
        private final BindingSlots.Range sourceRange = new BindingSlots.Range(); // reused: no garbage per call
        private final BindingSlots.Range targetRange = new BindingSlots.Range();
        private MemorySegment source;
        private MemorySegment target;

        CopyTask(Command.Copy copy) {
            this.copy = copy;
        }

        @Override
        long resolveCommand(BindingSlots slots) {
            slots.resolve(copy.source(), BufferUsage.TRANSFER_SOURCE, sourceRange);
            slots.resolve(copy.target(), BufferUsage.TRANSFER_TARGET, targetRange);
            if (sourceRange.length != targetRange.length) {
                throw JireeException.of(
                        StatusCode.INVALID_ARGUMENT,
                        "copy spans between source and target must match (source_length=%d, target_length=%d)",
                        sourceRange.length,
                        targetRange.length);
            }
            source = sourceRange.memory();
            target = targetRange.memory();
            return 1;
        }

        @Override
        void runCommand(long tile, int worker) {
            MemorySegment.copy(source, 0, target, 0, source.byteSize());
        }
    }
}
