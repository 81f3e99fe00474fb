#!/usr/bin/env python3
"""jiree's fault matrix: every collective program of the manifest beside every kind of failing peer,
and every program without collectives beside every fault the stand-ins and the CPU devices can
inject. The cases come from test-modules/manifest.json, so a new program joins the matrix by itself.

Usage (ctest calls it; it also runs by hand from any directory):
  faults.py --repo ROOT --build DIR list                       one case a line: "KIND TARGET NAME [FAULT]"
  faults.py --repo ROOT --build DIR peer TARGET NAME FAULT      a collective program beside a failing
                                                               peer, 3 times (once for a secondary GPU
                                                               target); CUDA targets: ranks on the
                                                               stand-ins; CPU targets: ranks under mpiexec
  faults.py --repo ROOT --build DIR device TARGET NAME          every run of a program without collectives
                                                               under each injected device fault

What every case checks: no rank prints a result; each rank that fails exits non-zero in bounded time
(the collective timeout + 1 s beside a silent peer, 1 s after a peer dies); its last line is one
status line (`CODE; ...`) naming what failed; no Java stack trace. Under mpiexec a rank whose peer
dies is ended by Hydra itself (SIGKILL, so it cannot speak): there the job's end and Hydra's report
of the dead rank are what is checked. An injected device fault that the program never reaches must
change nothing (same exit code and output as without it); one it reaches must fail the run, or be
recovered from with the right output.
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e import (CUDA_TARGETS, PRIMARY_TARGET, Failure, Suite, finish_together, free_port,  # noqa: E402
                 kill_group, last_line, read_line, session_report)
import processes  # noqa: E402

REPEATS = 3
# The same sources built for another GPU architecture hold the same collectives (no dispatches run
# on the stand-ins): once each is enough there.
SECONDARY_REPEATS = 1
# The survivors' collective timeout beside a silent or missing peer: short, so such a case ends
# quickly, and long enough for every other rank to start and meet (it bounds the rendezvous too).
TIMEOUT_S = 3.0
# Beside a peer that dies or fails the timeout is not what ends a rank: a long one shows it.
LONG_TIMEOUT_S = 60.0
# How long after a peer dies (or, beside a silent peer, after the timeout) a rank may take to end.
DEAD_BOUND_S = 1.0
# A device-fault run is hung once its CPU time stops growing for this long; none may run longer than
# the cap (finish_progressing).
RUN_STALL_S = 30.0
RUN_CAP_S = 900.0
# Time to start a JVM and load a module, allowed on top where the clock starts before the rank does.
START_S = 3.0
# CPU targets whose programs without collectives run on both CPU devices.
CPU_PROGRAM_TARGETS = ("llvm-cpu", "llvm-cpu-sys", "vmvx")
CPU_DEVICES = ("local-sync", "local-task")

NCCL_FAULTS = ("silent", "killed-before", "killed-while", "never-started", "rank-mismatch", "nccl-async",
               "nccl-group-end", "other-program")
MPI_FAULTS = ("silent", "killed-before", "killed-while", "never-started", "rank-mismatch", "failing-peer",
              "other-program")
# A peer running another collective program ("other-program") issues different collectives: NCCL
# and MPI pair calls by order alone and would return undefined results with success. Each rank
# must fail, naming the mismatch: jiree's signature check, or, where the transfers differ in size
# and NCCL (and its stand-in) wait for ever, the collective timeout and the side line's answer of
# what the peer issued; a rank still finishing when its peer has already failed on the finding
# may see only the lost peer. The survivors then use the short timeout; their bound adds the side
# line's wait for answers.
MISMATCH_NEEDLES = ("issued different collectives", "while this rank expected")
SIDE_LINE_S = 1.5
OTHER_PROGRAMS = ("collective/all_reduce_max_i32", "collective/broadcast")

# (label, JIREE_CUDA_STANDIN_FAULTS, the CUDA error a run it reaches names)
CUDA_DEVICE_FAULTS = (
    ("launch refused", "cuLaunchKernel:1:CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"),
    ("kernel fault (sticky)", "cuLaunchKernel:1:CUDA_ERROR_ILLEGAL_ADDRESS", "CUDA_ERROR_ILLEGAL_ADDRESS"),
    ("device copy", "cuMemcpyAsync:1:CUDA_ERROR_LAUNCH_FAILED", "CUDA_ERROR_LAUNCH_FAILED"),
    ("upload", "cuMemcpyHtoDAsync_v2:1:CUDA_ERROR_UNKNOWN", "CUDA_ERROR_UNKNOWN"),
    ("download", "cuMemcpyDtoHAsync_v2:1:CUDA_ERROR_UNKNOWN", "CUDA_ERROR_UNKNOWN"),
    ("fill 8", "cuMemsetD8Async:1:CUDA_ERROR_ILLEGAL_ADDRESS", "CUDA_ERROR_ILLEGAL_ADDRESS"),
    ("fill 16", "cuMemsetD16Async:1:CUDA_ERROR_ILLEGAL_ADDRESS", "CUDA_ERROR_ILLEGAL_ADDRESS"),
    ("fill 32", "cuMemsetD32Async:1:CUDA_ERROR_ILLEGAL_ADDRESS", "CUDA_ERROR_ILLEGAL_ADDRESS"),
    ("event record", "cuEventRecord:1:CUDA_ERROR_UNKNOWN", "CUDA_ERROR_UNKNOWN"),
    ("event query", "cuEventQuery:1:CUDA_ERROR_ECC_UNCORRECTABLE", "CUDA_ERROR_ECC_UNCORRECTABLE"),
    ("event synchronize", "cuEventSynchronize:1:CUDA_ERROR_UNKNOWN", "CUDA_ERROR_UNKNOWN"),
    ("stream synchronize", "cuStreamSynchronize:1:CUDA_ERROR_LAUNCH_TIMEOUT", "CUDA_ERROR_LAUNCH_TIMEOUT"),
    ("allocation", "cuMemAlloc_v2:1:CUDA_ERROR_OUT_OF_MEMORY", "CUDA_ERROR_OUT_OF_MEMORY"),
    ("queue allocation", "cuMemAllocAsync:1:CUDA_ERROR_OUT_OF_MEMORY", "CUDA_ERROR_OUT_OF_MEMORY"),
    ("managed allocation", "cuMemAllocManaged:1:CUDA_ERROR_OUT_OF_MEMORY", "CUDA_ERROR_OUT_OF_MEMORY"),
    ("host allocation", "cuMemHostAlloc:1:CUDA_ERROR_OUT_OF_MEMORY", "CUDA_ERROR_OUT_OF_MEMORY"),
    ("module load", "cuModuleLoadDataEx:1:CUDA_ERROR_OUT_OF_MEMORY", "CUDA_ERROR_OUT_OF_MEMORY"),
)
# (label, jiree.test.faults, the status a run it reaches fails with)
CPU_DEVICE_FAULTS = (
    ("kernel returns non-zero", "cpu.workgroup=1", "INTERNAL"),
    ("first allocation", "cpu.alloc=1", "RESOURCE_EXHAUSTED"),
    ("second allocation", "cpu.alloc=2", "RESOURCE_EXHAUSTED"),
    ("third allocation", "cpu.alloc=3", "RESOURCE_EXHAUSTED"),
)

# A peer that joins the MPI job, takes part in jiree's start-up exchange of IREE_SPMD_* values
# (non-blocking, as a jiree rank does), then idles for argv[2] seconds and, with argv[3] = "die",
# kills itself: never entering a collective.
MPI_IDLE_PEER = """import ctypes, os, signal, sys, time
lib = ctypes.CDLL(sys.argv[1])
lib.MPI_Init(None, None)
mine = (ctypes.c_int32 * 2)(-1, -1)
everyone = (ctypes.c_int32 * 64)()
req = ctypes.c_void_p()
lib.MPI_Iallgather(mine, ctypes.c_int(2), ctypes.c_void_p(0x250), everyone, ctypes.c_int(2),
                   ctypes.c_void_p(0x250), ctypes.c_void_p(0x101), ctypes.byref(req))
lib.MPI_Wait(ctypes.byref(req), None)
time.sleep(float(sys.argv[2]))
if sys.argv[3] == "die":
    sys.stderr.write("idle peer: killing itself\\n")
    sys.stderr.flush()
    os.kill(os.getpid(), signal.SIGKILL)
"""


class Matrix(Suite):
    # ---- the cases ----

    def cases(self):
        """(kind, target, name, fault) of every case, from the manifest."""
        out = []
        for target, name, entry in self.entries():
            if self.multi_rank_run(entry):
                out += [("peer", target, name, f) for f in NCCL_FAULTS]
        for target, name, entry in self.cpu_entries():
            if self.multi_rank_run(entry):
                out += [("peer", target, name, f) for f in MPI_FAULTS]
        for e in self.manifest()["modules"]:
            if any(f.get("rank_runs") for f in e["functions"]) or not any(f["runs"] for f in e["functions"]):
                continue
            if e["target"] in CUDA_TARGETS or e["target"] in CPU_PROGRAM_TARGETS:
                out.append(("device", e["target"], e["name"], None))
        return out

    @staticmethod
    def multi_rank_run(entry):
        """(function, rank run) of the smallest run of more than one rank, or None."""
        best = None
        for f in entry["functions"]:
            for run in f.get("rank_runs", []):
                if run["ranks"] > 1 and (best is None or run["ranks"] < best[1]["ranks"]):
                    best = (f["name"], run)
        return best

    def find(self, target, name):
        for e in self.manifest()["modules"]:
            if e["target"] == target and e["name"] == name:
                return e
        raise Failure(f"no {target} module {name} in test-modules/manifest.json")

    # ---- what a failing rank must show ----

    def check_failed(self, what, code, out, err, function, needles=()):
        """Exit non-zero, no result, last line a status naming the needles, no stack trace."""
        if code == 0:
            raise Failure(f"{what}: exited 0\n--- stdout\n{out}--- stderr\n{err}")
        if out not in ("", f"EXEC @{function}\n"):
            raise Failure(f"{what}: exit {code} but printed a result:\n{out}--- stderr\n{err}")
        status = last_line(err)
        if not re.match(r"[A-Z_]+; ", status):
            raise Failure(f"{what}: exit {code}; the last line is not a status line:\n{err}")
        missing = [n for n in needles if n not in status]
        if missing:
            raise Failure(f"{what}: the status does not name {missing}:\n{status}")
        if "Exception" in err or "\tat " in err:
            raise Failure(f"{what}: a Java stack trace on stderr:\n{err}")
        return status

    @staticmethod
    def entered(recorder, rank):
        """When rank entered the first collective its flight-recorder table shows failed (epoch s), or None."""
        path = os.path.join(recorder, f"rank{rank}.tsv")
        try:
            with open(path, encoding="utf-8") as f:
                rows = [l.split("\t") for l in f.read().splitlines() if l and not l.startswith("#")]
        except OSError:
            return None
        failed = [int(r[7]) / 1e6 for r in rows if len(r) > 7 and r[6] == "failed" and r[7].isdigit()]
        return min(failed) if failed else None

    # ---- a collective program beside a failing peer: NCCL ranks on the stand-ins ----

    def peer(self, target, name, fault):
        entry = self.find(target, name)
        found = self.multi_rank_run(entry)
        if found is None:
            raise Failure(f"{target} {name} has no run of more than one rank")
        function, rank_run = found
        vmfb = os.path.join(self.repo, entry["vmfb"])
        repeats = SECONDARY_REPEATS if target in CUDA_TARGETS and target != PRIMARY_TARGET else REPEATS
        for rep in range(1, repeats + 1):
            label = f"{target} {name} @{function} n={rank_run['ranks']}, {fault} peer (run {rep} of {repeats})"
            if target in CUDA_TARGETS:
                self.nccl_peer(label, vmfb, function, rank_run, fault)
            else:
                self.mpi_peer(label, vmfb, function, rank_run, fault)

    def nccl_peer(self, label, vmfb, function, rank_run, fault):
        n = rank_run["ranks"]
        per_rank = sorted(rank_run["per_rank"], key=lambda r: r["rank"])
        peer_rank = n - 1
        comm = f"127.0.0.1:{free_port()}"
        recorder = tempfile.mkdtemp(prefix="jiree-faults-")

        def start_rank(r, nprocs=n, **extra):
            env = self.env(IREE_SPMD_NPROCS=str(nprocs), IREE_SPMD_PROCID=str(r), NCCL_COMM_ID=comm,
                           JIREE_FLIGHT_RECORDER_DIR=recorder, **extra)
            timeout = TIMEOUT_S if fault in ("silent", "never-started", "other-program") else LONG_TIMEOUT_S
            argv = [self.jiree, "run-module", f"--device=cuda://{r}", f"--module={vmfb}", f"--function={function}",
                    *per_rank[r]["inputs"], f"--collective_timeout={timeout:g}s"]
            return self.start(argv, env)

        started = time.time()
        survivors = [start_rank(r) for r in range(n - 1)]
        peer = None
        jiree_peer = fault in ("killed-while", "rank-mismatch", "nccl-async", "nccl-group-end", "other-program")
        try:
            if fault in ("silent", "killed-before"):
                peer = self.start([self.idle_rank], self.env(IREE_SPMD_NPROCS=str(n), IREE_SPMD_PROCID=str(peer_rank),
                                                            NCCL_COMM_ID=comm))
            elif fault == "killed-while":
                peer = start_rank(peer_rank, JIREE_NCCL_STANDIN_FAULTS="stall:1")
            elif fault == "rank-mismatch":
                peer = start_rank(peer_rank, nprocs=n + 1)
            elif fault == "nccl-async":
                peer = start_rank(peer_rank, JIREE_NCCL_STANDIN_FAULTS="async:1:ncclSystemError")
            elif fault == "nccl-group-end":
                peer = start_rank(peer_rank, JIREE_NCCL_STANDIN_FAULTS="groupEnd:1:ncclInternalError")
            elif fault == "other-program":
                other_vmfb, other_function, other_inputs = self.other_program(vmfb, n, peer_rank)
                env = self.env(IREE_SPMD_NPROCS=str(n), IREE_SPMD_PROCID=str(peer_rank), NCCL_COMM_ID=comm,
                               JIREE_FLIGHT_RECORDER_DIR=recorder)
                peer = self.start([self.jiree, "run-module", f"--device=cuda://{peer_rank}", f"--module={other_vmfb}",
                                   f"--function={other_function}", *other_inputs,
                                   f"--collective_timeout={TIMEOUT_S:g}s"], env)
            killed = None
            deadline = time.monotonic() + 120
            if fault == "killed-before":
                if read_line(peer, deadline) != "joined":
                    raise Failure(f"{label}: the idle peer did not join the communicator")
                os.killpg(peer.pid, signal.SIGKILL)
                peer.wait()
                killed = time.time()
            elif fault == "killed-while":
                if not self.wait_for(peer, "stalls inside its collective", deadline):
                    raise Failure(f"{label}: the stalled peer never reached its collective")
                time.sleep(0.3)  # the survivors are waiting in the collective by now
                os.killpg(peer.pid, signal.SIGKILL)
                peer.wait()
                killed = time.time()
            procs = list(survivors) + ([peer] if jiree_peer and fault != "killed-while" else [])
            results = finish_together(procs, time.monotonic() + LONG_TIMEOUT_S + 30, label)
            peer_result = results[n - 1] if len(results) == n else None
            for r, (code, out, err, exited) in enumerate(results[:n - 1]):
                what = f"{label}: rank {r}"
                if fault == "silent":
                    status = self.check_failed(what, code, out, err, function,
                                               ("DEADLINE_EXCEEDED; ", "never arrived", f"(rank {r} of {n})"))
                    since = self.entered(recorder, r)
                    if since is None:
                        raise Failure(f"{what}: no flight-recorder row shows the collective it waited in")
                    self.within(what, exited - since, TIMEOUT_S + DEAD_BOUND_S, "of entering the collective")
                elif fault in ("killed-before", "killed-while"):
                    status = self.check_failed(what, code, out, err, function, ("UNAVAILABLE; ", f"rank {r} of {n}"))
                    self.names_a_lost_peer(what, status, r)
                    since = max(killed, self.entered(recorder, r) or killed)
                    self.within(what, exited - since, DEAD_BOUND_S, "of its peer's death")
                elif fault == "never-started":
                    status = self.check_failed(what, code, out, err, function,
                                               ("DEADLINE_EXCEEDED; ", f"rank {peer_rank} of {n} did not join"))
                    self.within(what, exited - started, TIMEOUT_S + DEAD_BOUND_S + START_S, "of its start")
                elif fault == "rank-mismatch":
                    status = self.check_failed(what, code, out, err, function, ("INVALID_ARGUMENT; ", str(n + 1)))
                    self.within(what, exited - started, START_S + 2 * DEAD_BOUND_S, "of its start")
                elif fault == "other-program":
                    status = self.check_mismatch(what, code, out, err, function, r)
                    self.within(what, exited - started, START_S + TIMEOUT_S + 2 * DEAD_BOUND_S + SIDE_LINE_S,
                                "of its start")
                else:  # the peer's NCCL failed: it leaves, and its peers see it go
                    status = self.check_failed(what, code, out, err, function, ("UNAVAILABLE; ",))
                    self.names_a_lost_peer(what, status, r)
                    self.within(what, exited - peer_result[3], DEAD_BOUND_S, "of the failing peer's exit")
                print(f"ok   {what}: exit {code}: {status[:150]}")
            if peer_result is not None and fault == "other-program":
                code, out, err, _ = peer_result
                status = self.check_mismatch(f"{label}: the peer", code, out, err, None, peer_rank)
                named = sum(any(n in last_line(e) for n in MISMATCH_NEEDLES) for _, _, e, _ in results)
                if named == 0:
                    raise Failure(f"{label}: no rank named the mismatch")
                print(f"ok   {label}: the peer itself: exit {code}: {status[:150]}; {named} of {n} rank(s) "
                      f"named the mismatch")
            elif peer_result is not None:
                code, out, err, _ = peer_result
                needles = {"rank-mismatch": ("INVALID_ARGUMENT; ",), "nccl-async": ("INTERNAL; ", "injected"),
                           "nccl-group-end": ("INTERNAL; ", "ncclGroupEnd")}[fault]
                status = self.check_failed(f"{label}: the failing peer", code, out, err, function, needles)
                print(f"ok   {label}: the failing peer itself: exit {code}: {status[:150]}")
        finally:
            for p in survivors + ([peer] if peer else []):
                kill_group(p)
            shutil.rmtree(recorder, ignore_errors=True)

    def other_program(self, vmfb, n, rank):
        """(vmfb, function, inputs of rank) of another collective program of the same target with a run
        on n ranks: its collectives differ from those of vmfb."""
        entry = next(e for e in self.manifest()["modules"] if os.path.join(self.repo, e["vmfb"]) == vmfb)
        # Programs whose first collectives differ from each other (an all_reduce max, a broadcast):
        # the first that is not this one and has a run on n ranks.
        for name in OTHER_PROGRAMS:
            if name == entry["name"]:
                continue
            other = self.find(entry["target"], name)
            for f in other["functions"]:
                for run in f.get("rank_runs", []):
                    if run["ranks"] == n:
                        inputs = next(p["inputs"] for p in run["per_rank"] if p["rank"] == rank)
                        return os.path.join(self.repo, other["vmfb"]), f["name"], inputs
        raise Failure(f"no other {entry['target']} program has a run on {n} ranks")

    def check_mismatch(self, what, code, out, err, function, rank):
        """A rank beside a peer running another program: it fails naming the mismatch, or (a peer
        that failed on it first having left) the peer it lost."""
        status = self.check_failed(what, code, out, err, function or self.function_of(out))
        if status.startswith("UNAVAILABLE; "):
            self.names_a_lost_peer(what, status, rank)
        elif not (status.startswith("FAILED_PRECONDITION; ") and any(n in status for n in MISMATCH_NEEDLES)):
            raise Failure(f"{what}: the status names neither the mismatch nor a lost peer:\n{status}")
        return status

    @staticmethod
    def function_of(out):
        m = re.match(r"EXEC @(\S+)", out)
        return m.group(1) if m else ""

    @staticmethod
    def names_a_lost_peer(what, status, rank):
        """NCCL's remote error naming a peer: the one that failed or, with more ranks, a survivor that
        saw it go first and left, as each rank names the connection it lost."""
        peers = {int(m) for m in re.findall(r"\brank (\d+)\b(?! of)", status)} - {rank}
        if "remote process exited" not in status or not peers:
            raise Failure(f"{what}: the status does not name a peer it lost:\n{status}")

    @staticmethod
    def within(what, took, bound, since_what):
        if took > bound:
            raise Failure(f"{what}: ended {took:.2f} s after {since_what}; the bound is {bound:g} s")

    @staticmethod
    def wait_for(proc, text, deadline):
        """Reads proc's stderr until a line holds text; what was read is lost to later reads."""
        import selectors
        sel = selectors.DefaultSelector()
        sel.register(proc.stderr, selectors.EVENT_READ)
        data = b""
        while text.encode() not in data and time.monotonic() < deadline:
            if not sel.select(timeout=max(0.0, deadline - time.monotonic())):
                break
            chunk = os.read(proc.stderr.fileno(), 4096)
            if not chunk:
                break
            data += chunk
        return text.encode() in data

    # ---- a collective program beside a failing peer: CPU ranks under mpiexec ----

    def mpi_peer(self, label, vmfb, function, rank_run, fault):
        n = rank_run["ranks"]
        per_rank = sorted(rank_run["per_rank"], key=lambda r: r["rank"])
        peer_rank = n - 1
        recorder = tempfile.mkdtemp(prefix="jiree-faults-")
        argv = [self.mpiexec(), "-prepend-pattern", "[rank %r] "]
        for r in range(n):
            if r > 0:
                argv.append(":")
            rank_argv = [self.jiree, "run-module", "--device=local-task", f"--module={vmfb}",
                         f"--function={function}", *per_rank[r]["inputs"]]
            if r < peer_rank:
                argv += ["-n", "1", *rank_argv]
            elif fault == "silent":
                argv += ["-n", "1", sys.executable, "-c", MPI_IDLE_PEER, self.mpi_library(), "600", "idle"]
            elif fault == "killed-before":
                argv += ["-n", "1", sys.executable, "-c", MPI_IDLE_PEER, self.mpi_library(), "0", "die"]
            elif fault == "killed-while":
                argv += ["-n", "1", sys.executable, "-c", MPI_IDLE_PEER, self.mpi_library(), "1.5", "die"]
            elif fault == "never-started":
                argv += ["-n", "1", "sleep", "600"]  # never calls MPI_Init
            elif fault == "rank-mismatch":
                argv += ["-n", "1", "-env", "IREE_SPMD_NPROCS", str(n + 1), "-env", "IREE_SPMD_PROCID",
                         str(peer_rank), *rank_argv]
            elif fault == "other-program":
                other_vmfb, other_function, other_inputs = self.other_program(vmfb, n, peer_rank)
                argv += ["-n", "1", self.jiree, "run-module", "--device=local-task", f"--module={other_vmfb}",
                         f"--function={other_function}", *other_inputs]
            else:  # failing-peer: its first host allocation fails, and it ends the job
                options = self.env()["JDK_JAVA_OPTIONS"] + " -Djiree.test.faults=cpu.alloc=1"
                argv += ["-n", "1", "-env", "JDK_JAVA_OPTIONS", options, *rank_argv]
        timeout = TIMEOUT_S if fault in ("silent", "never-started") else LONG_TIMEOUT_S
        env = self.env(JIREE_COLLECTIVE_TIMEOUT=f"{timeout:g}s", JIREE_FLIGHT_RECORDER_DIR=recorder)
        since = time.monotonic()
        try:
            code, out, err = self.finish(self.start(argv, env), since + LONG_TIMEOUT_S + 30, label)
        finally:
            shutil.rmtree(recorder, ignore_errors=True)
        took = time.monotonic() - since
        if code == 0:
            raise Failure(f"{label}: mpiexec exited 0\n{out}{err}")
        results = [l for l in out.splitlines() if not re.match(r"\[rank \d+\] EXEC @", l) and l.startswith("[rank ")]
        if results:
            raise Failure(f"{label}: a rank printed a result:\n{out}--- stderr\n{err}")
        if "Exception" in err or "\tat " in err:
            raise Failure(f"{label}: a Java stack trace on stderr:\n{err}")
        lines = (out + err).splitlines()

        def status_of(r):
            mine = [l[len(f"[rank {r}] "):] for l in lines if l.startswith(f"[rank {r}] ")]
            # Left out: the flight recorder's summary, the injection notice, and MPICH's own line
            # for the MPI_Abort that ends the job after the status.
            mine = [l for l in mine if l.strip()
                    and not l.startswith(("jiree flight recorder", "jiree: injected fault", "NOTE: Picked up"))
                    and not re.match(r"Abort\(\d+\) on node", l)]
            return mine[-1] if mine else ""

        survivors = range(peer_rank)
        if fault in ("silent", "never-started"):
            # The first rank to give up ends the job (MPI_Abort): Hydra kills the others, which may
            # not have printed their own status yet. At least one does; none says anything else.
            spoke = 0
            for r in survivors:
                status = status_of(r)
                if status.startswith("DEADLINE_EXCEEDED; "):
                    spoke += 1
                    print(f"ok   {label}: rank {r}: {status[:150]}")
                elif status not in ("", f"EXEC @{function}"):
                    raise Failure(f"{label}: rank {r} ended with another status:\n{out}{err}")
                else:
                    print(f"ok   {label}: rank {r} was ended with the job before its own timeout")
            if spoke == 0:
                raise Failure(f"{label}: no rank ended with a DEADLINE_EXCEEDED status:\n{out}{err}")
            self.within(label, took, TIMEOUT_S + DEAD_BOUND_S + START_S + 5, "mpiexec's start (job end)")
        elif fault in ("killed-before", "killed-while"):
            # Hydra ends the job when a rank dies, SIGKILLing the others: its report names the dead rank.
            if "BAD TERMINATION" not in out + err or "EXIT CODE: 9" not in out + err:
                raise Failure(f"{label}: mpiexec did not report the killed rank:\n{out}{err}")
            self.within(label, took, START_S + 1.5 + DEAD_BOUND_S + 3, "mpiexec's start (job end)")
            print(f"ok   {label}: mpiexec ended the job (exit {code}) and reported the killed rank")
        elif fault == "other-program":
            # Every rank finds the mismatch before any data moves; the first to exit ends the job
            # (MPI_Abort), which may end the others before they print: at least one names it.
            spoke = 0
            for r in range(n):
                status = status_of(r)
                if status.startswith("FAILED_PRECONDITION; ") and "issued different collectives" in status:
                    spoke += 1
                    print(f"ok   {label}: rank {r}: {status[:150]}")
                elif not status.startswith("EXEC @") and status != "":
                    raise Failure(f"{label}: rank {r} ended with another status:\n{out}{err}")
            if spoke == 0:
                raise Failure(f"{label}: no rank named the mismatch:\n{out}{err}")
            self.within(label, took, START_S + 2 * DEAD_BOUND_S + 3, "mpiexec's start (job end)")
        elif fault == "rank-mismatch":
            for r in range(n):
                status = status_of(r)
                if not status.startswith("INVALID_ARGUMENT; ") or str(n + 1) not in status:
                    raise Failure(f"{label}: rank {r} did not name both rank counts:\n{out}{err}")
                print(f"ok   {label}: rank {r}: {status[:150]}")
        else:
            status = status_of(peer_rank)
            if not status.startswith("RESOURCE_EXHAUSTED; "):
                raise Failure(f"{label}: the failing rank {peer_rank} did not say why:\n{out}{err}")
            self.within(label, took, START_S + 2 * DEAD_BOUND_S + 3, "mpiexec's start (job end)")
            print(f"ok   {label}: the job ended (exit {code}); rank {peer_rank}: {status[:150]}")

    # ---- a program without collectives beside injected device faults ----

    def device(self, target, name):
        entry = self.find(target, name)
        vmfb = os.path.join(self.repo, entry["vmfb"])
        fired_cases = 0
        for f in entry["functions"]:
            # A function's first run: the faults hit the same code paths with other inputs.
            for i, run in enumerate(f["runs"][:1]):
                args = [f"--module={vmfb}", f"--function={f['name']}", *run["inputs"]]
                for p in run.get("parameters", []):
                    args.append(f"--parameters={p}")
                label = f"{target} {name} @{f['name']}.{i}"
                if target in CUDA_TARGETS:
                    fired_cases += self.cuda_faults(label, args, f["name"])
                else:
                    for device in CPU_DEVICES:
                        fired_cases += self.cpu_faults(f"{label} on {device}", [f"--device={device}", *args],
                                                       f["name"], run)
        print(f"ok   {target} {name}: {fired_cases} injected fault(s) reached the program and failed it or "
              f"were recovered from; the rest changed nothing")

    def run_one(self, argv, env):
        return self.finish_progressing(self.start([self.jiree, "run-module", *argv], env), " ".join(argv))

    def finish_progressing(self, proc, what):
        """(exit code, stdout, stderr) of a run that may compute for minutes on a loaded machine (a
        vmvx matmul_512 takes a minute of CPU): it counts as hung, and is killed, only once its CPU
        time stopped growing for RUN_STALL_S, or after RUN_CAP_S in all; a fixed wall-clock limit
        failed runs that were merely waiting for a core."""
        started = time.monotonic()
        cpu, moved = -1.0, started
        try:
            while True:
                try:
                    out, err = proc.communicate(timeout=5)
                    break
                except subprocess.TimeoutExpired:
                    now = time.monotonic()
                    used = cpu_seconds(proc.pid)
                    if used > cpu + 0.05:
                        cpu, moved = used, now
                    if now - moved > RUN_STALL_S or now - started > RUN_CAP_S:
                        state = session_report(proc.pid)
                        kill_group(proc)
                        out, err = proc.communicate()
                        why = (f"used no CPU for {RUN_STALL_S:g} s (hung)" if now - moved > RUN_STALL_S
                               else f"ran past {RUN_CAP_S:g} s")
                        raise Failure(f"{what} {why}, killed; stdout:\n{out.decode(errors='replace')}"
                                      f"\nstderr:\n{err.decode(errors='replace')}\n{state}")
        finally:
            self.sweep()
        return proc.returncode, out.decode("utf-8", errors="replace"), err.decode("utf-8", errors="replace")

    def judge(self, what, code, out, err, function, baseline, marker, needles):
        """1 when the fault was reached (and handled), 0 when it was not (and changed nothing)."""
        if marker not in err:
            if (code, out) != baseline[:2]:
                raise Failure(f"{what}: the fault was never reached, yet the run changed: exit {code} (expected "
                              f"{baseline[0]})\n{out}--- expected\n{baseline[1]}--- stderr\n{err}")
            return 0
        if code == baseline[0] == 0 and out == baseline[1]:
            return 1  # recovered (for instance an allocation retried once the pool gave memory back)
        if baseline[0] != 0 and len(baseline) > 2 and status_head(last_line(err)) == status_head(last_line(baseline[2])):
            # Reached while cleaning up after the failure the run has anyway (the stand-in refusing a
            # kernel, say): the first failure is the one reported.
            self.check_failed(what, code, out, err, function)
            return 1
        self.check_failed(what, code, out, err, function, needles)
        return 1

    def cuda_faults(self, label, args, function):
        argv = ["--device=cuda://0", *args]
        baseline = self.run_one(argv, self.env())
        reached = 0
        for what, spec, error in CUDA_DEVICE_FAULTS:
            code, out, err = self.run_one(argv, self.env(JIREE_CUDA_STANDIN_FAULTS=spec))
            reached += self.judge(f"{label}, {what}", code, out, err, function, baseline,
                                  "jiree cuda stand-in: injected", (error,))
        return reached

    def cpu_faults(self, label, argv, function, run):
        with open(os.path.join(self.repo, run["expected_output"]), encoding="utf-8") as f:
            expected = f.read()
        baseline = (run["expected_exit_code"], expected)
        reached = 0
        for what, spec, status in CPU_DEVICE_FAULTS:
            env = self.env()
            env["JDK_JAVA_OPTIONS"] += f" -Djiree.test.faults={spec}"
            code, out, err = self.run_one(argv, env)
            hit = self.judge(f"{label}, {what}", code, out, err, function, baseline, "jiree: injected fault",
                             (f"{status}; ",))
            if hit and code != 0 and reached == 0:
                self.no_output_file(f"{label}, {what}", argv, env)
            reached += hit
        return reached

    def no_output_file(self, what, argv, env):
        """A run that fails writes no --output file."""
        out_dir = tempfile.mkdtemp(prefix="jiree-faults-out-")
        try:
            path = os.path.join(out_dir, "result.npy")
            code, out, err = self.run_one([*argv, f"--output=@{path}"], env)
            if code == 0 or os.path.exists(path):
                raise Failure(f"{what}: with --output, exit {code} and the file {'exists' if os.path.exists(path) else 'is absent'}")
        finally:
            shutil.rmtree(out_dir, ignore_errors=True)


def cpu_seconds(pid):
    """CPU time a process and its waited-for children used so far (0 once it is gone)."""
    fields = processes.stat(pid)
    if fields is None:
        return 0.0
    # utime, stime, cutime, cstime: fields 14-17 of proc(5), 11-14 after the name.
    return sum(int(v) for v in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def status_head(status):
    """A status line's code and first clause, without the context that depends on where it surfaced."""
    return "; ".join(status.split("; ")[:2])


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--repo", required=True, help="the jiree checkout (holds bin/jiree and test-modules/)")
    p.add_argument("--build", required=True, help="the cmake-fixtures build directory (holds the stand-ins)")
    p.add_argument("command", choices=["list", "peer", "device"])
    p.add_argument("args", nargs="*")
    a = p.parse_args()
    matrix = Matrix(a.repo, a.build)
    try:
        if a.command == "list":
            for kind, target, name, fault in matrix.cases():
                print(f"{kind} {target} {name}" + (f" {fault}" if fault else ""))
            return 0
        matrix.check_runnable()
        if a.command == "peer":
            if len(a.args) != 3:
                raise Failure("peer needs TARGET NAME FAULT")
            matrix.peer(*a.args)
        else:
            if len(a.args) != 2:
                raise Failure("device needs TARGET NAME")
            matrix.device(*a.args)
    except Failure as e:
        print(f"FAIL {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
