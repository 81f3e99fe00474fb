/*
 * One SPMD rank that joins the default communicator and then never takes part in a collective:
 * the E2E suite starts it beside jiree ranks and SIGKILLs it while they wait for it inside a
 * collective, to check that the survivors fail with a clear error instead of hanging.
 *
 * Reads IREE_SPMD_NPROCS, IREE_SPMD_PROCID and NCCL_COMM_ID like a jiree rank, prints "joined"
 * once the communicator is up (every rank arrived), then sleeps until it is killed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "nccl_standin.h"

static int read_int(const char* name) {
  const char* text = getenv(name);
  char* end = NULL;
  long value = text ? strtol(text, &end, 10) : -1;
  if (!text || *text == '\0' || *end != '\0' || value < 0) {
    fprintf(stderr, "idle_rank: %s must be set to a non-negative integer\n", name);
    exit(2);
  }
  return (int)value;
}

int main(void) {
  int nprocs = read_int("IREE_SPMD_NPROCS");
  int rank = read_int("IREE_SPMD_PROCID");
  ncclUniqueId id;
  ncclResult_t rc = ncclGetUniqueId(&id);
  if (rc != ncclSuccess) {
    fprintf(stderr, "idle_rank: ncclGetUniqueId: %s\n", ncclGetErrorString(rc));
    return 1;
  }
  ncclComm_t comm = NULL;
  rc = ncclCommInitRank(&comm, nprocs, id, rank);
  if (rc != ncclSuccess) {
    fprintf(stderr, "idle_rank: ncclCommInitRank (rank %d of %d): %s\n", rank, nprocs, ncclGetErrorString(rc));
    return 1;
  }
  printf("joined\n");
  fflush(stdout);
  for (;;) {
    pause();
  }
}
