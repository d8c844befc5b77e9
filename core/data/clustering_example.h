#pragma once
// A correlation-clustering problem (thesis Ch. 11): n objects, a set of undirected edges
// (j, k) between them (sparse, or all n(n-1)/2 pairs for a complete graph), one feature
// vector f_jk per edge (any sign), and optionally a gold partition (one cluster id per
// object). A partition y sets y_jk = 1 iff j and k share a cluster; pairs without an edge
// have score 0 and carry no loss, so only the given edges matter.
// Requires (validateClusteringExample): n >= 1; every edge has 0 <= j, k < n, j != k, no
//   pair twice (in either order); edgeFeatures has one row per edge, all finite; gold is
//   empty or has n non-negative ids. Violations throw std::invalid_argument naming the
//   example, edge or object.
// Cluster ids are arbitrary labels: partitions compare by co-membership, never by id.
#include <Eigen/Dense>
#include <string>
#include <vector>

#include "data/chain_example.h"  // RowMatrix

namespace m3 {

struct ClusterEdge {
  int j = 0, k = 0;
  friend bool operator==(const ClusterEdge&, const ClusterEdge&) = default;
};

using Partition = std::vector<int>;  // cluster id per object

struct ClusteringExample {
  int numObjects = 0;
  std::vector<ClusterEdge> edges;
  RowMatrix edgeFeatures;  // edges.size() x F, row e describes edges[e]
  Partition gold;          // empty when unknown, else numObjects ids >= 0
};

// Throws std::invalid_argument unless the edges are valid for n objects (see above).
void validateClusterEdges(int numObjects, const std::vector<ClusterEdge>& edges);
// Throws unless `p` is a partition of n objects (n entries, all >= 0).
void validatePartition(const Partition& p, int numObjects, const std::string& what = "partition");
// Full check of an example; numFeatures >= 0 also requires that many feature columns.
// `where` prefixes the messages (e.g. "example 3: ").
void validateClusteringExample(const ClusteringExample& example, int numFeatures = -1,
                               const std::string& where = {});

// All n(n-1)/2 pairs j < k in lexicographic order (0,1), (0,2), ..., (n-2,n-1).
std::vector<ClusterEdge> completeGraphEdges(int numObjects);
// True when the edges cover every pair of the n objects.
bool isCompleteGraph(int numObjects, const std::vector<ClusterEdge>& edges);

// Renumbers ids by first occurrence (0, 1, 2, ...), so equal partitions compare equal.
Partition canonicalPartition(const Partition& p);
// y_e = 1 when the edge's ends share a cluster, else 0 (one entry per edge).
Eigen::VectorXd edgeIndicators(const std::vector<ClusterEdge>& edges, const Partition& p);
// sum_e scores(e) y_e: the correlation-clustering objective of p.
double partitionScore(const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores,
                      const Partition& p);

}  // namespace m3
