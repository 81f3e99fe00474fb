package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EnvironmentTest {
    @Test
    void parsesNumbersAndNamesBadValues() {
        Environment env = Environment.of(Map.of("N", "4", "BAD", "four", "BIG", "99"));
        assertEquals(Optional.of(4L), env.getLong("N", 1, 64));
        assertEquals(Optional.empty(), env.getLong("UNSET", 1, 64));
        JireeException e = assertThrows(JireeException.class, () -> env.getLong("BAD", 1, 64));
        assertEquals(StatusCode.INVALID_ARGUMENT, e.code());
        assertTrue(e.getMessage().contains("BAD=four"), e.getMessage());
        e = assertThrows(JireeException.class, () -> env.getLong("BIG", 1, 64));
        assertTrue(e.getMessage().contains("BIG=99 is out of range"), e.getMessage());
    }

    @Test
    void missingLibraryIsUnavailableWithHint() {
        NativeLibrary.Spec spec = new NativeLibrary.Spec(
                "test library",
                "libjiree-does-not-exist.so.7",
                "JIREE_TEST_LIBRARY",
                List.of(Path.of("/nonexistent")),
                "Install the test package");
        JireeException e = assertThrows(JireeException.class, () -> NativeLibrary.load(spec, Environment.of(Map.of())));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertTrue(e.getMessage().contains("/nonexistent/libjiree-does-not-exist.so.7"), e.getMessage());
        assertTrue(e.getMessage().contains("JIREE_TEST_LIBRARY"), e.getMessage());

        e = assertThrows(
                JireeException.class,
                () -> NativeLibrary.load(spec, Environment.of(Map.of("JIREE_TEST_LIBRARY", "/no/such/file.so"))));
        assertEquals(StatusCode.UNAVAILABLE, e.code());
    }

    @Test
    void loadsARealLibrary() {
        NativeLibrary.Spec spec = new NativeLibrary.Spec("C library", "libc.so.6", "JIREE_TEST_LIBC", List.of(), "");
        NativeLibrary.Loaded libc = NativeLibrary.load(spec, Environment.of(Map.of()));
        assertTrue(libc.symbols().find("strlen").isPresent());
    }
}
