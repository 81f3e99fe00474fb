package io.jiree.runtime;

import io.jiree.base.CallStop;
import io.jiree.base.JireeException;
import io.jiree.base.RefCounted;
import io.jiree.base.StatusCode;
import io.jiree.hal.BufferView;
import io.jiree.hal.Device;
import io.jiree.hal.Fence;
import io.jiree.hal.Semaphore;
import io.jiree.hal.Timeout;
import io.jiree.runtime.io.HostValue;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.Function;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.ValueList;
import io.jiree.vm.VmList;
import io.jiree.vm.VmRef;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.Lock;

/**
 * One function of a session with its inputs converted and on the device, ready to run (IREE's
 * {@code iree_runtime_call_t}): each {@link #invoke()} runs the function again on the same inputs,
 * as a benchmark loop does, and {@link Session#call} is one of these invoked once.
 * {@link #close()} releases the inputs the preparation uploaded and its references to the
 * {@link DeviceTensor}s it was given; do not close while a stateful program may still hold them.
 *
 * <p>Thread-safe like its session: several threads may invoke the same prepared call at once
 * (each invocation has its own argument list, and its own copy of each list input, which the
 * function may change in place; calls that write globals are serialized by the session). Closing it while an invocation runs on another thread fails with FAILED_PRECONDITION
 * and leaves it open; invoking it once closed fails the same way.
 *
 * <p>Functions of IREE's {@code coarse-fences} ABI take a wait and a signal fence after their
 * inputs: the host passes the inputs alone, each call gets a null wait fence and a fresh signal
 * fence, and returns once the signal fence is reached.
 */
public final class PreparedCall implements AutoCloseable {
    private final Session session;
    private final Function function;
    private final ModuleInstance instance;
    private final CallingConvention cc;
    private final boolean async;
    // Whether calls of the function run alone (see Session): read from its bytecode once.
    private final boolean writesGlobals;
    private final ValueList inputs;
    // Whether an input is a list: each invocation then gets its own copy (see copyInputs).
    private final boolean listInputs;
    private final AtomicReference<ValueList> spareInputs = new AtomicReference<>();
    private final AtomicReference<ValueList> spareResults = new AtomicReference<>();
    // The references the preparation made (uploaded inputs, retained device tensors): this call's to release.
    private final List<RefCounted> created;
    // Invocations running now, and whether close() has run; guarded by this.
    private int running;
    private boolean closed;

    private enum Results {
        HOST,
        DEVICE,
        DISCARD
    }

    private PreparedCall(
            Session session, Function function, boolean async, ValueList inputs, List<RefCounted> created) {
        this.session = session;
        this.function = function;
        this.instance = session.context().instance(function.module());
        this.cc = function.signature().callingConvention();
        this.async = async;
        this.writesGlobals = instance != null && instance.writesGlobals(function.ordinal());
        this.inputs = inputs;
        this.created = created;
        boolean lists = false;
        for (int i = 0; i < inputs.size(); i++) {
            lists |= inputs.refAt(i) instanceof VmList;
        }
        this.listInputs = lists;
    }

    /** The calling-convention types of what the host passes to {@code f}: its arguments less any fences. */
    public static String inputTypes(Function f) {
        String args = callingConvention(f).arguments();
        return isAsync(f) ? args.substring(0, args.length() - 2) : args;
    }

    static boolean isAsync(Function f) {
        return "coarse-fences".equals(f.signature().attribute("iree.abi.model"))
                && callingConvention(f).arguments().length() >= 2;
    }

    private static CallingConvention callingConvention(Function f) {
        CallingConvention cc = f.signature().callingConvention();
        if (cc == null) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "function %s has no calling convention and cannot be called", f);
        }
        return cc;
    }

    /**
     * A tensor of another session is passed on only when that session's devices are this one's
     * (sessions of one instance share them): a buffer of another device, a CUDA context's memory
     * say, means nothing to this one's kernels.
     */
    private static void checkReachable(Session session, DeviceTensor t) {
        if (t.session() != session && !session.devices().containsAll(t.session().devices())) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "%s lives on device %s of another session, which this session does not use; download it "
                            + "(DeviceTensor.download) and pass the host tensor, or create both sessions on the same "
                            + "device",
                    t,
                    t.session().device().identifier());
        }
    }

    /** Converts {@code inputs} (HostValues or DeviceTensors) for {@code f}, uploading tensors to the session's device. */
    static PreparedCall prepare(Session session, Function f, List<?> inputs) {
        if (f == null || inputs == null) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    f == null
                            ? "no function to call; look one up with the session's lookupFunction"
                            : "no input list for " + f + "; pass an empty list for a function without inputs");
        }
        if (session.context().instance(f.module()) == null) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "function %s belongs to a module this session has not loaded; look it up with this "
                            + "session's lookupFunction",
                    f);
        }
        CallingConvention cc = callingConvention(f);
        if (cc.isVariadic()) {
            throw JireeException.of(
                    StatusCode.UNIMPLEMENTED,
                    "function %s takes variadic arguments (%s), which calls from the host do not support",
                    f,
                    cc);
        }
        String types = inputTypes(f);
        if (inputs.size() != types.length()) {
            throw JireeException.of(
                            StatusCode.INVALID_ARGUMENT,
                            "input list and function mismatch; expected %d arguments but passed %d",
                            types.length(),
                            inputs.size())
                    .annotate("invoking function '" + f.name() + "'" + declaration(f));
        }
        DeviceTransfer transfer = session.transfer();
        ValueList in = new ValueList(Math.max(4, cc.arguments().length()));
        List<RefCounted> created = new ArrayList<>();
        Lock open = session.beginUse(); // the devices stay open while the inputs go to them
        try {
            for (int i = 0; i < types.length(); i++) {
                try {
                    Object input = inputs.get(i);
                    if (input instanceof DeviceTensor t && types.charAt(i) == 'r') {
                        checkReachable(session, t);
                        // The call holds its own reference: the caller may close the tensor meanwhile.
                        created.add(t.retainView());
                        in.addRef(t.view());
                    } else if (input instanceof DeviceTensor) {
                        throw JireeException.of(
                                StatusCode.INVALID_ARGUMENT,
                                "expected a %s value but got a tensor",
                                ValueConversion.typeName(types.charAt(i)));
                    } else if (input instanceof HostValue value) {
                        ValueConversion.pushInput(transfer, types.charAt(i), value, in);
                        if (in.refAt(in.size() - 1) instanceof RefCounted r) {
                            created.add(r);
                        }
                    } else {
                        throw JireeException.of(
                                StatusCode.INVALID_ARGUMENT,
                                "cannot pass %s in an input list; pass a HostValue (HostValue.I32, "
                                        + "HostValue.Tensor, HostValue.Null for a null reference, ...) or a "
                                        + "DeviceTensor, or Java values to call(String, Object...)",
                                input == null ? "null" : "a " + input.getClass().getName());
                    }
                } catch (JireeException e) {
                    throw e.annotate("passing input " + i + " to " + f + declaration(f));
                }
            }
        } catch (RuntimeException e) {
            created.forEach(RefCounted::release);
            throw e;
        } finally {
            open.unlock();
        }
        return new PreparedCall(session, f, isAsync(f), in, List.copyOf(created));
    }

    /** Runs the function and copies its results to the host. */
    public List<HostValue> invoke() {
        return invoke(CallOptions.NONE);
    }

    /** As {@link #invoke()}, ending early as {@code options} say (DEADLINE_EXCEEDED, CANCELLED). */
    public List<HostValue> invoke(CallOptions options) {
        List<HostValue> values = new ArrayList<>();
        for (Object o : run(Results.HOST, options)) {
            values.add((HostValue) o);
        }
        return values;
    }

    /**
     * Runs the function and leaves its tensor results on the device, as {@link DeviceTensor}s the
     * returned results own (see {@link DeviceResults}); other results are copied to the host.
     */
    public DeviceResults invokeOnDevice() {
        return invokeOnDevice(CallOptions.NONE);
    }

    /** As {@link #invokeOnDevice()}, ending early as {@code options} say. */
    public DeviceResults invokeOnDevice(CallOptions options) {
        return new DeviceResults(run(Results.DEVICE, options));
    }

    /** Runs the function and leaves its results on the device (dropped), for timing the call alone. */
    public void invokeDiscardingResults() {
        run(Results.DISCARD, CallOptions.NONE);
    }

    /** Whether the function is a {@code coarse-fences} one (it takes a wait and a signal fence). */
    public boolean isAsync() {
        return async;
    }

    /**
     * Starts the call of a {@code coarse-fences} function on {@code wait} (null: nothing to wait
     * on), to signal {@code signal}, and returns without waiting; the results are dropped. A
     * benchmark's pipelined batch chains calls this way. The fences stay the caller's.
     */
    public void start(Fence wait, Fence signal) {
        if (!async) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION, "%s takes no fences; call invoke() instead", function);
        }
        enter();
        try {
            Lock lock = session.beginCall(writesGlobals, null);
            ValueList in;
            try {
                in = copyInputs();
            } catch (RuntimeException e) {
                lock.unlock();
                throw e;
            }
            in.addRef(wait);
            in.addRef(signal);
            ValueList out = takeList(spareResults, Math.max(4, cc.results().length()));
            try {
                instance.call(function.ordinal(), in, out);
            } catch (StackOverflowError e) {
                throw stackExhausted();
            } catch (JireeException e) {
                throw e.annotate("invoking function '" + function.name() + "'" + declaration(function));
            } catch (RuntimeException e) {
                throw unexpected(e);
            } finally {
                lock.unlock();
                out.releaseRefs();
                spareResults.set(out);
                releaseInputs(in); // it borrowed the inputs' and the caller's references
                spareInputs.set(in);
            }
        } finally {
            exit();
        }
    }

    public Function function() {
        return function;
    }

    private List<Object> run(Results mode, CallOptions options) {
        enter();
        try {
            CallStop stop = options.stopFor(function);
            return stop == null ? runLocking(mode, null) : stop.run(() -> runLocking(mode, stop));
        } finally {
            exit();
        }
    }

    private List<Object> runLocking(Results mode, CallStop stop) {
        Lock lock;
        try {
            lock = session.beginCall(writesGlobals, stop);
        } catch (JireeException e) {
            throw e.annotate("invoking function '" + function.name() + "'" + declaration(function));
        }
        try {
            return runLocked(mode);
        } finally {
            lock.unlock();
        }
    }

    private List<Object> runLocked(Results mode) {
        DeviceTransfer transfer = session.transfer();
        Device device = transfer.device();
        Fence signal = null;
        if (async) {
            // Each call gets its own signal fence after the prepared inputs and a null wait fence.
            Semaphore semaphore = device.createSemaphore(0, 0);
            try {
                signal = Fence.of(semaphore, 1);
            } finally {
                semaphore.close();
            }
        }
        // Each invocation reads its own copy of the prepared inputs, so invocations may overlap.
        ValueList in;
        try {
            in = copyInputs();
        } catch (RuntimeException e) {
            if (signal != null) {
                signal.close();
            }
            throw e;
        }
        if (signal != null) {
            in.addRef(null);
            in.addRef(signal);
        }
        ValueList out = takeList(spareResults, Math.max(4, cc.results().length()));
        try {
            instance.call(function.ordinal(), in, out);
            if (signal != null) {
                try {
                    signal.await(Timeout.infinite());
                } catch (JireeException e) {
                    throw e.annotate("waiting on finish fence");
                }
            }
        } catch (StackOverflowError e) {
            out.releaseRefs();
            throw stackExhausted();
        } catch (JireeException e) {
            out.releaseRefs();
            throw e.annotate("invoking function '" + function.name() + "'" + declaration(function));
        } catch (RuntimeException e) {
            out.releaseRefs();
            throw unexpected(e);
        } finally {
            if (signal != null) {
                signal.close();
            }
            releaseInputs(in); // it borrowed the prepared inputs' references
            spareInputs.set(in);
        }
        // The results are copied out (or handed to device tensors, which retain them), so the
        // list's references go when this returns.
        if (mode == Results.DISCARD) {
            out.releaseRefs();
            spareResults.set(out);
            return List.of();
        }
        List<Object> results = new ArrayList<>(cc.results().length());
        try {
            out.rewind();
            String res = cc.results();
            for (int i = 0; i < res.length(); i++) {
                char type = res.charAt(i);
                if (mode == Results.DEVICE && type == 'r' && out.refAt(i) instanceof BufferView v) {
                    out.nextRef();
                    v.retain();
                    results.add(new DeviceTensor(session, v));
                } else {
                    results.add(ValueConversion.pullResult(transfer, type, out));
                }
            }
            return results;
        } catch (RuntimeException e) {
            for (Object r : results) {
                if (r instanceof DeviceTensor t) {
                    t.close();
                }
            }
            throw e;
        } finally {
            out.releaseRefs();
            spareResults.set(out);
        }
    }

    private JireeException stackExhausted() {
        return new JireeException(
                StatusCode.RESOURCE_EXHAUSTED,
                "call stack exhausted while running " + function + "; the program recurses too deeply");
    }

    // A defect below the VM must still reach the caller as a status.
    private JireeException unexpected(RuntimeException e) {
        return new JireeException(StatusCode.INTERNAL, "calling " + function + " failed unexpectedly: " + e, e);
    }

    // A list kept from an earlier invocation, or a new one when another invocation (on another
    // thread, or inside this one) has it: a steady stream of calls allocates no lists.
    private static ValueList takeList(AtomicReference<ValueList> spare, int capacity) {
        ValueList l = spare.getAndSet(null);
        return l != null ? l : new ValueList(capacity);
    }

    private synchronized void enter() {
        if (closed) {
            throw JireeException.of(StatusCode.FAILED_PRECONDITION, "the prepared call of %s is closed", function);
        }
        running++;
    }

    private synchronized void exit() {
        running--;
    }

    // A fresh list holding the prepared input slots (primitive bits or refs, as they were added).
    // Refs are borrowed, except lists: a function may change a list argument in place, so each
    // invocation gets a copy of its own, which releaseInputs gives back.
    private ValueList copyInputs() {
        ValueList in = takeList(spareInputs, inputs.size() + 2);
        try {
            for (int i = 0; i < inputs.size(); i++) {
                Object ref = inputs.refAt(i);
                if (ref == null) {
                    in.addBits(inputs.bitsAt(i));
                } else if (listInputs && ref instanceof VmList list) {
                    in.addRef(ValueConversion.copyList(list));
                } else {
                    in.addRef(ref);
                }
            }
        } catch (RuntimeException e) {
            releaseInputs(in);
            throw e;
        }
        return in;
    }

    // Empties an invocation's input list, releasing the list copies it owns.
    private void releaseInputs(ValueList in) {
        if (listInputs) {
            for (int i = 0; i < Math.min(in.size(), inputs.size()); i++) {
                if (inputs.refAt(i) instanceof VmList) {
                    VmRef.release(in.refAt(i));
                }
            }
        }
        in.clear();
    }

    static String declaration(Function f) {
        String decl = f.signature().attribute("iree.abi.declaration");
        return decl == null ? "" : "; `" + decl + "`";
    }

    /**
     * Releases the device inputs this preparation uploaded and its own references to the
     * {@link DeviceTensor}s passed in (which stay open). FAILED_PRECONDITION while an invocation
     * runs on another thread.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        if (running > 0) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "the prepared call of %s cannot be closed while %d invocation(s) of it run on other threads",
                    function,
                    running);
        }
        closed = true;
        for (RefCounted r : created) {
            r.release();
        }
    }
}
