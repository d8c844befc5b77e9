#include "eval/clustering_metrics.h"

#include <cmath>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>

namespace m3 {

namespace {

double pairs(double x) { return 0.5 * x * (x - 1); }

double entropyTerm(double count, double total) { return count > 0 ? -(count / total) * std::log(count / total) : 0.0; }

}  // namespace

ClusteringMetrics clusteringMetrics(const Partition& gold, const Partition& predicted,
                                    const std::vector<double>& weights) {
  const int n = static_cast<int>(gold.size());
  if (n < 1) throw std::invalid_argument("clustering metrics: no objects to compare");
  validatePartition(gold, n, "gold partition");
  validatePartition(predicted, n, "predicted partition");
  if (!weights.empty() && static_cast<int>(weights.size()) != n)
    throw std::invalid_argument("clustering metrics: " + std::to_string(weights.size()) + " weights for " +
                                std::to_string(n) + " objects");
  for (size_t a = 0; a < weights.size(); ++a)
    if (!std::isfinite(weights[a]) || weights[a] < 1)
      throw std::invalid_argument("clustering metrics: weight of object " + std::to_string(a) +
                                  " must be a finite element count >= 1");
  std::map<std::pair<int, int>, double> cells;
  std::map<int, double> byPredicted, byGold;
  double total = 0;
  for (int a = 0; a < n; ++a) {
    const double w = weights.empty() ? 1.0 : weights[a];
    cells[{predicted[a], gold[a]}] += w;
    byPredicted[predicted[a]] += w;
    byGold[gold[a]] += w;
    total += w;
  }
  ClusteringMetrics m;
  double hPred = 0, hGold = 0, hJoint = 0;
  for (const auto& [key, c] : cells) m.pairsTogetherBoth += pairs(c), hJoint += entropyTerm(c, total);
  for (const auto& [key, c] : byPredicted) m.pairsTogetherPredicted += pairs(c), hPred += entropyTerm(c, total);
  for (const auto& [key, c] : byGold) m.pairsTogetherGold += pairs(c), hGold += entropyTerm(c, total);
  m.pairsTotal = pairs(total);
  const double agree = m.pairsTotal - m.pairsTogetherPredicted - m.pairsTogetherGold + 2 * m.pairsTogetherBoth;
  m.rand = m.pairsTotal > 0 ? agree / m.pairsTotal : 1.0;
  m.precision = m.pairsTogetherPredicted > 0 ? m.pairsTogetherBoth / m.pairsTogetherPredicted : 1.0;
  m.recall = m.pairsTogetherGold > 0 ? m.pairsTogetherBoth / m.pairsTogetherGold : 1.0;
  m.f1 = m.precision + m.recall > 0 ? 2 * m.precision * m.recall / (m.precision + m.recall) : 0.0;
  // VI = 2 H(joint) - H(pred) - H(gold), since I = H(pred) + H(gold) - H(joint).
  m.variationOfInformation = std::max(0.0, 2 * hJoint - hPred - hGold);
  return m;
}

double edgeAccuracy(const std::vector<ClusterEdge>& edges, const Partition& gold, const Partition& predicted) {
  if (gold.size() != predicted.size())
    throw std::invalid_argument("edge accuracy: gold and predicted partitions differ in length");
  const int n = static_cast<int>(gold.size());
  validateClusterEdges(n, edges);
  if (edges.empty()) return 1.0;
  double right = 0;
  for (const ClusterEdge& e : edges)
    right += (gold[e.j] == gold[e.k]) == (predicted[e.j] == predicted[e.k]);
  return right / static_cast<double>(edges.size());
}

}  // namespace m3
