#!/usr/bin/env python3
"""Rebuilds the conformance test modules and their expected outputs.

Compiles every *.mlir here with the pinned IREE compiler (3.13.0, bytecode 17.0):
    iree-compile --compile-mode=vm X.mlir -o X.vmfb
patches f64_i32casts.vmfb (see the comment in its .mlir), then runs every case of cases.txt
with IREE's iree-run-module and writes the results to expected.txt.

Usage: python3 gen_expected.py [--venv ~/.cache/jiree/iree-3.13.0]
"""
import argparse
import os
import pathlib
import re
import subprocess

HERE = pathlib.Path(__file__).resolve().parent
# Opcode rewrites inside the f64 extension (prefix 0xE1): 64-bit casts -> 32-bit casts.
F64_PATCHES = {0x1A: 0x16, 0x1B: 0x17, 0x1C: 0x18, 0x1D: 0x19}


def patch_f64_casts(path):
    data = bytearray(path.read_bytes())
    for old, new in F64_PATCHES.items():
        hits = [i for i in range(len(data) - 1) if data[i] == 0xE1 and data[i + 1] == old]
        if len(hits) != 1:
            raise SystemExit(f"{path}: expected one f64 opcode {old:#x}, found {len(hits)}")
        data[hits[0] + 1] = new
    path.write_bytes(bytes(data))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--venv", default=os.path.expanduser("~/.cache/jiree/iree-3.13.0"))
    args = ap.parse_args()
    bin_dir = pathlib.Path(args.venv) / "bin"
    for src in sorted(HERE.glob("*.mlir")):
        out = src.with_suffix(".vmfb")
        # Relative paths keep the debug locations free of the checkout's location.
        subprocess.run([str(bin_dir / "iree-compile"), "--compile-mode=vm", src.name, "-o", out.name],
                       check=True, timeout=120, cwd=HERE)
    patch_f64_casts(HERE / "f64_i32casts.vmfb")

    lines = []
    for case in (HERE / "cases.txt").read_text().splitlines():
        case = case.strip()
        if not case or case.startswith("#"):
            continue
        modules, function, *inputs = case.split()
        cmd = [str(bin_dir / "iree-run-module"), "--device=local-sync"]
        cmd += [f"--module={HERE / (m + '.vmfb')}" for m in modules.split("+")]
        cmd += [f"--function={function}"] + [f"--input={v}" for v in inputs]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        lines.append("> " + case)
        if p.returncode == 0:
            for l in p.stdout.splitlines():
                m = re.match(r"result\[\d+\]: (.*)", l)
                if m:
                    lines.append(m.group(1))
        else:
            m = re.search(r"([A-Z_]+); (.*?);", p.stderr)
            if not m:
                raise SystemExit(f"unexpected failure output for {case}: {p.stderr}")
            lines.append(f"! {m.group(1)} {m.group(2)}")
    (HERE / "expected.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
