package io.jiree.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class OnceTest {
    @Test
    void makesTheValueOnceForEveryThread() throws InterruptedException {
        AtomicInteger made = new AtomicInteger();
        Once<Object> once = new Once<>(() -> {
            made.incrementAndGet();
            return new Object();
        });
        CountDownLatch start = new CountDownLatch(1);
        List<Object> seen = Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Thread t = Thread.ofPlatform().start(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                seen.add(once.get());
            });
            threads.add(t);
        }
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(1, made.get());
        assertEquals(8, seen.size());
        for (Object o : seen) {
            assertSame(seen.get(0), o);
        }
    }

    @Test
    void aFailureIsNotRememberedTheNextCallTriesAgain() {
        AtomicInteger attempts = new AtomicInteger();
        Once<String> once = new Once<>(() -> {
            if (attempts.incrementAndGet() == 1) {
                throw new JireeException(StatusCode.UNAVAILABLE, "not yet");
            }
            return "ready";
        });
        JireeException e = assertThrows(JireeException.class, once::get);
        assertEquals(StatusCode.UNAVAILABLE, e.code());
        assertEquals("ready", once.get());
        assertEquals("ready", once.get());
        assertEquals(2, attempts.get());
    }
}
