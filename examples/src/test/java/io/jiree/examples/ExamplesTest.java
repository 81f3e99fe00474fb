package io.jiree.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;

/** Each example run for real, on the module path, with every answer checked. */
class ExamplesTest {
    private static final Path MODULES = Path.of(System.getProperty("jiree.examples.modules"));
    private static final Path PARAMS = MODULES.resolve("../../params");

    @Test
    void theServerAnswersConcurrentRequestsRight() throws Exception {
        try (InferenceServer server = new InferenceServer(MODULES.resolve("tensor/add_f32.vmfb"), "local-task", 0)) {
            ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
            List<Thread> clients = new ArrayList<>();
            int threads = 8;
            int requests = 50;
            for (int t = 0; t < threads; t++) {
                int client = t;
                clients.add(Thread.ofPlatform().start(() -> {
                    for (int i = 0; i < requests; i++) {
                        int a = client * 1000 + i;
                        String body = "4xf32=" + a + " 1 2 3\n4xf32=10 20 30 " + i + "\n";
                        String want = "4xf32=" + (a + 10) + " 21 32 " + (3 + i) + "\n";
                        try {
                            Answer got = post(server.port(), "add", body);
                            if (got.status() != 200 || !got.text().equals(want)) {
                                wrong.add(got.status() + " " + got.text() + " for " + body);
                            }
                        } catch (IOException e) {
                            wrong.add(e.toString());
                        }
                    }
                }));
            }
            for (Thread c : clients) {
                c.join();
            }
            assertEquals(List.of(), wrong.stream().limit(5).toList(), wrong.size() + " wrong answers");
            // A bad request is answered with the call's status, and the server goes on.
            Answer bad = post(server.port(), "add", "4xf32=1 2 3 4\n");
            assertEquals(400, bad.status());
            assertTrue(bad.text().startsWith("INVALID_ARGUMENT"), bad.text());
            assertEquals("4xf32=2 4 6 8\n", post(server.port(), "add", "4xf32=1 2 3 4\n4xf32=1 2 3 4\n").text());
        }
    }

    private record Answer(int status, String text) {}

    private static Answer post(int port, String function, String body) throws IOException {
        HttpURLConnection c = (HttpURLConnection)
                URI.create("http://127.0.0.1:" + port + "/call/" + function).toURL().openConnection();
        c.setRequestMethod("POST");
        c.setDoOutput(true);
        try (OutputStream out = c.getOutputStream()) {
            out.write(body.getBytes(StandardCharsets.UTF_8));
        }
        int status = c.getResponseCode();
        try (InputStream in = status < 400 ? c.getInputStream() : c.getErrorStream()) {
            return new Answer(status, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void theDeviceLoopAddsOnTheDevice() {
        assertArrayEquals(
                new float[] {100, 200, 300, 400},
                DeviceLoop.run(MODULES.resolve("tensor/add_f32.vmfb"), "local-task", 100));
    }

    @Test
    void parametersComeFromTheFiles() {
        List<String> results = ParametersFromFile.run(
                MODULES.resolve("params/weights.vmfb"),
                PARAMS.resolve("bias.irpa"),
                PARAMS.resolve("model.irpa"),
                "4xf32=1,2,3,4");
        assertEquals(4, results.size(), results.toString());
        assertEquals("4xf32=1.5 3 -1 12.25", results.get(3));
    }
}
