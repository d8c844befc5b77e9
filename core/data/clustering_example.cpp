#include "data/clustering_example.h"

#include <cmath>
#include <set>
#include <stdexcept>
#include <unordered_map>
#include <utility>

namespace m3 {

void validateClusterEdges(int n, const std::vector<ClusterEdge>& edges) {
  if (n < 1) throw std::invalid_argument("clustering: the problem has no objects");
  std::set<std::pair<int, int>> seen;
  for (size_t e = 0; e < edges.size(); ++e) {
    const ClusterEdge& x = edges[e];
    const std::string which = "clustering: edge " + std::to_string(e) + " (" + std::to_string(x.j) +
                              ", " + std::to_string(x.k) + ")";
    if (x.j < 0 || x.k < 0 || x.j >= n || x.k >= n)
      throw std::invalid_argument(which + " refers to an object outside [0, " + std::to_string(n) +
                                  ")");
    if (x.j == x.k) throw std::invalid_argument(which + " is a self-loop");
    if (!seen.insert({std::min(x.j, x.k), std::max(x.j, x.k)}).second)
      throw std::invalid_argument(which + " repeats an earlier pair");
  }
}

void validatePartition(const Partition& p, int n, const std::string& what) {
  if (static_cast<int>(p.size()) != n)
    throw std::invalid_argument("clustering: " + what + " has " + std::to_string(p.size()) +
                                " entries for " + std::to_string(n) + " objects");
  for (size_t j = 0; j < p.size(); ++j)
    if (p[j] < 0)
      throw std::invalid_argument("clustering: " + what + " gives object " + std::to_string(j) +
                                  " the negative cluster id " + std::to_string(p[j]));
}

void validateClusteringExample(const ClusteringExample& x, int numFeatures,
                               const std::string& where) {
  try {
    validateClusterEdges(x.numObjects, x.edges);
    if (x.edgeFeatures.rows() != static_cast<Eigen::Index>(x.edges.size()))
      throw std::invalid_argument("clustering: " + std::to_string(x.edgeFeatures.rows()) +
                                  " feature rows for " + std::to_string(x.edges.size()) + " edges");
    if (numFeatures >= 0 && !x.edges.empty() && x.edgeFeatures.cols() != numFeatures)
      throw std::invalid_argument("clustering: edge features have " +
                                  std::to_string(x.edgeFeatures.cols()) + " columns, expected " +
                                  std::to_string(numFeatures));
    for (Eigen::Index e = 0; e < x.edgeFeatures.rows(); ++e)
      if (!x.edgeFeatures.row(e).allFinite())
        throw std::invalid_argument("clustering: edge " + std::to_string(e) +
                                    " has a NaN or infinite feature");
    if (!x.gold.empty()) validatePartition(x.gold, x.numObjects, "gold partition");
  } catch (const std::invalid_argument& error) {
    if (where.empty()) throw;
    throw std::invalid_argument(where + error.what());
  }
}

std::vector<ClusterEdge> completeGraphEdges(int n) {
  std::vector<ClusterEdge> edges;
  if (n > 1) edges.reserve(static_cast<size_t>(n) * (n - 1) / 2);
  for (int j = 0; j < n; ++j)
    for (int k = j + 1; k < n; ++k) edges.push_back({j, k});
  return edges;
}

bool isCompleteGraph(int n, const std::vector<ClusterEdge>& edges) {
  // Edges are distinct unordered pairs (validated), so counting suffices.
  return n >= 0 && static_cast<long long>(edges.size()) == static_cast<long long>(n) * (n - 1) / 2;
}

Partition canonicalPartition(const Partition& p) {
  std::unordered_map<int, int> ids;
  Partition out(p.size());
  for (size_t j = 0; j < p.size(); ++j)
    out[j] = ids.try_emplace(p[j], static_cast<int>(ids.size())).first->second;
  return out;
}

Eigen::VectorXd edgeIndicators(const std::vector<ClusterEdge>& edges, const Partition& p) {
  Eigen::VectorXd y(static_cast<Eigen::Index>(edges.size()));
  for (size_t e = 0; e < edges.size(); ++e)
    y(static_cast<Eigen::Index>(e)) = p[edges[e].j] == p[edges[e].k] ? 1.0 : 0.0;
  return y;
}

double partitionScore(const std::vector<ClusterEdge>& edges, const Eigen::VectorXd& scores,
                      const Partition& p) {
  double s = 0;
  for (size_t e = 0; e < edges.size(); ++e)
    if (p[edges[e].j] == p[edges[e].k]) s += scores(static_cast<Eigen::Index>(e));
  return s;
}

}  // namespace m3
