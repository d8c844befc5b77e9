#pragma once
// The per-block working sets of multi-plane BCFW (Shah, Kolmogorov, Lampert, CVPR 2015).
// Each block keeps the most recent distinct corners its oracle returned, as dual corners
// (w_s, b_s) = C * (phi_i(y_i) - phi_i(y), loss_i(y)). Between exact passes the learner
// steps toward the cached corner with the largest block gap at the current weights, which
// costs O(planes d) instead of an inference. Every cached corner belongs to a real output,
// so such steps keep the dual feasible; gaps are still measured with fresh oracle calls.
// The planes live in the blocks (BcfwBlock), so a warm start keeps them.
// Memory: blocks * capacity * dimension doubles; planesWithin() caps it.
#include <Eigen/Dense>
#include <Eigen/SparseCore>
#include <vector>

#include "data/labeling.h"

namespace m3 {

using SparseWeights = Eigen::SparseVector<double>;

struct CachedPlane {
  Eigen::VectorXd w;     // the corner, or empty when it is kept sparse (below)
  SparseWeights sparseW;  // the corner of a problem with sparse features (BcfwProblem::sparseCorners)
  double b = 0;
  long long lastUsed = 0;  // the step at which it was added or last chosen
  Labeling output;         // the output it is the corner of, when the learner tracks supports
  // The share of the block's dual point on this corner (the block is sum weight * corner plus
  // the rest, 1 - sum weight, on a point of the block's polytope that the cache does not name:
  // the gold corner, evicted corners, a warm start's mixture). Every BCFW step keeps it up to
  // date; pairwise steps (BcfwOptions::steps) read it.
  double weight = 0;
};

// Adds a corner to a block's set; a corner already there is only marked used. When the set
// holds `capacity` planes the least recently used one gives way (it has stopped being chosen;
// its weight joins the block's unnamed rest). Returns the corner's index, -1 when capacity is 0.
int addPlane(std::vector<CachedPlane>& planes, int capacity, const Eigen::VectorXd& w, double b, long long now,
             const Labeling& output = {});
int addPlane(std::vector<CachedPlane>& planes, int capacity, const SparseWeights& w, double b, long long now,
             const Labeling& output = {});

// b_s - w_s . w: the corner's value at weights w (the block's gap toward it is this minus the
// block's own value).
double cornerValue(const CachedPlane& plane, const Eigen::VectorXd& w);

// The index of the cached corner with the largest value (the largest block gap), the first of
// equals, marked used; -1 when the set is empty.
int bestPlane(std::vector<CachedPlane>& planes, const Eigen::VectorXd& w, long long now);

// How many planes per block fit in `megabytes` (at most `wanted`; 0 when not even one fits).
int planesWithin(double megabytes, int blocks, int dimension, int wanted);

}  // namespace m3
