package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The binding against a real libnccl.so.2 where one is installed (found the way jiree finds it:
 * JIREE_NCCL_LIBRARY, the loader path, pip's nvidia-nccl-cu12). Only calls that need no GPU:
 * every symbol resolves with its signature, the version is read, a unique id is made.
 */
class NcclRealLibraryTest {
    private static Nccl realNccl() {
        try {
            Nccl nccl = Nccl.load(null, Environment.system());
            Assumptions.assumeFalse(
                    nccl.origin().contains("standin"), "JIREE_NCCL_LIBRARY points at the stand-in, not a real NCCL");
            return nccl;
        } catch (JireeException e) {
            Assumptions.abort("no real NCCL installed (pip install nvidia-nccl-cu12 to run this): " + e.detail());
            throw e;
        }
    }

    @Test
    void bindsAndAnswersWithoutAGpu() {
        Nccl nccl = realNccl();
        assertEquals(2, Nccl.versionMajor(nccl.versionCode()));
        assertTrue(Nccl.normalizedVersion(nccl.versionCode()) >= 21800, nccl.version());
        assertTrue(nccl.version().matches("2\\.\\d+\\.\\d+"), nccl.version());
        assertFalse(nccl.errorString(Nccl.REMOTE_ERROR).isEmpty());
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment id = arena.allocate(Nccl.UNIQUE_ID);
            nccl.check(nccl.getUniqueId(id), MemorySegment.NULL, "ncclGetUniqueId");
            byte[] bytes = id.toArray(ValueLayout.JAVA_BYTE);
            boolean nonZero = false;
            for (byte b : bytes) {
                nonZero |= b != 0;
            }
            assertTrue(nonZero, "ncclGetUniqueId returned an all-zero id");
        }
    }
}
