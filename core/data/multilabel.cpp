#include "data/multilabel.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace m3 {

MultiLabelData selectRows(const MultiLabelData& data, const std::vector<int>& rows) {
  MultiLabelData out;
  out.featureNames = data.featureNames;
  out.labelNames = data.labelNames;
  out.features.resize(static_cast<Eigen::Index>(rows.size()), data.features.cols());
  out.labels.resize(static_cast<Eigen::Index>(rows.size()), data.labels.cols());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    out.features.row(static_cast<Eigen::Index>(r)) = data.features.row(rows[r]);
    out.labels.row(static_cast<Eigen::Index>(r)) = data.labels.row(rows[r]);
  }
  return out;
}

std::pair<std::vector<int>, std::vector<int>> splitRows(int n, double fraction, unsigned seed) {
  std::vector<int> all(static_cast<std::size_t>(std::max(n, 0)));
  std::iota(all.begin(), all.end(), 0);
  std::mt19937 rng(seed);
  std::shuffle(all.begin(), all.end(), rng);
  const auto held =
      static_cast<std::size_t>(std::clamp(std::lround(fraction * n), 0L, static_cast<long>(n)));
  std::vector<int> second(all.begin(), all.begin() + static_cast<long>(held));
  std::vector<int> first(all.begin() + static_cast<long>(held), all.end());
  std::sort(first.begin(), first.end());
  std::sort(second.begin(), second.end());
  return {first, second};
}

}  // namespace m3
