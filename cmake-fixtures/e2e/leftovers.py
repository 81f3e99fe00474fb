#!/usr/bin/env python3
"""What a test run leaves behind on the machine, and the cleaning up after MPICH's failed jobs.

An MPICH job whose rank is killed or fails (no MPI_Finalize) leaves two files behind: the shared
memory its ranks share (/dev/shm/mpich_shm_*, about 4 MiB each) and the topology file its proxy
wrote (/tmp/hydra_hwloc_xmlfile_*). The fault tests end hundreds of such jobs a suite run, which
would fill /dev/shm after a dozen runs, so the suites remove them as they go: `sweep` takes only
files no live process can still use. `audit` sweeps, then fails on anything else left: MPICH
files a surviving process still holds, any entry in the run's own temporary directory (every
process of a run gets TMPDIR and java.io.tmpdir there, so jiree's files, the reference runtime's
and the scripts' end up in it) but the flight-recorder dumps that failed collectives write for
their users, and JVM crash reports written beside the checkout.

Usage:
  leftovers.py sweep [--since EPOCH]
  leftovers.py audit --since EPOCH [--tmp DIR] [--repo ROOT]
EPOCH: seconds since 1970 (date +%s) at the run's start; only files changed since then count.
Only the Python standard library is used.
"""
import argparse
import glob
import os
import re
import sys

from processes import boot_time, command, pids, started_at

SHM_PATTERN = "/dev/shm/mpich_shm_*"
HWLOC_PATTERN = "/tmp/hydra_hwloc_xmlfile_*"
# The processes that write a topology file: mpiexec and the proxy it starts on every host.
HYDRA_COMMANDS = ("hydra_pmi_proxy", "mpiexec.hydra", "mpiexec")
# The flight recorder's dump, which a rank whose collective failed leaves in the temporary
# directory for its user (the error names it): output, not a leftover.
DUMP = re.compile(r"jiree-flight-recorder-[0-9]+-[0-9]+\.tsv")


def candidates(pattern, since):
    """Files of pattern owned by this user and changed at or after since."""
    found = []
    for path in glob.glob(pattern):
        try:
            st = os.stat(path)
        except FileNotFoundError:
            continue
        if st.st_uid == os.getuid() and st.st_mtime >= since:
            found.append((path, st.st_mtime))
    return found


def holders(paths):
    """{path: [pid, ...]} of the live processes that hold one of paths open or mapped. Descriptors
    are read before mappings: a process that maps a segment and then closes its descriptor is seen
    holding it either way."""
    held = {}
    wanted = set(paths)
    for pid in pids():
        hold = set()
        try:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                try:
                    target = os.readlink(f"/proc/{pid}/fd/{fd}")
                except OSError:
                    continue
                if target in wanted:
                    hold.add(target)
            with open(f"/proc/{pid}/maps", encoding="utf-8", errors="replace") as f:
                maps = f.read()
        except OSError:
            continue  # gone, or another user's (which cannot hold this user's 0600 files)
        hold.update(p for p in wanted if p in maps)
        for p in hold:
            held.setdefault(p, []).append(pid)
    return held


def sweep(since=0.0):
    """Removes MPICH's files of ended jobs (changed since since): segments no live process holds,
    and topology files older than every live mpiexec and proxy. Returns (removed, kept) paths."""
    removed, kept = [], []
    segments = [p for p, _ in candidates(SHM_PATTERN, since)]
    held = holders(segments) if segments else {}
    for path in segments:
        (kept if path in held else removed).append(path)
    topology = candidates(HWLOC_PATTERN, since)
    if topology:
        boot, ticks = boot_time(), os.sysconf("SC_CLK_TCK")
        hydra = [started_at(pid, boot, ticks) for pid in pids() if command(pid) in HYDRA_COMMANDS]
        hydra = [t for t in hydra if t is not None]
        for path, changed in topology:
            # Only a process that was running when the file was written can have written it
            # (start times are known to the second: 2 s of margin).
            (kept if any(t <= changed + 2 for t in hydra) else removed).append(path)
    for path in removed:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
    return removed, kept


def of_run(pid, tmp):
    """Whether pid is a process of the run whose temporary directory is tmp: its TMPDIR is tmp or
    a directory in it."""
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            env = f.read().split(b"\0")
    except OSError:
        return False
    mine = f"TMPDIR={tmp}".encode()
    return any(v == mine or v.startswith(mine + b"/") for v in env)


def audit(since, tmp=None, repo=None):
    """Sweeps, then prints what is left and returns how many such things there are. MPICH files
    that a live process holds count only when that process is one of this run's (another run on
    the machine may be using them)."""
    removed, kept = sweep(since)
    problems = 0
    held = holders(kept)
    hydra = [pid for pid in pids() if command(pid) in HYDRA_COMMANDS]
    for path in kept:
        owners = held.get(path, hydra)
        ours = [pid for pid in owners if tmp is None or of_run(pid, tmp)]
        if ours:
            names = ", ".join(f"{pid} ({command(pid)})" for pid in ours)
            print(f"FAIL {path} is still held by {names}: a process of this run outlived it")
            problems += 1
    dumps = 0
    if tmp and os.path.isdir(tmp):
        for entry in sorted(os.listdir(tmp)):
            if DUMP.fullmatch(entry):
                dumps += 1  # what a rank whose collective failed writes for its user, by design
                continue
            print(f"FAIL left in the run's temporary directory: {os.path.join(tmp, entry)}")
            problems += 1
    if repo:
        # A JVM writes its crash report into its working directory when it has no other place:
        # the checkout, or a module's directory for Maven's test JVMs.
        reports = glob.glob(os.path.join(repo, "hs_err_pid*.log")) + glob.glob(os.path.join(repo, "*", "hs_err_pid*.log"))
        for path in sorted(reports):
            if os.path.getmtime(path) >= since:
                print(f"FAIL a JVM crashed and wrote its report beside the checkout: {path}")
                problems += 1
    if problems == 0:
        print(f"ok   nothing left behind but {dumps} flight-recorder dump(s) of failed collectives; "
              f"{len(removed)} file(s) of MPI jobs ended on purpose removed (MPICH leaves them when a rank "
              "is killed or fails)")
    return problems


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("command", choices=["sweep", "audit"])
    p.add_argument("--since", type=float, default=0.0)
    p.add_argument("--tmp", help="the run's own temporary directory, which must be empty")
    p.add_argument("--repo", help="the checkout, where a JVM whose crash report cannot go elsewhere writes it")
    a = p.parse_args()
    if a.command == "sweep":
        removed, kept = sweep(a.since)
        print(f"removed {len(removed)} file(s) of ended MPI jobs; {len(kept)} still in use")
        return 0
    return 1 if audit(a.since, a.tmp, a.repo) else 0


if __name__ == "__main__":
    sys.exit(main())
