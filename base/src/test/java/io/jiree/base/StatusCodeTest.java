package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class StatusCodeTest {
    @Test
    void numberingMatchesIree() {
        assertEquals(3, StatusCode.INVALID_ARGUMENT.value());
        assertEquals(12, StatusCode.UNIMPLEMENTED.value());
        assertEquals(14, StatusCode.UNAVAILABLE.value());
        assertEquals(18, StatusCode.INCOMPATIBLE.value());
        for (StatusCode c : StatusCode.values()) {
            assertSame(c, StatusCode.of(c.value()));
        }
        assertSame(StatusCode.UNKNOWN, StatusCode.of(99));
        assertSame(StatusCode.UNKNOWN, StatusCode.of(-1));
    }

    @Test
    void exceptionFormatsCodeDetailAndAnnotations() {
        JireeException e = JireeException.of(StatusCode.NOT_FOUND, "function '%s' not found", "main")
                .annotate("while calling module 'm'");
        assertEquals(StatusCode.NOT_FOUND, e.code());
        assertEquals("function 'main' not found", e.detail());
        assertEquals("NOT_FOUND; function 'main' not found\n    while calling module 'm'", e.getMessage());
    }
}
