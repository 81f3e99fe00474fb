#!/usr/bin/env python3
"""Cold start-up of several commands measured side by side: the commands take turns (one run of
each, then the next round), so that load on a shared machine falls on all of them alike. For each
run: wall time, CPU time (user + system, from the kernel's accounting of the child) and peak
resident memory. Prints a Markdown table with ratios to the first command and writes the raw
samples as JSON.

usage: startup.py OUT.json RUNS WARMUP NAME=COMMAND...   (COMMAND is run by bash -c)
"""
import json
import os
import statistics
import subprocess
import sys
import time


# The child's peak RSS as the kernel reports it to its parent includes the pages of the process it
# was forked from until it execs (this Python, ~13 MiB); GNU time forks from a small process.
GNU_TIME = "/usr/bin/time"
RSS_FILE = "/tmp/jiree-startup-rss.txt"


def run_once(command):
    argv = ["bash", "-c", command]  # bash execs a lone simple command (no shell stays behind)
    if os.access(GNU_TIME, os.X_OK):
        argv = [GNU_TIME, "-f", "%M", "-o", RSS_FILE] + argv
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"startup.py: '{command}' failed")
    rss = usage.ru_maxrss
    if os.access(GNU_TIME, os.X_OK):
        with open(RSS_FILE) as f:
            rss = int(f.read().split()[-1])
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss_kib": rss}


def main():
    out, runs, warmup = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    commands = [arg.split("=", 1) for arg in sys.argv[4:]]
    samples = {name: [] for name, _ in commands}
    load_start = os.getloadavg()
    for round_ in range(warmup + runs):
        for name, command in commands:
            sample = run_once(command)
            if round_ >= warmup:
                samples[name].append(sample)
    load_end = os.getloadavg()
    with open(out, "w") as f:
        json.dump({"load_start": load_start, "load_end": load_end, "runs": runs, "warmup": warmup,
                   "commands": dict(commands), "samples": samples}, f, indent=1)

    def med(name, key):
        return statistics.median(s[key] for s in samples[name])

    reference = commands[0][0]
    print(f"{runs} runs of each command, taking turns, after {warmup} warm-up rounds; "
          f"load average {load_start[0]:.2f} at the start, {load_end[0]:.2f} at the end "
          f"({os.cpu_count()} CPUs)\n")
    print("| command | wall median (ms) | wall p10..p90 (ms) | wall / ref | CPU median (ms) | CPU / ref "
          "| peak RSS median (MiB) | RSS / ref |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, _ in commands:
        walls = sorted(s["wall"] for s in samples[name])
        p10 = walls[int(0.1 * (len(walls) - 1))]
        p90 = walls[int(round(0.9 * (len(walls) - 1)))]
        print(f"| {name} | {med(name, 'wall') * 1000:.0f} | {p10 * 1000:.0f}..{p90 * 1000:.0f} "
              f"| {med(name, 'wall') / med(reference, 'wall'):.2f}x | {med(name, 'cpu') * 1000:.0f} "
              f"| {med(name, 'cpu') / med(reference, 'cpu'):.2f}x | {med(name, 'rss_kib') / 1024:.1f} "
              f"| {med(name, 'rss_kib') / med(reference, 'rss_kib'):.2f}x |")


if __name__ == "__main__":
    main()
