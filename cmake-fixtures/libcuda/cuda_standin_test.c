// Exercises the libcuda stand-in from C through dlopen/dlsym, the way a driver loads libcuda.
// Usage: cuda_standin_test <path to the stand-in>; expects JIREE_CUDA_STANDIN_DEVICES=2,
// JIREE_CUDA_STANDIN_MEMORY_BYTES=1048576, JIREE_CUDA_STANDIN_EVENT_NOT_READY_QUERIES=1 and
// JIREE_CUDA_STANDIN_LAUNCH_LOG (set by the ctest definition).

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void* CUhandle;

static int g_failures = 0;

#define EXPECT(cond)                                                   \
  do {                                                                 \
    if (!(cond)) {                                                     \
      fprintf(stderr, "%s:%d: expectation failed: %s\n", __FILE__,     \
              __LINE__, #cond);                                        \
      ++g_failures;                                                    \
    }                                                                  \
  } while (0)

static void* g_library = NULL;

// A host function queued on a stream that holds it until the gate opens (as a collective holds a
// stream until its peers arrive).
struct gate {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int open;
  int passed;
};

static void wait_gate(void* arg) {
  struct gate* g = arg;
  pthread_mutex_lock(&g->mu);
  while (!g->open) pthread_cond_wait(&g->cv, &g->mu);
  g->passed = 1;
  pthread_mutex_unlock(&g->mu);
}

static void open_gate(struct gate* g) {
  pthread_mutex_lock(&g->mu);
  g->open = 1;
  pthread_cond_broadcast(&g->cv);
  pthread_mutex_unlock(&g->mu);
}

static void* open_gate_later(void* arg) {
  usleep(150 * 1000);
  open_gate(arg);
  return NULL;
}

static void gate_init(struct gate* g) {
  pthread_mutex_init(&g->mu, NULL);
  pthread_cond_init(&g->cv, NULL);
  g->open = 0;
  g->passed = 0;
}

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void* sym(const char* name) {
  void* p = dlsym(g_library, name);
  if (!p) {
    fprintf(stderr, "missing symbol %s\n", name);
    ++g_failures;
  }
  return p;
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s <libjiree_cuda_standin.so>\n", argv[0]);
    return 2;
  }
  g_library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!g_library) {
    fprintf(stderr, "dlopen failed: %s\n", dlerror());
    return 2;
  }
  CUresult (*cuInit)(unsigned) = sym("cuInit");
  CUresult (*cuGetErrorName)(CUresult, const char**) = sym("cuGetErrorName");
  CUresult (*cuGetErrorString)(CUresult, const char**) = sym("cuGetErrorString");
  CUresult (*cuDeviceGetCount)(int*) = sym("cuDeviceGetCount");
  CUresult (*cuDeviceGet)(int*, int) = sym("cuDeviceGet");
  CUresult (*cuDeviceGetName)(char*, int, int) = sym("cuDeviceGetName");
  CUresult (*cuDeviceGetUuid)(unsigned char*, int) = sym("cuDeviceGetUuid_v2");
  CUresult (*cuDeviceGetAttribute)(int*, int, int) = sym("cuDeviceGetAttribute");
  CUresult (*cuDeviceTotalMem)(size_t*, int) = sym("cuDeviceTotalMem_v2");
  CUresult (*cuDevicePrimaryCtxRetain)(CUhandle*, int) = sym("cuDevicePrimaryCtxRetain");
  CUresult (*cuDevicePrimaryCtxRelease)(int) = sym("cuDevicePrimaryCtxRelease_v2");
  CUresult (*cuCtxSetCurrent)(CUhandle) = sym("cuCtxSetCurrent");
  CUresult (*cuMemGetInfo)(size_t*, size_t*) = sym("cuMemGetInfo_v2");
  CUresult (*cuMemAlloc)(CUdeviceptr*, size_t) = sym("cuMemAlloc_v2");
  CUresult (*cuMemFree)(CUdeviceptr) = sym("cuMemFree_v2");
  CUresult (*cuMemHostAlloc)(void**, size_t, unsigned) = sym("cuMemHostAlloc");
  CUresult (*cuMemFreeHost)(void*) = sym("cuMemFreeHost");
  CUresult (*cuMemHostGetDevicePointer)(CUdeviceptr*, void*, unsigned) =
      sym("cuMemHostGetDevicePointer_v2");
  CUresult (*cuMemHostRegister)(void*, size_t, unsigned) = sym("cuMemHostRegister_v2");
  CUresult (*cuMemHostUnregister)(void*) = sym("cuMemHostUnregister");
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void*, size_t) = sym("cuMemcpyHtoD_v2");
  CUresult (*cuMemcpyDtoH)(void*, CUdeviceptr, size_t) = sym("cuMemcpyDtoH_v2");
  CUresult (*cuMemcpyAsync)(CUdeviceptr, CUdeviceptr, size_t, CUhandle) = sym("cuMemcpyAsync");
  CUresult (*cuMemsetD16Async)(CUdeviceptr, unsigned short, size_t, CUhandle) =
      sym("cuMemsetD16Async");
  CUresult (*cuMemsetD32Async)(CUdeviceptr, unsigned, size_t, CUhandle) = sym("cuMemsetD32Async");
  CUresult (*cuStreamCreate)(CUhandle*, unsigned) = sym("cuStreamCreate");
  CUresult (*cuStreamDestroy)(CUhandle) = sym("cuStreamDestroy_v2");
  CUresult (*cuEventCreate)(CUhandle*, unsigned) = sym("cuEventCreate");
  CUresult (*cuEventRecord)(CUhandle, CUhandle) = sym("cuEventRecord");
  CUresult (*cuEventQuery)(CUhandle) = sym("cuEventQuery");
  CUresult (*cuEventDestroy)(CUhandle) = sym("cuEventDestroy_v2");
  CUresult (*cuEventSynchronize)(CUhandle) = sym("cuEventSynchronize");
  CUresult (*cuStreamSynchronize)(CUhandle) = sym("cuStreamSynchronize");
  CUresult (*cuStreamWaitEvent)(CUhandle, CUhandle, unsigned) = sym("cuStreamWaitEvent");
  CUresult (*cuCtxSynchronize)(void) = sym("cuCtxSynchronize");
  CUresult (*cuMemFreeAsync)(CUdeviceptr, CUhandle) = sym("cuMemFreeAsync");
  CUresult (*cuDeviceGetDefaultMemPool)(CUhandle*, int) = sym("cuDeviceGetDefaultMemPool");
  CUresult (*cuMemPoolSetAttribute)(CUhandle, int, void*) = sym("cuMemPoolSetAttribute");
  CUresult (*cuMemPoolTrimTo)(CUhandle, size_t) = sym("cuMemPoolTrimTo");
  CUresult (*enqueue)(CUhandle, void (*)(void*), void*) = sym("jiree_standin_stream_enqueue");
  CUresult (*cuModuleLoadDataEx)(CUhandle*, const void*, unsigned, int*, void**) =
      sym("cuModuleLoadDataEx");
  CUresult (*cuModuleGetFunction)(CUhandle*, CUhandle, const char*) = sym("cuModuleGetFunction");
  CUresult (*cuModuleUnload)(CUhandle) = sym("cuModuleUnload");
  CUresult (*cuLaunchKernel)(CUhandle, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, CUhandle, void**, void**) = sym("cuLaunchKernel");
  if (g_failures) return 1;

  const char* log_path = getenv("JIREE_CUDA_STANDIN_LAUNCH_LOG");
  if (!log_path) {
    fprintf(stderr, "JIREE_CUDA_STANDIN_LAUNCH_LOG is not set\n");
    return 2;
  }
  remove(log_path);

  // Before cuInit nothing works.
  int count = -1;
  EXPECT(cuDeviceGetCount(&count) == 3);  // CUDA_ERROR_NOT_INITIALIZED
  EXPECT(cuInit(0) == 0);
  EXPECT(cuDeviceGetCount(&count) == 0 && count == 2);

  const char* text = NULL;
  EXPECT(cuGetErrorName(2, &text) == 0 && strcmp(text, "CUDA_ERROR_OUT_OF_MEMORY") == 0);
  EXPECT(cuGetErrorString(801, &text) == 0 && strcmp(text, "operation not supported") == 0);
  EXPECT(cuGetErrorName(12345, &text) == 1 && text == NULL);

  int device = -1;
  EXPECT(cuDeviceGet(&device, 1) == 0 && device == 1);
  EXPECT(cuDeviceGet(&device, 2) == 101);  // CUDA_ERROR_INVALID_DEVICE
  char name[64];
  EXPECT(cuDeviceGetName(name, sizeof(name), 1) == 0 &&
         strcmp(name, "jiree stand-in device 1") == 0);
  unsigned char uuid0[16], uuid1[16];
  EXPECT(cuDeviceGetUuid(uuid0, 0) == 0 && cuDeviceGetUuid(uuid1, 1) == 0);
  EXPECT(memcmp(uuid0, uuid1, 16) != 0);
  int major = 0;
  EXPECT(cuDeviceGetAttribute(&major, 75, 0) == 0 && major == 8);
  size_t total = 0;
  EXPECT(cuDeviceTotalMem(&total, 0) == 0 && total == 1048576);

  // Memory work needs a current context.
  CUdeviceptr d = 0;
  EXPECT(cuMemAlloc(&d, 16) == 201);  // CUDA_ERROR_INVALID_CONTEXT
  CUhandle ctx = NULL;
  EXPECT(cuDevicePrimaryCtxRetain(&ctx, 0) == 0 && ctx != NULL);
  EXPECT(cuCtxSetCurrent(ctx) == 0);

  size_t free_bytes = 0;
  EXPECT(cuMemAlloc(&d, 2 * 1048576) == 2);  // over the limit: CUDA_ERROR_OUT_OF_MEMORY
  EXPECT(cuMemAlloc(&d, 64) == 0 && d != 0);
  EXPECT(cuMemGetInfo(&free_bytes, &total) == 0 && free_bytes == 1048576 - 64);
  CUdeviceptr e = 0;
  EXPECT(cuMemAlloc(&e, 64) == 0);

  CUhandle stream = NULL;
  EXPECT(cuStreamCreate(&stream, 1) == 0);
  EXPECT(cuMemsetD32Async(d, 0x01020304u, 16, stream) == 0);
  EXPECT(cuMemsetD16Async(d + 8, 0xBEEF, 2, stream) == 0);
  EXPECT(cuMemsetD32Async(d, 0, 17, stream) == 1);  // past the end: CUDA_ERROR_INVALID_VALUE
  EXPECT(cuMemcpyAsync(e, d, 64, stream) == 0);
  uint32_t words[16];
  EXPECT(cuMemcpyDtoH(words, e, sizeof(words)) == 0);
  EXPECT(words[0] == 0x01020304u && words[1] == 0x01020304u && words[2] == 0xBEEFBEEFu &&
         words[15] == 0x01020304u);
  uint8_t bytes[4] = {1, 2, 3, 4};
  EXPECT(cuMemcpyHtoD(e + 60, bytes, 4) == 0);
  EXPECT(cuMemcpyHtoD(e + 61, bytes, 4) == 1);
  EXPECT(cuMemcpyDtoH(words, e, sizeof(words)) == 0 && words[15] == 0x04030201u);

  CUhandle event = NULL;
  EXPECT(cuEventCreate(&event, 2) == 0);
  EXPECT(cuEventRecord(event, stream) == 0);
  EXPECT(cuEventQuery(event) == 600);  // CUDA_ERROR_NOT_READY, once (see the ctest environment)
  EXPECT(cuEventQuery(event) == 0);
  EXPECT(cuEventDestroy(event) == 0);

  // Work queued behind a held stream waits, in issue order; events behind it are not ready.
  struct gate gate;
  gate_init(&gate);
  EXPECT(enqueue(stream, wait_gate, &gate) == 0);
  EXPECT(cuMemsetD32Async(d, 7, 16, stream) == 0);
  EXPECT(cuMemcpyAsync(e, d, 64, stream) == 0);
  CUhandle pool = NULL, other_pool = NULL;
  unsigned long long keep_all = ~0ull;
  EXPECT(cuDeviceGetDefaultMemPool(&pool, 0) == 0 && pool != NULL);
  EXPECT(cuDeviceGetDefaultMemPool(&other_pool, 1) == 0 && other_pool != pool);
  EXPECT(cuDeviceGetDefaultMemPool(&pool, 99) == 101);  // CUDA_ERROR_INVALID_DEVICE
  EXPECT(cuMemPoolSetAttribute(pool, 4, &keep_all) == 0);   // the release threshold
  EXPECT(cuMemPoolSetAttribute(pool, 8, &keep_all) == 1);   // read-only: invalid value
  EXPECT(cuMemPoolSetAttribute(&keep_all, 4, &keep_all) == 1);  // not a pool
  EXPECT(cuMemPoolTrimTo(pool, 0) == 0);

  EXPECT(cuEventCreate(&event, 2) == 0);
  EXPECT(cuEventRecord(event, stream) == 0);
  CUhandle second = NULL;
  CUdeviceptr f = 0;
  EXPECT(cuStreamCreate(&second, 1) == 0);
  EXPECT(cuMemAlloc(&f, 64) == 0);
  EXPECT(cuMemsetD32Async(f, 1, 16, second) == 0);  // idle stream: at once
  EXPECT(cuStreamWaitEvent(second, event, 0) == 0);
  EXPECT(cuMemsetD32Async(f, 9, 16, second) == 0);  // behind the event
  CUdeviceptr g = 0;
  EXPECT(cuMemAlloc(&g, 64) == 0);
  EXPECT(cuMemFreeAsync(g, stream) == 0);  // stream-ordered: still allocated until reached
  usleep(100 * 1000);
  for (int i = 0; i < 5; ++i) EXPECT(cuEventQuery(event) == 600);
  EXPECT(cuMemcpyDtoH(words, d, sizeof(words)) == 0);  // the legacy stream is not held
  EXPECT(words[0] == 0x01020304u);
  uint32_t seen[16];
  EXPECT(cuMemcpyDtoH(seen, f, sizeof(seen)) == 0);
  EXPECT(seen[0] == 1 && seen[15] == 1);
  EXPECT(cuMemGetInfo(&free_bytes, &total) == 0 && free_bytes == 1048576 - 4 * 64);
  open_gate(&gate);
  EXPECT(cuStreamSynchronize(stream) == 0);
  EXPECT(gate.passed);
  EXPECT(cuMemcpyDtoH(words, e, sizeof(words)) == 0);
  EXPECT(words[0] == 7 && words[15] == 7);  // the copy ran after the fill
  EXPECT(cuEventSynchronize(event) == 0);
  EXPECT(cuEventQuery(event) == 0);
  EXPECT(cuStreamSynchronize(second) == 0);
  EXPECT(cuMemcpyDtoH(seen, f, sizeof(seen)) == 0);
  EXPECT(seen[0] == 9 && seen[15] == 9);
  EXPECT(cuMemGetInfo(&free_bytes, &total) == 0 && free_bytes == 1048576 - 3 * 64);
  EXPECT(cuEventDestroy(event) == 0);

  // An event destroyed while its record is still queued; then the record completes harmlessly.
  gate_init(&gate);
  EXPECT(enqueue(stream, wait_gate, &gate) == 0);
  EXPECT(cuEventCreate(&event, 2) == 0);
  EXPECT(cuEventRecord(event, stream) == 0);
  EXPECT(cuEventDestroy(event) == 0);
  open_gate(&gate);
  EXPECT(cuStreamSynchronize(stream) == 0);

  // The NULL stream (the legacy stream) holds work too; synchronous copies and cuCtxSynchronize
  // wait for it, and so does destroying a stream with work queued.
  gate_init(&gate);
  EXPECT(enqueue(NULL, wait_gate, &gate) == 0);
  pthread_t opener;
  pthread_create(&opener, NULL, open_gate_later, &gate);
  long long start = now_ms();
  EXPECT(cuMemcpyDtoH(words, e, sizeof(words)) == 0);
  EXPECT(now_ms() - start >= 100 && gate.passed);
  pthread_join(opener, NULL);
  gate_init(&gate);
  EXPECT(enqueue(second, wait_gate, &gate) == 0);
  pthread_create(&opener, NULL, open_gate_later, &gate);
  start = now_ms();
  EXPECT(cuCtxSynchronize() == 0);
  EXPECT(now_ms() - start >= 100 && gate.passed);
  pthread_join(opener, NULL);
  gate_init(&gate);
  EXPECT(enqueue(second, wait_gate, &gate) == 0);
  pthread_create(&opener, NULL, open_gate_later, &gate);
  EXPECT(cuStreamDestroy(second) == 0);
  EXPECT(gate.passed);
  pthread_join(opener, NULL);
  EXPECT(cuMemFree(f) == 0);

  void* host = NULL;
  EXPECT(cuMemHostAlloc(&host, 32, 2) == 0 && host != NULL);
  CUdeviceptr mapped = 0;
  EXPECT(cuMemHostGetDevicePointer(&mapped, host, 0) == 0 && mapped == (CUdeviceptr)(uintptr_t)host);
  EXPECT(cuMemHostRegister(host, 32, 2) == 712);  // CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
  EXPECT(cuMemFreeHost(host) == 0);

  // Registered caller memory: device-accessible until unregistered, never counted nor freed.
  unsigned char* caller = malloc(256);
  memset(caller, 0x11, 256);
  EXPECT(cuMemHostGetDevicePointer(&mapped, caller, 0) == 1);  // not registered yet
  EXPECT(cuMemHostUnregister(caller) == 713);  // CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED
  EXPECT(cuMemHostRegister(caller, 0, 2) == 1);
  EXPECT(cuMemHostRegister(caller, 128, 0x10) == 1);  // unknown flag
  EXPECT(cuMemHostRegister(caller, 128, 0x08) == 801);  // read-only is not supported here
  int read_only = -1;
  EXPECT(cuDeviceGetAttribute(&read_only, 113, 0) == 0 && read_only == 0);
  EXPECT(cuMemHostRegister(caller, 128, 2) == 0);
  EXPECT(cuMemHostRegister(caller + 64, 128, 2) == 712);  // overlaps
  EXPECT(cuMemGetInfo(&free_bytes, &total) == 0 && free_bytes == 1048576 - 2 * 64);
  EXPECT(cuMemHostGetDevicePointer(&mapped, caller, 0) == 0 && mapped == (CUdeviceptr)(uintptr_t)caller);
  EXPECT(cuMemcpyHtoD(mapped + 8, bytes, 4) == 0);
  EXPECT(caller[8] == 1 && caller[11] == 4 && caller[12] == 0x11);
  EXPECT(cuMemsetD32Async(mapped, 0x22222222u, 32, stream) == 0);
  EXPECT(cuMemsetD32Async(mapped, 0, 33, stream) == 1);  // past the registered range
  EXPECT(cuStreamSynchronize(stream) == 0);
  EXPECT(caller[0] == 0x22 && caller[127] == 0x22 && caller[128] == 0x11);
  EXPECT(cuMemFree(mapped) == 1);      // not the driver's to free
  EXPECT(cuMemFreeHost(caller) == 1);
  EXPECT(cuMemHostUnregister(caller) == 0);
  EXPECT(cuMemHostUnregister(caller) == 713);
  EXPECT(cuMemcpyHtoD(mapped, bytes, 4) == 1);  // no longer device memory
  EXPECT(caller[0] == 0x22);
  free(caller);

  static const char ptx[] =
      ".version 7.0\n.target sm_80\n.address_size 64\n"
      ".visible .entry add_dispatch_0(.param .u64 a, .param .u32 b)\n{\n ret;\n}\n";
  CUhandle module = NULL;
  CUhandle function = NULL;
  EXPECT(cuModuleLoadDataEx(&module, "not ptx", 0, NULL, NULL) == 200);
  EXPECT(cuModuleLoadDataEx(&module, ptx, 0, NULL, NULL) == 0);
  EXPECT(cuModuleGetFunction(&function, module, "add_dispatch") == 500);
  EXPECT(cuModuleGetFunction(&function, module, "add_dispatch_0") == 0);
  unsigned long long pointer = 0x1234;
  unsigned int constant = 7;
  void* params[2] = {&pointer, &constant};
  EXPECT(cuLaunchKernel(function, 2, 1, 1, 32, 1, 1, 16, stream, params, NULL) == 801);
  char line[256] = {0};
  FILE* log = fopen(log_path, "r");
  EXPECT(log != NULL);
  if (log) {
    EXPECT(fgets(line, sizeof(line), log) != NULL);
    fclose(log);
  }
  EXPECT(strcmp(line, "launch add_dispatch_0 grid=2,1,1 block=32,1,1 shared=16 params=0x1234,0x7\n") == 0);
  EXPECT(cuModuleUnload(module) == 0);

  // Injected faults: the second fill fails at once; a sticky launch fault succeeds (the kernel only
  // fails on the device) and poisons the context until its last user releases it.
  CUresult (*arm)(const char*) = sym("jiree_standin_cuda_faults");
  CUdeviceptr cell = 0;
  EXPECT(cuMemAlloc(&cell, 16) == 0);
  EXPECT(arm("cuMemsetD32Async:2") == 1);  // malformed: nothing armed
  EXPECT(arm("cuMemsetD32Async:2:CUDA_ERROR_INVALID_VALUE,cuLaunchKernel:1:CUDA_ERROR_ILLEGAL_ADDRESS") == 0);
  EXPECT(cuMemsetD32Async(cell, 1, 4, stream) == 0);
  EXPECT(cuMemsetD32Async(cell, 2, 4, stream) == 1);
  EXPECT(cuMemsetD32Async(cell, 3, 4, stream) == 0);
  EXPECT(cuModuleLoadDataEx(&module, ptx, 0, NULL, NULL) == 0);
  EXPECT(cuModuleGetFunction(&function, module, "add_dispatch_0") == 0);
  EXPECT(cuLaunchKernel(function, 2, 1, 1, 32, 1, 1, 16, stream, params, NULL) == 0);
  EXPECT(cuStreamSynchronize(stream) == 700);  // CUDA_ERROR_ILLEGAL_ADDRESS
  EXPECT(cuMemsetD32Async(cell, 4, 4, stream) == 700);
  EXPECT(arm("") == 0);
  EXPECT(cuStreamSynchronize(stream) == 700);  // still poisoned: disarming does not heal a context

  EXPECT(cuStreamDestroy(stream) == 0);
  EXPECT(cuMemFree(d) == 700);
  EXPECT(cuDevicePrimaryCtxRelease(0) == 0);
  // Released by its last user, the context is gone with its error: retained again, it works.
  EXPECT(cuDevicePrimaryCtxRetain(&ctx, 0) == 0);
  EXPECT(cuCtxSetCurrent(ctx) == 0);
  EXPECT(cuMemFree(cell) == 0);
  EXPECT(cuMemFree(d) == 0 && cuMemFree(e) == 0);
  EXPECT(cuMemFree(d) == 1);  // double free is caught
  EXPECT(cuMemGetInfo(&free_bytes, &total) == 0 && free_bytes == 1048576);
  EXPECT(cuDevicePrimaryCtxRelease(0) == 0);

  if (g_failures) {
    fprintf(stderr, "%d expectation(s) failed\n", g_failures);
    return 1;
  }
  printf("cuda stand-in: all expectations met\n");
  return 0;
}
