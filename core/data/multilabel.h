#pragma once
// Multi-label data: N examples, each a dense feature row x in R^D and a label set given as
// K binary indicators (1 = the label applies). Shared by the ARFF reader, the multi-label
// learners (LMSBN, LMBM, independent SVMs, chain and fully connected SSVMs) and the metrics.
// Contract: features is N x D, labels is N x K with entries in {0, 1}, featureNames.size() == D,
//   labelNames.size() == K. All values are finite (readers reject NaN and infinities).
#include <Eigen/Dense>
#include <string>
#include <vector>

namespace m3 {

using LabelMatrix = Eigen::Matrix<int, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using FeatureMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

struct MultiLabelData {
  FeatureMatrix features;  // N x D
  LabelMatrix labels;      // N x K, entries 0/1
  std::vector<std::string> featureNames;
  std::vector<std::string> labelNames;

  int size() const { return static_cast<int>(features.rows()); }
  int numFeatures() const { return static_cast<int>(features.cols()); }
  int numLabels() const { return static_cast<int>(labels.cols()); }
};

// The rows `rows` (in that order) of `data`. Requires every index in [0, N).
MultiLabelData selectRows(const MultiLabelData& data, const std::vector<int>& rows);

// A deterministic split of [0, N) into (first, second) with round(fraction * N) rows in
// `second` (a shuffled subset, seed fixed), the rest in `first`, both in increasing order.
std::pair<std::vector<int>, std::vector<int>> splitRows(int n, double fraction, unsigned seed);

}  // namespace m3
