#include "learning/clustering_oracle.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string>

namespace m3 {

Eigen::VectorXd clusteringEdgeScores(const ClusteringExample& x, const Eigen::VectorXd& w) {
  if (x.edges.empty()) return Eigen::VectorXd();
  if (x.edgeFeatures.cols() != w.size())
    throw std::invalid_argument("clustering: weights have " + std::to_string(w.size()) + " entries for " +
                                std::to_string(x.edgeFeatures.cols()) + " edge features");
  return x.edgeFeatures * w;
}

Partition predictClustering(const ClusteringExample& x, const Eigen::VectorXd& w, const ClusteringLpOptions& lp) {
  validateClusteringExample(x, static_cast<int>(w.size()));
  return solveClusteringLp(x.numObjects, x.edges, clusteringEdgeScores(x, w), lp).partition;
}

ClusteringOracle::ClusteringOracle(std::shared_ptr<const std::vector<ClusteringExample>> examples, int numFeatures,
                                   ClusteringLpOptions lp)
    : examples_(std::move(examples)), numFeatures_(numFeatures), lp_(lp) {
  if (!examples_) throw std::invalid_argument("ClusteringOracle: no example list");
  if (numFeatures_ < 1) throw std::invalid_argument("ClusteringOracle: the feature dimension must be positive");
  for (size_t k = 0; k < examples_->size(); ++k) {
    const ClusteringExample& x = (*examples_)[k];
    const std::string where = "ClusteringOracle: example " + std::to_string(k) + ": ";
    validateClusteringExample(x, numFeatures_, where);
    if (x.gold.empty()) throw std::invalid_argument(where + "has no gold partition to learn from");
    if (x.edges.empty()) throw std::invalid_argument(where + "has no edges");
    gold_.push_back(edgeIndicators(x.edges, x.gold));
    cutPools_.push_back(std::make_unique<ClusteringCutPool>());
  }
}

RelaxedCorner ClusteringOracle::lossAugmentedCorner(int i, const Eigen::VectorXd& w) const {
  const ClusteringExample& x = (*examples_)[static_cast<size_t>(i)];
  const Eigen::VectorXd& g = gold_[static_cast<size_t>(i)];
  const Eigen::VectorXd s = clusteringEdgeScores(x, w);
  ClusteringLpOptions lp = lp_;
  lp.round = false;  // learning needs only the LP optimum
  const AugmentedScores a = lossAugmentedScores(s, g);
  const auto started = std::chrono::steady_clock::now();
  const ClusteringLpResult r = solveClusteringLp(x.numObjects, x.edges, a.scores, lp, cutPools_[static_cast<size_t>(i)].get());
  {
    const std::lock_guard<std::mutex> lock(timesMutex_);
    lpSeconds_.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  }
  RelaxedCorner c;
  c.featureGap = x.edgeFeatures.transpose() * (g - r.mu);
  c.loss = std::max(0.0, edgeHammingLoss(g, r.mu));
  c.value = r.lpBound + a.constant;
  return c;
}

std::vector<double> ClusteringOracle::lossAugmentedLpSeconds() const {
  const std::lock_guard<std::mutex> lock(timesMutex_);
  return lpSeconds_;
}

ExampleEvaluation ClusteringOracle::evaluate(int i, const Eigen::VectorXd& w) const {
  const ClusteringExample& x = (*examples_)[static_cast<size_t>(i)];
  const Eigen::VectorXd& g = gold_[static_cast<size_t>(i)];
  const RelaxedCorner c = lossAugmentedCorner(i, w);
  const Eigen::VectorXd s = clusteringEdgeScores(x, w);
  const Partition predicted = solveClusteringLp(x.numObjects, x.edges, s, lp_).partition;
  return {std::max(0.0, c.value - s.dot(g)), edgeHammingLoss(g, edgeIndicators(x.edges, predicted))};
}

}  // namespace m3
