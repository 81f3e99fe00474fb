package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.vm.Function;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Which exports may change their module's globals, as read from the conformance modules' bytecode. */
class GlobalWritesTest {
    private static Map<String, Boolean> writers(String module) {
        BytecodeModule m = TestModules.load(module);
        Map<String, Boolean> out = new TreeMap<>();
        for (Function f : m.exports()) {
            out.put(f.name(), m.writesGlobals(m.exportInternalOrdinal(f.ordinal())));
        }
        return out;
    }

    @Test
    void globalStoresDirectAndIndirectAreWrites() {
        Map<String, Boolean> w = writers("globals");
        assertTrue(w.get("roundtrip"), w::toString);
        assertTrue(w.get("indirect"), w::toString);
    }

    @Test
    void refGlobalsStoredAreWritesAndLoadedAreNot() {
        Map<String, Boolean> w = writers("refcounts");
        assertTrue(w.get("keep"), w::toString);
        assertTrue(w.get("forget"), w::toString);
        assertTrue(w.get("keep_in_list"), w::toString);
        assertFalse(w.get("load_kept"), w::toString);
        // A list of its own changed in place, with no global loaded: no write.
        assertFalse(w.get("through_list"), w::toString);
        assertFalse(w.get("pick"), w::toString);
    }

    @Test
    void functionsWithoutGlobalsWriteNone() {
        assertEquals(
                List.of(false), writers("provider").values().stream().distinct().toList());
        BytecodeModule imports = TestModules.load("imports");
        // Imports are followed by the module's instance, which knows what they resolve to.
        int callAdd =
                imports.exportInternalOrdinal(imports.lookupExport("call_add").ordinal());
        assertFalse(imports.writesGlobals(callAdd));
        assertEquals(1, imports.importsCalled(callAdd).cardinality());
    }
}
