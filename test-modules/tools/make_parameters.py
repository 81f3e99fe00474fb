"""Writes the parameter files the parameter test modules load (test-modules/params/):

- `<name>.safetensors` from numpy arrays, by the small writer below (the safetensors layout: a
  little-endian u64 header length, a JSON header naming each tensor's dtype, shape and byte range,
  then the packed data);
- `<name>.gguf` from the same arrays (GGUF v3: header, metadata key/values, tensor infos with
  ggml types and dimensions innermost first, then each tensor's data at a multiple of
  `general.alignment`);
- `<name>.irpa` converted from them by the pinned `iree-convert-parameters`, with some parameters
  turned into splat entries (`--splat=key=type=value`) or zero-filled ones (`--splat=key`).

Every output is a pure function of the arrays below and the pinned toolchain, so `build --check`
regenerates them into a scratch directory and compares bytes.
"""

import json
import struct
import subprocess
import sys
from pathlib import Path

import numpy as np

# numpy has no bfloat16: bf16 tensors are held as two-byte opaque values (the upper halves of the
# f32 encodings, see bf16()).
BF16 = np.dtype("V2")
DTYPES = {np.dtype("float32"): "F32", np.dtype("int8"): "I8", np.dtype("float16"): "F16",
          np.dtype("int32"): "I32", BF16: "BF16"}


def bf16(values):
    """bf16 array of values, each of which must be exact in bf16 (low 16 bits of the f32 zero)."""
    bits = np.array(values, dtype=np.float32).view(np.uint32)
    if np.any(bits & 0xFFFF):
        raise ValueError(f"{values} are not all exact in bf16")
    return (bits >> 16).astype("<u2").view(BF16)


def archives():
    """name -> (tensors in file order, iree-convert-parameters mutations, or None for no .irpa)."""
    return {
        "model": ({
            "w": np.array([1.5, -2.25, 3.0, 0.125], dtype=np.float32),
            "q": np.array([7, -8, 100, -128], dtype=np.int8),
            "m": np.array([0.5, 1.0, -4.0, 8.25], dtype=np.float32),
            "s": np.zeros(4, dtype=np.float32),
            "z": np.arange(8, dtype=np.float32),
        }, ["--splat=s=f32=2.25", "--splat=z"]),
        "bias": ({
            "bias": np.array([-10.0, 20.5, -30.0, 40.0], dtype=np.float32),
        }, []),
        # 16-bit float weights: f16 (h) and bf16 (g) data, and a bf16 entry turned into a splat
        # (params/weights_half).
        "half": ({
            "h": np.array([0.5, -1.25, 1024.0, 2.0 ** -10], dtype=np.float16),
            "g": bf16([1.5, -3.0, 65536.0, 2.0 ** 100]),
            "t": bf16([0.0, 0.0, 0.0, 0.0]),
        }, ["--splat=t=x16=40BF"]),
        # The 2x4 weight of a row-parallel linear layer split by columns over two ranks:
        # shard r holds w[:, 2r:2r+2] (params/sharded_linear).
        "shard0": ({
            "w": np.array([[1.5, -2.0], [-1.0, 0.5]], dtype=np.float32),
        }, []),
        "shard1": ({
            "w": np.array([[0.25, 3.0], [2.0, -0.75]], dtype=np.float32),
        }, []),
        # The constants of src/params/exported.mlir (which the compiler exports to .irpa itself), as
        # .safetensors and .gguf files (no .irpa: the compiler's is the one used).
        "exported": ({
            "w": np.array([[1.5, -2.0, 0.25, 4.0], [0.5, 3.0, -1.0, 2.0],
                           [-6.0, 0.125, 7.5, -0.75], [2.5, 1.0, -3.5, 0.0]], dtype=np.float32),
            "b": np.full(4, 0.5, dtype=np.float32),
            "q": np.array([3, -7, 120, -128], dtype=np.int8),
        }, None),
    }


def write_safetensors(path, tensors):
    header = {}
    offset = 0
    for key, a in tensors.items():
        n = a.nbytes
        header[key] = {"dtype": DTYPES[a.dtype], "shape": list(a.shape),
                       "data_offsets": [offset, offset + n]}
        offset += n
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for a in tensors.values():
            f.write(a.astype(a.dtype.newbyteorder("<")).tobytes())


GGML_TYPES = {np.dtype("float32"): 0, np.dtype("float16"): 1, np.dtype("int8"): 16,
              np.dtype("int32"): 18, BF16: 30}
GGUF_ALIGNMENT = 32


def _gguf_string(text):
    b = text.encode()
    return struct.pack("<Q", len(b)) + b


def write_gguf(path, tensors):
    out = bytearray()
    out += struct.pack("<IIQQ", 0x46554747, 3, len(tensors), 2)
    # Metadata: a string and the data alignment (uint32, value type 4).
    out += _gguf_string("general.name") + struct.pack("<I", 8) + _gguf_string("jiree test parameters")
    out += _gguf_string("general.alignment") + struct.pack("<II", 4, GGUF_ALIGNMENT)
    offset = 0
    offsets = []
    for key, a in tensors.items():
        out += _gguf_string(key) + struct.pack("<I", a.ndim)
        for d in reversed(a.shape):
            out += struct.pack("<Q", d)
        out += struct.pack("<IQ", GGML_TYPES[a.dtype], offset)
        offsets.append(offset)
        offset += a.nbytes
        offset += -offset % GGUF_ALIGNMENT
    out += b"\0" * (-len(out) % GGUF_ALIGNMENT)
    base = len(out)
    for (key, a), o in zip(tensors.items(), offsets):
        out += b"\0" * (base + o - len(out))
        out += a.astype(a.dtype.newbyteorder("<")).tobytes()
    Path(path).write_bytes(bytes(out))


def make(bin_dir, out_dir):
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, (tensors, mutations) in archives().items():
        st = out_dir / f"{name}.safetensors"
        write_safetensors(st, tensors)
        write_gguf(out_dir / f"{name}.gguf", tensors)
        if mutations is None:
            continue
        irpa = out_dir / f"{name}.irpa"
        cmd = [str(Path(bin_dir) / "iree-convert-parameters"), f"--parameters={st}", *mutations,
               f"--output={irpa}", "--quiet"]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed:\n{p.stderr}")
    return sorted(p.name for p in out_dir.iterdir())


if __name__ == "__main__":
    print("\n".join(make(sys.argv[1], sys.argv[2])))
