package io.jiree.hal;

import io.jiree.base.Counted;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.List;
import java.util.function.Predicate;

/**
 * A set of semaphore timepoints ({@code iree_hal_fence_t}): reached when every semaphore is
 * at or above its value. A semaphore appears once, with the largest value inserted.
 */
public final class Fence extends Counted implements Resource {
    // The timepoints as the immutable list queue operations take: replaced on each insert (fences
    // get one or a few), so asking for it, which queue operations do several times, costs nothing.
    private SemaphoreList timepoints = SemaphoreList.EMPTY;
    // A FencePool's: gets this fence at its last release and keeps it (true) or lets it go.
    private volatile Predicate<Fence> recycler;

    public Fence() {
        super("fence");
    }

    /** A fence on one semaphore timepoint. */
    public static Fence of(Semaphore semaphore, long value) {
        Fence f = new Fence();
        f.insert(semaphore, value);
        return f;
    }

    /** A fence reached when all of {@code fences} are (null entries are skipped). */
    public static Fence join(List<Fence> fences) {
        Fence joined = new Fence();
        for (int k = 0; k < fences.size(); k++) {
            Fence f = fences.get(k);
            if (f != null) {
                joined.insertAll(f.asList());
            }
        }
        return joined;
    }

    /** Adds every timepoint of {@code list}, as {@link #insert} does each; into an empty fence, the list itself. */
    public synchronized void insertAll(SemaphoreList list) {
        if (timepoints.isEmpty() && distinct(list)) {
            // Immutable, so shared as it is: a join of one fence makes no new list.
            for (int i = 0; i < list.size(); i++) {
                list.semaphore(i).retain();
            }
            timepoints = list;
            return;
        }
        for (int i = 0; i < list.size(); i++) {
            insert(list.semaphore(i), list.value(i));
        }
    }

    /** Adds a timepoint; a semaphore already present keeps the larger value. Retains it. */
    public synchronized void insert(Semaphore semaphore, long value) {
        if (semaphore == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "fence timepoints need a semaphore");
        }
        SemaphoreList t = timepoints;
        for (int i = 0; i < t.size(); i++) {
            if (t.semaphore(i) == semaphore) {
                if (value > t.value(i)) {
                    timepoints = t.withValue(i, value);
                }
                return;
            }
        }
        semaphore.retain();
        timepoints = t.with(semaphore, value);
    }

    private static boolean distinct(SemaphoreList list) {
        for (int i = 1; i < list.size(); i++) {
            for (int k = 0; k < i; k++) {
                if (list.semaphore(i) == list.semaphore(k)) {
                    return false;
                }
            }
        }
        return true;
    }

    public synchronized int size() {
        return timepoints.size();
    }

    /** The timepoints as a list for queue operations. */
    public synchronized SemaphoreList asList() {
        return timepoints;
    }

    /** The semaphore list of a possibly-null fence (empty for null), as queue calls take it. */
    public static SemaphoreList listOf(Fence fence) {
        return fence == null ? SemaphoreList.EMPTY : fence.asList();
    }

    /** OK when reached, DEFERRED when not yet, or the code of the first failure. */
    public StatusCode query() {
        SemaphoreList list = asList();
        for (int i = 0; i < list.size(); i++) {
            Semaphore s = list.semaphore(i);
            var f = s.failure();
            if (f.isPresent()) {
                return f.get().code();
            }
            if (s.query() < list.value(i)) {
                return StatusCode.DEFERRED;
            }
        }
        return StatusCode.OK;
    }

    /** Signals every timepoint from the host. */
    public void signal() {
        asList().signal();
    }

    /** Fails every semaphore in the fence. */
    public void fail(JireeException status) {
        asList().fail(status);
    }

    /** Waits until reached; DEADLINE_EXCEEDED on timeout, or the failure status. */
    public void await(Timeout timeout) {
        asList().await(timeout);
    }

    @Override
    public void retain() {
        retainCount();
    }

    @Override
    public void close() {
        if (releaseCount()) {
            Predicate<Fence> r = recycler;
            if (r == null || !r.test(this)) {
                releaseTimepoints();
            }
        }
    }

    void releaseTimepoints() {
        SemaphoreList list = asList();
        for (int i = 0; i < list.size(); i++) {
            list.semaphore(i).close();
        }
    }

    void recycleWith(Predicate<Fence> recycler) {
        this.recycler = recycler;
    }

    /** A kept fence handed out anew, with one reference. */
    boolean reacquire() {
        return reviveCount();
    }
}
