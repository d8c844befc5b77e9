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
// With the cuts comes the optimal basis (which of the edge variables were basic, at 0 or at 1):
// solveClusteringLp starts the seeded LP's primal simplex at that vertex when the scores are alike
// (ClusteringLpOptions::seedBasisFromCosine), so the same LP again takes no pivot.
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

// Where an optimal basis left an edge's variable: basic, or non-basic at 0 or at 1.
enum class ClusteringColumnStatus : signed char { Basic, AtZero, AtOne };

// What an earlier LP leaves for the next: its tight cuts and, when known, its optimal basis
// (one status per edge; every tight cut's row is non-basic), which is a valid starting basis
// for the LP over the same edges with only those cuts: its vertex is the earlier optimum.
struct ClusteringSeed {
  std::vector<ClusteringCut> cuts;
  std::vector<ClusteringColumnStatus> columns;  // empty: no basis remembered
  double cosine = 0;  // between the scores it was remembered with and the new ones
};

class ClusteringCutPool {
 public:
  explicit ClusteringCutPool(int remembered = 3);

  // What is remembered with the scores of the same length whose cosine with `scores` is
  // largest; empty when nothing is remembered.
  ClusteringSeed seedFor(const Eigen::VectorXd& scores) const;
  // Remembers the cuts tight at the optimum for `scores` (and the optimal basis's column
  // statuses), forgetting the oldest beyond `remembered`.
  void remember(const Eigen::VectorXd& scores, std::vector<ClusteringCut> tight,
                std::vector<ClusteringColumnStatus> columns = {});

 private:
  struct Entry {
    Eigen::VectorXd scores;
    ClusteringSeed seed;
  };
  mutable std::mutex mutex_;
  int remembered_;
  std::deque<Entry> entries_;
};

}  // namespace m3
