package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The embedding examples of README.md, verbatim apart from the module's path and the assertions. */
class ReadmeExampleTest {
    @Test
    void embeddingExampleRuns() {
        Path module = TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/tensor/add_f32.vmfb");
        float[] sum;
        try (Instance instance = Instance.create();
                Session session = instance.createSession("local-task")) {
            session.loadModule(module);
            CallResult result = session.call(
                    "add", Tensors.f32(new float[] {1, 2, 3, 4}, 4), Tensors.f32(new float[] {10, 20, 30, 40}, 4));
            sum = result.floats(0);
        }
        assertArrayEquals(new float[] {11, 22, 33, 44}, sum);
    }

    @Test
    void threadsAndDeviceResultsExampleRuns() throws Exception {
        Path module = TestModules.repoRoot().resolve("test-modules/out/llvm-cpu/tensor/add_f32.vmfb");
        float[] last;
        float[] total;
        try (Instance instance = Instance.create();
                Session session = instance.createSession("local-task")) {
            session.loadModule(module);

            // Many threads, one session.
            try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
                List<Future<float[]>> sums = new ArrayList<>();
                for (int i = 0; i < 100; i++) {
                    float x = i;
                    sums.add(pool.submit(() -> session.call(
                                    "add",
                                    Tensors.f32(new float[] {x, x, x, x}, 4),
                                    Tensors.f32(new float[] {1, 2, 3, 4}, 4))
                            .floats(0)));
                }
                last = sums.get(99).get(); // {100, 101, 102, 103}
                for (int i = 0; i < 100; i++) {
                    assertArrayEquals(
                            new float[] {i + 1, i + 2, i + 3, i + 4},
                            sums.get(i).get());
                }
            }

            // Each output is the next call's input, on the device: nothing is copied until download().
            DeviceTensor step = session.upload(Tensors.f32(new float[] {1, 2, 3, 4}, 4));
            DeviceTensor x = session.upload(Tensors.f32(new float[4], 4));
            for (int i = 0; i < 10; i++) {
                try (DeviceResults r = session.callOnDevice("add", x, step)) {
                    x.close();
                    x = r.take(0); // yours to close; the results close the tensors not taken
                }
            }
            total = Tensors.toFloats(x.download()); // {10, 20, 30, 40}
            x.close();
            step.close();
        }
        assertArrayEquals(new float[] {100, 101, 102, 103}, last);
        assertArrayEquals(new float[] {10, 20, 30, 40}, total);
    }
}
