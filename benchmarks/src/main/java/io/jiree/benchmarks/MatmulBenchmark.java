package io.jiree.benchmarks;

import io.jiree.base.ElementType;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.Allocator;
import io.jiree.hal.Buffer;
import io.jiree.hal.BufferParams;
import io.jiree.hal.BufferUsage;
import io.jiree.hal.BufferView;
import io.jiree.hal.Device;
import io.jiree.hal.EncodingType;
import io.jiree.hal.MemoryAccess;
import io.jiree.hal.MemoryType;
import io.jiree.hal.QueueAffinity;
import io.jiree.runtime.CallResult;
import io.jiree.runtime.Instance;
import io.jiree.runtime.Session;
import io.jiree.runtime.Tensors;
import io.jiree.runtime.io.HostTensor;
import io.jiree.vm.CallingConvention;
import io.jiree.vm.Function;
import io.jiree.vm.ModuleInstance;
import io.jiree.vm.ValueList;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Warm per-call latency of {@code matmul(A, B)} of test-modules' matmul_N.vmfb (llvm-cpu) in one
 * process. {@link #deviceResident} does what iree-benchmark-module does: inputs are device
 * buffer views made once, each call allocates its result, which is released unread.
 * {@link #hostRoundTrip} is what an embedding app sees through {@link Session#call}: inputs
 * uploaded and the result copied back on every call.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class MatmulBenchmark {
    @Param({"64", "512"})
    public int size;

    @Param({"local-sync", "local-task"})
    public String device;

    // Operand values of the reference runs (--input=NxNxf32=2 --input=NxNxf32=0.5): every
    // result element is exactly size * 2 * 0.5, whatever the summation order.
    static final float A_VALUE = 2f;
    static final float B_VALUE = 0.5f;

    private Instance instance;
    private Session session;
    private ModuleInstance module;
    private Function matmul;
    private BufferView a;
    private BufferView b;
    private HostTensor hostA;
    private HostTensor hostB;
    private final ValueList args = new ValueList(4);
    private final ValueList results = new ValueList(4);

    @Setup
    public void setUp() {
        instance = Instance.create();
        session = instance.createSession(device);
        session.loadModule(BenchmarkModules.testModule("out/llvm-cpu/tensor/matmul_" + size + ".vmfb"));
        matmul = session.lookupFunction("matmul");
        CallingConvention cc = matmul.signature().callingConvention();
        if (cc == null || !cc.arguments().equals("rr") || !cc.results().equals("r")) {
            throw JireeException.of(
                    StatusCode.FAILED_PRECONDITION,
                    "matmul has calling convention %s; the benchmark expects a synchronous (rr)->r function",
                    cc);
        }
        module = session.context().instance(matmul.module());
        hostA = filled(A_VALUE);
        hostB = filled(B_VALUE);
        a = upload(session.device(), A_VALUE);
        b = upload(session.device(), B_VALUE);
        check(session.call("matmul", hostA, hostB).floats(0));
        check((BufferView) callDeviceResident());
    }

    private HostTensor filled(float value) {
        float[] data = new float[size * size];
        Arrays.fill(data, value);
        return Tensors.f32(data, size, size);
    }

    private BufferView upload(Device dev, float value) {
        long bytes = 4L * size * size;
        Allocator allocator = dev.allocator();
        BufferParams params = new BufferParams(
                MemoryType.DEVICE_LOCAL | MemoryType.HOST_VISIBLE,
                BufferUsage.DEFAULT | BufferUsage.MAPPING,
                MemoryAccess.ALL,
                QueueAffinity.ANY,
                0);
        Buffer buffer = allocator.allocate(params, bytes);
        try {
            float[] data = new float[size * size];
            Arrays.fill(data, value);
            buffer.write(0, MemorySegment.ofArray(data));
            return BufferView.create(
                    buffer, new long[] {size, size}, ElementType.FLOAT_32, EncodingType.DENSE_ROW_MAJOR);
        } finally {
            buffer.close();
        }
    }

    private void check(float[] out) {
        float want = size * A_VALUE * B_VALUE;
        if (out.length != size * size) {
            throw JireeException.of(
                    StatusCode.INTERNAL, "matmul returned %d elements, expected %d", out.length, size * size);
        }
        for (int i = 0; i < out.length; i++) {
            if (out[i] != want) {
                throw JireeException.of(StatusCode.INTERNAL, "matmul element %d is %s, expected %s", i, out[i], want);
            }
        }
    }

    private void check(BufferView view) {
        float[] out = new float[size * size];
        view.buffer().read(0, MemorySegment.ofArray(out));
        check(out);
    }

    private Object callDeviceResident() {
        args.clear();
        args.addRef(a);
        args.addRef(b);
        results.clear();
        module.call(matmul.ordinal(), args, results);
        results.rewind();
        return results.nextRef();
    }

    /** Inputs already on the device; the result is released unread (iree-benchmark-module's loop). */
    @Benchmark
    public void deviceResident() {
        ((BufferView) callDeviceResident()).release();
    }

    /** The embedding API end to end: upload both inputs, call, copy the result back. */
    @Benchmark
    public float[] hostRoundTrip() {
        CallResult r = session.call("matmul", hostA, hostB);
        return r.floats(0);
    }

    @TearDown
    public void tearDown() {
        args.clear();
        results.clear();
        a.release();
        b.release();
        session.close();
        instance.close();
    }
}
