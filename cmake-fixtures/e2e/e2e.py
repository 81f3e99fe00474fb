#!/usr/bin/env python3
"""jiree's SPMD end-to-end suite: runs the collective test modules as N ranks of `bin/jiree` on the
host-memory libcuda/libnccl stand-ins and checks every rank's stdout against the manifest.

Usage (ctest calls it; it also runs by hand from any directory):
  e2e.py --repo ROOT --build DIR list                 modules with rank runs, one "target name" a line
  e2e.py --repo ROOT --build DIR setup                bin/jiree and the stand-ins are usable
  e2e.py --repo ROOT --build DIR module TARGET NAME   every rank count of one module through
                                                      `jiree launch --trace_file` (its merged timeline
                                                      checked; the seed also through raw per-rank
                                                      command lines)
  e2e.py --repo ROOT --build DIR killed-rank          a rank SIGKILLed inside a collective
  e2e.py --repo ROOT --build DIR hung-rank [N]        a rank that never enters the collective (N runs)
  e2e.py --repo ROOT --build DIR never-started        a rank that never starts
  e2e.py --repo ROOT --build DIR rank-mismatch        ranks disagreeing on the rank count or an index
  e2e.py --repo ROOT --build DIR bad-env              malformed SPMD variables
  e2e.py --repo ROOT --build DIR nccl-missing         JIREE_NCCL_LIBRARY naming nothing
  e2e.py --repo ROOT --build DIR list-mpi             CPU modules with rank runs, one "target name" a line
  e2e.py --repo ROOT --build DIR mpi-module TARGET NAME
                                                      every rank count of one CPU module under the real
                                                      MPI (mpiexec -n N; the fewest ranks above 1 also
                                                      with their merged timeline checked; the seed, and ranks that differ
                                                      only by a rank number, also via jiree launch)
  e2e.py --repo ROOT --build DIR mpi-failures         CPU ranks: no launcher, bad variables, MPI missing,
                                                      a hung peer, a failing peer
  e2e.py --repo ROOT --build DIR launch-sigterm       SIGTERM and SIGKILL to jiree launch: no rank outlives it
  e2e.py --repo ROOT --build DIR launch-report        a hung rank under jiree launch: the merged flight report
  e2e.py --repo ROOT --build DIR list-hosts           CPU modules with 2- or 4-rank runs, one "target name" a line
  e2e.py --repo ROOT --build DIR hosts-mpi-module TARGET NAME
                                                      the CPU module's 2- and 4-rank runs on two test hosts
                                                      (network namespaces, test-hosts): 1 or 2 ranks a host
  e2e.py --repo ROOT --build DIR hosts-nccl-module TARGET NAME
                                                      the CUDA module's 2- and 4-rank runs on two test hosts
                                                      (stand-ins), NCCL_COMM_ID at host 1
  e2e.py --repo ROOT --build DIR hosts-launch         `jiree launch --hosts` over two test hosts: placement, the
                                                      seed on CPU and GPU ranks, what it refuses
  e2e.py --repo ROOT --build DIR hosts-failures       a peer on the other test host killed, failing, hung or
                                                      cut off (its link down mid-loop), 3 runs each: rank 0
                                                      ends in time, non-zero, and what failed is named
Only the Python standard library is used. Every process runs under a deadline and is killed
(with its process group) when it passes it, so nothing here can hang.
"""
import argparse
import glob
import hashlib
import json
import os
import re
import selectors
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

import leftovers
import processes

# Collective modules compiled for these targets contain no dispatches: they run on the stand-ins.
CUDA_TARGETS = ("cuda-sm80", "cuda-sm89")
# CPU collective modules run as ranks of the real MPI (the mpich wheel bin/mpi-env installs).
CPU_TARGETS = ("llvm-cpu",)
# The target whose modules run at every rank count the manifest lists. The others (the same sources
# compiled for another GPU architecture; no dispatches, so the same work on the stand-ins) run at
# 2 ranks only, to keep the suite fast, unless JIREE_E2E_ALL_COUNTS=1.
PRIMARY_TARGET = "cuda-sm80"
# JVM settings that only shorten start-up; every rank is a short-lived JVM.
JAVA_OPTIONS = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -Xmx256m"
RUN_DEADLINE_S = 120
# The collective timeout used by the failure cases: short, so a regression shows as a fast failure.
SHORT_TIMEOUT_MS = 8000
# The collective timeout of the hung-peer and never-started cases (--collective_timeout).
HUNG_TIMEOUT_S = 2.0
# How long a rank that gave up may take to exit: reporting and JVM teardown, on a loaded machine.
EXIT_SLACK_S = 10.0
# What starts each line of a flight-recorder dump a rank prints for a launcher on another host.
FLIGHT_STREAM_PREFIX = "jiree-flight-recorder\t"

class Failure(Exception):
    pass


class Suite:
    def __init__(self, repo, build):
        self.repo = os.path.abspath(repo)
        self.build = os.path.abspath(build)
        self.jiree = os.path.join(self.repo, "bin", "jiree")
        self.cuda = os.path.join(self.build, "libcuda", "libjiree_cuda_standin.so")
        self.nccl = os.path.join(self.build, "libnccl", "libjiree_nccl_standin.so")
        self.idle_rank = os.path.join(self.build, "e2e", "jiree_e2e_idle_rank")
        # An AOT cache of jiree's classes (JDK 25), made by the setup test, cuts each rank's start-up.
        self.aot_cache = os.path.join(self.build, "e2e", "jiree.aot")
        # Where a JVM that crashes writes its report (-XX:ErrorFile): e2e.jvm_crashes fails on any.
        self.crashes = os.path.join(self.build, "e2e", "jvm-crashes")
        # The suite's own temporary directory and start, made by the setup test: every process the
        # suite starts keeps its temporary files there, and e2e.leftovers fails on any it left.
        self.run_file = os.path.join(self.build, "e2e", "suite-run.json")
        self.tmp, self.since = None, None
        # Where a run's directory is made: the system's, whatever an earlier run's file names.
        self.system_tmp = tempfile.gettempdir()
        try:
            with open(self.run_file, encoding="utf-8") as f:
                run = json.load(f)
            if os.path.isdir(run["tmp"]):
                self.tmp, self.since = run["tmp"], run["since"]
                tempfile.tempdir = self.tmp
        except (OSError, ValueError, KeyError):
            pass

    # ---- environment ----

    def manifest(self):
        path = os.path.join(self.repo, "test-modules", "manifest.json")
        try:
            with open(path, encoding="utf-8") as f:
                return json.load(f)
        except (OSError, ValueError) as e:
            raise Failure(f"cannot read the test-module manifest {path}: {e}")

    def entries(self):
        """(target, name, entry) of every CUDA module with rank runs."""
        for e in self.manifest()["modules"]:
            if e["target"] in CUDA_TARGETS and any(f.get("rank_runs") for f in e["functions"]):
                yield e["target"], e["name"], e

    def cpu_entries(self):
        """(target, name, entry) of every CPU collective module with rank runs."""
        for e in self.manifest()["modules"]:
            if e["target"] in CPU_TARGETS and any(f.get("rank_runs") for f in e["functions"]):
                yield e["target"], e["name"], e

    def mpiexec(self):
        """The mpiexec of the MPI jiree finds: JIREE_MPIEXEC, the project's mpich venv, or PATH."""
        named = os.environ.get("JIREE_MPIEXEC")
        if named:
            return named
        venvs = sorted(glob.glob(os.path.join(os.path.expanduser("~"), ".cache", "jiree", "mpich-*", "bin", "mpiexec")))
        if venvs:
            return venvs[-1]
        for d in os.environ.get("PATH", "").split(os.pathsep):
            if d and os.access(os.path.join(d, "mpiexec"), os.X_OK):
                return os.path.join(d, "mpiexec")
        raise Failure("no mpiexec found; install the MPI the CPU ranks run on with bin/mpi-env (bin/test does)")

    def mpi_library(self):
        lib = os.path.join(os.path.dirname(os.path.dirname(self.mpiexec())), "lib", "libmpi_abi.so.1")
        if not os.path.isfile(lib):
            raise Failure(f"{lib} is missing beside {self.mpiexec()}; reinstall with bin/mpi-env")
        return lib

    def all_reduce(self, target):
        """The all_reduce_sum_f32 test module built for target, which most failure cases run."""
        return os.path.join(self.repo, "test-modules", "out", target, "collective", "all_reduce_sum_f32.vmfb")

    def jvm_crashes(self):
        """Fails when a JVM of this run crashed, even where the case around it passed (a rank that
        crashes while it is being stopped still exits non-zero): each report's first lines."""
        reports = sorted(glob.glob(os.path.join(self.crashes, "hs_err_pid*.log")))
        for path in reports:
            with open(path, errors="replace") as f:
                lines = f.read().splitlines()
            frame = next((l for l in lines if l.startswith(("# C ", "# V ", "# J "))), "")
            frame = frame or next((l for l in lines if l.startswith("#  ") and l.strip("# ")), "")
            command = next((l for l in lines if l.startswith("Command Line:")), "")
            print(f"FAIL a JVM crashed: {path}\n     {frame}\n     {command[:400]}")
        if reports:
            return 1
        print(f"ok   no JVM of this run crashed (none wrote a report to {self.crashes})")
        return 0

    def start_run(self):
        """A new temporary directory for this run of the suite (an earlier run's goes)."""
        self.check_leftovers(quiet=True)
        self.tmp, self.since = tempfile.mkdtemp(prefix="jiree-suite-", dir=self.system_tmp), time.time()
        with open(self.run_file, "w", encoding="utf-8") as f:
            json.dump({"tmp": self.tmp, "since": self.since}, f)
        tempfile.tempdir = self.tmp

    def check_leftovers(self, quiet=False):
        """After every test of the suite: nothing is left in the run's temporary directory, no
        MPICH file of an ended job, no crash report beside the checkout (leftovers.py). Then the
        run's directory goes."""
        problems = 0
        if self.since is not None:
            if quiet:
                leftovers.sweep(self.since)
            else:
                problems = leftovers.audit(self.since, self.tmp, self.repo)
            shutil.rmtree(self.tmp, ignore_errors=True)
            if tempfile.tempdir == self.tmp:
                tempfile.tempdir = None  # no later file of this process goes into the removed directory
        elif not quiet:
            print(f"FAIL {self.run_file} names no temporary directory: did e2e.setup run?")
            problems = 1
        if os.path.exists(self.run_file):
            os.unlink(self.run_file)
        self.tmp = self.since = None
        return 1 if problems else 0

    def run_all_reduce(self, device, *flags):
        """jiree run-module of the cuda all_reduce on cuda://device with the input every case uses."""
        return [self.jiree, "run-module", f"--device=cuda://{device}", f"--module={self.all_reduce('cuda-sm80')}",
                "--function=main", *flags, "--input=4xf32=1,2,3,4"]

    def java_options(self):
        """The JVM options of every jiree process the suite starts; a crash report goes to self.crashes."""
        return f"{JAVA_OPTIONS} -XX:ErrorFile={self.crashes}/hs_err_pid%p.log"

    def env(self, **extra):
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("IREE_SPMD_", "OMPI_COMM_WORLD_", "PMI_")) and k != "NCCL_COMM_ID"}
        java_options = self.java_options()
        if os.path.isfile(self.aot_cache) and not self.jars_newer_than(self.aot_cache):
            # A cache that does not fit is only a warning; keep JVM logging off stdout either way.
            java_options += f" -XX:AOTCache={self.aot_cache} -Xlog:disable -Xlog:all=warning:stderr"
        env.update({
            "JIREE_CUDA_LIBRARY": self.cuda,
            "JIREE_NCCL_LIBRARY": self.nccl,
            "JIREE_CUDA_STANDIN_DEVICES": "4",
            "JDK_JAVA_OPTIONS": java_options,
        })
        if self.tmp:
            env["TMPDIR"] = self.tmp
            env["JDK_JAVA_OPTIONS"] += f" -Djava.io.tmpdir={self.tmp}"
        env.update(extra)
        return env

    def jars(self):
        return glob.glob(os.path.join(self.repo, "tools", "target", "lib", "*.jar"))

    def jars_newer_than(self, path):
        stamp = os.path.getmtime(path)
        return any(os.path.getmtime(j) > stamp for j in self.jars())

    def make_aot_cache(self):
        """Trains the AOT cache on one single-rank collective run (which also proves a rank runs)."""
        if os.path.isfile(self.aot_cache):
            os.unlink(self.aot_cache)
        env = self.env(IREE_SPMD_NPROCS="1", IREE_SPMD_PROCID="0", NCCL_COMM_ID=f"127.0.0.1:{free_port()}")
        env["JDK_JAVA_OPTIONS"] = f"{self.java_options()} -XX:AOTCacheOutput={self.aot_cache}"
        argv = self.run_all_reduce(0)
        code, out, err = self.finish(self.start(argv, env), time.monotonic() + RUN_DEADLINE_S, "AOT training run")
        if code != 0 or "4xf32=1 2 3 4" not in out:
            raise Failure(f"a single-rank run of all_reduce_sum_f32 failed (exit {code}):\n{out}{err}")
        if not os.path.isfile(self.aot_cache):
            print("note: no AOT cache was written; ranks start without one")

    def check_runnable(self):
        jars = glob.glob(os.path.join(self.repo, "tools", "target", "lib", "jiree-tools-*.jar"))
        if not os.access(self.jiree, os.X_OK):
            raise Failure(f"{self.jiree} is missing or not executable")
        if not jars:
            raise Failure("bin/jiree is not built (no tools/target/lib/jiree-tools-*.jar); build it first with "
                          f"'mvn -B -DskipTests package -pl tools -am' in {self.repo} (bin/test runs Maven "
                          "before ctest)")
        for lib in (self.cuda, self.nccl):
            if not os.path.isfile(lib):
                raise Failure(f"stand-in {lib} is not built; run 'cmake --build {self.build}'")

    # ---- processes ----

    def start(self, argv, env, **kw):
        return subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True, cwd=self.repo, **kw)

    def finish(self, proc, deadline, what):
        """(exit code, stdout, stderr); kills the process group once the deadline passed."""
        try:
            try:
                out, err = proc.communicate(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                state = session_report(proc.pid)
                kill_group(proc)
                out, err = proc.communicate()
                raise Failure(f"{what} did not finish in time (killed); stdout:\n{out.decode(errors='replace')}"
                              f"\nstderr:\n{err.decode(errors='replace')}\n{state}")
        finally:
            self.sweep()
        return proc.returncode, out.decode("utf-8", errors="replace"), err.decode("utf-8", errors="replace")

    def sweep(self):
        """Removes what MPICH left of jobs that ended (a killed or failing rank), as they end."""
        if self.since is not None:
            leftovers.sweep(self.since)

    # ---- checks ----

    def expected(self, run):
        with open(os.path.join(self.repo, run["expected_output"]), encoding="utf-8") as f:
            return f.read()

    def compare(self, label, rank, code, out, err, run):
        want = self.expected(run)
        problems = []
        if code != run["expected_exit_code"]:
            problems.append(f"exit code {code}, expected {run['expected_exit_code']}")
        if out != want:
            problems.append(f"stdout differs\n--- expected ({run['expected_output']})\n{want}--- got\n{out}")
        if problems:
            raise Failure(f"{label} rank {rank}: " + "; ".join(problems) + f"\n--- stderr\n{err}")

    def run_launch(self, label, vmfb, function, rank_run):
        """All ranks through `jiree launch --trace_file`, each rank's stdout checked against the
        manifest and the job's merged timeline checked (check_merged_trace)."""
        trace_dir = tempfile.mkdtemp(prefix="jiree-e2e-trace-")
        try:
            trace = os.path.join(trace_dir, "job.json")
            before = time.monotonic_ns()
            code, out, err = self.launch(label, vmfb, function, rank_run, ["--trace_file", trace])
            window = (before, time.monotonic_ns())
            outs = split_ranks(out, rank_run["ranks"])
            for r in rank_run["per_rank"]:
                self.compare(f"{label} via launch", r["rank"], code, outs[r["rank"]], err, r)
            skew = check_merged_trace(f"{label} via launch", trace, rank_run["ranks"], window)
        finally:
            shutil.rmtree(trace_dir, ignore_errors=True)
        print(f"ok   {label}: {rank_run['ranks']} rank(s) via jiree launch; {skew}")

    def launch(self, label, vmfb, function, rank_run, launch_flags=()):
        """All ranks through `jiree launch`; per-rank inputs go through this script as the rank program."""
        n = rank_run["ranks"]
        per_rank = sorted(rank_run["per_rank"], key=lambda r: r["rank"])
        devices = ",".join(str(i) for i in range(n))
        if all(not r["inputs"] for r in per_rank):
            argv = [self.jiree, "launch", "--nprocs", str(n), "--devices", devices, *launch_flags, "--",
                    "run-module", f"--module={vmfb}", f"--function={function}"]
            spec_path = None
        else:
            spec = {"jiree": self.jiree, "module": vmfb, "function": function,
                    "inputs": [r["inputs"] for r in per_rank]}
            fd, spec_path = tempfile.mkstemp(prefix="jiree-e2e-", suffix=".json")
            with os.fdopen(fd, "w") as f:
                json.dump(spec, f)
            argv = [self.jiree, "launch", "--exec", "--nprocs", str(n), "--devices", devices, *launch_flags, "--",
                    sys.executable, os.path.abspath(__file__), "rank-exec", spec_path]
        try:
            proc = self.start(argv, self.env())
            code, out, err = self.finish(proc, time.monotonic() + RUN_DEADLINE_S, f"{label} (launch)")
        finally:
            if spec_path:
                os.unlink(spec_path)
        return code, out, err

    def run_raw(self, label, vmfb, function, rank_run, mpirun=False):
        """Each rank as the seed's command line: IREE_SPMD_* and NCCL_COMM_ID, --device=cuda://i. With
        mpirun, the variables Open MPI's mpirun exports instead, and the path-less --device=cuda
        (the node-local rank picks the GPU)."""
        n = rank_run["ranks"]
        comm = f"127.0.0.1:{free_port()}"
        procs = []
        for r in sorted(rank_run["per_rank"], key=lambda r: r["rank"]):
            if mpirun:
                env = self.env(NCCL_COMM_ID=comm, OMPI_COMM_WORLD_SIZE=str(n), OMPI_COMM_WORLD_RANK=str(r["rank"]),
                               OMPI_COMM_WORLD_LOCAL_RANK=str(r["rank"]))
                device = "--device=cuda"
            else:
                env = self.env(NCCL_COMM_ID=comm, **r["env"])
                device = f"--device=cuda://{r['rank']}"
            argv = [self.jiree, "run-module", device, f"--module={vmfb}", f"--function={function}", *r["inputs"]]
            procs.append((r, self.start(argv, env)))
        deadline = time.monotonic() + RUN_DEADLINE_S
        results = []
        try:
            for r, p in procs:
                results.append((r, *self.finish(p, deadline, f"{label} rank {r['rank']}")))
        finally:
            for _, p in procs:
                kill_group(p)
        how = "mpirun-style environment and --device=cuda" if mpirun else "per-rank run-module command lines"
        for r, code, out, err in results:
            self.compare(f"{label} via {how}", r["rank"], code, out, err, r)
        print(f"ok   {label}: {n} rank(s) via {how}")

    # ---- test cases ----

    def module(self, target, name):
        entry = next((e for t, m, e in self.entries() if t == target and m == name), None)
        if entry is None:
            raise Failure(f"no {target} module {name} with rank runs in test-modules/manifest.json")
        vmfb = os.path.join(self.repo, entry["vmfb"])
        with open(vmfb, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        if digest != entry["sha256"]:
            raise Failure(f"{entry['vmfb']} has sha256 {digest} but the manifest records {entry['sha256']}; "
                          "rebuild the test modules (test-modules/build)")
        all_counts = target == PRIMARY_TARGET or os.environ.get("JIREE_E2E_ALL_COUNTS", "") not in ("", "0")
        for f in entry["functions"]:
            runs = f.get("rank_runs", [])
            if not all_counts and any(r["ranks"] == 2 for r in runs):
                skipped = [str(r["ranks"]) for r in runs if r["ranks"] != 2]
                if skipped:
                    print(f"note {target} {name}: {', '.join(skipped)} rank(s) run for {PRIMARY_TARGET} only "
                          "(JIREE_E2E_ALL_COUNTS=1 runs them here too)")
                runs = [r for r in runs if r["ranks"] == 2]
            for rank_run in runs:
                label = f"{target} {name} @{f['name']} n={rank_run['ranks']}"
                self.run_launch(label, vmfb, f["name"], rank_run)
                if name.endswith("_seed"):
                    self.run_raw(label, vmfb, f["name"], rank_run)
                    if target == PRIMARY_TARGET:
                        self.run_raw(label, vmfb, f["name"], rank_run, mpirun=True)
                if target == PRIMARY_TARGET:
                    # Under the real mpiexec without NCCL_COMM_ID: rank 0's NCCL id goes out by MPI_Bcast.
                    self.run_mpi(label, vmfb, f["name"], rank_run, device="cuda")

    def killed_rank(self):
        """Ranks 0 and 2 are jiree, rank 1 joins the communicator, never enters the collective and is
        SIGKILLed while the others wait in it: both must exit non-zero at once with an error naming
        the collective and the lost peer."""
        self.peer_failure(kill=True)

    def hung_rank(self, repeat=1):
        """As killed_rank, but rank 1 stays alive and silent: with --collective_timeout=2s the others
        must give up the all-reduce within 2 s + 1 s of entering it (both times from their flight
        recorders) and exit non-zero soon after, with a flight-recorder table naming it; `repeat`
        runs, every one must pass."""
        for i in range(repeat):
            self.peer_failure(kill=False, run=f" (run {i + 1} of {repeat})" if repeat > 1 else "")

    def peer_failure(self, kill, run=""):
        if not os.access(self.idle_rank, os.X_OK):
            raise Failure(f"{self.idle_rank} is not built; run 'cmake --build {self.build}'")
        comm = f"127.0.0.1:{free_port()}"
        timeout_s = SHORT_TIMEOUT_MS / 1000 if kill else HUNG_TIMEOUT_S
        # Only jiree's own deadline ends the hung case: the stand-in, like NCCL, waits as long as it takes.
        recorder = tempfile.mkdtemp(prefix="jiree-e2e-recorder-")
        common = {"IREE_SPMD_NPROCS": "3", "NCCL_COMM_ID": comm, "JIREE_FLIGHT_RECORDER_DIR": recorder}
        survivors = []
        for rank in (0, 2):
            argv = self.run_all_reduce(rank, f"--collective_timeout={timeout_s:g}s")
            survivors.append((rank, self.start(argv, self.env(IREE_SPMD_PROCID=str(rank), **common))))
        peer = self.start([self.idle_rank], self.env(IREE_SPMD_PROCID="1", **common))
        what = ("killed" if kill else "hung") + " peer" + run
        try:
            joined = read_line(peer, time.monotonic() + RUN_DEADLINE_S)
            if joined != "joined":
                raise Failure(f"the idle rank did not join the communicator: {joined!r}; stderr:\n"
                              f"{peer.stderr.read().decode(errors='replace')}")
            if kill:
                time.sleep(1.0)  # the jiree ranks are now past initialization, waiting in the all-reduce
                os.killpg(peer.pid, signal.SIGKILL)
                peer.wait()
            since = time.monotonic()
            since_wall = time.time()
            # Killed: noticed at once. Hung: the timeout, plus start-up slack on a busy machine.
            limit = 10 if kill else timeout_s + 30
            for rank, (code, out, err, exited) in zip((0, 2), finish_together([p for _, p in survivors],
                                                                             since + limit, what)):
                if code == 0:
                    raise Failure(f"rank {rank} exited 0 beside a {what}:\n{out}{err}")
                status = last_line(err)
                if not re.match(r"[A-Z_]+; ", status) or "all_reduce" not in status:
                    raise Failure(f"rank {rank} beside a {what}: no status line naming the all_reduce:\n{err}")
                if kill and "rank 1" not in status:
                    raise Failure(f"rank {rank}: the error does not name the lost rank 1:\n{err}")
                if kill:
                    print(f"ok   {what}: rank {rank} exited {code} {exited - since_wall:.1f}s later: {status}")
                    continue
                if not status.startswith("DEADLINE_EXCEEDED; ") or "flight recorder: " not in status:
                    raise Failure(f"rank {rank}: not a DEADLINE_EXCEEDED naming its flight recorder:\n{err}")
                if "rank 1 never arrived at #1" not in status:
                    raise Failure(f"rank {rank}: the error does not name rank 1 as the one that never arrived:\n{err}")
                entered, ended, row = self.stuck_collective(os.path.join(recorder, f"rank{rank}.tsv"), rank)
                # The deadline is the rank's own decision; the exit after it is process teardown,
                # which a loaded machine stretches (3.0 s instead of 2.4 s at load 8 on 2 cores).
                if ended - entered > timeout_s + 1.0:
                    raise Failure(f"rank {rank} gave up the all-reduce {ended - entered:.2f}s after it entered it; "
                                  f"the limit is {timeout_s:g}s + 1s:\n{err}")
                if exited - ended > EXIT_SLACK_S:
                    raise Failure(f"rank {rank} exited {exited - ended:.2f}s after it gave up the all-reduce; "
                                  f"the limit is {EXIT_SLACK_S:g}s:\n{err}")
                print(f"ok   {what}: rank {rank} gave up {ended - entered:.2f}s after entering "
                      f"{' '.join(row[:6])}, exited {code} {exited - ended:.2f}s later")
        finally:
            kill_group(peer)
            for _, p in survivors:
                kill_group(p)
            shutil.rmtree(recorder, ignore_errors=True)

    @staticmethod
    def stuck_collective(path, rank):
        """(when it was entered, when it failed, row) of the all-reduce the flight-recorder table of rank shows failed."""
        try:
            with open(path, encoding="utf-8") as f:
                lines = f.read().splitlines()
        except OSError as e:
            raise Failure(f"rank {rank} left no flight-recorder table: {e}")
        if not lines or lines[0] != "# jiree flight recorder 1":
            raise Failure(f"{path} is not a flight-recorder table:\n" + "\n".join(lines[:5]))
        header = dict(l.split("\t", 1) for l in lines[1:] if l and not l.startswith("#"))
        if "rank 1 never arrived" not in header.get("reason", ""):
            raise Failure(f"{path}: the dump's reason does not name rank 1 as the one that never arrived:\n"
                          + "\n".join(lines[:8]))
        if header.get("rank") != str(rank) or header.get("ranks") != "3":
            raise Failure(f"{path}: header says rank {header.get('rank')} of {header.get('ranks')}, expected {rank} of 3")
        rows = [l.split("\t") for l in lines[lines.index(next(l for l in lines if l.startswith("# channel"))) + 1:]]
        stuck = [r for r in rows if r[2] == "all_reduce" and r[6] == "failed"]
        if len(stuck) != 1 or stuck[0][:6] != ["default", "1", "all_reduce", "f32", "4", "sum"]:
            raise Failure(f"{path}: expected one failed all_reduce f32[4] sum #1 on channel default:\n"
                          + "\n".join(lines))
        return int(stuck[0][7]) / 1e6, int(stuck[0][9]) / 1e6, stuck[0]

    def never_started(self):
        """Ranks 0 and 2 of 3 start, rank 1 never does: both report, within the collective timeout
        plus a second, that rank 1 did not join."""
        common = {"IREE_SPMD_NPROCS": "3", "NCCL_COMM_ID": f"127.0.0.1:{free_port()}"}
        procs = []
        for rank in (0, 2):
            argv = self.run_all_reduce(rank, f"--collective_timeout={HUNG_TIMEOUT_S:g}s")
            procs.append((f"rank {rank} beside a rank that never started", "rank 1 of 3 did not join",
                          self.start(argv, self.env(IREE_SPMD_PROCID=str(rank), **common))))
        self.expect_refusals(procs)

    def rank_mismatch(self):
        """Ranks started with different rank counts, or two with the same index: every one of them
        says so, naming both values."""
        procs = []
        comm = f"127.0.0.1:{free_port()}"
        for rank, nprocs in ((0, 2), (1, 3)):
            argv = self.run_all_reduce(rank, "--collective_timeout=20s")
            procs.append((f"rank {rank} started with IREE_SPMD_NPROCS={nprocs}", "with 2 ranks, rank 1",
                          self.start(argv, self.env(IREE_SPMD_PROCID=str(rank), IREE_SPMD_NPROCS=str(nprocs),
                                                    NCCL_COMM_ID=comm))))
        comm = f"127.0.0.1:{free_port()}"
        for device, rank in ((0, 0), (1, 1), (2, 1)):
            argv = self.run_all_reduce(device, "--collective_timeout=20s")
            procs.append((f"process {device} started as rank {rank} of 3", "rank 1 is used twice",
                          self.start(argv, self.env(IREE_SPMD_PROCID=str(rank), IREE_SPMD_NPROCS="3",
                                                    NCCL_COMM_ID=comm))))
        self.expect_refusals(procs)

    def bad_env(self):
        vmfb = self.all_reduce("cuda-sm80")
        port = free_port()
        cases = [
            ("IREE_SPMD_NPROCS=abc", {"IREE_SPMD_NPROCS": "abc", "IREE_SPMD_PROCID": "0",
                                       "NCCL_COMM_ID": f"127.0.0.1:{port}"}, "IREE_SPMD_NPROCS"),
            ("IREE_SPMD_PROCID out of range", {"IREE_SPMD_NPROCS": "2", "IREE_SPMD_PROCID": "2",
                                                "NCCL_COMM_ID": f"127.0.0.1:{port}"}, "IREE_SPMD_PROCID"),
            ("IREE_SPMD_PROCID=-1", {"IREE_SPMD_NPROCS": "2", "IREE_SPMD_PROCID": "-1",
                                     "NCCL_COMM_ID": f"127.0.0.1:{port}"}, "IREE_SPMD_PROCID"),
            ("IREE_SPMD_PROCID missing", {"IREE_SPMD_NPROCS": "2", "NCCL_COMM_ID": f"127.0.0.1:{port}"},
             "IREE_SPMD_PROCID"),
            ("NCCL_COMM_ID without a port", {"IREE_SPMD_NPROCS": "1", "IREE_SPMD_PROCID": "0",
                                              "NCCL_COMM_ID": "127.0.0.1"}, "NCCL_COMM_ID"),
            ("NCCL_COMM_ID with a bad port", {"IREE_SPMD_NPROCS": "1", "IREE_SPMD_PROCID": "0",
                                              "NCCL_COMM_ID": "127.0.0.1:99999"}, "NCCL_COMM_ID"),
            # mpirun's node-local rank picks the GPU of --device=cuda; there are only 4 stand-in GPUs.
            ("OMPI_COMM_WORLD_LOCAL_RANK beyond the GPUs", {"OMPI_COMM_WORLD_SIZE": "8", "OMPI_COMM_WORLD_RANK": "7",
                                                            "OMPI_COMM_WORLD_LOCAL_RANK": "7",
                                                            "NCCL_COMM_ID": f"127.0.0.1:{port}",
                                                            "device": "cuda"}, "node-local rank"),
        ]
        self.expect_failures(vmfb, cases)

    def nccl_missing(self):
        vmfb = self.all_reduce("cuda-sm80")
        missing = os.path.join(self.build, "e2e", "no-such-dir", "libnccl.so.2")
        cases = [("JIREE_NCCL_LIBRARY naming nothing",
                  {"IREE_SPMD_NPROCS": "1", "IREE_SPMD_PROCID": "0", "NCCL_COMM_ID": f"127.0.0.1:{free_port()}",
                   "JIREE_NCCL_LIBRARY": missing}, "UNAVAILABLE")]
        self.expect_failures(vmfb, cases)

    def expect_failures(self, vmfb, cases):
        """Each case runs at once (they fail before any rendezvous): exit non-zero, a one-line status on
        stderr containing the needle, no Java stack trace."""
        procs = []
        for what, extra, needle in cases:
            extra = dict(extra)
            device = extra.pop("device", "cuda://0")
            argv = [self.jiree, "run-module", f"--device={device}", f"--module={vmfb}", "--function=main",
                    "--input=4xf32=1,2,3,4"]
            procs.append((what, needle, self.start(argv, self.env(JIREE_NCCL_TIMEOUT_MS=str(SHORT_TIMEOUT_MS),
                                                                   **extra))))
        self.expect_refusals(procs)

    def expect_refusals(self, procs):
        """(what, needle, process) triples that must each exit non-zero within the run deadline with a
        one-line status on stderr naming the needle, and no Java stack trace."""
        deadline = time.monotonic() + RUN_DEADLINE_S
        failures = []
        for what, needle, p in procs:
            code, out, err = self.finish(p, deadline, what)
            if code == 0:
                failures.append(f"{what}: exited 0\n{out}{err}")
            elif needle not in err or "Exception" in err or "\tat " in err:
                failures.append(f"{what}: exit {code}, but stderr does not name {needle} in a status line:\n{err}")
            else:
                print(f"ok   {what}: exit {code}: {last_line(err)}")
        if failures:
            raise Failure("\n".join(failures))

    # ---- CPU ranks over MPI ----

    def run_mpi(self, label, vmfb, function, rank_run, timeout_ms=None, device="local-task", trace=False):
        """Every rank of one run under mpiexec (one -n 1 part per rank, each with its inputs), each
        rank's stdout checked against the manifest. With device "cuda" the ranks are GPU ranks on the
        stand-ins whose NCCL channel is bootstrapped over MPI (no NCCL_COMM_ID; the node-local rank
        picks the GPU). With trace, each rank writes its timeline (JIREE_TRACE_DIR) and
        `jiree trace-merge` merges them; the merged timeline is checked (check_merged_trace)."""
        if trace:
            trace_dir = tempfile.mkdtemp(prefix="jiree-e2e-trace-")
            try:
                ranks_dir = os.path.join(trace_dir, "ranks")
                os.mkdir(ranks_dir)
                before = time.monotonic_ns()
                self.run_mpi_once(label, vmfb, function, rank_run, timeout_ms, device,
                                  extra_env={"JIREE_TRACE_DIR": ranks_dir})
                window = (before, time.monotonic_ns())
                merged = os.path.join(trace_dir, "job.json")
                code, out, err = self.finish(self.start([self.jiree, "trace-merge", f"--output={merged}", ranks_dir],
                                                        self.env()), time.monotonic() + RUN_DEADLINE_S,
                                             f"{label} (trace-merge)")
                if code != 0:
                    raise Failure(f"{label}: jiree trace-merge exited {code}\n{err}")
                skew = check_merged_trace(f"{label} via mpiexec", merged, rank_run["ranks"], window)
            finally:
                shutil.rmtree(trace_dir, ignore_errors=True)
            print(f"ok   {label}: the merged timeline of mpiexec's {rank_run['ranks']} rank(s); {skew}")
            return
        self.run_mpi_once(label, vmfb, function, rank_run, timeout_ms, device)

    def run_mpi_once(self, label, vmfb, function, rank_run, timeout_ms=None, device="local-task", extra_env=None):
        argv = [self.mpiexec(), "-prepend-pattern", "[rank %r] "]
        for r in sorted(rank_run["per_rank"], key=lambda r: r["rank"]):
            if r["rank"] > 0:
                argv.append(":")
            argv += ["-n", "1", self.jiree, "run-module", f"--device={device}", f"--module={vmfb}",
                     f"--function={function}", *r["inputs"]]
        env = self.env() if timeout_ms is None else self.env(JIREE_MPI_TIMEOUT_MS=str(timeout_ms))
        env.update(extra_env or {})
        code, out, err = self.finish(self.start(argv, env), time.monotonic() + RUN_DEADLINE_S, f"{label} (mpiexec)")
        outs = split_ranks(out, rank_run["ranks"])
        for r in rank_run["per_rank"]:
            self.compare(f"{label} via mpiexec ({device})", r["rank"], code, outs[r["rank"]], err, r)
        how = "mpiexec" if device == "local-task" else f"mpiexec, --device={device}, NCCL bootstrapped over MPI"
        print(f"ok   {label}: {rank_run['ranks']} rank(s) via {how}")

    def mpi_module(self, target, name):
        entry = next((e for t, m, e in self.cpu_entries() if t == target and m == name), None)
        if entry is None:
            raise Failure(f"no {target} module {name} with rank runs in test-modules/manifest.json")
        vmfb = os.path.join(self.repo, entry["vmfb"])
        for f in entry["functions"]:
            runs = f.get("rank_runs", [])
            # The run on the fewest ranks above one also records and merges the ranks' timelines.
            traced = min((r["ranks"] for r in runs if r["ranks"] > 1), default=None)
            for rank_run in runs:
                label = f"{target} {name} @{f['name']} n={rank_run['ranks']}"
                self.run_mpi(label, vmfb, f["name"], rank_run, trace=rank_run["ranks"] == traced)
                if name.endswith("_seed"):
                    self.mpi_seed(label, vmfb, f["name"], rank_run)
                template = rank_template(rank_run)
                if template is not None and any("{rank}" in a for a in template):
                    self.mpi_launch_template(label, vmfb, f["name"], rank_run, template)

    # ---- ranks on several hosts: the test hosts of cmake-fixtures/e2e/test-hosts ----

    def test_hosts(self):
        return os.path.join(self.repo, "cmake-fixtures", "e2e", "test-hosts")

    def hosts_info(self):
        """The test hosts' bridge and addresses (this checkout's own: test-hosts info)."""
        if not hasattr(self, "_hosts_info"):
            out = subprocess.run([self.test_hosts(), "info"], capture_output=True, text=True, check=True).stdout
            lines = out.split()
            self._hosts_info = (lines[0], lines[1:])
        return self._hosts_info

    def host(self, i):
        """Test host i's address (1-based)."""
        return self.hosts_info()[1][i - 1]

    def hosts_mpiexec(self, per_host):
        """mpiexec starting its proxies on test hosts 1 and 2 through test-hosts (as ssh), with its
        control traffic on the hosts' bridge; per_host ranks on each."""
        return [self.mpiexec(), "-iface", self.hosts_info()[0], "-launcher", "ssh", "-launcher-exec",
                self.test_hosts(), "-hosts", f"{self.host(1)}:{per_host},{self.host(2)}:{per_host}",
                "-prepend-pattern", "[rank %r] "]

    def hosts_mpi_module(self, target, name):
        entry = next((e for t, m, e in self.cpu_entries() if t == target and m == name), None)
        if entry is None:
            raise Failure(f"no {target} module {name} with rank runs in test-modules/manifest.json")
        vmfb = os.path.join(self.repo, entry["vmfb"])
        ran = 0
        for f in entry["functions"]:
            for rank_run in f.get("rank_runs", []):
                n = rank_run["ranks"]
                if n not in (2, 4):
                    continue
                label = f"{target} {name} @{f['name']} n={n} on 2 hosts"
                argv = self.hosts_mpiexec(n // 2)
                for r in sorted(rank_run["per_rank"], key=lambda r: r["rank"]):
                    if r["rank"] > 0:
                        argv.append(":")
                    argv += ["-n", "1", self.jiree, "run-module", "--device=local-task", f"--module={vmfb}",
                             f"--function={f['name']}", *r["inputs"]]
                code, out, err = self.finish(self.start(argv, self.env()), time.monotonic() + RUN_DEADLINE_S, label)
                outs = split_ranks(out, n)
                for r in rank_run["per_rank"]:
                    self.compare(label, r["rank"], code, outs[r["rank"]], err, r)
                print(f"ok   {label}: {n // 2} rank(s) on each of 2 hosts via mpiexec")
                ran += 1
        if ran == 0:
            raise Failure(f"{target} {name} has no 2- or 4-rank run to place on two hosts")

    def hosts_nccl_module(self, target, name):
        """The CUDA module's 2- and 4-rank runs as the seed's per-rank command lines on two test hosts
        (the stand-ins), NCCL_COMM_ID at host 1's address: the rendezvous and the collectives cross
        hosts."""
        entry = next((e for t, m, e in self.entries() if t == target and m == name), None)
        if entry is None:
            raise Failure(f"no {target} module {name} with rank runs in test-modules/manifest.json")
        vmfb = os.path.join(self.repo, entry["vmfb"])
        ran = 0
        for f in entry["functions"]:
            for rank_run in f.get("rank_runs", []):
                n = rank_run["ranks"]
                if n not in (2, 4):
                    continue
                per_host = n // 2
                label = f"{target} {name} @{f['name']} n={n} on 2 hosts"
                comm = f"{self.host(1)}:{free_port()}"
                procs = []
                for r in sorted(rank_run["per_rank"], key=lambda r: r["rank"]):
                    host = self.host(r["rank"] // per_host + 1)
                    argv = [self.jiree, "run-module", f"--device=cuda://{r['rank'] % per_host}", f"--module={vmfb}",
                            f"--function={f['name']}", *r["inputs"]]
                    procs.append((r, self.start([self.test_hosts(), host, shlex.join(argv)],
                                                self.env(NCCL_COMM_ID=comm, **r["env"]))))
                deadline = time.monotonic() + RUN_DEADLINE_S
                results = []
                try:
                    for r, p in procs:
                        results.append((r, *self.finish(p, deadline, f"{label} rank {r['rank']}")))
                finally:
                    for _, p in procs:
                        kill_group(p)
                for r, code, out, err in results:
                    self.compare(label, r["rank"], code, out, err, r)
                print(f"ok   {label}: {per_host} rank(s) on each of 2 hosts, NCCL_COMM_ID={comm}")
                ran += 1
        if ran == 0:
            raise Failure(f"{target} {name} has no 2- or 4-rank run to place on two hosts")

    def hosts_launch(self):
        """`jiree launch --hosts`: the ranks where --hosts puts them (their host names), the seed's
        all_gather on CPU ranks (2 and 4 over two hosts) and on GPU ranks on the stand-ins (NCCL's id
        over MPI, and at --nccl_comm_id on host 1), each rank's lines checked; and what it refuses."""
        bridge, _ = self.hosts_info()
        h1, h2 = self.host(1), self.host(2)
        env = self.env(HYDRA_LAUNCHER="ssh", HYDRA_LAUNCHER_EXEC=self.test_hosts(), HYDRA_IFACE=bridge,
                       JIREE_MPIEXEC=self.mpiexec())

        def launch(label, flags, command, exec_=False):
            argv = [self.jiree, "launch", *(["--exec"] if exec_ else []), *flags, "--", *command]
            return self.finish(self.start(argv, env), time.monotonic() + RUN_DEADLINE_S, label)

        code, out, err = launch("placement", ["--nprocs", "4", "--hosts", f"{h1}:2,{h2}:2"], ["hostname"], True)
        names = sorted(out.splitlines())
        want = sorted(f"[rank {r}] {bridge.replace('-br', '-h')}{1 + r // 2}" for r in range(4))
        if code != 0 or names != want:
            raise Failure(f"jiree launch --hosts {h1}:2,{h2}:2: exit {code}, ranks ran on\n{out}(expected {want})\n{err}")
        print(f"ok   jiree launch --hosts {h1}:2,{h2}:2: ranks 0 and 1 on host 1, 2 and 3 on host 2")

        runs = [("llvm-cpu", "--device=local-task", [])]
        runs += [("cuda-sm80", "--device=cuda", []),
                 ("cuda-sm80", "--device=cuda", ["--nccl_comm_id", f"{h1}:{free_port()}"])]
        for target, device, extra in runs:
            entry = next(e for e in self.manifest()["modules"]
                         if e["target"] == target and e["name"] == "collective/all_gather_seed")
            vmfb = os.path.join(self.repo, entry["vmfb"])
            f = entry["functions"][0]
            for rank_run in f["rank_runs"]:
                n = rank_run["ranks"]
                if n not in (2, 4):
                    continue
                placement = f"{h1}:{n // 2},{h2}:{n // 2}"
                label = f"{target} seed n={n} via jiree launch --hosts {placement} {' '.join(extra)}".rstrip()
                code, out, err = launch(label, ["--nprocs", str(n), "--hosts", placement, *extra],
                                        ["run-module", device, f"--module={vmfb}", f"--function={f['name']}"])
                outs = split_ranks(out, n)
                for r in rank_run["per_rank"]:
                    self.compare(label, r["rank"], code, outs[r["rank"]], err, r)
                print(f"ok   {label}")

        refusals = [
            (["--nccl_comm_id", "127.0.0.1:29500"], "is a loopback address"),
            (["--devices", "0,1"], "with --hosts give the ranks --device=cuda"),
        ]
        for flags, needle in refusals:
            code, out, err = launch(f"refusal {flags}", ["--nprocs", "2", "--hosts", f"{h1}:1,{h2}:1", *flags],
                                    ["run-module", "--device=cuda", "--module=none.vmfb", "--function=main"])
            if code == 0 or "INVALID_ARGUMENT" not in err or needle not in err:
                raise Failure(f"jiree launch --hosts {' '.join(flags)}: exit {code}, expected INVALID_ARGUMENT "
                              f"saying '{needle}':\n{out}{err}")
            print(f"ok   jiree launch --hosts {' '.join(flags)} refused: {last_line(err)[:120]}")

        # A hung rank on host 2: the report, made from the dumps the ranks on host 1 printed (no
        # shared file system), names it and its host.
        vmfb = self.all_reduce("llvm-cpu")
        hung = mpi_peer_joining(3) + "time.sleep(600)\n"
        program = (f'if [ "$PMI_RANK" = 2 ]; then exec {shlex.quote(sys.executable)} -c {shlex.quote(hung)} '
                   f'{shlex.quote(self.mpi_library())}; fi; exec {shlex.quote(self.jiree)} run-module '
                   f'--device=local-task --module={shlex.quote(vmfb)} --function=main --input=4xf32=1,2,3,4 '
                   f'--collective_timeout={HUNG_TIMEOUT_S:g}s')
        host1_name = bridge.replace("-br", "-h1")
        for attempt in range(1, 4):
            label = f"a hung rank on host 2 under jiree launch --hosts (run {attempt} of 3)"
            since = time.monotonic()
            code, out, err = self.finish(
                self.start([self.jiree, "launch", "--exec", "--nprocs", "3", "--hosts", f"{h1}:2,{h2}:1", "--",
                            "sh", "-c", program], env), since + 60, label)
            took = time.monotonic() - since
            lines = [l.strip() for l in err.splitlines()]
            remove_launch_dumps(err)
            want = [f"rank 2 (on {h2}) left no record", f"on {host1_name})"]
            # The first of ranks 0 and 1 to time out ends the job: the other has a record only when it
            # reached its own timeout before that, which it does unless it entered the all_reduce later
            # by more than the job's end takes (a loaded machine). Either way the report names rank 2.
            recorded = [r for r in (0, 1) if any(l.startswith(f"rank {r} (pid ") for l in lines)]
            if len(recorded) == 2:
                want += ["ranks 0, 1 failed in all_reduce f32[4] sum #1 on channel default",
                         "rank 2 left no record, so it is the one they waited for"]
                note = ""
            else:
                first, late = (recorded[0], 1 - recorded[0]) if recorded else (0, 1)
                want += [f"rank {first} failed in all_reduce f32[4] sum #1 on channel default",
                         f"ranks {late}, 2 left no record, so they are the ones they waited for"]
                note = f" (rank {late} was ended with the job before its own timeout)"
            missing = [w for w in want if not any(w in l for l in lines)]
            if code == 0 or "flight recorder of 3 ranks:" not in lines or missing or \
                    any(l.startswith("[rank") and FLIGHT_STREAM_PREFIX in l for l in lines):
                raise Failure(f"{label}: exit {code} after {took:.1f} s; the report lacks {missing}:\n{err}")
            print(f"ok   {label}: exit {code} after {took:.1f} s; the report names rank 2 on {h2}{note}")

    def hosts_failures(self, repeat=3):
        """all_reduce with rank 0 on host 1 and a peer on host 2 that fails: is killed (mpiexec names
        its host), fails on a bad input (rank 0 ends with the job, naming the peer's status), hangs
        without entering the collective (rank 0 fails after the collective timeout naming the
        all_reduce), or is cut off (host 2's link goes down while both run all_reduce after
        all_reduce). Every job ends in time, non-zero; each case runs `repeat` times."""
        for attempt in range(1, repeat + 1):
            self.hosts_failures_once(f" (run {attempt} of {repeat})")
            self.hosts_cut_off(f" (run {attempt} of {repeat})")

    def hosts_cut_off(self, run_note):
        """Rank 0 on host 1 and rank 1 on host 2 calling all_reduce in a loop (benchmark-module);
        host 2's link goes down (a cable pulled). Rank 0 fails within the collective timeout and a
        grace, naming the all_reduce; rank 1, cut off, ends by itself as well; the job ends."""
        vmfb = self.all_reduce("llvm-cpu")
        bench = [self.jiree, "benchmark-module", "--device=local-task", f"--module={vmfb}", "--function=main",
                 "--input=4xf32=1,2,3,4", "--benchmark_min_time=600s"]
        argv = self.hosts_mpiexec(1) + ["-n", "2", *bench]
        env = self.env(JIREE_COLLECTIVE_TIMEOUT=f"{HUNG_TIMEOUT_S:g}s")
        proc = self.start(argv, env)
        try:
            # The ranks are in their loop once both hosts run a JVM for a while.
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and not all(self.host_runs_java(i) for i in (1, 2)):
                time.sleep(0.2)
            if not all(self.host_runs_java(i) for i in (1, 2)):
                raise Failure(f"cut off{run_note}: the ranks did not start on both hosts")
            time.sleep(3)
            subprocess.run([self.test_hosts(), "link", self.host(2), "down"], check=True)
            cut = time.monotonic()
            # Rank 0: the timeout, MPI_Abort's grace and a JVM's exit; rank 1 likewise on its own.
            bound = HUNG_TIMEOUT_S + 3 + 6
            ended = {}
            while time.monotonic() - cut < bound and len(ended) < 2:
                for i in (1, 2):
                    if i not in ended and not self.host_runs_java(i):
                        ended[i] = time.monotonic() - cut
                time.sleep(0.1)
            code, out, err = self.finish(proc, cut + 60, f"cut off{run_note}")
        finally:
            subprocess.run([self.test_hosts(), "link", self.host(2), "up"], check=False)
            kill_group(proc)
        if len(ended) < 2:
            raise Failure(f"host 2 cut off{run_note}: host(s) {sorted({1, 2} - set(ended))} still ran a rank "
                          f"{bound:g} s after the link went down\n{out}{err}")
        needle = "DEADLINE_EXCEEDED; all_reduce f32[4] sum"
        if code == 0 or needle not in out + err:
            raise Failure(f"host 2 cut off{run_note}: exit {code}, without '{needle}':\n{out}{err}")
        print(f"ok   host 2 cut off{run_note}: rank 0 ended {ended[1]:.1f} s and rank 1 {ended[2]:.1f} s after the "
              f"link went down (timeout {HUNG_TIMEOUT_S:g} s); the job exited {code}")

    def host_runs_java(self, i):
        """Whether a JVM runs on test host i."""
        ns = self.hosts_info()[0].replace("-br", f"-h{i}")
        pids = subprocess.run(["ip", "netns", "pids", ns], capture_output=True, text=True).stdout.split()
        return any(processes.command(pid) == "java" for pid in pids)

    def hosts_failures_once(self, run_note):
        vmfb = self.all_reduce("llvm-cpu")
        run = ["run-module", "--device=local-task", f"--module={vmfb}", "--function=main", "--input=4xf32=1,2,3,4"]
        killed = mpi_peer_joining(2) + "time.sleep(2)\nos.kill(os.getpid(), 9)\n"
        hung = mpi_peer_joining(2) + "time.sleep(600)\n"
        bad = [a if not a.startswith("--input=") else "--input=4xf32=1,2,3" for a in run]
        cases = [
            ("killed", [sys.executable, "-c", killed, self.mpi_library()], {}, self.host(2)),
            ("failing", [self.jiree, *bad], {"JIREE_MPI_TIMEOUT_MS": "600000"}, "OUT_OF_RANGE; "),
            ("hung", [sys.executable, "-c", hung, self.mpi_library()],
             {"JIREE_COLLECTIVE_TIMEOUT": f"{HUNG_TIMEOUT_S:g}s"}, "all_reduce f32[4] sum #1 on channel default"),
        ]
        for what, peer, extra, needle in cases:
            argv = self.hosts_mpiexec(1) + ["-n", "1", self.jiree, *run, ":", "-n", "1", *peer]
            since = time.monotonic()
            code, out, err = self.finish(self.start(argv, self.env(**extra)), since + 60,
                                         f"a {what} peer on another host{run_note}")
            took = time.monotonic() - since
            if code == 0 or needle not in out + err:
                raise Failure(f"beside a {what} peer on host 2{run_note}: exit {code} after {took:.1f} s, "
                              f"without '{needle}':\n{out}{err}")
            print(f"ok   a {what} peer on host 2{run_note}: rank 0 on host 1 ended with the job, exit {code}, "
                  f"{took:.1f} s later")

    def mpi_seed(self, label, vmfb, function, rank_run):
        """The seed's own command lines: `mpiexec -n N bin/jiree run-module ...` (output as it comes,
        unprefixed) and `jiree launch --nprocs N -- run-module --device=local-task ...`."""
        n = rank_run["ranks"]
        common = ["run-module", "--device=local-task", f"--module={vmfb}", f"--function={function}"]
        deadline = time.monotonic() + RUN_DEADLINE_S
        code, out, err = self.finish(self.start([self.mpiexec(), "-n", str(n), self.jiree, *common], self.env()),
                                     deadline, f"{label} (plain mpiexec)")
        want = "".join(self.expected(r) for r in sorted(rank_run["per_rank"], key=lambda r: r["rank"]))
        if code != 0 or sorted(out.splitlines()) != sorted(want.splitlines()):
            raise Failure(f"{label} via plain mpiexec: exit {code}; expected the lines of\n{want}--- got\n{out}"
                          f"--- stderr\n{err}")
        print(f"ok   {label}: {n} rank(s) via mpiexec -n {n} bin/jiree run-module")
        self.mpi_launch(label, common, rank_run, "")

    def mpi_launch_template(self, label, vmfb, function, rank_run, template):
        """Ranks whose arguments differ only by their rank number (a per-rank parameter shard) as one
        command line for all: `jiree launch --nprocs N -- run-module --device=local-task ...` with
        `{rank}` in the arguments, which the launcher replaces per rank."""
        self.mpi_launch(label, ["run-module", "--device=local-task", f"--module={vmfb}", f"--function={function}",
                                *template], rank_run, " with {rank} arguments")

    def mpi_launch(self, label, command, rank_run, how):
        """`jiree launch --nprocs N -- <command>` of CPU ranks under mpiexec, each rank's output checked."""
        n = rank_run["ranks"]
        argv = [self.jiree, "launch", "--nprocs", str(n), "--", *command]
        code, out, err = self.finish(self.start(argv, self.env(JIREE_MPIEXEC=self.mpiexec())),
                                     time.monotonic() + RUN_DEADLINE_S, f"{label} (jiree launch{how})")
        outs = split_ranks(out, n)
        for r in rank_run["per_rank"]:
            self.compare(f"{label} via jiree launch{how} (CPU)", r["rank"], code, outs[r["rank"]], err, r)
        print(f"ok   {label}: {n} rank(s) via jiree launch --nprocs {n} -- {' '.join(command[4:]) or '(mpiexec)'}")

    def mpi_failures(self):
        vmfb = self.all_reduce("llvm-cpu")
        run = ["run-module", "--device=local-task", f"--module={vmfb}", "--function=main", "--input=4xf32=1,2,3,4"]
        # Without a launcher, and with bad variables: every rank refuses at once, naming the variable.
        cases = []
        for rank in (0, 1):
            cases.append((f"IREE_SPMD_NPROCS=2 without MPI, rank {rank}",
                          {"IREE_SPMD_NPROCS": "2", "IREE_SPMD_PROCID": str(rank)}, "IREE_SPMD_NPROCS=2"))
        cases += [
            ("IREE_SPMD_NPROCS=abc on a CPU device", {"IREE_SPMD_NPROCS": "abc", "IREE_SPMD_PROCID": "0"},
             "IREE_SPMD_NPROCS=abc"),
            ("IREE_SPMD_PROCID out of range on a CPU device", {"IREE_SPMD_NPROCS": "2", "IREE_SPMD_PROCID": "5"},
             "IREE_SPMD_PROCID=5"),
            ("PMI_SIZE=zero on a CPU device", {"PMI_SIZE": "zero", "PMI_RANK": "0"}, "PMI_SIZE=zero"),
            ("JIREE_MPI_LIBRARY naming nothing under a launcher",
             {"PMI_SIZE": "2", "PMI_RANK": "0",
              "JIREE_MPI_LIBRARY": os.path.join(self.build, "e2e", "no-such-dir", "libmpi_abi.so.1")}, "UNAVAILABLE"),
        ]
        procs = []
        for what, extra, needle in cases:
            procs.append((what, needle, self.start([self.jiree, *run], self.env(**extra))))
        self.expect_refusals(procs)
        self.mpi_hung_peer(run)
        self.mpi_failing_peer(run)
        self.mpi_rank_mismatch(run)

    def mpi_rank_mismatch(self, run):
        """Under mpiexec -n 2, rank 1 started with IREE_SPMD_NPROCS=3: both ranks say so, naming both
        counts, and the job ends."""
        argv = [self.mpiexec(), "-prepend-pattern", "[rank %r] ",
                "-n", "1", "-env", "IREE_SPMD_NPROCS", "2", "-env", "IREE_SPMD_PROCID", "0", self.jiree, *run, ":",
                "-n", "1", "-env", "IREE_SPMD_NPROCS", "3", "-env", "IREE_SPMD_PROCID", "1", self.jiree, *run]
        since = time.monotonic()
        code, out, err = self.finish(self.start(argv, self.env()), since + 60, "MPI ranks disagreeing on the count")
        told = [r for r in (0, 1) if re.search(rf"^\[rank {r}\] INVALID_ARGUMENT; rank 1 was started with "
                                               rf"IREE_SPMD_NPROCS=3 .* as rank 1 of 2", out + err, re.M)]
        if code == 0 or told != [0, 1]:
            raise Failure(f"MPI ranks disagreeing on the count: exit {code}, ranks told: {told}:\n{out}{err}")
        print(f"ok   MPI ranks disagreeing on the count: both told, exit {code}")

    def mpi_hung_peer(self, run):
        """Rank 1 joins the MPI job and never enters the all-reduce: rank 0 fails after the collective
        timeout with DEADLINE_EXCEEDED naming the all_reduce, and the job ends (MPI_Abort)."""
        # It takes part in the start-up exchange of IREE_SPMD_* values (-1: unset) as a jiree rank does
        # (non-blocking: a blocking collective never matches a non-blocking one).
        idle = mpi_peer_joining(2) + "time.sleep(600)\n"
        argv = [self.mpiexec(), "-n", "1", self.jiree, *run, ":", "-n", "1", sys.executable, "-c", idle,
                self.mpi_library()]
        since = time.monotonic()
        code, out, err = self.finish(self.start(argv, self.env(JIREE_COLLECTIVE_TIMEOUT=f"{HUNG_TIMEOUT_S:g}s")),
                                     since + HUNG_TIMEOUT_S + 30, "a rank beside a hung MPI peer")
        took = time.monotonic() - since
        status = next((l for l in err.splitlines() if l.startswith("DEADLINE_EXCEEDED; ")), None)
        if code == 0 or status is None or "all_reduce f32[4] sum #1 on channel default" not in status \
                or "flight recorder: " not in status:
            raise Failure(f"beside a hung MPI peer: exit {code}, no DEADLINE_EXCEEDED status naming the all_reduce:"
                          f"\n{out}{err}")
        dump = status.split("flight recorder: ", 1)[1].split(";", 1)[0].strip()
        if not os.path.isfile(dump):
            raise Failure(f"beside a hung MPI peer: the status names the flight recorder's dump {dump}, which is "
                          f"not there:\n{err}")
        os.unlink(dump)
        print(f"ok   hung MPI peer: the job ended with exit {code} {took:.1f}s later: {status[:160]}...")

    def mpi_failing_peer(self, run):
        """Rank 1 fails before its first collective (a bad input): rank 0, already waiting for it,
        ends at once with the job instead of waiting out the timeout."""
        bad = [a if not a.startswith("--input=") else "--input=4xf32=1,2,3" for a in run]
        argv = [self.mpiexec(), "-n", "1", self.jiree, *run, ":", "-n", "1", self.jiree, *bad]
        since = time.monotonic()
        code, out, err = self.finish(self.start(argv, self.env(JIREE_MPI_TIMEOUT_MS="600000")), since + 60,
                                     "a rank beside a failing MPI peer")
        took = time.monotonic() - since
        if code == 0 or "OUT_OF_RANGE; " not in err:
            raise Failure(f"beside a failing MPI peer: exit {code}, no OUT_OF_RANGE status from rank 1:\n{out}{err}")
        print(f"ok   failing MPI peer: the job ended with exit {code} {took:.1f}s later")


    # ---- jiree launch owning its ranks ----

    def launch_sigterm(self):
        """`jiree launch --nprocs 2` of jiree ranks in a collective benchmark that would run for hours,
        as CPU ranks under mpiexec and as GPU ranks on the stand-ins. SIGTERM to the launcher: it
        exits non-zero within the grace period plus slack, saying it was interrupted, and no process
        it started is left. SIGKILL to the launcher: the jiree ranks notice that it is gone
        (JIREE_LAUNCHER_PID) and exit within a few seconds, taking mpiexec's job with them."""
        cpu = self.all_reduce("llvm-cpu")
        gpu = self.all_reduce("cuda-sm80")
        bench = ["--function=main", "--input=4xf32=1,2,3,4", "--benchmark_min_time=100000000x"]
        runs = [("CPU ranks under mpiexec", ["--", "benchmark-module", "--device=local-task", f"--module={cpu}"]),
                ("GPU ranks on the stand-ins", ["--devices", "0,1", "--", "benchmark-module", f"--module={gpu}"])]
        for what, args in runs:
            self.signal_launcher(what, [self.jiree, "launch", "--nprocs", "2", *args, *bench], signal.SIGTERM)
            self.signal_launcher(what, [self.jiree, "launch", "--nprocs", "2", *args, *bench], signal.SIGKILL)

    def launch_report(self):
        """`jiree launch --nprocs 3` where rank 1 is the idle rank (joins the communicator, never enters
        the all-reduce) and ranks 0 and 2 are jiree: both give up after the collective timeout, and
        the launcher merges their flight-recorder dumps into a report that names rank 1, then repeats
        the first failing rank's status last; its exit code is that rank's (1)."""
        if not os.access(self.idle_rank, os.X_OK):
            raise Failure(f"{self.idle_rank} is not built; run 'cmake --build {self.build}'")
        vmfb = self.all_reduce("cuda-sm80")
        # Each rank's program: rank 1 the idle rank, the others jiree with the device launch appends.
        program = (f'if [ "$IREE_SPMD_PROCID" = 1 ]; then exec {self.idle_rank}; fi; '
                   f'exec {self.jiree} run-module --module={vmfb} --function=main --input=4xf32=1,2,3,4 '
                   f'--collective_timeout={HUNG_TIMEOUT_S:g}s "$@"')
        argv = [self.jiree, "launch", "--nprocs", "3", "--devices", "0,1,2", "--exec", "--", "sh", "-c", program, "sh"]
        since = time.monotonic()
        code, out, err = self.finish(self.start(argv, self.env()), since + HUNG_TIMEOUT_S + 60,
                                     "jiree launch beside a hung rank")
        took = time.monotonic() - since
        lines = [l for l in err.splitlines() if l.strip()]
        remove_launch_dumps(err)
        report = lines.index("flight recorder of 3 ranks:") if "flight recorder of 3 ranks:" in lines else -1
        verdict = lines[report + 1] if 0 <= report < len(lines) - 1 else ""
        if (code != 1 or report < 0 or "all_reduce f32[4] sum #1 on channel default" not in verdict
                or "rank 1 left no record, so it is the one they" not in verdict):
            raise Failure(f"jiree launch beside a hung rank: exit {code}; no report naming rank 1 and the "
                          f"all_reduce:\n{err}")
        if not re.match(r"rank [02] failed first \(exit code 1\): DEADLINE_EXCEEDED; all_reduce", lines[-1]):
            raise Failure(f"jiree launch beside a hung rank: the last line is not the first failure:\n{err}")
        print(f"ok   hung rank under jiree launch: exit {code} after {took:.1f}s;{verdict[1:]}")

    def signal_launcher(self, what, argv, sig):
        records = tempfile.mkdtemp(prefix="jiree-e2e-flight-")
        env = self.env(JIREE_MPIEXEC=self.mpiexec())
        if sig == signal.SIGKILL:
            # A SIGKILLed launcher cannot delete a directory of its own.
            env["JIREE_FLIGHT_RECORDER_DIR"] = records
        proc = self.start(argv, env)
        tree = []
        try:
            deadline = time.monotonic() + RUN_DEADLINE_S
            while len([p for p in processes.descendants(proc.pid) if is_jiree_rank(p)]) < 2:
                if proc.poll() is not None or time.monotonic() > deadline:
                    code, out, err = self.finish(proc, deadline, f"jiree launch ({what})")
                    raise Failure(f"{what}: the two ranks did not start (launcher exit {code}):\n{out}{err}")
                time.sleep(0.1)
            time.sleep(2.0)  # past JVM start-up, inside the benchmark's collectives
            tree = [(pid, processes.start_ticks(pid)) for pid in processes.descendants(proc.pid)]
            ranks = [(pid, start) for pid, start in tree if is_jiree_rank(pid)]
            since = time.monotonic()
            os.kill(proc.pid, sig)
            if sig == signal.SIGTERM:
                # The grace period (3 s) before SIGKILL, the wait for the killed, JVM slack.
                code, out, err = self.finish(proc, since + 20, f"jiree launch ({what}) after SIGTERM")
                took = time.monotonic() - since
                left = [pid for pid, start in tree if processes.alive(pid, start)]
                if code == 0 or left:
                    raise Failure(f"{what}: after SIGTERM the launcher exited {code} after {took:.1f}s and left "
                                  f"{left} of {[pid for pid, _ in tree]} alive:\n{out}{err}")
                if "flight recorder" not in err or "CANCELLED; jiree launch was interrupted" not in last_line(err):
                    raise Failure(f"{what}: after SIGTERM, no flight-recorder report and interruption status:\n{err}")
                remove_launch_dumps(err)
                print(f"ok   {what}: SIGTERM to jiree launch: exit {code} {took:.1f}s later, none of its "
                      f"{len(tree)} processes left: {last_line(err)}")
            else:
                proc.wait()
                deadline = since + 10
                while any(processes.alive(pid, start) for pid, start in tree) and time.monotonic() < deadline:
                    time.sleep(0.1)
                took = time.monotonic() - since
                left_ranks = [pid for pid, start in ranks if processes.alive(pid, start)]
                left = [pid for pid, start in tree if processes.alive(pid, start)]
                if left_ranks or left:
                    raise Failure(f"{what}: {took:.1f}s after SIGKILL to jiree launch, jiree ranks {left_ranks} and "
                                  f"processes {left} of {[pid for pid, _ in tree]} are alive")
                print(f"ok   {what}: SIGKILL to jiree launch: its {len(ranks)} jiree ranks (and the rest of its "
                      f"{len(tree)} processes) were gone {took:.1f}s later")
        finally:
            kill_group(proc)
            for pid, start in tree:
                if processes.alive(pid, start):
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
            remove_tree(records)


# ---- helpers ----

def check_merged_trace(label, path, n, window):
    """The merged timeline of an n-rank job: valid JSON, one process per rank (named "rank R"),
    every thread or track named before it records, spans closed and nested on each, every arrow's
    end preceded by its start, every collective numbered and on every rank, and every rank's events
    on one clock: the merge puts time 0 at the earliest rank's start on the host's monotonic clock
    (each rank's own start is its `jiree_clock` event), so each event, put back on that clock, must
    lie after its own rank's start and within `window`, the (first, last) monotonic ns between which
    this test ran the job. A rank shifted by the wrong amount lands outside; no bound on how far
    apart the ranks saw a collective end, which a loaded machine stretches. Returns a line saying
    what it saw."""
    try:
        with open(path, encoding="utf-8") as f:
            events = json.load(f)
    except (OSError, ValueError) as e:
        raise Failure(f"{label}: the merged trace {path} is not readable JSON: {e}")
    processes = {}
    named = set()
    spans = {}
    flows = {"s": {}, "f": {}}
    ends = {}  # (channel, seq, kind) -> {rank: end in ns}
    origins = {}  # rank -> its time 0 on the host's monotonic clock, in ns
    spans_at = {}  # rank -> (earliest start, latest end) of its events, in ns after the merge's time 0
    for e in events:
        thread = (e["pid"], e["tid"])
        if e["ph"] == "M":
            if e["name"] == "process_name":
                processes[e["pid"]] = e["args"]["name"]
            elif e["name"] == "thread_name":
                named.add(thread)
            elif e["name"] == "jiree_clock":
                origins[e["pid"]] = int(e["args"]["monotonic_ns"])
            continue
        if thread not in named:
            raise Failure(f"{label}: thread {thread} records before it is named: {e}")
        ts = round(e["ts"] * 1000)
        if e["ph"] in ("s", "f"):
            if e["id"] in flows[e["ph"]]:
                raise Failure(f"{label}: two arrow {e['ph']} events with id {e['id']}")
            flows[e["ph"]][e["id"]] = ts
        elif e["ph"] == "X":
            end = ts + round(e["dur"] * 1000)
            spans.setdefault(thread, []).append((ts, end))
            first, last = spans_at.get(e["pid"], (ts, end))
            spans_at[e["pid"]] = (min(first, ts), max(last, end))
            if e["cat"] == "collective":
                args = e.get("args", {})
                if not args.get("seq") or not args.get("channel"):
                    raise Failure(f"{label}: a collective without its channel and number: {e}")
                ends.setdefault((args["channel"], args["seq"], e["name"]), {})[e["pid"]] = end
    want = {r: f"rank {r}" for r in range(n)}
    if processes != want:
        raise Failure(f"{label}: the merged trace's processes are {processes}, expected {want}")
    for thread, list_ in spans.items():
        list_.sort(key=lambda s: (s[0], -s[1]))
        open_ = []
        for s in list_:
            while open_ and open_[-1][1] <= s[0]:
                open_.pop()
            if open_ and s[1] > open_[-1][1]:
                raise Failure(f"{label}: on thread {thread} a span {s} overlaps its parent's end {open_[-1][1]}")
            open_.append(s)
    for fid, at in flows["f"].items():
        if fid not in flows["s"] or flows["s"][fid] > at:
            raise Failure(f"{label}: arrow {fid} ends without starting before it")
    shared = {k: v for k, v in ends.items() if len(v) == n}
    if not shared:
        raise Failure(f"{label}: no collective is on the timelines of all {n} ranks: {sorted(ends)}")
    if sorted(origins) != list(range(n)):
        raise Failure(f"{label}: the merged trace has the clocks of ranks {sorted(origins)}, expected 0..{n - 1}")
    zero = min(origins.values())
    # Put back on the host's clock; 1 us of slack for the microseconds the trace is written in.
    for rank, (first, last) in sorted(spans_at.items()):
        if zero + first < origins[rank] - 1000 or zero + first < window[0] - 1000 or zero + last > window[1] + 1000:
            raise Failure(f"{label}: rank {rank}'s events, from {zero + first} to {zero + last} ns on the host's "
                          f"monotonic clock, are not after its own start ({origins[rank]}) and within the job "
                          f"({window[0]}..{window[1]}): the merge put it on another clock")
    skew = max(max(v.values()) - min(v.values()) for v in shared.values()) // 1000
    return f"merged trace: {n} process(es), {len(shared)} collective(s) on every rank, ends {skew} us apart at most"


def mpi_peer_joining(ranks):
    """Python source of a peer (argv[1]: the MPI library) that joins an MPI job of `ranks` ranks as a
    jiree rank's channel creation does (an allgather of two ints), and then does what follows it."""
    return ("import ctypes, os, sys, time\nlib = ctypes.CDLL(sys.argv[1])\nlib.MPI_Init(None, None)\n"
            f"mine = (ctypes.c_int32 * 2)(-1, -1)\nall = (ctypes.c_int32 * {2 * ranks})()\nreq = ctypes.c_void_p()\n"
            "lib.MPI_Iallgather(mine, ctypes.c_int(2), ctypes.c_void_p(0x250), all, ctypes.c_int(2), "
            "ctypes.c_void_p(0x250), ctypes.c_void_p(0x101), ctypes.byref(req))\n"
            "lib.MPI_Wait(ctypes.byref(req), None)\n")


def split_ranks(text, n):
    """Undoes jiree launch's '[rank i] ' line prefixes: each rank's output, in its own order."""
    outs = [""] * n
    for line in text.splitlines(keepends=True):
        m = re.match(r"\[rank (\d+)\] ", line)
        if not m or int(m.group(1)) >= n:
            raise Failure(f"unexpected line from jiree launch (no rank prefix): {line!r}")
        outs[int(m.group(1))] += line[m.end():]
    return outs


def rank_template(rank_run):
    """One argument list for every rank of rank_run, with `{rank}` where the ranks' arguments
    differ exactly by the rank number, or None when they differ otherwise."""
    per_rank = sorted(rank_run["per_rank"], key=lambda r: r["rank"])
    if len({len(r["inputs"]) for r in per_rank}) != 1:
        return None
    template = []
    for args in zip(*(r["inputs"] for r in per_rank)):
        if len(set(args)) == 1:
            template.append(args[0])
            continue
        # The rank number must be the one place the argument of rank 0 and rank r differ.
        candidates = {args[0][:i] + "{rank}" + args[0][i + 1:] for i, c in enumerate(args[0]) if c == "0"}
        fits = [t for t in candidates
                if all(t.replace("{rank}", str(r["rank"])) == a for r, a in zip(per_rank, args))]
        if len(fits) != 1:
            return None
        template.append(fits[0])
    return template


def finish_together(procs, deadline, what):
    """(exit code, stdout, stderr, exit time as epoch seconds) of each process, all waited for at
    once so each exit time is its own; kills every group past the deadline."""
    import threading
    results = [None] * len(procs)

    def wait(i, p):
        try:
            out, err = p.communicate(timeout=max(0.1, deadline - time.monotonic()))
            results[i] = (p.returncode, out.decode("utf-8", errors="replace"),
                          err.decode("utf-8", errors="replace"), time.time())
        except subprocess.TimeoutExpired:
            results[i] = None

    threads = [threading.Thread(target=wait, args=(i, p)) for i, p in enumerate(procs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if any(r is None for r in results):
        for p in procs:
            kill_group(p)
        raise Failure(f"{what}: a rank did not finish in time (killed)")
    return results


def free_port():
    """A rendezvous port nothing holds now, from below the kernel's ephemeral range: a port the
    kernel hands out (bind to 0) is one an outgoing connection may take before the rank listens."""
    import random
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range", encoding="utf-8") as f:
            ephemeral_low = int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        ephemeral_low = 32768
    low = 10000 if ephemeral_low > 12000 else 1024
    for _ in range(200):
        port = random.randrange(low, ephemeral_low)
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise Failure(f"no free port below the ephemeral range ({low}..{ephemeral_low})")


def kill_group(proc):
    """Kills proc, its process group and, when proc leads a session (Suite.start), everything left
    in it and below it: an MPI launcher puts each rank in a group (Hydra: a session) of its own."""
    below = processes.descendants(proc.pid) if proc.poll() is None else []
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
    for pid in set(processes.session_members(proc.pid)) | set(below):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def session_report(sid):
    """Where each process of session sid, and each below its leader (Hydra starts its proxies and ranks
    in sessions of their own), waits, for a run that outlived its deadline: every thread's state, the
    kernel function it sleeps in and its system call, and a JVM's native stacks when gdb is installed.
    Such a hang may come once in hundreds of runs; this keeps what it looked like."""
    lines = [f"--- the processes left in the run's session {sid} and below its leader:"]
    for pid in sorted(set(processes.session_members(sid)) | set(processes.descendants(sid))):
        fields = processes.stat(pid)
        if fields is None:
            continue
        command = b" ".join(processes.command_line(pid)).decode(errors="replace").strip() or "?"
        lines.append(f"pid {pid} (parent {fields[1]}, group {fields[2]}, state {fields[0]}): {command[:300]}")
        try:
            tids = sorted(os.listdir(f"/proc/{pid}/task"), key=int)
        except OSError:
            tids = []
        for tid in tids:
            base = f"/proc/{pid}/task/{tid}"
            state = (processes.stat_fields(f"{base}/stat") or ["?"])[0]
            words = [processes.read_text(f"{base}/comm"), state, "in " + processes.read_text(f"{base}/wchan"),
                     "syscall " + processes.read_text(f"{base}/syscall").split(" ")[0]]
            lines.append(f"  thread {tid}: " + " ".join(words))
        if processes.command(pid) == "java" and shutil.which("gdb"):
            try:
                bt = subprocess.run(["gdb", "-p", str(pid), "-batch", "-ex", "thread apply all bt 30"],
                                    capture_output=True, text=True, errors="replace", timeout=60).stdout
                lines.append(bt)
            except subprocess.TimeoutExpired:
                lines.append("  (gdb did not finish within 60 s)")
    return "\n".join(lines)


def read_line(proc, deadline):
    """The first stdout line of proc, or None at EOF or the deadline."""
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    data = b""
    while b"\n" not in data and time.monotonic() < deadline:
        if not sel.select(timeout=max(0.0, deadline - time.monotonic())):
            break
        chunk = os.read(proc.stdout.fileno(), 256)
        if not chunk:
            break
        data += chunk
    return data.split(b"\n")[0].decode(errors="replace") if b"\n" in data else None


def last_line(text):
    lines = [l for l in text.splitlines() if l.strip() and not l.startswith("NOTE: Picked up")]
    return lines[-1] if lines else ""


def is_jiree_rank(pid):
    words = processes.command_line(pid)
    if not words:
        return False
    # The rank JVMs themselves: mpiexec's command line names the main class too, the launcher is "launch".
    return (os.path.basename(words[0]) == b"java" and b"io.jiree.tools.Jiree" in words
            and b"launch" not in words)


def remove_tree(path):
    if os.path.isdir(path):
        shutil.rmtree(path)


def remove_launch_dumps(err):
    """Deletes the flight-recorder directories jiree launch kept and named ("  dumps: DIR") in err."""
    for kept in re.findall(r"^  dumps: (.*)$", err, re.M):
        if os.path.basename(kept).startswith("jiree-flight-"):
            remove_tree(kept)


def restart_check():
    """A run of the suite that was stopped before its cleanup (a killed ctest) leaves its temporary
    directory named in the run file: the next run's setup must remove it and start afresh beside it,
    in the system's temporary directory, not inside it."""
    tempfile.tempdir = None  # this check is no part of a run, whatever the run file says
    system_tmp = tempfile.gettempdir()
    build = tempfile.mkdtemp(prefix="jiree-e2e-restart-")
    try:
        os.makedirs(os.path.join(build, "e2e"))
        stale = tempfile.mkdtemp(prefix="jiree-suite-")
        with open(os.path.join(stale, "left-by-the-stopped-run"), "w", encoding="utf-8"):
            pass
        with open(os.path.join(build, "e2e", "suite-run.json"), "w", encoding="utf-8") as f:
            json.dump({"tmp": stale, "since": time.time()}, f)
        suite = Suite(".", build)  # as the next run's setup starts: it reads the run file
        try:
            suite.start_run()
        except OSError as e:
            raise Failure(f"the setup after a stopped run failed: {e}")
        fresh = suite.tmp
        suite.check_leftovers(quiet=True)
        tempfile.tempdir = None
        if os.path.exists(stale):
            raise Failure(f"the stopped run's directory {stale} is still there")
        if os.path.dirname(fresh) != system_tmp:
            raise Failure(f"the new run's directory {fresh} is not in {system_tmp}")
        print(f"ok   after a stopped run, setup removed its directory and made {fresh} in {system_tmp}")
        return 0
    finally:
        shutil.rmtree(build, ignore_errors=True)


def rank_exec(spec_path, rest):
    """The program `jiree launch --exec` starts per rank: run-module with this rank's inputs."""
    with open(spec_path, encoding="utf-8") as f:
        spec = json.load(f)
    rank = int(os.environ["IREE_SPMD_PROCID"])
    argv = [spec["jiree"], "run-module", f"--module={spec['module']}", f"--function={spec['function']}",
            *spec["inputs"][rank], *rest]
    os.execv(argv[0], argv)


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "rank-exec":
        rank_exec(sys.argv[2], sys.argv[3:])
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--repo", required=True, help="the jiree checkout (holds bin/jiree and test-modules/)")
    p.add_argument("--build", required=True, help="the cmake-fixtures build directory (holds the stand-ins)")
    p.add_argument("command", choices=["list", "setup", "module", "killed-rank", "hung-rank", "never-started",
                                      "rank-mismatch", "bad-env", "nccl-missing", "list-mpi", "mpi-module",
                                      "mpi-failures", "launch-sigterm", "launch-report", "list-hosts", "list-hosts-nccl", "hosts-mpi-module", "hosts-nccl-module",
                                      "hosts-failures", "hosts-launch", "jvm-crashes", "leftovers", "restart"])
    p.add_argument("args", nargs="*")
    a = p.parse_args()
    suite = Suite(a.repo, a.build)
    try:
        if a.command == "list":
            for target, name, _ in suite.entries():
                print(f"{target} {name}")
            return 0
        if a.command == "list-mpi":
            for target, name, _ in suite.cpu_entries():
                print(f"{target} {name}")
            return 0
        if a.command == "list-hosts-nccl":
            for target, name, entry in suite.entries():
                if target == PRIMARY_TARGET and any(
                        r["ranks"] in (2, 4) for f in entry["functions"] for r in f.get("rank_runs", [])):
                    print(f"{target} {name}")
            return 0
        if a.command == "list-hosts":
            for target, name, entry in suite.cpu_entries():
                if any(r["ranks"] in (2, 4) for f in entry["functions"] for r in f.get("rank_runs", [])):
                    print(f"{target} {name}")
            return 0
        if a.command == "jvm-crashes":
            return suite.jvm_crashes()
        if a.command == "leftovers":
            return suite.check_leftovers()
        if a.command == "restart":
            return restart_check()
        suite.check_runnable()
        if a.command == "setup":
            # Reports of an earlier run's crashes are that run's: this run starts with none.
            shutil.rmtree(suite.crashes, ignore_errors=True)
            os.makedirs(suite.crashes)
            suite.start_run()
            # Runs bin/jiree once, alone, so any build it decides on happens before the ranks start.
            proc = suite.start([suite.jiree, "--version"], suite.env())
            code, out, err = suite.finish(proc, time.monotonic() + 600, "bin/jiree --version")
            if code != 0:
                raise Failure(f"bin/jiree --version exited {code}:\n{out}{err}")
            print(f"ok   {last_line(out)}")
            if os.path.isfile(suite.aot_cache) and not suite.jars_newer_than(suite.aot_cache):
                print(f"ok   AOT cache {suite.aot_cache} is newer than the jars")
            else:
                suite.make_aot_cache()
                print(f"ok   a single rank runs; AOT cache {suite.aot_cache}")
        elif a.command == "module":
            if len(a.args) != 2:
                raise Failure("module needs TARGET NAME")
            suite.module(*a.args)
        elif a.command == "killed-rank":
            suite.killed_rank()
        elif a.command == "hung-rank":
            suite.hung_rank(int(a.args[0]) if a.args else 1)
        elif a.command == "never-started":
            suite.never_started()
        elif a.command == "rank-mismatch":
            suite.rank_mismatch()
        elif a.command == "bad-env":
            suite.bad_env()
        elif a.command == "nccl-missing":
            suite.nccl_missing()
        elif a.command == "mpi-module":
            if len(a.args) != 2:
                raise Failure("mpi-module needs TARGET NAME")
            suite.mpi_module(*a.args)
        elif a.command == "mpi-failures":
            suite.mpi_failures()
        elif a.command == "launch-sigterm":
            suite.launch_sigterm()
        elif a.command == "launch-report":
            suite.launch_report()
        elif a.command in ("hosts-mpi-module", "hosts-nccl-module", "hosts-failures", "hosts-launch"):
            check = subprocess.run([suite.test_hosts(), "check"], capture_output=True, text=True)
            if check.returncode != 0:
                print(f"SKIP no test hosts here: {check.stderr.strip()}")
                return 77
            if a.command in ("hosts-mpi-module", "hosts-nccl-module"):
                if len(a.args) != 2:
                    raise Failure(f"{a.command} needs TARGET NAME")
                (suite.hosts_mpi_module if a.command == "hosts-mpi-module" else suite.hosts_nccl_module)(*a.args)
            elif a.command == "hosts-launch":
                suite.hosts_launch()
            else:
                suite.hosts_failures()
    except Failure as e:
        print(f"FAIL {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
