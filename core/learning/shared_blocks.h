#pragma once
// Training spread over processes (issue 19; docs/scale-out.md). Every process holds the whole
// training set and runs the same learner in step; each computes the loss-augmented inference of
// the blocks it owns, and the sums the learner needs (the round's cutting plane, the primal's
// hinges) are added up across processes. core never includes MPI: the CLI implements
// ProcessSums on MPI ranks (app/cli/cli_process_group.h), tests on threads.
#include <cstddef>
#include <vector>

namespace m3 {

class ProcessSums {
 public:
  virtual ~ProcessSums() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Every process calls this together with a vector of the same length; on return each holds
  // the element-wise sum over the processes, equal to the last bit on every process, so that
  // all of them take the same decisions from it.
  virtual void sum(std::vector<double>& values) = 0;
};

// Which process computes which block. Blocks start dealt out in turn; rebalance() then gives
// them out again from the time each took, longest first to the least loaded process (chunks of
// a point cloud differ in size a hundredfold, so dealing them out in turn leaves one process
// waiting for the other).
class SharedBlocks {
 public:
  // processes null (or of size 1): this process owns every block.
  SharedBlocks(ProcessSums* processes, int blocks);

  bool mine(int block) const { return owner_[static_cast<std::size_t>(block)] == rank_; }
  int size() const { return size_; }
  // The sum over processes (nothing to do alone).
  void sum(std::vector<double>& values) const;
  // seconds[i]: the time block i took, on every process (already summed across processes).
  void rebalance(const std::vector<double>& seconds);

 private:
  ProcessSums* processes_;
  int rank_ = 0, size_ = 1;
  std::vector<int> owner_;
};

}  // namespace m3
