package io.jiree.examples;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.jiree.base.JireeException;
import io.jiree.runtime.Instance;
import io.jiree.runtime.Session;
import io.jiree.runtime.io.HostValue;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * An HTTP inference server: one program loaded once, every request served on a virtual thread of
 * its own, all of them calling the same {@link Session} at once.
 *
 * <p>{@code POST /call/FUNCTION} with one input per line in {@code iree-run-module --input} form
 * ({@code 4xf32=1 2 3 4}) answers 200 with one result per line ({@code 4xf32=11 22 33 44}), or 400
 * with the call's status and message.
 *
 * <pre>{@code java --enable-native-access=... -p target/modules:target/classes \
 *     -m io.jiree.examples/io.jiree.examples.InferenceServer add_f32.vmfb 8080}</pre>
 */
public final class InferenceServer implements AutoCloseable {
    private final Instance instance;
    private final Session session;
    private final HttpServer server;
    private final ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();

    /** Loads {@code module} on {@code device} and listens on {@code port} (0: any free port). */
    public InferenceServer(Path module, String device, int port) throws IOException {
        instance = Instance.create();
        session = instance.createSession(device);
        session.loadModule(module);
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 64);
        server.createContext("/call/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    /** The port it listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!exchange.getRequestMethod().equals("POST")) {
                reply(exchange, 405, "use POST\n");
                return;
            }
            String function = exchange.getRequestURI().getPath().substring("/call/".length());
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            List<String> inputs = body.lines().filter(l -> !l.isBlank()).toList();
            StringBuilder out = new StringBuilder();
            try {
                for (HostValue v : session.callWithInputs(function, inputs, null)) {
                    out.append(Text.of(v)).append('\n');
                }
            } catch (JireeException e) {
                reply(exchange, 400, e.getMessage() + "\n");
                return;
            }
            reply(exchange, 200, out.toString());
        }
    }

    private static void reply(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream body = exchange.getResponseBody()) {
            body.write(bytes);
        }
    }

    /** Stops listening, waits for the requests being served, then closes the program. */
    @Override
    public void close() {
        server.stop(0);
        threads.close();
        session.close();
        instance.close();
    }

    /** {@code InferenceServer MODULE.vmfb [PORT [DEVICE]]}: serves until the process is stopped. */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: InferenceServer MODULE.vmfb [PORT [DEVICE]]");
            System.exit(2);
        }
        int port = args.length > 1 ? Integer.parseInt(args[1]) : 8080;
        String device = args.length > 2 ? args[2] : "local-task";
        InferenceServer server = new InferenceServer(Path.of(args[0]), device, port);
        System.out.println("serving " + args[0] + " on http://127.0.0.1:" + server.port() + "/call/FUNCTION");
    }
}
