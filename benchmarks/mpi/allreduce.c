/* The direct calls that jiree's MPI all_reduce is compared with (BENCHMARKS.md, benchmarks/mpi-allreduce):
 * f32 sums on MPI_COMM_WORLD, for each size given in bytes on the command line, first with the
 * blocking MPI_Allreduce, then with MPI_Iallreduce + MPI_Wait (the call jiree makes). Rank 0 prints
 * one line per size and call: "<bytes> <iterations> <microseconds per call> <blocking|nonblocking>". */
#include <mpi_abi.h>
#include <stdio.h>
#include <stdlib.h>

static int iterations_for(long bytes) {
  if (bytes <= 65536) return 2000;
  if (bytes <= 4 << 20) return 100;
  return 10;
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int a = 1; a < argc; ++a) {
    long bytes = atol(argv[a]);
    long count = bytes / 4;
    float* send = malloc(bytes);
    float* recv = malloc(bytes);
    if (!send || !recv) MPI_Abort(MPI_COMM_WORLD, 2);
    for (long i = 0; i < count; ++i) send[i] = (float)(rank + i % 7);
    int n = iterations_for(bytes);
    for (int i = 0; i < n / 10 + 1; ++i)
      MPI_Allreduce(send, recv, (int)count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    double start = MPI_Wtime();
    for (int i = 0; i < n; ++i)
      MPI_Allreduce(send, recv, (int)count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    double took = MPI_Wtime() - start;
    if (rank == 0) printf("%ld %d %.3f blocking\n", bytes, n, took / n * 1e6);
    MPI_Barrier(MPI_COMM_WORLD);
    start = MPI_Wtime();
    for (int i = 0; i < n; ++i) {
      MPI_Request request;
      MPI_Iallreduce(send, recv, (int)count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD, &request);
      MPI_Wait(&request, MPI_STATUS_IGNORE);
    }
    took = MPI_Wtime() - start;
    if (rank == 0) printf("%ld %d %.3f nonblocking\n", bytes, n, took / n * 1e6);
    free(send);
    free(recv);
  }
  MPI_Finalize();
  return 0;
}
