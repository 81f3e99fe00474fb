package io.jiree.runtime;

import io.jiree.base.CallStop;
import io.jiree.base.Cancellation;
import io.jiree.base.CollectiveTimeout;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.base.Timeline;
import io.jiree.hal.Buffer;
import io.jiree.hal.Device;
import io.jiree.hal.DeviceUri;
import io.jiree.runtime.hal.DeviceStatistics;
import io.jiree.runtime.hal.HalModule;
import io.jiree.runtime.io.FunctionInputs;
import io.jiree.runtime.io.HostTensor;
import io.jiree.runtime.io.HostValue;
import io.jiree.runtime.params.Parameters;
import io.jiree.runtime.params.ParametersModule;
import io.jiree.vm.Context;
import io.jiree.vm.Engine;
import io.jiree.vm.Function;
import io.jiree.vm.ImportDeclaration;
import io.jiree.vm.Module;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.bytecode.BytecodeModule;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * Programs loaded on a set of devices, ready to call: a VM context holding the {@code hal} module
 * (configured with this session's devices) followed by the user's modules in dependency order,
 * as {@code iree-run-module} builds it.
 *
 * <pre>{@code
 * try (Instance instance = Instance.create();
 *      Session session = instance.createSession("local-task")) {
 *     session.loadModule(Path.of("add.vmfb"));
 *     CallResult r = session.call("add", Tensors.f32(new float[] {1, 2}, 2), Tensors.f32(new float[] {3, 4}, 2));
 *     float[] sum = r.floats(0);
 * }
 * }</pre>
 *
 * <p>Thread-safe: one session serves any number of threads. The modules are loaded, their
 * initializers run and their parameters and constants placed once; each call has its own
 * invocation state (registers, frames, argument and result lists) and the devices are shared.
 * Calls of functions that only read the programs' globals run in parallel. A call of a function
 * that may change a global (as read from its bytecode: a global store in it or in a function it
 * calls, also in another loaded module, or a list or VM buffer changed in place beside a global
 * load; see {@link #writesGlobals}) runs alone: it waits for the calls running and holds the next
 * ones back until it returns, as do {@link #addModule} and {@link #close()}. That analysis sees the
 * VM's state only: a program whose dispatches write into device buffers its globals hold (state
 * updated in place on the device, or constants written in place) without storing a global must
 * have its calls serialized by the caller. Calls must not wait for one another (a call blocked on
 * a fence that only a later call signals): once a call that runs alone is waiting, later calls
 * wait behind it.
 *
 * <p>A call of a closed session, or of anything made from it (a {@link PreparedCall}, a
 * {@link DeviceTensor} download), fails with FAILED_PRECONDITION; {@link #close()} waits for the
 * calls already running. Sessions of one {@link Instance} share their devices (one {@code local-task}
 * worker pool, one CUDA context); closing the last session that uses a device closes it.
 *
 * <p>Results stay on the device with {@link #callOnDevice}: a result tensor feeds the next call as
 * an input without a copy, and is {@linkplain DeviceTensor#download() downloaded} when wanted
 * ({@link #hostTransfers()} counts the copies made).
 */
public final class Session implements AutoCloseable {
    private final Instance instance; // whose shared devices this session uses
    private Timeline timeline; // SessionOptions.traceFile's, ended when the session closes
    private final List<Device> devices;
    private final Context context;
    private final List<Module> userModules = new ArrayList<>(); // guarded by modules
    // Guards the modules and their lookup apart from the calls' lock: a lookup (callAsync's, on
    // the caller's thread) must not wait behind a call that runs alone or a module waiting to be added.
    private final Object modules = new Object();
    private final Map<String, Function> functionCache = new ConcurrentHashMap<>();
    private final Parameters parameters = new Parameters();
    private final DeviceTransfer transfer;
    // Calls hold the read lock, or the write lock when they may change globals; loading modules and
    // closing hold the write lock.
    private final ReentrantReadWriteLock calls = new ReentrantReadWriteLock();
    private volatile boolean closed;

    private final List<DeviceStatistics> statistics = new ArrayList<>();

    private Session(Instance instance, List<Device> devices, Engine engine) {
        this.instance = instance;
        this.devices = List.copyOf(devices);
        for (Device d : this.devices) {
            statistics.add(new DeviceStatistics(d.identifier()));
        }
        this.context = Context.create(engine, List.of(HalModule.create(this.devices, statistics)));
        this.transfer = new DeviceTransfer(this.devices.get(0));
    }

    /** The copies between host memory and the default device this session made for its callers so far. */
    public HostTransfers hostTransfers() {
        return transfer.counts();
    }

    DeviceTransfer transfer() {
        return transfer;
    }

    /**
     * What the session's programs ask of each device through the {@code hal} module, in
     * {@link #devices()} order; each counts once {@linkplain DeviceStatistics#enable() enabled}.
     */
    public List<DeviceStatistics> deviceStatistics() {
        return List.copyOf(statistics);
    }

    /** A session on the devices the URIs name (at least one; the first is the default device). */
    public static Session create(Instance instance, List<String> deviceUris) {
        return create(instance, SessionOptions.on(deviceUris.toArray(new String[0])));
    }

    /** A session as {@code options} describe it. */
    public static Session create(Instance instance, SessionOptions options) {
        if (options.collectiveTimeout() != null) {
            CollectiveTimeout.configure(options.collectiveTimeout());
        }
        Map<String, String> taskParams =
                options.workers() == 0 ? Map.of() : Map.of("workers", Integer.toString(options.workers()));
        List<Device> devices = new ArrayList<>();
        Session session = null;
        Timeline timeline = options.traceFile() == null
                ? null
                : Timeline.start(
                        options.traceFile(), (int) ProcessHandle.current().pid(), "jiree session");
        try {
            for (String uri : options.devices()) {
                boolean task = DeviceUri.parse(uri).driver().equals("local-task");
                devices.add(instance.acquireShared(uri, task ? taskParams : Map.of()));
            }
            session = new Session(instance, devices, options.jit() ? Engine.JIT : Engine.INTERPRETER);
            session.parameters.setMode(options.parameterMode().name().toLowerCase(Locale.ROOT));
            session.timeline = timeline;
            for (SessionOptions.ParameterFile p : options.parameters()) {
                session.addParameters(p.scope(), p.path());
            }
            return session;
        } catch (RuntimeException e) {
            if (timeline != null && (session == null || session.timeline == null)) {
                timeline.close();
            }
            if (session != null) {
                session.close();
            } else {
                for (Device d : devices) {
                    instance.releaseShared(d);
                }
            }
            throw e;
        }
    }

    /** The session's devices, in {@code hal.devices.get} order. */
    public List<Device> devices() {
        return devices;
    }

    /** The default device (inputs are placed on it). */
    public Device device() {
        return devices.get(0);
    }

    /** The VM context (the hal module first, then the loaded modules). */
    public Context context() {
        return context;
    }

    /** Reads a {@code .vmfb} file and adds it to the context (running its initializer). */
    public Session loadModule(Path path) {
        return addModule(BytecodeModule.load(path));
    }

    /** Loads a {@code .vmfb} from bytes and adds it to the context (running its initializer). */
    public Session loadModule(byte[] vmfb) {
        return addModule(BytecodeModule.load(vmfb));
    }

    /**
     * Reads several {@code .vmfb} files and adds them so that every module comes after the modules
     * it depends on (FAILED_PRECONDITION for a dependency cycle).
     */
    public Session loadModules(List<Path> paths) {
        List<BytecodeModule> modules = new ArrayList<>();
        for (Path p : paths) {
            modules.add(BytecodeModule.load(p));
        }
        return addModules(modules);
    }

    /**
     * Adds modules already read, each after the modules it depends on (FAILED_PRECONDITION for a
     * dependency cycle).
     */
    public Session addModules(List<BytecodeModule> modules) {
        for (BytecodeModule m : dependencyOrder(modules)) {
            addModule(m);
        }
        return this;
    }

    private static List<BytecodeModule> dependencyOrder(List<BytecodeModule> modules) {
        List<BytecodeModule> ordered = new ArrayList<>();
        Set<BytecodeModule> done = new HashSet<>();
        Set<BytecodeModule> visiting = new HashSet<>();
        for (BytecodeModule m : modules) {
            visit(m, modules, ordered, done, visiting);
        }
        return ordered;
    }

    private static void visit(
            BytecodeModule m,
            List<BytecodeModule> all,
            List<BytecodeModule> ordered,
            Set<BytecodeModule> done,
            Set<BytecodeModule> visiting) {
        if (done.contains(m)) {
            return;
        }
        if (!visiting.add(m)) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION, "modules depend on each other in a cycle through '%s'", m.name());
        }
        for (BytecodeModule.Dependency d : m.dependencies()) {
            for (BytecodeModule other : all) {
                if (other != m && other.name().equals(d.name())) {
                    visit(other, all, ordered, done, visiting);
                }
            }
        }
        visiting.remove(m);
        done.add(m);
        ordered.add(m);
    }

    /**
     * The parameters programs of this session load ({@code io_parameters}): add files with
     * {@link #addParameters} or tensors with {@link #addParameter} before loading a module whose
     * initializer loads them.
     */
    public Parameters parameters() {
        return parameters;
    }

    /**
     * Indexes a parameter file ({@code .irpa}) under {@code scope} ({@code ""} for the anonymous
     * scope), as {@code --parameters=scope=path} does.
     */
    public Session addParameters(String scope, Path file) {
        checkOpen();
        parameters.addFile(scope, file);
        return this;
    }

    /** Adds an in-memory parameter: {@code key} of {@code scope} holds {@code bytes} (copied). */
    public Session addParameter(String scope, String key, byte[] bytes) {
        checkOpen();
        parameters.addBytes(scope, key, bytes);
        return this;
    }

    /** Adds an in-memory parameter holding a tensor's dense contents. */
    public Session addParameter(String scope, String key, HostTensor tensor) {
        checkOpen();
        parameters.addBytes(scope, key, tensor.toByteArray());
        return this;
    }

    /**
     * Adds a module (bytecode or native) after those already loaded; waits for the calls running.
     * A native module's state must be safe to use from concurrent calls.
     */
    public Session addModule(Module module) {
        Lock lock = calls.writeLock();
        lock.lock();
        try {
            checkOpen();
            checkHalImports(module);
            synchronized (modules) {
                registerParametersIfImported(module);
                context.register(module);
                userModules.add(module);
                functionCache.clear();
            }
            return this;
        } finally {
            lock.unlock();
        }
    }

    // The io_parameters module is registered when the first module importing from it is added.
    private void registerParametersIfImported(Module module) {
        boolean imports = module.imports().stream().anyMatch(d -> d.moduleName().equals(ParametersModule.NAME));
        boolean registered = context.modules().stream().anyMatch(m -> m.name().equals(ParametersModule.NAME));
        if (imports && !registered) {
            context.register(ParametersModule.create(parameters));
        }
    }

    // Names a hal function the module needs but the hal module lacks, as IREE's linker does.
    private void checkHalImports(Module module) {
        Module hal = context.modules().get(0);
        for (ImportDeclaration d : module.imports()) {
            if (!d.optional() && d.moduleName().equals("hal") && hal.lookupExport(d.localName()) == null) {
                throw JireeException.of(
                                StatusCode.NOT_FOUND,
                                "no function `%s` exported by module `hal`; module '%s' was compiled for a hal module this "
                                        + "runtime (hal version %d, IREE 3.13) does not provide: recompile it with the "
                                        + "matching IREE compiler",
                                d.localName(),
                                module.name(),
                                HalModule.VERSION)
                        .annotate("resolving module '" + module.name() + "' imports");
            }
        }
    }

    /**
     * Finds a function: {@code name} alone is looked up in the last loaded module (as
     * {@code iree-run-module --function=name}); {@code module.name} names the module too.
     */
    public Function lookupFunction(String name) {
        checkOpen();
        Function f = functionCache.get(name);
        if (f != null) {
            return f;
        }
        synchronized (modules) {
            return findFunction(name);
        }
    }

    private Function findFunction(String name) {
        Function f;
        if (userModules.isEmpty()) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION, "no module is loaded; load a .vmfb before calling '%s'", name);
        }
        Module main = userModules.get(userModules.size() - 1);
        f = main.lookupExport(name);
        if (f == null && name.indexOf('.') > 0) {
            f = context.lookupFunction(name);
        }
        if (f == null) {
            throw JireeException.of(
                    StatusCode.NOT_FOUND,
                    "function '%s' not found in module '%s'; exports: %s",
                    name,
                    main.name(),
                    main.exports().stream().map(Function::name).toList());
        }
        functionCache.put(name, f);
        return f;
    }

    /**
     * Calls {@code function} with inputs written as {@code iree-run-module --input=} values
     * ({@code 2x2xf32=1 2 3 4}, {@code 5}, {@code @file.npy}, {@code &4xf32}, ...), relative files
     * resolved against {@code baseDirectory} (null: the working directory).
     */
    public List<HostValue> callWithInputs(String function, List<String> inputSpecs, Path baseDirectory) {
        Function f = lookupFunction(function);
        List<HostValue> values;
        try {
            values = FunctionInputs.parse(PreparedCall.inputTypes(f), inputSpecs, baseDirectory);
        } catch (JireeException e) {
            throw e.annotate("parsing function inputs" + PreparedCall.declaration(f));
        }
        return call(f, values);
    }

    /** Copies {@code tensor} to the default device once, for use in many calls. */
    public DeviceTensor upload(HostTensor tensor) {
        Lock lock = beginUse();
        try {
            return new DeviceTensor(this, transfer.uploadTensor(tensor));
        } finally {
            lock.unlock();
        }
    }

    /** Copies {@code buffer}'s first {@code target.byteSize()} bytes into {@code target}, while the session is open. */
    void download(Buffer buffer, MemorySegment target) {
        Lock lock = beginUse();
        try {
            transfer.downloadInto(buffer, target);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Calls {@code function} as {@link #call(String, Object...)} does, but leaves its tensor results
     * on the device: they come back as {@link DeviceTensor}s (owned by the returned results, see
     * {@link DeviceResults#take}) that the next call takes as inputs without a copy.
     */
    public DeviceResults callOnDevice(String function, Object... inputs) {
        return callOnDevice(CallOptions.NONE, function, inputs);
    }

    /** As {@link #callOnDevice(String, Object...)}, ending early as {@code options} say. */
    public DeviceResults callOnDevice(CallOptions options, String function, Object... inputs) {
        try (PreparedCall call = PreparedCall.prepare(this, lookupFunction(function), hostInputs(inputs))) {
            return call.invokeOnDevice(options);
        }
    }

    /**
     * Starts a call of {@code function} (inputs as for {@link #call(String, Object...)}) on a
     * virtual thread of its own and returns at once; the function is looked up before it returns
     * (the future fails at once with NOT_FOUND for a name no module exports), so modules added
     * later do not change what the call runs, and the call holds its own reference to each
     * {@link DeviceTensor} input by then, so the caller may close them at once. The future
     * completes with the results, copied
     * to the host once the call's work on the device is done (for a {@code coarse-fences}
     * function, once its signal fence is reached), or exceptionally with the call's
     * {@link JireeException}. Cancelling the future cancels the call, as a {@link Cancellation} in
     * {@code options} does.
     */
    public CompletableFuture<CallResult> callAsync(CallOptions options, String function, Object... inputs) {
        return start(options, function, inputs, (call, o) -> new CallResult(call.invoke(o)), r -> {});
    }

    /** As {@link #callAsync(CallOptions, String, Object...)} without a timeout. */
    public CompletableFuture<CallResult> callAsync(String function, Object... inputs) {
        return callAsync(CallOptions.NONE, function, inputs);
    }

    /**
     * As {@link #callAsync(CallOptions, String, Object...)}, leaving the tensor results on the
     * device as {@link #callOnDevice} does. Results that arrive after the future was cancelled are
     * closed.
     */
    public CompletableFuture<DeviceResults> callOnDeviceAsync(CallOptions options, String function, Object... inputs) {
        return start(options, function, inputs, PreparedCall::invokeOnDevice, DeviceResults::close);
    }

    private <T> CompletableFuture<T> start(
            CallOptions options,
            String function,
            Object[] inputs,
            BiFunction<PreparedCall, CallOptions, T> invoke,
            Consumer<T> discard) {
        checkOpen();
        // Looked up and the inputs taken now: a module added or a tensor closed after this returns
        // must not change what the call runs on.
        Function f;
        List<Object> args;
        try {
            f = lookupFunction(function);
            args = heldInputs(inputs);
        } catch (JireeException e) {
            return CompletableFuture.failedFuture(e);
        }
        Cancellation cancel = options.cancellation() == null
                ? new Cancellation()
                : options.cancellation().child();
        CallOptions own = options.withCancellation(cancel);
        CompletableFuture<T> future = new CompletableFuture<>();
        future.whenComplete((r, e) -> {
            if (e instanceof CancellationException) {
                cancel.cancel();
            }
        });
        try {
            Thread.ofVirtual().name("jiree-call " + function).start(() -> {
                T result = null;
                Throwable failure = null;
                try (PreparedCall call = PreparedCall.prepare(this, f, args)) {
                    result = invoke.apply(call, own);
                } catch (Throwable t) {
                    failure = t;
                } finally {
                    closeHeld(args); // before the future completes: its waiter finds them released
                }
                if (failure != null) {
                    future.completeExceptionally(failure);
                } else if (!future.complete(result)) {
                    discard.accept(result);
                }
            });
        } catch (RuntimeException | Error e) {
            closeHeld(args);
            future.completeExceptionally(new JireeException(
                    StatusCode.RESOURCE_EXHAUSTED, "could not start a thread for the call of " + f + ": " + e, e));
        }
        return future;
    }

    // The inputs as hostInputs makes them, each DeviceTensor replaced by one of the call's own on a
    // reference taken now (the synchronous calls take theirs before they return, too).
    private static List<Object> heldInputs(Object[] inputs) {
        List<Object> values = new ArrayList<>(inputs.length);
        try {
            for (Object o : inputs) {
                values.add(
                        o instanceof DeviceTensor t
                                ? new DeviceTensor(t.session(), t.retainView())
                                : ValueConversion.toHostValue(o));
            }
        } catch (RuntimeException e) {
            closeHeld(values);
            throw e;
        }
        return values;
    }

    private static void closeHeld(List<Object> inputs) {
        for (Object o : inputs) {
            if (o instanceof DeviceTensor t) {
                t.close();
            }
        }
    }

    /**
     * The functions the last loaded module exports for callers (not its initializers, whose names
     * start with {@code __}), each with what it takes and returns and whether it runs alone.
     */
    public List<FunctionInfo> functions() {
        Lock lock = beginUse();
        try {
            if (userModules.isEmpty()) {
                return List.of();
            }
            List<FunctionInfo> out = new ArrayList<>();
            for (Function f : userModules.get(userModules.size() - 1).exports()) {
                if (!f.name().startsWith("__")) {
                    out.add(FunctionInfo.of(f, writesGlobals(f)));
                }
            }
            return out;
        } finally {
            lock.unlock();
        }
    }

    /** What {@code function} ({@code name} as for {@link #lookupFunction}) takes and returns. */
    public FunctionInfo describe(String function) {
        Function f = lookupFunction(function);
        return FunctionInfo.of(f, writesGlobals(f));
    }

    /**
     * Whether calls of {@code function} may change the programs' globals and so run alone (see the
     * class comment); {@code name} as for {@link #lookupFunction}.
     */
    public boolean writesGlobals(String function) {
        return writesGlobals(lookupFunction(function));
    }

    /** As {@link #writesGlobals(String)} for a function already looked up. */
    public boolean writesGlobals(Function function) {
        ModuleInstance instance = context.instance(function.module());
        // A function of a module not in this context fails when called; it holds nothing back.
        return instance != null && instance.writesGlobals(function.ordinal());
    }

    /**
     * Locks the session for a call: the write lock when it may change globals, else the read lock;
     * FAILED_PRECONDITION once closed, the stop's status when it comes first (null: none). The
     * caller unlocks.
     */
    Lock beginCall(boolean writesGlobals, CallStop stop) {
        Lock lock = writesGlobals ? calls.writeLock() : calls.readLock();
        if (stop == null) {
            lock.lock();
        } else {
            lock(lock, stop);
        }
        if (closed) {
            lock.unlock();
            throw closedError();
        }
        return lock;
    }

    // A call with a deadline or cancel may be held back by a call that runs alone: it waits in slices.
    private static void lock(Lock lock, CallStop stop) {
        try {
            while (!lock.tryLock(CallStop.SLICE_MILLIS, TimeUnit.MILLISECONDS)) {
                stop.check();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JireeException(StatusCode.CANCELLED, "interrupted while waiting for the session's other calls");
        }
    }

    /** Locks the session against closing while a thread uses its devices; FAILED_PRECONDITION once closed. */
    Lock beginUse() {
        Lock lock = calls.readLock();
        lock.lock();
        if (closed) {
            lock.unlock();
            throw closedError();
        }
        return lock;
    }

    /**
     * Calls {@code function} with inputs given as Java values: {@code Integer}/{@code Long}/
     * {@code Float}/{@code Double} for scalars, {@link HostTensor} (see {@link Tensors}) or
     * {@link DeviceTensor} for tensors, any {@link HostValue}, or null for a null reference.
     */
    public CallResult call(String function, Object... inputs) {
        return new CallResult(call(lookupFunction(function), hostInputs(inputs)));
    }

    /**
     * As {@link #call(String, Object...)}, ending early as {@code options} say: DEADLINE_EXCEEDED
     * after its timeout, CANCELLED once its cancellation is cancelled; the session stays usable.
     */
    public CallResult call(CallOptions options, String function, Object... inputs) {
        try (PreparedCall call = PreparedCall.prepare(this, lookupFunction(function), hostInputs(inputs))) {
            return new CallResult(call.invoke(options));
        }
    }

    /**
     * Calls {@code function} as {@code iree-run-module} does: inputs become VM values per the
     * function's calling convention (tensors become buffer views on the default device),
     * {@code coarse-fences} functions are awaited, and results are copied back to the host.
     */
    public List<HostValue> call(String function, List<HostValue> inputs) {
        return call(lookupFunction(function), inputs);
    }

    /** As {@link #call(String, List)} for a function already looked up ({@link #lookupFunction}). */
    public List<HostValue> call(Function function, List<?> inputs) {
        // The inputs it uploaded go with the call (a program that keeps one holds its own reference).
        try (PreparedCall call = PreparedCall.prepare(this, function, inputs)) {
            return call.invoke();
        }
    }

    /**
     * Prepares {@code function} for repeated calls on the same inputs (uploaded once): what a
     * benchmark loop wants. Inputs as for {@link #call(String, Object...)}.
     */
    public PreparedCall prepare(String function, Object... inputs) {
        return prepare(lookupFunction(function), hostInputs(inputs));
    }

    /** As {@link #prepare(String, Object...)} for a function already looked up, with HostValues or DeviceTensors. */
    public PreparedCall prepare(Function function, List<?> inputs) {
        return PreparedCall.prepare(this, function, inputs);
    }

    private static List<Object> hostInputs(Object[] inputs) {
        List<Object> values = new ArrayList<>(inputs.length);
        for (Object o : inputs) {
            values.add(o instanceof DeviceTensor t ? t : ValueConversion.toHostValue(o));
        }
        return values;
    }

    void checkOpen() {
        if (closed) {
            throw closedError();
        }
    }

    private static JireeException closedError() {
        return new JireeException(StatusCode.FAILED_PRECONDITION, "session is closed");
    }

    /**
     * Lets go of the session's devices once the calls running have returned (a device closes with
     * the last session of its instance that uses it); the session, its prepared
     * calls and its device tensors cannot be used afterwards (FAILED_PRECONDITION).
     */
    @Override
    public void close() {
        Lock lock = calls.writeLock();
        lock.lock();
        try {
            closeLocked();
        } finally {
            lock.unlock();
        }
    }

    private void closeLocked() {
        if (closed) {
            return;
        }
        closed = true;
        RuntimeException failure = null;
        try {
            context.close(); // the programs' globals let go of their device objects first
        } catch (RuntimeException e) {
            failure = e;
        }
        for (Device d : devices) {
            try {
                instance.releaseShared(d); // the last session using it closes it
            } catch (RuntimeException e) {
                failure = failure == null ? e : failure;
            }
        }
        if (timeline != null) {
            try {
                timeline.close();
            } catch (RuntimeException e) {
                failure = failure == null ? e : failure;
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public String toString() {
        return "Session"
                + Arrays.toString(devices.stream().map(Device::identifier).toArray());
    }
}
