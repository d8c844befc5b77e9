#pragma once
// Cuts remembered from earlier LPs of one graph, to start the next LP with.
//
// A learner solves each example's clustering LP (inference/clustering.h) again and again while
// its weights move a little; the cycle inequalities tight at one optimum are mostly the ones the
// next optimum needs. Seeding the first LP with them replaces several cutting-plane rounds, and
// the dual simplex work that each round's new cuts cause. The seeded cuts are valid inequalities
// for every partition, and the cutting-plane loop still runs until no cut is violated, so a
// converged LP's optimal value (what a learner's duality gap is computed from) does not change;
// where the LP has several optimal points, the one returned may. The seed counts as one of
// maxRounds' rounds.
//
// Which earlier LP: Frank-Wolfe steps on one block zig-zag, so the LP just before is often the
// least alike (the 30 LPs of `bench clustering --train-split 1`'s 100-point problem took 43-45 s
// cold, 41.5 s seeded from the last LP, 20.8 s from the last but one). The pool keeps the last
// few LPs' tight cuts and seeds from the one whose scores point most nearly the same way
// (largest cosine), which picks the right one without knowing the learner (docs/learning.md).
//
// Thread-safe; one pool per graph: cuts name edges by index, and only entries with as many
// scores as the new LP are used, but a pool shared with another graph of as many edges would
// seed cuts that are not valid there.
#include <deque>
#include <mutex>
#include <vector>

#include <Eigen/Dense>

namespace m3 {

// sum_{e in plus} mu_e - mu_minus <= rhs: a cycle inequality; on a triangle, plus holds the two
// edges whose ends would be joined and minus the third.
struct ClusteringCut {
  std::vector<int> plus;
  int minus = -1;
  double rhs = 0;
  double violation = 0;  // at the point it was separated from (not stored in pools)
};

class ClusteringCutPool {
 public:
  explicit ClusteringCutPool(int remembered = 3);

  // The cuts remembered with the scores of the same length whose cosine with `scores` is
  // largest; empty when none is remembered.
  std::vector<ClusteringCut> seedFor(const Eigen::VectorXd& scores) const;
  // Remembers the cuts tight at the optimum for `scores`, forgetting the oldest beyond
  // `remembered`.
  void remember(const Eigen::VectorXd& scores, std::vector<ClusteringCut> tight);

 private:
  struct Entry {
    Eigen::VectorXd scores;
    std::vector<ClusteringCut> cuts;
  };
  mutable std::mutex mutex_;
  int remembered_;
  std::deque<Entry> entries_;
};

}  // namespace m3
