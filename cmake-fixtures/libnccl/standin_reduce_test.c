/*
 * Rounding of the stand-in's 16-bit float conversions and reductions on values that are not
 * exact, checked against encodings worked out from the IEEE 754 / bfloat16 definitions.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "standin_internal.h"

static int failures;

static void expect16(const char* what, uint16_t got, uint16_t want) {
  if (got != want) {
    fprintf(stderr, "%s: got 0x%04x, expected 0x%04x\n", what, got, want);
    failures++;
  }
}

int main(void) {
  /* 0.1 = 1.6 * 2^-4: mantissa 0.6 * 1024 = 614.4 rounds to 614 (0x266), exponent 11. */
  expect16("f16(0.1)", standin_float_to_half(0.1f), 0x2E66);
  /* 1/3 = 1.333 * 2^-2: 0.333 * 1024 = 341.33 -> 341 (0x155), exponent 13. */
  expect16("f16(1/3)", standin_float_to_half(1.0f / 3.0f), 0x3555);
  expect16("f16(65504)", standin_float_to_half(65504.0f), 0x7BFF);
  expect16("f16(65520) rounds to inf", standin_float_to_half(65520.0f), 0x7C00);
  expect16("f16(-2)", standin_float_to_half(-2.0f), 0xC000);
  expect16("f16(2^-24)", standin_float_to_half(5.9604645e-08f), 0x0001);
  expect16("f16(2^-25) ties to even (0)", standin_float_to_half(2.9802322e-08f), 0x0000);
  expect16("f16(3 * 2^-25) ties to even (2)", standin_float_to_half(8.9406967e-08f), 0x0002);
  /* 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even gives 1. */
  expect16("f16(1 + 2^-11)", standin_float_to_half(1.00048828125f), 0x3C00);
  expect16("f16(1 + 3 * 2^-11)", standin_float_to_half(1.00146484375f), 0x3C02);
  /* float 1/3 is 0x3EAAAAAB: the dropped half 0xAAAB is above a tie, so round up. */
  expect16("bf16(1/3)", standin_float_to_bf16(1.0f / 3.0f), 0x3EAB);
  /* 0x3F808000 is exactly halfway: ties to even keeps 0x3F80. */
  {
    uint32_t bits = 0x3F808000u;
    float f;
    memcpy(&f, &bits, 4);
    expect16("bf16 tie", standin_float_to_bf16(f), 0x3F80);
    bits = 0x3F818000u;
    memcpy(&f, &bits, 4);
    expect16("bf16 tie up", standin_float_to_bf16(f), 0x3F82);
  }
  if (standin_half_to_float(0x0001) != 5.9604645e-08f || standin_half_to_float(0xFBFF) != -65504.0f) {
    fprintf(stderr, "half_to_float\n");
    failures++;
  }

  /* f16 sum rounds after each step: 2048 + 1 = 2049 is a tie between 2048 and 2050 -> 2048. */
  uint16_t blocks[2] = {0x6800 /* 2048 */, 0x3C00 /* 1 */};
  uint16_t out = 0;
  standin_reduce(&out, (const unsigned char*)blocks, 2, 2, 1, ncclFloat16, ncclSum);
  expect16("f16 2048 + 1", out, 0x6800);
  /* Average of 1 and 2 on 2 ranks: 0.5 + 1 = 1.5 (0x3E00). */
  uint16_t avg_in[2] = {0x3C00, 0x4000};
  standin_reduce(&out, (const unsigned char*)avg_in, 2, 2, 1, ncclFloat16, ncclAvg);
  expect16("f16 avg(1, 2)", out, 0x3E00);
  /* Integer average truncates toward zero: (-3 + 0) / 2 = -1. */
  int32_t ints[2] = {-3, 0}, iout = 0;
  standin_reduce(&iout, (const unsigned char*)ints, 4, 2, 1, ncclInt32, ncclAvg);
  if (iout != -1) {
    fprintf(stderr, "int32 avg(-3, 0) = %d\n", iout);
    failures++;
  }
  /* uint8 product wraps: 16 * 17 = 272 -> 16. */
  uint8_t bytes[2] = {16, 17}, bout = 0;
  standin_reduce(&bout, bytes, 1, 2, 1, ncclUint8, ncclProd);
  if (bout != 16) {
    fprintf(stderr, "uint8 16 * 17 = %u\n", bout);
    failures++;
  }
  printf("reduce checks: %s\n", failures ? "FAILED" : "passed");
  return failures != 0;
}
