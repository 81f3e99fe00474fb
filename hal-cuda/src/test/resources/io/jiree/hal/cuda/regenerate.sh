#!/usr/bin/env bash
# Rebuilds add_dispatch_0_cuda_nvptx_fb.fb, the CUDA executable the pinned IREE compiler emits for
# add.mlir (sm_80), used by CudaExecutableTest as the reference FlatBuffer. Needs the pinned
# toolchain venv (IREE 3.13.0) and unzip.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
compiler="${IREE_COMPILE:-$HOME/.cache/jiree/iree-3.13.0/bin/iree-compile}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Compiled from inside this folder so the debug info names "add.mlir", not an absolute path.
(cd "$here" && "$compiler" --iree-hal-target-device=cuda --iree-cuda-target=sm_80 add.mlir -o "$work/add.vmfb")
# A .vmfb is zip-readable; the executable is stored as an external rodata entry.
unzip -q -o "$work/add.vmfb" add_dispatch_0_cuda_nvptx_fb.fb -d "$work"
cat "$work/add_dispatch_0_cuda_nvptx_fb.fb" > "$here/add_dispatch_0_cuda_nvptx_fb.fb"
