/* Internals shared by the stand-in's source files. */
#ifndef JIREE_NCCL_STANDIN_INTERNAL_H
#define JIREE_NCCL_STANDIN_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "nccl_standin.h"

size_t standin_type_size(int datatype);
float standin_half_to_float(uint16_t h);
uint16_t standin_float_to_half(float f);
float standin_bf16_to_float(uint16_t b);
uint16_t standin_float_to_bf16(float f);

/* dst[i] = fold over p in [0, n) of element i of the block at srcs + p * stride. */
void standin_reduce(void* dst, const unsigned char* srcs, size_t stride, int n, size_t count, int datatype, int op);

/* Fault injection (standin_faults.c, from JIREE_NCCL_STANDIN_FAULTS). */
typedef struct {
  unsigned long group;       /* this group's number in the process, from 1 */
  ncclResult_t async_error;  /* the error its stream work fails with, or ncclSuccess */
  int stall;                 /* its stream work never moves data */
} standin_group_fault;

/* The error the ncclGroupEnd being called must return, or ncclSuccess; counts the call. */
ncclResult_t standin_fault_group_end(void);
/* What is injected into the group being issued; counts it. */
standin_group_fault standin_fault_next_group(void);

#endif
