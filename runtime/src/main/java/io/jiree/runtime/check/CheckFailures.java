package io.jiree.runtime.check;

import java.util.ArrayList;
import java.util.List;

/**
 * The failed expectations the {@code check} module recorded. Like gtest's {@code EXPECT_*}, a
 * failed expectation does not stop the calling function; the test runner reads and clears the
 * record after each test function.
 */
public final class CheckFailures {
    private final List<String> failures = new ArrayList<>();

    /** Records one failure message (may span lines). */
    public synchronized void add(String message) {
        failures.add(message);
    }

    /** The failures recorded since the last call, oldest first, and clears them. */
    public synchronized List<String> drain() {
        List<String> out = List.copyOf(failures);
        failures.clear();
        return out;
    }

    public synchronized boolean isEmpty() {
        return failures.isEmpty();
    }
}
