#pragma once
// The processes of one CLI run: the MPI ranks when the program was started by an MPI launcher
// (mpirun, mpiexec or Slurm's srun; issue 19), else this process alone. MPI is initialised
// only then, so a plain run never starts MPI's runtime, and a build without MPI (configured
// with M3_WITH_MPI off, or no MPI found) runs every command as one process.
// Work is shared dynamically: rank 0 hands out one item at a time to whichever process asks
// (its own worker thread included), so fast and slow processes finish together. Only the main
// thread of each process calls MPI (MPI_THREAD_FUNNELED).
// A rank that dies while the work is shared (a failed node, a killed process) does not end the
// run when the launcher lets the others go on (Open MPI: `mpirun --enable-recovery`; Slurm:
// `srun --no-kill`): a working rank sends a word every second from its main thread, and one
// silent for longer than the silence limit is taken as lost, its item handed to another rank.
#include <deque>
#include <functional>
#include <stdexcept>
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
  // A rank taken as lost is named to onLost(rank, item in flight or -1); its item is done again
  // elsewhere, so work must give the same result on any rank (each result reaches onDone once).
  void share(const std::vector<int>& items, const std::function<std::string(int item)>& work,
             const std::function<void(int item, int rank, const std::string& result)>& onDone,
             const std::function<void(int rank, int item)>& onLost = {});
  // Seconds without a word after which a working rank is taken as lost (default 60).
  void setSilenceLimit(double seconds) { silenceLimit_ = seconds; }
  // The ranks taken as lost so far (rank 0's view; empty elsewhere).
  std::vector<int> lostRanks() const;
  // Rank 0's `text` on every process not taken as lost.
  void broadcast(std::string& text);
  // The element-wise sum over every process, added up on rank 0 and sent to all, so that every
  // rank holds the same bits (training spread over ranks: learning/shared_blocks.h).
  void sum(std::vector<double>& values) override;
  // Ends MPI at the end of a run that ends with `status`: MPI_Finalize, or, when a rank was
  // lost, this process's end without it (its wait would include the dead rank).
  void finish(int status);
  // Prints "m3studio-cli: error: <message>" (rank 0, or the first rank to fail) and ends every
  // process with `status`.
  [[noreturn]] void abort(const std::string& message, int status);

 private:
  void serveShare(const std::vector<int>& items, const std::function<std::string(int)>& work,
                  const std::function<void(int, int, const std::string&)>& onDone,
                  const std::function<void(int, int)>& onLost);
  void workForRankZero(const std::function<std::string(int)>& work);

  int rank_ = 0, size_ = 1;
  bool mpi_ = false;
  double silenceLimit_ = 60;
  bool lossSeen_ = false;  // a rank was lost in this run (rank 0), or rank 0 said so
  std::vector<char> lost_, leaveSent_;       // per rank, on rank 0
  std::deque<std::string> sentBroadcasts_;  // kept while a slow rank may still take them
};

// Thrown on a rank that rank 0 took as lost (it was silent too long) and that turns out to be
// alive: it leaves the run, whose work the other ranks finish.
struct LeftTheRun : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Whether an MPI launcher started this process (its environment names the ranks).
bool launchedByMpi();

// command(group) on a group of this process alone or of MPI ranks. Among ranks, an error ends
// every rank (ProcessGroup::abort) rather than leave the others waiting for this one.
int runOnProcessGroup(const std::function<int(ProcessGroup&)>& command);

}  // namespace m3::cli
