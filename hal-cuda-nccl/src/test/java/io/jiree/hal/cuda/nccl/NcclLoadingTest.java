package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NcclLoadingTest {
    @Test
    void missingOverrideFileIsUnavailable() {
        JireeException e =
                assertThrows(JireeException.class, () -> Nccl.open("/no/such/libnccl.so.2", Environment.of(Map.of())));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains("jiree.nccl.library=/no/such/libnccl.so.2"), e.getMessage());
    }

    @Test
    void libraryWithoutNcclSymbolsIsUnavailable() {
        Path libc = Path.of("/lib/x86_64-linux-gnu/libc.so.6");
        Assumptions.assumeTrue(
                Files.isRegularFile(libc), "no " + libc + " on this machine to stand for a non-NCCL library");
        JireeException e =
                assertThrows(JireeException.class, () -> Nccl.load(libc.toString(), Environment.of(Map.of())));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains("has no symbol ncclGetVersion"), e.getMessage());
        assertTrue(e.getMessage().contains("JIREE_NCCL_LIBRARY"), e.getMessage());
    }

    @Test
    void findsPipPackageUnderPythonOnPath(@TempDir Path dir) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("venv/bin"));
        Path python = Files.createFile(
                bin.resolve("python3"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        assertTrue(Files.isExecutable(python));
        Path lib = Files.createDirectories(dir.resolve("venv/lib/python3.12/site-packages/nvidia/nccl/lib"));
        Path conda = Files.createDirectories(dir.resolve("conda/lib/python3.11/site-packages/nvidia/nccl/lib"));
        Path unrelated = Files.createDirectories(dir.resolve("other/lib/python3.10/site-packages"));
        List<Path> dirs = Nccl.pipPackageDirectories(Environment.of(Map.of(
                "PATH",
                "/nonexistent:" + bin,
                "CONDA_PREFIX",
                dir.resolve("conda").toString(),
                "VIRTUAL_ENV",
                dir.resolve("other").toString())));
        assertTrue(dirs.contains(lib), dirs.toString());
        assertTrue(dirs.contains(conda), dirs.toString());
        assertTrue(dirs.stream().noneMatch(d -> d.startsWith(unrelated)), dirs.toString());
    }
}
