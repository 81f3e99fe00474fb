package io.jiree.hal.cuda.nccl;

import io.jiree.base.FlightRecorder;
import io.jiree.hal.cuda.CollectiveProvider.PeerReport;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;

/**
 * A side line between the ranks of a job, beside NCCL, kept open from the {@link Rendezvous} on:
 * every rank holds one connection to rank 0. A rank stuck in a collective asks, through rank 0,
 * where every other rank is on that channel — each answers from its {@link FlightRecorder} on a
 * thread of its own, so a rank blocked in NCCL still answers — and so can say which rank never
 * arrived, and which issued a different collective under the same number (NCCL waits for
 * transfers of another size for ever, where the ranks' signatures, exchanged in the same group,
 * cannot arrive either). A rank that does not answer in time is reported as such (alive but
 * stuck, or not a jiree rank).
 */
final class JobControl {
    static final int MAGIC = 0x4a435431; // "JCT1"
    /**
     * How long rank 0 waits for the others' answers: long enough for a live rank on a loaded machine
     * (its answering thread may wait for a core), short against any collective timeout worth having.
     */
    static final long ANSWER_MILLIS = 1000;
    /** How long a rank waits for rank 0, which asks the others first. */
    static final long HUB_ANSWER_MILLIS = ANSWER_MILLIS + 500;

    private static final byte ASK = 1;
    private static final byte STATE = 2;
    private static final byte QUERY = 3;
    private static final byte ANSWER = 4;

    private final int rank;
    private final int count;
    // This rank's answer for (channel, sequence): the flight recorder's, or a test's.
    private final BiFunction<String, Long, String> states;
    private final AtomicInteger ids = new AtomicInteger();
    // Rank 0: every other rank's connection. Others: the one to rank 0.
    private final Map<Integer, DataOutputStream> peers = new ConcurrentHashMap<>();
    private final Map<Integer, Pending> pending = new ConcurrentHashMap<>();
    // The listener (rank 0) and every connection, closed together by close().
    private final List<Closeable> open = new CopyOnWriteArrayList<>();
    private volatile boolean closed;

    /** Answers being gathered for one question. */
    private static final class Pending {
        final Map<Integer, String> states = new ConcurrentHashMap<>();
        final CountDownLatch done;
        volatile String answer;

        Pending(int expected) {
            done = new CountDownLatch(expected);
        }
    }

    private JobControl(int rank, int count, BiFunction<String, Long, String> states) {
        this.rank = rank;
        this.count = count;
        this.states = states;
    }

    /** Rank 0's side: listens on an ephemeral port of {@code host}; returns the port to tell the others. */
    static JobControl serve(String host, int count, ServerSocket[] listener) throws IOException {
        return serve(host, count, listener, JobControl::stateOn);
    }

    /** As above, answering with {@code states} (tests). */
    static JobControl serve(String host, int count, ServerSocket[] listener, BiFunction<String, Long, String> states)
            throws IOException {
        JobControl c = new JobControl(0, count, states);
        ServerSocket s = new ServerSocket();
        c.open.add(s);
        s.bind(new InetSocketAddress(host, 0), count);
        listener[0] = s;
        Thread.ofPlatform().daemon().name("jiree-job-control").start(() -> c.accept(s));
        return c;
    }

    /** Another rank's side: connects to rank 0's control port. */
    static JobControl join(String host, int port, int rank, int count) throws IOException {
        return join(host, port, rank, count, JobControl::stateOn);
    }

    /** As above, answering with {@code states} (tests). */
    static JobControl join(String host, int port, int rank, int count, BiFunction<String, Long, String> states)
            throws IOException {
        JobControl c = new JobControl(rank, count, states);
        Socket s = new Socket();
        c.open.add(s);
        s.connect(new InetSocketAddress(host, port), 5000);
        DataOutputStream out = new DataOutputStream(s.getOutputStream());
        synchronized (out) {
            out.writeInt(MAGIC);
            out.writeInt(rank);
            out.flush();
        }
        c.peers.put(0, out);
        Thread.ofPlatform().daemon().name("jiree-job-control").start(() -> c.read(0, s));
        return c;
    }

    private void accept(ServerSocket server) {
        try (server) {
            for (int joined = 0; joined < count - 1; joined++) {
                Socket s = server.accept();
                open.add(s);
                if (closed) {
                    s.close();
                    return;
                }
                DataInputStream in = new DataInputStream(s.getInputStream());
                if (in.readInt() != MAGIC) {
                    s.close();
                    joined--;
                    continue;
                }
                int peer = in.readInt();
                peers.put(peer, new DataOutputStream(s.getOutputStream()));
                Thread.ofPlatform().daemon().name("jiree-job-control-" + peer).start(() -> read(peer, s));
            }
        } catch (IOException e) {
            // Ranks that did not connect are reported as not answering.
        }
    }

    /**
     * Ends the side line: closes the listener and every connection, whose reader threads then end;
     * the other ranks see this rank's connection close. A channel made again gets a new side line.
     */
    void close() {
        closed = true;
        for (Closeable c : open) {
            try {
                c.close();
            } catch (IOException e) {
                // Closing a socket has nothing left to report to.
            }
        }
        peers.clear();
    }

    /** How many of the job's other ranks this rank is connected to. */
    int connections() {
        return peers.size();
    }

    private void read(int from, Socket s) {
        try (s) {
            DataInputStream in = new DataInputStream(s.getInputStream());
            while (true) {
                byte kind = in.readByte();
                int id = in.readInt();
                String text = in.readUTF();
                switch (kind) {
                    case ASK -> send(from, STATE, id, answer(text));
                    case STATE -> {
                        Pending p = pending.get(id);
                        if (p != null && p.states.putIfAbsent(from, text) == null) {
                            p.done.countDown();
                        }
                    }
                    case QUERY -> Thread.ofPlatform().daemon().start(() -> send(from, ANSWER, id, gather(text)));
                    case ANSWER -> {
                        Pending p = pending.get(id);
                        if (p != null) {
                            p.answer = text;
                            p.done.countDown();
                        }
                    }
                    default -> {
                        return;
                    }
                }
            }
        } catch (IOException e) {
            peers.remove(from);
        }
    }

    private void send(int to, byte kind, int id, String text) {
        DataOutputStream out = peers.get(to);
        if (out == null) {
            return;
        }
        try {
            synchronized (out) {
                out.writeByte(kind);
                out.writeInt(id);
                out.writeUTF(text);
                out.flush();
            }
        } catch (IOException e) {
            peers.remove(to);
        }
    }

    // A question is "channel <newline> sequence"; see stateOn.
    private String answer(String question) {
        int nl = question.lastIndexOf('\n');
        return states.apply(question.substring(0, nl), Long.parseLong(question.substring(nl + 1)));
    }

    /**
     * This rank's place on {@code channel}: "sequence state" of its last collective there, then,
     * after a tab, what it issued as number {@code asked} when it still holds that record.
     */
    static String stateOn(String channel, long asked) {
        FlightRecorder.Record last = null;
        String issued = null;
        for (FlightRecorder.Record r : FlightRecorder.get().records()) {
            if (r.channel().equals(channel)) {
                last = r;
                if (r.sequence() == asked) {
                    issued = r.what();
                }
            }
        }
        String state = last == null
                ? "0 -"
                : last.sequence() + " " + last.state().name().toLowerCase(Locale.ROOT);
        return issued == null ? state : state + "\t" + issued;
    }

    /**
     * Where every other rank is relative to {@code stuck}: e.g. {@code rank 1 did not answer within
     * 1000 ms (alive but stuck, or not a jiree rank)}. Empty when it could not be found out.
     */
    PeerReport whereAreThePeers(FlightRecorder.Record stuck) {
        String question = stuck.channel() + "\n" + stuck.sequence();
        String states;
        if (rank == 0) {
            states = gather(question);
        } else {
            int id = ids.incrementAndGet();
            Pending p = new Pending(1);
            pending.put(id, p);
            send(0, QUERY, id, question);
            try {
                p.done.await(HUB_ANSWER_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                pending.remove(id);
            }
            states = p.answer;
            if (states == null) {
                return new PeerReport(
                        "rank 0 did not answer within " + HUB_ANSWER_MILLIS
                                + " ms (alive but stuck, or not a jiree rank)",
                        false);
            }
        }
        return describe(stuck, states);
    }

    /** Rank 0: asks every other rank its {@link #answer}; "rank answer" lines, "?" for none. */
    private String gather(String question) {
        int id = ids.incrementAndGet();
        Pending p = new Pending(count - 1);
        pending.put(id, p);
        for (int r = 1; r < count; r++) {
            send(r, ASK, id, question);
        }
        try {
            p.done.await(ANSWER_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            pending.remove(id);
        }
        StringBuilder sb = new StringBuilder("0 ").append(answer(question));
        for (int r = 1; r < count; r++) {
            sb.append('\n').append(r).append(' ').append(p.states.getOrDefault(r, "?"));
        }
        return sb.toString();
    }

    private PeerReport describe(FlightRecorder.Record stuck, String states) {
        Map<Integer, String> byRank = new TreeMap<>();
        for (String line : states.split("\n")) {
            int space = line.indexOf(' ');
            if (space > 0) {
                byRank.put(Integer.parseInt(line.substring(0, space)), line.substring(space + 1));
            }
        }
        List<String> differ = new ArrayList<>();
        List<String> behind = new ArrayList<>();
        List<String> silent = new ArrayList<>();
        List<String> with = new ArrayList<>();
        for (Map.Entry<Integer, String> e : byRank.entrySet()) {
            int r = e.getKey();
            if (r == rank) {
                continue;
            }
            String state = e.getValue();
            if (state.equals("?")) {
                silent.add(Integer.toString(r));
                continue;
            }
            int tab = state.indexOf('\t');
            String issued = tab < 0 ? null : state.substring(tab + 1);
            String[] parts = (tab < 0 ? state : state.substring(0, tab)).split(" ");
            long seq = Long.parseLong(parts[0]);
            if (issued != null && !issued.equals(stuck.what())) {
                differ.add("rank " + r + " issued " + issued);
            } else if (seq < stuck.sequence()) {
                behind.add("rank " + r + " never arrived at #" + stuck.sequence() + " (its last collective on the "
                        + "channel: " + (seq == 0 ? "none" : "#" + seq + ", " + parts[1]) + ")");
            } else {
                with.add(Integer.toString(r));
            }
        }
        List<String> parts = new ArrayList<>();
        if (!differ.isEmpty()) {
            parts.add(
                    "as #" + stuck.sequence() + " this rank issued " + stuck.what() + ", " + String.join(", ", differ));
        }
        parts.addAll(behind);
        for (String r : silent) {
            parts.add("rank " + r + " never arrived at #" + stuck.sequence() + " (it did not answer within "
                    + ANSWER_MILLIS + " ms: alive but stuck, or not a jiree rank)");
        }
        if (!with.isEmpty()) {
            parts.add((with.size() == 1 ? "rank " : "ranks ") + String.join(", ", with) + " reached it too");
        }
        return new PeerReport(String.join("; ", parts), !differ.isEmpty());
    }
}
