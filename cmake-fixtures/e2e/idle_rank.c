/*
 * One SPMD rank that joins the default communicator and then never takes part in a collective:
 * the E2E suite starts it beside jiree ranks and SIGKILLs it while they wait for it inside a
 * collective, to check that the survivors fail with a clear error instead of hanging.
 *
 * Reads IREE_SPMD_NPROCS, IREE_SPMD_PROCID and NCCL_COMM_ID like a jiree rank, first checks in with
 * rank 0 at NCCL_COMM_ID as jiree ranks do (the rank-count check of hal-cuda-nccl's Rendezvous:
 * big-endian magic "JRDV", version 2, rank, count, pid as 8 bytes, host as a 2-byte length and
 * bytes; rank 0 first answers the magic, -1 and how many ms it still waits (8 bytes), then a status
 * (0: go on) and a message, on success rank 0's side-line port, which it connects to and then
 * never answers on), prints "joined" once the communicator is
 * up (every rank arrived), then sleeps until it is killed.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
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

static void put_u32(unsigned char* p, uint32_t v) {
  p[0] = (unsigned char)(v >> 24);
  p[1] = (unsigned char)(v >> 16);
  p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
}

static uint32_t get_u32(const unsigned char* p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int read_full(int fd, unsigned char* buf, size_t len) {
  size_t got = 0;
  while (got < len) {
    ssize_t n = read(fd, buf + got, len - got);
    if (n <= 0) return -1;
    got += (size_t)n;
  }
  return 0;
}

/* Checks in with rank 0 (IPv4 NCCL_COMM_ID only); exits on a refusal. */
static void rendezvous(int rank, int nprocs) {
  const char* id = getenv("NCCL_COMM_ID");
  char host[64];
  const char* colon = id ? strrchr(id, ':') : NULL;
  if (!colon || (size_t)(colon - id) >= sizeof(host)) {
    fprintf(stderr, "idle_rank: NCCL_COMM_ID must be ipv4:port\n");
    exit(2);
  }
  memcpy(host, id, (size_t)(colon - id));
  host[colon - id] = '\0';
  struct sockaddr_in addr;
  memset(&addr, 0, sizeof(addr));
  addr.sin_family = AF_INET;
  addr.sin_port = htons((uint16_t)atoi(colon + 1));
  if (inet_pton(AF_INET, host, &addr.sin_addr) != 1) {
    fprintf(stderr, "idle_rank: NCCL_COMM_ID must be ipv4:port\n");
    exit(2);
  }
  int fd = -1;
  for (int attempt = 0; attempt < 600; ++attempt) { /* rank 0 may not listen yet: 30 s of retries */
    fd = socket(AF_INET, SOCK_STREAM, 0);
    if (connect(fd, (struct sockaddr*)&addr, sizeof(addr)) == 0) break;
    close(fd);
    fd = -1;
    struct timespec pause_for = {0, 50 * 1000 * 1000};
    nanosleep(&pause_for, NULL);
  }
  if (fd < 0) {
    fprintf(stderr, "idle_rank: rank 0 never listened at %s\n", id);
    exit(1);
  }
  const char* me = "idle_rank";
  unsigned char hello[4 * 4 + 8 + 2 + 16];
  uint64_t pid = (uint64_t)getpid();
  put_u32(hello, 0x4a524456u);
  put_u32(hello + 4, 2);
  put_u32(hello + 8, (uint32_t)rank);
  put_u32(hello + 12, (uint32_t)nprocs);
  put_u32(hello + 16, (uint32_t)(pid >> 32));
  put_u32(hello + 20, (uint32_t)pid);
  size_t n = strlen(me);
  hello[24] = 0;
  hello[25] = (unsigned char)n;
  memcpy(hello + 26, me, n);
  unsigned char waiting[16], reply[6];
  if (write(fd, hello, 26 + n) != (ssize_t)(26 + n) || read_full(fd, waiting, sizeof(waiting)) != 0 ||
      get_u32(waiting) != 0x4a524456u || get_u32(waiting + 4) != 0xffffffffu) {
    fprintf(stderr, "idle_rank: rank 0 did not answer the check-in\n");
    exit(1);
  }
  /* Blocks until rank 0's verdict, however long rank 0 said it still waits. */
  if (read_full(fd, reply, sizeof(reply)) != 0) {
    fprintf(stderr, "idle_rank: rank 0 gave no verdict\n");
    exit(1);
  }
  uint32_t status = get_u32(reply);
  char message[256] = {0};
  size_t length = (size_t)reply[4] << 8 | reply[5];
  if (length >= sizeof(message) || read_full(fd, (unsigned char*)message, length) != 0) {
    fprintf(stderr, "idle_rank: rank 0's answer is cut short\n");
    exit(1);
  }
  close(fd); /* first, so rank 0's side of the address is free for NCCL */
  if (status != 0) {
    fprintf(stderr, "idle_rank: rank 0 refused the check-in (status %u): %s\n", status, message);
    exit(1);
  }
  /* Rank 0's answer is its side-line port: connect and say who this is, then never answer there, as
   * a rank stuck elsewhere would not. The socket stays open for the life of the process. */
  addr.sin_port = htons((uint16_t)atoi(message));
  int control = socket(AF_INET, SOCK_STREAM, 0);
  unsigned char intro[8];
  put_u32(intro, 0x4a435431u);
  put_u32(intro + 4, (uint32_t)rank);
  if (connect(control, (struct sockaddr*)&addr, sizeof(addr)) != 0 || write(control, intro, 8) != 8) {
    fprintf(stderr, "idle_rank: cannot reach rank 0's side line at port %s\n", message);
    exit(1);
  }
}

int main(void) {
  int nprocs = read_int("IREE_SPMD_NPROCS");
  int rank = read_int("IREE_SPMD_PROCID");
  if (nprocs > 1) rendezvous(rank, nprocs);
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
