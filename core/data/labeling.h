#pragma once
// A labeling assigns one label index to every node of an example.
// Contract: entries are in [0, K) or kUnlabelled; unlabelled nodes carry no loss and no
// joint feature. The same type serves every domain (chains, graphs, matchings).
#include <cstddef>
#include <vector>

namespace m3 {

inline constexpr int kUnlabelled = -1;
using Labeling = std::vector<int>;

// Number of nodes where `truth` is labelled and `y` differs: the Hamming loss.
inline double hammingLoss(const Labeling& truth, const Labeling& y) {
  double loss = 0;
  for (std::size_t j = 0; j < truth.size(); ++j)
    if (truth[j] != kUnlabelled && truth[j] != y[j]) loss += 1;
  return loss;
}

inline int countLabelled(const Labeling& y) {
  int n = 0;
  for (int v : y) n += v != kUnlabelled;
  return n;
}

}  // namespace m3
