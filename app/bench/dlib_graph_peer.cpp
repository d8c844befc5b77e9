#include "dlib_graph_peer.h"

#include <chrono>
#include <stdexcept>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#pragma GCC diagnostic ignored "-Wdeprecated-copy"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <dlib/graph.h>
#include <dlib/svm_threaded.h>
#pragma GCC diagnostic pop

namespace m3 {

namespace {

using Vector = dlib::matrix<double, 0, 1>;
using DlibGraph = dlib::graph<Vector, Vector>::kernel_1a_c;

Vector toVector(const RowMatrix& m, Eigen::Index row) {
  Vector v(m.cols());
  for (Eigen::Index c = 0; c < m.cols(); ++c) v(c) = m(row, c);
  return v;
}

void convert(const PairwiseGraph& g, DlibGraph& out) {
  out.clear();
  out.set_number_of_nodes(static_cast<unsigned long>(g.numNodes()));
  for (int i = 0; i < g.numNodes(); ++i) out.node(i).data = toVector(g.nodeFeatures, i);
  for (int e = 0; e < g.numEdges(); ++e) {
    const unsigned long a = g.edges[e].a, b = g.edges[e].b;
    if (out.has_edge(a, b))
      throw std::invalid_argument("dlib peer: dlib graphs cannot hold parallel edges");
    out.add_edge(a, b);
    dlib::edge(out, a, b) = toVector(g.edgeFeatures, e);
  }
}

}  // namespace

struct DlibGraphLabeler::Impl {
  dlib::graph_labeler<Vector> labeler;
};

DlibGraphLabeler::DlibGraphLabeler() : impl_(std::make_unique<Impl>()) {}
DlibGraphLabeler::~DlibGraphLabeler() = default;
DlibGraphLabeler::DlibGraphLabeler(DlibGraphLabeler&&) noexcept = default;

Labeling DlibGraphLabeler::predict(const PairwiseGraph& graph) const {
  DlibGraph g;
  convert(graph, g);
  const std::vector<bool> y = impl_->labeler(g);
  return Labeling(y.begin(), y.end());
}

std::pair<DlibGraphLabeler, double> DlibGraphTraining::train(
    const std::vector<PairwiseGraph>& graphs, const DlibGraphOptions& options) {
  if (graphs.empty() || !(options.C > 0) || !(options.epsilon > 0))
    throw std::invalid_argument("dlib peer: needs graphs, C > 0 and epsilon > 0");
  dlib::array<DlibGraph> samples(graphs.size());
  std::vector<std::vector<bool>> labels(graphs.size());
  for (size_t k = 0; k < graphs.size(); ++k) {
    convert(graphs[k], samples[k]);
    for (int y : graphs[k].labels) {
      if (y != 0 && y != 1)
        throw std::invalid_argument("dlib peer: needs fully labelled two-label graphs");
      labels[k].push_back(y == 1);
    }
  }
  dlib::structural_graph_labeling_trainer<Vector> trainer;
  trainer.set_c(options.C * static_cast<double>(graphs.size()));
  trainer.set_epsilon(options.epsilon);
  trainer.set_num_threads(options.threads <= 1 ? 0 : static_cast<unsigned long>(options.threads));
  const auto start = std::chrono::steady_clock::now();
  DlibGraphLabeler result;
  result.impl_->labeler = trainer.train(samples, labels);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return {std::move(result), seconds};
}

}  // namespace m3
