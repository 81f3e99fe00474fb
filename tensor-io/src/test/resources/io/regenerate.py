#!/usr/bin/env python3
"""Regenerates the reference recordings used by the io golden tests.

Run with the pinned toolchain's python (it has numpy and the IREE tools beside it):
    ~/.cache/jiree/iree-3.13.0/bin/python regenerate.py
It compiles probe.mlir, writes the numpy fixtures under fixtures/, runs iree-run-module on every
case below and records arguments, exit code, stdout, stderr and any files the run wrote into
reference_cases.txt. Nothing in the recordings is written by hand.
"""
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.path.dirname(os.path.abspath(sys.executable))
FIXTURES = os.path.join(HERE, "fixtures")

CCONV = {"lst": "if", "s_i32": "i", "s_i64": "I", "s_f32": "f", "s_f64": "F", "two": "rr", "mixed": "ir"}


def cconv_of(function):
    return CCONV.get(function, "r")


def write_fixtures():
    """numpy-written inputs; every dtype numpy and iree-run-module share."""
    if os.path.isdir(FIXTURES):
        shutil.rmtree(FIXTURES)
    os.makedirs(FIXTURES)
    rng = np.random.default_rng(1234)
    dtypes = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
              "float16", "float32", "float64"]
    for dt in dtypes:
        if dt == "bool":
            a = rng.integers(0, 2, size=(2, 3)).astype(dt)
        elif dt.startswith("float"):
            a = (rng.standard_normal((2, 3)) * 100).astype(dt)
        else:
            info = np.iinfo(dt)
            a = np.array([[info.min, info.max, 0], [1, 2, 3]], dtype=dt)
        np.save(os.path.join(FIXTURES, "np_%s.npy" % dt), a)
    np.save(os.path.join(FIXTURES, "np_scalar_f32.npy"), np.array(2.5, dtype=np.float32))
    np.save(os.path.join(FIXTURES, "np_empty_f32.npy"), np.zeros((0, 3), dtype=np.float32))
    np.save(os.path.join(FIXTURES, "np_r3_f32.npy"), np.arange(24, dtype=np.float32).reshape(2, 3, 4))
    np.save(os.path.join(FIXTURES, "np_fortran.npy"), np.asfortranarray(np.arange(6, dtype=np.float32).reshape(2, 3)))
    np.save(os.path.join(FIXTURES, "np_bigendian.npy"), np.arange(3, dtype=">f4"))
    np.save(os.path.join(FIXTURES, "np_complex64.npy"), np.array([1 + 2j, 3 - 4j], dtype=np.complex64))
    with open(os.path.join(FIXTURES, "np_multi.npy"), "wb") as f:
        np.save(f, np.array([1.5, 2.5], dtype=np.float32))
        np.save(f, np.array([7, 8, 9], dtype=np.int32))
        np.save(f, np.array([[1, 2], [3, 4]], dtype=np.float32))
    with open(os.path.join(FIXTURES, "np_pair.npy"), "wb") as f:
        np.save(f, np.array([0.25, -8.5], dtype=np.float32))
        np.save(f, np.array([-1, 2, 3], dtype=np.int32))
    np.save(os.path.join(FIXTURES, "np_complex128.npy"), np.array([1.5 - 2j], dtype=np.complex128))
    np.save(os.path.join(FIXTURES, "np_void.npy"), np.array([b"\x01\x02\x03\x04", b"\xff\x00\xab\xcd"], dtype="V4"))
    np.save(os.path.join(FIXTURES, "np_unicode.npy"), np.array(["ab", "c"]))
    for version in [(2, 0), (3, 0)]:
        with open(os.path.join(FIXTURES, "np_v%d.npy" % version[0]), "wb") as f:
            np.lib.format.write_array(f, np.array([[5, 6]], dtype=np.int16), version=version)
    with open(os.path.join(FIXTURES, "np_truncated.npy"), "wb") as f:
        data = open(os.path.join(FIXTURES, "np_float32.npy"), "rb").read()
        f.write(data[:-5])
    with open(os.path.join(FIXTURES, "not_npy.npy"), "wb") as f:
        f.write(b"hello world, not a numpy file at all\n")
    np.array([1.0, -2.0, 3.5, 4.25], dtype="<f4").tofile(os.path.join(FIXTURES, "raw_f32.bin"))
    np.array([1, 2, 3], dtype="<i4").tofile(os.path.join(FIXTURES, "raw_i32.bin"))


def cases():
    c = []

    def add(name, function, *args):
        c.append((name, function, list(args)))

    # --- every element type, values chosen to hit formatting/range edges ---
    add("i8", "r1_i8", "--input=6xi8=0 1 -1 127 -128 255")
    add("i16", "r1_i16", "--input=5xi16=0 -32768 32767 65535 -2")
    add("i32", "r1_i32", "--input=5xi32=0 -2147483648 2147483647 4294967295 0x7f")
    add("i64", "r1_i64", "--input=4xi64=0 -9223372036854775808 9223372036854775807 18446744073709551615")
    add("si8", "r1_si8", "--input=4xsi8=-128 127 -200 0")
    add("si16", "r1_si16", "--input=3xsi16=-32768 32767 -1")
    add("si32", "r1_si32", "--input=3xsi32=-2147483648 2147483647 -1")
    add("si64", "r1_si64", "--input=3xsi64=-9223372036854775808 9223372036854775807 -1")
    add("ui8", "r1_ui8", "--input=3xui8=0 255 17")
    add("ui16", "r1_ui16", "--input=3xui16=0 65535 17")
    add("ui32", "r1_ui32", "--input=3xui32=0 4294967295 -1")
    add("ui64", "r1_ui64", "--input=3xui64=0 18446744073709551615 -1")
    add("i1", "r1_i1", "--input=4xi1=01 00 FF 7a")
    add("f16", "r1_f16", "--input=10xf16=1 2.5 -0 nan inf -inf 65504 65520 6e-8 0.1")
    add("f16_round", "r1_f16", "--input=6xf16=1.00048828125 1.0009765625 1.00146484375 2049 2051 3.14159")
    add("bf16", "r1_bf16", "--input=8xbf16=1 2.5 -0 nan -inf 3.14159 1e38 1e-40")
    add("f32", "r1_f32", "--input=12xf32=0 -0 1 0.1 1e-5 1e-4 123456 1234567 1e10 3.4028235e38 1.4e-45 -1.5")
    add("f32_special", "r1_f32", "--input=7xf32=nan -nan inf -inf infinity NaN(123) 1e40")
    add("f32_hex", "r1_f32", "--input=4xf32=0x1p-3 0x1.8 -0x10 0X1P+4")
    add("f32_garbage", "r1_f32", "--input=3xf32=1.5abc 2e 3.")
    add("f32_ties", "r1_f32", "--input=6xf32=1234565 1234575 0.5 2.5 100000 999999.5")
    add("f64", "r1_f64", "--input=8xf64=0.1 1e300 -1e-300 123456789 4.9e-324 nan -inf 2.5")
    add("f8E5M2", "r1_f8E5M2", "--input=6xf8E5M2=1 -2 0.3 57344 1e6 nan")
    add("f8E4M3FN", "r1_f8E4M3FN", "--input=6xf8E4M3FN=1 448 0.1 500 -inf nan")
    add("f8E5M2FNUZ", "r1_f8E5M2FNUZ", "--input=5xf8E5M2FNUZ=1 -0 0.3 1e6 nan")
    add("f8E4M3FNUZ", "r1_f8E4M3FNUZ", "--input=5xf8E4M3FNUZ=1 -0 0.1 300 nan")
    add("f8E8M0FNU", "r1_f8E8M0FNU", "--input=5xf8E8M0FNU=1 0.3 4 0 nan")
    # --- integer literal forms (strtol base 0, trailing garbage, wrap) ---
    add("int_forms", "r1_i32", "--input=8xi32=0x10 010 -0x10 +5 12abc 3000000000 0b1 -0")
    add("int_16chars", "r1_i32", "--input=2xi32=000000000000001 0000000000000001")
    add("int_overflow", "r1_i32", "--input=1xi32=99999999999999999999")
    add("i8_range", "r1_i8", "--input=1xi8=256")
    add("si8_range", "r1_si8", "--input=1xsi8=128")
    add("ui8_neg", "r1_ui8", "--input=1xui8=-1")
    add("i16_range", "r1_i16", "--input=1xi16=-32769")
    add("f32_underflow", "r1_f32", "--input=1xf32=1e-50")
    add("f32_long_token", "r1_f32", "--input=1xf32=1.0000000000000000000000000000001")
    add("bad_number", "r1_f32", "--input=2xf32=1 abc")
    add("bad_int", "r1_i32", "--input=2xi32=1 2.5")
    # --- ranks, brackets, separators, splat ---
    add("rank0_f32", "r0_f32", "--input=f32=3.5")
    add("rank0_i32", "r0_i32", "--input=i32=-7")
    add("rank0_nodata", "r0_f32", "--input=f32")
    add("rank2_brackets", "r2_i32", "--input=2x2xi32=[1 2][3 4]")
    add("rank2_nested", "r2_i32", "--input=2x3xi32=[[1,2,3],[4,5,6]]")
    add("rank2_whitespace", "r2_f32", "--input=2x2xf32=1\t2\n3,,4")
    add("rank3", "r3_f32", "--input=2x2x3xf32=1 2 3 4 5 6 7 8 9 10 11 12")
    add("splat", "r2_f32", "--input=3x2xf32=1.25")
    add("no_data", "r1_i32", "--input=3xi32")
    add("empty_data", "r1_i32", "--input=3xi32=")
    add("empty_tensor", "r1_f32", "--input=0xf32=")
    add("empty_2d", "r2_f32", "--input=2x0xf32=")
    add("empty_2d_b", "r2_f32", "--input=0x4xf32=")
    add("quoted", "r1_i32", "--input=\"2xi32=5 6\"")
    add("padded", "r1_i32", "--input=  2xi32=5 6  ")
    # --- elision ---
    add("elide_default", "r1_i32", "--input=1030xi32=3")
    add("elide_2d", "r2_i32", "--input=2x600xi32=1")
    add("elide_exact", "r1_i32", "--input=1024xi32=2")
    add("elide_small", "r2_f32", "--output_max_element_count=3", "--input=2x2xf32=1 2 3 4")
    add("elide_zero", "r1_f32", "--output_max_element_count=0", "--input=3xf32=1 2 3")
    add("elide_rank0", "r0_f32", "--output_max_element_count=0", "--input=f32=1")
    add("elide_3d", "r3_f32", "--output_max_element_count=5", "--input=2x2x2xf32=1 2 3 4 5 6 7 8")
    # --- element count errors ---
    add("too_few", "r1_f32", "--input=4xf32=1 2 3")
    add("too_many", "r1_f32", "--input=2xf32=1 2 3")
    add("too_many_sep", "r1_f32", "--input=2xf32=1 2 3 ")
    add("splat_into_empty", "r1_f32", "--input=0xf32=1")
    # --- shape/type errors ---
    add("bad_type", "r1_f32", "--input=2xq32=1 2")
    add("bad_bits", "r1_f32", "--input=2xf=1 2")
    add("bad_bits_big", "r1_f32", "--input=2xf300=1 2")
    add("bad_dim", "r1_f32", "--input=2yxf32=1 2")
    add("neg_dim", "r1_f32", "--input=-2xf32=1 2")
    add("dyn_dim", "r2_f32", "--input=2x?xf32=1 2")
    add("empty_dim", "r2_f32", "--input=2xxf32=1 2")
    add("no_shape_type", "r1_f32", "--input=1 2 3")
    add("empty_input", "r1_f32", "--input=")
    add("opaque", "r1_i8", "--input=2xx8=0a ff")
    add("scalar_for_tensor", "r1_f32", "--input=5")
    # --- primitive values ---
    add("s_i32", "s_i32", "--input=5")
    add("s_i32_neg", "s_i32", "--input=-3")
    add("s_i32_hex", "s_i32", "--input=0x10")
    add("s_i32_wrap", "s_i32", "--input=3000000000")
    add("s_i32_typed", "s_i32", "--input=i32=5")
    add("s_i32_bad", "s_i32", "--input=abc")
    add("s_i32_null", "s_i32", "--input=(null)")
    add("s_i32_ignored", "s_i32", "--input=(ignored)")
    add("s_i32_padded", "s_i32", "--input= 42 ")
    add("s_i64", "s_i64", "--input=-9223372036854775808")
    add("s_i64_bad", "s_i64", "--input=x")
    add("s_f32", "s_f32", "--input=1.5")
    add("s_f32_small", "s_f32", "--input=0.0001")
    add("s_f32_big", "s_f32", "--input=1e40")
    add("s_f32_nan", "s_f32", "--input=-nan")
    add("s_f32_negzero", "s_f32", "--input=-0")
    add("s_f32_prec", "s_f32", "--input=3.14159265")
    add("s_f32_bad", "s_f32", "--input=zz")
    add("s_f64", "s_f64", "--input=1.5e300")
    add("s_f64_prec", "s_f64", "--input=0.1")
    add("s_f64_inf", "s_f64", "--input=-inf")
    add("too_many_inputs", "s_i32", "--input=1", "--input=2")
    add("tensor_for_prim", "mixed", "--input=2xf32=1 2", "--input=2xf32=1 2")
    add("mixed", "mixed", "--input=7", "--input=2xf32=1 2")
    add("null_ref", "mixed", "--input=7", "--input=(null)")
    # --- files ---
    add("bin_f32", "r1_f32", "--input=4xf32=@raw_f32.bin")
    add("bin_continue", "two", "--input=2xf32=@raw_f32.bin", "--input=2xi32=+raw_f32.bin")
    add("bin_short", "r1_f32", "--input=8xf32=@raw_f32.bin")
    add("bin_missing", "r1_f32", "--input=2xf32=@missing.bin")
    add("bin_bad_meta", "r1_f32", "--input=2xq32=@raw_f32.bin")
    add("storage_amp", "r1_f32", "--input=&4xf32=1 2 3 4")
    for dt in ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
               "float16", "float32", "float64"]:
        fn = {"bool": "r2_i32", "int8": "r2_i32", "int16": "r2_i32", "int32": "r2_i32",
              "int64": "r2_i32", "uint8": "r2_i32", "uint16": "r2_i32", "uint32": "r2_i32",
              "uint64": "r2_i32", "float16": "r2_f32", "float32": "r2_f32", "float64": "r2_f32"}[dt]
        add("npy_in_" + dt, fn, "--input=@np_%s.npy" % dt)
    add("npy_scalar", "r0_f32", "--input=@np_scalar_f32.npy")
    add("npy_empty", "r2_f32", "--input=@np_empty_f32.npy")
    add("npy_r3", "r3_f32", "--input=@np_r3_f32.npy")
    add("npy_multi", "two", "--input=@np_multi.npy", "--input=+np_multi.npy")
    add("npy_multi_reopen", "two", "--input=@np_multi.npy", "--input=@np_multi.npy")
    add("npy_splat", "two", "--input=*np_multi.npy")
    add("npy_multi_eof", "two", "--input=@np_r3_f32.npy", "--input=+np_r3_f32.npy")
    add("npy_fortran", "r2_f32", "--input=@np_fortran.npy")
    add("npy_bigendian", "r1_f32", "--input=@np_bigendian.npy")
    add("npy_complex", "r1_f32", "--input=@np_complex64.npy")
    add("npy_truncated", "r2_f32", "--input=@np_truncated.npy")
    add("npy_not_npy", "r1_f32", "--input=@not_npy.npy")
    add("npy_missing", "r1_f32", "--input=@missing.npy")
    add("npy_wrong_ext", "r1_f32", "--input=@raw_f32.bin")
    add("npy_for_prim", "s_i32", "--input=@np_scalar_f32.npy")
    # --- outputs to files ---
    for fn, inp in [("r1_i8", "3xi8=1 -2 3"), ("r1_i16", "2xi16=1 -2"), ("r1_i32", "2xi32=1 -2"),
                    ("r1_i64", "2xi64=1 -2"), ("r1_si8", "2xsi8=1 -2"), ("r1_ui8", "2xui8=1 2"),
                    ("r1_ui16", "2xui16=1 2"), ("r1_ui32", "2xui32=1 2"), ("r1_ui64", "2xui64=1 2"),
                    ("r1_f16", "2xf16=1 -2"), ("r1_f32", "2xf32=1 -2"), ("r1_f64", "2xf64=1 -2"),
                    ("r1_i1", "2xi1=01 00"), ("r1_bf16", "2xbf16=1 -2"), ("r1_f8E4M3FN", "2xf8E4M3FN=1 2"),
                    ("r0_f32", "f32=1.5"), ("r2_f32", "2x3xf32=1 2 3 4 5 6"),
                    ("r3_f32", "1x2x1xf32=1 2"), ("r1_f32", "0xf32=")]:
        add("out_npy_%s_%s" % (fn, inp.split("=")[0]), fn, "--input=" + inp, "--output=@out.npy")
    add("out_npy_scalar_i32", "s_i32", "--input=9", "--output=@out.npy")
    add("out_npy_scalar_f64", "s_f64", "--input=2.5", "--output=@out.npy")
    add("out_npy_append", "two", "--input=2xf32=1 2", "--input=3xi32=4 5 6", "--output=@out.npy", "--output=+out.npy")
    add("out_bin", "two", "--input=2xf32=1 2", "--input=3xi32=4 5 6", "--output=@out.bin", "--output=+out.bin")
    add("out_skip", "two", "--input=2xf32=1 2", "--input=3xi32=4 5 6", "--output=", "--output=-")
    add("out_count_mismatch", "two", "--input=2xf32=1 2", "--input=3xi32=4 5 6", "--output=-")
    add("out_bad_mode", "r1_f32", "--input=2xf32=1 2", "--output=out.npy")
    add("print_two", "two", "--input=2xf32=1 2", "--input=3xi32=4 5 6")
    add("print_mixed", "mixed", "--input=-4", "--input=1xf32=0.5")
    # --- expected outputs ---
    add("exp_match", "r1_f32", "--input=3xf32=1 2 3", "--expected_output=3xf32=1 2 3")
    add("exp_within_atol", "r1_f32", "--input=3xf32=1 2 3", "--expected_output=3xf32=1.00005 2 3")
    add("exp_beyond_atol", "r1_f32", "--input=3xf32=1 2 3", "--expected_output=3xf32=1 2.001 3")
    add("exp_rtol", "r1_f32", "--input=1xf32=100000", "--expected_output=1xf32=100000.5")
    add("exp_rtol_beyond", "r1_f32", "--input=1xf32=100000", "--expected_output=1xf32=100002")
    add("exp_nan", "r1_f32", "--input=2xf32=nan 1", "--expected_output=2xf32=nan 1")
    add("exp_inf", "r1_f32", "--input=2xf32=inf 1", "--expected_output=2xf32=-inf 1")
    add("exp_exact_mode", "r1_f32", "--equality_mode=exact", "--input=3xf32=1 2 3", "--expected_output=3xf32=1.00005 2 3")
    add("exp_custom_atol", "r1_f32", "--expected_f32_threshold=0.01", "--input=3xf32=1 2 3", "--expected_output=3xf32=1 2.001 3")
    add("exp_f16", "r1_f16", "--input=2xf16=1 2", "--expected_output=2xf16=1.001 2")
    add("exp_f16_beyond", "r1_f16", "--input=2xf16=1 2", "--expected_output=2xf16=1.01 2")
    add("exp_bf16", "r1_bf16", "--input=2xbf16=1 2", "--expected_output=2xbf16=1.01 2")
    add("exp_f64", "r1_f64", "--input=2xf64=1 2", "--expected_output=2xf64=1.001 2")
    add("exp_int", "r1_i32", "--input=3xi32=1 2 3", "--expected_output=3xi32=1 2 4")
    add("exp_shape", "r1_i32", "--input=3xi32=1 2 3", "--expected_output=2xi32=1 2")
    add("exp_type", "r1_i32", "--input=3xi32=1 2 3", "--expected_output=3xi64=1 2 3")
    add("exp_rank", "r2_f32", "--input=2x2xf32=1 2 3 4", "--expected_output=4xf32=1 2 3 4")
    add("exp_ignored", "two", "--input=2xf32=1 2", "--input=3xi32=4 5 6", "--expected_output=(ignored)", "--expected_output=3xi32=4 5 0")
    add("exp_two_fail", "two", "--input=2xf32=1 2", "--input=3xi32=4 5 6", "--expected_output=2xf32=1 3", "--expected_output=3xi32=4 5 0")
    add("exp_count", "two", "--input=2xf32=1 2", "--input=3xi32=4 5 6", "--expected_output=2xf32=1 2")
    add("exp_scalar", "s_i32", "--input=5", "--expected_output=5")
    add("exp_scalar_diff", "s_i32", "--input=5", "--expected_output=6")
    add("exp_scalar_f32", "s_f32", "--input=1.5", "--expected_output=1.5")
    add("exp_scalar_null", "s_i32", "--input=5", "--expected_output=(null)")
    add("exp_npy", "r2_f32", "--input=@np_float32.npy", "--expected_output=@np_float32.npy")
    add("exp_parse_error", "r1_f32", "--input=2xf32=1 2", "--expected_output=2xf32=1 x")
    add("exp_large", "r1_i32", "--input=1100xi32=1", "--expected_output=1100xi32=2")
    add("exp_neg_zero", "r1_f32", "--equality_mode=exact", "--input=1xf32=0", "--expected_output=1xf32=-0")
    add("npy_pair_splat", "two", "--input=*np_pair.npy")
    add("npy_complex128", "r1_f32", "--input=@np_complex128.npy")
    add("npy_void", "r1_f32", "--input=@np_void.npy")
    add("npy_unicode", "r1_f32", "--input=@np_unicode.npy")
    add("npy_v2", "r2_i32", "--input=@np_v2.npy")
    add("npy_v3", "r2_i32", "--input=@np_v3.npy")
    add("out_npy_null", "mixed", "--input=7", "--input=(null)", "--output=@out.npy", "--output=+out.npy")
    add("out_npy_storage", "r1_f32", "--input=&2xf32=1 2", "--output=@out.npy")
    add("out_bin_storage", "r1_f32", "--input=&2xf32=1 2", "--output=+out.bin")
    add("list_result", "lst", "--input=7", "--input=2.5")
    add("list_result_elided", "lst", "--output_max_element_count=0", "--input=-1", "--input=1e-7")
    add("f16_tiny", "r1_f16", "--input=5xf16=4e-8 -3.9066723E-8 3e-8 2.9802322e-8 5.9604645e-8")
    add("too_many_inloop", "r1_f32", "--input=2xf32=1 2 3 4")
    add("rank_129", "r1_f32", "--input=" + "x".join(["1"] * 129) + "xf32=1")
    add("rank_128", "r1_f32", "--input=" + "x".join(["1"] * 128) + "xf32=1")
    add("type_hex_bits", "r1_f32", "--input=2xf0x20=1 2")
    add("type_trailing", "r1_f32", "--input=2xf32q=1 2")
    add("exp_storage", "r1_f32", "--input=&2xf32=1 2", "--expected_output=&2xf32=1 2")
    add("print_ignored", "mixed", "--input=(ignored)", "--input=(ignored)")
    # --- seeded random numbers: printing and parsing agree on many values ---
    rng = np.random.default_rng(20261122)

    def rand_float_texts(count, lo, hi):
        out = []
        for i in range(count):
            m = rng.uniform(-10, 10)
            e = int(rng.integers(lo, hi))
            style = i % 4
            if style == 0:
                out.append("%.9g" % (m * 10.0 ** e))
            elif style == 1:
                out.append("%.17g" % (m * 10.0 ** e))
            elif style == 2:
                out.append("%.3e" % (m * 10.0 ** e))
            else:
                out.append("%d" % int(rng.integers(-2000000, 2000000)))
        return out

    for chunk in range(4):
        vals = rand_float_texts(200, -40, 39)
        add("rand_f32_%d" % chunk, "r1_f32", "--input=%dxf32=%s" % (len(vals), " ".join(vals)))
    for chunk in range(3):
        vals = rand_float_texts(200, -300, 300)
        add("rand_f64_%d" % chunk, "r1_f64", "--input=%dxf64=%s" % (len(vals), " ".join(vals)))
    for chunk in range(2):
        vals = rand_float_texts(200, -8, 5)
        add("rand_f16_%d" % chunk, "r1_f16", "--input=%dxf16=%s" % (len(vals), " ".join(vals)))
        add("rand_bf16_%d" % chunk, "r1_bf16", "--input=%dxbf16=%s" % (len(vals), " ".join(vals)))
        add("rand_f8E4M3FN_%d" % chunk, "r1_f8E4M3FN", "--input=%dxf8E4M3FN=%s" % (len(vals), " ".join(vals)))
        add("rand_f8E5M2_%d" % chunk, "r1_f8E5M2", "--input=%dxf8E5M2=%s" % (len(vals), " ".join(vals)))
    bits = rng.integers(0, 2**32, size=300, dtype=np.uint64).astype(np.uint32)
    floats = bits.view(np.float32)
    np.array(floats, dtype="<f4").tofile(os.path.join(FIXTURES, "rand_bits_f32.bin"))
    add("rand_bits_f32", "r1_f32", "--input=300xf32=@rand_bits_f32.bin")
    hbits = rng.integers(0, 2**16, size=400, dtype=np.uint64).astype(np.uint16)
    hbits.astype("<u2").tofile(os.path.join(FIXTURES, "rand_bits_16.bin"))
    add("rand_bits_f16", "r1_f16", "--input=400xf16=@rand_bits_16.bin")
    add("rand_bits_bf16", "r1_bf16", "--input=400xbf16=@rand_bits_16.bin")
    bbits = np.arange(256, dtype=np.uint8)
    bbits.tofile(os.path.join(FIXTURES, "all_bytes.bin"))
    for t in ["f8E5M2", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E8M0FNU"]:
        add("all_bits_" + t, "r1_" + t, "--input=256x%s=@all_bytes.bin" % t)
    dbits = rng.integers(0, 2**63, size=200, dtype=np.int64) * np.where(rng.random(200) < 0.5, 1, -1)
    dbits.astype("<i8").tofile(os.path.join(FIXTURES, "rand_bits_64.bin"))
    add("rand_bits_f64", "r1_f64", "--input=200xf64=@rand_bits_64.bin")
    ints = [str(int(x)) for x in rng.integers(-2**40, 2**40, size=100)]
    add("rand_i64", "r1_i64", "--input=100xi64=" + ",".join(ints))
    ints = [hex(int(x)) for x in rng.integers(0, 2**31, size=100)]
    add("rand_i32_hex", "r1_i32", "--input=100xi32=" + " ".join(ints))
    return c


def esc(data):
    out = []
    for b in data:
        ch = chr(b)
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif 0x20 <= b < 0x7F:
            out.append(ch)
        else:
            out.append("\\x%02x" % b)
    return "".join(out)


def main():
    write_fixtures()
    work = tempfile.mkdtemp(prefix="jiree-io-probe-")
    try:
        vmfb = os.path.join(work, "probe.vmfb")
        subprocess.run([os.path.join(BIN, "iree-compile"), "--iree-hal-target-backends=llvm-cpu",
                        "--iree-llvmcpu-target-cpu=generic", "--iree-input-demote-f64-to-f32=false",
                        "--iree-input-demote-i64-to-i32=false", os.path.join(HERE, "probe.mlir"),
                        "-o", vmfb], check=True)
        lines = ["# Recorded from iree-run-module (IREE 3.13.0) by regenerate.py; do not edit.",
                 "# @stderr has the leading source location (file:line: ) removed."]
        for name, function, args in cases():
            run_dir = os.path.join(work, "run")
            shutil.copytree(FIXTURES, run_dir)
            cmd = [os.path.join(BIN, "iree-run-module"), "--device=local-sync", "--module=" + vmfb,
                   "--function=" + function] + args
            p = subprocess.run(cmd, cwd=run_dir, capture_output=True)
            stderr = p.stderr
            # Drop the build's source location prefix, which is not part of the message.
            if b": " in stderr.split(b"\n")[0] and stderr.split(b":")[0].endswith((b".c", b".cc")):
                stderr = stderr.split(b": ", 1)[1]
            lines.append("@case " + name)
            lines.append("@function " + function)
            lines.append("@cconv " + cconv_of(function))
            for a in args:
                lines.append("@arg " + esc(a.encode()))
            lines.append("@rc %d" % p.returncode)
            lines.append("@stdout " + esc(p.stdout))
            lines.append("@stderr " + esc(stderr))
            for out in ("out.npy", "out.bin"):
                path = os.path.join(run_dir, out)
                if os.path.exists(path):
                    lines.append("@file %s %s" % (out, open(path, "rb").read().hex()))
            lines.append("@end")
            shutil.rmtree(run_dir)
        with open(os.path.join(HERE, "reference_cases.txt"), "w") as f:
            f.write("\n".join(lines) + "\n")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
