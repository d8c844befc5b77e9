#pragma once
// Seeded random chain problems for the core tests (Eigen-style: repeated over seeds).
#include <memory>
#include <random>
#include <vector>

#include "data/chain_example.h"
#include "data/chain_weights.h"

namespace m3::test {

// Chains whose labels come from a hidden random chain model plus noise, so that the
// problems are learnable but not separable.
inline std::shared_ptr<std::vector<ChainExample>> randomChains(int count, int minLength,
                                                               int maxLength, int F, int K,
                                                               unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> gauss;
  std::uniform_int_distribution<int> length(minLength, maxLength), label(0, K - 1);
  std::uniform_real_distribution<double> coin;
  Eigen::MatrixXd prototypes = Eigen::MatrixXd::NullaryExpr(K, F, [&] { return gauss(rng); });
  auto out = std::make_shared<std::vector<ChainExample>>();
  for (int c = 0; c < count; ++c) {
    ChainExample ex;
    const int L = length(rng);
    ex.features.resize(L, F);
    int prev = label(rng);
    for (int j = 0; j < L; ++j) {
      // Sticky labels make transitions informative.
      const int y = coin(rng) < 0.6 ? prev : label(rng);
      ex.labels.push_back(y);
      for (int f = 0; f < F; ++f) ex.features(j, f) = prototypes(y, f) + 1.2 * gauss(rng);
      prev = y;
    }
    out->push_back(std::move(ex));
  }
  return out;
}

inline Eigen::MatrixXd randomMatrix(int rows, int cols, std::mt19937& rng) {
  std::normal_distribution<double> gauss;
  return Eigen::MatrixXd::NullaryExpr(rows, cols, [&] { return gauss(rng); });
}

}  // namespace m3::test
