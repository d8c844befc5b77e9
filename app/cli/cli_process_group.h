#pragma once
// The processes of one CLI run: the MPI ranks when the program was started by an MPI launcher
// (mpirun, mpiexec or Slurm's srun; issue 19), else this process alone. MPI is initialised
// only then, so a plain run never starts MPI's runtime, and a build without MPI (configured
// with M3_WITH_MPI off, or no MPI found) runs every command as one process.
// Work is shared dynamically: rank 0 hands out one item at a time to whichever process asks
// (its own worker thread included), so fast and slow processes finish together. Only the main
// thread of each process calls MPI (MPI_THREAD_FUNNELED).
#include <functional>
#include <string>
#include <vector>

#include "learning/shared_blocks.h"

namespace m3::cli {

class ProcessGroup : public ProcessSums {
 public:
  ProcessGroup();
  ~ProcessGroup() override;
  ProcessGroup(const ProcessGroup&) = delete;
  ProcessGroup& operator=(const ProcessGroup&) = delete;

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  // Runs work(item) once for every item of `items` (read on rank 0 only), on whichever process
  // asks first. work's result (or, when it throws, "!" and the error message) reaches
  // onDone(item, rank, result) on rank 0's main thread, in the order items finish. Every process
  // calls this together; it returns when every item is done.
  void share(const std::vector<int>& items, const std::function<std::string(int item)>& work,
             const std::function<void(int item, int rank, const std::string& result)>& onDone);
  // Rank 0's `text` on every process.
  void broadcast(std::string& text);
  // The element-wise sum over every process, added up on rank 0 and sent to all, so that every
  // rank holds the same bits (training spread over ranks: learning/shared_blocks.h).
  void sum(std::vector<double>& values) override;
  // Prints "m3studio-cli: error: <message>" (rank 0, or the first rank to fail) and ends every
  // process with `status`.
  [[noreturn]] void abort(const std::string& message, int status);

 private:
  int rank_ = 0, size_ = 1;
  bool mpi_ = false;
};

// Whether an MPI launcher started this process (its environment names the ranks).
bool launchedByMpi();

// command(group) on a group of this process alone or of MPI ranks. Among ranks, an error ends
// every rank (ProcessGroup::abort) rather than leave the others waiting for this one.
int runOnProcessGroup(const std::function<int(ProcessGroup&)>& command);

}  // namespace m3::cli
