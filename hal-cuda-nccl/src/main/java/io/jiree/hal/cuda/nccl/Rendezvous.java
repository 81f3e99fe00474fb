package io.jiree.hal.cuda.nccl;

import io.jiree.base.CollectiveTimeout;
import io.jiree.base.JireeException;
import io.jiree.base.StatusCode;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * The check every rank makes at {@code NCCL_COMM_ID} before NCCL starts there: rank 0 listens at
 * that address, every other rank says which rank it is and how many ranks it was told there are,
 * and rank 0 answers all of them together. A rank count that differs between ranks, or a rank
 * index two processes claim, is then reported on every rank that reached rank 0 — naming both
 * values — instead of NCCL's bootstrap waiting for a rank that will never come; ranks that never
 * arrive are named too. Rank 0 closes its listener before it answers, so NCCL's own bootstrap
 * finds the address free. Rank 0 gives up at the collective timeout; it tells each rank that reaches
 * it how long it will still wait, and that rank waits as long for the verdict, so a rank that
 * started earlier than rank 0 hears which rank is missing instead of giving up first.
 */
final class Rendezvous {
    private static final int MAGIC = 0x4a524456; // "JRDV"
    private static final int VERSION = 2;
    private static final int OK = 0;
    /** Rank 0's first answer to a hello: it waits for the others, and says for how long. */
    private static final int WAITING = -1;

    private static final long RETRY_MILLIS = 50;
    private static final long VERDICT_GRACE_MILLIS = 1000;

    /** What a rank says about itself. */
    private record Hello(int rank, int count, long pid, String host) {
        String who() {
            return "rank " + rank + " (pid " + pid + " on " + host + ")";
        }
    }

    private Rendezvous() {}

    /**
     * Checks this rank ({@code rank} of {@code count}) against the others at {@code address}; returns
     * the job's side line ({@link JobControl}), or null for a job of one rank.
     */
    static JobControl check(CommId address, int rank, int count, Duration timeout) {
        if (count <= 1) {
            return null;
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        Hello self = new Hello(rank, count, ProcessHandle.current().pid(), hostName());
        if (rank == 0) {
            ServerSocket server = listen(address);
            if (server != null) {
                return serve(server, address, self, timeout, deadline);
            }
            // Someone already listens there: most likely another process started as rank 0 as
            // well; joining tells it (and us) so.
        }
        return join(address, self, timeout, deadline);
    }

    private static ServerSocket listen(CommId address) {
        try {
            ServerSocket s = new ServerSocket();
            s.setReuseAddress(true);
            try {
                s.bind(new InetSocketAddress(InetAddress.getByName(address.host()), address.port()), 256);
            } catch (BindException e) {
                s.close();
                return null;
            }
            return s;
        } catch (IOException e) {
            throw JireeException.of(
                    StatusCode.UNAVAILABLE,
                    "rank 0 cannot listen at %s=%s: %s; set it to an " + "address of rank 0's machine and a free port",
                    CommId.VARIABLE,
                    address,
                    e.getMessage());
        }
    }

    private static JobControl serve(ServerSocket server, CommId address, Hello self, Duration timeout, long deadline) {
        Map<Integer, Hello> joined = new TreeMap<>();
        List<Socket> sockets = new ArrayList<>();
        List<Hello> hellos = new ArrayList<>();
        String conflict = null;
        try (server) {
            // Past a conflict rank 0 still hears every rank it expects (until the deadline), so that
            // each one learns the reason instead of finding nobody listening once rank 0 has gone.
            while (hellos.size() < self.count() - 1) {
                long left = remainingMillis(deadline);
                if (left <= 0) {
                    break;
                }
                Socket s;
                try {
                    server.setSoTimeout((int) Math.min(left, Integer.MAX_VALUE));
                    s = server.accept();
                } catch (SocketTimeoutException e) {
                    break;
                }
                Hello h = readHello(s, deadline);
                if (h == null) {
                    s.close(); // not a jiree rank, or too slow to say who it is
                    continue;
                }
                sockets.add(s);
                hellos.add(h);
                // Before the conflict check, on purpose: a conflicting rank too hears its verdict only
                // once rank 0 stops listening (at the latest at the deadline), so it must know how long.
                waiting(s, remainingMillis(deadline));
                String problem = conflict(self, h, joined);
                if (problem == null) {
                    joined.put(h.rank(), h);
                } else if (conflict == null) {
                    conflict = problem;
                }
            }
        } catch (IOException e) {
            conflict = "rank 0 lost a connection while ranks joined at " + address + ": " + e.getMessage();
        }
        StatusCode code = StatusCode.INVALID_ARGUMENT;
        if (conflict == null && joined.size() < self.count() - 1) {
            code = StatusCode.DEADLINE_EXCEEDED;
            conflict = missing(self, joined, timeout);
        }
        JobControl control = null;
        String go = "";
        if (conflict == null) {
            try {
                ServerSocket[] listener = new ServerSocket[1];
                control = JobControl.serve(address.host(), self.count(), listener);
                go = Integer.toString(listener[0].getLocalPort());
            } catch (IOException e) {
                control = null; // the job runs without the side line; stuck ranks say less
            }
        }
        for (int i = 0; i < sockets.size(); i++) {
            answer(sockets.get(i), conflict == null ? OK : code.ordinal(), conflict == null ? go : conflict);
        }
        if (conflict != null) {
            throw JireeException.of(code, "%s", conflict);
        }
        return control;
    }

    /** Why {@code h} cannot join, or null. */
    private static String conflict(Hello self, Hello h, Map<Integer, Hello> joined) {
        if (h.count() != self.count()) {
            return "the ranks disagree on the rank count: " + self.who() + " was started with " + self.count()
                    + " ranks, " + h.who() + " with " + h.count() + "; give every rank the same count "
                    + "(IREE_SPMD_NPROCS)";
        }
        Hello other = h.rank() == 0 ? self : joined.get(h.rank());
        if (other != null) {
            return "rank " + h.rank() + " is used twice: by pid " + other.pid() + " on " + other.host() + " and by pid "
                    + h.pid() + " on " + h.host() + "; give every rank its own index (IREE_SPMD_PROCID) in [0, "
                    + self.count() + ")";
        }
        return null;
    }

    private static String missing(Hello self, Map<Integer, Hello> joined, Duration timeout) {
        List<Integer> absent = new ArrayList<>();
        for (int r = 1; r < self.count(); r++) {
            if (!joined.containsKey(r)) {
                absent.add(r);
            }
        }
        return (absent.size() == 1 ? "rank " : "ranks ") + join(absent) + " of " + self.count()
                + " did not join within " + timeout.toMillis() + " ms (" + (joined.size() + 1)
                + " did); start every rank with the same NCCL_COMM_ID and rank count, or raise the collective "
                + "timeout (" + CollectiveTimeout.SETTING + ")";
    }

    private static String join(List<Integer> ranks) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ranks.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(ranks.get(i));
        }
        return sb.toString();
    }

    private static void waiting(Socket s, long millis) {
        try {
            DataOutputStream out = new DataOutputStream(s.getOutputStream());
            out.writeInt(MAGIC);
            out.writeInt(WAITING);
            out.writeLong(Math.max(0, millis));
            out.flush();
        } catch (IOException e) {
            // That rank is gone; the verdict will not reach it either.
        }
    }

    private static void answer(Socket s, int status, String message) {
        try (s) {
            DataOutputStream out = new DataOutputStream(s.getOutputStream());
            out.writeInt(status);
            out.writeUTF(message);
            out.flush();
            // Wait for the rank to close first, so that the address is free for NCCL at once.
            s.shutdownOutput();
            s.setSoTimeout(1000);
            while (s.getInputStream().read() >= 0) {
                // nothing more is expected
            }
        } catch (IOException e) {
            // That rank is gone; it has nothing to hear any more.
        }
    }

    private static Hello readHello(Socket s, long deadline) {
        try {
            s.setSoTimeout((int) Math.max(1, Math.min(remainingMillis(deadline), 5000)));
            DataInputStream in = new DataInputStream(s.getInputStream());
            if (in.readInt() != MAGIC || in.readInt() != VERSION) {
                return null;
            }
            return new Hello(in.readInt(), in.readInt(), in.readLong(), in.readUTF());
        } catch (IOException e) {
            return null;
        }
    }

    private static JobControl join(CommId address, Hello self, Duration timeout, long deadline) {
        boolean connected = false;
        while (true) {
            try (Socket s = new Socket()) {
                long left = remainingMillis(deadline);
                if (left <= 0) {
                    break;
                }
                s.connect(new InetSocketAddress(InetAddress.getByName(address.host()), address.port()), (int)
                        Math.min(left, Integer.MAX_VALUE));
                connected = true;
                DataOutputStream out = new DataOutputStream(s.getOutputStream());
                out.writeInt(MAGIC);
                out.writeInt(VERSION);
                out.writeInt(self.rank());
                out.writeInt(self.count());
                out.writeLong(self.pid());
                out.writeUTF(self.host());
                out.flush();
                s.setSoTimeout((int)
                        Math.max(1, Math.min(remainingMillis(deadline) + VERDICT_GRACE_MILLIS, Integer.MAX_VALUE)));
                DataInputStream in = new DataInputStream(s.getInputStream());
                if (in.readInt() != MAGIC || in.readInt() != WAITING) {
                    throw JireeException.of(
                            StatusCode.UNAVAILABLE,
                            "%s=%s answered rank %d with something other "
                                    + "than a jiree rank 0 of this version; is another program using that address?",
                            CommId.VARIABLE,
                            address,
                            self.rank());
                }
                // Rank 0 gives its verdict at its own deadline, which is later than ours when it
                // started later (a loaded machine starts processes seconds apart): wait for it.
                long verdictMillis = in.readLong() + VERDICT_GRACE_MILLIS;
                s.setSoTimeout((int) Math.max(1, Math.min(verdictMillis, Integer.MAX_VALUE)));
                int status = in.readInt();
                String message = in.readUTF();
                if (status == OK) {
                    try {
                        return message.isEmpty()
                                ? null
                                : JobControl.join(address.host(), Integer.parseInt(message), self.rank(), self.count());
                    } catch (IOException | NumberFormatException e) {
                        return null; // the job runs without the side line; stuck ranks say less
                    }
                }
                StatusCode code = status > 0 && status < StatusCode.values().length
                        ? StatusCode.values()[status]
                        : StatusCode.UNKNOWN;
                throw JireeException.of(code, "%s (rank 0 says; this is %s)", message, self.who());
            } catch (SocketTimeoutException e) {
                break;
            } catch (EOFException e) {
                throw JireeException.of(
                        StatusCode.UNAVAILABLE,
                        "rank 0 at %s=%s closed the connection before "
                                + "confirming the job to %s; it failed or was stopped (see its output)",
                        CommId.VARIABLE,
                        address,
                        self.who());
            } catch (IOException e) {
                if (connected) {
                    throw JireeException.of(
                            StatusCode.UNAVAILABLE,
                            "lost rank 0 at %s=%s while joining: %s",
                            CommId.VARIABLE,
                            address,
                            e.getMessage());
                }
                // Rank 0 is not listening yet: try again.
                sleep(Math.min(RETRY_MILLIS, Math.max(1, remainingMillis(deadline))));
            }
        }
        throw JireeException.of(
                StatusCode.DEADLINE_EXCEEDED,
                "%s waited %d ms for rank 0 at %s=%s to %s; start every "
                        + "rank with the same NCCL_COMM_ID and rank count, or raise the collective timeout (%s)",
                self.who(),
                timeout.toMillis(),
                CommId.VARIABLE,
                address,
                connected ? "confirm the job (it was still waiting for other ranks)" : "listen (it never did)",
                CollectiveTimeout.SETTING);
    }

    private static long remainingMillis(long deadline) {
        return TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JireeException(StatusCode.CANCELLED, "interrupted while joining the SPMD job", e);
        }
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "?";
        }
    }
}
