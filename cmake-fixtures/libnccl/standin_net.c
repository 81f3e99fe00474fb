/*
 * How ranks of the libnccl stand-in find and reach each other: sockets that only ncclCommAbort
 * interrupts, the unique id (the rendezvous address), and the bootstrap that connects every pair of
 * ranks of a communicator once.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <net/if.h>
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
/* Sockets                                                                                    */

static socklen_t addr_len(const struct sockaddr_storage* a) {
  return a->ss_family == AF_INET6 ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in);
}

void addr_set_port(struct sockaddr_storage* a, int port) {
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

int listener_port(int fd) {
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
/* Unique id                                                                                  */

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

/* Whether interface |name| is one NCCL_SOCKET_IFNAME admits: a comma list of name prefixes, all of
 * them excluded with a leading '^', matched exactly with a leading '=' (as NCCL reads it). */
static int interface_admitted(const char* name, const char* spec) {
  int exclude = 0, exact = 0;
  if (*spec == '^') { exclude = 1; ++spec; }
  if (*spec == '=') { exact = 1; ++spec; }
  int matched = 0;
  const char* p = spec;
  while (*p && !matched) {
    const char* end = strchr(p, ',');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    if (n > 0 && (exact ? strlen(name) == n && strncmp(name, p, n) == 0 : strncmp(name, p, n) == 0)) matched = 1;
    p = end ? end + 1 : p + n;
  }
  return exclude ? !matched : matched;
}

/* The address rank 0 listens on for the rendezvous, chosen as NCCL chooses its bootstrap interface:
 * NCCL_SOCKET_IFNAME when set, else the first interface that is up and neither loopback nor
 * docker*, else loopback. Other hosts must reach it: loopback only serves ranks on this host. */
static void bootstrap_address(struct sockaddr_in* out) {
  memset(out, 0, sizeof(*out));
  out->sin_family = AF_INET;
  out->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const char* spec = getenv("NCCL_SOCKET_IFNAME");
  struct ifaddrs* all = NULL;
  if (getifaddrs(&all) != 0) return;
  for (struct ifaddrs* i = all; i; i = i->ifa_next) {
    if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP)) continue;
    int admitted = spec && *spec ? interface_admitted(i->ifa_name, spec)
                                 : !(i->ifa_flags & IFF_LOOPBACK) && strncmp(i->ifa_name, "docker", 6) != 0;
    if (admitted) {
      out->sin_addr = ((struct sockaddr_in*)i->ifa_addr)->sin_addr;
      break;
    }
  }
  freeifaddrs(all);
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
  /* No fixed address: listen on an ephemeral port of the bootstrap interface now and give it to
   * rank 0 later. */
  memset(&a, 0, sizeof(a));
  bootstrap_address((struct sockaddr_in*)&a);
  int fd = listen_on(&a, 64);
  char text[80];
  if (fd < 0)
    return fail(ncclSystemError, "ncclGetUniqueId: cannot listen on %s: %s", addr_text(&a, text, sizeof(text)),
                strerror(errno));
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
/* Bootstrap                                                                                  */

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
ncclResult_t build_mesh(ncclComm_t comm, int listen_fd, uint64_t tag) {
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
int mesh_listener(int family, int backlog) {
  struct sockaddr_storage any;
  memset(&any, 0, sizeof(any));
  any.ss_family = (sa_family_t)family;
  if (family == AF_INET6)
    ((struct sockaddr_in6*)&any)->sin6_addr = in6addr_any;
  else
    ((struct sockaddr_in*)&any)->sin_addr.s_addr = htonl(INADDR_ANY);
  return listen_on(&any, backlog);
}

ncclResult_t bootstrap(ncclComm_t comm, const ncclUniqueId* id) {
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
