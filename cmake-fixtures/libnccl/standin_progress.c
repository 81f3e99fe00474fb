/*
 * The libnccl stand-in's progress engine: a group of queued ops becomes transfers between peers
 * and local reductions; every transfer progresses together in one poll loop, so send/recv patterns
 * that would deadlock one at a time complete.
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
  int stalled;       /* a transfer of another size came: it never lines up (as with NCCL); later bytes are dropped */
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

/* A stalled link reads on only to notice the peer leaving (as NCCL's proxy notices a remote process
 * exiting); what it reads lines up with nothing and is dropped. */
static ncclResult_t drain_stalled(link_state* l) {
  char scratch[4096];
  for (;;) {
    ssize_t k = recv(l->comm->fds[l->peer], scratch, sizeof(scratch), MSG_DONTWAIT);
    if (k > 0) continue;
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return ncclSuccess;
    return fail(ncclRemoteError, "rank %d: rank %d disconnected while this rank waited for a transfer of "
                "another size (%s)", l->comm->rank, l->peer, k == 0 ? "connection closed" : strerror(errno));
  }
}

static ncclResult_t pump_in(link_state* l, int* moved) {
  int fd = l->comm->fds[l->peer];
  if (l->stalled) return drain_stalled(l);
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
      /* As NCCL, which cannot tell one collective from another of the same size: a transfer of
       * another collective kind but the expected size is taken (the result is undefined, and the
       * call succeeds). One of another size never lines up with what this rank waits for: NCCL
       * waits for ever (seen on a GPU), and so does this link, until ncclCommAbort. Only one with
       * no room to land in fails. */
      if (q->cur < q->n && q->items[q->cur].len != len && q->items[q->cur].kind != KIND_SPLIT &&
          kind != KIND_SPLIT) {
        l->stalled = 1;
        return drain_stalled(l);
      }
      if (q->cur >= q->n || q->items[q->cur].len != len ||
          (q->items[q->cur].kind != kind && (kind == KIND_SPLIT || q->items[q->cur].kind == KIND_SPLIT))) {
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
ncclResult_t run_ops(const queued_op* ops, size_t nops) {
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
