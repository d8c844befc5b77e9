#pragma once
// Pair features for learned correlation clustering of points (thesis 11.4a): one basis
// function per input dimension, f_d(x_jk) = exp(-(x_j[d] - x_k[d])^2), plus a constant 1 as
// the last feature, on the complete graph (edges in completeGraphEdges order). The learner
// then weighs dimensions by how well they predict co-membership, and the constant's weight
// sets how eager the clustering is to merge.
// Requires: points n x d, n >= 1, finite (std::invalid_argument otherwise); gold empty or n ids.
// Ensures: an example valid for validateClusteringExample with d + 1 features.
// Cost: O(n^2 d) time and memory.
#include "data/clustering_example.h"

namespace m3 {

ClusteringExample rbfPairExample(const RowMatrix& points, const Partition& gold = {});

}  // namespace m3
