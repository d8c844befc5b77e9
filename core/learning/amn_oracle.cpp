#include "learning/amn_oracle.h"

#include <cmath>
#include <stdexcept>

#include "inference/alpha_expansion.h"
#include "inference/amn_bound.h"

namespace m3 {

AmnOracle::AmnOracle(std::shared_ptr<const std::vector<PairwiseGraph>> graphs, AmnLayout layout)
    : graphs_(std::move(graphs)), layout_(layout) {
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

// Hamming loss is a node term: +1 on every label but the true one.
AmnScores lossAugmentedScores(const AmnLayout& layout, const Eigen::VectorXd& w, const PairwiseGraph& g) {
  AmnScores s = amnScores(layout, w, g);
  for (int v = 0; v < g.numNodes(); ++v) {
    s.node.row(v).array() += 1.0;
    s.node(v, g.labels[v]) -= 1.0;
  }
  return s;
}

}  // namespace

ScoredLabeling AmnOracle::lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const {
  const PairwiseGraph& g = (*graphs_)[i];
  const AmnScores s = lossAugmentedScores(layout_, w, g);
  Labeling y = amnMap(g.edges, s);
  const double value = amnScore(g.edges, s, y);
  return {std::move(y), value};
}

double AmnOracle::hingeUpperBound(int i, const Eigen::VectorXd& w) const {
  if (exactInference()) return StructuredOracle::hingeUpperBound(i, w);
  const PairwiseGraph& g = (*graphs_)[i];
  const AmnScores s = lossAugmentedScores(layout_, w, g);
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
