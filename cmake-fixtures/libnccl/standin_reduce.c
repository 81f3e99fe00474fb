/*
 * Element-wise reductions of the stand-in. Contributions are folded in rank order so every rank
 * computes bit-identical results. Integers wrap around; 16-bit floats are computed in float and
 * rounded to the storage type after every step (as NCCL's half-precision kernels do). ncclAvg is
 * sum-then-divide for integers and multiply-by-1/n-then-sum for floats, NCCL's own split.
 */
#include "standin_internal.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

size_t standin_type_size(int datatype) {
  switch (datatype) {
    case ncclInt8:
    case ncclUint8:
      return 1;
    case ncclFloat16:
    case ncclBfloat16:
      return 2;
    case ncclInt32:
    case ncclUint32:
    case ncclFloat32:
      return 4;
    case ncclInt64:
    case ncclUint64:
    case ncclFloat64:
      return 8;
    default:
      return 0;
  }
}

float standin_half_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t man = h & 0x3ffu;
  if (exp == 0) {
    float f = ldexpf((float)man, -24);
    return sign ? -f : f;
  }
  uint32_t bits = exp == 31 ? (sign | 0x7f800000u | (man << 13)) : (sign | ((exp + 112u) << 23) | (man << 13));
  float f;
  memcpy(&f, &bits, sizeof(f));
  return f;
}

uint16_t standin_float_to_half(float f) {
  uint32_t x;
  memcpy(&x, &f, sizeof(x));
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000u);
  uint32_t ax = x & 0x7fffffffu;
  if (ax >= 0x7f800000u) return (uint16_t)(sign | 0x7c00u | (ax > 0x7f800000u ? 0x200u : 0u));
  if (ax >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u); /* rounds past 65504 */
  if (ax < 0x38800000u) {                                     /* below 2^-14: subnormal */
    float a;
    memcpy(&a, &ax, sizeof(a));
    return (uint16_t)(sign | (uint16_t)nearbyintf(a * 16777216.0f));
  }
  uint32_t h = ((((ax >> 23) - 112u) << 10) | ((ax & 0x7fffffu) >> 13));
  uint32_t rem = ax & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u))) h++;
  return (uint16_t)(sign | h);
}

float standin_bf16_to_float(uint16_t b) {
  uint32_t bits = (uint32_t)b << 16;
  float f;
  memcpy(&f, &bits, sizeof(f));
  return f;
}

uint16_t standin_float_to_bf16(float f) {
  uint32_t x;
  memcpy(&x, &f, sizeof(x));
  if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((x >> 16) | 0x40u);
  return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}

#define INT_FOLD(T, UT)                                                    \
  do {                                                                     \
    T* d = (T*)dst;                                                        \
    for (size_t i = 0; i < count; ++i) {                                   \
      T acc = ((const T*)srcs)[i];                                         \
      for (int p = 1; p < n; ++p) {                                        \
        T v = ((const T*)(srcs + (size_t)p * stride))[i];                  \
        switch (op) {                                                      \
          case ncclSum:                                                    \
          case ncclAvg:                                                    \
            acc = (T)((UT)acc + (UT)v);                                    \
            break;                                                         \
          case ncclProd:                                                   \
            acc = (T)((UT)acc * (UT)v);                                    \
            break;                                                         \
          case ncclMax:                                                    \
            acc = v > acc ? v : acc;                                       \
            break;                                                         \
          default:                                                         \
            acc = v < acc ? v : acc;                                       \
            break;                                                         \
        }                                                                  \
      }                                                                    \
      if (op == ncclAvg) acc = (T)(acc / (T)n);                            \
      d[i] = acc;                                                          \
    }                                                                      \
  } while (0)

/* C: compute type; LOAD(ptr, i) -> C; ROUND(C) -> C rounded to storage; STORE(ptr, i, C). */
#define FLOAT_FOLD(C, LOAD, ROUND, STORE)                                  \
  do {                                                                     \
    C scale = ROUND((C)1 / (C)n);                                          \
    for (size_t i = 0; i < count; ++i) {                                   \
      C acc = LOAD(srcs, i);                                               \
      if (op == ncclAvg) acc = ROUND(acc * scale);                         \
      for (int p = 1; p < n; ++p) {                                        \
        C v = LOAD(srcs + (size_t)p * stride, i);                          \
        switch (op) {                                                      \
          case ncclSum:                                                    \
            acc = ROUND(acc + v);                                          \
            break;                                                         \
          case ncclAvg:                                                    \
            acc = ROUND(acc + ROUND(v * scale));                           \
            break;                                                         \
          case ncclProd:                                                   \
            acc = ROUND(acc * v);                                          \
            break;                                                         \
          case ncclMax:                                                    \
            acc = v > acc ? v : acc;                                       \
            break;                                                         \
          default:                                                         \
            acc = v < acc ? v : acc;                                       \
            break;                                                         \
        }                                                                  \
      }                                                                    \
      STORE(dst, i, acc);                                                  \
    }                                                                      \
  } while (0)

#define LOAD_F32(ptr, i) (((const float*)(ptr))[i])
#define STORE_F32(ptr, i, v) (((float*)(ptr))[i] = (v))
#define LOAD_F64(ptr, i) (((const double*)(ptr))[i])
#define STORE_F64(ptr, i, v) (((double*)(ptr))[i] = (v))
#define LOAD_F16(ptr, i) standin_half_to_float(((const uint16_t*)(ptr))[i])
#define STORE_F16(ptr, i, v) (((uint16_t*)(ptr))[i] = standin_float_to_half(v))
#define ROUND_F16(v) standin_half_to_float(standin_float_to_half(v))
#define LOAD_BF16(ptr, i) standin_bf16_to_float(((const uint16_t*)(ptr))[i])
#define STORE_BF16(ptr, i, v) (((uint16_t*)(ptr))[i] = standin_float_to_bf16(v))
#define ROUND_BF16(v) standin_bf16_to_float(standin_float_to_bf16(v))
#define ROUND_NONE(v) (v)

void standin_reduce(void* dst, const unsigned char* srcs, size_t stride, int n, size_t count, int datatype,
                    int op) {
  switch (datatype) {
    case ncclInt8:
      INT_FOLD(int8_t, uint8_t);
      break;
    case ncclUint8:
      INT_FOLD(uint8_t, uint8_t);
      break;
    case ncclInt32:
      INT_FOLD(int32_t, uint32_t);
      break;
    case ncclUint32:
      INT_FOLD(uint32_t, uint32_t);
      break;
    case ncclInt64:
      INT_FOLD(int64_t, uint64_t);
      break;
    case ncclUint64:
      INT_FOLD(uint64_t, uint64_t);
      break;
    case ncclFloat16:
      FLOAT_FOLD(float, LOAD_F16, ROUND_F16, STORE_F16);
      break;
    case ncclBfloat16:
      FLOAT_FOLD(float, LOAD_BF16, ROUND_BF16, STORE_BF16);
      break;
    case ncclFloat32:
      FLOAT_FOLD(float, LOAD_F32, ROUND_NONE, STORE_F32);
      break;
    case ncclFloat64:
      FLOAT_FOLD(double, LOAD_F64, ROUND_NONE, STORE_F64);
      break;
    default:
      break;
  }
}
