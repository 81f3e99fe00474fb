package io.jiree.runtime.params;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Corrupts every committed parameter file (a bit flip and a random value at every byte, random
 * multi-byte damage, every truncation) and indexes it: the only acceptable outcomes are a clean
 * index, INVALID_ARGUMENT (malformed) or UNIMPLEMENTED (a version or entry type this runtime does
 * not read) — never another exception, another status or a hang.
 */
class ParameterFileMutationTest {
    @ParameterizedTest
    @ValueSource(
            strings = {"model.irpa", "bias.irpa", "model.safetensors", "bias.safetensors", "model.gguf", "bias.gguf"})
    void corruptedFilesIndexOrFailCleanly(String name) throws IOException {
        byte[] original = Files.readAllBytes(IrpaParserTest.archive(name));
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            SplittableRandom rnd = new SplittableRandom(name.hashCode());
            for (int i = 0; i < original.length; i++) {
                byte[] m = original.clone();
                m[i] ^= (byte) (1 << rnd.nextInt(8));
                indexOrReject(name, m, "bit flip at " + i);
                m[i] = (byte) rnd.nextInt(256);
                indexOrReject(name, m, "random byte at " + i);
            }
            for (int n = 0; n < 300; n++) {
                byte[] m = original.clone();
                for (int k = 0; k < 8; k++) {
                    m[rnd.nextInt(m.length)] = (byte) rnd.nextInt(256);
                }
                indexOrReject(name, m, "multi-byte corruption " + n);
            }
            for (int len = 0; len < original.length; len++) {
                indexOrReject(name, java.util.Arrays.copyOf(original, len), "truncated to " + len);
            }
        });
    }

    private static void indexOrReject(String name, byte[] bytes, String what) {
        MemorySegment m = Arena.ofAuto().allocate(Math.max(1, bytes.length)).asSlice(0, bytes.length);
        m.copyFrom(MemorySegment.ofArray(bytes));
        ParameterFile file = ParameterFile.ofMemory(name, m);
        ParameterIndex index = new ParameterIndex();
        try {
            if (name.endsWith(".irpa")) {
                IrpaParser.parse(file, index);
            } else if (name.endsWith(".safetensors")) {
                SafetensorsParser.parse(file, index);
            } else {
                GgufParser.parse(file, index);
            }
        } catch (JireeException e) {
            assertTrue(
                    e.code() == StatusCode.INVALID_ARGUMENT || e.code() == StatusCode.UNIMPLEMENTED,
                    () -> name + " " + what + ": " + e.getMessage());
            return;
        }
        // Whatever was indexed lies within the file.
        for (ParameterEntry e : index.entries()) {
            if (!e.isSplat()) {
                e.contents();
            }
        }
    }
}
