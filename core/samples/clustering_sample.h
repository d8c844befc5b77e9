#pragma once
// The synthetic set of thesis 11.4a ("irrelevant features"): points from a mixture of two
// Gaussians in dimension 0 (the relevant one; the gold partition is the component), plus
// `noiseDims` irrelevant dimensions, each drawn from its own two-component mixture with the
// same means and spread but an independent random component per point, so every noise
// dimension looks as clustered as the relevant one. Means 0 and `separation`, standard
// deviation `sigma`, components equally likely.
// Requires: numPoints >= 1, noiseDims >= 0, sigma > 0 (std::invalid_argument otherwise).
// Ensures: deterministic for a seed; points numPoints x (1 + noiseDims), gold ids in {0, 1}.
#include <cstdint>

#include "data/clustering_example.h"

namespace m3 {

struct ClusteringSample {
  RowMatrix points;
  Partition gold;
};

ClusteringSample gaussianMixtureWithNoise(int numPoints, int noiseDims, std::uint32_t seed, double separation = 2.0,
                                          double sigma = 0.5);

}  // namespace m3
