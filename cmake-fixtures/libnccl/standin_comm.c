/*
 * A communicator of the libnccl stand-in (see nccl_standin.c): its state, init (bootstrap on a
 * thread for non-blocking ones), finalize, destroy, abort, the queries, and ncclCommSplit (on a
 * thread for a non-blocking parent).
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

int64_t now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Calls NCCL forbids that the stand-in survives (nccl_standin.h). */
static atomic_ulong g_misuse;
static atomic_uint g_call_delay_us;

unsigned long jiree_standin_nccl_misuse(void) { return atomic_load(&g_misuse); }

void jiree_standin_nccl_slow_calls(unsigned micros) { atomic_store(&g_call_delay_us, micros); }

void slow_call(void) {
  unsigned delay = atomic_load(&g_call_delay_us);
  if (delay) usleep(delay);
}

static void misuse(const char* fmt, const char* what, int rank) {
  atomic_fetch_add(&g_misuse, 1);
  fprintf(stderr, "jiree nccl stand-in: ");
  fprintf(stderr, fmt, what, rank);
  fprintf(stderr, " (on NCCL: a use of freed memory)\n");
}

void comm_enter(ncclComm_t comm, const char* what) {
  if (!comm) return;
  atomic_fetch_add(&comm->callers, 1);
  if (atomic_load(&comm->abort_called))
    misuse("%s on rank %d's communicator after ncclCommAbort", what, comm->rank);
}

void comm_leave(ncclComm_t comm) {
  if (comm) atomic_fetch_sub(&comm->callers, 1);
}

static ncclComm_t comm_alloc(int rank, int nranks) {
  ncclComm_t c = calloc(1, sizeof(*c));
  if (!c) return NULL;
  c->rank = rank;
  c->nranks = nranks;
  c->fds = malloc(sizeof(int) * (size_t)nranks);
  c->addrs = calloc((size_t)nranks, sizeof(struct sockaddr_storage));
  c->abort_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (!c->fds || !c->addrs || c->abort_fd < 0) {
    free(c->fds);
    free(c->addrs);
    if (c->abort_fd >= 0) close(c->abort_fd);
    free(c);
    return NULL;
  }
  for (int i = 0; i < nranks; ++i) c->fds[i] = -1;
  c->blocking = 1;
  atomic_store(&c->async_error, ncclSuccess);
  pthread_mutex_init(&c->mu, NULL);
  pthread_mutex_init(&c->join_mu, NULL);
  pthread_cond_init(&c->cv, NULL);
  pthread_mutex_init(&c->queue.mu, NULL);
  pthread_cond_init(&c->queue.cv, NULL);
  return c;
}

static void comm_free(ncclComm_t c) {
  for (int i = 0; i < c->nranks; ++i)
    if (c->fds[i] >= 0) close(c->fds[i]);
  close(c->abort_fd);
  pthread_mutex_destroy(&c->mu);
  pthread_mutex_destroy(&c->join_mu);
  pthread_cond_destroy(&c->cv);
  pthread_mutex_destroy(&c->queue.mu);
  pthread_cond_destroy(&c->queue.cv);
  free(c->fds);
  free(c->addrs);
  free(c);
}

ncclResult_t comm_fail(ncclComm_t c, ncclResult_t code) {
  /* Remember the first fatal error as the async error, as NCCL's proxy does; it replaces the
   * ncclInProgress of a call still under way. */
  pthread_mutex_lock(&c->mu);
  int state = atomic_load(&c->async_error);
  if (state == ncclSuccess || state == ncclInProgress) {
    atomic_store(&c->async_error, (int)code);
    snprintf(c->last_error, sizeof(c->last_error), "%s", tl_last_error);
  }
  pthread_mutex_unlock(&c->mu);
  return code;
}

/* Whether the async error of |c| is a failure (not ncclSuccess or ncclInProgress). */
int comm_failed(ncclComm_t c) {
  int state = atomic_load(&c->async_error);
  return state != ncclSuccess && state != ncclInProgress;
}

/* Ends the ncclInProgress of a non-blocking call that completed (an error stays). */
void comm_settle(ncclComm_t c) {
  int expected = ncclInProgress;
  atomic_compare_exchange_strong(&c->async_error, &expected, ncclSuccess);
}

/* Checks that |comm| can run an operation. */
ncclResult_t comm_check_ready(ncclComm_t comm, const char* what) {
  if (!comm) return fail(ncclInvalidArgument, "%s: comm is NULL", what);
  if (atomic_load(&comm->aborted)) return fail(ncclInvalidUsage, "%s: communicator was aborted", what);
  int state = atomic_load(&comm->async_error);
  if (state == ncclInProgress)
    return fail(ncclInvalidUsage,
                "%s: an earlier call on this non-blocking communicator is still in progress; poll "
                "ncclCommGetAsyncError until it is no longer ncclInProgress",
                what);
  if (state != ncclSuccess)
    return fail((ncclResult_t)state, "%s: communicator failed earlier: %s", what, comm->last_error);
  if (comm->finalized) return fail(ncclInvalidUsage, "%s: communicator was finalized", what);
  return ncclSuccess;
}

/* ------------------------------------------------------------------------------------------ */
/* Init, finalize, destroy, abort, queries                                                    */

static void* init_thread_main(void* arg) {
  ncclComm_t comm = arg;
  ncclResult_t r = bootstrap(comm, &comm->init_id);
  if (r != ncclSuccess) snprintf(comm->last_error, sizeof(comm->last_error), "%s", tl_last_error);
  atomic_store(&comm->async_error, (int)r);
  return NULL;
}

ncclResult_t ncclCommInitRankConfig(ncclComm_t* comm, int nranks, ncclUniqueId commId, int rank,
                                    ncclConfig_t* config) {
  if (!comm) return fail(ncclInvalidArgument, "ncclCommInitRankConfig: comm is NULL");
  *comm = NULL;
  if (nranks < 1) return fail(ncclInvalidArgument, "ncclCommInitRankConfig: nranks %d must be >= 1", nranks);
  if (rank < 0 || rank >= nranks)
    return fail(ncclInvalidArgument, "ncclCommInitRankConfig: rank %d is not in [0, %d)", rank, nranks);
  if (config && config->magic != NCCL_CONFIG_MAGIC)
    return fail(ncclInvalidArgument, "ncclCommInitRankConfig: config was not initialized with NCCL_CONFIG_INITIALIZER");
  int blocking = !(config && config->blocking == 0);
  ncclComm_t c = comm_alloc(rank, nranks);
  if (!c) return fail(ncclSystemError, "ncclCommInitRankConfig: out of resources");
  c->blocking = blocking;
  if (blocking) {
    ncclResult_t r = bootstrap(c, &commId);
    if (r != ncclSuccess) {
      comm_free(c);
      return r;
    }
    *comm = c;
    return ncclSuccess;
  }
  c->init_id = commId;
  atomic_store(&c->async_error, ncclInProgress);
  if (pthread_create(&c->init_thread, NULL, init_thread_main, c) != 0) {
    comm_free(c);
    return fail(ncclSystemError, "ncclCommInitRankConfig: cannot start the init thread");
  }
  c->init_thread_live = 1;
  *comm = c;
  return ncclInProgress;
}

ncclResult_t ncclCommInitRank(ncclComm_t* comm, int nranks, ncclUniqueId commId, int rank) {
  return ncclCommInitRankConfig(comm, nranks, commId, rank, NULL);
}

/* Joins the init and finalize threads once they are done (or will be at once). */
static void join_helpers(ncclComm_t comm) {
  pthread_mutex_lock(&comm->join_mu);
  if (comm->init_thread_live) {
    pthread_join(comm->init_thread, NULL);
    comm->init_thread_live = 0;
  }
  if (comm->finalize_thread_live && (!atomic_load(&comm->finalize_running) || atomic_load(&comm->aborted))) {
    pthread_join(comm->finalize_thread, NULL);
    comm->finalize_thread_live = 0;
  }
  if (comm->split_thread_live && (!atomic_load(&comm->split_running) || atomic_load(&comm->aborted))) {
    pthread_join(comm->split_thread, NULL);
    comm->split_thread_live = 0;
  }
  pthread_mutex_unlock(&comm->join_mu);
}

/* Tells peers this rank leaves cleanly, so they do not take the closed socket for a crash. */
static void say_goodbye(ncclComm_t comm) {
  uint32_t hdr[4] = {MSG_MAGIC, KIND_GOODBYE, 0, 0};
  for (int p = 0; p < comm->nranks; ++p)
    if (comm->fds[p] >= 0) (void)!send(comm->fds[p], hdr, sizeof(hdr), MSG_NOSIGNAL | MSG_DONTWAIT);
}

/* Finalize: every issued operation completes (NCCL flushes them), then the peers hear goodbye. */
static ncclResult_t finalize_now(ncclComm_t comm) {
  if (!comm_quiesce(comm)) return fail(ncclSystemError, "ncclCommFinalize: aborted by ncclCommAbort");
  if (comm_failed(comm))
    return fail((ncclResult_t)atomic_load(&comm->async_error), "ncclCommFinalize: an operation failed: %s",
                comm->last_error);
  say_goodbye(comm);
  comm->finalized = 1;
  return ncclSuccess;
}

static void* finalize_thread_main(void* arg) {
  ncclComm_t comm = arg;
  if (finalize_now(comm) == ncclSuccess) comm_settle(comm);
  atomic_store(&comm->finalize_running, 0);
  return NULL;
}

static ncclResult_t finalize_call(ncclComm_t comm);

ncclResult_t ncclCommFinalize(ncclComm_t comm) {
  comm_enter(comm, "ncclCommFinalize");
  ncclResult_t r = finalize_call(comm);
  comm_leave(comm);
  return r;
}

static ncclResult_t finalize_call(ncclComm_t comm) {
  ncclResult_t r = comm_check_ready(comm, "ncclCommFinalize");
  if (r != ncclSuccess) return r;
  if (comm->blocking) return finalize_now(comm);
  join_helpers(comm);
  atomic_store(&comm->async_error, ncclInProgress);
  atomic_store(&comm->finalize_running, 1);
  if (pthread_create(&comm->finalize_thread, NULL, finalize_thread_main, comm) != 0) {
    atomic_store(&comm->finalize_running, 0);
    atomic_store(&comm->async_error, ncclSuccess);
    return fail(ncclSystemError, "ncclCommFinalize: cannot start a thread");
  }
  comm->finalize_thread_live = 1;
  return ncclInProgress;
}

/* Wakes every thread that waits on |comm|: sockets (abort_fd), stream work and helpers (the cvs). */
static void wake_waiters(ncclComm_t comm) {
  uint64_t one = 1;
  (void)!write(comm->abort_fd, &one, sizeof(one));
  pthread_mutex_lock(&g_jobs_mu);
  pthread_cond_broadcast(&g_jobs_cv);
  pthread_mutex_unlock(&g_jobs_mu);
  pthread_mutex_lock(&comm->mu);
  pthread_cond_broadcast(&comm->cv);
  pthread_mutex_unlock(&comm->mu);
}

ncclResult_t ncclCommDestroy(ncclComm_t comm) {
  if (!comm) return ncclSuccess;
  comm_enter(comm, "ncclCommDestroy");
  comm_leave(comm); /* nothing may use it from here on: it is freed */
  if ((comm->init_thread_live || atomic_load(&comm->split_running)) &&
      atomic_load(&comm->async_error) == ncclInProgress) {
    /* Destroying while a non-blocking init or split runs: stop it first. */
    atomic_store(&comm->aborted, 1);
    wake_waiters(comm);
  }
  join_helpers(comm);
  /* Like NCCL, wait for the operations issued on it to complete. */
  int whole = comm_quiesce(comm);
  pthread_mutex_lock(&comm->mu);
  int outstanding = comm->launching > 0 || comm->pending > 0;
  pthread_mutex_unlock(&comm->mu);
  if (!whole && outstanding) {
    /* Aborted with work still queued on a stream that has not reached it: that work will look at
     * this communicator when it runs, so it stays, closed, as a tombstone. */
    return ncclSuccess;
  }
  join_helpers(comm);
  work_queue_stop(&comm->queue);
  if (!comm->finalized && !atomic_load(&comm->aborted) && atomic_load(&comm->async_error) == ncclSuccess)
    say_goodbye(comm);
  comm_free(comm);
  return ncclSuccess;
}

ncclResult_t ncclCommAbort(ncclComm_t comm) {
  if (!comm) return ncclSuccess;
  if (atomic_exchange(&comm->abort_called, 1))
    misuse("%s on rank %d's communicator a second time", "ncclCommAbort", comm->rank);
  else if (atomic_load(&comm->callers) > 0)
    misuse("%s on rank %d's communicator while another thread is inside a call on it", "ncclCommAbort",
           comm->rank);
  atomic_store(&comm->aborted, 1);
  pthread_mutex_lock(&comm->mu);
  if (comm->split_child) {
    uint64_t one = 1;
    atomic_store(&comm->split_child->aborted, 1);
    (void)!write(comm->split_child->abort_fd, &one, sizeof(one));
  }
  pthread_mutex_unlock(&comm->mu);
  fail(ncclSystemError, "rank %d: communicator aborted by ncclCommAbort", comm->rank);
  comm_fail(comm, ncclSystemError);
  wake_waiters(comm);
  join_helpers(comm);
  /* Groups still being enqueued finish that quickly; then the own queue runs dry (its work sees the
   * abort and ends at once) and stops. */
  pthread_mutex_lock(&comm->mu);
  while (comm->launching > 0) pthread_cond_wait(&comm->cv, &comm->mu);
  pthread_mutex_unlock(&comm->mu);
  work_queue_stop(&comm->queue);
  if (atomic_load(&comm->async_error) == ncclSuccess || atomic_load(&comm->async_error) == ncclInProgress)
    comm_fail(comm, ncclSystemError); /* a finishing init thread may have reported success */
  pthread_mutex_lock(&comm->mu);
  while (comm->busy > 0) pthread_cond_wait(&comm->cv, &comm->mu);
  /* Close the connections (peers see this rank vanish) but keep the small struct as a tombstone:
   * another thread may still hold the handle, and must get an error rather than freed memory. */
  for (int i = 0; i < comm->nranks; ++i) {
    if (comm->fds[i] >= 0) close(comm->fds[i]);
    comm->fds[i] = -1;
  }
  pthread_mutex_unlock(&comm->mu);
  return ncclSuccess;
}

/* Notices a peer that vanished while this communicator is idle (as NCCL's proxy thread would). */
static void check_idle_peers(ncclComm_t comm) {
  for (int p = 0; p < comm->nranks; ++p) {
    int fd = comm->fds[p];
    if (fd < 0) continue;
    uint32_t hdr[4];
    ssize_t n = recv(fd, hdr, sizeof(hdr), MSG_PEEK | MSG_DONTWAIT);
    if (n > 0 && (size_t)n >= 8 && hdr[1] == KIND_GOODBYE) continue; /* left cleanly */
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
      fail(ncclRemoteError, "rank %d: rank %d disconnected (%s)", comm->rank, p,
           n == 0 ? "connection closed" : strerror(errno));
      comm_fail(comm, ncclRemoteError);
      return;
    }
  }
}

static ncclResult_t get_async_error(ncclComm_t comm, ncclResult_t* asyncError);

ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t* asyncError) {
  comm_enter(comm, "ncclCommGetAsyncError");
  slow_call();
  ncclResult_t r = get_async_error(comm, asyncError);
  comm_leave(comm);
  return r;
}

static ncclResult_t get_async_error(ncclComm_t comm, ncclResult_t* asyncError) {
  if (!comm || !asyncError) return fail(ncclInvalidArgument, "ncclCommGetAsyncError: NULL argument");
  if (atomic_load(&comm->async_error) == ncclSuccess && !comm->finalized && !atomic_load(&comm->aborted)) {
    /* Work in flight watches its own sockets; only an idle communicator is checked here. */
    pthread_mutex_lock(&comm->mu);
    int idle = comm->launching == 0 && comm->pending == 0 && comm->busy == 0;
    pthread_mutex_unlock(&comm->mu);
    if (idle) check_idle_peers(comm);
  }
  int state = atomic_load(&comm->async_error);
  if (state != ncclInProgress) join_helpers(comm);
  *asyncError = (ncclResult_t)state;
  return ncclSuccess;
}

ncclResult_t ncclCommCount(const ncclComm_t comm, int* count) {
  if (!comm || !count) return fail(ncclInvalidArgument, "ncclCommCount: NULL argument");
  *count = comm->nranks;
  return ncclSuccess;
}

ncclResult_t ncclCommUserRank(const ncclComm_t comm, int* rank) {
  if (!comm || !rank) return fail(ncclInvalidArgument, "ncclCommUserRank: NULL argument");
  *rank = comm->rank;
  return ncclSuccess;
}

const char* ncclGetLastError(ncclComm_t comm) {
  comm_enter(comm, "ncclGetLastError");
  comm_leave(comm);
  /* A failed communicator's error happened on another thread (its stream work, say). */
  if (comm && comm_failed(comm) && comm->last_error[0]) return comm->last_error;
  if (tl_last_error[0] || !comm) return tl_last_error;
  return comm->last_error;
}

/* ------------------------------------------------------------------------------------------ */
/* Split                                                                                      */

typedef struct {
  int32_t color, key, port, pad;
} split_record;

/* The exchange and the new communicator's connections; |*out| is the new communicator, or NULL
 * for NCCL_SPLIT_NOCOLOR. */
static ncclResult_t split_run(ncclComm_t comm, int color, int key, int child_blocking, ncclComm_t* out) {
  *out = NULL;
  /* The split's exchange uses the parent's connections: let the parent's queued groups finish. */
  if (!comm_quiesce(comm)) return fail(ncclSystemError, "ncclCommSplit: aborted by ncclCommAbort");
  int state = atomic_load(&comm->async_error);
  if (state != ncclSuccess && state != ncclInProgress)
    return fail((ncclResult_t)state, "ncclCommSplit: communicator failed: %s", comm->last_error);
  int lfd = -1;
  split_record mine = {color, key, 0, 0};
  if (color != NCCL_SPLIT_NOCOLOR) {
    lfd = mesh_listener(comm->addrs[comm->rank].ss_family, comm->nranks + 4);
    if (lfd < 0) return fail(ncclSystemError, "ncclCommSplit: cannot listen: %s", strerror(errno));
    mine.port = listener_port(lfd);
  }
  split_record* all = calloc((size_t)comm->nranks, sizeof(split_record));
  if (!all) {
    if (lfd >= 0) close(lfd);
    return fail(ncclSystemError, "out of memory");
  }
  queued_op op = {KIND_SPLIT, &mine, all, sizeof(split_record), ncclUint8, 0, 0, 1, comm, NULL};
  ncclResult_t r = run_ops(&op, 1);
  if (r != ncclSuccess || color == NCCL_SPLIT_NOCOLOR) {
    free(all);
    if (lfd >= 0) close(lfd);
    return r;
  }
  /* New ranks: members of my color ordered by (key, old rank). */
  int count = 0, new_rank = 0;
  for (int p = 0; p < comm->nranks; ++p) {
    if (all[p].color != color) continue;
    count++;
    if (all[p].key < key || (all[p].key == key && p < comm->rank)) new_rank++;
  }
  ncclComm_t c = comm_alloc(new_rank, count);
  if (!c) {
    free(all);
    close(lfd);
    return fail(ncclSystemError, "out of memory");
  }
  c->blocking = child_blocking;
  for (int p = 0; p < comm->nranks; ++p) {
    if (all[p].color != color) continue;
    int rank_p = 0;
    for (int q = 0; q < comm->nranks; ++q)
      if (all[q].color == color && (all[q].key < all[p].key || (all[q].key == all[p].key && q < p))) rank_p++;
    c->addrs[rank_p] = comm->addrs[p];
    addr_set_port(&c->addrs[rank_p], all[p].port);
  }
  /* Members share a tag derived from all their listener ports, so a stray connection is rejected. */
  uint64_t tag = 0;
  for (int p = 0; p < comm->nranks; ++p)
    if (all[p].color == color) tag = tag * 31u + (uint64_t)all[p].port;
  free(all);
  /* An abort of the parent must end the new communicator's connecting too (a peer that never
   * connects would otherwise hold the split, and the abort that joins it, for ever). */
  pthread_mutex_lock(&comm->mu);
  int aborted = atomic_load(&comm->aborted);
  if (aborted) atomic_store(&c->aborted, 1);
  comm->split_child = c;
  pthread_mutex_unlock(&comm->mu);
  r = aborted ? fail(ncclSystemError, "ncclCommSplit: aborted by ncclCommAbort") : build_mesh(c, lfd, tag);
  if (aborted) close(lfd);
  pthread_mutex_lock(&comm->mu);
  comm->split_child = NULL;
  pthread_mutex_unlock(&comm->mu);
  if (r != ncclSuccess) {
    comm_free(c);
    return r;
  }
  *out = c;
  return ncclSuccess;
}

static void* split_thread_main(void* arg) {
  ncclComm_t comm = arg;
  ncclComm_t c = NULL;
  ncclResult_t r = split_run(comm, comm->split_color, comm->split_key, comm->split_child_blocking, &c);
  if (r == ncclSuccess && atomic_load(&comm->aborted)) {
    /* Aborted as it finished: the caller no longer waits for it. */
    if (c) comm_free(c);
    r = ncclSystemError;
  }
  if (r == ncclSuccess) {
    /* As NCCL does, the new communicator appears only once the split is complete. */
    __atomic_store_n(comm->split_newcomm, c, __ATOMIC_RELEASE);
    comm_settle(comm);
  } else {
    comm_fail(comm, r);
  }
  atomic_store(&comm->split_running, 0);
  return NULL;
}

static ncclResult_t split_call(ncclComm_t comm, int color, int key, ncclComm_t* newcomm, ncclConfig_t* config);

ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t* newcomm, ncclConfig_t* config) {
  /* Like NCCL, a blocking parent's split completes before returning; a non-blocking parent's
   * returns ncclInProgress and runs in the background: the parent stays ncclInProgress until the
   * split is done, and only then is *newcomm set (NULL until then, and for NCCL_SPLIT_NOCOLOR).
   * The new communicator is blocking or not as |config| (or, without one, the parent) says. */
  if (!newcomm) return fail(ncclInvalidArgument, "ncclCommSplit: newcomm is NULL");
  comm_enter(comm, "ncclCommSplit");
  slow_call();
  ncclResult_t r = split_call(comm, color, key, newcomm, config);
  comm_leave(comm);
  return r;
}

static ncclResult_t split_call(ncclComm_t comm, int color, int key, ncclComm_t* newcomm, ncclConfig_t* config) {
  *newcomm = NULL;
  ncclResult_t r = comm_check_ready(comm, "ncclCommSplit");
  if (r != ncclSuccess) return r;
  if (color < NCCL_SPLIT_NOCOLOR)
    return fail(ncclInvalidArgument, "ncclCommSplit: color %d must be >= 0 or NCCL_SPLIT_NOCOLOR", color);
  if (tl_group.depth > 0) return fail(ncclInvalidUsage, "ncclCommSplit inside ncclGroupStart/End is not supported");
  if (config && config->magic != NCCL_CONFIG_MAGIC)
    return fail(ncclInvalidArgument, "ncclCommSplit: config was not initialized with NCCL_CONFIG_INITIALIZER");
  int child_blocking = config ? config->blocking != 0 : comm->blocking;
  if (comm->blocking) {
    ncclComm_t c = NULL;
    r = split_run(comm, color, key, child_blocking, &c);
    *newcomm = c;
    return r;
  }
  join_helpers(comm); /* an earlier split's thread, finished */
  comm->split_color = color;
  comm->split_key = key;
  comm->split_child_blocking = child_blocking;
  comm->split_newcomm = newcomm;
  atomic_store(&comm->async_error, ncclInProgress);
  atomic_store(&comm->split_running, 1);
  if (pthread_create(&comm->split_thread, NULL, split_thread_main, comm) != 0) {
    atomic_store(&comm->split_running, 0);
    atomic_store(&comm->async_error, ncclSuccess);
    return fail(ncclSystemError, "ncclCommSplit: cannot start a thread");
  }
  comm->split_thread_live = 1;
  return ncclInProgress;
}
