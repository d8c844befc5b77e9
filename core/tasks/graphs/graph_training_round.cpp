#include "tasks/graphs/graph_training_round.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <stdexcept>

#include "inference/uncertainty.h"
#include "io/io_error.h"
#include "learning/elapsed.h"
#include "parallel/parallel_blocks.h"
#include "tasks/interactive_training.h"

namespace m3 {

namespace {

using Clock = std::chrono::steady_clock;

}  // namespace

std::vector<double> generalM3nLocalMargins(const GeneralM3nModel& model, const PairwiseGraph& graph,
                                           const Labeling& labels) {
  Eigen::MatrixXd node, edge;
  generalM3nScores(model.layout, model.weights, graph, node, edge);
  const int K = model.layout.numLabels;
  // Each node's score for every label of its own, the other nodes kept at `labels`.
  Eigen::MatrixXd alone = node;
  for (size_t e = 0; e < graph.edges.size(); ++e) {
    const int a = graph.edges[e].a, b = graph.edges[e].b;
    for (int k = 0; k < K; ++k) {
      alone(a, k) += edge(static_cast<Eigen::Index>(e), k * K + labels[static_cast<size_t>(b)]);
      alone(b, k) += edge(static_cast<Eigen::Index>(e), labels[static_cast<size_t>(a)] * K + k);
    }
  }
  std::vector<double> margins(static_cast<size_t>(graph.numNodes()), 0);
  for (int i = 0; i < graph.numNodes(); ++i) {
    const int own = labels[static_cast<size_t>(i)];
    double other = -std::numeric_limits<double>::infinity();
    for (int k = 0; k < K; ++k)
      if (k != own) other = std::max(other, alone(i, k));
    // A rounded LP labeling need not be locally optimal: a node another label would improve
    // is as unsure as a tie.
    margins[static_cast<size_t>(i)] = std::max(0.0, alone(i, own) - other);
  }
  return margins;
}

GraphTrainingOutcome trainAndPredictGraphs(const GraphTrainingRequest& request,
                                           const LearnerControl& control, AmnWarmStart& warm) {
  GraphTrainingOutcome outcome;
  outcome.dataGeneration = request.dataGeneration;
  const GraphSet& set = *request.set;
  if (request.given) {
    outcome.given = true;
    outcome.model = request.given;
    outcome.reason = StopReason::Converged;
  } else {
    if (request.labels.size() != set.graphs.size())
      throw std::invalid_argument("one labeling per graph is needed");
    GraphSet labelled = set;  // the user's labels in place of the file's
    for (size_t g = 0; g < set.graphs.size(); ++g) {
      if (request.labels[g].size() != static_cast<size_t>(set.graphs[g].numNodes()))
        throw std::invalid_argument("a labeling does not fit its graph");
      labelled.graphs[g].labels = request.labels[g];
      outcome.labelledNodes += countLabelled(request.labels[g]);
    }
    if (outcome.labelledNodes == 0) {
      outcome.reason = StopReason::EmptyProblem;
      return outcome;
    }
    const auto start = Clock::now();
    auto model = std::make_shared<GraphModel>();
    if (request.general) {
      GeneralM3nTrainingResult r = trainGeneralM3n(labelled, request.generalOptions, control);
      outcome.progress = r.progress;
      outcome.reason = r.reason;
      outcome.blocks = r.blocks;
      model->general = std::make_shared<const GeneralM3nModel>(std::move(r.model));
    } else {
      AmnTrainingResult r = trainAmn(labelled, request.amn, control, std::move(warm));
      warm = std::move(r.warmStart);
      outcome.progress = r.progress;
      outcome.reason = r.reason;
      outcome.blocks = r.blocks;
      model->amn = std::make_shared<const AmnModel>(std::move(r.model));
    }
    outcome.model = model;
    outcome.trainSeconds = secondsSince(start);
    if (outcome.reason == StopReason::Cancelled || outcome.reason == StopReason::EmptyProblem)
      return outcome;
  }
  const auto start = Clock::now();
  const GraphModel& model = *outcome.model;
  if (!(model.labels() == set.labels) || model.numNodeFeatures() != set.numNodeFeatures ||
      model.numEdgeFeatures() != set.numEdgeFeatures)
    throw std::invalid_argument(
        "the model's labels or feature widths differ from the open graphs'");
  // The graphs are independent: predicted on every core, each into its own slot.
  const int n = static_cast<int>(set.graphs.size());
  outcome.predictions.assign(n, {});
  outcome.confidence.assign(n, {});
  std::vector<char> fractional(n, 0);
  parallelEach(n, [&](int i) {
    if (control.cancelled()) return;
    bool integral = true;
    outcome.predictions[i] = predictGraph(model, set.graphs[i], &integral, &outcome.confidence[i]);
    fractional[i] = integral ? 0 : 1;
  });
  if (control.cancelled()) {
    outcome.predictions.clear();
    outcome.confidence.clear();
    outcome.reason = StopReason::Cancelled;
    return outcome;
  }
  outcome.fractionalGraphs = static_cast<int>(std::count(fractional.begin(), fractional.end(), 1));
  outcome.predictSeconds = secondsSince(start);
  return outcome;
}

Labeling predictGraph(const GraphModel& model, const PairwiseGraph& graph, bool* integral,
                      std::vector<double>* margins) {
  if (integral) *integral = true;
  if (!model.general) {
    Labeling labels;
    if (margins)
      predictWithConfidence(*model.amn, graph, labels, *margins);
    else
      labels = predictAmn(*model.amn, graph);
    return labels;
  }
  GeneralM3nPrediction p = predictGeneralM3n(*model.general, graph);
  if (integral) *integral = p.integral;
  if (margins) *margins = generalM3nLocalMargins(*model.general, graph, p.labels);
  return std::move(p.labels);
}

}  // namespace m3
