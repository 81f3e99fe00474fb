/*
 * Fault injection for the NCCL stand-in, so that jiree's failure paths run for real in tests.
 *
 * JIREE_NCCL_STANDIN_FAULTS (read once, at the first group) is a comma-separated list of:
 *   groupEnd:N:ERROR  the Nth ncclGroupEnd of this process that issues work returns ERROR at once
 *                     (nothing is issued), as NCCL does for a group it cannot launch;
 *   async:N:ERROR     the Nth group this process issues fails on its stream with ERROR, reported as
 *                     the communicators' asynchronous error (ncclCommGetAsyncError), as a failing
 *                     NCCL kernel is; the peers see this rank leave once jiree aborts it;
 *   stall:N           the Nth group's stream work never moves data: this rank stays inside the
 *                     collective until it is killed or the communicator is aborted.
 * N counts from 1; ERROR is an NCCL result name (ncclUnhandledCudaError, ncclSystemError,
 * ncclInternalError, ncclInvalidArgument, ncclInvalidUsage, ncclRemoteError). Each injection is
 * reported on stderr (a stall when the stream reaches it, so a test knows the rank is inside).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "standin_internal.h"

#define MAX_FAULTS 8

enum { FAULT_GROUP_END, FAULT_ASYNC, FAULT_STALL };

struct fault {
  int kind;
  unsigned long n;
  ncclResult_t error;
};

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;
static struct fault g_faults[MAX_FAULTS];
static int g_count;
static unsigned long g_group_ends; /* ncclGroupEnd calls that issue work */
static unsigned long g_groups;     /* groups issued */

static const struct {
  const char* name;
  ncclResult_t code;
} k_results[] = {
    {"ncclUnhandledCudaError", ncclUnhandledCudaError}, {"ncclSystemError", ncclSystemError},
    {"ncclInternalError", ncclInternalError},           {"ncclInvalidArgument", ncclInvalidArgument},
    {"ncclInvalidUsage", ncclInvalidUsage},             {"ncclRemoteError", ncclRemoteError},
};

static int parse_result(const char* name, ncclResult_t* out) {
  for (size_t i = 0; i < sizeof(k_results) / sizeof(k_results[0]); ++i) {
    if (strcmp(k_results[i].name, name) == 0) {
      *out = k_results[i].code;
      return 1;
    }
  }
  return 0;
}

static void load(void) {
  const char* spec = getenv("JIREE_NCCL_STANDIN_FAULTS");
  if (!spec || !*spec) return;
  char* copy = strdup(spec);
  if (!copy) return;
  for (char* save = NULL, *item = strtok_r(copy, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
    struct fault f = {0, 0, ncclSuccess};
    char kind[16] = {0};
    char error[64] = {0};
    int fields = sscanf(item, "%15[^:]:%lu:%63s", kind, &f.n, error);
    int ok = f.n > 0 && g_count < MAX_FAULTS;
    if (ok && strcmp(kind, "stall") == 0 && fields == 2) {
      f.kind = FAULT_STALL;
    } else if (ok && fields == 3 && strcmp(kind, "groupEnd") == 0 && parse_result(error, &f.error)) {
      f.kind = FAULT_GROUP_END;
    } else if (ok && fields == 3 && strcmp(kind, "async") == 0 && parse_result(error, &f.error)) {
      f.kind = FAULT_ASYNC;
    } else {
      fprintf(stderr,
              "jiree nccl stand-in: JIREE_NCCL_STANDIN_FAULTS item '%s' is not groupEnd:N:ERROR, async:N:ERROR "
              "or stall:N (ignored)\n",
              item);
      continue;
    }
    g_faults[g_count++] = f;
  }
  free(copy);
}

static const struct fault* find(int kind, unsigned long n) {
  for (int i = 0; i < g_count; ++i) {
    if (g_faults[i].kind == kind && g_faults[i].n == n) return &g_faults[i];
  }
  return NULL;
}

ncclResult_t standin_fault_group_end(void) {
  pthread_once(&g_once, load);
  pthread_mutex_lock(&g_mu);
  unsigned long n = ++g_group_ends;
  const struct fault* f = find(FAULT_GROUP_END, n);
  pthread_mutex_unlock(&g_mu);
  if (!f) return ncclSuccess;
  fprintf(stderr, "jiree nccl stand-in: injected %s into ncclGroupEnd %lu\n", ncclGetErrorString(f->error), n);
  return f->error;
}

standin_group_fault standin_fault_next_group(void) {
  pthread_once(&g_once, load);
  standin_group_fault out = {0, ncclSuccess, 0};
  pthread_mutex_lock(&g_mu);
  out.group = ++g_groups;
  const struct fault* async = find(FAULT_ASYNC, out.group);
  if (async) out.async_error = async->error;
  out.stall = find(FAULT_STALL, out.group) != NULL;
  pthread_mutex_unlock(&g_mu);
  return out;
}
