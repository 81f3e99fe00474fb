// A host-memory stand-in for the CUDA driver API (libcuda.so.1), for jiree's tests only.
//
// It implements exactly the entry points jiree's hal-cuda resolves, with the exported names and C
// signatures of cuda.h (types are declared here; cuda.h is not needed). "Device" memory is host
// memory and device pointers are host addresses. Kernel launches are not supported.
//
// Streams run their work in issue order. A stream with nothing pending runs each operation at once,
// in the caller, and an event recorded on it completes when recorded. Work that must wait (a
// collective of the libnccl stand-in waiting for its peers, or a wait on an event still pending) is
// queued with jiree_standin_stream_enqueue (exported for the libnccl stand-in) and runs on a worker
// thread of that stream; while anything is queued, every later operation on the stream (copies,
// fills, event records, stream waits, asynchronous frees, launch log lines) queues behind it, and an
// event recorded behind it answers CUDA_ERROR_NOT_READY until the stream reaches it. The NULL stream
// is each context's legacy stream; it is not implicitly ordered with other streams (jiree creates
// its streams CU_STREAM_NON_BLOCKING). cuStreamSynchronize, cuEventSynchronize, cuCtxSynchronize,
// cuStreamDestroy, the synchronous copies (ordered on the legacy stream) and the synchronous frees
// (as the driver's implicit synchronization) wait for queued work.
//
// Configuration (read by cuInit):
//   JIREE_CUDA_STANDIN_DEVICES       number of fake devices (0..8, default 2)
//   JIREE_CUDA_STANDIN_MEMORY_BYTES  per-device memory limit in bytes (default 1 GiB)
//   JIREE_CUDA_STANDIN_EVENT_NOT_READY_QUERIES
//                                    how many cuEventQuery calls on a freshly recorded event answer
//                                    CUDA_ERROR_NOT_READY once the stream reached it, before it
//                                    reports completion (default 0), so callers' polling paths run
//                                    as they do on a busy GPU
//   JIREE_CUDA_STANDIN_FAULTS        calls that fail, ENTRY:N:ERROR,... (see cuda_faults.c); tests
//                                    arm them at run time with jiree_standin_cuda_faults(spec)
//   JIREE_CUDA_STANDIN_LAUNCH_LOG    optional file; each cuLaunchKernel appends one line with the
//                                    kernel, grid, block, shared memory and parameter values it
//                                    was given (so tests can check the kernel parameter ABI)

#define _GNU_SOURCE  // open_memstream
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_faults.h"

#define CUDAAPI
#define STANDIN_EXPORT __attribute__((visibility("default")))

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct standin_context* CUcontext;
typedef struct standin_stream* CUstream;
typedef struct standin_event* CUevent;
typedef struct standin_module* CUmodule;
typedef struct standin_function* CUfunction;
typedef int CUjit_option;
typedef struct CUuuid_st {
  char bytes[16];
} CUuuid;

// CUresult values from cuda.h.
enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_ECC_UNCORRECTABLE = 214,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_ILLEGAL_ADDRESS = 700,
  CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
  CUDA_ERROR_LAUNCH_TIMEOUT = 702,
  CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713,
  CUDA_ERROR_NOT_SUPPORTED = 801,
  CUDA_ERROR_UNKNOWN = 999,
};

// CUdevice_attribute values from cuda.h that the stand-in answers.
enum {
  ATTR_MAX_THREADS_PER_BLOCK = 1,
  ATTR_MAX_BLOCK_DIM_X = 2,
  ATTR_MAX_BLOCK_DIM_Y = 3,
  ATTR_MAX_BLOCK_DIM_Z = 4,
  ATTR_MAX_GRID_DIM_X = 5,
  ATTR_MAX_GRID_DIM_Y = 6,
  ATTR_MAX_GRID_DIM_Z = 7,
  ATTR_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  ATTR_WARP_SIZE = 10,
  ATTR_MULTIPROCESSOR_COUNT = 16,
  ATTR_CAN_MAP_HOST_MEMORY = 19,
  ATTR_UNIFIED_ADDRESSING = 41,
  ATTR_COMPUTE_CAPABILITY_MAJOR = 75,
  ATTR_COMPUTE_CAPABILITY_MINOR = 76,
  ATTR_MANAGED_MEMORY = 83,
  ATTR_CONCURRENT_MANAGED_ACCESS = 89,
  ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
  ATTR_READ_ONLY_HOST_REGISTER_SUPPORTED = 113,
  ATTR_MEMORY_POOLS_SUPPORTED = 115,
};

#define STANDIN_MAX_DEVICES 8
#define STANDIN_ALIGNMENT 256

struct standin_context {
  CUdevice device;
  int retain_count;
  CUresult poison;  // a sticky error: every call in the context reports it until it is released
};

// One operation queued on a stream behind pending work.
enum stream_op_kind { OP_HOST_FN, OP_COPY, OP_SET, OP_RECORD, OP_WAIT_EVENT, OP_FREE, OP_LOG };

struct stream_op {
  enum stream_op_kind kind;
  void (*fn)(void*);  // OP_HOST_FN
  void* arg;
  void* dst;  // OP_COPY, OP_SET
  const void* src;
  size_t n;  // bytes (OP_COPY) or elements (OP_SET)
  uint32_t value;
  size_t width;
  struct standin_event* event;  // OP_RECORD, OP_WAIT_EVENT
  unsigned long long generation;
  uintptr_t base;  // OP_FREE
  char* text;      // OP_LOG (owned)
  struct stream_op* next;
};

struct standin_stream {
  struct standin_context* context;
  pthread_mutex_t mu;
  pthread_cond_t cv;  // broadcast when work is queued or finishes, and on stop
  struct stream_op* head;
  struct stream_op* tail;
  int running;  // the worker is executing an operation taken off the queue
  int stop;
  int worker_started;
  pthread_t worker;
  struct standin_stream* next_stream;  // registry of live streams (g_streams_lock)
};

struct standin_event {
  unsigned long long recorded;  // records issued
  unsigned long long reached;   // the latest record its stream has reached
  int not_ready_queries;        // left, once reached, before cuEventQuery reports completion
  int refs;                     // the handle, plus queued operations that name the event
};

struct standin_module {
  char* image;  // NUL-terminated copy of the PTX text
};

#define STANDIN_MAX_PARAMS 64

struct standin_function {
  struct standin_module* module;
  char name[256];
  int max_dynamic_shared_size;
  int param_count;
  int param_sizes[STANDIN_MAX_PARAMS];  // bytes of each .param, from the PTX signature
};

// ALLOC_REGISTERED is caller memory made device-accessible by cuMemHostRegister: the stand-in
// tracks it (device pointers into it are valid) but never frees it.
enum allocation_kind { ALLOC_DEVICE, ALLOC_MANAGED, ALLOC_HOST, ALLOC_REGISTERED };

struct allocation {
  uintptr_t base;
  size_t size;
  CUdevice device;
  enum allocation_kind kind;
};

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_initialized = 0;
static int g_device_count = 0;
static size_t g_memory_limit = (size_t)1 << 30;
static size_t g_memory_used[STANDIN_MAX_DEVICES];
static struct standin_context g_contexts[STANDIN_MAX_DEVICES];
static struct allocation* g_allocations = NULL;
static size_t g_allocation_count = 0;
static size_t g_allocation_capacity = 0;
static _Thread_local struct standin_context* t_current = NULL;
static char g_launch_log[4096] = {0};
static size_t g_event_not_ready_queries = 0;
static pthread_cond_t g_event_cv = PTHREAD_COND_INITIALIZER;  // with g_lock: an event was reached
static struct standin_stream g_legacy[STANDIN_MAX_DEVICES];   // each context's NULL stream
static pthread_mutex_t g_streams_lock = PTHREAD_MUTEX_INITIALIZER;
static struct standin_stream* g_streams = NULL;  // every stream, the legacy ones included

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

struct error_text {
  CUresult code;
  const char* name;
  const char* text;
};

// Names and descriptions as the real driver reports them.
static const struct error_text k_errors[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "no error"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {CUDA_ERROR_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {CUDA_ERROR_NOT_READY, "CUDA_ERROR_NOT_READY", "device not ready"},
    {CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED, "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED",
     "part or all of the requested memory range is already mapped"},
    {CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED, "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
     "pointer does not correspond to a registered memory region"},
    {CUDA_ERROR_ECC_UNCORRECTABLE, "CUDA_ERROR_ECC_UNCORRECTABLE", "uncorrectable ECC error encountered"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS", "an illegal memory access was encountered"},
    {CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
     "too many resources requested for launch"},
    {CUDA_ERROR_LAUNCH_TIMEOUT, "CUDA_ERROR_LAUNCH_TIMEOUT", "the launch timed out and was terminated"},
    {CUDA_ERROR_LAUNCH_FAILED, "CUDA_ERROR_LAUNCH_FAILED", "unspecified launch failure"},
    {CUDA_ERROR_NOT_SUPPORTED, "CUDA_ERROR_NOT_SUPPORTED", "operation not supported"},
    {CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error"},
};

static const struct error_text* find_error(CUresult code) {
  for (size_t i = 0; i < sizeof(k_errors) / sizeof(k_errors[0]); ++i) {
    if (k_errors[i].code == code) return &k_errors[i];
  }
  return NULL;
}

STANDIN_EXPORT CUresult CUDAAPI cuGetErrorName(CUresult error, const char** pStr) {
  if (!pStr) return CUDA_ERROR_INVALID_VALUE;
  const struct error_text* e = find_error(error);
  *pStr = e ? e->name : NULL;
  return e ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

STANDIN_EXPORT CUresult CUDAAPI cuGetErrorString(CUresult error, const char** pStr) {
  if (!pStr) return CUDA_ERROR_INVALID_VALUE;
  const struct error_text* e = find_error(error);
  *pStr = e ? e->text : NULL;
  return e ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

// ---------------------------------------------------------------------------------------------
// Initialization and devices
// ---------------------------------------------------------------------------------------------

static void stream_init(struct standin_stream* stream, struct standin_context* context);
static void stream_register(struct standin_stream* stream);

// Parses a decimal environment variable; 0 when unset, -1 when malformed or out of range.
static int read_env_size(const char* name, size_t max_value, size_t* out_value) {
  const char* text = getenv(name);
  if (!text || !*text) return 0;
  char* end = NULL;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || text[0] == '-' || value > max_value) {
    fprintf(stderr, "jiree cuda stand-in: %s=%s is not a number in [0, %zu]\n", name, text,
            max_value);
    return -1;
  }
  *out_value = (size_t)value;
  return 1;
}

STANDIN_EXPORT CUresult CUDAAPI cuInit(unsigned int flags) {
  if (flags != 0) return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&g_lock);
  CUresult result = CUDA_SUCCESS;
  int fresh = 0;
  if (!g_initialized) {
    size_t devices = 2;
    size_t limit = (size_t)1 << 30;
    size_t not_ready = 0;
    if (read_env_size("JIREE_CUDA_STANDIN_DEVICES", STANDIN_MAX_DEVICES, &devices) < 0 ||
        read_env_size("JIREE_CUDA_STANDIN_MEMORY_BYTES", SIZE_MAX / 2, &limit) < 0 ||
        read_env_size("JIREE_CUDA_STANDIN_EVENT_NOT_READY_QUERIES", 1000000, &not_ready) < 0) {
      result = CUDA_ERROR_INVALID_VALUE;
    } else {
      g_device_count = (int)devices;
      g_memory_limit = limit;
      g_event_not_ready_queries = not_ready;
      const char* faults = getenv("JIREE_CUDA_STANDIN_FAULTS");
      if (faults && standin_faults_arm(faults) != 0) result = CUDA_ERROR_INVALID_VALUE;
      const char* log = getenv("JIREE_CUDA_STANDIN_LAUNCH_LOG");
      if (log && strlen(log) < sizeof(g_launch_log)) strcpy(g_launch_log, log);
      for (int i = 0; i < STANDIN_MAX_DEVICES; ++i) {
        g_contexts[i].device = i;
        g_contexts[i].retain_count = 0;
        g_memory_used[i] = 0;
        stream_init(&g_legacy[i], &g_contexts[i]);
      }
      g_initialized = result == CUDA_SUCCESS;
      fresh = g_initialized;
    }
  }
  if (result == CUDA_SUCCESS && g_device_count == 0) result = CUDA_ERROR_NO_DEVICE;
  pthread_mutex_unlock(&g_lock);
  // Outside g_lock: draining holds the registry lock while stream work may take g_lock.
  for (int i = 0; fresh && i < STANDIN_MAX_DEVICES; ++i) stream_register(&g_legacy[i]);
  return result;
}

STANDIN_EXPORT CUresult CUDAAPI cuDriverGetVersion(int* driverVersion) {
  if (!driverVersion) return CUDA_ERROR_INVALID_VALUE;
  *driverVersion = 12040;
  return CUDA_SUCCESS;
}

static CUresult check_device(CUdevice device) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (device < 0 || device >= g_device_count) return CUDA_ERROR_INVALID_DEVICE;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuDeviceGetCount(int* count) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!count) return CUDA_ERROR_INVALID_VALUE;
  *count = g_device_count;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuDeviceGet(CUdevice* device, int ordinal) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!device) return CUDA_ERROR_INVALID_VALUE;
  if (ordinal < 0 || ordinal >= g_device_count) return CUDA_ERROR_INVALID_DEVICE;
  *device = ordinal;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuDeviceGetName(char* name, int len, CUdevice dev) {
  CUresult r = check_device(dev);
  if (r != CUDA_SUCCESS) return r;
  if (!name || len <= 0) return CUDA_ERROR_INVALID_VALUE;
  snprintf(name, (size_t)len, "jiree stand-in device %d", dev);
  return CUDA_SUCCESS;
}

// Fixed UUIDs: "jiree-standin" spelled in the first bytes, the ordinal in the last.
STANDIN_EXPORT CUresult CUDAAPI cuDeviceGetUuid_v2(CUuuid* uuid, CUdevice dev) {
  CUresult r = check_device(dev);
  if (r != CUDA_SUCCESS) return r;
  if (!uuid) return CUDA_ERROR_INVALID_VALUE;
  static const unsigned char prefix[15] = {0x6a, 0x69, 0x72, 0x65, 0x65, 0x2d, 0x73, 0x74,
                                           0x61, 0x6e, 0x64, 0x69, 0x6e, 0x2d, 0x00};
  memcpy(uuid->bytes, prefix, sizeof(prefix));
  uuid->bytes[15] = (char)dev;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuDeviceGetUuid(CUuuid* uuid, CUdevice dev) {
  return cuDeviceGetUuid_v2(uuid, dev);
}

STANDIN_EXPORT CUresult CUDAAPI cuDeviceGetAttribute(int* pi, int attrib, CUdevice dev) {
  CUresult r = check_device(dev);
  if (r != CUDA_SUCCESS) return r;
  if (!pi) return CUDA_ERROR_INVALID_VALUE;
  int value = 0;
  switch (attrib) {
    case ATTR_MAX_THREADS_PER_BLOCK: value = 1024; break;
    case ATTR_MAX_BLOCK_DIM_X: value = 1024; break;
    case ATTR_MAX_BLOCK_DIM_Y: value = 1024; break;
    case ATTR_MAX_BLOCK_DIM_Z: value = 64; break;
    case ATTR_MAX_GRID_DIM_X: value = 2147483647; break;
    case ATTR_MAX_GRID_DIM_Y: value = 65535; break;
    case ATTR_MAX_GRID_DIM_Z: value = 65535; break;
    case ATTR_MAX_SHARED_MEMORY_PER_BLOCK: value = 49152; break;
    case ATTR_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: value = 101376; break;
    case ATTR_WARP_SIZE: value = 32; break;
    case ATTR_MULTIPROCESSOR_COUNT: value = 1; break;
    case ATTR_CAN_MAP_HOST_MEMORY: value = 1; break;
    case ATTR_UNIFIED_ADDRESSING: value = 1; break;
    case ATTR_COMPUTE_CAPABILITY_MAJOR: value = 8; break;
    case ATTR_COMPUTE_CAPABILITY_MINOR: value = 0; break;
    case ATTR_MANAGED_MEMORY: value = 1; break;
    case ATTR_CONCURRENT_MANAGED_ACCESS: value = 0; break;
    case ATTR_READ_ONLY_HOST_REGISTER_SUPPORTED: value = 0; break;
    case ATTR_MEMORY_POOLS_SUPPORTED: value = 1; break;
    default: value = 0; break;
  }
  *pi = value;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuDeviceTotalMem_v2(size_t* bytes, CUdevice dev) {
  CUresult r = check_device(dev);
  if (r != CUDA_SUCCESS) return r;
  if (!bytes) return CUDA_ERROR_INVALID_VALUE;
  *bytes = g_memory_limit;
  return CUDA_SUCCESS;
}

// ---------------------------------------------------------------------------------------------
// Contexts
// ---------------------------------------------------------------------------------------------

STANDIN_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext* pctx, CUdevice dev) {
  CUresult r = check_device(dev);
  if (r != CUDA_SUCCESS) return r;
  if (!pctx) return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&g_lock);
  g_contexts[dev].retain_count++;
  pthread_mutex_unlock(&g_lock);
  *pctx = &g_contexts[dev];
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuDevicePrimaryCtxRelease_v2(CUdevice dev) {
  CUresult r = check_device(dev);
  if (r != CUDA_SUCCESS) return r;
  pthread_mutex_lock(&g_lock);
  if (g_contexts[dev].retain_count == 0) {
    r = CUDA_ERROR_INVALID_CONTEXT;
  } else if (--g_contexts[dev].retain_count == 0) {
    g_contexts[dev].poison = CUDA_SUCCESS;  // the context is gone; the next retain makes a fresh one
  }
  pthread_mutex_unlock(&g_lock);
  return r;
}

static int is_context(CUcontext ctx) {
  for (int i = 0; i < g_device_count; ++i) {
    if (ctx == &g_contexts[i]) return 1;
  }
  return 0;
}

STANDIN_EXPORT CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (ctx && !is_context(ctx)) return CUDA_ERROR_INVALID_CONTEXT;
  t_current = ctx;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuCtxGetCurrent(CUcontext* pctx) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!pctx) return CUDA_ERROR_INVALID_VALUE;
  *pctx = t_current;
  return CUDA_SUCCESS;
}

// Work on memory, streams and modules needs a live current context, as with the real driver.
static CUresult require_context(void) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!t_current || t_current->retain_count == 0) return CUDA_ERROR_INVALID_CONTEXT;
  return t_current->poison;
}

// The fault a test injected into this call of |entry| (cuda_faults.c), or the sticky error of the
// current context. A sticky fault poisons the context; an asynchronous call that hits one succeeds,
// as its work fails only on the device, and the calls after it report the error.
static CUresult inject(const char* entry, int asynchronous, int* skip) {
  *skip = 0;
  if (t_current && t_current->poison != CUDA_SUCCESS) return t_current->poison;
  standin_fault f = standin_fault_at(entry);
  if (f.code == 0) return CUDA_SUCCESS;
  if (!f.sticky) return f.code;
  if (t_current) t_current->poison = f.code;
  if (!asynchronous) return f.code;
  *skip = 1;
  return CUDA_SUCCESS;
}

#define FAULT_POINT(entry, asynchronous)                    \
  do {                                                      \
    int skip_;                                              \
    CUresult fault_ = inject(entry, asynchronous, &skip_);  \
    if (fault_ != CUDA_SUCCESS || skip_) return fault_;     \
  } while (0)

// Arms faults at run time (tests that cannot set JIREE_CUDA_STANDIN_FAULTS before cuInit).
STANDIN_EXPORT CUresult jiree_standin_cuda_faults(const char* spec) {
  return standin_faults_arm(spec) == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

// ---------------------------------------------------------------------------------------------
// Stream machinery: work runs at once on an idle stream, else queues for the stream's worker
// ---------------------------------------------------------------------------------------------

static void release_now(uintptr_t base);

static void stream_init(struct standin_stream* stream, struct standin_context* context) {
  memset(stream, 0, sizeof(*stream));
  stream->context = context;
  pthread_mutex_init(&stream->mu, NULL);
  pthread_cond_init(&stream->cv, NULL);
}

static void stream_register(struct standin_stream* stream) {
  pthread_mutex_lock(&g_streams_lock);
  stream->next_stream = g_streams;
  g_streams = stream;
  pthread_mutex_unlock(&g_streams_lock);
}

// Drops one reference to |event|; the last one frees it. The caller holds g_lock.
static void event_unref(struct standin_event* event) {
  if (--event->refs == 0) free(event);
}

static void run_op(struct stream_op* op) {
  switch (op->kind) {
    case OP_HOST_FN:
      op->fn(op->arg);
      break;
    case OP_COPY:
      memmove(op->dst, op->src, op->n);
      break;
    case OP_SET:
      for (size_t i = 0; i < op->n; ++i) {
        memcpy((uint8_t*)op->dst + i * op->width, &op->value, op->width);  // little-endian host
      }
      break;
    case OP_RECORD:
      pthread_mutex_lock(&g_lock);
      if (op->generation > op->event->reached) op->event->reached = op->generation;
      event_unref(op->event);
      pthread_cond_broadcast(&g_event_cv);
      pthread_mutex_unlock(&g_lock);
      break;
    case OP_WAIT_EVENT:
      pthread_mutex_lock(&g_lock);
      while (op->event->reached < op->generation) pthread_cond_wait(&g_event_cv, &g_lock);
      event_unref(op->event);
      pthread_mutex_unlock(&g_lock);
      break;
    case OP_FREE:
      release_now(op->base);
      break;
    case OP_LOG: {
      FILE* log = fopen(g_launch_log, "a");
      if (log) {
        fputs(op->text, log);
        fclose(log);
      }
      free(op->text);
      break;
    }
  }
}

static void* stream_worker(void* arg) {
  struct standin_stream* stream = arg;
  pthread_mutex_lock(&stream->mu);
  for (;;) {
    while (!stream->head && !stream->stop) pthread_cond_wait(&stream->cv, &stream->mu);
    struct stream_op* op = stream->head;
    if (!op) break;
    stream->head = op->next;
    if (!stream->head) stream->tail = NULL;
    stream->running = 1;
    pthread_mutex_unlock(&stream->mu);
    run_op(op);
    free(op);
    pthread_mutex_lock(&stream->mu);
    stream->running = 0;
    pthread_cond_broadcast(&stream->cv);
  }
  pthread_mutex_unlock(&stream->mu);
  return NULL;
}

static int stream_busy(const struct standin_stream* stream) {
  return stream->head != NULL || stream->running;
}

// Runs |op| now when |stream| has nothing pending (and |defer| is 0), else queues it behind the
// pending work.
static CUresult stream_submit(struct standin_stream* stream, const struct stream_op* op, int defer) {
  pthread_mutex_lock(&stream->mu);
  if (!defer && !stream_busy(stream)) {
    struct stream_op now = *op;
    run_op(&now);  // under the lock, so nothing issued later on this stream can overtake it
    pthread_mutex_unlock(&stream->mu);
    return CUDA_SUCCESS;
  }
  struct stream_op* queued = malloc(sizeof(*queued));
  if (!queued) {
    pthread_mutex_unlock(&stream->mu);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  *queued = *op;
  queued->next = NULL;
  if (!stream->worker_started) {
    if (pthread_create(&stream->worker, NULL, stream_worker, stream) != 0) {
      pthread_mutex_unlock(&stream->mu);
      free(queued);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
    stream->worker_started = 1;
  }
  if (stream->tail) {
    stream->tail->next = queued;
  } else {
    stream->head = queued;
  }
  stream->tail = queued;
  pthread_cond_broadcast(&stream->cv);
  pthread_mutex_unlock(&stream->mu);
  return CUDA_SUCCESS;
}

static void stream_drain(struct standin_stream* stream) {
  pthread_mutex_lock(&stream->mu);
  while (stream_busy(stream)) pthread_cond_wait(&stream->cv, &stream->mu);
  pthread_mutex_unlock(&stream->mu);
}

// Waits for every stream of |context|, or of every context when NULL.
static void drain_streams(struct standin_context* context) {
  pthread_mutex_lock(&g_streams_lock);
  for (struct standin_stream* s = g_streams; s; s = s->next_stream) {
    if (!context || s->context == context) stream_drain(s);
  }
  pthread_mutex_unlock(&g_streams_lock);
}

// The stream an operation issued on |stream| runs on: the NULL stream is the legacy stream of
// the current context (the caller checked there is one).
static struct standin_stream* resolve_stream(CUstream stream) {
  return stream ? stream : &g_legacy[t_current->device];
}

// Exported for the libnccl stand-in: the stream that |stream| names in the calling thread (the
// current context's legacy stream for NULL), so work can be queued on it later from any thread.
STANDIN_EXPORT CUresult jiree_standin_stream_resolve(CUstream stream, CUstream* out) {
  if (!out) return CUDA_ERROR_INVALID_VALUE;
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!stream && (!t_current || t_current->retain_count == 0)) return CUDA_ERROR_INVALID_CONTEXT;
  *out = resolve_stream(stream);
  return CUDA_SUCCESS;
}

// Exported for the libnccl stand-in: queues |fn|(|arg|) on |stream| behind everything issued on it
// so far; it runs on the stream's worker thread, and later work on the stream waits until it
// returns. Any thread may call this with a resolved (non-NULL) stream.
STANDIN_EXPORT CUresult jiree_standin_stream_enqueue(CUstream stream, void (*fn)(void*), void* arg) {
  if (!fn) return CUDA_ERROR_INVALID_VALUE;
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!stream) {
    CUresult r = jiree_standin_stream_resolve(NULL, &stream);
    if (r != CUDA_SUCCESS) return r;
  }
  struct stream_op op = {.kind = OP_HOST_FN, .fn = fn, .arg = arg};
  return stream_submit(stream, &op, 1);
}

// ---------------------------------------------------------------------------------------------
// Memory
// ---------------------------------------------------------------------------------------------

// Records an allocation; the caller holds g_lock.
static int track(uintptr_t base, size_t size, CUdevice device, enum allocation_kind kind) {
  if (g_allocation_count == g_allocation_capacity) {
    size_t capacity = g_allocation_capacity ? g_allocation_capacity * 2 : 64;
    struct allocation* grown = realloc(g_allocations, capacity * sizeof(*grown));
    if (!grown) return 0;
    g_allocations = grown;
    g_allocation_capacity = capacity;
  }
  g_allocations[g_allocation_count++] = (struct allocation){base, size, device, kind};
  return 1;
}

// Index of the allocation starting exactly at |base|, or -1; the caller holds g_lock.
static long find_base(uintptr_t base) {
  for (size_t i = 0; i < g_allocation_count; ++i) {
    if (g_allocations[i].base == base) return (long)i;
  }
  return -1;
}

// Whether [address, address + size) lies inside one allocation the stand-in made.
static int is_device_range(uintptr_t address, size_t size) {
  pthread_mutex_lock(&g_lock);
  int found = 0;
  for (size_t i = 0; i < g_allocation_count && !found; ++i) {
    const struct allocation* a = &g_allocations[i];
    found = address >= a->base && address - a->base <= a->size && size <= a->size - (address - a->base);
  }
  pthread_mutex_unlock(&g_lock);
  return found;
}

static CUresult allocate(size_t size, enum allocation_kind kind, uintptr_t* out_base) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (size == 0) return CUDA_ERROR_INVALID_VALUE;
  CUdevice device = t_current->device;
  pthread_mutex_lock(&g_lock);
  int counted = kind != ALLOC_HOST;
  if (counted && size > g_memory_limit - g_memory_used[device]) {
    pthread_mutex_unlock(&g_lock);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  size_t rounded = (size + STANDIN_ALIGNMENT - 1) / STANDIN_ALIGNMENT * STANDIN_ALIGNMENT;
  void* memory = NULL;
  if (rounded < size || posix_memalign(&memory, STANDIN_ALIGNMENT, rounded) != 0) {
    pthread_mutex_unlock(&g_lock);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  // Fresh device memory holds garbage on a real GPU; a fixed pattern makes reads of
  // never-written memory stand out in tests.
  memset(memory, 0xCD, rounded);
  if (!track((uintptr_t)memory, size, device, kind)) {
    free(memory);
    pthread_mutex_unlock(&g_lock);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  if (counted) g_memory_used[device] += size;
  pthread_mutex_unlock(&g_lock);
  *out_base = (uintptr_t)memory;
  return CUDA_SUCCESS;
}

// Whether an allocation of |kind| is what cuMemFreeHost (|host|) or cuMemFree (!|host|) frees;
// registered memory is neither.
static int freed_by(enum allocation_kind kind, int host) {
  return host ? kind == ALLOC_HOST : kind == ALLOC_DEVICE || kind == ALLOC_MANAGED;
}

// Frees the allocation at |base| if the stand-in made it with the given host-ness; 0 otherwise.
static int release_if(uintptr_t base, int host) {
  pthread_mutex_lock(&g_lock);
  long index = find_base(base);
  if (index < 0 || !freed_by(g_allocations[index].kind, host)) {
    pthread_mutex_unlock(&g_lock);
    return 0;
  }
  struct allocation a = g_allocations[index];
  g_allocations[index] = g_allocations[--g_allocation_count];
  if (a.kind != ALLOC_HOST) g_memory_used[a.device] -= a.size;  // host memory is not counted
  pthread_mutex_unlock(&g_lock);
  // On a GPU freed memory is unmapped and a later access faults; here it stays readable, so it is
  // poisoned: a read after the free sees a fixed pattern, not the data it held.
  memset((void*)a.base, 0xDD, a.size);
  free((void*)a.base);
  return 1;
}

// A stream-ordered free reached on its stream.
static void release_now(uintptr_t base) { (void)release_if(base, 0); }

// Whether |base| starts an allocation of the given host-ness; its device in |device|.
static int find_allocation(uintptr_t base, int host, CUdevice* device) {
  pthread_mutex_lock(&g_lock);
  long index = find_base(base);
  int ok = index >= 0 && freed_by(g_allocations[index].kind, host);
  if (ok) *device = g_allocations[index].device;
  pthread_mutex_unlock(&g_lock);
  return ok;
}

static CUresult release(uintptr_t base, int host) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (base == 0) return CUDA_SUCCESS;
  CUdevice device = 0;
  if (!find_allocation(base, host, &device)) return CUDA_ERROR_INVALID_VALUE;
  // Freeing synchronizes, as with the driver: queued work may still use the memory.
  drain_streams(host ? NULL : &g_contexts[device]);
  return release_if(base, host) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemGetInfo_v2(size_t* free_bytes, size_t* total_bytes) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (!free_bytes || !total_bytes) return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&g_lock);
  *free_bytes = g_memory_limit - g_memory_used[t_current->device];
  *total_bytes = g_memory_limit;
  pthread_mutex_unlock(&g_lock);
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemAlloc_v2(CUdeviceptr* dptr, size_t bytesize) {
  FAULT_POINT("cuMemAlloc_v2", 0);
  if (!dptr) return CUDA_ERROR_INVALID_VALUE;
  uintptr_t base = 0;
  CUresult r = allocate(bytesize, ALLOC_DEVICE, &base);
  if (r == CUDA_SUCCESS) *dptr = (CUdeviceptr)base;
  return r;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemAllocManaged(CUdeviceptr* dptr, size_t bytesize,
                                                  unsigned int flags) {
  FAULT_POINT("cuMemAllocManaged", 0);
  if (!dptr || (flags != 1 && flags != 2)) return CUDA_ERROR_INVALID_VALUE;
  uintptr_t base = 0;
  CUresult r = allocate(bytesize, ALLOC_MANAGED, &base);
  if (r == CUDA_SUCCESS) *dptr = (CUdeviceptr)base;
  return r;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemFree_v2(CUdeviceptr dptr) {
  return release((uintptr_t)dptr, 0);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemHostAlloc(void** pp, size_t bytesize, unsigned int flags) {
  FAULT_POINT("cuMemHostAlloc", 0);
  if (!pp || (flags & ~0x7u) != 0) return CUDA_ERROR_INVALID_VALUE;
  uintptr_t base = 0;
  CUresult r = allocate(bytesize, ALLOC_HOST, &base);
  if (r == CUDA_SUCCESS) *pp = (void*)base;
  return r;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemAllocHost_v2(void** pp, size_t bytesize) {
  return cuMemHostAlloc(pp, bytesize, 0);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemFreeHost(void* p) { return release((uintptr_t)p, 1); }

// Host memory is device memory here, so a mapped host pointer is its own device pointer.
STANDIN_EXPORT CUresult CUDAAPI cuMemHostGetDevicePointer_v2(CUdeviceptr* pdptr, void* p,
                                                             unsigned int flags) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (!pdptr || flags != 0) return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&g_lock);
  long index = find_base((uintptr_t)p);
  int ok = index >= 0 &&
           (g_allocations[index].kind == ALLOC_HOST || g_allocations[index].kind == ALLOC_REGISTERED);
  pthread_mutex_unlock(&g_lock);
  if (!ok) return CUDA_ERROR_INVALID_VALUE;
  *pdptr = (CUdeviceptr)(uintptr_t)p;
  return CUDA_SUCCESS;
}

// cuMemHostRegister flags (cuda.h).
enum {
  MEMHOSTREGISTER_PORTABLE = 0x01,
  MEMHOSTREGISTER_DEVICEMAP = 0x02,
  MEMHOSTREGISTER_IOMEMORY = 0x04,
  MEMHOSTREGISTER_READ_ONLY = 0x08,
};

// Makes caller memory device-accessible: from here until cuMemHostUnregister, copies, fills and
// cuMemHostGetDevicePointer accept it as they accept cuMemHostAlloc memory. It is not counted
// against the device's memory and the stand-in never frees it. Like the driver, a range that
// overlaps memory already known (registered or allocated) is refused; I/O memory and read-only
// registration are not supported (the device attribute READ_ONLY_HOST_REGISTER_SUPPORTED is 0).
STANDIN_EXPORT CUresult CUDAAPI cuMemHostRegister_v2(void* p, size_t bytesize, unsigned int flags) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (!p || bytesize == 0 || (flags & ~0xFu) != 0) return CUDA_ERROR_INVALID_VALUE;
  if (flags & (MEMHOSTREGISTER_IOMEMORY | MEMHOSTREGISTER_READ_ONLY)) return CUDA_ERROR_NOT_SUPPORTED;
  uintptr_t base = (uintptr_t)p;
  if (bytesize > UINTPTR_MAX - base) return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&g_lock);
  for (size_t i = 0; i < g_allocation_count; ++i) {
    const struct allocation* a = &g_allocations[i];
    if (base < a->base + a->size && a->base < base + bytesize) {
      pthread_mutex_unlock(&g_lock);
      return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    }
  }
  int ok = track(base, bytesize, t_current->device, ALLOC_REGISTERED);
  pthread_mutex_unlock(&g_lock);
  return ok ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

// Ends a registration made at |p|; the memory stays the caller's. Queued work may still use it,
// so, as with the frees, every stream is waited for first.
STANDIN_EXPORT CUresult CUDAAPI cuMemHostUnregister(void* p) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (!p) return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&g_lock);
  long index = find_base((uintptr_t)p);
  int registered = index >= 0 && g_allocations[index].kind == ALLOC_REGISTERED;
  pthread_mutex_unlock(&g_lock);
  if (!registered) return CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
  drain_streams(NULL);
  pthread_mutex_lock(&g_lock);
  index = find_base((uintptr_t)p);
  registered = index >= 0 && g_allocations[index].kind == ALLOC_REGISTERED;
  if (registered) g_allocations[index] = g_allocations[--g_allocation_count];
  pthread_mutex_unlock(&g_lock);
  return registered ? CUDA_SUCCESS : CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

static CUresult check_stream(CUstream stream) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (stream && stream->context != t_current) return CUDA_ERROR_INVALID_HANDLE;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr* dptr, size_t bytesize,
                                                CUstream hStream) {
  FAULT_POINT("cuMemAllocAsync", 0);
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  return cuMemAlloc_v2(dptr, bytesize);  // memory that exists early is harmless
}

// Each device's default memory pool. Its allocations are ordinary stand-in allocations (freed
// memory goes straight back), so a pool holds only the release threshold it was given, and a trim
// has nothing to return.
struct standin_mempool {
  unsigned long long release_threshold;
};
typedef struct standin_mempool* CUmemoryPool;
static struct standin_mempool g_mempools[STANDIN_MAX_DEVICES];

enum {
  MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES = 1,
  MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES = 3,
  MEMPOOL_ATTR_RELEASE_THRESHOLD = 4,
};

static int is_mempool(CUmemoryPool pool) {
  for (int i = 0; i < g_device_count; ++i) {
    if (pool == &g_mempools[i]) return 1;
  }
  return 0;
}

STANDIN_EXPORT CUresult CUDAAPI cuDeviceGetDefaultMemPool(CUmemoryPool* pool, CUdevice dev) {
  CUresult r = check_device(dev);
  if (r != CUDA_SUCCESS) return r;
  if (!pool) return CUDA_ERROR_INVALID_VALUE;
  *pool = &g_mempools[dev];
  return CUDA_SUCCESS;
}

// The settable attributes: the reuse policies (int) and the release threshold (cuuint64_t); the
// statistics attributes are read-only here.
STANDIN_EXPORT CUresult CUDAAPI cuMemPoolSetAttribute(CUmemoryPool pool, int attr, void* value) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!is_mempool(pool) || !value) return CUDA_ERROR_INVALID_VALUE;
  if (attr == MEMPOOL_ATTR_RELEASE_THRESHOLD) {
    pthread_mutex_lock(&g_lock);
    pool->release_threshold = *(unsigned long long*)value;
    pthread_mutex_unlock(&g_lock);
    return CUDA_SUCCESS;
  }
  if (attr >= MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES &&
      attr <= MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES) {
    return CUDA_SUCCESS;
  }
  return CUDA_ERROR_INVALID_VALUE;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep) {
  (void)minBytesToKeep;
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  return is_mempool(pool) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream) {
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  if (dptr == 0) return CUDA_SUCCESS;
  CUdevice device = 0;
  if (!find_allocation((uintptr_t)dptr, 0, &device)) return CUDA_ERROR_INVALID_VALUE;
  struct stream_op op = {.kind = OP_FREE, .base = (uintptr_t)dptr};
  return stream_submit(resolve_stream(hStream), &op, 0);
}

static CUresult copy_on(CUstream hStream, void* dst, const void* src, size_t n) {
  struct stream_op op = {.kind = OP_COPY, .dst = dst, .src = src, .n = n};
  return stream_submit(resolve_stream(hStream), &op, 0);
}

// The synchronous copies are ordered on the legacy stream and return once done.
static CUresult copy_sync(void* dst, const void* src, size_t n) {
  CUresult r = copy_on(NULL, dst, src, n);
  if (r == CUDA_SUCCESS) stream_drain(resolve_stream(NULL));
  return r;
}

STANDIN_EXPORT CUresult CUDAAPI cuMemcpyHtoD_v2(CUdeviceptr dst, const void* src, size_t n) {
  FAULT_POINT("cuMemcpyHtoD_v2", 0);
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (n == 0) return CUDA_SUCCESS;
  if (!src || !is_device_range((uintptr_t)dst, n)) return CUDA_ERROR_INVALID_VALUE;
  return copy_sync((void*)(uintptr_t)dst, src, n);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemcpyDtoH_v2(void* dst, CUdeviceptr src, size_t n) {
  FAULT_POINT("cuMemcpyDtoH_v2", 0);
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (n == 0) return CUDA_SUCCESS;
  if (!dst || !is_device_range((uintptr_t)src, n)) return CUDA_ERROR_INVALID_VALUE;
  return copy_sync(dst, (const void*)(uintptr_t)src, n);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t n,
                                              CUstream hStream) {
  FAULT_POINT("cuMemcpyAsync", 1);
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  if (n == 0) return CUDA_SUCCESS;
  if (!is_device_range((uintptr_t)dst, n) || !is_device_range((uintptr_t)src, n)) {
    return CUDA_ERROR_INVALID_VALUE;
  }
  return copy_on(hStream, (void*)(uintptr_t)dst, (const void*)(uintptr_t)src, n);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void* src, size_t n,
                                                     CUstream hStream) {
  FAULT_POINT("cuMemcpyHtoDAsync_v2", 1);
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  if (n == 0) return CUDA_SUCCESS;
  if (!src || !is_device_range((uintptr_t)dst, n)) return CUDA_ERROR_INVALID_VALUE;
  return copy_on(hStream, (void*)(uintptr_t)dst, src, n);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemcpyDtoHAsync_v2(void* dst, CUdeviceptr src, size_t n,
                                                     CUstream hStream) {
  FAULT_POINT("cuMemcpyDtoHAsync_v2", 1);
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  if (n == 0) return CUDA_SUCCESS;
  if (!dst || !is_device_range((uintptr_t)src, n)) return CUDA_ERROR_INVALID_VALUE;
  return copy_on(hStream, dst, (const void*)(uintptr_t)src, n);
}

static CUresult memset_elements(CUdeviceptr dst, uint32_t value, size_t count, size_t width,
                                CUstream hStream) {
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  if (count == 0) return CUDA_SUCCESS;
  if (count > SIZE_MAX / width) return CUDA_ERROR_INVALID_VALUE;
  if ((uintptr_t)dst % width != 0) return CUDA_ERROR_INVALID_VALUE;
  if (!is_device_range((uintptr_t)dst, count * width)) return CUDA_ERROR_INVALID_VALUE;
  struct stream_op op = {
      .kind = OP_SET, .dst = (void*)(uintptr_t)dst, .n = count, .value = value, .width = width};
  return stream_submit(resolve_stream(hStream), &op, 0);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemsetD8Async(CUdeviceptr dst, unsigned char uc, size_t n,
                                                CUstream hStream) {
  FAULT_POINT("cuMemsetD8Async", 1);
  return memset_elements(dst, uc, n, 1, hStream);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemsetD16Async(CUdeviceptr dst, unsigned short us, size_t n,
                                                 CUstream hStream) {
  FAULT_POINT("cuMemsetD16Async", 1);
  return memset_elements(dst, us, n, 2, hStream);
}

STANDIN_EXPORT CUresult CUDAAPI cuMemsetD32Async(CUdeviceptr dst, unsigned int ui, size_t n,
                                                 CUstream hStream) {
  FAULT_POINT("cuMemsetD32Async", 1);
  return memset_elements(dst, ui, n, 4, hStream);
}

// ---------------------------------------------------------------------------------------------
// Streams and events
// ---------------------------------------------------------------------------------------------

STANDIN_EXPORT CUresult CUDAAPI cuStreamCreate(CUstream* phStream, unsigned int flags) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (!phStream || flags > 1) return CUDA_ERROR_INVALID_VALUE;
  struct standin_stream* stream = malloc(sizeof(*stream));
  if (!stream) return CUDA_ERROR_OUT_OF_MEMORY;
  stream_init(stream, t_current);
  stream_register(stream);
  *phStream = stream;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuStreamDestroy_v2(CUstream hStream) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!hStream) return CUDA_ERROR_INVALID_HANDLE;
  for (int i = 0; i < STANDIN_MAX_DEVICES; ++i) {
    if (hStream == &g_legacy[i]) return CUDA_ERROR_INVALID_HANDLE;
  }
  // Work already queued still runs; the stream goes once it has.
  stream_drain(hStream);
  pthread_mutex_lock(&g_streams_lock);
  for (struct standin_stream** p = &g_streams; *p; p = &(*p)->next_stream) {
    if (*p == hStream) {
      *p = hStream->next_stream;
      break;
    }
  }
  pthread_mutex_unlock(&g_streams_lock);
  pthread_mutex_lock(&hStream->mu);
  hStream->stop = 1;
  pthread_cond_broadcast(&hStream->cv);
  int started = hStream->worker_started;
  pthread_mutex_unlock(&hStream->mu);
  if (started) pthread_join(hStream->worker, NULL);
  pthread_mutex_destroy(&hStream->mu);
  pthread_cond_destroy(&hStream->cv);
  free(hStream);
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuStreamSynchronize(CUstream hStream) {
  FAULT_POINT("cuStreamSynchronize", 0);
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  stream_drain(resolve_stream(hStream));
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuCtxSynchronize(void) {
  FAULT_POINT("cuCtxSynchronize", 0);
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  drain_streams(t_current);
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuStreamWaitEvent(CUstream hStream, CUevent hEvent,
                                                  unsigned int flags) {
  FAULT_POINT("cuStreamWaitEvent", 1);
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  if (!hEvent) return CUDA_ERROR_INVALID_HANDLE;
  if (flags != 0) return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&g_lock);
  unsigned long long generation = hEvent->recorded;
  int pending = hEvent->reached < generation;
  if (pending) hEvent->refs++;
  pthread_mutex_unlock(&g_lock);
  if (!pending) return CUDA_SUCCESS;  // nothing to wait for
  // Later work on the stream waits (on its worker, never in the caller) for the event.
  struct stream_op op = {.kind = OP_WAIT_EVENT, .event = hEvent, .generation = generation};
  r = stream_submit(resolve_stream(hStream), &op, 1);
  if (r != CUDA_SUCCESS) {
    pthread_mutex_lock(&g_lock);
    event_unref(hEvent);
    pthread_mutex_unlock(&g_lock);
  }
  return r;
}

STANDIN_EXPORT CUresult CUDAAPI cuEventCreate(CUevent* phEvent, unsigned int flags) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (!phEvent || (flags & ~0xFu) != 0) return CUDA_ERROR_INVALID_VALUE;
  struct standin_event* event = calloc(1, sizeof(*event));
  if (!event) return CUDA_ERROR_OUT_OF_MEMORY;
  event->refs = 1;
  *phEvent = event;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuEventDestroy_v2(CUevent hEvent) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!hEvent) return CUDA_ERROR_INVALID_HANDLE;
  // As with the driver, an event may be destroyed while a record of it is still queued.
  pthread_mutex_lock(&g_lock);
  event_unref(hEvent);
  pthread_mutex_unlock(&g_lock);
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuEventRecord(CUevent hEvent, CUstream hStream) {
  FAULT_POINT("cuEventRecord", 1);
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  if (!hEvent) return CUDA_ERROR_INVALID_HANDLE;
  pthread_mutex_lock(&g_lock);
  unsigned long long generation = ++hEvent->recorded;
  hEvent->not_ready_queries = (int)g_event_not_ready_queries;
  hEvent->refs++;
  pthread_mutex_unlock(&g_lock);
  struct stream_op op = {.kind = OP_RECORD, .event = hEvent, .generation = generation};
  r = stream_submit(resolve_stream(hStream), &op, 0);
  if (r != CUDA_SUCCESS) {
    pthread_mutex_lock(&g_lock);
    event_unref(hEvent);
    pthread_mutex_unlock(&g_lock);
  }
  return r;
}

STANDIN_EXPORT CUresult CUDAAPI cuEventQuery(CUevent hEvent) {
  FAULT_POINT("cuEventQuery", 0);
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!hEvent) return CUDA_ERROR_INVALID_HANDLE;
  pthread_mutex_lock(&g_lock);
  int pending = hEvent->reached < hEvent->recorded;
  if (!pending && hEvent->not_ready_queries > 0) {
    hEvent->not_ready_queries--;
    pending = 1;
  }
  pthread_mutex_unlock(&g_lock);
  return pending ? CUDA_ERROR_NOT_READY : CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuEventSynchronize(CUevent hEvent) {
  FAULT_POINT("cuEventSynchronize", 0);
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!hEvent) return CUDA_ERROR_INVALID_HANDLE;
  pthread_mutex_lock(&g_lock);
  unsigned long long generation = hEvent->recorded;
  while (hEvent->reached < generation) pthread_cond_wait(&g_event_cv, &g_lock);
  hEvent->not_ready_queries = 0;
  pthread_mutex_unlock(&g_lock);
  return CUDA_SUCCESS;
}

// ---------------------------------------------------------------------------------------------
// Modules and kernels
// ---------------------------------------------------------------------------------------------

STANDIN_EXPORT CUresult CUDAAPI cuModuleLoadDataEx(CUmodule* module, const void* image,
                                                   unsigned int numOptions, CUjit_option* options,
                                                   void** optionValues) {
  FAULT_POINT("cuModuleLoadDataEx", 0);
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (!module || !image || (numOptions > 0 && (!options || !optionValues))) {
    return CUDA_ERROR_INVALID_VALUE;
  }
  // Only PTX text is understood: it must declare a target and at least one entry.
  const char* text = (const char*)image;
  if (!strstr(text, ".target") || !strstr(text, ".entry")) return CUDA_ERROR_INVALID_IMAGE;
  struct standin_module* m = calloc(1, sizeof(*m));
  if (!m) return CUDA_ERROR_OUT_OF_MEMORY;
  m->image = strdup(text);
  if (!m->image) {
    free(m);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  *module = m;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuModuleUnload(CUmodule hmod) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!hmod) return CUDA_ERROR_INVALID_HANDLE;
  free(hmod->image);
  free(hmod);
  return CUDA_SUCCESS;
}

// Where the PTX declares `.entry <name>` (name followed by a non-identifier character): the
// character after the name, or NULL.
static const char* find_entry(const char* ptx, const char* name) {
  size_t length = strlen(name);
  for (const char* p = strstr(ptx, ".entry"); p; p = strstr(p + 1, ".entry")) {
    const char* q = p + 6;
    while (*q == ' ' || *q == '\t') ++q;
    if (strncmp(q, name, length) == 0) {
      char next = q[length];
      if (!(next == '_' || next == '$' || (next >= '0' && next <= '9') ||
            (next >= 'a' && next <= 'z') || (next >= 'A' && next <= 'Z'))) {
        return q + length;
      }
    }
  }
  return NULL;
}

// Reads the sizes of the entry's parameters from `( .param .u64 ..., .param .u32 ... )`.
static void read_params(const char* signature, struct standin_function* f) {
  const char* open = strchr(signature, '(');
  const char* close = open ? strchr(open, ')') : NULL;
  f->param_count = 0;
  if (!open || !close) return;
  for (const char* p = strstr(open, ".param"); p && p < close && f->param_count < STANDIN_MAX_PARAMS;
       p = strstr(p + 6, ".param")) {
    const char* t = p + 6;
    while (*t == ' ' || *t == '\t') ++t;
    int wide = strncmp(t, ".u64", 4) == 0 || strncmp(t, ".b64", 4) == 0 ||
               strncmp(t, ".s64", 4) == 0 || strncmp(t, ".f64", 4) == 0;
    f->param_sizes[f->param_count++] = wide ? 8 : 4;
  }
}

STANDIN_EXPORT CUresult CUDAAPI cuModuleGetFunction(CUfunction* hfunc, CUmodule hmod,
                                                    const char* name) {
  CUresult r = require_context();
  if (r != CUDA_SUCCESS) return r;
  if (!hfunc || !hmod || !name) return CUDA_ERROR_INVALID_VALUE;
  const char* signature = find_entry(hmod->image, name);
  if (!signature) return CUDA_ERROR_NOT_FOUND;
  // Functions live as long as their module in the real driver; one small leak per lookup is
  // acceptable for a test fixture.
  struct standin_function* f = calloc(1, sizeof(*f));
  if (!f) return CUDA_ERROR_OUT_OF_MEMORY;
  f->module = hmod;
  snprintf(f->name, sizeof(f->name), "%s", name);
  read_params(signature, f);
  *hfunc = f;
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuFuncSetAttribute(CUfunction hfunc, int attrib, int value) {
  if (!g_initialized) return CUDA_ERROR_NOT_INITIALIZED;
  if (!hfunc) return CUDA_ERROR_INVALID_HANDLE;
  if (attrib == 8) {  // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    if (value < 0 || value > 101376) return CUDA_ERROR_INVALID_VALUE;
    hfunc->max_dynamic_shared_size = value;
  }
  return CUDA_SUCCESS;
}

STANDIN_EXPORT CUresult CUDAAPI cuLaunchKernel(CUfunction f, unsigned int gridDimX,
                                               unsigned int gridDimY, unsigned int gridDimZ,
                                               unsigned int blockDimX, unsigned int blockDimY,
                                               unsigned int blockDimZ,
                                               unsigned int sharedMemBytes, CUstream hStream,
                                               void** kernelParams, void** extra) {
  FAULT_POINT("cuLaunchKernel", 1);
  CUresult r = check_stream(hStream);
  if (r != CUDA_SUCCESS) return r;
  if (!f || (!kernelParams && !extra)) return CUDA_ERROR_INVALID_VALUE;
  if (g_launch_log[0]) {
    // The parameter values are read now (the caller's storage is only valid during the call);
    // the line is written in stream order.
    char* line = NULL;
    size_t length = 0;
    FILE* text = open_memstream(&line, &length);
    if (text) {
      fprintf(text, "launch %s grid=%u,%u,%u block=%u,%u,%u shared=%u params=", f->name, gridDimX,
              gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes);
      for (int i = 0; i < f->param_count && kernelParams; ++i) {
        unsigned long long value = 0;
        memcpy(&value, kernelParams[i], (size_t)f->param_sizes[i]);
        fprintf(text, "%s0x%llx", i ? "," : "", value);
      }
      fprintf(text, "\n");
      fclose(text);
      struct stream_op op = {.kind = OP_LOG, .text = line};
      if (stream_submit(resolve_stream(hStream), &op, 0) != CUDA_SUCCESS) free(line);
    }
  }
  return CUDA_ERROR_NOT_SUPPORTED;  // there is no device to run PTX on
}
