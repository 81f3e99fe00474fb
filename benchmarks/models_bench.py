"""Times the real-model suite and the two synthetic dispatch programs: jiree against IREE's tools.

    python3 models_bench.py OUT_DIR CACHE_DIR IREE_HOME JIREE ROUNDS MIN_TIME REPO_ROOT [NAME...]

For every program, first the outputs: iree-run-module and `jiree run-module` on each device write
every result to .npy files, which must be byte-identical, or nothing is timed. Then ROUNDS rounds,
each running iree-benchmark-module and `jiree benchmark-module` on local-task and local-sync, the
order of the two runtimes alternating from round to round. Per run: the wall and process CPU time
per call that the tool reports, and the process's peak RSS (wait4). jiree's runs warm up for two
seconds first. Last, the Java heap bytes a steady-state call allocates (io.jiree.benchmarks.ModelCall,
needs JAVA_HOME and the benchmarks' jars). The table gives the medians over the rounds (peak RSS:
the largest) and the ratios jiree / reference. Raw rows go to OUT_DIR/models.json. Standard
library only.
"""

import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

DEVICES = ("local-task", "local-sync")
SYNTHETIC = {
    "dispatch-chain": ("bench/dispatch_chain.vmfb", "chain",
                       ["--input=16x16xf32=1", "--input=16x16xf32=0.0625"], "500 dependent tiny dispatches"),
    "dispatch-level": ("bench/dispatch_level.vmfb", "level",
                       ["--input=64x32x32xf32=2"], "64 independent dispatches, one level"),
}
ROW = re.compile(r"^BM_.*?\s+([0-9.e+]+)\s+(ns|us|ms|s)\s+([0-9.e+]+)\s+(ns|us|ms|s)\s+(\d+)")
UNITS = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}


def programs(cache, repo, names):
    found = []
    for d in sorted(p for p in cache.iterdir() if (p / "flags.json").exists()):
        flags = json.loads((d / "flags.json").read_text())
        found.append((d.name, d / "model.vmfb", flags["function"],
                      [f"--input=@{d / i}" for i in flags["inputs"]], flags["outputs"], flags["kind"]))
    for name, (path, function, inputs, kind) in SYNTHETIC.items():
        found.append((name, repo / "test-modules/out/llvm-cpu" / path, function, inputs, 1, kind))
    return [p for p in found if not names or p[0] in names]


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"models_bench: {' '.join(cmd)} failed ({p.returncode}):\n{p.stderr}{p.stdout}")


def timed(cmd):
    """Runs a benchmark command; returns (stdout, peak RSS KiB) from wait4."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        os.dup2(w, 1)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)
        try:
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    os.close(w)
    chunks = []
    while True:
        b = os.read(r, 65536)
        if not b:
            break
        chunks.append(b)
    os.close(r)
    _, status, usage = os.wait4(pid, 0)
    out = b"".join(chunks).decode()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"models_bench: {' '.join(cmd)} failed:\n{out}")
    return out, usage.ru_maxrss


def per_call(out):
    for line in out.splitlines():
        m = ROW.match(line)
        if m:
            return float(m.group(1)) * UNITS[m.group(2)], float(m.group(3)) * UNITS[m.group(4)], int(m.group(5))
    raise SystemExit("models_bench: no benchmark row in:\n" + out)


def check_outputs(name, vmfb, function, inputs, results, iree, jiree, out):
    for device in DEVICES:
        files = {}
        for tool, cmd in (("ref", [str(iree / "bin/iree-run-module")]), ("jiree", [jiree, "run-module"])):
            d = out / "outputs" / name / device / tool
            d.mkdir(parents=True, exist_ok=True)
            for f in d.glob("*.npy"):
                f.unlink()
            outputs = [f"--output=@{d}/{k}.npy" for k in range(results)]
            run(cmd + [f"--module={vmfb}", f"--function={function}", f"--device={device}"] + inputs + outputs)
            files[tool] = sorted(d.glob("*.npy"))
        if [f.name for f in files["ref"]] != [f.name for f in files["jiree"]] or not files["ref"]:
            raise SystemExit(f"models_bench: {name} on {device}: outputs differ in number")
        for a, b in zip(files["ref"], files["jiree"]):
            if a.read_bytes() != b.read_bytes():
                raise SystemExit(f"models_bench: {name} on {device}: {b} differs from the reference's {a}")
    print(f"== models: {name}: outputs byte-identical on both devices", file=sys.stderr)


def main(argv):
    out, cache, iree, jiree, rounds, min_time, repo = argv[:7]
    out, cache, iree, repo = Path(out), Path(cache), Path(iree), Path(repo)
    rounds = int(rounds)
    progs = programs(cache, repo, argv[7:])
    workers = os.cpu_count()
    for name, vmfb, function, inputs, results, _ in progs:
        check_outputs(name, vmfb, function, inputs, results, iree, jiree, out)
    rows = []
    for r in range(rounds):
        for name, vmfb, function, inputs, _, _ in progs:
            for device in DEVICES:
                common = [f"--module={vmfb}", f"--function={function}", f"--device={device}"] + inputs + [
                    f"--benchmark_min_time={min_time}s", "--benchmark_repetitions=1"]
                ref = [str(iree / "bin/iree-benchmark-module"), f"--task_topology_max_group_count={workers}"] + common
                # A JIT warms up: two seconds of calls before the measurement (the reference needs none).
                mine = [jiree, "benchmark-module", "--benchmark_min_warmup_time=2"] + common
                order = [("ref", ref), ("jiree", mine)]
                if r % 2 == 1:
                    order.reverse()
                for tool, cmd in order:
                    text, rss = timed(cmd)
                    wall, cpu, iters = per_call(text)
                    rows.append({"round": r, "program": name, "device": device, "tool": tool,
                                 "wall_us": wall, "cpu_us": cpu, "iterations": iters, "rss_kib": rss,
                                 "load": os.getloadavg()[0]})
                    print(f"   {r} {name:16} {device:10} {tool:5} wall {wall:10.1f} us  cpu {cpu:10.1f} us"
                          f"  rss {rss / 1024:6.1f} MiB", file=sys.stderr)
    allocations = {}
    for name, vmfb, function, inputs, _, _ in progs:
        for device in DEVICES:
            wall = statistics.median(x["wall_us"] for x in rows
                                     if x["program"] == name and x["device"] == device and x["tool"] == "jiree")
            allocations[(name, device)] = bytes_per_call(repo, device, vmfb, function, inputs, wall)
            print(f"   {name:16} {device:10} jiree allocates {allocations[(name, device)]:.0f} bytes per call",
                  file=sys.stderr)
    (out / "models.json").write_text(json.dumps(
        {"runs": rows, "bytes_per_call": {f"{n}/{d}": b for (n, d), b in allocations.items()}}, indent=1))
    print(table(progs, rows, allocations))


def bytes_per_call(repo, device, vmfb, function, inputs, wall_us):
    """Java heap bytes one steady-state call allocates (io.jiree.benchmarks.ModelCall, all threads)."""
    calls = max(10, min(2000, int(2e6 / max(wall_us, 1))))
    java = os.path.join(os.environ.get("JAVA_HOME", "/usr"), "bin", "java")
    out = subprocess.run([java, "--enable-native-access=ALL-UNNAMED", "-XX:+UseSerialGC", "-Xms8m", "-cp",
                          str(repo / "benchmarks/target/lib") + "/*", "io.jiree.benchmarks.ModelCall", device,
                          str(vmfb), function, str(calls)] + inputs, capture_output=True, text=True)
    m = re.search(r"bytes_per_call=(\d+)", out.stdout)
    if not m:
        raise SystemExit(f"models_bench: ModelCall failed:\n{out.stderr}{out.stdout}")
    return float(m.group(1))


def ms(us):
    """Milliseconds with three significant digits."""
    return f"{us / 1000:.3g}" if us < 100000 else f"{us / 1000:.0f}"


def table(progs, rows, allocations):
    lines = ["| program | kind | device | ref wall ms | jiree wall ms | wall jiree/ref | ref CPU ms | jiree CPU ms"
             " | CPU jiree/ref | ref peak RSS MiB | jiree peak RSS MiB | jiree bytes/call |",
             "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, _, _, _, _, kind in progs:
        for device in DEVICES:
            sel = {t: [x for x in rows if x["program"] == name and x["device"] == device and x["tool"] == t]
                   for t in ("ref", "jiree")}
            if not sel["ref"] or not sel["jiree"]:
                continue
            w = {t: statistics.median(x["wall_us"] for x in sel[t]) for t in sel}
            c = {t: statistics.median(x["cpu_us"] for x in sel[t]) for t in sel}
            m = {t: max(x["rss_kib"] for x in sel[t]) / 1024 for t in sel}
            lines.append(f"| {name} | {kind} | {device} | {ms(w['ref'])} | {ms(w['jiree'])} | "
                         f"{w['jiree'] / w['ref']:.2f}x | {ms(c['ref'])} | {ms(c['jiree'])} | "
                         f"{c['jiree'] / c['ref']:.2f}x | {m['ref']:.1f} | {m['jiree']:.1f} | "
                         f"{allocations[(name, device)]:.0f} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main(sys.argv[1:])
