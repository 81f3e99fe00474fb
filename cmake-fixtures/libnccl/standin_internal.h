/* Internals shared by the stand-in's source files (nccl_standin.c says what each holds). */
#ifndef JIREE_NCCL_STANDIN_INTERNAL_H
#define JIREE_NCCL_STANDIN_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>

#include "nccl_standin.h"

#define STANDIN_VERSION_CODE 22105 /* reported as NCCL 2.21.5 */
#define ID_MAGIC 0x4c434e4au       /* "JNCL" */
#define MSG_MAGIC 0x4753494au      /* "JISG" */

enum { KIND_ALL_GATHER = 1, KIND_ALL_REDUCE, KIND_BROADCAST, KIND_REDUCE, KIND_REDUCE_SCATTER, KIND_P2P,
       KIND_SPLIT, KIND_GOODBYE };

/* The error and its message (kept for ncclGetLastError) of a failing call. */
extern _Thread_local char tl_last_error[512];
ncclResult_t fail(ncclResult_t code, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
/* The NCCL function (or the stand-in's own message) a message kind stands for. */
const char* kind_name(uint32_t kind);

/* A FIFO of functions run in order by one thread: a communicator's own "stream" for work whose
 * stream is not one of the libcuda stand-in's (see standin_stream.c). */
typedef struct work {
  void (*fn)(void*);
  void* arg;
  struct work* next;
} work;

typedef struct {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  work* head;
  work* tail;
  int started, stop;
  pthread_t thread;
} work_queue;

struct ncclComm {
  int rank;
  int nranks;
  int blocking;                      /* config.blocking: 0 makes calls return ncclInProgress */
  int* fds;                          /* fds[peer]; -1 for this rank */
  struct sockaddr_storage* addrs;    /* how to reach each rank (port set per use) */
  int abort_fd;                      /* eventfd written by ncclCommAbort */
  atomic_int async_error;            /* ncclInProgress while a non-blocking call is under way */
  atomic_int aborted;
  atomic_int abort_called;           /* ncclCommAbort was called: NCCL frees the communicator */
  atomic_int callers;                /* threads inside a public call on it (comm_enter) */
  int finalized;
  pthread_mutex_t mu;
  pthread_cond_t cv;                 /* broadcast when busy, launching or pending drop, and on abort */
  int busy;                          /* threads inside an operation on this comm */
  int launching;                     /* non-blocking groups being enqueued */
  int pending;                       /* enqueued groups that have not finished running */
  uint64_t tickets_issued;           /* groups get tickets in issue order (g_jobs_mu) ... */
  uint64_t tickets_done;             /* ... and run in that order, whatever stream they are on */
  work_queue queue;                  /* where work runs whose stream the libcuda stand-in does not know */
  pthread_t init_thread;
  int init_thread_live;
  pthread_t finalize_thread;
  int finalize_thread_live;
  atomic_int finalize_running;
  pthread_t split_thread;            /* a non-blocking ncclCommSplit of this communicator */
  int split_thread_live;
  atomic_int split_running;
  int split_color, split_key, split_child_blocking;
  ncclComm_t* split_newcomm;         /* where the split's communicator is published when done */
  ncclComm_t split_child;            /* the one it connects, which an abort of this one ends (mu) */
  pthread_mutex_t join_mu; /* one joiner for the helper threads */
  ncclUniqueId init_id;
  char last_error[512];
};

typedef struct {
  uint32_t kind;
  const void* sendbuff;
  void* recvbuff;
  size_t count;
  int datatype;
  int op;
  int peer; /* root, or peer of send/recv */
  int is_send;
  ncclComm_t comm;
  void* stream; /* non-blocking: the libcuda stand-in stream to run on, or NULL for comm->queue */
} queued_op;

/* The ops a thread queues between ncclGroupStart and ncclGroupEnd. */
typedef struct {
  int depth;
  queued_op* ops;
  size_t n, cap;
  ncclResult_t error; /* first error while queueing; reported by ncclGroupEnd */
  int blocking;       /* of the group's communicators, which must agree */
} group_state;

extern _Thread_local group_state tl_group;

#define GROW(arr, n, cap)                                                              \
  (((n) < (cap)) ? 1                                                                   \
                 : ((cap) = (cap) ? (cap) * 2 : 8,                                     \
                    ((arr) = realloc((arr), sizeof(*(arr)) * (cap))) != NULL))

/* Guards the groups' tickets and done flags (standin_stream.c). */
extern pthread_mutex_t g_jobs_mu;
extern pthread_cond_t g_jobs_cv;

/* standin_comm.c */
int64_t now_ms(void);
/* Records |code| as the communicator's async error (the first failure stays); returns it. */
ncclResult_t comm_fail(ncclComm_t c, ncclResult_t code);
/* Whether the async error of |c| is a failure (not ncclSuccess or ncclInProgress). */
int comm_failed(ncclComm_t c);
/* Brackets a public call on |comm|, reporting calls NCCL forbids (see jiree_standin_nccl_misuse). */
void comm_enter(ncclComm_t comm, const char* what);
void comm_leave(ncclComm_t comm);
/* The delay jiree_standin_nccl_slow_calls asked for, spent inside the calling function. */
void slow_call(void);
/* Ends the ncclInProgress of a non-blocking call that completed (an error stays). */
void comm_settle(ncclComm_t c);
/* Checks that |comm| can run an operation. */
ncclResult_t comm_check_ready(ncclComm_t comm, const char* what);

/* standin_net.c */
void addr_set_port(struct sockaddr_storage* a, int port);
int listener_port(int fd);
/* Opens this rank's mesh listener on the wildcard address of |family|. */
int mesh_listener(int family, int backlog);
/* Connects every pair of |comm|'s ranks (addresses in comm->addrs), accepting on |listen_fd|. */
ncclResult_t build_mesh(ncclComm_t comm, int listen_fd, uint64_t tag);
/* Meets the other ranks at the unique id's address and builds the mesh. */
ncclResult_t bootstrap(ncclComm_t comm, const ncclUniqueId* id);

/* standin_progress.c: runs |ops| as one group, in the calling thread. */
ncclResult_t run_ops(const queued_op* ops, size_t nops);

/* standin_stream.c */
/* The libcuda stand-in stream that |stream| names in the calling thread, or NULL. */
void* resolve_stream(void* stream);
/* Starts enqueueing a group of non-blocking communicators; returns ncclInProgress. */
ncclResult_t launch_group(const queued_op* ops, size_t nops);
/* Waits until every group issued on |comm| has run (or ncclCommAbort); 0 when aborted. */
int comm_quiesce(ncclComm_t comm);
/* Runs what is queued, then ends the queue's thread. */
void work_queue_stop(work_queue* q);

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
