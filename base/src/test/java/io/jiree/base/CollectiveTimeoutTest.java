package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CollectiveTimeoutTest {
    @AfterEach
    void reset() {
        CollectiveTimeout.configure(null);
    }

    @Test
    void durationsNeedAUnit() {
        assertEquals(Duration.ofMillis(500), CollectiveTimeout.parse("x", "500ms"));
        assertEquals(Duration.ofMillis(2500), CollectiveTimeout.parse("x", "2.5s"));
        assertEquals(Duration.ofMinutes(10), CollectiveTimeout.parse("x", " 10m "));
        assertEquals(Duration.ofHours(1), CollectiveTimeout.parse("x", "1H"));
        for (String bad : new String[] {"2000", "2 sec", "-1s", "s", "0ms", "0.5ms", ""}) {
            JireeException e = assertThrows(JireeException.class, () -> CollectiveTimeout.parse("--flag=" + bad, bad));
            assertEquals(StatusCode.INVALID_ARGUMENT, e.code(), bad);
            assertTrue(e.getMessage().contains("--flag=" + bad), e.getMessage());
        }
    }

    @Test
    void flagThenCommonVariableThenTheEnginesOldVariableThenTheDefault() {
        Environment none = Environment.of(Map.of());
        assertEquals(CollectiveTimeout.DEFAULT, CollectiveTimeout.from(none, CollectiveTimeout.NCCL_MS_VARIABLE));
        Environment legacy = Environment.of(Map.of("JIREE_MPI_TIMEOUT_MS", "3000"));
        assertEquals(Duration.ofSeconds(3), CollectiveTimeout.from(legacy, CollectiveTimeout.MPI_MS_VARIABLE));
        // The other engine's old variable does not count.
        assertEquals(CollectiveTimeout.DEFAULT, CollectiveTimeout.from(legacy, CollectiveTimeout.NCCL_MS_VARIABLE));
        Environment both = Environment.of(Map.of("JIREE_MPI_TIMEOUT_MS", "3000", "JIREE_COLLECTIVE_TIMEOUT", "2s"));
        assertEquals(Duration.ofSeconds(2), CollectiveTimeout.from(both, CollectiveTimeout.MPI_MS_VARIABLE));
        CollectiveTimeout.configure(Duration.ofMillis(700));
        assertEquals(Duration.ofMillis(700), CollectiveTimeout.from(both, CollectiveTimeout.MPI_MS_VARIABLE));
    }

    @Test
    void aBadVariableNamesItself() {
        JireeException e = assertThrows(
                JireeException.class,
                () -> CollectiveTimeout.from(Environment.of(Map.of("JIREE_COLLECTIVE_TIMEOUT", "soon")), null));
        assertTrue(e.getMessage().contains("JIREE_COLLECTIVE_TIMEOUT=soon"), e.getMessage());
    }
}
