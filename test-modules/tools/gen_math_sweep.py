#!/usr/bin/env python3
"""Writes test-modules/src/vm/math_sweep_f32.mlir and math_sweep_f64.mlir: VM-dialect modules that
apply every float math op of the VM (bytecode 17.0) to 12288 inputs generated inside the module and
return, per op, 48 i64 hashes, one per block of 256 consecutive inputs.

Usage: test-modules/tools/gen_math_sweep.py   (then test-modules/build the two sources)

Inputs (index i in [0, 12288), six segments of 2048, k = i mod 2048):
  0   structured bit patterns: both signs x 256 exponents (f32: all of them; f64: 0, 1, 2046,
      2047 and 252 spread around the bias) x mantissas {0, 1, half, all ones} -- so +-0, the
      smallest and largest subnormals, +-inf, quiet and signaling NaNs with payloads, powers of two,
      1.5, the largest finite value, ...
  1-2 the bit pattern i * golden-ratio constant: spread over the whole encoding space
  3   (k - 1024) / 128       (halves and quarters for the rounding ops)
  4   (k - 1024) / 16
  5   (k - 1024) * 0.01234567
Binary ops: pairs 0..4095 are the 64 x 64 cross product of the edge values E(0..63) (signs x
mantissas {0, 1, half, all ones} x 8 exponents: zero/subnormal, smallest normal, 0.5, 1, 2,
2^23 resp. 2^52 (exact integers, odd and even), the largest finite, inf/NaN); pairs 4096.. pair
input(i) with input(j), j = 4096 + ((i * 0x9E3779B1) >> 19). fma's third operand is input(j'),
j' from a second multiplier.
The hash of a block is FNV-1a over the results' bit patterns (zero-extended to 64 bits): a
single differing result always changes it. Everything is straight-line integer code, loops,
selects and the op under test, with no refs or calls, so FunctionCompiler compiles the exported
functions (the finished block hashes ride along the outer loop as a shift register of block
arguments, since a list would make the function ineligible).
"""

from pathlib import Path

N = 12288
BLOCK = 256
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
GOLD32 = 0x9E3779B1
MIX32 = 0x85EBCA6B
GOLD64 = 0x9E3779B97F4A7C15

UNARY = ["abs", "neg", "ceil", "floor", "round", "round_even", "atan", "cos", "sin", "exp", "exp2",
         "expm1", "log", "log10", "log1p", "log2", "rsqrt", "sqrt", "tanh", "erf"]
BINARY = ["rem", "atan2", "pow", "min", "max"]
CASTS = {"f32": ["si32", "ui32", "si64", "ui64"], "f64": ["si64", "ui64"]}


def s32(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= 0xFFFFFFFFFFFFFFFF
    return v - (1 << 64) if v >> 63 else v


class Body:
    """SSA lines of one function body."""

    def __init__(self):
        self.lines = []
        self.n = 0
        self.consts = {}

    def tmp(self):
        self.n += 1
        return f"%v{self.n}"

    def op(self, text, ty):
        v = self.tmp()
        self.lines.append(f"    {v} = {text} : {ty}")
        return v

    def raw(self, text):
        self.lines.append("    " + text)

    def c32(self, value):
        key = ("i32", s32(value))
        if key not in self.consts:
            v = self.tmp()
            self.lines.append(f"    {v} = vm.const.i32 {s32(value)}" if s32(value) != 0
                              else f"    {v} = vm.const.i32.zero")
            self.consts[key] = v
        return self.consts[key]

    def c64(self, value):
        key = ("i64", s64(value))
        if key not in self.consts:
            v = self.tmp()
            self.lines.append(f"    {v} = vm.const.i64 {s64(value)}" if s64(value) != 0
                              else f"    {v} = vm.const.i64.zero")
            self.consts[key] = v
        return self.consts[key]

    def cf(self, ty, value):
        key = (ty, value)
        if key not in self.consts:
            v = self.tmp()
            self.lines.append(f"    {v} = vm.const.{ty} {value}")
            self.consts[key] = v
        return self.consts[key]

    # i32 helpers
    def shru(self, a, n):
        return self.op(f"vm.shr.i32.u {a}, {self.c32(n)}", "i32")

    def and32(self, a, m):
        return self.op(f"vm.and.i32 {a}, {self.c32(m)}", "i32")

    def eq32(self, a, value):
        return self.op(f"vm.cmp.eq.i32 {a}, {self.c32(value)}", "i32")

    def sel32(self, c, a, b):
        return self.op(f"vm.select.i32 {c}, {a}, {b}", "i32")

    def sel64(self, c, a, b):
        return self.op(f"vm.select.i64 {c}, {a}, {b}", "i64")

    def table32(self, index, values):
        """values[index] for a small index, as a chain of selects."""
        r = self.c32(values[0])
        for n, v in enumerate(values[1:], 1):
            r = self.sel32(self.eq32(index, n), self.c32(v), r)
        return r

    def table64(self, index, values):
        r = self.c64(values[0])
        for n, v in enumerate(values[1:], 1):
            r = self.sel64(self.eq32(index, n), self.c64(v), r)
        return r


F32_EDGE_EXPS = [0, 1, 126, 127, 128, 150, 254, 255]
F64_EDGE_EXPS = [0, 1, 1022, 1023, 1024, 1075, 2046, 2047]
F32_MANTS = [0, 1, 0x400000, 0x7FFFFF]
F64_MANTS = [0, 1, 1 << 51, (1 << 52) - 1]
SCALES = {3: "0.0078125", 4: "0.0625", 5: "0.01234567"}


def input_bits(b, ty, i):
    """Bits (i32 for f32, i64 for f64) of input number i (an i32 value)."""
    seg = b.shru(i, 11)
    k = b.and32(i, 2047)
    km = b.op(f"vm.sub.i32 {k}, {b.c32(1024)}", "i32")
    if ty == "f32":
        sign = b.op(f"vm.shl.i32 {b.shru(k, 10)}, {b.c32(31)}", "i32")
        exp = b.op(f"vm.shl.i32 {b.and32(b.shru(k, 2), 255)}, {b.c32(23)}", "i32")
        mant = b.table32(b.and32(k, 3), F32_MANTS)
        bits = b.op(f"vm.or.i32 {b.op(f'vm.or.i32 {sign}, {exp}', 'i32')}, {mant}", "i32")
        spread = b.op(f"vm.mul.i32 {i}, {b.c32(GOLD32)}", "i32")
        bits = b.sel32(b.op(f"vm.cmp.nz.i32 {seg}", "i32"), spread, bits)
        fk = b.op(f"vm.cast.si32.f32 {km}", "i32 -> f32")
        for s, scale in SCALES.items():
            x = b.op(f"vm.mul.f32 {fk}, {b.cf('f32', scale)}", "f32")
            xb = b.op(f"vm.bitcast.f32.i32 {x}", "f32 -> i32")
            bits = b.sel32(b.eq32(seg, s), xb, bits)
        return bits
    sign = b.op(f"vm.shl.i64 {b.op(f'vm.ext.i32.i64.u {b.shru(k, 10)}', 'i32 -> i64')}, {b.c32(63)}",
                "i64")
    e8 = b.and32(b.shru(k, 2), 255)
    spreadexp = b.op(f"vm.add.i32 {b.op(f'vm.mul.i32 {e8}, {b.c32(8)}', 'i32')}, "
                     f"{b.c32(1023 - 128 * 8)}", "i32")
    e11 = b.sel32(b.eq32(e8, 0), b.c32(0), spreadexp)
    e11 = b.sel32(b.eq32(e8, 1), b.c32(1), e11)
    e11 = b.sel32(b.eq32(e8, 254), b.c32(2046), e11)
    e11 = b.sel32(b.eq32(e8, 255), b.c32(2047), e11)
    exp = b.op(f"vm.shl.i64 {b.op(f'vm.ext.i32.i64.u {e11}', 'i32 -> i64')}, {b.c32(52)}", "i64")
    mant = b.table64(b.and32(k, 3), F64_MANTS)
    bits = b.op(f"vm.or.i64 {b.op(f'vm.or.i64 {sign}, {exp}', 'i64')}, {mant}", "i64")
    wide = b.op(f"vm.ext.i32.i64.u {i}", "i32 -> i64")
    spread = b.op(f"vm.mul.i64 {wide}, {b.c64(GOLD64)}", "i64")
    bits = b.sel64(b.op(f"vm.cmp.nz.i32 {seg}", "i32"), spread, bits)
    fk = b.op(f"vm.cast.si64.f64 {b.op(f'vm.ext.i32.i64.s {km}', 'i32 -> i64')}", "i64 -> f64")
    for s, scale in SCALES.items():
        x = b.op(f"vm.mul.f64 {fk}, {b.cf('f64', scale)}", "f64")
        xb = b.op(f"vm.bitcast.f64.i64 {x}", "f64 -> i64")
        bits = b.sel64(b.eq32(seg, s), xb, bits)
    return bits


def edge_bits(b, ty, e):
    """Bits of edge value E(e), e an i32 in [0, 64)."""
    if ty == "f32":
        sign = b.op(f"vm.shl.i32 {b.and32(e, 1)}, {b.c32(31)}", "i32")
        mant = b.table32(b.and32(b.shru(e, 1), 3), F32_MANTS)
        exp = b.op(f"vm.shl.i32 {b.table32(b.shru(e, 3), F32_EDGE_EXPS)}, {b.c32(23)}", "i32")
        return b.op(f"vm.or.i32 {b.op(f'vm.or.i32 {sign}, {exp}', 'i32')}, {mant}", "i32")
    sign = b.op(f"vm.shl.i64 {b.op(f'vm.ext.i32.i64.u {b.and32(e, 1)}', 'i32 -> i64')}, {b.c32(63)}",
                "i64")
    mant = b.table64(b.and32(b.shru(e, 1), 3), F64_MANTS)
    e11 = b.table32(b.shru(e, 3), F64_EDGE_EXPS)
    exp = b.op(f"vm.shl.i64 {b.op(f'vm.ext.i32.i64.u {e11}', 'i32 -> i64')}, {b.c32(52)}", "i64")
    return b.op(f"vm.or.i64 {b.op(f'vm.or.i64 {sign}, {exp}', 'i64')}, {mant}", "i64")


def to_float(b, ty, bits):
    it = "i32" if ty == "f32" else "i64"
    return b.op(f"vm.bitcast.{it}.{ty} {bits}", f"{it} -> {ty}")


def operands(b, ty, i, arity):
    """The operands of pair/triple number i as float values."""
    if arity == 1:
        return [to_float(b, ty, input_bits(b, ty, i))]
    sel = b.sel32 if ty == "f32" else b.sel64
    cross = b.op(f"vm.cmp.lt.i32.s {i}, {b.c32(4096)}", "i32")
    j = b.op(f"vm.add.i32 {b.shru(b.op(f'vm.mul.i32 {i}, {b.c32(GOLD32)}', 'i32'), 19)}, "
             f"{b.c32(4096)}", "i32")
    a = sel(cross, edge_bits(b, ty, b.shru(i, 6)), input_bits(b, ty, i))
    c = sel(cross, edge_bits(b, ty, b.and32(i, 63)), input_bits(b, ty, j))
    out = [to_float(b, ty, a), to_float(b, ty, c)]
    if arity == 3:
        j3 = b.op(f"vm.add.i32 {b.shru(b.op(f'vm.mul.i32 {i}, {b.c32(MIX32)}', 'i32'), 19)}, "
                  f"{b.c32(4096)}", "i32")
        out.append(to_float(b, ty, input_bits(b, ty, j3)))
    return out


def apply(b, ty, name, xs):
    """The op under test; returns its result widened to an i64 bit pattern."""
    it = "i32" if ty == "f32" else "i64"
    if name.startswith("cast_"):
        target = name[5:]
        rt = "i32" if target.endswith("32") else "i64"
        r = b.op(f"vm.cast.{ty}.{target} {xs[0]}", f"{ty} -> {rt}")
        return b.op(f"vm.ext.i32.i64.u {r}", "i32 -> i64") if rt == "i32" else r
    mnemonic = {"round_even": f"round.{ty}.even"}.get(name, f"{name}.{ty}")
    r = b.op(f"vm.{mnemonic} {', '.join(xs)}", ty)
    rb = b.op(f"vm.bitcast.{ty}.{it} {r}", f"{ty} -> {it}")
    return b.op(f"vm.ext.i32.i64.u {rb}", "i32 -> i64") if ty == "f32" else rb


def sweep_function(ty, name, arity):
    """The exported function of one op: an outer loop over the blocks whose block arguments are a
    shift register of the finished block hashes, an inner loop hashing one block."""
    blocks = N // BLOCK
    b = Body()
    one = b.c32(1)
    prime = b.c64(FNV_PRIME)
    offset = b.c64(FNV_OFFSET)
    size = b.c32(BLOCK)
    count = b.c32(blocks)
    zero = b.c32(0)
    entry = list(b.lines)
    b.lines = []
    accs = [f"%a{n}" for n in range(blocks)]
    i64s = ", ".join(["i64"] * blocks)
    start = b.op(f"vm.mul.i32 %b, {size}", "i32")
    end = b.op(f"vm.add.i32 {start}, {size}", "i32")
    b.raw(f"vm.br ^inner({start}, {offset} : i32, i64)")
    outer = b.lines
    b.lines = []
    xs = operands(b, ty, "%i", arity)
    bits = apply(b, ty, name, xs)
    h2 = b.op(f"vm.mul.i64 {b.op(f'vm.xor.i64 %h, {bits}', 'i64')}, {prime}", "i64")
    i2 = b.op(f"vm.add.i32 %i, {one}", "i32")
    more = b.op(f"vm.cmp.lt.i32.s {i2}, {end}", "i32")
    b.raw(f"vm.cond_br {more}, ^inner({i2}, {h2} : i32, i64), ^next({h2} : i64)")
    inner = b.lines
    b.lines = []
    b2 = b.op(f"vm.add.i32 %b, {one}", "i32")
    more_blocks = b.op(f"vm.cmp.lt.i32.s {b2}, {count}", "i32")
    shifted = ", ".join(accs[1:] + ["%hb"])
    b.raw(f"vm.cond_br {more_blocks}, ^outer({b2}, {shifted} : i32, {i64s}), ^done({shifted} : {i64s})")
    nxt = b.lines
    # Constants made while writing the loops are hoisted into the entry block.
    consts = [l for l in outer + inner + nxt if " = vm.const." in l]
    strip = lambda ls: [l for l in ls if " = vm.const." not in l]
    zeros = ", ".join([offset] * blocks)
    text = [f"  vm.func @{name}() -> ({i64s}) {{"]
    text += entry + consts
    text += [f"    vm.br ^outer({zero}, {zeros} : i32, {i64s})"]
    text += [f"  ^outer(%b: i32, {', '.join(a + ': i64' for a in accs)}):"] + strip(outer)
    text += ["  ^inner(%i: i32, %h: i64):"] + strip(inner)
    text += ["  ^next(%hb: i64):"] + strip(nxt)
    text += [f"  ^done({', '.join(f'%r{n}: i64' for n in range(blocks))}):",
             f"    vm.return {', '.join(f'%r{n}' for n in range(blocks))} : {i64s}", "  }",
             f"  vm.export @{name}"]
    return "\n".join(text)


def module(ty):
    ops = [(n, 1) for n in UNARY] + [(n, 2) for n in BINARY] + [("fma", 3)]
    ops += [(f"cast_{c}", 1) for c in CASTS[ty]]
    names = [n for n, _ in ops]
    header = [
        f"// Every {ty} math op of the VM applied to {N} inputs generated in the module (written by",
        "// test-modules/tools/gen_math_sweep.py, which documents the inputs; do not edit by hand).",
        f"// Each exported function is named after its op and returns {N // BLOCK} FNV-1a hashes of the",
        f"// results' bits, one per block of {BLOCK} inputs (pure scalar code, so jiree's",
        "// FunctionCompiler compiles it).",
        f"// jiree.description: {ty} math ops (libm functions, rounding, min/max, rem, fma, casts) on "
        f"{N} inputs each, hashed per block of {BLOCK}",
        "// jiree.targets: llvm-cpu",
        "// jiree.flags: --compile-mode=vm",
        "// jiree.vm-only: true",
    ]
    header += [f"// jiree.run: {n}" for n in names]
    parts = [f"vm.module @math_sweep_{ty} {{"]
    for n, arity in ops:
        parts.append(sweep_function(ty, n, arity))
    parts.append("}")
    return "\n".join(header) + "\n\n" + "\n".join(parts) + "\n"


def main():
    src = Path(__file__).resolve().parent.parent / "src" / "vm"
    for ty in ("f32", "f64"):
        (src / f"math_sweep_{ty}.mlir").write_text(module(ty))


if __name__ == "__main__":
    main()
