#pragma once
// k-means (Lloyd's iterations) with k-means++ seeding: the unsupervised baseline that learned
// correlation clustering is compared with (thesis Fig. 11.1b, 11.2).
// Requires: points n x d with n >= 1, d >= 1, all finite; 1 <= k <= n; restarts >= 1.
//   Throws std::invalid_argument otherwise.
// Ensures: deterministic for a given seed; every cluster non-empty (an emptied cluster is
//   re-seeded with the point farthest from its centre); the best of `restarts` runs by
//   inertia (sum of squared distances to the assigned centre) is returned; assignment ids in
//   [0, k). Stops when no assignment changes or after maxIterations.
// Cost: O(restarts * iterations * n k d).
#include <Eigen/Dense>
#include <cstdint>

#include "data/clustering_example.h"

namespace m3 {

struct KMeansOptions {
  int maxIterations = 100;
  int restarts = 1;
  std::uint32_t seed = 1;
};

struct KMeansResult {
  Partition assignment;
  Eigen::MatrixXd centers;  // k x d
  double inertia = 0;
  int iterations = 0;  // of the returned run
};

KMeansResult kmeans(const RowMatrix& points, int k, const KMeansOptions& options = {});

}  // namespace m3
