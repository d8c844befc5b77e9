#include "inference/clustering_cut_pool.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace m3 {

ClusteringCutPool::ClusteringCutPool(int remembered) : remembered_(remembered) {
  if (remembered < 1) throw std::invalid_argument("ClusteringCutPool: remember at least one LP");
}

ClusteringSeed ClusteringCutPool::seedFor(const Eigen::VectorXd& scores) const {
  const std::lock_guard lock(mutex_);
  const Entry* best = nullptr;
  double bestCosine = -std::numeric_limits<double>::infinity();
  const double norm = scores.norm();
  for (const Entry& e : entries_) {
    if (e.scores.size() != scores.size()) continue;
    const double denominator = e.scores.norm() * norm;
    const double cosine = denominator > 0 ? e.scores.dot(scores) / denominator : 0.0;
    if (cosine > bestCosine) bestCosine = cosine, best = &e;
  }
  if (!best) return {};
  ClusteringSeed seed = best->seed;
  seed.cosine = bestCosine;
  return seed;
}

void ClusteringCutPool::remember(const Eigen::VectorXd& scores, std::vector<ClusteringCut> tight,
                                 std::vector<ClusteringColumnStatus> columns) {
  const std::lock_guard lock(mutex_);
  for (ClusteringCut& c : tight) c.violation = 0;
  entries_.push_back({scores, {std::move(tight), std::move(columns)}});
  while (static_cast<int>(entries_.size()) > remembered_) entries_.pop_front();
}

}  // namespace m3
