#include "samples/clustering_sample.h"

#include <random>
#include <stdexcept>

namespace m3 {

ClusteringSample gaussianMixtureWithNoise(int numPoints, int noiseDims, std::uint32_t seed, double separation,
                                          double sigma) {
  if (numPoints < 1 || noiseDims < 0 || !(sigma > 0))
    throw std::invalid_argument("clustering sample: need numPoints >= 1, noiseDims >= 0 and sigma > 0");
  std::mt19937 rng(seed);
  std::bernoulli_distribution coin(0.5);
  std::normal_distribution<double> noise(0.0, sigma);
  ClusteringSample s;
  s.points.resize(numPoints, 1 + noiseDims);
  s.gold.resize(static_cast<size_t>(numPoints));
  for (int i = 0; i < numPoints; ++i)
    for (int d = 0; d <= noiseDims; ++d) {
      const int component = coin(rng);
      if (d == 0) s.gold[i] = component;
      s.points(i, d) = component * separation + noise(rng);
    }
  return s;
}

}  // namespace m3
