#include "learning/general_m3n_oracle.h"

#include <stdexcept>
#include <string>

namespace m3 {

namespace {

// Indicator marginals of an integral labeling.
void indicators(const PairwiseGraph& g, const Labeling& y, int K, Eigen::MatrixXd& node, Eigen::MatrixXd& edge) {
  node = Eigen::MatrixXd::Zero(g.numNodes(), K);
  edge = Eigen::MatrixXd::Zero(g.numEdges(), K * K);
  for (int i = 0; i < g.numNodes(); ++i) node(i, y[static_cast<size_t>(i)]) = 1;
  for (int e = 0; e < g.numEdges(); ++e)
    edge(e, y[static_cast<size_t>(g.edges[static_cast<size_t>(e)].a)] * K + y[static_cast<size_t>(g.edges[static_cast<size_t>(e)].b)]) = 1;
}

}  // namespace

void generalM3nScores(const GeneralM3nLayout& layout, const Eigen::VectorXd& w, const PairwiseGraph& graph,
                      Eigen::MatrixXd& nodeScores, Eigen::MatrixXd& edgeScores) {
  if (w.size() != layout.dimension() || graph.nodeFeatures.cols() != layout.numNodeFeatures ||
      (graph.numEdges() > 0 && graph.edgeFeatures.cols() != layout.numEdgeFeatures))
    throw std::invalid_argument("general M3N: weights or features do not match the model's layout");
  nodeScores = graph.nodeFeatures * layout.node(w);
  edgeScores = graph.numEdges() > 0 ? Eigen::MatrixXd(graph.edgeFeatures * layout.edge(w))
                                    : Eigen::MatrixXd(0, layout.numLabels * layout.numLabels);
}

GeneralM3nOracle::GeneralM3nOracle(std::shared_ptr<const std::vector<PairwiseGraph>> graphs, GeneralM3nLayout layout,
                                   std::vector<double> classLossWeights)
    : graphs_(std::move(graphs)), layout_(layout), lossWeights_(std::move(classLossWeights)) {
  const int K = layout_.numLabels;
  if (K < 2) throw std::invalid_argument("general M3N: at least two labels are needed");
  if (!lossWeights_.empty() && static_cast<int>(lossWeights_.size()) != K)
    throw std::invalid_argument("general M3N: one loss weight per label is needed");
  for (size_t g = 0; g < graphs_->size(); ++g) {
    const PairwiseGraph& graph = (*graphs_)[g];
    const std::string name = "training graph " + std::to_string(g + 1);
    if (graph.nodeFeatures.cols() != layout_.numNodeFeatures ||
        (graph.numEdges() > 0 && graph.edgeFeatures.cols() != layout_.numEdgeFeatures) ||
        static_cast<int>(graph.labels.size()) != graph.numNodes())
      throw std::invalid_argument(name + ": features or labels do not match the model's layout");
    for (int y : graph.labels)
      if (y < 0 || y >= K) throw std::invalid_argument(name + ": every node needs a label in 0.." + std::to_string(K - 1));
    for (const Edge& e : graph.edges)
      if (e.a == e.b || e.a < 0 || e.b < 0 || e.a >= graph.numNodes() || e.b >= graph.numNodes())
        throw std::invalid_argument(name + ": an edge is a self-loop or out of range");
    double scale = 0;
    for (int y : graph.labels) scale += classWeight(y);
    lossScale_.push_back(scale);
    truthFeature_.push_back(jointFeature(static_cast<int>(g), graph.labels));
  }
}

Eigen::VectorXd GeneralM3nOracle::jointFeature(int i, const Eigen::MatrixXd& node, const Eigen::MatrixXd& edge) const {
  const PairwiseGraph& g = (*graphs_)[static_cast<size_t>(i)];
  Eigen::VectorXd phi = Eigen::VectorXd::Zero(layout_.dimension());
  const int nodePart = layout_.numNodeFeatures * layout_.numLabels;
  Eigen::Map<Eigen::MatrixXd>(phi.data(), layout_.numNodeFeatures, layout_.numLabels) = g.nodeFeatures.transpose() * node;
  if (g.numEdges() > 0)
    Eigen::Map<Eigen::MatrixXd>(phi.data() + nodePart, layout_.numEdgeFeatures, layout_.numLabels * layout_.numLabels) =
        g.edgeFeatures.transpose() * edge;
  return phi;
}

Eigen::VectorXd GeneralM3nOracle::jointFeature(int i, const Labeling& y) const {
  Eigen::MatrixXd node, edge;
  indicators((*graphs_)[static_cast<size_t>(i)], y, layout_.numLabels, node, edge);
  return jointFeature(i, node, edge);
}

double GeneralM3nOracle::loss(int i, const Eigen::MatrixXd& node) const {
  const Labeling& y = (*graphs_)[static_cast<size_t>(i)].labels;
  double l = 0;
  for (size_t v = 0; v < y.size(); ++v) l += classWeight(y[v]) * (1 - node(static_cast<Eigen::Index>(v), y[v]));
  return l;
}

RelaxedCorner GeneralM3nOracle::lossAugmentedCorner(int i, const Eigen::VectorXd& w) const {
  const PairwiseGraph& g = (*graphs_)[static_cast<size_t>(i)];
  Eigen::MatrixXd nodeScores, edgeScores;
  generalM3nScores(layout_, w, g, nodeScores, edgeScores);
  for (int v = 0; v < g.numNodes(); ++v) {  // + c(y_v) for every wrong label
    const int y = g.labels[static_cast<size_t>(v)];
    nodeScores.row(v).array() += classWeight(y);
    nodeScores(v, y) -= classWeight(y);
  }
  const PairwiseLpResult lp = solvePairwiseLp(g.numNodes(), g.edges, nodeScores, edgeScores);
  RelaxedCorner corner;
  corner.featureGap = truthFeature_[static_cast<size_t>(i)] - jointFeature(i, lp.nodeMarginals, lp.edgeMarginals);
  corner.loss = loss(i, lp.nodeMarginals);
  corner.value = lp.value;
  return corner;
}

ExampleEvaluation GeneralM3nOracle::evaluate(int i, const Eigen::VectorXd& w) const {
  const PairwiseGraph& g = (*graphs_)[static_cast<size_t>(i)];
  ExampleEvaluation e;
  e.hinge = std::max(0.0, lossAugmentedCorner(i, w).value - w.dot(truthFeature_[static_cast<size_t>(i)]));
  Eigen::MatrixXd nodeScores, edgeScores;
  generalM3nScores(layout_, w, g, nodeScores, edgeScores);
  const Labeling predicted = solvePairwiseLp(g.numNodes(), g.edges, nodeScores, edgeScores).labels;
  for (size_t v = 0; v < predicted.size(); ++v)
    if (predicted[v] != g.labels[v]) e.predictionLoss += classWeight(g.labels[v]);
  return e;
}

}  // namespace m3
