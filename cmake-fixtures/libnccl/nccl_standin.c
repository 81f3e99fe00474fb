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

#define STANDIN_VERSION_CODE 22105 /* reported as NCCL 2.21.5 */
#define ID_MAGIC 0x4c434e4au       /* "JNCL" */
#define MSG_MAGIC 0x4753494au      /* "JISG" */

enum { KIND_ALL_GATHER = 1, KIND_ALL_REDUCE, KIND_BROADCAST, KIND_REDUCE, KIND_REDUCE_SCATTER, KIND_P2P,
       KIND_SPLIT, KIND_GOODBYE };

static const char* kind_name(uint32_t kind) {
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
/* Errors                                                                                      */

static _Thread_local char tl_last_error[512];

static ncclResult_t fail(ncclResult_t code, const char* fmt, ...) {
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

/* ------------------------------------------------------------------------------------------ */
/* Communicator                                                                                */

/* A FIFO of functions run in order by one thread: a communicator's own "stream" for work whose
 * stream is not one of the libcuda stand-in's (see the groups section). */
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
  pthread_mutex_t join_mu; /* one joiner for the helper threads */
  ncclUniqueId init_id;
  char last_error[512];
};

/* Guards the groups' tickets and done flags; g_jobs_cv is broadcast when either changes and on
 * abort. */
static pthread_mutex_t g_jobs_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t g_jobs_cv = PTHREAD_COND_INITIALIZER;

static int comm_quiesce(ncclComm_t comm);
static void work_queue_stop(work_queue* q);

static int64_t now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
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

static ncclResult_t comm_fail(ncclComm_t c, ncclResult_t code) {
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
static int comm_failed(ncclComm_t c) {
  int state = atomic_load(&c->async_error);
  return state != ncclSuccess && state != ncclInProgress;
}

/* Ends the ncclInProgress of a non-blocking call that completed (an error stays). */
static void comm_settle(ncclComm_t c) {
  int expected = ncclInProgress;
  atomic_compare_exchange_strong(&c->async_error, &expected, ncclSuccess);
}

/* Checks that |comm| can run an operation. */
static ncclResult_t comm_check_ready(ncclComm_t comm, const char* what) {
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
/* Sockets                                                                                     */

static socklen_t addr_len(const struct sockaddr_storage* a) {
  return a->ss_family == AF_INET6 ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in);
}

static void addr_set_port(struct sockaddr_storage* a, int port) {
  if (a->ss_family == AF_INET6)
    ((struct sockaddr_in6*)a)->sin6_port = htons((uint16_t)port);
  else
    ((struct sockaddr_in*)a)->sin_port = htons((uint16_t)port);
}

static int addr_port(const struct sockaddr_storage* a) {
  return ntohs(a->ss_family == AF_INET6 ? ((const struct sockaddr_in6*)a)->sin6_port
                                        : ((const struct sockaddr_in*)a)->sin_port);
}

static const char* addr_text(const struct sockaddr_storage* a, char* buf, size_t len) {
  char host[INET6_ADDRSTRLEN] = "?";
  if (a->ss_family == AF_INET6)
    inet_ntop(AF_INET6, &((const struct sockaddr_in6*)a)->sin6_addr, host, sizeof(host));
  else
    inet_ntop(AF_INET, &((const struct sockaddr_in*)a)->sin_addr, host, sizeof(host));
  snprintf(buf, len, a->ss_family == AF_INET6 ? "[%s]:%d" : "%s:%d", host, addr_port(a));
  return buf;
}

static void set_socket_options(int fd) {
  int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
}

/* Opens a listening socket on |addr| (port 0 = ephemeral); returns the fd or -1 (errno set). */
static int listen_on(const struct sockaddr_storage* addr, int backlog) {
  int fd = socket(addr->ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  int one = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
  if (bind(fd, (const struct sockaddr*)addr, addr_len(addr)) != 0 || listen(fd, backlog) != 0) {
    int e = errno;
    close(fd);
    errno = e;
    return -1;
  }
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
  return fd;
}

static int listener_port(int fd) {
  struct sockaddr_storage a;
  socklen_t len = sizeof(a);
  if (getsockname(fd, (struct sockaddr*)&a, &len) != 0) return -1;
  return addr_port(&a);
}

/* Waits for |events| on |fd|, as long as it takes (as NCCL does); 1 = ready, -1 = aborted. */
static int wait_fd(ncclComm_t comm, int fd, short events) {
  for (;;) {
    struct pollfd p[2] = {{fd, events, 0}, {comm->abort_fd, POLLIN, 0}};
    int r = poll(p, 2, 1000);
    if (atomic_load(&comm->aborted)) return -1;
    if (r > 0 && p[0].revents) return 1;
  }
}

/* Blocking send/receive of exactly |len| bytes; only ncclCommAbort ends a wait. */
static ncclResult_t io_full(ncclComm_t comm, int fd, void* buf, size_t len, int writing, const char* what) {
  size_t done = 0;
  while (done < len) {
    ssize_t n = writing ? send(fd, (char*)buf + done, len - done, MSG_NOSIGNAL | MSG_DONTWAIT)
                        : recv(fd, (char*)buf + done, len - done, MSG_DONTWAIT);
    if (n > 0) {
      done += (size_t)n;
      continue;
    }
    if (n == 0) return fail(ncclRemoteError, "%s: the peer closed the connection", what);
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK)
      return fail(ncclRemoteError, "%s: %s", what, strerror(errno));
    if (wait_fd(comm, fd, writing ? POLLOUT : POLLIN) < 0)
      return fail(ncclSystemError, "%s: aborted by ncclCommAbort", what);
  }
  return ncclSuccess;
}

/* Connects to |addr|, retrying while nobody listens yet (until ncclCommAbort). */
static ncclResult_t connect_to(ncclComm_t comm, const struct sockaddr_storage* addr, int* out_fd, const char* what) {
  char text[80];
  for (;;) {
    int fd = socket(addr->ss_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) return fail(ncclSystemError, "%s: socket: %s", what, strerror(errno));
    int r = connect(fd, (const struct sockaddr*)addr, addr_len(addr));
    int err = r == 0 ? 0 : errno;
    if (err == EINPROGRESS) {
      if (wait_fd(comm, fd, POLLOUT) < 0) {
        close(fd);
        return fail(ncclSystemError, "%s: aborted by ncclCommAbort", what);
      }
      socklen_t len = sizeof(err);
      getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len);
    }
    if (err == 0) {
      set_socket_options(fd);
      *out_fd = fd;
      return ncclSuccess;
    }
    close(fd);
    if (err != ECONNREFUSED && err != ECONNRESET && err != ETIMEDOUT)
      return fail(ncclSystemError, "%s: connect to %s: %s", what, addr_text(addr, text, sizeof(text)),
                  strerror(err));
    if (atomic_load(&comm->aborted)) return fail(ncclSystemError, "%s: aborted by ncclCommAbort", what);
    struct timespec pause = {0, 20 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
}

static ncclResult_t accept_from(ncclComm_t comm, int listen_fd, int* out_fd,
                                struct sockaddr_storage* out_peer, const char* what) {
  for (;;) {
    struct sockaddr_storage peer;
    socklen_t len = sizeof(peer);
    int fd = accept4(listen_fd, (struct sockaddr*)&peer, &len, SOCK_CLOEXEC);
    if (fd >= 0) {
      set_socket_options(fd);
      *out_fd = fd;
      if (out_peer) *out_peer = peer;
      return ncclSuccess;
    }
    if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR && errno != ECONNABORTED)
      return fail(ncclSystemError, "%s: accept: %s", what, strerror(errno));
    if (wait_fd(comm, listen_fd, POLLIN) < 0) return fail(ncclSystemError, "%s: aborted by ncclCommAbort", what);
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Unique id                                                                                   */

/* Layout of ncclUniqueId.internal: magic, family, port, 16 address bytes, then a nonce. */
typedef struct {
  uint32_t magic;
  uint16_t family;
  uint16_t port;
  unsigned char addr[16];
  uint64_t nonce;
} id_layout;

/* Listeners opened by ncclGetUniqueId when NCCL_COMM_ID is unset, handed to rank 0's init. */
static pthread_mutex_t g_listeners_mu = PTHREAD_MUTEX_INITIALIZER;
static struct { int port; int fd; } g_listeners[16];

static void id_encode(ncclUniqueId* id, const struct sockaddr_storage* a) {
  id_layout l;
  memset(&l, 0, sizeof(l));
  l.magic = ID_MAGIC;
  l.family = a->ss_family == AF_INET6 ? 6 : 4;
  l.port = (uint16_t)addr_port(a);
  if (a->ss_family == AF_INET6)
    memcpy(l.addr, &((const struct sockaddr_in6*)a)->sin6_addr, 16);
  else
    memcpy(l.addr, &((const struct sockaddr_in*)a)->sin_addr, 4);
  l.nonce = ((uint64_t)getpid() << 32) ^ (uint64_t)now_ms();
  memset(id, 0, sizeof(*id));
  memcpy(id->internal, &l, sizeof(l));
}

static int id_decode(const ncclUniqueId* id, struct sockaddr_storage* a) {
  id_layout l;
  memcpy(&l, id->internal, sizeof(l));
  if (l.magic != ID_MAGIC || (l.family != 4 && l.family != 6) || l.port == 0) return 0;
  memset(a, 0, sizeof(*a));
  if (l.family == 6) {
    struct sockaddr_in6* s = (struct sockaddr_in6*)a;
    s->sin6_family = AF_INET6;
    memcpy(&s->sin6_addr, l.addr, 16);
  } else {
    struct sockaddr_in* s = (struct sockaddr_in*)a;
    s->sin_family = AF_INET;
    memcpy(&s->sin_addr, l.addr, 4);
  }
  addr_set_port(a, l.port);
  return 1;
}

/* Parses host:port or [v6]:port into |out|. */
static ncclResult_t parse_comm_id(const char* text, struct sockaddr_storage* out) {
  char host[256];
  const char* port_text;
  if (text[0] == '[') {
    const char* close_br = strchr(text, ']');
    if (!close_br || close_br[1] != ':' || (size_t)(close_br - text - 1) >= sizeof(host))
      return fail(ncclInvalidArgument, "NCCL_COMM_ID=%s: expected [ipv6]:port", text);
    memcpy(host, text + 1, (size_t)(close_br - text - 1));
    host[close_br - text - 1] = '\0';
    port_text = close_br + 2;
  } else {
    const char* colon = strrchr(text, ':');
    if (!colon || (size_t)(colon - text) >= sizeof(host) || colon == text)
      return fail(ncclInvalidArgument, "NCCL_COMM_ID=%s: expected host:port", text);
    memcpy(host, text, (size_t)(colon - text));
    host[colon - text] = '\0';
    port_text = colon + 1;
  }
  char* end = NULL;
  long port = strtol(port_text, &end, 10);
  if (!*port_text || *end || port < 1 || port > 65535)
    return fail(ncclInvalidArgument, "NCCL_COMM_ID=%s: port must be in [1, 65535]", text);
  struct addrinfo hints, *res = NULL;
  memset(&hints, 0, sizeof(hints));
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  int rc = getaddrinfo(host, NULL, &hints, &res);
  if (rc != 0 || !res)
    return fail(ncclInvalidArgument, "NCCL_COMM_ID=%s: cannot resolve '%s': %s", text, host, gai_strerror(rc));
  memset(out, 0, sizeof(*out));
  memcpy(out, res->ai_addr, res->ai_addrlen);
  freeaddrinfo(res);
  addr_set_port(out, (int)port);
  return ncclSuccess;
}

ncclResult_t ncclGetVersion(int* version) {
  if (!version) return fail(ncclInvalidArgument, "ncclGetVersion: version is NULL");
  *version = STANDIN_VERSION_CODE;
  return ncclSuccess;
}

ncclResult_t ncclGetUniqueId(ncclUniqueId* uniqueId) {
  if (!uniqueId) return fail(ncclInvalidArgument, "ncclGetUniqueId: uniqueId is NULL");
  struct sockaddr_storage a;
  const char* env = getenv("NCCL_COMM_ID");
  if (env && *env) {
    ncclResult_t r = parse_comm_id(env, &a);
    if (r != ncclSuccess) return r;
    id_encode(uniqueId, &a);
    return ncclSuccess;
  }
  /* No fixed address: listen on an ephemeral loopback port now and give it to rank 0 later. */
  memset(&a, 0, sizeof(a));
  struct sockaddr_in* s = (struct sockaddr_in*)&a;
  s->sin_family = AF_INET;
  s->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  int fd = listen_on(&a, 64);
  if (fd < 0) return fail(ncclSystemError, "ncclGetUniqueId: cannot listen on loopback: %s", strerror(errno));
  addr_set_port(&a, listener_port(fd));
  pthread_mutex_lock(&g_listeners_mu);
  int slot = -1;
  for (int i = 0; i < 16 && slot < 0; ++i)
    if (g_listeners[i].port == 0) slot = i;
  if (slot >= 0) {
    g_listeners[slot].port = addr_port(&a);
    g_listeners[slot].fd = fd;
  }
  pthread_mutex_unlock(&g_listeners_mu);
  if (slot < 0) {
    close(fd);
    return fail(ncclSystemError, "ncclGetUniqueId: too many unused unique ids in this process");
  }
  id_encode(uniqueId, &a);
  return ncclSuccess;
}

static int take_cached_listener(int port) {
  int fd = -1;
  pthread_mutex_lock(&g_listeners_mu);
  for (int i = 0; i < 16; ++i) {
    if (g_listeners[i].port == port) {
      fd = g_listeners[i].fd;
      g_listeners[i].port = 0;
      break;
    }
  }
  pthread_mutex_unlock(&g_listeners_mu);
  return fd;
}

/* ------------------------------------------------------------------------------------------ */
/* Bootstrap                                                                                   */

typedef struct {
  uint32_t magic;
  int32_t rank;
  int32_t nranks;
  int32_t port;
  uint64_t tag; /* the unique id's nonce, or the split sequence */
} hello_msg;

typedef struct {
  uint16_t family;
  uint16_t port;
  unsigned char addr[16];
} table_entry;

static void entry_from_addr(table_entry* e, const struct sockaddr_storage* a) {
  memset(e, 0, sizeof(*e));
  e->family = a->ss_family == AF_INET6 ? 6 : 4;
  e->port = (uint16_t)addr_port(a);
  if (a->ss_family == AF_INET6)
    memcpy(e->addr, &((const struct sockaddr_in6*)a)->sin6_addr, 16);
  else
    memcpy(e->addr, &((const struct sockaddr_in*)a)->sin_addr, 4);
}

static void addr_from_entry(struct sockaddr_storage* a, const table_entry* e) {
  memset(a, 0, sizeof(*a));
  if (e->family == 6) {
    a->ss_family = AF_INET6;
    memcpy(&((struct sockaddr_in6*)a)->sin6_addr, e->addr, 16);
  } else {
    a->ss_family = AF_INET;
    memcpy(&((struct sockaddr_in*)a)->sin_addr, e->addr, 4);
  }
  addr_set_port(a, e->port);
}

/*
 * Builds the full mesh of |comm| given every rank's reachable address (comm->addrs, with the
 * mesh port of each): connect to lower ranks, accept higher ones. |listen_fd| is this rank's
 * mesh listener; it is closed here.
 */
static ncclResult_t build_mesh(ncclComm_t comm, int listen_fd, uint64_t tag) {
  ncclResult_t r = ncclSuccess;
  char what[96];
  for (int p = 0; p < comm->rank && r == ncclSuccess; ++p) {
    snprintf(what, sizeof(what), "rank %d: connecting to rank %d", comm->rank, p);
    r = connect_to(comm, &comm->addrs[p], &comm->fds[p], what);
    if (r == ncclSuccess) {
      hello_msg h = {MSG_MAGIC, comm->rank, comm->nranks, 0, tag};
      r = io_full(comm, comm->fds[p], &h, sizeof(h), 1, what);
    }
  }
  for (int accepted = 0; accepted < comm->nranks - 1 - comm->rank && r == ncclSuccess; ++accepted) {
    snprintf(what, sizeof(what), "rank %d: accepting higher ranks", comm->rank);
    int fd = -1;
    r = accept_from(comm, listen_fd, &fd, NULL, what);
    if (r != ncclSuccess) break;
    hello_msg h;
    r = io_full(comm, fd, &h, sizeof(h), 0, what);
    if (r == ncclSuccess && (h.magic != MSG_MAGIC || h.tag != tag || h.nranks != comm->nranks ||
                             h.rank <= comm->rank || h.rank >= comm->nranks || comm->fds[h.rank] >= 0)) {
      r = fail(ncclInvalidUsage, "rank %d: unexpected connection (rank %d of %d); two jobs share one address?",
               comm->rank, h.rank, h.nranks);
    }
    if (r == ncclSuccess)
      comm->fds[h.rank] = fd;
    else
      close(fd);
  }
  close(listen_fd);
  return r;
}

/* Opens this rank's mesh listener on the wildcard address of |family|. */
static int mesh_listener(int family, int backlog) {
  struct sockaddr_storage any;
  memset(&any, 0, sizeof(any));
  any.ss_family = (sa_family_t)family;
  if (family == AF_INET6)
    ((struct sockaddr_in6*)&any)->sin6_addr = in6addr_any;
  else
    ((struct sockaddr_in*)&any)->sin_addr.s_addr = htonl(INADDR_ANY);
  return listen_on(&any, backlog);
}

static ncclResult_t bootstrap(ncclComm_t comm, const ncclUniqueId* id) {
  struct sockaddr_storage root;
  if (!id_decode(id, &root))
    return fail(ncclInvalidArgument, "ncclCommInitRank: the unique id was not made by ncclGetUniqueId");
  id_layout l;
  memcpy(&l, id->internal, sizeof(l));
  char text[80];
  int mesh_fd = mesh_listener(root.ss_family, comm->nranks + 4);
  if (mesh_fd < 0) return fail(ncclSystemError, "rank %d: cannot listen: %s", comm->rank, strerror(errno));
  int mesh_port = listener_port(mesh_fd);
  int n = comm->nranks;
  table_entry* table = calloc((size_t)n, sizeof(table_entry));
  if (!table) {
    close(mesh_fd);
    return fail(ncclSystemError, "out of memory");
  }
  ncclResult_t r = ncclSuccess;
  if (comm->rank == 0) {
    int lfd = take_cached_listener(addr_port(&root));
    if (lfd < 0) lfd = listen_on(&root, n + 4);
    if (lfd < 0) {
      r = fail(ncclSystemError, "rank 0: cannot listen on %s (NCCL_COMM_ID): %s", addr_text(&root, text, sizeof(text)),
               strerror(errno));
    }
    int* conns = calloc((size_t)n, sizeof(int));
    for (int i = 0; i < n && conns; ++i) conns[i] = -1;
    if (!conns && r == ncclSuccess) r = fail(ncclSystemError, "out of memory");
    struct sockaddr_storage self = root;
    addr_set_port(&self, mesh_port);
    if (r == ncclSuccess) entry_from_addr(&table[0], &self);
    for (int got = 0; got < n - 1 && r == ncclSuccess; ++got) {
      int fd = -1;
      struct sockaddr_storage peer;
      r = accept_from(comm, lfd, &fd, &peer, "rank 0: waiting for the other ranks");
      if (r != ncclSuccess) break;
      hello_msg h;
      r = io_full(comm, fd, &h, sizeof(h), 0, "rank 0: reading a rank's hello");
      if (r == ncclSuccess && (h.magic != MSG_MAGIC || h.nranks != n || h.rank <= 0 || h.rank >= n ||
                               conns[h.rank] >= 0)) {
        r = fail(ncclInvalidUsage,
                 "rank 0: a process joined as rank %d of %d but this communicator has %d ranks (or the rank "
                 "is taken); every rank must pass the same nranks and a distinct rank",
                 h.rank, h.nranks, n);
      }
      if (r != ncclSuccess) {
        close(fd);
        break;
      }
      conns[h.rank] = fd;
      addr_set_port(&peer, h.port);
      entry_from_addr(&table[h.rank], &peer);
    }
    for (int i = 1; i < n && r == ncclSuccess; ++i)
      r = io_full(comm, conns[i], table, sizeof(table_entry) * (size_t)n, 1, "rank 0: sending the table");
    for (int i = 1; conns && i < n; ++i)
      if (conns[i] >= 0) close(conns[i]);
    free(conns);
    if (lfd >= 0) close(lfd);
  } else {
    int fd = -1;
    char what[96];
    snprintf(what, sizeof(what), "rank %d: joining rank 0 at %s", comm->rank, addr_text(&root, text, sizeof(text)));
    for (;;) {
      r = connect_to(comm, &root, &fd, what);
      if (r == ncclSuccess) {
        hello_msg h = {MSG_MAGIC, comm->rank, n, mesh_port, l.nonce};
        r = io_full(comm, fd, &h, sizeof(h), 1, what);
      }
      if (r == ncclSuccess) r = io_full(comm, fd, table, sizeof(table_entry) * (size_t)n, 0, what);
      if (fd >= 0) close(fd);
      fd = -1;
      /* A reset here means we reached the listener of an earlier communicator on the same
       * address just as rank 0 closed it; rank 0 will listen again, so try again. */
      if (r != ncclRemoteError || atomic_load(&comm->aborted)) break;
      struct timespec pause = {0, 20 * 1000 * 1000};
      nanosleep(&pause, NULL);
    }
  }
  if (r == ncclSuccess) {
    for (int i = 0; i < n; ++i) addr_from_entry(&comm->addrs[i], &table[i]);
    free(table);
    return build_mesh(comm, mesh_fd, 0);
  }
  free(table);
  close(mesh_fd);
  return r;
}

/* ------------------------------------------------------------------------------------------ */
/* Init, finalize, destroy, abort, queries                                                      */

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

ncclResult_t ncclCommFinalize(ncclComm_t comm) {
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
  if (comm->init_thread_live && atomic_load(&comm->async_error) == ncclInProgress) {
    /* Destroying while a non-blocking init runs: stop it first. */
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
  atomic_store(&comm->aborted, 1);
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

ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t* asyncError) {
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
  /* A failed communicator's error happened on another thread (its stream work, say). */
  if (comm && comm_failed(comm) && comm->last_error[0]) return comm->last_error;
  if (tl_last_error[0] || !comm) return tl_last_error;
  return comm->last_error;
}

/* ------------------------------------------------------------------------------------------ */
/* Groups and the progress engine                                                              */

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

static _Thread_local struct {
  int depth;
  queued_op* ops;
  size_t n, cap;
  ncclResult_t error; /* first error while queueing; reported by ncclGroupEnd */
  int blocking;       /* of the group's communicators, which must agree */
} tl_group;

typedef struct {
  const void* src;
  void* dst;
  size_t len;
  uint32_t kind;
} xfer;

typedef struct {
  xfer* items;
  size_t n, cap, cur, off;
} xfer_queue;

/*
 * One peer of one communicator. Outgoing messages go in issue order. Incoming ones are matched
 * in two lanes, collectives and point-to-point, each in issue order: within a group NCCL does not
 * order a collective against a send/recv, so ranks may legitimately issue them interleaved
 * differently.
 */
typedef struct {
  ncclComm_t comm;
  int peer;
  xfer_queue out, in[2];
  uint32_t out_hdr[4];
  uint32_t in_hdr[4];
  size_t in_hdr_off; /* bytes of the current incoming header read so far */
  int in_lane;       /* lane of the message whose payload is being read, or -1 */
} link_state;

static int lane_of(uint32_t kind) { return kind == KIND_P2P ? 1 : 0; }

typedef struct {
  int is_reduce;
  void* dst;
  const unsigned char* src; /* copy source, or reduce blocks */
  size_t len;               /* copy length, or block stride */
  int n;
  size_t count;
  int datatype, op;
} post_action;

typedef struct {
  link_state* links;
  size_t nlinks, caplinks;
  post_action* posts;
  size_t nposts, capposts;
  void** allocs;
  size_t nallocs, capallocs;
  struct { ncclComm_t comm; const void* src; void* dst; size_t len; } *selfs;
  size_t nselfs, capselfs;
  ncclComm_t* comms;
  size_t ncomms, capcomms;
} plan;

#define GROW(arr, n, cap)                                                              \
  (((n) < (cap)) ? 1                                                                   \
                 : ((cap) = (cap) ? (cap) * 2 : 8,                                     \
                    ((arr) = realloc((arr), sizeof(*(arr)) * (cap))) != NULL))

static void* plan_alloc(plan* pl, size_t bytes) {
  if (!GROW(pl->allocs, pl->nallocs, pl->capallocs)) return NULL;
  void* p = malloc(bytes ? bytes : 1);
  if (p) pl->allocs[pl->nallocs++] = p;
  return p;
}

static link_state* plan_link(plan* pl, ncclComm_t comm, int peer) {
  for (size_t i = 0; i < pl->nlinks; ++i)
    if (pl->links[i].comm == comm && pl->links[i].peer == peer) return &pl->links[i];
  if (!GROW(pl->links, pl->nlinks, pl->caplinks)) return NULL;
  link_state* l = &pl->links[pl->nlinks++];
  memset(l, 0, sizeof(*l));
  l->comm = comm;
  l->peer = peer;
  l->in_lane = -1;
  return l;
}

static int queue_push(xfer_queue* q, const void* src, void* dst, size_t len, uint32_t kind) {
  if (!GROW(q->items, q->n, q->cap)) return 0;
  q->items[q->n++] = (xfer){src, dst, len, kind};
  return 1;
}

static int plan_send(plan* pl, ncclComm_t c, int peer, const void* src, size_t len, uint32_t kind) {
  link_state* l = plan_link(pl, c, peer);
  return l && queue_push(&l->out, src, NULL, len, kind);
}

static int plan_recv(plan* pl, ncclComm_t c, int peer, void* dst, size_t len, uint32_t kind) {
  link_state* l = plan_link(pl, c, peer);
  return l && queue_push(&l->in[lane_of(kind)], NULL, dst, len, kind);
}

static int plan_post(plan* pl, post_action a) {
  if (!GROW(pl->posts, pl->nposts, pl->capposts)) return 0;
  pl->posts[pl->nposts++] = a;
  return 1;
}

static void plan_free(plan* pl) {
  for (size_t i = 0; i < pl->nlinks; ++i) {
    free(pl->links[i].out.items);
    free(pl->links[i].in[0].items);
    free(pl->links[i].in[1].items);
  }
  for (size_t i = 0; i < pl->nallocs; ++i) free(pl->allocs[i]);
  free(pl->links);
  free(pl->posts);
  free(pl->allocs);
  free(pl->selfs);
  free(pl->comms);
}

static void* snapshot(plan* pl, const void* src, size_t bytes) {
  void* copy = plan_alloc(pl, bytes);
  if (copy && bytes) memcpy(copy, src, bytes);
  return copy;
}

/* Turns one queued op into transfers and local post-processing. Returns 0 when out of memory. */
static int plan_op(plan* pl, const queued_op* op) {
  ncclComm_t c = op->comm;
  int n = c->nranks, r = c->rank;
  size_t bytes = op->count * standin_type_size(op->datatype);
  switch (op->kind) {
    case KIND_ALL_GATHER: {
      unsigned char* mine = snapshot(pl, op->sendbuff, bytes);
      if (!mine) return 0;
      for (int p = 0; p < n; ++p) {
        if (p == r) continue;
        if (!plan_send(pl, c, p, mine, bytes, op->kind) ||
            !plan_recv(pl, c, p, (unsigned char*)op->recvbuff + (size_t)p * bytes, bytes, op->kind))
          return 0;
      }
      return plan_post(pl, (post_action){0, (unsigned char*)op->recvbuff + (size_t)r * bytes, mine, bytes, 0, 0, 0, 0});
    }
    case KIND_ALL_REDUCE:
    case KIND_REDUCE: {
      int receives = op->kind == KIND_ALL_REDUCE || r == op->peer;
      unsigned char* blocks = plan_alloc(pl, receives ? bytes * (size_t)n : bytes);
      if (!blocks) return 0;
      unsigned char* mine = receives ? blocks + (size_t)r * bytes : blocks;
      if (bytes) memcpy(mine, op->sendbuff, bytes);
      for (int p = 0; p < n; ++p) {
        if (p == r) continue;
        if ((op->kind == KIND_ALL_REDUCE || p == op->peer) && !plan_send(pl, c, p, mine, bytes, op->kind)) return 0;
        if (receives && !plan_recv(pl, c, p, blocks + (size_t)p * bytes, bytes, op->kind)) return 0;
      }
      if (!receives) return 1;
      return plan_post(pl, (post_action){1, op->recvbuff, blocks, bytes, n, op->count, op->datatype, op->op});
    }
    case KIND_REDUCE_SCATTER: {
      unsigned char* all = snapshot(pl, op->sendbuff, bytes * (size_t)n);
      unsigned char* blocks = plan_alloc(pl, bytes * (size_t)n);
      if (!all || !blocks) return 0;
      if (bytes) memcpy(blocks + (size_t)r * bytes, all + (size_t)r * bytes, bytes);
      for (int p = 0; p < n; ++p) {
        if (p == r) continue;
        if (!plan_send(pl, c, p, all + (size_t)p * bytes, bytes, op->kind) ||
            !plan_recv(pl, c, p, blocks + (size_t)p * bytes, bytes, op->kind))
          return 0;
      }
      return plan_post(pl, (post_action){1, op->recvbuff, blocks, bytes, n, op->count, op->datatype, op->op});
    }
    case KIND_BROADCAST: {
      if (r == op->peer) {
        unsigned char* mine = snapshot(pl, op->sendbuff, bytes);
        if (!mine) return 0;
        for (int p = 0; p < n; ++p)
          if (p != r && !plan_send(pl, c, p, mine, bytes, op->kind)) return 0;
        return plan_post(pl, (post_action){0, op->recvbuff, mine, bytes, 0, 0, 0, 0});
      }
      return plan_recv(pl, c, op->peer, op->recvbuff, bytes, op->kind);
    }
    case KIND_P2P: {
      if (op->peer == r) {
        if (!GROW(pl->selfs, pl->nselfs, pl->capselfs)) return 0;
        const void* src = op->is_send ? snapshot(pl, op->sendbuff, bytes) : NULL;
        if (op->is_send && !src) return 0;
        pl->selfs[pl->nselfs].comm = c;
        pl->selfs[pl->nselfs].src = src;
        pl->selfs[pl->nselfs].dst = op->is_send ? NULL : op->recvbuff;
        pl->selfs[pl->nselfs].len = bytes;
        pl->nselfs++;
        return 1;
      }
      if (op->is_send) {
        unsigned char* mine = snapshot(pl, op->sendbuff, bytes);
        return mine && plan_send(pl, c, op->peer, mine, bytes, op->kind);
      }
      return plan_recv(pl, c, op->peer, op->recvbuff, bytes, op->kind);
    }
    case KIND_SPLIT: {
      /* Internal all-gather of fixed-size records through the parent communicator. */
      for (int p = 0; p < n; ++p) {
        if (p == r) continue;
        if (!plan_send(pl, c, p, op->sendbuff, bytes, op->kind) ||
            !plan_recv(pl, c, p, (unsigned char*)op->recvbuff + (size_t)p * bytes, bytes, op->kind))
          return 0;
      }
      memcpy((unsigned char*)op->recvbuff + (size_t)r * bytes, op->sendbuff, bytes);
      return 1;
    }
    default:
      return 0;
  }
}

/* Advances one link's sending side; returns ncclSuccess, or an error. Sets *moved on progress. */
static ncclResult_t pump_out(link_state* l, int* moved) {
  int fd = l->comm->fds[l->peer];
  while (l->out.cur < l->out.n) {
    xfer* x = &l->out.items[l->out.cur];
    if (l->out.off == 0) {
      l->out_hdr[0] = MSG_MAGIC;
      l->out_hdr[1] = x->kind;
      uint64_t len = x->len;
      memcpy(&l->out_hdr[2], &len, sizeof(len));
    }
    const void* buf;
    size_t left;
    if (l->out.off < sizeof(l->out_hdr)) {
      buf = (const char*)l->out_hdr + l->out.off;
      left = sizeof(l->out_hdr) - l->out.off;
    } else {
      buf = (const char*)x->src + (l->out.off - sizeof(l->out_hdr));
      left = x->len - (l->out.off - sizeof(l->out_hdr));
    }
    if (left == 0) {
      l->out.cur++;
      l->out.off = 0;
      continue;
    }
    ssize_t k = send(fd, buf, left, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (k > 0) {
      l->out.off += (size_t)k;
      *moved = 1;
      continue;
    }
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return ncclSuccess;
    return fail(ncclRemoteError, "rank %d: sending %s to rank %d failed: %s (did rank %d exit?)", l->comm->rank,
                kind_name(x->kind), l->peer, k < 0 ? strerror(errno) : "no progress", l->peer);
  }
  return ncclSuccess;
}

static int in_pending(const link_state* l) { return l->in[0].cur < l->in[0].n || l->in[1].cur < l->in[1].n; }

static ncclResult_t pump_in(link_state* l, int* moved) {
  int fd = l->comm->fds[l->peer];
  while (in_pending(l)) {
    void* buf;
    size_t left;
    xfer* x = NULL;
    if (l->in_lane < 0) {
      buf = (char*)l->in_hdr + l->in_hdr_off;
      left = sizeof(l->in_hdr) - l->in_hdr_off;
    } else {
      xfer_queue* q = &l->in[l->in_lane];
      x = &q->items[q->cur];
      buf = (char*)x->dst + q->off;
      left = x->len - q->off;
      if (left == 0) {
        q->cur++;
        q->off = 0;
        l->in_lane = -1;
        continue;
      }
    }
    ssize_t k = recv(fd, buf, left, MSG_DONTWAIT);
    if (k > 0) {
      *moved = 1;
      if (l->in_lane >= 0) {
        l->in[l->in_lane].off += (size_t)k;
        continue;
      }
      l->in_hdr_off += (size_t)k;
      if (l->in_hdr_off < sizeof(l->in_hdr)) continue;
      l->in_hdr_off = 0;
      uint64_t len;
      memcpy(&len, &l->in_hdr[2], sizeof(len));
      uint32_t kind = l->in_hdr[1];
      if (l->in_hdr[0] != MSG_MAGIC)
        return fail(ncclRemoteError, "rank %d: corrupt message from rank %d", l->comm->rank, l->peer);
      if (kind == KIND_GOODBYE)
        return fail(ncclRemoteError, "rank %d: rank %d left the communicator while this rank waited for its data",
                    l->comm->rank, l->peer);
      xfer_queue* q = &l->in[lane_of(kind)];
      if (q->cur >= q->n || q->items[q->cur].kind != kind || q->items[q->cur].len != len) {
        const char* want = q->cur < q->n ? kind_name(q->items[q->cur].kind) : "nothing";
        size_t want_len = q->cur < q->n ? q->items[q->cur].len : 0;
        return fail(ncclInvalidUsage,
                    "rank %d: rank %d sent %s of %llu bytes while this rank expected %s of %zu bytes; every "
                    "rank must issue the same operations in the same order with matching counts",
                    l->comm->rank, l->peer, kind_name(kind), (unsigned long long)len, want, want_len);
      }
      l->in_lane = lane_of(kind);
      continue;
    }
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return ncclSuccess;
    if (!x) x = l->in[0].cur < l->in[0].n ? &l->in[0].items[l->in[0].cur] : &l->in[1].items[l->in[1].cur];
    return fail(ncclRemoteError, "rank %d: rank %d disconnected during %s (%s)", l->comm->rank, l->peer,
                kind_name(x->kind), k == 0 ? "connection closed" : strerror(errno));
  }
  return ncclSuccess;
}

static int link_pending(const link_state* l) { return l->out.cur < l->out.n || in_pending(l); }

/* Moves every transfer of |pl| until all are done, a peer fails, or ncclCommAbort: a peer that
 * stays silent keeps it waiting, as NCCL's kernels spin until the data comes. */
static ncclResult_t drive(plan* pl) {
  size_t cap = pl->nlinks + pl->ncomms;
  struct pollfd* fds = malloc(sizeof(struct pollfd) * (cap ? cap : 1));
  if (!fds) return fail(ncclSystemError, "out of memory");
  ncclResult_t r = ncclSuccess;
  for (;;) {
    int moved = 0;
    size_t nf = 0;
    for (size_t i = 0; i < pl->nlinks && r == ncclSuccess; ++i) {
      link_state* l = &pl->links[i];
      r = pump_out(l, &moved);
      if (r == ncclSuccess) r = pump_in(l, &moved);
      if (r == ncclSuccess && link_pending(l)) {
        short ev = 0;
        if (l->out.cur < l->out.n) ev |= POLLOUT;
        if (in_pending(l)) ev |= POLLIN;
        fds[nf++] = (struct pollfd){l->comm->fds[l->peer], ev, 0};
      }
    }
    if (r != ncclSuccess || nf == 0) break;
    for (size_t i = 0; i < pl->ncomms; ++i) {
      if (atomic_load(&pl->comms[i]->aborted)) {
        r = fail(ncclSystemError, "rank %d: operation aborted by ncclCommAbort", pl->comms[i]->rank);
        break;
      }
      fds[nf++] = (struct pollfd){pl->comms[i]->abort_fd, POLLIN, 0};
    }
    if (r != ncclSuccess) break;
    if (!moved) poll(fds, nf, 1000);
  }
  free(fds);
  return r;
}

static int plan_add_comm(plan* pl, ncclComm_t c) {
  for (size_t i = 0; i < pl->ncomms; ++i)
    if (pl->comms[i] == c) return 1;
  if (!GROW(pl->comms, pl->ncomms, pl->capcomms)) return 0;
  pl->comms[pl->ncomms++] = c;
  return 1;
}

/* Runs |ops| as one group: every transfer progresses together, then local reductions run. */
static ncclResult_t run_ops(const queued_op* ops, size_t nops) {
  plan pl;
  memset(&pl, 0, sizeof(pl));
  ncclResult_t r = ncclSuccess;
  for (size_t i = 0; i < nops && r == ncclSuccess; ++i)
    if (!plan_add_comm(&pl, ops[i].comm)) r = fail(ncclSystemError, "out of memory");
  size_t entered = 0;
  for (; entered < pl.ncomms && r == ncclSuccess; ++entered) {
    ncclComm_t c = pl.comms[entered];
    pthread_mutex_lock(&c->mu);
    int aborted = atomic_load(&c->aborted);
    if (!aborted) c->busy++;
    pthread_mutex_unlock(&c->mu);
    if (aborted) {
      r = fail(ncclInvalidUsage, "communicator was aborted");
      break;
    }
  }
  for (size_t i = 0; i < nops && r == ncclSuccess; ++i)
    if (!plan_op(&pl, &ops[i])) r = fail(ncclSystemError, "out of memory planning %s", kind_name(ops[i].kind));
  /* Self send/recv pairs match in issue order per communicator. */
  for (size_t i = 0; i < pl.nselfs && r == ncclSuccess; ++i) {
    if (pl.selfs[i].dst == NULL) continue;
    size_t k = 0;
    for (; k < pl.nselfs; ++k)
      if (pl.selfs[k].comm == pl.selfs[i].comm && pl.selfs[k].src && pl.selfs[k].len != (size_t)-1) break;
    if (k == pl.nselfs || pl.selfs[k].len != pl.selfs[i].len) {
      r = fail(ncclInvalidUsage, "rank %d: a receive from itself has no matching send of %zu bytes in the group",
               pl.selfs[i].comm->rank, pl.selfs[i].len);
      break;
    }
    if (!plan_post(&pl, (post_action){0, pl.selfs[i].dst, pl.selfs[k].src, pl.selfs[i].len, 0, 0, 0, 0}))
      r = fail(ncclSystemError, "out of memory");
    pl.selfs[k].len = (size_t)-1; /* consumed */
  }
  for (size_t i = 0; i < pl.nselfs && r == ncclSuccess; ++i)
    if (pl.selfs[i].src && pl.selfs[i].len != (size_t)-1)
      r = fail(ncclInvalidUsage, "rank %d: a send to itself has no matching receive in the group",
               pl.selfs[i].comm->rank);
  if (r == ncclSuccess) r = drive(&pl);
  if (r == ncclSuccess) {
    for (size_t i = 0; i < pl.nposts; ++i) {
      post_action* a = &pl.posts[i];
      if (a->is_reduce)
        standin_reduce(a->dst, a->src, a->len, a->n, a->count, a->datatype, a->op);
      else if (a->len && a->dst != a->src)
        memmove(a->dst, a->src, a->len);
    }
  } else if (r == ncclRemoteError || r == ncclSystemError) {
    for (size_t i = 0; i < entered; ++i) comm_fail(pl.comms[i], r);
  }
  for (size_t i = 0; i < entered; ++i) {
    ncclComm_t c = pl.comms[i];
    pthread_mutex_lock(&c->mu);
    c->busy--;
    pthread_cond_broadcast(&c->cv);
    pthread_mutex_unlock(&c->mu);
  }
  plan_free(&pl);
  return r;
}

/* ------------------------------------------------------------------------------------------ */
/* Non-blocking groups: enqueued by a launcher thread, run in stream order                     */

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
static void* resolve_stream(void* stream) {
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
static void work_queue_stop(work_queue* q) {
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
static ncclResult_t launch_group(const queued_op* ops, size_t nops) {
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
static int comm_quiesce(ncclComm_t comm) {
  pthread_mutex_lock(&comm->mu);
  while ((comm->launching > 0 || comm->pending > 0) && !atomic_load(&comm->aborted))
    pthread_cond_wait(&comm->cv, &comm->mu);
  int ok = !atomic_load(&comm->aborted);
  pthread_mutex_unlock(&comm->mu);
  return ok;
}

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

static ncclResult_t enqueue(queued_op op, void* stream, const char* name) {
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

/* ------------------------------------------------------------------------------------------ */
/* Split                                                                                       */

typedef struct {
  int32_t color, key, port, pad;
} split_record;

ncclResult_t ncclCommSplit(ncclComm_t comm, int color, int key, ncclComm_t* newcomm, ncclConfig_t* config) {
  /* The split completes before returning (NCCL may return ncclSuccess in non-blocking mode too);
   * the new communicator is blocking or not as |config| (or, without one, the parent) says. */
  if (!newcomm) return fail(ncclInvalidArgument, "ncclCommSplit: newcomm is NULL");
  *newcomm = NULL;
  ncclResult_t r = comm_check_ready(comm, "ncclCommSplit");
  if (r != ncclSuccess) return r;
  if (color < NCCL_SPLIT_NOCOLOR)
    return fail(ncclInvalidArgument, "ncclCommSplit: color %d must be >= 0 or NCCL_SPLIT_NOCOLOR", color);
  if (tl_group.depth > 0) return fail(ncclInvalidUsage, "ncclCommSplit inside ncclGroupStart/End is not supported");
  if (config && config->magic != NCCL_CONFIG_MAGIC)
    return fail(ncclInvalidArgument, "ncclCommSplit: config was not initialized with NCCL_CONFIG_INITIALIZER");
  /* The split's exchange uses the parent's connections: let the parent's queued groups finish. */
  if (!comm_quiesce(comm)) return fail(ncclSystemError, "ncclCommSplit: aborted by ncclCommAbort");
  if (comm_failed(comm))
    return fail((ncclResult_t)atomic_load(&comm->async_error), "ncclCommSplit: communicator failed: %s",
                comm->last_error);
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
  r = run_ops(&op, 1);
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
  c->blocking = config ? config->blocking != 0 : comm->blocking;
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
  r = build_mesh(c, lfd, tag);
  if (r != ncclSuccess) {
    comm_free(c);
    return r;
  }
  *newcomm = c;
  return ncclSuccess;
}
