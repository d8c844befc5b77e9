#include "learning/amn_oracle.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "inference/alpha_expansion.h"
#include "inference/amn_bound.h"

namespace m3 {

AmnOracle::AmnOracle(std::shared_ptr<const std::vector<PairwiseGraph>> graphs, AmnLayout layout,
                     std::vector<double> classLossWeights)
    : graphs_(std::move(graphs)), layout_(layout), classWeights_(std::move(classLossWeights)) {
  if (!classWeights_.empty()) {
    if (static_cast<int>(classWeights_.size()) != layout_.numLabels)
      throw std::invalid_argument("AmnOracle: one loss weight per label expected");
    for (double c : classWeights_)
      if (!(std::isfinite(c) && c > 0)) throw std::invalid_argument("AmnOracle: loss weights must be finite and > 0");
  }
  for (const PairwiseGraph& g : *graphs_) {
    validateGraph(g, layout_.numLabels);
    if (g.nodeFeatures.cols() != layout_.numNodeFeatures ||
        (g.numEdges() > 0 && g.edgeFeatures.cols() != layout_.numEdgeFeatures))
      throw std::invalid_argument("AmnOracle: feature dimensions differ from the layout");
    if (countLabelled(g.labels) != g.numNodes())
      throw std::invalid_argument("AmnOracle: training graphs must be fully labelled (use the induced subgraph)");
    hasEdges_ = hasEdges_ || g.numEdges() > 0;
  }
}

double AmnOracle::loss(int i, const Labeling& y) const {
  const Labeling& t = truth(i);
  double sum = 0;
  for (size_t v = 0; v < t.size(); ++v)
    if (t[v] != y[v]) sum += lossWeight(t[v]);
  return sum;
}

double AmnOracle::lossScale(int i) const {
  double sum = 0;
  for (int k : truth(i)) sum += lossWeight(k);
  return sum;
}

std::vector<double> balancedClassWeights(const std::vector<PairwiseGraph>& graphs, int numLabels) {
  std::vector<double> count(static_cast<size_t>(numLabels), 0.0);
  double labelled = 0;
  for (const PairwiseGraph& g : graphs)
    for (int k : g.labels)
      if (k >= 0 && k < numLabels) count[static_cast<size_t>(k)] += 1, labelled += 1;
  const double present = static_cast<double>(std::count_if(count.begin(), count.end(), [](double c) { return c > 0; }));
  std::vector<double> weights(count.size());
  for (size_t k = 0; k < count.size(); ++k)
    weights[k] = count[k] > 0 ? labelled / (present * count[k]) : 1.0;
  return weights;
}

AmnScores amnScores(const AmnLayout& layout, const Eigen::VectorXd& w, const PairwiseGraph& g) {
  AmnScores s;
  s.node = g.nodeFeatures * layout.node(w);
  s.edge = g.numEdges() > 0 ? Eigen::MatrixXd(g.edgeFeatures * layout.edge(w))
                            : Eigen::MatrixXd(0, layout.numLabels);
  return s;
}

void AmnOracle::addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const {
  const PairwiseGraph& g = (*graphs_)[i];
  const int F = layout_.numNodeFeatures, G = layout_.numEdgeFeatures;
  Eigen::Map<Eigen::MatrixXd> node(acc.data(), F, layout_.numLabels);
  Eigen::Map<Eigen::MatrixXd> edge(acc.data() + F * layout_.numLabels, G, layout_.numLabels);
  for (int v = 0; v < g.numNodes(); ++v) node.col(y[v]) += scale * g.nodeFeatures.row(v).transpose();
  for (int e = 0; e < g.numEdges(); ++e)
    if (y[g.edges[e].a] == y[g.edges[e].b])
      edge.col(y[g.edges[e].a]) += scale * g.edgeFeatures.row(e).transpose();
}

namespace {

// The loss is a node term: + the weight of the true label on every label but the true one.
AmnScores lossAugmentedScores(const AmnOracle& oracle, const AmnLayout& layout, const Eigen::VectorXd& w,
                              const PairwiseGraph& g) {
  AmnScores s = amnScores(layout, w, g);
  for (int v = 0; v < g.numNodes(); ++v) {
    const double c = oracle.lossWeight(g.labels[v]);
    s.node.row(v).array() += c;
    s.node(v, g.labels[v]) -= c;
  }
  return s;
}

}  // namespace

ScoredLabeling AmnOracle::lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const {
  const PairwiseGraph& g = (*graphs_)[i];
  const AmnScores s = lossAugmentedScores(*this, layout_, w, g);
  Labeling y = amnMap(g.edges, s);
  const double value = amnScore(g.edges, s, y);
  return {std::move(y), value};
}

double AmnOracle::hingeUpperBound(int i, const Eigen::VectorXd& w) const {
  if (exactInference()) return StructuredOracle::hingeUpperBound(i, w);
  const PairwiseGraph& g = (*graphs_)[i];
  const AmnScores s = lossAugmentedScores(*this, layout_, w, g);
  const Labeling y = amnMap(g.edges, s);
  const double truthScore = amnScore(g.edges, s, g.labels);  // loss 0 at the truth
  const double tolerance = 1e-6 * (1.0 + std::abs(truthScore));
  return std::max(0.0, amnUpperBound(g.edges, s, y, tolerance).value - truthScore);
}

Labeling AmnOracle::argmax(int i, const Eigen::VectorXd& w) const {
  const PairwiseGraph& g = (*graphs_)[i];
  return amnMap(g.edges, amnScores(layout_, w, g));
}

void AmnOracle::project(Eigen::VectorXd& w) const {
  const int start = layout_.numNodeFeatures * layout_.numLabels;
  w.tail(w.size() - start) = w.tail(w.size() - start).cwiseMax(0.0);
}

}  // namespace m3
