package io.jiree.hal.cuda.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.Environment;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SpmdEnvironmentTest {
    private static Optional<SpmdEnvironment> read(Map<String, String> vars) {
        return SpmdEnvironment.from(Environment.of(vars));
    }

    private static void assertInvalid(Map<String, String> vars, String... fragments) {
        JireeException e = assertThrows(JireeException.class, () -> read(vars));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), e.getMessage());
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "'" + f + "' missing from: " + e.getMessage());
        }
    }

    @Test
    void noVariablesMeansNoDefaultChannel() {
        assertEquals(Optional.empty(), read(Map.of()));
        // NCCL_COMM_ID alone does not make a job.
        assertEquals(Optional.empty(), read(Map.of("NCCL_COMM_ID", "127.0.0.1:8000")));
        // Empty values count as unset.
        assertEquals(Optional.empty(), read(Map.of("IREE_SPMD_NPROCS", "")));
    }

    @Test
    void ireeVariables() {
        SpmdEnvironment s = read(Map.of(
                        "IREE_SPMD_NPROCS", "4", "IREE_SPMD_PROCID", "3", "NCCL_COMM_ID", "127.0.0.1:8000"))
                .orElseThrow();
        assertEquals(4, s.count());
        assertEquals(3, s.rank());
        assertEquals(OptionalInt.empty(), s.defaultDeviceIndex());
        assertEquals(Optional.of(new CommId("127.0.0.1", 8000)), s.commId());
        SpmdEnvironment one = read(Map.of(
                        "IREE_SPMD_NPROCS", "1", "IREE_SPMD_PROCID", "0", "NCCL_COMM_ID", "localhost:1"))
                .orElseThrow();
        assertEquals(1, one.count());
        assertEquals(0, one.rank());
        // One rank meets no one: no rendezvous address is needed.
        SpmdEnvironment alone =
                read(Map.of("IREE_SPMD_NPROCS", "1", "IREE_SPMD_PROCID", "0")).orElseThrow();
        assertEquals(Optional.empty(), alone.commId());
    }

    @Test
    void badCounts() {
        assertInvalid(
                Map.of("IREE_SPMD_NPROCS", "two", "IREE_SPMD_PROCID", "0", "NCCL_COMM_ID", "h:1"),
                "IREE_SPMD_NPROCS=two");
        assertInvalid(
                Map.of("IREE_SPMD_NPROCS", "0", "IREE_SPMD_PROCID", "0", "NCCL_COMM_ID", "h:1"), "IREE_SPMD_NPROCS=0");
        assertInvalid(
                Map.of("IREE_SPMD_NPROCS", "-2", "IREE_SPMD_PROCID", "0", "NCCL_COMM_ID", "h:1"),
                "IREE_SPMD_NPROCS=-2");
        assertInvalid(
                Map.of("IREE_SPMD_NPROCS", "99999999999", "IREE_SPMD_PROCID", "0", "NCCL_COMM_ID", "h:1"),
                "IREE_SPMD_NPROCS=99999999999");
    }

    @Test
    void badRanks() {
        assertInvalid(Map.of("IREE_SPMD_NPROCS", "2", "NCCL_COMM_ID", "h:1"), "IREE_SPMD_PROCID is not");
        assertInvalid(
                Map.of("IREE_SPMD_NPROCS", "2", "IREE_SPMD_PROCID", "2", "NCCL_COMM_ID", "h:1"),
                "IREE_SPMD_PROCID=2",
                "[0, 1]");
        assertInvalid(
                Map.of("IREE_SPMD_NPROCS", "2", "IREE_SPMD_PROCID", "-1", "NCCL_COMM_ID", "h:1"),
                "IREE_SPMD_PROCID=-1");
        assertInvalid(
                Map.of("IREE_SPMD_NPROCS", "2", "IREE_SPMD_PROCID", "1x", "NCCL_COMM_ID", "h:1"),
                "IREE_SPMD_PROCID=1x");
        assertInvalid(Map.of("IREE_SPMD_PROCID", "1"), "IREE_SPMD_PROCID=1", "IREE_SPMD_NPROCS");
    }

    @Test
    void commIdRequired() {
        assertInvalid(Map.of("IREE_SPMD_NPROCS", "2", "IREE_SPMD_PROCID", "0"), "NCCL_COMM_ID");
        assertInvalid(
                Map.of("IREE_SPMD_NPROCS", "2", "IREE_SPMD_PROCID", "0", "NCCL_COMM_ID", "nohostport"),
                "NCCL_COMM_ID=nohostport");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "127.0.0.1",
                ":8000",
                "127.0.0.1:",
                "127.0.0.1:0",
                "127.0.0.1:65536",
                "127.0.0.1:-1",
                "127.0.0.1:80a",
                "256.0.0.1:80",
                "1.2.3:80",
                "1.2.3.4.5:80",
                "::1:8000",
                "[::1]8000",
                "[::g]:80",
                "[]:80",
                "[::1:80",
                "bad_host:80",
                "-host:80",
                "a..b:80",
                "host name:80"
            })
    void malformedAddresses(String text) {
        JireeException e = assertThrows(JireeException.class, () -> CommId.parse("NCCL_COMM_ID", text));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("NCCL_COMM_ID=" + text), e.getMessage());
    }

    @Test
    void wellFormedAddresses() {
        assertEquals(new CommId("10.1.2.3", 65535), CommId.parse("V", "10.1.2.3:65535"));
        assertEquals(new CommId("::1", 8000), CommId.parse("V", "[::1]:8000"));
        assertEquals("[::1]:8000", CommId.parse("V", "[::1]:8000").toString());
        assertEquals(new CommId("fe80::1:2", 1), CommId.parse("V", "[fe80::1:2]:1"));
        assertEquals(new CommId("node-7.cluster.local", 29500), CommId.parse("V", "node-7.cluster.local:29500"));
        assertEquals("node-7:1", CommId.parse("V", "node-7:1").toString());
    }

    @Test
    void openMpiLauncher() {
        SpmdEnvironment s = read(Map.of(
                        "OMPI_COMM_WORLD_RANK",
                        "5",
                        "OMPI_COMM_WORLD_SIZE",
                        "8",
                        "OMPI_COMM_WORLD_LOCAL_RANK",
                        "1",
                        "NCCL_COMM_ID",
                        "10.0.0.1:9000"))
                .orElseThrow();
        assertEquals(8, s.count());
        assertEquals(5, s.rank());
        assertEquals(OptionalInt.of(1), s.defaultDeviceIndex());
        assertInvalid(Map.of("OMPI_COMM_WORLD_RANK", "5", "NCCL_COMM_ID", "h:1"), "OMPI_COMM_WORLD_SIZE");
        assertInvalid(
                Map.of("OMPI_COMM_WORLD_RANK", "8", "OMPI_COMM_WORLD_SIZE", "8", "NCCL_COMM_ID", "h:1"),
                "OMPI_COMM_WORLD_RANK=8");
        assertInvalid(
                Map.of(
                        "OMPI_COMM_WORLD_RANK",
                        "1",
                        "OMPI_COMM_WORLD_SIZE",
                        "8",
                        "OMPI_COMM_WORLD_LOCAL_RANK",
                        "x",
                        "NCCL_COMM_ID",
                        "h:1"),
                "OMPI_COMM_WORLD_LOCAL_RANK=x");
        assertInvalid(Map.of("OMPI_COMM_WORLD_RANK", "1", "OMPI_COMM_WORLD_SIZE", "8"), "NCCL_COMM_ID");
    }

    @Test
    void pmiLauncher() {
        SpmdEnvironment s = read(Map.of("PMI_RANK", "1", "PMI_SIZE", "2", "NCCL_COMM_ID", "h:1"))
                .orElseThrow();
        assertEquals(2, s.count());
        assertEquals(1, s.rank());
        assertEquals(OptionalInt.empty(), s.defaultDeviceIndex());
        SpmdEnvironment local = read(Map.of(
                        "PMI_RANK", "3", "PMI_SIZE", "4", "MPI_LOCALRANKID", "3", "NCCL_COMM_ID", "h:1"))
                .orElseThrow();
        assertEquals(OptionalInt.of(3), local.defaultDeviceIndex());
        assertInvalid(Map.of("PMI_SIZE", "2", "NCCL_COMM_ID", "h:1"), "PMI_RANK");
        assertInvalid(Map.of("PMI_RANK", "0", "PMI_SIZE", "zero", "NCCL_COMM_ID", "h:1"), "PMI_SIZE=zero");
    }

    @Test
    void ireeVariablesWinOverLauncher() {
        SpmdEnvironment s = read(Map.of(
                        "IREE_SPMD_NPROCS",
                        "2",
                        "IREE_SPMD_PROCID",
                        "1",
                        "OMPI_COMM_WORLD_RANK",
                        "0",
                        "OMPI_COMM_WORLD_SIZE",
                        "4",
                        "OMPI_COMM_WORLD_LOCAL_RANK",
                        "0",
                        "PMI_RANK",
                        "3",
                        "PMI_SIZE",
                        "4",
                        "NCCL_COMM_ID",
                        "h:1"))
                .orElseThrow();
        assertEquals(2, s.count());
        assertEquals(1, s.rank());
        assertEquals(OptionalInt.empty(), s.defaultDeviceIndex());
        // A malformed launcher variable is not even looked at when IREE's are set.
        assertEquals(
                1,
                read(Map.of(
                                "IREE_SPMD_NPROCS",
                                "2",
                                "IREE_SPMD_PROCID",
                                "1",
                                "PMI_SIZE",
                                "garbage",
                                "NCCL_COMM_ID",
                                "h:1"))
                        .orElseThrow()
                        .rank());
    }
}
