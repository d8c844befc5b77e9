#include "learning/amn_oracle.h"

#include <stdexcept>

#include "inference/alpha_expansion.h"

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

ScoredLabeling AmnOracle::lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const {
  const PairwiseGraph& g = (*graphs_)[i];
  AmnScores s = amnScores(layout_, w, g);
  // Hamming loss is a node term: +1 on every label but the true one.
  for (int v = 0; v < g.numNodes(); ++v) {
    s.node.row(v).array() += 1.0;
    s.node(v, g.labels[v]) -= 1.0;
  }
  Labeling y = amnMap(g.edges, s);
  const double value = amnScore(g.edges, s, y);
  return {std::move(y), value};
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
