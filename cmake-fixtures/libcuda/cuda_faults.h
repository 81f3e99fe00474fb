// Fault injection for the libcuda stand-in (tests only): which call of which entry point fails,
// and with what. See cuda_faults.c for the specification format.
#ifndef JIREE_CUDA_FAULTS_H_
#define JIREE_CUDA_FAULTS_H_

typedef struct {
  int code;    // the CUresult to report; 0 when nothing fires
  int sticky;  // the error poisons the context, as a faulting kernel does on a GPU
} standin_fault;

// Replaces the armed faults with |spec| and restarts the call counts; 0 on success, -1 when the
// specification is malformed (the reason is printed on stderr and nothing is armed).
int standin_faults_arm(const char* spec);

// Counts a call of |entry| and says whether it is the one to fail (reported on stderr).
standin_fault standin_fault_at(const char* entry);

#endif  // JIREE_CUDA_FAULTS_H_
