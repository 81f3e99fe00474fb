package io.jiree.vm.bytecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import io.jiree.vm.Context;
import io.jiree.vm.NativeModule;
import io.jiree.vm.RefType;
import io.jiree.vm.VmRef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The VM keeps exact reference counts ({@link VmRef}): whatever a call is given, stores, copies,
 * moves or drops, each ref's count ends where the program's semantics say, when the call returns
 * or fails, without the garbage collector. {@code refcounts.mlir} exercises globals, lists, selects,
 * branch arguments, internal calls, native imports and a failing call.
 */
class RefCountTest {
    // The module's refs are typed: ops on !vm.ref<?> reject typed refs, as IREE's do.
    private static final RefType COUNTED = RefType.register("!hal.buffer");

    /** A ref that counts its holders, starting with its creator's reference, as a HAL buffer does. */
    static final class Counted implements VmRef {
        int holders = 1;
        boolean freed;

        @Override
        public RefType refType() {
            return COUNTED;
        }

        @Override
        public void retain() {
            assertFalse(freed, "retained after its last release");
            holders++;
        }

        @Override
        public void release() {
            assertFalse(freed, "released after its last release");
            if (--holders == 0) {
                freed = true;
            }
        }
    }

    private final List<Counted> made = new ArrayList<>();
    private Context ctx;

    @BeforeEach
    void setUp() {
        NativeModule<Void> counted = NativeModule.builder("counted", 0)
                .function("make", "0v_r", (s, a, r) -> {
                    Counted c = new Counted();
                    made.add(c);
                    r.addRef(c); // the creator's reference goes to the caller
                })
                .function("holders", "0r_i", (s, a, r) -> r.addI32(((Counted) a.nextRef()).holders))
                .build();
        ctx = Context.create(counted, TestModules.load("refcounts"));
    }

    private List<Object> call(String fn, Object... args) {
        return ctx.invoke(ctx.lookupFunction("refcounts." + fn), args);
    }

    private static void releaseAll(List<Object> results) {
        results.forEach(VmRef::release);
    }

    @Test
    void globalHoldsItsOwnReference() {
        Counted c = new Counted();
        call("keep", c);
        assertEquals(2, c.holders);
        List<Object> loaded = call("load_kept");
        assertSame(c, loaded.getFirst());
        assertEquals(3, c.holders);
        releaseAll(loaded);
        call("keep", c); // storing the same ref again releases the one it replaces
        assertEquals(2, c.holders);
        call("forget");
        assertEquals(1, c.holders);
    }

    @Test
    void closingTheContextReleasesWhatItsGlobalsHold() {
        Counted c = new Counted();
        Counted inList = new Counted();
        call("keep", c);
        call("keep_in_list", inList);
        assertEquals(2, c.holders);
        assertEquals(2, inList.holders);
        ctx.close();
        assertEquals(1, c.holders);
        assertEquals(1, inList.holders, "the global's list went, and its element with it");
        JireeException e = assertThrows(JireeException.class, () -> call("keep", c));
        assertEquals(StatusCode.FAILED_PRECONDITION, e.code());
        ctx.close(); // once only
        assertEquals(1, c.holders);
    }

    @Test
    void listsRetainTheirElementsAndReleaseThemWithTheList() {
        Counted c = new Counted();
        for (int i = 0; i < 3; i++) {
            List<Object> out = call("through_list", c);
            assertSame(c, out.getFirst());
            assertEquals(2, c.holders);
            releaseAll(out);
            assertEquals(1, c.holders);
        }
        call("keep_in_list", c);
        assertEquals(2, c.holders, "the list in the global holds it");
        call("forget_list");
        assertEquals(1, c.holders, "the list went with the global, and its element with it");
    }

    @Test
    void selectsBranchesAndCallsCountEachCopy() {
        Counted a = new Counted();
        Counted b = new Counted();
        for (int cond = 0; cond < 2; cond++) {
            List<Object> out = call("pick", cond, a, b);
            assertSame(cond != 0 ? a : b, out.getFirst());
            releaseAll(out);
            assertEquals(1, a.holders);
            assertEquals(1, b.holders);
        }
        for (int n = 0; n < 4; n++) {
            List<Object> out = call("swap_loop", n, a, b);
            assertEquals(2, ((Counted) out.getFirst()).holders);
            releaseAll(out);
            assertEquals(1, a.holders, "a after " + n + " swaps");
            assertEquals(1, b.holders, "b after " + n + " swaps");
        }
        List<Object> twice = call("twice", a);
        assertEquals(List.of(a, a), twice);
        assertEquals(3, a.holders);
        releaseAll(twice);
        call("drop", a);
        assertEquals(1, a.holders);
    }

    @Test
    void failedCallReleasesWhatItsFramesHeld() {
        Counted c = new Counted();
        JireeException e = assertThrows(JireeException.class, () -> call("fail_holding", c, 13));
        assertEquals(StatusCode.of(13), e.code());
        assertEquals(1, c.holders, "registers of both frames and the list's element are released");
        assertEquals(List.of(1), call("fail_holding", c, 0));
        assertEquals(1, c.holders);
    }

    @Test
    void nativeResultsAreTheCallersAndArgumentsAreBorrowed() {
        assertEquals(List.of(1), call("make_and_drop"), "moved into the call: the argument list's only");
        assertTrue(made.getFirst().freed, "dropped by the program, so freed when the call ends");

        List<Object> out = call("make_and_return");
        Counted c = (Counted) out.getFirst();
        assertEquals(2, out.get(1), "the register's and the argument list's");
        assertEquals(1, c.holders, "the result's reference only");
        releaseAll(out);
        assertTrue(c.freed);
    }
}
