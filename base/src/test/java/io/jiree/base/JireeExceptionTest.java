package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one status type: what a propagated copy keeps. */
class JireeExceptionTest {
    /**
     * A failure handed down a long chain of dependent submissions (each waiter propagates what it
     * got) keeps its status, and its cause stays the first failure: a chain of copies, one per
     * submission, overflowed the stack when printed.
     */
    @Test
    void aPropagatedCopyNamesTheFirstFailureAsItsCause() {
        JireeException first = new JireeException(StatusCode.DATA_LOSS, "the kernel failed").annotate("in dispatch 3");
        JireeException copy = first;
        for (int i = 0; i < 100_000; i++) {
            copy = copy.propagated();
        }
        assertSame(first, copy.getCause());
        assertEquals(StatusCode.DATA_LOSS, copy.code());
        assertEquals("the kernel failed", copy.detail());
        assertEquals(List.of("in dispatch 3"), copy.annotations());
        StringWriter printed = new StringWriter();
        copy.printStackTrace(new PrintWriter(printed));
        assertEquals(1, printed.toString().split("Caused by:", -1).length - 1);
    }
}
