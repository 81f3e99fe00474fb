// Fault injection for the libcuda stand-in, so that jiree's failure paths run for real in tests.
//
// JIREE_CUDA_STANDIN_FAULTS (read by cuInit), or jiree_standin_cuda_faults(spec) at run time,
// names the calls that fail: a comma-separated list of ENTRY:N:ERROR, where ENTRY is an exported
// entry point (cuLaunchKernel, cuMemcpyHtoDAsync_v2, cuMemsetD32Async, cuEventRecord,
// cuEventQuery, cuStreamSynchronize, cuMemAlloc_v2, ...), N counts that entry point's calls from 1
// in this process (since the faults were armed), and ERROR is a CUDA error name. The errors a GPU
// reports for a faulting kernel are sticky, as on a GPU: they poison the context, and every later
// call in it reports the same error until the primary context is released by all its users; a
// sticky fault in an asynchronous call (a launch, an asynchronous copy or fill, an event record)
// lets the call itself succeed, as the work only fails on the device. Each injection is reported
// on stderr.
#include "cuda_faults.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FAULTS 16

struct known_error {
  const char* name;
  int code;
  int sticky;
};

// The errors a test may inject, with the codes of cuda.h.
static const struct known_error k_known[] = {
    {"CUDA_ERROR_INVALID_VALUE", 1, 0},
    {"CUDA_ERROR_OUT_OF_MEMORY", 2, 0},
    {"CUDA_ERROR_ECC_UNCORRECTABLE", 214, 1},
    {"CUDA_ERROR_ILLEGAL_ADDRESS", 700, 1},
    {"CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", 701, 0},
    {"CUDA_ERROR_LAUNCH_TIMEOUT", 702, 1},
    {"CUDA_ERROR_LAUNCH_FAILED", 719, 1},
    {"CUDA_ERROR_NOT_SUPPORTED", 801, 0},
    {"CUDA_ERROR_UNKNOWN", 999, 0},
};

struct fault {
  char entry[64];
  unsigned long n;
  unsigned long calls;
  const struct known_error* error;
};

static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;
static struct fault g_faults[MAX_FAULTS];
static int g_count = 0;

static const struct known_error* find_known(const char* name) {
  for (size_t i = 0; i < sizeof(k_known) / sizeof(k_known[0]); ++i) {
    if (strcmp(k_known[i].name, name) == 0) return &k_known[i];
  }
  return NULL;
}

int standin_faults_arm(const char* spec) {
  struct fault parsed[MAX_FAULTS];
  int count = 0;
  char* copy = strdup(spec ? spec : "");
  if (!copy) return -1;
  int ok = 1;
  for (char* save = NULL, *item = strtok_r(copy, ",", &save); item && ok; item = strtok_r(NULL, ",", &save)) {
    char* first = strchr(item, ':');
    char* second = first ? strchr(first + 1, ':') : NULL;
    char* end = NULL;
    unsigned long n = first ? strtoul(first + 1, &end, 10) : 0;
    const struct known_error* error = second ? find_known(second + 1) : NULL;
    if (!first || !second || end != second || n == 0 || !error || first - item >= 64 || count == MAX_FAULTS) {
      fprintf(stderr,
              "jiree cuda stand-in: fault '%s' is not ENTRY:N:ERROR (N from 1, ERROR one of the CUDA errors "
              "the stand-in can inject, at most %d faults)\n",
              item, MAX_FAULTS);
      ok = 0;
      break;
    }
    memset(&parsed[count], 0, sizeof(parsed[count]));
    memcpy(parsed[count].entry, item, (size_t)(first - item));
    parsed[count].n = n;
    parsed[count].error = error;
    count++;
  }
  free(copy);
  if (!ok) return -1;
  pthread_mutex_lock(&g_mu);
  memcpy(g_faults, parsed, sizeof(parsed[0]) * (size_t)count);
  g_count = count;
  pthread_mutex_unlock(&g_mu);
  return 0;
}

standin_fault standin_fault_at(const char* entry) {
  standin_fault result = {0, 0};
  pthread_mutex_lock(&g_mu);
  for (int i = 0; i < g_count; ++i) {
    struct fault* f = &g_faults[i];
    if (strcmp(f->entry, entry) != 0) continue;
    if (++f->calls == f->n) {
      result.code = f->error->code;
      result.sticky = f->error->sticky;
      fprintf(stderr, "jiree cuda stand-in: injected %s%s into call %lu of %s\n", f->error->name,
              f->error->sticky ? " (sticky)" : "", f->n, entry);
    }
  }
  pthread_mutex_unlock(&g_mu);
  return result;
}
