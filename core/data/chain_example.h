#pragma once
// A chain-structured example: one feature row per position and a (partial) labeling.
// Requires: features.rows() == labels.size().
#include <Eigen/Dense>

#include "data/labeling.h"

namespace m3 {

using RowMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

struct ChainExample {
  RowMatrix features;  // L x F, row j describes position j
  Labeling labels;     // L entries, kUnlabelled allowed

  int length() const { return static_cast<int>(labels.size()); }
};

// The subgraph induced by labelled positions of a chain: every maximal run of consecutive
// labelled positions, as half-open ranges [begin, end) in order (edges into unlabelled
// positions vanish). O(L).
struct Run {
  int begin = 0, end = 0;
};
std::vector<Run> labelledRuns(const Labeling& labels);

}  // namespace m3
