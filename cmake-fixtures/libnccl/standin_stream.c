/*
 * Non-blocking groups of the libnccl stand-in: enqueued by a launcher thread and run later, in
 * order, on the collectives' stream (the libcuda stand-in's) or on the communicator's own queue.
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

/* Guards the groups' tickets and done flags; g_jobs_cv is broadcast when either changes and on
 * abort. */
pthread_mutex_t g_jobs_mu = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t g_jobs_cv = PTHREAD_COND_INITIALIZER;

/*
 * On a non-blocking communicator ncclGroupEnd (or a collective outside a group) returns
 * ncclInProgress: a launcher thread enqueues the group's work and then turns the communicators'
 * async error from ncclInProgress to ncclSuccess. The work itself runs later, in order, on the
 * stream the collectives were given (through the libcuda stand-in's jiree_standin_stream_enqueue),
 * or, for a stream the libcuda stand-in does not know (none loaded, or a NULL stream without a
 * current context), on the communicator's own work queue. Groups of one communicator run in issue
 * order whatever streams they are on, as NCCL orders a communicator's kernels.
 */

typedef int (*stream_resolve_fn)(void* stream, void** out);
typedef int (*stream_enqueue_fn)(void* stream, void (*fn)(void*), void* arg);
static stream_resolve_fn g_stream_resolve;
static stream_enqueue_fn g_stream_enqueue;
static pthread_mutex_t g_hooks_mu = PTHREAD_MUTEX_INITIALIZER;

/* Finds the libcuda stand-in if this process has loaded it (looked for until found, since it may be
 * loaded after the first collective): the library JIREE_CUDA_LIBRARY names, or the stand-in's soname
 * (a JVM loads it from a path given as a system property). Never loads anything itself. */
static int find_stream_hooks(void) {
  pthread_mutex_lock(&g_hooks_mu);
  const char* names[2] = {getenv("JIREE_CUDA_LIBRARY"), "libjiree_cuda_standin.so"};
  for (int i = 0; i < 2 && !g_stream_enqueue; ++i) {
    if (!names[i] || !*names[i]) continue;
    void* lib = dlopen(names[i], RTLD_NOLOAD | RTLD_LAZY);
    if (!lib) continue;
    stream_resolve_fn resolve = (stream_resolve_fn)dlsym(lib, "jiree_standin_stream_resolve");
    stream_enqueue_fn enqueue_fn = (stream_enqueue_fn)dlsym(lib, "jiree_standin_stream_enqueue");
    if (resolve && enqueue_fn) {
      g_stream_resolve = resolve;
      g_stream_enqueue = enqueue_fn; /* the library stays loaded: this handle is never closed */
    } else {
      dlclose(lib);
    }
  }
  int found = g_stream_enqueue != NULL;
  pthread_mutex_unlock(&g_hooks_mu);
  return found;
}

/* The libcuda stand-in stream that |stream| names in the calling thread, or NULL when the work
 * must go to the communicator's own queue instead. */
void* resolve_stream(void* stream) {
  void* out = NULL;
  if (!find_stream_hooks() || g_stream_resolve(stream, &out) != 0) return NULL;
  return out;
}

static void* work_queue_main(void* arg) {
  work_queue* q = arg;
  pthread_mutex_lock(&q->mu);
  for (;;) {
    while (!q->head && !q->stop) pthread_cond_wait(&q->cv, &q->mu);
    work* w = q->head;
    if (!w) break; /* stopped and drained */
    q->head = w->next;
    if (!q->head) q->tail = NULL;
    pthread_mutex_unlock(&q->mu);
    w->fn(w->arg);
    free(w);
    pthread_mutex_lock(&q->mu);
  }
  pthread_mutex_unlock(&q->mu);
  return NULL;
}

static int work_queue_push(work_queue* q, void (*fn)(void*), void* arg) {
  work* w = malloc(sizeof(*w));
  if (!w) return 0;
  *w = (work){fn, arg, NULL};
  pthread_mutex_lock(&q->mu);
  if (!q->started) {
    if (pthread_create(&q->thread, NULL, work_queue_main, q) != 0) {
      pthread_mutex_unlock(&q->mu);
      free(w);
      return 0;
    }
    q->started = 1;
  }
  if (q->tail)
    q->tail->next = w;
  else
    q->head = w;
  q->tail = w;
  pthread_cond_broadcast(&q->cv);
  pthread_mutex_unlock(&q->mu);
  return 1;
}

/* Runs what is queued, then ends the queue's thread. */
void work_queue_stop(work_queue* q) {
  pthread_mutex_lock(&q->mu);
  q->stop = 1;
  pthread_cond_broadcast(&q->cv);
  int started = q->started;
  q->started = 0;
  pthread_mutex_unlock(&q->mu);
  if (started) pthread_join(q->thread, NULL);
}

/* One non-blocking group on its way: enqueued, then run. */
typedef struct {
  queued_op* ops;
  size_t nops;
  ncclComm_t* comms;
  uint64_t* tickets; /* per communicator: the group's place in that communicator's order */
  size_t ncomms;
  int done;          /* g_jobs_mu */
  atomic_int refs;
  standin_group_fault fault; /* what a test injects into it */
} group_job;

static void job_unref(group_job* job) {
  if (atomic_fetch_sub(&job->refs, 1) != 1) return;
  free(job->ops);
  free(job->comms);
  free(job->tickets);
  free(job);
}

static int job_any_aborted(const group_job* job) {
  for (size_t i = 0; i < job->ncomms; ++i)
    if (atomic_load(&job->comms[i]->aborted)) return 1;
  return 0;
}

/* Reports the end of |job| to its communicators; they may be destroyed once this returns. */
static void job_finish(group_job* job) {
  pthread_mutex_lock(&g_jobs_mu);
  for (size_t i = 0; i < job->ncomms; ++i) job->comms[i]->tickets_done++;
  job->done = 1;
  pthread_cond_broadcast(&g_jobs_cv);
  pthread_mutex_unlock(&g_jobs_mu);
  for (size_t i = 0; i < job->ncomms; ++i) {
    ncclComm_t c = job->comms[i];
    pthread_mutex_lock(&c->mu);
    c->pending--;
    pthread_cond_broadcast(&c->cv);
    pthread_mutex_unlock(&c->mu);
  }
}

/* The group's data movement, reached on its stream: like a kernel, it waits for its peers as long
 * as it takes, and ends early only when a peer fails or the communicator is aborted. */
static void run_job(void* arg) {
  group_job* job = arg;
  pthread_mutex_lock(&g_jobs_mu);
  for (size_t i = 0; i < job->ncomms; ++i)
    while (job->comms[i]->tickets_done < job->tickets[i] && !job_any_aborted(job))
      pthread_cond_wait(&g_jobs_cv, &g_jobs_mu);
  pthread_mutex_unlock(&g_jobs_mu);
  tl_last_error[0] = '\0';
  ncclResult_t r = ncclSuccess;
  for (size_t i = 0; i < job->ncomms && r == ncclSuccess; ++i) {
    ncclComm_t c = job->comms[i];
    if (comm_failed(c))
      r = fail((ncclResult_t)atomic_load(&c->async_error), "rank %d: communicator failed earlier: %s", c->rank,
               c->last_error);
  }
  if (r == ncclSuccess && job->fault.stall) {
    fprintf(stderr, "jiree nccl stand-in: group %lu stalls inside its collective (injected)\n", job->fault.group);
    pthread_mutex_lock(&g_jobs_mu);
    while (!job_any_aborted(job)) pthread_cond_wait(&g_jobs_cv, &g_jobs_mu);
    pthread_mutex_unlock(&g_jobs_mu);
    r = fail(ncclRemoteError, "rank %d: communicator aborted while group %lu stalled", job->comms[0]->rank,
             job->fault.group);
  } else if (r == ncclSuccess && job->fault.async_error != ncclSuccess) {
    fprintf(stderr, "jiree nccl stand-in: injected %s into group %lu\n",
            ncclGetErrorString(job->fault.async_error), job->fault.group);
    r = fail(job->fault.async_error, "rank %d: injected fault in group %lu (JIREE_NCCL_STANDIN_FAULTS)",
             job->comms[0]->rank, job->fault.group);
  }
  if (r == ncclSuccess) r = run_ops(job->ops, job->nops);
  /* Nobody is there to take a return code: every failure becomes the async error. */
  if (r != ncclSuccess)
    for (size_t i = 0; i < job->ncomms; ++i) comm_fail(job->comms[i], r);
  job_finish(job);
  job_unref(job);
}

/* Holds back a second stream of the group until the group ran (NCCL joins a group's streams). */
static void wait_job(void* arg) {
  group_job* job = arg;
  pthread_mutex_lock(&g_jobs_mu);
  while (!job->done && !job_any_aborted(job)) pthread_cond_wait(&g_jobs_cv, &g_jobs_mu);
  pthread_mutex_unlock(&g_jobs_mu);
  job_unref(job);
}

static int job_enqueue(const queued_op* op, void (*fn)(void*), group_job* job) {
  atomic_fetch_add(&job->refs, 1);
  int ok = op->stream ? g_stream_enqueue(op->stream, fn, job) == 0 : work_queue_push(&op->comm->queue, fn, job);
  if (!ok) atomic_fetch_sub(&job->refs, 1);
  return ok;
}

static void* launch_main(void* arg) {
  group_job* job = arg;
  const queued_op* first = &job->ops[0];
  if (!job_enqueue(first, run_job, job)) {
    fail(ncclUnhandledCudaError, "rank %d: could not enqueue a group on its stream", first->comm->rank);
    for (size_t i = 0; i < job->ncomms; ++i) comm_fail(job->comms[i], ncclUnhandledCudaError);
    job_finish(job);
  } else {
    for (size_t i = 1; i < job->nops; ++i) {
      const queued_op* op = &job->ops[i];
      int seen = 0; /* one wait per distinct stream (or communicator queue) */
      for (size_t k = 0; k < i && !seen; ++k)
        seen = job->ops[k].stream == op->stream && (op->stream || job->ops[k].comm == op->comm);
      if (!seen) job_enqueue(op, wait_job, job);
    }
  }
  for (size_t i = 0; i < job->ncomms; ++i) {
    ncclComm_t c = job->comms[i];
    comm_settle(c);
    pthread_mutex_lock(&c->mu);
    c->launching--;
    pthread_cond_broadcast(&c->cv);
    pthread_mutex_unlock(&c->mu);
  }
  job_unref(job);
  return NULL;
}

/* Starts enqueueing a group of non-blocking communicators; returns ncclInProgress. */
ncclResult_t launch_group(const queued_op* ops, size_t nops) {
  group_job* job = calloc(1, sizeof(*job));
  if (!job) return fail(ncclSystemError, "out of memory");
  job->ops = malloc(sizeof(queued_op) * nops);
  job->comms = malloc(sizeof(ncclComm_t) * nops);
  job->tickets = malloc(sizeof(uint64_t) * nops);
  if (!job->ops || !job->comms || !job->tickets) {
    atomic_store(&job->refs, 1);
    job_unref(job);
    return fail(ncclSystemError, "out of memory");
  }
  memcpy(job->ops, ops, sizeof(queued_op) * nops);
  job->nops = nops;
  job->fault = standin_fault_next_group();
  for (size_t i = 0; i < nops; ++i) {
    size_t k = 0;
    while (k < job->ncomms && job->comms[k] != ops[i].comm) ++k;
    if (k == job->ncomms) job->comms[job->ncomms++] = ops[i].comm;
  }
  atomic_store(&job->refs, 1);
  pthread_mutex_lock(&g_jobs_mu);
  for (size_t i = 0; i < job->ncomms; ++i) job->tickets[i] = job->comms[i]->tickets_issued++;
  pthread_mutex_unlock(&g_jobs_mu);
  for (size_t i = 0; i < job->ncomms; ++i) {
    ncclComm_t c = job->comms[i];
    pthread_mutex_lock(&c->mu);
    c->launching++;
    c->pending++;
    int expected = ncclSuccess;
    atomic_compare_exchange_strong(&c->async_error, &expected, ncclInProgress);
    pthread_mutex_unlock(&c->mu);
  }
  pthread_attr_t attr;
  pthread_t thread;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  if (pthread_create(&thread, &attr, launch_main, job) != 0) launch_main(job); /* enqueue here instead */
  pthread_attr_destroy(&attr);
  return ncclInProgress;
}

/* Waits until every group issued on |comm| has run (or ncclCommAbort); 0 when aborted. */
int comm_quiesce(ncclComm_t comm) {
  pthread_mutex_lock(&comm->mu);
  while ((comm->launching > 0 || comm->pending > 0) && !atomic_load(&comm->aborted))
    pthread_cond_wait(&comm->cv, &comm->mu);
  int ok = !atomic_load(&comm->aborted);
  pthread_mutex_unlock(&comm->mu);
  return ok;
}
