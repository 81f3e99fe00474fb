/*
 * A host-memory stand-in for libnccl.so.2, for tests on machines without GPUs.
 *
 * "Device" pointers are host pointers. Ranks are separate processes (or threads) that really talk
 * over TCP:
 *  - the unique id encodes the rendezvous address (NCCL_COMM_ID=host:port, as real NCCL does, or
 *    an ephemeral loopback port when unset);
 *  - rank 0 listens there, every other rank connects and sends the port of its own mesh listener;
 *    rank 0 sends back the table of all ranks' addresses; then each rank connects to every lower
 *    rank and accepts every higher one: a full mesh with one socket per pair of ranks.
 * Collectives exchange whole contributions with every peer and reduce locally in rank order.
 * Ops between ncclGroupStart/ncclGroupEnd are queued per thread and driven together by one
 * non-blocking poll loop, so send/recv patterns that would deadlock one at a time complete.
 *
 * Blocking communicators (no config, or config.blocking = 1) run each collective or group inside
 * the call, which returns once the data has moved; the stream is not used.
 * Non-blocking communicators (config.blocking = 0) behave as NCCL documents: init, ncclGroupEnd,
 * collectives outside a group and ncclCommFinalize return ncclInProgress, and
 * ncclCommGetAsyncError reports ncclInProgress until the call is done (for collectives: enqueued)
 * and then ncclSuccess. The data movement runs asynchronously and in order on the stream the
 * collectives were given: when this process has loaded the libcuda stand-in, as a function queued
 * on that stream (so later stream work and events wait for it, as for a kernel); otherwise on a
 * queue of the communicator's own. ncclCommFinalize and ncclCommDestroy wait for it.
 *
 * Nothing here gives up waiting on its own (NCCL has no such timeout either): a peer that is alive
 * but silent keeps init, a blocking call or the stream work waiting. A peer whose connection
 * closes makes operations fail with ncclRemoteError (recorded as the communicator's async error;
 * the stream work ends, like a kernel that exits). ncclCommAbort, from any thread, wakes every
 * waiter through an eventfd and condition variables, and leaves the communicator failed.
 *
 * Tests inject faults (a failing ncclGroupEnd, an asynchronous error, a rank stalled inside its
 * collective) with JIREE_NCCL_STANDIN_FAULTS: see standin_faults.c.
 *
 * One concept per file: this one holds the errors, the groups and the collectives' entry points;
 * standin_comm.c the communicator (init, finalize, abort, queries, split); standin_net.c the
 * sockets, the unique id and the bootstrap; standin_progress.c the progress engine that moves a
 * group's data; standin_stream.c non-blocking groups run in stream order; standin_reduce.c the
 * reductions; standin_faults.c fault injection.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "standin_internal.h"

/* ------------------------------------------------------------------------------------------ */
/* Errors                                                                                     */

_Thread_local char tl_last_error[512];
_Thread_local group_state tl_group;

ncclResult_t fail(ncclResult_t code, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(tl_last_error, sizeof(tl_last_error), fmt, ap);
  va_end(ap);
  return code;
}

const char* ncclGetErrorString(ncclResult_t result) {
  switch (result) {
    case ncclSuccess: return "no error";
    case ncclUnhandledCudaError: return "unhandled cuda error";
    case ncclSystemError: return "unhandled system error (or timeout)";
    case ncclInternalError: return "internal error";
    case ncclInvalidArgument: return "invalid argument";
    case ncclInvalidUsage: return "invalid usage";
    case ncclRemoteError: return "remote process exited or there was a network error";
    case ncclInProgress: return "NCCL operation in progress";
    default: return "unknown result code";
  }
}

const char* kind_name(uint32_t kind) {
  switch (kind) {
    case KIND_ALL_GATHER: return "ncclAllGather";
    case KIND_ALL_REDUCE: return "ncclAllReduce";
    case KIND_BROADCAST: return "ncclBroadcast";
    case KIND_REDUCE: return "ncclReduce";
    case KIND_REDUCE_SCATTER: return "ncclReduceScatter";
    case KIND_P2P: return "ncclSend/ncclRecv";
    case KIND_SPLIT: return "ncclCommSplit";
    case KIND_GOODBYE: return "communicator teardown";
    default: return "unknown message";
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Groups and collectives: queued per thread, run by the progress engine or the launcher      */

ncclResult_t ncclGroupStart(void) {
  if (tl_group.depth == 0) {
    tl_group.n = 0;
    tl_group.error = ncclSuccess;
  }
  tl_group.depth++;
  return ncclSuccess;
}

ncclResult_t ncclGroupEnd(void) {
  if (tl_group.depth == 0) return fail(ncclInvalidUsage, "ncclGroupEnd: no matching ncclGroupStart");
  if (--tl_group.depth > 0) return ncclSuccess;
  ncclResult_t r = tl_group.error;
  if (r == ncclSuccess && tl_group.n > 0 && !tl_group.blocking) {
    ncclResult_t injected = standin_fault_group_end();
    if (injected != ncclSuccess)
      r = fail(injected, "ncclGroupEnd: injected fault (JIREE_NCCL_STANDIN_FAULTS); nothing was issued");
  }
  if (r == ncclSuccess && tl_group.n > 0)
    r = tl_group.blocking ? run_ops(tl_group.ops, tl_group.n) : launch_group(tl_group.ops, tl_group.n);
  tl_group.n = 0;
  tl_group.error = ncclSuccess;
  return r;
}

static ncclResult_t enqueue_call(queued_op op, void* stream, const char* name);

static ncclResult_t enqueue(queued_op op, void* stream, const char* name) {
  comm_enter(op.comm, name);
  slow_call();
  ncclResult_t r = enqueue_call(op, stream, name);
  comm_leave(op.comm);
  return r;
}

static ncclResult_t enqueue_call(queued_op op, void* stream, const char* name) {
  ncclResult_t r = comm_check_ready(op.comm, name);
  if (r == ncclSuccess && tl_group.depth > 0 && tl_group.n > 0 && op.comm->blocking != tl_group.blocking)
    r = fail(ncclInvalidArgument, "%s: blocking and non-blocking communicators cannot be mixed in one group", name);
  if (r == ncclSuccess && (op.datatype < 0 || op.datatype >= ncclNumTypes))
    r = fail(ncclInvalidArgument, "%s: invalid datatype %d", name, op.datatype);
  if (r == ncclSuccess && (op.op < 0 || op.op >= ncclNumOps))
    r = fail(ncclInvalidArgument, "%s: invalid reduction op %d", name, op.op);
  if (r == ncclSuccess && (op.peer < 0 || op.peer >= op.comm->nranks))
    r = fail(ncclInvalidArgument, "%s: %s %d is not in [0, %d)", name, op.kind == KIND_P2P ? "peer" : "root",
             op.peer, op.comm->nranks);
  int needs_send = op.is_send && op.kind != KIND_BROADCAST;
  int needs_recv = !op.is_send || (op.kind != KIND_P2P && op.kind != KIND_REDUCE);
  if (r == ncclSuccess && op.count > 0 && ((needs_send && !op.sendbuff) || (needs_recv && !op.recvbuff)))
    r = fail(ncclInvalidArgument, "%s: NULL buffer", name);
  if (r != ncclSuccess) {
    if (tl_group.depth > 0 && tl_group.error == ncclSuccess) tl_group.error = r;
    return r;
  }
  /* The stream is resolved now, in the caller's thread (the NULL stream means its context's). */
  if (!op.comm->blocking) op.stream = resolve_stream(stream);
  if (tl_group.depth == 0) return op.comm->blocking ? run_ops(&op, 1) : launch_group(&op, 1);
  if (!GROW(tl_group.ops, tl_group.n, tl_group.cap)) return fail(ncclSystemError, "out of memory");
  if (tl_group.n == 0) tl_group.blocking = op.comm->blocking;
  tl_group.ops[tl_group.n++] = op;
  return ncclSuccess;
}

ncclResult_t ncclAllGather(const void* sendbuff, void* recvbuff, size_t sendcount, ncclDataType_t datatype,
                           ncclComm_t comm, cudaStream_t stream) {
  return enqueue((queued_op){KIND_ALL_GATHER, sendbuff, recvbuff, sendcount, datatype, 0, 0, 1, comm, NULL}, stream,
                 "ncclAllGather");
}

ncclResult_t ncclAllReduce(const void* sendbuff, void* recvbuff, size_t count, ncclDataType_t datatype,
                           ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream) {
  return enqueue((queued_op){KIND_ALL_REDUCE, sendbuff, recvbuff, count, datatype, op, 0, 1, comm, NULL}, stream,
                 "ncclAllReduce");
}

ncclResult_t ncclBroadcast(const void* sendbuff, void* recvbuff, size_t count, ncclDataType_t datatype, int root,
                           ncclComm_t comm, cudaStream_t stream) {
  return enqueue((queued_op){KIND_BROADCAST, sendbuff, recvbuff, count, datatype, 0, root, 1, comm, NULL}, stream,
                 "ncclBroadcast");
}

ncclResult_t ncclReduce(const void* sendbuff, void* recvbuff, size_t count, ncclDataType_t datatype,
                        ncclRedOp_t op, int root, ncclComm_t comm, cudaStream_t stream) {
  return enqueue((queued_op){KIND_REDUCE, sendbuff, recvbuff, count, datatype, op, root, 1, comm, NULL}, stream, "ncclReduce");
}

ncclResult_t ncclReduceScatter(const void* sendbuff, void* recvbuff, size_t recvcount, ncclDataType_t datatype,
                               ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream) {
  return enqueue((queued_op){KIND_REDUCE_SCATTER, sendbuff, recvbuff, recvcount, datatype, op, 0, 1, comm, NULL}, stream,
                 "ncclReduceScatter");
}

ncclResult_t ncclSend(const void* sendbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm,
                      cudaStream_t stream) {
  return enqueue((queued_op){KIND_P2P, sendbuff, NULL, count, datatype, 0, peer, 1, comm, NULL}, stream, "ncclSend");
}

ncclResult_t ncclRecv(void* recvbuff, size_t count, ncclDataType_t datatype, int peer, ncclComm_t comm,
                      cudaStream_t stream) {
  return enqueue((queued_op){KIND_P2P, NULL, recvbuff, count, datatype, 0, peer, 0, comm, NULL}, stream, "ncclRecv");
}
