"""Prints the table of one benchmarks/run: jiree against IREE's C runtime, with ratios.

Usage: python3 benchmarks/summarize.py <results dir>   (benchmarks/run calls it)
Medians are compared; the spread shown is JMH's 99.9% confidence half-width for jiree, the
standard deviation of the repetitions for iree-benchmark-module and of the runs for start-up
(whose user+sys CPU columns are hyperfine's means: on a loaded machine they move less than wall time).
"""
import json
import os
import re
import statistics
import sys

VM_ITERATIONS = 10_000_000


def load(path):
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def ref_stats(path):
    """(median real ns, stddev real ns, median cpu ns) of an iree-benchmark-module JSON."""
    data = load(path)
    if data is None:
        return None
    scale = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
    agg = {}
    for b in data["benchmarks"]:
        if b.get("run_type") == "aggregate":
            agg[b["aggregate_name"]] = (b["real_time"] * scale[b["time_unit"]], b["cpu_time"] * scale[b["time_unit"]])
    if "median" not in agg:
        runs = [b for b in data["benchmarks"] if b.get("run_type") != "aggregate"]
        real = [b["real_time"] * scale[b["time_unit"]] for b in runs]
        cpu = [b["cpu_time"] * scale[b["time_unit"]] for b in runs]
        return statistics.median(real), (statistics.stdev(real) if len(real) > 1 else 0.0), statistics.median(cpu)
    return agg["median"][0], agg.get("stddev", (0.0, 0.0))[0], agg["median"][1]


def jmh_stats(data, name, **params):
    """(median ns/op, 99.9% error ns/op) of one JMH benchmark with the given parameters."""
    scale = {"ns/op": 1.0, "us/op": 1e3, "ms/op": 1e6, "s/op": 1e9}
    for b in data or []:
        if not b["benchmark"].endswith("." + name):
            continue
        if any(b.get("params", {}).get(k) != v for k, v in params.items()):
            continue
        m = b["primaryMetric"]
        s = scale[m["scoreUnit"]]
        err = m["scoreError"] if isinstance(m["scoreError"], (int, float)) else float("nan")
        return m["scorePercentiles"]["50.0"] * s, err * s
    return None


def fmt(ns, unit):
    div = {"ns": 1.0, "us": 1e3, "ms": 1e6}[unit]
    v = ns / div
    return f"{v:.3g}" if v < 100 else f"{v:.0f}"


def main(out):
    with open(os.path.join(out, "machine.txt")) as f:
        print("```\n" + f.read().strip() + "\n```\n")

    vm_ref = ref_stats(os.path.join(out, "ref-vm.json"))
    vm_jmh = load(os.path.join(out, "jmh-vm.json"))
    if vm_ref or vm_jmh:
        print("### VM interpreter: loop(10^7), ns per loop iteration (lower is better)\n")
        print("| runtime | measure | median | ± | jiree / C |")
        print("| --- | --- | ---: | ---: | ---: |")
        n = VM_ITERATIONS
        if vm_ref:
            print(f"| IREE C (iree-benchmark-module, local-sync) | wall | {vm_ref[0] / n:.2f} | {vm_ref[1] / n:.2f} (sd) | |")
            print(f"| IREE C (iree-benchmark-module, local-sync) | CPU | {vm_ref[2] / n:.2f} | | |")
        for bench, label in (("call", "jiree ModuleInstance.call (JMH)"), ("invoke", "jiree Invocation.invoke (JMH)")):
            s = jmh_stats(vm_jmh, bench)
            if s:
                ratio = f"{s[0] / vm_ref[0]:.2f}x" if vm_ref else ""
                print(f"| {label} | wall | {s[0] / n:.2f} | {s[1] / n:.2f} (99.9%) | {ratio} |")
        s = jmh_stats(load(os.path.join(out, "jmh-vm-interp.json")), "call")
        if s:
            ratio = f"{s[0] / vm_ref[0]:.2f}x" if vm_ref else ""
            print(f"| jiree ModuleInstance.call, interpreter only (JMH, -Djiree.vm.jit=false) | wall | {s[0] / n:.2f} "
                  f"| {s[1] / n:.2f} (99.9%) | {ratio} |")
        for name, label in (("jiree-vm-cpu.txt", "jiree ModuleInstance.call (thread CPU time)"),
                            ("jiree-vm-interp-cpu.txt", "jiree ModuleInstance.call, interpreter only (thread CPU time)")):
            cpu_file = os.path.join(out, name)
            if not os.path.exists(cpu_file):
                continue
            m = re.search(r"cpu-ns-per-iteration ([\d.]+) ([\d.]+) ([\d.]+)", open(cpu_file).read())
            if m:
                med = float(m.group(1))
                ratio = f"{med / (vm_ref[2] / n):.2f}x" if vm_ref else ""
                print(f"| {label} | CPU | {med:.2f} | {m.group(2)}..{m.group(3)} (min..max) | {ratio} |")
        print()

    mm_jmh = load(os.path.join(out, "jmh-matmul.json"))
    rows = []
    for size in ("64", "512"):
        for device in ("local-sync", "local-task"):
            ref = ref_stats(os.path.join(out, f"ref-matmul-{size}-{device}.json"))
            dev = jmh_stats(mm_jmh, "deviceResident", size=size, device=device)
            host = jmh_stats(mm_jmh, "hostRoundTrip", size=size, device=device)
            if ref or dev:
                rows.append((size, device, ref, dev, host))
    cpu = {}
    cpu_file = os.path.join(out, "jiree-matmul-cpu.txt")
    if os.path.exists(cpu_file):
        for m in re.finditer(r"matmul (\d+) (\S+) cpu-us-per-call ([\d.]+) calling-thread-cpu-us-per-call ([\d.]+)",
                             open(cpu_file).read()):
            cpu[(m.group(1), m.group(2))] = (float(m.group(3)) * 1e3, float(m.group(4)) * 1e3)
    if rows:
        print("### f32 matmul, warm per-call latency in microseconds (lower is better)\n")
        print("| size | device | IREE C wall (± sd) | jiree wall, device-resident (± 99.9%) | wall jiree / C "
              "| IREE C process CPU | jiree process CPU | CPU jiree / C | jiree calling-thread CPU "
              "| jiree Session.call with host copies, wall |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for size, device, ref, dev, host in rows:
            c = f"{fmt(ref[0], 'us')} ± {fmt(ref[1], 'us')}" if ref else "-"
            ccpu = fmt(ref[2], "us") if ref else "-"
            j = f"{fmt(dev[0], 'us')} ± {fmt(dev[1], 'us')}" if dev else "-"
            ratio = f"{dev[0] / ref[0]:.2f}x" if ref and dev else "-"
            h = f"{fmt(host[0], 'us')} ± {fmt(host[1], 'us')}" if host else "-"
            jcpu, jthread = cpu.get((size, device), (None, None))
            jcpu_text = fmt(jcpu, "us") if jcpu else "-"
            jthread_text = fmt(jthread, "us") if jthread else "-"
            cpu_ratio = f"{jcpu / ref[2]:.2f}x" if jcpu and ref else "-"
            print(f"| {size}x{size} | {device} | {c} | {j} | {ratio} | {ccpu} | {jcpu_text} | {cpu_ratio} "
                  f"| {jthread_text} | {h} |")
        print()

    for program, what in (("add_f32", "tensor/add_f32.vmfb (add, on local-task)"),
                          ("vm_only", "vm/calls.vmfb (hypot_sq 3 4, the VM alone)")):
        path = os.path.join(out, f"startup-{program}.md")
        if os.path.exists(path):
            print(f"### Start-up: one cold run-module of {what}\n")
            with open(path) as f:
                print(f.read())

    path = os.path.join(out, "models.md")
    if os.path.exists(path):
        print("### Real models and synthetic dispatch programs, per call (medians over rounds)\n")
        with open(path) as f:
            print(f.read())

if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: summarize.py <results dir>")
    main(sys.argv[1])
