#pragma once
// Agreement between a predicted and a gold partition of the same objects (cluster ids are
// arbitrary labels; only co-membership counts).
// Weights: object a may stand for w_a >= 1 identical elements (e.g. a region of w_a pixels),
// so a region clustering is scored per pixel. Every count below is over unordered pairs of
// *elements*, from the weighted contingency table n_cg = sum of w over objects in predicted
// cluster c and gold cluster g, with pairs(x) = x (x - 1) / 2: for integer weights this is
// exactly the score of the expanded, per-element clustering. No weights = all ones.
//   pairs together in both (TP) = sum_cg pairs(n_cg); predicted together P = sum_c pairs(n_c.);
//   gold together G = sum_g pairs(n_.g); all pairs T = pairs(W), W = sum w.
//   rand      = (T - P - G + 2 TP) / T   (fraction of pairs on which both agree; 1 if T = 0)
//   precision = TP / P (1 when P = 0: nothing was wrongly joined)
//   recall    = TP / G (1 when G = 0)
//   f1        = 2 precision recall / (precision + recall) (0 when both are 0)
//   variationOfInformation = H(pred) + H(gold) - 2 I(pred; gold), natural log (nats), with
//     element probabilities n_cg / W; 0 iff the partitions are equal, at most log W.
// Requires: both partitions of equal length >= 1 with ids >= 0; weights empty or one per
// object, finite and >= 1. Throws std::invalid_argument otherwise. Cost O(n log n).
#include <vector>

#include "data/clustering_example.h"

namespace m3 {

struct ClusteringMetrics {
  double rand = 0;
  double precision = 0, recall = 0, f1 = 0;
  double variationOfInformation = 0;
  double pairsTogetherBoth = 0, pairsTogetherPredicted = 0, pairsTogetherGold = 0, pairsTotal = 0;
};

ClusteringMetrics clusteringMetrics(const Partition& gold, const Partition& predicted,
                                    const std::vector<double>& weights = {});

// Fraction of the given edges whose within / between status agrees (the thesis' "edge
// accuracy"; on the complete graph it equals the unweighted Rand index). 1 for no edges.
double edgeAccuracy(const std::vector<ClusterEdge>& edges, const Partition& gold, const Partition& predicted);

}  // namespace m3
