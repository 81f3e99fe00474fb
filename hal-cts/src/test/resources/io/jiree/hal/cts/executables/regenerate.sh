#!/usr/bin/env bash
# Rebuilds the suite's executables from cts_dispatch.mlir with the pinned IREE compiler, one per
# format, and prints the workgroup counts the compiler chose so the .properties files can be
# checked against them. Needs the pinned toolchain venv (test-modules/IREE_VERSION) and unzip.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
compiler="${IREE_COMPILE:-$HOME/.cache/jiree/iree-3.13.0/bin/iree-compile}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
build() { # name: the format's file stem; the rest: target flags
  local name=$1
  shift
  # Compiled from inside this folder so the debug info names "cts_dispatch.mlir", not a path.
  (cd "$here" && "$compiler" "$@" cts_dispatch.mlir -o "$work/$name.vmfb")
  (cd "$here" && "$compiler" "$@" cts_dispatch.mlir --compile-to=vm -o "$work/$name.vm.mlir")
  # A .vmfb is zip-readable; the linked executable is its one entry besides module.fb.
  local entry
  entry=$(unzip -Z1 "$work/$name.vmfb" | grep -v '^module.fb$')
  unzip -p "$work/$name.vmfb" "$entry" >"$here/$name.bin"
  echo "$name: workgroup counts (add, then scale):"
  grep -o 'command_buffer.dispatch(%[a-z_0-9]*, %[a-z_0-9]*, %[0-9]*, %c[0-9]*, %c[0-9]*, %c[0-9]*' \
    "$work/$name.vm.mlir" | sed 's/.*, %c\([0-9]*\), %c\([0-9]*\), %c\([0-9]*\)$/  \1,\2,\3/'
}
build embedded-elf-x86_64 --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic
build cuda-nvptx-fb --iree-hal-target-device=cuda --iree-cuda-target=sm_80
