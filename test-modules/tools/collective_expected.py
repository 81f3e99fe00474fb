"""Expected per-rank outputs of collective test modules, derived from each collective's definition.

IREE's CPU runtime has no collective channel, so the outputs of a module run as N ranks cannot be
taken from the reference runtime on a machine without GPUs. Instead each collective module declares
in its header which collective its function performs (`jiree.collective:`) and the per-rank inputs
(`jiree.rank-run:`); this file computes every rank's result from those inputs as NCCL defines the
operation and prints it exactly as `iree-run-module` prints a result buffer view.

Usable standalone:  collective_expected.py <source.mlir> <rank count>
"""

import ast
import re
import sys

import numpy as np

import source_header

# Element types as written in iree-run-module's `--input=` syntax.
DTYPES = {
    "i8": np.int8, "si8": np.int8, "ui8": np.uint8,
    "i16": np.int16, "si16": np.int16, "ui16": np.uint16,
    "i32": np.int32, "si32": np.int32, "ui32": np.uint32,
    "i64": np.int64, "si64": np.int64, "ui64": np.uint64,
    "f16": np.float16, "f32": np.float32, "f64": np.float64,
}

# iree-run-module prints at most this many elements of a buffer view by default; beyond it the
# output is elided, which this printer does not model.
MAX_PRINTED_ELEMENTS = 1024

_BINOPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
           ast.Mult: lambda a, b: a * b, ast.FloorDiv: lambda a, b: a // b,
           ast.Mod: lambda a, b: a % b}


def _eval_int(expr, env):
    """Evaluates an integer expression over the names in env (only + - * // % and parentheses)."""

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name) and node.id in env:
            return env[node.id]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](ev(node.left), ev(node.right))
        raise ValueError(f"unsupported expression `{expr}` (allowed: integers, "
                         f"{', '.join(sorted(env))}, + - * // % and parentheses)")

    return ev(ast.parse(expr.strip(), mode="eval"))


def expand_template(text, rank, count):
    """Replaces every `{expr}` in text by its value for rank r and rank count n."""
    return re.sub(r"\{([^{}]*)\}", lambda m: str(_eval_int(m.group(1), {"r": rank, "n": count})),
                  text)


def parse_tensor_type(spec):
    """`2x2xi32` -> ((2, 2), 'i32')."""
    parts = spec.split("x")
    dims, etype = parts[:-1], parts[-1]
    if etype not in DTYPES:
        raise ValueError(f"element type `{etype}` in `{spec}` is not supported here")
    return tuple(int(d) for d in dims), etype


def parse_input(arg):
    """Parses one `--input=SHAPExTYPE=values` argument into (numpy array, element type)."""
    if not arg.startswith("--input="):
        raise ValueError(f"expected --input=..., got `{arg}`")
    spec, _, values = arg[len("--input="):].partition("=")
    shape, etype = parse_tensor_type(spec)
    tokens = [t for t in re.split(r"[\s,\[\]]+", values) if t]
    dtype = DTYPES[etype]
    size = int(np.prod(shape)) if shape else 1
    conv = float if np.issubdtype(dtype, np.floating) else int
    data = [conv(t) for t in tokens]
    if len(data) == 1 and size != 1:
        data = data * size  # a single value is a splat, as in iree-run-module
    if len(data) != size:
        raise ValueError(f"`{arg}` has {len(data)} values for shape {shape}")
    return np.array(data, dtype=dtype).reshape(shape), etype


def format_element(value, etype):
    if etype.startswith("f"):
        return "%G" % float(value)
    return "%d" % int(value)


def format_buffer_view(array, etype):
    """Formats a tensor as iree-run-module prints it: `2x2xi32=[1 2][3 4]`."""
    if array.size > MAX_PRINTED_ELEMENTS:
        raise ValueError("result too large to print without elision")
    head = "x".join([str(d) for d in array.shape] + [etype])

    def rows(a):
        if a.ndim == 0:
            return format_element(a, etype)
        if a.ndim == 1:
            return " ".join(format_element(v, etype) for v in a)
        return "".join("[" + rows(sub) + "]" for sub in a)

    return f"{head}={rows(array)}"


def _reduce(arrays, op):
    fns = {"sum": np.add, "product": np.multiply, "min": np.minimum, "max": np.maximum}
    if op not in fns:
        raise ValueError(f"unknown reduction `{op}` (use sum, product, min, max)")
    acc = arrays[0].copy()
    for a in arrays[1:]:
        acc = fns[op](acc, a).astype(acc.dtype)
    return acc


def rank_results(spec, inputs, count):
    """Per-rank result arrays of the collective; inputs[r] is rank r's (flattened) send data."""
    flat = [a.reshape(-1) for a in inputs]
    kind = spec["kind"]
    if kind == "all_gather":
        out = [np.concatenate(flat)] * count
    elif kind == "all_reduce":
        out = [_reduce(flat, spec["reduction"])] * count
    elif kind == "reduce_scatter":
        total = _reduce(flat, spec["reduction"])
        if total.size % count:
            raise ValueError("reduce_scatter input size not divisible by the rank count")
        out = list(total.reshape(count, -1))
    elif kind == "all_to_all":
        if flat[0].size % count:
            raise ValueError("all_to_all input size not divisible by the rank count")
        chunks = [f.reshape(count, -1) for f in flat]
        out = [np.concatenate([chunks[src][dst] for src in range(count)])
               for dst in range(count)]
    elif kind == "broadcast":
        root = _eval_int(expand_template(spec["root"], 0, count), {})
        if not 0 <= root < count:
            raise ValueError(f"broadcast root {root} is not a rank of {count}")
        out = [flat[root]] * count
    elif kind == "send_recv":
        # Ring: rank r sends to (r + shift) mod n and receives from (r - shift) mod n.
        out = [flat[(r - spec["shift"]) % count] for r in range(count)]
    else:
        raise ValueError(f"unknown collective kind `{kind}`")
    return out


def expected_stdout(spec, rank_inputs, count):
    """Per-rank stdout of `iree-run-module --function=<f>` for rank_inputs[r] (lists of --input)."""
    parsed = []
    for r, args in enumerate(rank_inputs):
        if spec["send"]:
            # The module sends data of its own (a constant) rather than its input.
            parsed.append(parse_input("--input=" + expand_template(spec["send"], r, count)))
            continue
        if len(args) != 1:
            raise ValueError("collective functions here take exactly one tensor input "
                             "(or name their send data with send=)")
        parsed.append(parse_input(args[0]))
    etype = parsed[0][1]
    results = rank_results(spec, [a for a, _ in parsed], count)
    shape_t = expand_template(spec["result"], 0, count) if spec["result"] else None
    outputs = []
    for res in results:
        if shape_t:
            shape, rtype = parse_tensor_type(shape_t)
            if np.dtype(DTYPES[rtype]) != res.dtype:
                raise ValueError(f"result type {rtype} differs from input type {etype}")
            res = res.reshape(shape)
            etype = rtype
        outputs.append(f"EXEC @{spec['function']}\nresult[0]: hal.buffer_view\n"
                       f"{format_buffer_view(res, etype)}\n")
    return outputs


def main(argv):
    if len(argv) != 3:
        print(__doc__)
        return 2
    header = source_header.parse_header(argv[1])
    count = int(argv[2])
    for fn, spec in header["collectives"].items():
        for template in header["rank_runs"].get(fn, []):
            rank_inputs = [[expand_template(a, r, count) for a in template] for r in range(count)]
            for r, text in enumerate(expected_stdout(spec, rank_inputs, count)):
                print(f"--- rank {r} of {count}: {' '.join(rank_inputs[r])}")
                sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
