package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.vm.Context;
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

    @Test
    void importsAreFollowedIntoTheModulesTheyResolveTo() {
        // g.write(off, v): vm.global.store.indirect.i32 then load it back; g.peek(off): load only.
        byte[] g = new ModuleBuilder("g")
                .globals(16, 0)
                .function("write", "0ii_i", 1, 3, 0, 0, 0x79, 0x03, 0, 0, 1, 0, 0x02, 0, 0, 2, 0, 0x5A, 1, 0, 2, 0)
                .function("peek", "0i_i", 1, 2, 0, 0, 0x79, 0x02, 0, 0, 1, 0, 0x5A, 0, 1, 0, 1, 0)
                .build();
        // user.call_write and user.call_peek: a vm.call of each import, with no globals of their own.
        byte[] user = new ModuleBuilder("user")
                .importFunction("g.write", "0ii_i", false)
                .importFunction("g.peek", "0i_i", false)
                .function(
                        "call_write",
                        "0ii_i",
                        1,
                        3,
                        0,
                        0,
                        0x79,
                        0x58,
                        0,
                        0,
                        0,
                        0x80,
                        2,
                        0,
                        0,
                        0,
                        1,
                        0,
                        1,
                        0,
                        2,
                        0,
                        0x5A,
                        0,
                        1,
                        0,
                        2,
                        0)
                .function(
                        "call_peek",
                        "0i_i",
                        1,
                        2,
                        0,
                        0,
                        0x79,
                        0x58,
                        1,
                        0,
                        0,
                        0x80,
                        1,
                        0,
                        0,
                        0,
                        1,
                        0,
                        1,
                        0,
                        0x5A,
                        0,
                        1,
                        0,
                        1,
                        0)
                .build();
        BytecodeModule gm = BytecodeModule.load(g);
        BytecodeModule um = BytecodeModule.load(user);
        Context ctx = Context.create(gm, um);
        assertEquals(List.of(-5), ctx.invoke(ctx.lookupFunction("user.call_write"), 12, -5));
        assertEquals(List.of(-5), ctx.invoke(ctx.lookupFunction("user.call_peek"), 12));

        Function callWrite = um.lookupExport("call_write");
        Function callPeek = um.lookupExport("call_peek");
        // Alone, the user module stores nothing ...
        assertFalse(um.writesGlobals(um.exportInternalOrdinal(callWrite.ordinal())));
        // ... but linked, a call of call_write writes g's globals.
        assertTrue(ctx.instance(um).writesGlobals(callWrite.ordinal()));
        assertFalse(ctx.instance(um).writesGlobals(callPeek.ordinal()));
        assertTrue(ctx.instance(gm).writesGlobals(gm.lookupExport("write").ordinal()));
        assertFalse(ctx.instance(gm).writesGlobals(gm.lookupExport("peek").ordinal()));
    }
}
