#pragma once
// dlib's structural_graph_labeling_trainer as the measured peer of `bench amn`: it trains
// a binary Potts graph labeler on exactly our two-label graphs (same node and edge
// feature vectors, edge features >= 0) and labels test graphs with its own labeler, so
// its accuracy is dlib's end to end.
// Its model differs from our AMN in parametrisation only where dlib allows less: one
// node weight vector (score of "true" = w.x, "false" = 0; ours has one per label, the
// same family up to the difference w1 - w0) and one edge weight vector shared by both
// labels (ours: one per label). Both keep edge weights >= 0; both use Hamming loss
// (dlib's default loss of 1 per wrong node, for either class).
// C mapping: dlib minimises 1/2|w|^2 + C_dlib * (1/N) sum_i risk_i (structural_svm_problem
// averages over the N graphs), ours 1/2|w|^2 + C sum_i H_i, so C_dlib = C * N gives the
// same trade-off. epsilon is dlib's own (risk gap per graph, default 0.1).
// This header is dlib-free on purpose: only dlib_graph_peer.cpp includes dlib.
// Requires: graphs fully labelled with labels in {0, 1}; the same feature counts in all.
#include <memory>
#include <vector>

#include "data/pairwise_graph.h"

namespace m3 {

struct DlibGraphOptions {
  double C = 1;  // our units (see above)
  double epsilon = 0.1;
  int threads = 1;
};

class DlibGraphLabeler {
 public:
  ~DlibGraphLabeler();
  DlibGraphLabeler(DlibGraphLabeler&&) noexcept;
  Labeling predict(const PairwiseGraph& graph) const;

 private:
  friend struct DlibGraphTraining;
  DlibGraphLabeler();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

struct DlibGraphTraining {
  static std::pair<DlibGraphLabeler, double /*seconds*/> train(
      const std::vector<PairwiseGraph>& graphs, const DlibGraphOptions& options);
};

}  // namespace m3
