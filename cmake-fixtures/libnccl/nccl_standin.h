/*
 * The subset of NCCL's C API that jiree binds, declared from NCCL's documented ABI (no nccl.h).
 * The stand-in library implements it on host memory with real socket communication between ranks,
 * so multi-rank tests run on machines without GPUs. Test-only.
 */
#ifndef JIREE_NCCL_STANDIN_H
#define JIREE_NCCL_STANDIN_H

#include <stddef.h>

#define JIREE_NCCL_EXPORT __attribute__((visibility("default")))

typedef enum {
  ncclSuccess = 0,
  ncclUnhandledCudaError = 1,
  ncclSystemError = 2,
  ncclInternalError = 3,
  ncclInvalidArgument = 4,
  ncclInvalidUsage = 5,
  ncclRemoteError = 6,
  ncclInProgress = 7,
  ncclNumResults = 8
} ncclResult_t;

typedef enum {
  ncclInt8 = 0,
  ncclUint8 = 1,
  ncclInt32 = 2,
  ncclUint32 = 3,
  ncclInt64 = 4,
  ncclUint64 = 5,
  ncclFloat16 = 6,
  ncclFloat32 = 7,
  ncclFloat64 = 8,
  ncclBfloat16 = 9,
  ncclNumTypes = 10
} ncclDataType_t;

typedef enum { ncclSum = 0, ncclProd = 1, ncclMax = 2, ncclMin = 3, ncclAvg = 4, ncclNumOps = 5 } ncclRedOp_t;

#define NCCL_UNIQUE_ID_BYTES 128
typedef struct {
  char internal[NCCL_UNIQUE_ID_BYTES];
} ncclUniqueId;

typedef struct ncclComm* ncclComm_t;
typedef void* cudaStream_t;

#define NCCL_SPLIT_NOCOLOR -1

/* ncclConfig_t as of NCCL 2.17+ (the fields this stand-in reads). */
typedef struct {
  size_t size;
  unsigned int magic;
  unsigned int version;
  int blocking;
  int cgaClusterSize;
  int minCTAs;
  int maxCTAs;
  const char* netName;
  int splitShare;
} ncclConfig_t;

#define NCCL_CONFIG_MAGIC 0xcafebeefu

JIREE_NCCL_EXPORT ncclResult_t ncclGetVersion(int* version);
JIREE_NCCL_EXPORT ncclResult_t ncclGetUniqueId(ncclUniqueId* uniqueId);
JIREE_NCCL_EXPORT ncclResult_t ncclCommInitRankConfig(ncclComm_t* comm, int nranks, ncclUniqueId commId, int rank,
                                                      ncclConfig_t* config);
JIREE_NCCL_EXPORT ncclResult_t ncclCommInitRank(ncclComm_t* comm, int nranks, ncclUniqueId commId, int rank);
JIREE_NCCL_EXPORT ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t* newcomm,
                                             ncclConfig_t* config);
JIREE_NCCL_EXPORT ncclResult_t ncclCommFinalize(ncclComm_t comm);
JIREE_NCCL_EXPORT ncclResult_t ncclCommDestroy(ncclComm_t comm);
JIREE_NCCL_EXPORT ncclResult_t ncclCommAbort(ncclComm_t comm);
JIREE_NCCL_EXPORT ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t* asyncError);
JIREE_NCCL_EXPORT ncclResult_t ncclCommCount(const ncclComm_t comm, int* count);
JIREE_NCCL_EXPORT ncclResult_t ncclCommUserRank(const ncclComm_t comm, int* rank);
JIREE_NCCL_EXPORT const char* ncclGetErrorString(ncclResult_t result);
JIREE_NCCL_EXPORT const char* ncclGetLastError(ncclComm_t comm);
JIREE_NCCL_EXPORT ncclResult_t ncclGroupStart(void);
JIREE_NCCL_EXPORT ncclResult_t ncclGroupEnd(void);
JIREE_NCCL_EXPORT ncclResult_t ncclAllGather(const void* sendbuff, void* recvbuff, size_t sendcount,
                                             ncclDataType_t datatype, ncclComm_t comm, cudaStream_t stream);
JIREE_NCCL_EXPORT ncclResult_t ncclAllReduce(const void* sendbuff, void* recvbuff, size_t count,
                                             ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm,
                                             cudaStream_t stream);
JIREE_NCCL_EXPORT ncclResult_t ncclBroadcast(const void* sendbuff, void* recvbuff, size_t count,
                                             ncclDataType_t datatype, int root, ncclComm_t comm,
                                             cudaStream_t stream);
JIREE_NCCL_EXPORT ncclResult_t ncclReduce(const void* sendbuff, void* recvbuff, size_t count,
                                          ncclDataType_t datatype, ncclRedOp_t op, int root, ncclComm_t comm,
                                          cudaStream_t stream);
JIREE_NCCL_EXPORT ncclResult_t ncclReduceScatter(const void* sendbuff, void* recvbuff, size_t recvcount,
                                                 ncclDataType_t datatype, ncclRedOp_t op, ncclComm_t comm,
                                                 cudaStream_t stream);
JIREE_NCCL_EXPORT ncclResult_t ncclSend(const void* sendbuff, size_t count, ncclDataType_t datatype, int peer,
                                        ncclComm_t comm, cudaStream_t stream);
JIREE_NCCL_EXPORT ncclResult_t ncclRecv(void* recvbuff, size_t count, ncclDataType_t datatype, int peer,
                                        ncclComm_t comm, cudaStream_t stream);

/* Test hooks, not NCCL API. NCCL frees a communicator in ncclCommAbort and lets one thread at a time
 * call into a communicator: the stand-in survives a call on an aborted communicator, or an abort
 * while another thread is inside a call on it, where NCCL may crash; it reports each on stderr and
 * counts them here. jiree_standin_nccl_slow_calls makes ncclCommGetAsyncError, ncclCommSplit and
 * the collective calls take |micros| longer, inside the call, so that a test can overlap one with an abort. */
JIREE_NCCL_EXPORT unsigned long jiree_standin_nccl_misuse(void);
JIREE_NCCL_EXPORT void jiree_standin_nccl_slow_calls(unsigned micros);

#endif /* JIREE_NCCL_STANDIN_H */
