package io.jiree.hal.mpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.hal.CollectiveElementType;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MpiTest {
    @Test
    void aMissingLibrarySaysWhatToInstall(@TempDir Path empty) {
        JireeException e = assertThrows(
                JireeException.class,
                () -> Mpi.open(null, Environment.of(Map.of("HOME", empty.toString(), "PATH", empty.toString()))));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains("pip install mpich"), e.getMessage());
        assertTrue(e.getMessage().contains(Mpi.LIBRARY_VARIABLE), e.getMessage());
        e = assertThrows(
                JireeException.class,
                () -> Mpi.open(
                        null,
                        Environment.of(Map.of(
                                Mpi.LIBRARY_VARIABLE,
                                empty.resolve("libmpi_abi.so.1").toString()))));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains(Mpi.LIBRARY_VARIABLE + "="), e.getMessage());
    }

    @Test
    void aLibraryWithoutTheStandardAbiIsRefused(@TempDir Path dir) throws Exception {
        // libc is a loadable library, but not an MPI with the MPI 5.0 ABI.
        Path libc = Path.of("/lib/x86_64-linux-gnu/libc.so.6");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(libc), "no " + libc);
        JireeException e = assertThrows(JireeException.class, () -> Mpi.load(libc.toString()));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains("MPI 5.0 standard ABI"), e.getMessage());
    }

    @Test
    void theWheelsLauncherAndLibraryAreFoundInAPythonEnvironment(@TempDir Path venv) throws Exception {
        Files.createDirectories(venv.resolve("lib"));
        Files.createDirectories(venv.resolve("bin"));
        Files.writeString(venv.resolve("lib/libmpi_abi.so.1"), "");
        Path mpiexec = Files.writeString(venv.resolve("bin/mpiexec"), "#!/bin/sh\n");
        mpiexec.toFile().setExecutable(true);
        Environment env = Environment.of(Map.of("VIRTUAL_ENV", venv.toString(), "PATH", "/nonexistent"));
        assertEquals(Optional.of(mpiexec), Mpi.findLauncher(env));
        assertTrue(Mpi.pythonLibraryDirectories(env).contains(venv.resolve("lib")));
        assertEquals(
                Optional.of(Path.of("/x/mpiexec")),
                Mpi.findLauncher(Environment.of(Map.of(Mpi.LAUNCHER_VARIABLE, "/x/mpiexec"))));
        assertEquals(Optional.empty(), Mpi.findLauncher(Environment.of(Map.of("PATH", "/nonexistent"))));
    }

    @Test
    void bfloat16RoundsToNearestEven() {
        assertEquals((short) 0x3F80, MpiBatch.floatToBf16(1.0f));
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties go to the even mantissa (1.0).
        assertEquals((short) 0x3F80, MpiBatch.floatToBf16(Float.intBitsToFloat(0x3F808000)));
        assertEquals((short) 0x3F82, MpiBatch.floatToBf16(Float.intBitsToFloat(0x3F818000)));
        assertEquals((short) 0x3F81, MpiBatch.floatToBf16(Float.intBitsToFloat(0x3F808001)));
        assertTrue(Float.isNaN(MpiBatch.bf16ToFloat(MpiBatch.floatToBf16(Float.NaN))));
        assertEquals(344f, MpiBatch.bf16ToFloat(MpiBatch.floatToBf16(343f)));
    }

    @Test
    void averagesDivideAfterTheSum() {
        MemorySegment m = MemorySegment.ofArray(new int[] {-7, 7, 9});
        MpiBatch.divide(m, CollectiveElementType.SINT_32, 3, 2);
        assertEquals(-3, m.getAtIndex(java.lang.foreign.ValueLayout.JAVA_INT, 0));
        assertEquals(3, m.getAtIndex(java.lang.foreign.ValueLayout.JAVA_INT, 1));
        MemorySegment u = MemorySegment.ofArray(new int[] {-2}); // 0xFFFFFFFE unsigned
        MpiBatch.divide(u, CollectiveElementType.UINT_32, 1, 2);
        assertEquals(0x7FFFFFFF, u.getAtIndex(java.lang.foreign.ValueLayout.JAVA_INT, 0));
        MemorySegment f = MemorySegment.ofArray(new double[] {3});
        MpiBatch.divide(f, CollectiveElementType.FLOAT_64, 1, 2);
        assertEquals(1.5, f.getAtIndex(java.lang.foreign.ValueLayout.JAVA_DOUBLE, 0));
    }
}
