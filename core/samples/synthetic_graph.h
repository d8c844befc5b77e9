#pragma once
// Generated AMN problems with known labels, for benchmarks and tests: a 3D grid (each node
// joined to its 6 axis neighbours, as in a voxelised scan) cut into random regions, each
// region one label, so neighbours mostly agree -- the situation AMNs are built for.
//   - labels: Voronoi cells of `numRegions` random sites, each cell a random label;
//   - node features: the label's random prototype (unit-scale Gaussian entries) plus
//     isotropic Gaussian noise of std `noise`, and a constant 1 as the last feature (bias),
//     so a per-node classifier errs often and the edges have something to fix;
//   - edge features (>= 0): a constant 1 and exp(-|x_a - x_b|^2 / (2 F noise^2)), a
//     contrast term that is small across region borders.
// Graphs made with the same prototypeSeed share the label prototypes (train on one, test
// on another made with a different seed). Deterministic for given seeds. Cost: O(n (F + numRegions)).
#include <cstdint>

#include "data/pairwise_graph.h"

namespace m3 {

struct SyntheticGraphOptions {
  int nx = 20, ny = 20, nz = 20;
  int numLabels = 4;
  int numNodeFeatures = 30;  // including the bias
  int numRegions = 30;
  double noise = 2.0;
  std::uint32_t seed = 1;           // regions and noise
  std::uint32_t prototypeSeed = 1;  // what each label looks like
};

// Throws std::invalid_argument for non-positive sizes, fewer than 2 labels or features,
// or more than 2^31 nodes or edges.
PairwiseGraph syntheticGridGraph(const SyntheticGraphOptions& options);

}  // namespace m3
