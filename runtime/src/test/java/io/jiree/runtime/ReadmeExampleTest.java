package io.jiree.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The embedding example of README.md, verbatim apart from the module's path. */
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
}
