package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Corrupts every test module (byte flips at many offsets, random bytes, truncations) and loads
 * it: the only acceptable outcomes are a clean load or INVALID_ARGUMENT — never another exception
 * type, another status code, or a hang.
 */
class MutationSweepTest {
    static java.util.List<String> modules() {
        return TestModules.names();
    }

    private static void loadOrReject(byte[] data, String what) {
        try {
            BytecodeModule.load(data);
        } catch (JireeException e) {
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), () -> what + ": " + e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modules")
    void corruptedModulesLoadOrFailCleanly(String name) {
        byte[] original = TestModules.bytes(name);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            SplittableRandom rnd = new SplittableRandom(name.hashCode());
            // Every byte of small modules, a stride through bigger ones; each gets a bit flip
            // and a random value.
            int stride = Math.max(1, original.length / 500);
            for (int i = 0; i < original.length; i += stride) {
                byte[] m = original.clone();
                m[i] ^= (byte) (1 << rnd.nextInt(8));
                loadOrReject(m, name + " bit flip at " + i);
                m[i] = (byte) rnd.nextInt(256);
                loadOrReject(m, name + " random byte at " + i);
            }
            for (int n = 0; n < 100; n++) {
                byte[] m = original.clone();
                for (int k = 0; k < 8; k++) {
                    m[rnd.nextInt(m.length)] = (byte) rnd.nextInt(256);
                }
                loadOrReject(m, name + " multi-byte corruption " + n);
            }
            for (int len = 0; len < original.length; len += Math.max(1, original.length / 150)) {
                loadOrReject(java.util.Arrays.copyOf(original, len), name + " truncated to " + len);
            }
        });
    }
}
