/*
 * Multi-process tests of the libnccl stand-in: the parent forks one process per rank, all meeting
 * at NCCL_COMM_ID on a free loopback port. Expected values come from the definitions of the
 * collectives applied to inputs every rank can compute (small integers, exact in every type).
 *
 * Ranks on non-blocking communicators run their collectives on streams of the libcuda stand-in
 * (loaded with dlopen from JIREE_CUDA_LIBRARY, as a program loads libcuda), and wait as a program
 * does on a GPU: poll ncclCommGetAsyncError past ncclInProgress, then synchronize the stream.
 *
 * usage: jiree_nccl_standin_test <scenario> <nranks> [host]
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <math.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "nccl_standin.h"

static int g_rank, g_n;
static int g_failures;

#define CHECK(cond, ...)                                               \
  do {                                                                 \
    if (!(cond)) {                                                     \
      fprintf(stderr, "rank %d: %s:%d: ", g_rank, __FILE__, __LINE__); \
      fprintf(stderr, __VA_ARGS__);                                    \
      fprintf(stderr, "\n");                                           \
      if (++g_failures > 20) _exit(1);                                 \
    }                                                                  \
  } while (0)

#define NCCL_OK(call)                                                                             \
  do {                                                                                            \
    ncclResult_t r_ = (call);                                                                     \
    if (r_ != ncclSuccess) {                                                                      \
      fprintf(stderr, "rank %d: %s:%d: %s -> %d (%s): %s\n", g_rank, __FILE__, __LINE__, #call, r_, \
              ncclGetErrorString(r_), ncclGetLastError(NULL));                                    \
      _exit(1);                                                                                   \
    }                                                                                             \
  } while (0)

static int64_t now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- the libcuda stand-in, for streams and events ---- */

typedef void* cu_handle;
static struct {
  int (*init)(unsigned);
  int (*ctx_retain)(cu_handle*, int);
  int (*ctx_set_current)(cu_handle);
  int (*mem_alloc)(unsigned long long*, size_t);
  int (*memcpy_async)(unsigned long long, unsigned long long, size_t, cu_handle);
  int (*stream_create)(cu_handle*, unsigned);
  int (*stream_synchronize)(cu_handle);
  int (*event_create)(cu_handle*, unsigned);
  int (*event_record)(cu_handle, cu_handle);
  int (*event_query)(cu_handle);
  int (*event_synchronize)(cu_handle);
} cu;
static cu_handle g_stream; /* this rank's stream */

#define CU_OK(call)                                                                          \
  do {                                                                                       \
    int r_ = (call);                                                                         \
    if (r_ != 0) {                                                                           \
      fprintf(stderr, "rank %d: %s:%d: %s -> CUDA error %d\n", g_rank, __FILE__, __LINE__, #call, r_); \
      _exit(1);                                                                              \
    }                                                                                        \
  } while (0)

static void* cu_sym(void* lib, const char* name) {
  void* p = dlsym(lib, name);
  if (!p) {
    fprintf(stderr, "rank %d: the libcuda stand-in has no %s\n", g_rank, name);
    _exit(1);
  }
  return p;
}

/* Loads the libcuda stand-in, makes device 0's context current and creates g_stream. */
static void cuda_setup(void) {
  const char* path = getenv("JIREE_CUDA_LIBRARY");
  void* lib = path ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
  if (!lib) {
    fprintf(stderr, "rank %d: cannot load the libcuda stand-in (JIREE_CUDA_LIBRARY=%s): %s\n", g_rank,
            path ? path : "(unset)", dlerror());
    _exit(1);
  }
  *(void**)&cu.init = cu_sym(lib, "cuInit");
  *(void**)&cu.ctx_retain = cu_sym(lib, "cuDevicePrimaryCtxRetain");
  *(void**)&cu.ctx_set_current = cu_sym(lib, "cuCtxSetCurrent");
  *(void**)&cu.mem_alloc = cu_sym(lib, "cuMemAlloc_v2");
  *(void**)&cu.memcpy_async = cu_sym(lib, "cuMemcpyAsync");
  *(void**)&cu.stream_create = cu_sym(lib, "cuStreamCreate");
  *(void**)&cu.stream_synchronize = cu_sym(lib, "cuStreamSynchronize");
  *(void**)&cu.event_create = cu_sym(lib, "cuEventCreate");
  *(void**)&cu.event_record = cu_sym(lib, "cuEventRecord");
  *(void**)&cu.event_query = cu_sym(lib, "cuEventQuery");
  *(void**)&cu.event_synchronize = cu_sym(lib, "cuEventSynchronize");
  cu_handle ctx = NULL;
  CU_OK(cu.init(0));
  CU_OK(cu.ctx_retain(&ctx, 0));
  CU_OK(cu.ctx_set_current(ctx));
  CU_OK(cu.stream_create(&g_stream, 1));
}

/* Polls a non-blocking communicator until it leaves ncclInProgress; returns the state it settles in. */
static ncclResult_t settle(ncclComm_t comm) {
  ncclResult_t state = ncclInProgress;
  int64_t until = now_ms() + 10000;
  while (state == ncclInProgress && now_ms() < until) {
    NCCL_OK(ncclCommGetAsyncError(comm, &state));
    if (state == ncclInProgress) usleep(100);
  }
  return state;
}

/* Completes a call as a program does: a blocking communicator returned ncclSuccess with the work
 * done; a non-blocking one returns ncclInProgress, settles to ncclSuccess once the work is
 * enqueued, and the work is done when |stream| is. */
static void complete(ncclComm_t comm, int blocking, ncclResult_t r, cu_handle stream, const char* what) {
  if (blocking) {
    CHECK(r == ncclSuccess, "%s returned %d (%s): %s", what, r, ncclGetErrorString(r), ncclGetLastError(comm));
    if (r != ncclSuccess) _exit(1);
    return;
  }
  CHECK(r == ncclInProgress, "%s on a non-blocking communicator returned %d, not ncclInProgress", what, r);
  if (r != ncclInProgress && r != ncclSuccess) _exit(1);
  ncclResult_t state = settle(comm);
  CHECK(state == ncclSuccess, "%s settled in %d: %s", what, state, ncclGetLastError(comm));
  if (state != ncclSuccess) _exit(1);
  CU_OK(cu.stream_synchronize(stream));
}

/* A peer that must stay alive but silent holds on until every other rank has finished: it reads
 * g_hold until end of file, which comes when the last other rank exits. */
static int g_hold = -1, g_hold_writer = -1;
static void hold_until_others_exit(void) {
  close(g_hold_writer);
  char c;
  while (read(g_hold, &c, 1) > 0) {
  }
}

/* ---- element access by the definition of each type (exact values only) ---- */

static size_t tsize(int dt) {
  static const size_t sizes[] = {1, 1, 4, 4, 8, 8, 2, 4, 8, 2};
  return sizes[dt];
}

static const char* tname(int dt) {
  static const char* names[] = {"int8", "uint8", "int32", "uint32", "int64", "uint64", "float16", "float32",
                                "float64", "bfloat16"};
  return names[dt];
}

static const char* oname(int op) {
  static const char* names[] = {"sum", "prod", "max", "min", "avg"};
  return names[op];
}

static int is_signed(int dt) { return dt == ncclInt8 || dt == ncclInt32 || dt == ncclInt64 || dt >= ncclFloat16; }

/* IEEE half of an exactly representable normal value (or zero). */
static uint16_t exact_half(double v) {
  if (v == 0) return 0;
  uint16_t sign = v < 0 ? 0x8000 : 0;
  int e;
  double m = frexp(fabs(v), &e); /* v = m * 2^e, m in [0.5, 1) */
  return (uint16_t)(sign | ((uint16_t)(e - 1 + 15) << 10) | (uint16_t)((m * 2 - 1) * 1024));
}

static double half_value(uint16_t h) {
  int e = (h >> 10) & 0x1f;
  double m = h & 0x3ff;
  double v = e == 0 ? ldexp(m, -24) : ldexp(1 + m / 1024, e - 15);
  return (h & 0x8000) ? -v : v;
}

static void put(void* buf, int dt, size_t i, double v) {
  switch (dt) {
    case ncclInt8: ((int8_t*)buf)[i] = (int8_t)v; break;
    case ncclUint8: ((uint8_t*)buf)[i] = (uint8_t)v; break;
    case ncclInt32: ((int32_t*)buf)[i] = (int32_t)v; break;
    case ncclUint32: ((uint32_t*)buf)[i] = (uint32_t)v; break;
    case ncclInt64: ((int64_t*)buf)[i] = (int64_t)v; break;
    case ncclUint64: ((uint64_t*)buf)[i] = (uint64_t)v; break;
    case ncclFloat16: ((uint16_t*)buf)[i] = exact_half(v); break;
    case ncclFloat32: ((float*)buf)[i] = (float)v; break;
    case ncclFloat64: ((double*)buf)[i] = v; break;
    case ncclBfloat16: {
      float f = (float)v;
      uint32_t bits;
      memcpy(&bits, &f, 4);
      ((uint16_t*)buf)[i] = (uint16_t)(bits >> 16);
      break;
    }
  }
}

static double get(const void* buf, int dt, size_t i) {
  switch (dt) {
    case ncclInt8: return ((const int8_t*)buf)[i];
    case ncclUint8: return ((const uint8_t*)buf)[i];
    case ncclInt32: return ((const int32_t*)buf)[i];
    case ncclUint32: return ((const uint32_t*)buf)[i];
    case ncclInt64: return (double)((const int64_t*)buf)[i];
    case ncclUint64: return (double)((const uint64_t*)buf)[i];
    case ncclFloat16: return half_value(((const uint16_t*)buf)[i]);
    case ncclFloat32: return ((const float*)buf)[i];
    case ncclFloat64: return ((const double*)buf)[i];
    default: {
      uint32_t bits = (uint32_t)((const uint16_t*)buf)[i] << 16;
      float f;
      memcpy(&f, &bits, 4);
      return f;
    }
  }
}

/* Input of rank p at element i: small integers, negative ones for signed types. */
static double input(int dt, int p, size_t i) {
  int v = (int)(((size_t)(p + 1) * (i % 5 + 1) + i / 5) % 7) + 1; /* 1..7 */
  if (is_signed(dt)) v -= 4;                                      /* -3..3 */
  return v;
}

/* Bits of an integer type; 0 for floats. */
static int int_bits(int dt) {
  static const int bits[] = {8, 8, 32, 32, 64, 64, 0, 0, 0, 0};
  return bits[dt];
}

/* Wraps an integer result to the type, as C's unsigned arithmetic defines it. */
static double wrap(int dt, uint64_t v) {
  int bits = int_bits(dt);
  if (bits < 64) v &= (1ull << bits) - 1;
  if (is_signed(dt) && bits < 64 && (v >> (bits - 1)) & 1) return (double)(int64_t)(v | ~((1ull << bits) - 1));
  return is_signed(dt) ? (double)(int64_t)v : (double)v;
}

/* The reduction over ranks, from its definition; small inputs keep every float step exact. */
static double expect_reduced(int dt, int op, size_t i, int n) {
  if (int_bits(dt)) {
    int64_t acc = (int64_t)input(dt, 0, i);
    uint64_t prod = (uint64_t)acc, sum = (uint64_t)acc;
    for (int p = 1; p < n; ++p) {
      int64_t v = (int64_t)input(dt, p, i);
      sum += (uint64_t)v;
      prod *= (uint64_t)v;
      if (op == ncclMax && v > acc) acc = v;
      if (op == ncclMin && v < acc) acc = v;
    }
    if (op == ncclSum) return wrap(dt, sum);
    if (op == ncclProd) return wrap(dt, prod);
    if (op == ncclAvg) return trunc(wrap(dt, sum) / n);
    return (double)acc;
  }
  double acc = input(dt, 0, i);
  for (int p = 1; p < n; ++p) {
    double v = input(dt, p, i);
    if (op == ncclSum || op == ncclAvg) acc += v;
    if (op == ncclProd) acc *= v;
    if (op == ncclMax) acc = v > acc ? v : acc;
    if (op == ncclMin) acc = v < acc ? v : acc;
  }
  return op == ncclAvg ? acc / n : acc;
}

/* ---- process harness ---- */

/* A port nothing holds, from below the kernel's ephemeral range: a port the kernel hands out (port
 * 0) may go to an outgoing connection before the rank listens on it. */
static int free_port(void) {
  int ephemeral_low = 32768;
  FILE* range = fopen("/proc/sys/net/ipv4/ip_local_port_range", "r");
  if (range) {
    if (fscanf(range, "%d", &ephemeral_low) != 1) ephemeral_low = 32768;
    fclose(range);
  }
  int low = ephemeral_low > 12000 ? 10000 : 1024;
  srand((unsigned)getpid() ^ (unsigned)time(NULL));
  for (int i = 0; i < 200; ++i) {
    int port = low + rand() % (ephemeral_low - low);
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof(a));
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = htons((uint16_t)port);
    int ok = bind(fd, (struct sockaddr*)&a, sizeof(a)) == 0;
    close(fd);
    if (ok) return port;
  }
  fprintf(stderr, "no free port below the ephemeral range\n");
  exit(2);
}

static ncclComm_t init_comm(int blocking) {
  ncclUniqueId id;
  NCCL_OK(ncclGetUniqueId(&id));
  ncclComm_t comm = NULL;
  ncclConfig_t config = {sizeof(ncclConfig_t), 0xcafebeefu, 22105, blocking, INT32_MIN, INT32_MIN, INT32_MIN, NULL,
                         INT32_MIN};
  ncclResult_t r = ncclCommInitRankConfig(&comm, g_n, id, g_rank, &config);
  if (!blocking) {
    CHECK(r == ncclInProgress || r == ncclSuccess, "non-blocking init returned %d", r);
    ncclResult_t state = ncclInProgress;
    while (state == ncclInProgress) NCCL_OK(ncclCommGetAsyncError(comm, &state));
    CHECK(state == ncclSuccess, "non-blocking init finished with %d: %s", state, ncclGetLastError(comm));
  } else {
    NCCL_OK(r);
  }
  int count = -1, rank = -1;
  NCCL_OK(ncclCommCount(comm, &count));
  NCCL_OK(ncclCommUserRank(comm, &rank));
  CHECK(count == g_n && rank == g_rank, "count %d rank %d", count, rank);
  return comm;
}

/* ---- scenarios ---- */

static void check_buffer(const void* buf, int dt, size_t count, double (*want)(int, size_t, void*), void* ctx,
                         const char* what) {
  /* x * (1/n) is exact in every float type only when n is a power of two. */
  if (dt >= ncclFloat16 && strstr(what, "avg") && (g_n & (g_n - 1)) != 0) return;
  for (size_t i = 0; i < count; ++i) {
    double w = want(dt, i, ctx);
    double got = get(buf, dt, i);
    if (got != w) {
      CHECK(0, "%s %s: element %zu is %g, expected %g", what, tname(dt), i, got, w);
      return;
    }
  }
}

typedef struct { int op; int n; int offset; } red_ctx;
static double want_reduced(int dt, size_t i, void* ctx) {
  red_ctx* c = ctx;
  return expect_reduced(dt, c->op, i + (size_t)c->offset, c->n);
}
typedef struct { int rank; size_t count; } gather_ctx;
static double want_gathered(int dt, size_t i, void* ctx) {
  gather_ctx* c = ctx;
  return input(dt, (int)(i / c->count), i % c->count);
}
static double want_rank_input(int dt, size_t i, void* ctx) { return input(dt, *(int*)ctx, i); }

static void fill_input(void* buf, int dt, int p, size_t count) {
  for (size_t i = 0; i < count; ++i) put(buf, dt, i, input(dt, p, i));
}

#define RUN(comm_, call) complete(comm_, blocking, (call), st, #call)

static int scenario_collectives(void) {
  /* Even ranks are blocking, odd ones non-blocking on a stream (every other one the NULL stream,
   * its context's legacy stream); every collective is checked to have completed. */
  int blocking = g_rank % 2 == 0;
  if (!blocking) cuda_setup();
  cu_handle st = g_rank % 4 == 3 ? NULL : g_stream;
  ncclComm_t comm = init_comm(blocking);
  const size_t count = 37;
  unsigned char* send = malloc(8 * count * (size_t)g_n);
  unsigned char* recv = malloc(8 * count * (size_t)g_n);
  for (int dt = 0; dt < ncclNumTypes; ++dt) {
    size_t es = tsize(dt);
    char what[64];
    for (int op = 0; op < ncclNumOps; ++op) {
      red_ctx ctx = {op, g_n, 0};
      snprintf(what, sizeof(what), "allreduce %s", oname(op));
      fill_input(send, dt, g_rank, count);
      memset(recv, 0xAB, es * count);
      RUN(comm, ncclAllReduce(send, recv, count, dt, op, comm, st));
      check_buffer(recv, dt, count, want_reduced, &ctx, what);
      /* In place. */
      fill_input(recv, dt, g_rank, count);
      RUN(comm, ncclAllReduce(recv, recv, count, dt, op, comm, st));
      snprintf(what, sizeof(what), "in-place allreduce %s", oname(op));
      check_buffer(recv, dt, count, want_reduced, &ctx, what);

      int root = g_n - 1;
      snprintf(what, sizeof(what), "reduce %s", oname(op));
      memset(recv, 0xAB, es * count);
      RUN(comm, ncclReduce(send, recv, count, dt, op, root, comm, st));
      if (g_rank == root) check_buffer(recv, dt, count, want_reduced, &ctx, what);
      else CHECK(recv[0] == 0xAB && recv[es * count - 1] == 0xAB, "reduce wrote a non-root buffer");

      /* Reduce-scatter: rank p's input is the concatenation of n blocks; block j is input(j*count+i). */
      snprintf(what, sizeof(what), "reducescatter %s", oname(op));
      for (size_t i = 0; i < count * (size_t)g_n; ++i) put(send, dt, i, input(dt, g_rank, i));
      RUN(comm, ncclReduceScatter(send, recv, count, dt, op, comm, st));
      red_ctx rs = {op, g_n, (int)(count * (size_t)g_rank)};
      check_buffer(recv, dt, count, want_reduced, &rs, what);
    }
    fill_input(send, dt, g_rank, count);
    RUN(comm, ncclAllGather(send, recv, count, dt, comm, st));
    gather_ctx gc = {g_rank, count};
    check_buffer(recv, dt, count * (size_t)g_n, want_gathered, &gc, "allgather");
    /* In place: this rank's block already sits in the receive buffer. */
    memset(recv, 0, es * count * (size_t)g_n);
    fill_input(recv + es * count * (size_t)g_rank, dt, g_rank, count);
    RUN(comm, ncclAllGather(recv + es * count * (size_t)g_rank, recv, count, dt, comm, st));
    check_buffer(recv, dt, count * (size_t)g_n, want_gathered, &gc, "in-place allgather");

    int root = g_n / 2;
    fill_input(send, dt, g_rank, count);
    memset(recv, 0, es * count);
    RUN(comm, ncclBroadcast(send, recv, count, dt, root, comm, st));
    check_buffer(recv, dt, count, want_rank_input, &root, "broadcast");
  }

  /* Integer sums wrap around. */
  int8_t b = 100, bsum = 0;
  RUN(comm, ncclAllReduce(&b, &bsum, 1, ncclInt8, ncclSum, comm, st));
  CHECK(bsum == (int8_t)(uint8_t)(100 * g_n), "int8 sum %d", bsum);

  /* A ring of large sends and receives in one group: one by one it would deadlock. */
  size_t big = 4u << 20;
  unsigned char* out = malloc(big);
  unsigned char* in = malloc(big);
  for (size_t i = 0; i < big; ++i) out[i] = (unsigned char)(i * 7 + (size_t)g_rank);
  int next = (g_rank + 1) % g_n, prev = (g_rank + g_n - 1) % g_n;
  NCCL_OK(ncclGroupStart());
  NCCL_OK(ncclSend(out, big, ncclUint8, next, comm, st));
  NCCL_OK(ncclRecv(in, big, ncclUint8, prev, comm, st));
  RUN(comm, ncclGroupEnd());
  for (size_t i = 0; i < big; ++i)
    if (in[i] != (unsigned char)(i * 7 + (size_t)prev)) {
      CHECK(0, "ring byte %zu is %u", i, in[i]);
      break;
    }
  /* Receives posted before sends, both directions, plus a collective in the same group. */
  int32_t a_out[3] = {g_rank, g_rank * 10, -g_rank}, a_in[3] = {0}, total = 0, one = 1;
  NCCL_OK(ncclGroupStart());
  NCCL_OK(ncclRecv(a_in, 3, ncclInt32, prev, comm, st));
  NCCL_OK(ncclAllReduce(&one, &total, 1, ncclInt32, ncclSum, comm, st));
  NCCL_OK(ncclSend(a_out, 3, ncclInt32, next, comm, st));
  RUN(comm, ncclGroupEnd());
  CHECK(a_in[0] == prev && a_in[1] == prev * 10 && a_in[2] == -prev && total == g_n, "grouped p2p");
  free(out);
  free(in);

  /* Split into even and odd ranks, reversed by key. */
  ncclComm_t sub = NULL;
  RUN(comm, ncclCommSplit(comm, g_rank % 2, -g_rank, &sub, NULL));
  int members = (g_n + 1 - g_rank % 2) / 2, sub_count = 0, sub_rank = 0;
  NCCL_OK(ncclCommCount(sub, &sub_count));
  NCCL_OK(ncclCommUserRank(sub, &sub_rank));
  CHECK(sub_count == members, "split count %d, expected %d", sub_count, members);
  CHECK(sub_rank == members - 1 - g_rank / 2, "split rank %d", sub_rank);
  int64_t mine = g_rank, gathered[8] = {0};
  RUN(sub, ncclAllGather(&mine, gathered, 1, ncclInt64, sub, st));
  for (int k = 0; k < members; ++k) {
    int64_t want = (int64_t)((members - 1 - k) * 2 + g_rank % 2);
    CHECK(gathered[k] == want, "split allgather[%d] = %lld, expected %lld", k, (long long)gathered[k],
          (long long)want);
  }
  ncclComm_t none = (ncclComm_t)1;
  RUN(comm, ncclCommSplit(comm, g_rank == 0 ? NCCL_SPLIT_NOCOLOR : 0, 0, &none, NULL));
  if (g_rank == 0) CHECK(none == NULL, "NOCOLOR split must give NULL");
  if (none) {
    int c = 0;
    NCCL_OK(ncclCommCount(none, &c));
    CHECK(c == g_n - 1, "split without rank 0 has %d ranks", c);
    RUN(none, ncclCommFinalize(none));
    NCCL_OK(ncclCommDestroy(none));
  }
  RUN(sub, ncclCommFinalize(sub));
  NCCL_OK(ncclCommDestroy(sub));

  RUN(comm, ncclCommFinalize(comm));
  ncclResult_t state;
  NCCL_OK(ncclCommGetAsyncError(comm, &state));
  CHECK(state == ncclSuccess, "async error after finalize: %d", state);
  NCCL_OK(ncclCommDestroy(comm));
  free(send);
  free(recv);
  return g_failures == 0 ? 0 : 1;
}

static int scenario_killed(void) {
  ncclComm_t comm = init_comm(1);
  float x = 1, y = 0;
  NCCL_OK(ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, NULL));
  CHECK(y == (float)g_n, "first allreduce %g", y);
  if (g_rank == g_n - 1) _exit(0); /* dies without tearing anything down */
  int64_t start = now_ms();
  ncclResult_t r = ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, NULL);
  int64_t took = now_ms() - start;
  CHECK(r == ncclRemoteError || r == ncclSystemError, "allreduce with a dead peer returned %d", r);
  CHECK(took < 4000, "failure took %lld ms", (long long)took);
  CHECK(strlen(ncclGetLastError(comm)) > 0, "no error text");
  ncclResult_t state = ncclSuccess;
  NCCL_OK(ncclCommGetAsyncError(comm, &state));
  CHECK(state == r, "async error %d after failure %d", state, r);
  CHECK(ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, NULL) != ncclSuccess, "failed comm still works");
  NCCL_OK(ncclCommAbort(comm));
  return g_failures == 0 ? 0 : 1;
}

/* ---- non-blocking communicators ---- */

#define CUDA_ERROR_NOT_READY 600

static int scenario_nonblocking(void) {
  cuda_setup();
  ncclComm_t comm = init_comm(0);
  const size_t count = 1024, bytes = count * sizeof(float);
  unsigned long long in_d = 0, out_d = 0, copy_d = 0;
  CU_OK(cu.mem_alloc(&in_d, bytes));
  CU_OK(cu.mem_alloc(&out_d, bytes));
  CU_OK(cu.mem_alloc(&copy_d, bytes));
  float* in = (float*)(uintptr_t)in_d;
  float* out = (float*)(uintptr_t)out_d;
  float* copy = (float*)(uintptr_t)copy_d;
  for (size_t i = 0; i < count; ++i) {
    in[i] = (float)((g_rank + 1) * (int)(i % 13));
    out[i] = -1;
    copy[i] = -2;
  }
  NCCL_OK(ncclGroupStart());
  NCCL_OK(ncclAllReduce(in, out, count, ncclFloat32, ncclSum, comm, g_stream));
  ncclResult_t r = ncclGroupEnd();
  CHECK(r == ncclInProgress, "ncclGroupEnd of a non-blocking communicator returned %d, not ncclInProgress", r);
  ncclResult_t state = settle(comm);
  CHECK(state == ncclSuccess, "the group settled in %d: %s", state, ncclGetLastError(comm));
  /* Enqueued: a copy issued after it on the stream sees its result, and so does an event. */
  CU_OK(cu.memcpy_async(copy_d, out_d, bytes, g_stream));
  cu_handle done = NULL;
  CU_OK(cu.event_create(&done, 2));
  CU_OK(cu.event_record(done, g_stream));
  int64_t until = now_ms() + 10000;
  int q;
  while ((q = cu.event_query(done)) == CUDA_ERROR_NOT_READY && now_ms() < until) usleep(100);
  CHECK(q == 0, "the event after the group never completed (%d)", q);
  int sum = g_n * (g_n + 1) / 2;
  for (size_t i = 0; i < count; ++i) {
    float want = (float)(sum * (int)(i % 13));
    if (out[i] != want || copy[i] != want) {
      CHECK(0, "element %zu: result %g, copy after it %g, expected %g", i, out[i], copy[i], want);
      break;
    }
  }
  /* A collective outside a group: ncclInProgress too. */
  r = ncclAllReduce(out, out, count, ncclFloat32, ncclSum, comm, g_stream);
  CHECK(r == ncclInProgress, "a lone collective returned %d, not ncclInProgress", r);
  CHECK(settle(comm) == ncclSuccess, "the lone collective did not settle: %s", ncclGetLastError(comm));
  CU_OK(cu.stream_synchronize(g_stream));
  CHECK(out[5] == (float)(g_n * sum * 5), "in-place sum after the first: %g", out[5]);
  r = ncclCommFinalize(comm);
  CHECK(r == ncclInProgress, "ncclCommFinalize of a non-blocking communicator returned %d", r);
  CHECK(settle(comm) == ncclSuccess, "finalize did not settle: %s", ncclGetLastError(comm));
  NCCL_OK(ncclCommDestroy(comm));
  return g_failures == 0 ? 0 : 1;
}

typedef struct {
  ncclComm_t comm;
  int64_t started, returned;
} abort_call;

static void* abort_later(void* arg) {
  abort_call* a = arg;
  a->started = now_ms();
  ncclCommAbort(a->comm);
  a->returned = now_ms();
  return NULL;
}

static void* abort_after_300ms(void* arg) {
  usleep(300 * 1000);
  return abort_later(arg);
}

/* Aborts |comm| from another thread; returns when the abort call did, with its times in |a|. */
static void abort_from_thread(ncclComm_t comm, abort_call* a, pthread_t* t) {
  a->comm = comm;
  a->started = a->returned = 0;
  pthread_create(t, NULL, abort_later, a);
}

static int scenario_silent(void) {
  /* Rank 1 joins, then stays alive and silent until rank 0 is done: the collective's stream work
   * waits for it (as a kernel would spin), with no timeout of its own, until ncclCommAbort. */
  if (g_rank == 1) {
    ncclComm_t comm = init_comm(1);
    hold_until_others_exit();
    ncclCommAbort(comm);
    return 0;
  }
  cuda_setup();
  ncclComm_t comm = init_comm(0);
  float x = 1, y = 0;
  int64_t start = now_ms();
  ncclResult_t r = ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, g_stream);
  CHECK(r == ncclInProgress, "allreduce returned %d, not ncclInProgress", r);
  ncclResult_t state = settle(comm);
  CHECK(state == ncclSuccess, "the allreduce settled in %d, though only its data is missing", state);
  CHECK(now_ms() - start < 1000, "enqueueing took %lld ms", (long long)(now_ms() - start));
  cu_handle done = NULL;
  CU_OK(cu.event_create(&done, 2));
  CU_OK(cu.event_record(done, g_stream));
  int64_t watch = now_ms();
  while (now_ms() - watch < 500) {
    int q = cu.event_query(done);
    NCCL_OK(ncclCommGetAsyncError(comm, &state));
    if (q != CUDA_ERROR_NOT_READY || state != ncclSuccess) {
      CHECK(0, "%lld ms into the wait: event query %d, async error %d", (long long)(now_ms() - watch), q, state);
      break;
    }
    usleep(10 * 1000);
  }
  abort_call a;
  pthread_t t;
  abort_from_thread(comm, &a, &t);
  CU_OK(cu.event_synchronize(done)); /* the stream work ends, like an aborted kernel */
  int64_t released = now_ms();
  pthread_join(t, NULL);
  CHECK(released - a.started < 1500, "the stream moved on %lld ms after ncclCommAbort",
        (long long)(released - a.started));
  CHECK(a.returned - a.started < 1500, "ncclCommAbort took %lld ms", (long long)(a.returned - a.started));
  NCCL_OK(ncclCommGetAsyncError(comm, &state));
  CHECK(state != ncclSuccess && state != ncclInProgress, "async error %d after abort", state);
  r = ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, g_stream);
  CHECK(r != ncclSuccess && r != ncclInProgress, "an aborted communicator accepted work (%d)", r);
  return g_failures == 0 ? 0 : 1;
}

static int scenario_closed(void) {
  /* Rank 1 joins and exits without a word while rank 0's collective waits on its stream. */
  if (g_rank == 1) {
    init_comm(1);
    usleep(500 * 1000);
    _exit(0);
  }
  cuda_setup();
  ncclComm_t comm = init_comm(0);
  float x = 1, y = 0;
  ncclResult_t r = ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, g_stream);
  CHECK(r == ncclInProgress, "allreduce returned %d, not ncclInProgress", r);
  ncclResult_t state = settle(comm);
  CHECK(state == ncclSuccess, "the allreduce settled in %d before rank 1 left", state);
  cu_handle done = NULL;
  CU_OK(cu.event_create(&done, 2));
  CU_OK(cu.event_record(done, g_stream));
  int64_t start = now_ms();
  while (state == ncclSuccess && now_ms() - start < 5000) {
    NCCL_OK(ncclCommGetAsyncError(comm, &state));
    usleep(5 * 1000);
  }
  CHECK(state == ncclRemoteError, "rank 1 leaving gave async error %d", state);
  CHECK(strstr(ncclGetLastError(comm), "rank 1") != NULL, "error text: %s", ncclGetLastError(comm));
  int64_t seen = now_ms();
  CU_OK(cu.event_synchronize(done)); /* the failed stream work finished */
  CHECK(now_ms() - seen < 1500, "the stream moved on %lld ms after the error", (long long)(now_ms() - seen));
  r = ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, g_stream);
  CHECK(r == ncclRemoteError, "a later allreduce returned %d", r);
  NCCL_OK(ncclCommAbort(comm));
  return g_failures == 0 ? 0 : 1;
}

static int scenario_ownqueue(void) {
  /* No libcuda here: non-blocking work on the NULL stream runs on the communicator's own queue,
   * with the same semantics; ncclCommFinalize is what waits for it. */
  ncclComm_t comm = init_comm(0);
  float x = (float)(g_rank + 1), y = 0;
  ncclResult_t r = ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, NULL);
  CHECK(r == ncclInProgress, "allreduce returned %d, not ncclInProgress", r);
  CHECK(settle(comm) == ncclSuccess, "allreduce did not settle: %s", ncclGetLastError(comm));
  r = ncclCommFinalize(comm);
  CHECK(r == ncclInProgress, "finalize returned %d", r);
  CHECK(settle(comm) == ncclSuccess, "finalize did not settle: %s", ncclGetLastError(comm));
  CHECK(y == (float)(g_n * (g_n + 1) / 2), "sum %g after finalize", y);
  NCCL_OK(ncclCommDestroy(comm));

  /* A silent peer keeps the work, and so the finalize, waiting until ncclCommAbort. */
  if (g_rank == 1) {
    comm = init_comm(1);
    hold_until_others_exit();
    ncclCommAbort(comm);
    return 0;
  }
  comm = init_comm(0);
  r = ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, NULL);
  CHECK(r == ncclInProgress && settle(comm) == ncclSuccess, "allreduce beside a silent peer: %d", r);
  r = ncclCommFinalize(comm);
  CHECK(r == ncclInProgress, "finalize returned %d", r);
  ncclResult_t state = ncclInProgress;
  int64_t watch = now_ms();
  while (now_ms() - watch < 500 && state == ncclInProgress) {
    NCCL_OK(ncclCommGetAsyncError(comm, &state));
    usleep(10 * 1000);
  }
  CHECK(state == ncclInProgress, "finalize beside a silent peer ended with %d", state);
  int64_t start = now_ms();
  NCCL_OK(ncclCommAbort(comm));
  CHECK(now_ms() - start < 1500, "abort took %lld ms", (long long)(now_ms() - start));
  NCCL_OK(ncclCommGetAsyncError(comm, &state));
  CHECK(state != ncclSuccess && state != ncclInProgress, "async error %d after abort", state);
  return g_failures == 0 ? 0 : 1;
}

static ncclComm_t g_abort_comm;
static ncclResult_t g_abort_result = ncclSuccess;
static int64_t g_abort_done;
static void* blocked_allreduce(void* arg) {
  (void)arg;
  float x = 1, y = 0;
  g_abort_result = ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, g_abort_comm, NULL);
  g_abort_done = now_ms();
  return NULL;
}

static int scenario_abort(void) {
  g_abort_comm = init_comm(1);
  if (g_rank == 1) {
    sleep(2);
    ncclCommAbort(g_abort_comm);
    return 0;
  }
  pthread_t t;
  pthread_create(&t, NULL, blocked_allreduce, NULL);
  usleep(200 * 1000);
  int64_t start = now_ms();
  NCCL_OK(ncclCommAbort(g_abort_comm));
  pthread_join(t, NULL);
  CHECK(g_abort_result != ncclSuccess, "aborted allreduce succeeded");
  CHECK(g_abort_done - start < 1500, "abort took %lld ms to unblock", (long long)(g_abort_done - start));
  return g_failures == 0 ? 0 : 1;
}

static int scenario_peerexit(void) {
  /* A clean teardown by a peer is not an error; a vanished peer is, even while idle. */
  ncclComm_t clean = init_comm(1);
  if (g_rank == 1) {
    NCCL_OK(ncclCommFinalize(clean));
    NCCL_OK(ncclCommDestroy(clean));
  } else {
    usleep(300 * 1000);
    ncclResult_t state = ncclInProgress;
    NCCL_OK(ncclCommGetAsyncError(clean, &state));
    CHECK(state == ncclSuccess, "clean peer teardown reported %d", state);
    NCCL_OK(ncclCommFinalize(clean));
    NCCL_OK(ncclCommDestroy(clean));
  }
  ncclComm_t comm = init_comm(1);
  if (g_rank == 1) _exit(0);
  int64_t start = now_ms();
  ncclResult_t state = ncclSuccess;
  while (state == ncclSuccess && now_ms() - start < 3000) {
    NCCL_OK(ncclCommGetAsyncError(comm, &state));
    usleep(10 * 1000);
  }
  CHECK(state == ncclRemoteError, "idle peer death reported %d", state);
  NCCL_OK(ncclCommAbort(comm));
  return g_failures == 0 ? 0 : 1;
}

static int scenario_badusage(void) {
  ncclComm_t comm = init_comm(1);
  float x = 1, y = 0;
  CHECK(ncclAllReduce(&x, &y, 1, (ncclDataType_t)42, ncclSum, comm, NULL) == ncclInvalidArgument, "bad type");
  CHECK(ncclAllReduce(&x, &y, 1, ncclFloat32, (ncclRedOp_t)9, comm, NULL) == ncclInvalidArgument, "bad op");
  CHECK(ncclBroadcast(&x, &y, 1, ncclFloat32, g_n, comm, NULL) == ncclInvalidArgument, "bad root");
  CHECK(ncclSend(&x, 1, ncclFloat32, -1, comm, NULL) == ncclInvalidArgument, "bad peer");
  CHECK(ncclGroupEnd() == ncclInvalidUsage, "unmatched group end");
  /* An error while queueing fails the whole group; nothing is sent. */
  NCCL_OK(ncclGroupStart());
  NCCL_OK(ncclAllReduce(&x, &y, 1, ncclFloat32, ncclSum, comm, NULL));
  CHECK(ncclAllReduce(&x, &y, 1, (ncclDataType_t)42, ncclSum, comm, NULL) == ncclInvalidArgument, "in group");
  CHECK(ncclGroupEnd() == ncclInvalidArgument, "group with a bad op must fail");
  /* Mismatched counts between ranks: as with NCCL, the transfers never line up and the call waits,
   * neither failing nor truncating, until ncclCommAbort (here each rank's own, from a thread after
   * 300 ms) or the peer leaving. */
  float many[4] = {1, 2, 3, 4}, out[4];
  abort_call a = {comm, 0, 0};
  pthread_t t;
  pthread_create(&t, NULL, abort_after_300ms, &a);
  int64_t start = now_ms();
  ncclResult_t r = ncclAllReduce(many, out, g_rank == 0 ? 1 : 4, ncclFloat32, ncclSum, comm, NULL);
  int64_t waited = now_ms() - start;
  pthread_join(t, NULL);
  CHECK(r != ncclSuccess && waited >= 250, "mismatched counts gave %d after %lld ms", r, (long long)waited);
  const char* why = ncclGetLastError(comm);
  CHECK(strstr(why, "ncclCommAbort") != NULL || strstr(why, "another size") != NULL, "text: %s", why);
  ncclUniqueId junk;
  memset(&junk, 0x5a, sizeof(junk));
  ncclComm_t c2 = NULL;
  CHECK(ncclCommInitRank(&c2, 2, junk, 0) == ncclInvalidArgument, "junk id");
  CHECK(ncclCommInitRank(&c2, 2, junk, 5) == ncclInvalidArgument, "rank out of range");
  int v = 0;
  NCCL_OK(ncclGetVersion(&v));
  CHECK(v == 22105, "version %d", v);
  return g_failures == 0 ? 0 : 1; /* comm was aborted above */
}

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: %s <scenario> <nranks> [host]\n", argv[0]);
    return 2;
  }
  const char* scenario = argv[1];
  g_n = atoi(argv[2]);
  int (*fn)(void) = NULL;
  if (!strcmp(scenario, "collectives")) fn = scenario_collectives;
  if (!strcmp(scenario, "killed")) fn = scenario_killed;
  if (!strcmp(scenario, "nonblocking")) fn = scenario_nonblocking;
  if (!strcmp(scenario, "silent")) fn = scenario_silent;
  if (!strcmp(scenario, "closed")) fn = scenario_closed;
  if (!strcmp(scenario, "ownqueue")) fn = scenario_ownqueue;
  if (!strcmp(scenario, "abort")) fn = scenario_abort;
  if (!strcmp(scenario, "peerexit")) fn = scenario_peerexit;
  if (!strcmp(scenario, "badusage")) fn = scenario_badusage;
  if (!fn || g_n < 1 || g_n > 8) {
    fprintf(stderr, "unknown scenario or bad rank count\n");
    return 2;
  }
  char comm_id[64];
  const char* host = argc == 4 ? argv[3] : "127.0.0.1";
  snprintf(comm_id, sizeof(comm_id), "%s:%d", host, free_port());
  setenv("NCCL_COMM_ID", comm_id, 1);
  int hold[2];
  if (pipe(hold) != 0) {
    perror("pipe");
    return 2;
  }
  pid_t pids[8];
  for (int r = 0; r < g_n; ++r) {
    pids[r] = fork();
    if (pids[r] == 0) {
      g_rank = r;
      g_hold = hold[0];
      g_hold_writer = hold[1];
      alarm(40);
      _exit(fn());
    }
  }
  close(hold[1]);
  int failed = 0;
  for (int r = 0; r < g_n; ++r) {
    int status = 0;
    waitpid(pids[r], &status, 0);
    int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!ok) {
      fprintf(stderr, "%s: rank %d failed (status 0x%x)\n", scenario, r, status);
      failed = 1;
    }
  }
  printf("%s with %d ranks: %s\n", scenario, g_n, failed ? "FAILED" : "passed");
  return failed;
}
