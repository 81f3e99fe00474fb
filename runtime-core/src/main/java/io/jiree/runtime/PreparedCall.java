package io.jiree.runtime;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Fence;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.Function;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmRef;
import java.util.List;

/**
 * A function with its inputs already converted and on the device ({@link Session#prepare}): each
 * {@link #invoke()} runs the function again on the same inputs, as a benchmark loop does.
 * {@link #close()} releases the inputs the preparation uploaded; do not close while a stateful
 * program may still hold them. Not thread-safe, like its session.
 */
public final class PreparedCall implements AutoCloseable {
    private final Session session;
    private final Function function;
    private final ModuleInstance instance;
    private final ValueList inputs;
    private final int inputCount;
    private final boolean async;
    private final List<VmRef> created;

    PreparedCall(
            Session session,
            Function function,
            ModuleInstance instance,
            ValueList inputs,
            int inputCount,
            boolean async,
            List<VmRef> created) {
        this.session = session;
        this.function = function;
        this.instance = instance;
        this.inputs = inputs;
        this.inputCount = inputCount;
        this.async = async;
        this.created = List.copyOf(created);
    }

    /** Runs the function and copies its results to the host. */
    public List<HostValue> invoke() {
        return session.run(function, instance, inputs, inputCount, async, true);
    }

    /** Runs the function and leaves its results on the device (dropped), for timing the call alone. */
    public void invokeDiscardingResults() {
        session.run(function, instance, inputs, inputCount, async, false);
    }

    /** Whether the function is a {@code coarse-fences} one (it takes a wait and a signal fence). */
    public boolean isAsync() {
        return async;
    }

    /**
     * Starts the call of a {@code coarse-fences} function on {@code wait} (null: nothing to wait
     * on), to signal {@code signal}, and returns without waiting; the results are dropped. A
     * benchmark's pipelined batch chains calls this way.
     */
    public void start(Fence wait, Fence signal) {
        if (!async) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION, "%s takes no fences; call invoke() instead", function);
        }
        session.start(function, instance, inputs, inputCount, wait, signal);
    }

    public Function function() {
        return function;
    }

    /** Releases the device inputs this preparation uploaded (not {@link DeviceTensor}s passed in). */
    @Override
    public void close() {
        for (VmRef r : created) {
            r.release();
        }
    }
}
