package io.jiree.runtime;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What an embedder sets for a {@link Session}, typed, in place of device-URI parameters, flag
 * strings and system properties:
 *
 * <pre>{@code
 * Session s = instance.createSession(SessionOptions.on("local-task")
 *         .withWorkers(4)
 *         .withParameters("model", Path.of("weights.irpa"))
 *         .withParameterMode(SessionOptions.ParameterMode.PRELOAD)
 *         .withJit(true));
 * }</pre>
 *
 * @param devices device URIs, the first the default device ({@code local-task}, {@code cuda://0})
 * @param workers threads that run workgroups on each {@code local-task} device (0: one per core,
 *     or the URI's own {@code workers=}); ignored by other drivers
 * @param parameters parameter files indexed before any module is loaded
 * @param parameterMode how parameter files are read ({@code --parameter_mode})
 * @param jit whether hot VM functions are compiled to JVM bytecode (the {@code jiree.vm.jit}
 *     property's default) or every function is interpreted
 * @param collectiveTimeout how long collectives wait on peers before they fail (null: the
 *     environment's, see {@code --collective_timeout}); one setting for the whole process, as the
 *     collective engines are per process
 * @param traceFile where the session writes a timeline of what it runs until it closes
 *     ({@code --trace_file}: Trace Event Format, see docs/looking-at-a-run.md), or null; one
 *     timeline records per process at a time
 */
public record SessionOptions(
        List<String> devices,
        int workers,
        List<ParameterFile> parameters,
        ParameterMode parameterMode,
        boolean jit,
        Duration collectiveTimeout,
        Path traceFile) {
    /** IREE's {@code --parameter_mode}. */
    public enum ParameterMode {
        /** Files are mapped and read as parameters are used (the default). */
        FILE,
        /** Each file is read into memory when the session opens. */
        PRELOAD
    }

    /** A parameter file and the scope programs name it by ({@code ""}: the anonymous scope). */
    public record ParameterFile(String scope, Path path) {}

    public SessionOptions {
        devices = List.copyOf(devices);
        parameters = List.copyOf(parameters);
        if (devices.isEmpty()) {
            throw new JireeException(
                    StatusCode.INVALID_ARGUMENT,
                    "a session needs at least one device; pass a device URI such as local-task or cuda://0");
        }
        if (workers < 0 || workers > 1024) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT,
                    "a session's worker count must be 0 (one per core) to 1024; got %d",
                    workers);
        }
        if (parameterMode == null) {
            throw new JireeException(StatusCode.INVALID_ARGUMENT, "a session's parameter mode must not be null");
        }
        if (collectiveTimeout != null && (collectiveTimeout.isNegative() || collectiveTimeout.isZero())) {
            throw JireeException.of(
                    StatusCode.INVALID_ARGUMENT, "the collective timeout must be positive; got %s", collectiveTimeout);
        }
    }

    /** Options for a session on {@code devices}, everything else at its default. */
    public static SessionOptions on(String... devices) {
        return new SessionOptions(List.of(devices), 0, List.of(), ParameterMode.FILE, defaultJit(), null, null);
    }

    private static boolean defaultJit() {
        return !"false".equals(System.getProperty("jiree.vm.jit"));
    }

    public SessionOptions withWorkers(int workers) {
        return new SessionOptions(devices, workers, parameters, parameterMode, jit, collectiveTimeout, traceFile);
    }

    /** These options with one more parameter file under {@code scope}. */
    public SessionOptions withParameters(String scope, Path file) {
        List<ParameterFile> more = new ArrayList<>(parameters);
        more.add(new ParameterFile(scope, file));
        return new SessionOptions(devices, workers, more, parameterMode, jit, collectiveTimeout, traceFile);
    }

    public SessionOptions withParameterMode(ParameterMode mode) {
        return new SessionOptions(devices, workers, parameters, mode, jit, collectiveTimeout, traceFile);
    }

    public SessionOptions withJit(boolean jit) {
        return new SessionOptions(devices, workers, parameters, parameterMode, jit, collectiveTimeout, traceFile);
    }

    public SessionOptions withCollectiveTimeout(Duration timeout) {
        return new SessionOptions(devices, workers, parameters, parameterMode, jit, timeout, traceFile);
    }

    /** These options with a timeline written to {@code file} while the session is open (null: none). */
    public SessionOptions withTraceFile(Path file) {
        return new SessionOptions(devices, workers, parameters, parameterMode, jit, collectiveTimeout, file);
    }
}
