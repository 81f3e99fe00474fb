#!/usr/bin/env python3
"""Rebuilds the test modules with the pinned IREE compiler and records iree-run-module's output.

Run with the pinned toolchain's python (IREE 3.13.0). Writes *.vmfb next to this file and
programs.expected (one @case per line of programs.runs, as iree-run-module printed it).
"""
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.path.expanduser("~/.cache/jiree/iree-3.13.0/bin")
CPU = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=generic"]
COMMON = []
BUILDS = {
    "programs_embedded.vmfb": ("programs.mlir", CPU),
    "programs_system.vmfb": ("programs.mlir", CPU + ["--iree-llvmcpu-link-embedded=false"]),
    "programs_vmvx.vmfb": ("programs.mlir", ["--iree-hal-target-backends=vmvx"]),
    "probe.vmfb": ("../../../../tensor-io/src/test/resources/io/probe.mlir", CPU + ["--iree-input-demote-f64-to-f32=false",
                                               "--iree-input-demote-i64-to-i32=false"]),
    "missing_import.vmfb": ("missing_import.mlir", ["--compile-mode=vm"]),
    "async.vmfb": ("async.mlir", CPU + ["--iree-execution-model=async-external"]),
}


def esc(b):
    return b.decode("utf-8", "backslashreplace").replace("\\", "\\\\").replace("\n", "\\n")


def main():
    for out, (src, flags) in BUILDS.items():
        # Relative paths keep the build machine's directories out of the modules' debug info.
        subprocess.run([os.path.join(BIN, "iree-compile")] + flags + COMMON + [src, "-o", out], cwd=HERE,
                       check=True)
    lines = ["# Recorded from iree-run-module (IREE 3.13.0) by regenerate.py; do not edit."]
    for line in open(os.path.join(HERE, "programs.runs")):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        function, inputs = line.split("|", 1)
        args = ["--input=" + i for i in inputs.split(";")]
        p = subprocess.run([os.path.join(BIN, "iree-run-module"), "--device=local-sync",
                            "--module=" + os.path.join(HERE, "programs_embedded.vmfb"),
                            "--function=" + function] + args, capture_output=True)
        stderr = p.stderr
        first = stderr.split(b"\n")[0]
        if b": " in first and first.split(b":")[0].endswith((b".c", b".cc")):
            stderr = stderr.split(b": ", 1)[1]
        lines.append("@case %s|%s|%d|%s|%s" % (function, inputs, p.returncode, esc(p.stdout), esc(stderr)))
    with open(os.path.join(HERE, "programs.expected"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
