#include "learning/shared_blocks.h"

#include <algorithm>
#include <numeric>
#include <queue>
#include <utility>

namespace m3 {

SharedBlocks::SharedBlocks(ProcessSums* processes, int blocks)
    : processes_(processes && processes->size() > 1 ? processes : nullptr), owner_(static_cast<size_t>(blocks), 0) {
  if (!processes_) return;
  rank_ = processes_->rank();
  size_ = processes_->size();
  for (int i = 0; i < blocks; ++i) owner_[static_cast<size_t>(i)] = i % size_;
}

void SharedBlocks::sum(std::vector<double>& values) const {
  if (processes_) processes_->sum(values);
}

void SharedBlocks::rebalance(const std::vector<double>& seconds) {
  if (!processes_ || seconds.size() != owner_.size()) return;
  std::vector<int> order(owner_.size());
  std::iota(order.begin(), order.end(), 0);
  // Ties broken by index: every process must reach the same assignment.
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return seconds[static_cast<size_t>(a)] > seconds[static_cast<size_t>(b)]; });
  using Load = std::pair<double, int>;  // (seconds so far, process)
  std::priority_queue<Load, std::vector<Load>, std::greater<>> least;
  for (int p = 0; p < size_; ++p) least.push({0.0, p});
  for (int i : order) {
    auto [load, p] = least.top();
    least.pop();
    owner_[static_cast<size_t>(i)] = p;
    least.push({load + seconds[static_cast<size_t>(i)], p});
  }
}

}  // namespace m3
