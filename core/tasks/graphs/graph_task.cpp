#include "tasks/graphs/graph_task.h"

#include <chrono>
#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <utility>

#include "inference/alpha_expansion.h"
#include "io/io_error.h"
#include "io/json_util.h"
#include "io/program_version.h"
#include "learning/structured_learner.h"

namespace m3 {

PairwiseGraph inducedLabelledSubgraph(const PairwiseGraph& graph) {
  std::vector<int> labelled;
  for (int i = 0; i < graph.numNodes(); ++i)
    if (graph.labels[i] != kUnlabelled) labelled.push_back(i);
  return inducedSubgraph(graph, labelled);
}

namespace {

std::string blockKey(size_t graph, const std::vector<int>& nodes, const Labeling& labels,
                     const std::vector<int>* ids) {
  std::string key = std::to_string(graph);
  for (size_t k = 0; k < nodes.size(); ++k)
    key += ' ' + std::to_string(ids ? (*ids)[static_cast<size_t>(nodes[k])] : nodes[k]) + ':' +
           std::to_string(labels[k]);
  return key;
}

struct LabelledGraph {
  const PairwiseGraph* graph;
  const Labeling* labels;
  const std::vector<int>* groups = nullptr;  // optional block partition (trainingBlocks)
  const std::vector<int>* ids = nullptr;     // optional names of the nodes in the warm start
};

// Every labelled node of every input, its features stacked.
AmnTrainingResult trainForestOnGraphs(const std::vector<LabelledGraph>& inputs,
                                      const LabelSet& labelSet, AmnLayout layout,
                                      const AmnTrainingOptions& options,
                                      const LearnerControl& control) {
  const auto started = std::chrono::steady_clock::now();
  AmnTrainingResult result;
  for (const LabelledGraph& in : inputs) result.labelledNodes += countLabelled(*in.labels);
  result.model = {labelSet,
                  layout,
                  GraphModelKind::RandomForest,
                  Eigen::VectorXd::Zero(layout.dimension()),
                  0.0,
                  {},
                  {}};
  if (result.labelledNodes == 0) {
    result.reason = StopReason::EmptyProblem;
    return result;
  }
  Eigen::MatrixXd features(result.labelledNodes, layout.numNodeFeatures);
  Labeling labels;
  labels.reserve(static_cast<size_t>(result.labelledNodes));
  for (const LabelledGraph& in : inputs)
    for (size_t v = 0; v < in.labels->size(); ++v)
      if ((*in.labels)[v] != kUnlabelled) {
        features.row(static_cast<Eigen::Index>(labels.size())) =
            in.graph->nodeFeatures.row(static_cast<Eigen::Index>(v));
        labels.push_back((*in.labels)[v]);
      }
  TrainedForest forest = trainRandomForest(features, labels, layout.numLabels, options.forest,
                                           [&] { return control.cancelled(); });
  result.model.forest = std::move(forest.text);
  // Stopped: the batches of trees grown so far make the model. A Stop that came during the
  // last batch stopped nothing, so the run counts as complete.
  result.reason =
      forest.trees < options.forest.trees ? StopReason::Cancelled : StopReason::Converged;
  result.progress.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

AmnTrainingResult trainOnGraphs(const std::vector<LabelledGraph>& inputs, const LabelSet& labelSet,
                                AmnLayout layout, const AmnTrainingOptions& options,
                                const LearnerControl& control, AmnWarmStart warmStart) {
  std::vector<const std::vector<int>*> labelings;
  for (const LabelledGraph& input : inputs) labelings.push_back(input.labels);
  requireTwoLabelledClasses(labelings, labelSet);
  if (options.kind == GraphModelKind::RandomForest)
    return trainForestOnGraphs(inputs, labelSet, layout, options, control);
  const bool useEdges = options.kind == GraphModelKind::Amn;
  auto graphs = std::make_shared<std::vector<PairwiseGraph>>();
  std::vector<std::string> keys;
  AmnTrainingResult result;
  for (size_t g = 0; g < inputs.size(); ++g) {
    TrainingBlocks parts = trainingBlocks(*inputs[g].graph, *inputs[g].labels,
                                          options.maxBlockNodes, inputs[g].groups);
    result.keptEdges += parts.keptEdges;
    result.droppedEdges += parts.droppedEdges;
    for (size_t b = 0; b < parts.blocks.size(); ++b) {
      PairwiseGraph& sub = parts.blocks[b];
      if (!useEdges) {  // baselines: no edges, hence no edge weights are ever learned
        sub.edges.clear();
        sub.edgeFeatures.resize(0, layout.numEdgeFeatures);
      }
      result.labelledNodes += sub.numNodes();
      keys.push_back(blockKey(g, parts.nodes[b], sub.labels, inputs[g].ids));
      graphs->push_back(std::move(sub));
    }
  }
  result.blocks = static_cast<int>(graphs->size());

  std::vector<double> lossWeights = options.balancedLoss
                                        ? balancedClassWeights(*graphs, layout.numLabels)
                                        : std::vector<double>{};
  // Reuse the dual blocks of unchanged blocks (none across model kinds or loss weights).
  if (warmStart.kind != options.kind || !(warmStart.C > 0) || warmStart.lossWeights != lossWeights)
    warmStart.blocks.clear();
  BcfwState state =
      warmStateByKey(keys, warmStart.blocks, warmStart.C > 0 ? options.bcfw.C / warmStart.C : 1.0,
                     &result.warmBlocks);

  AmnOracle oracle(graphs, layout, lossWeights);
  BcfwResult trained = trainStructured(oracle, options.bcfw, control, std::move(state));
  result.model = {labelSet, layout, options.kind, trained.weights, options.bcfw.C, {}, {}};
  result.progress = trained.progress;
  result.reason = trained.reason;
  result.warmStart.C = options.bcfw.C;
  result.warmStart.kind = options.kind;
  result.warmStart.lossWeights = std::move(lossWeights);
  for (size_t i = 0; i < keys.size(); ++i)
    result.warmStart.blocks[keys[i]] = std::move(trained.state.blocks[i]);
  return result;
}

}  // namespace

AmnTrainingResult trainAmn(const GraphSet& set, const AmnTrainingOptions& options,
                           const LearnerControl& control, AmnWarmStart warmStart) {
  std::vector<LabelledGraph> inputs;
  for (const PairwiseGraph& g : set.graphs) inputs.push_back({&g, &g.labels});
  return trainOnGraphs(inputs, set.labels,
                       {set.numNodeFeatures, set.numEdgeFeatures, set.labels.size()}, options,
                       control, std::move(warmStart));
}

AmnTrainingResult trainAmn(const PairwiseGraph& graph, const Labeling& labels,
                           const LabelSet& labelSet, const AmnTrainingOptions& options,
                           const LearnerControl& control, AmnWarmStart warmStart,
                           const std::vector<int>* blockGroups, const std::vector<int>* nodeIds) {
  const AmnLayout layout{static_cast<int>(graph.nodeFeatures.cols()),
                         static_cast<int>(graph.edgeFeatures.cols()), labelSet.size()};
  return trainOnGraphs({{&graph, &labels, blockGroups, nodeIds}}, labelSet, layout, options,
                       control, std::move(warmStart));
}

Labeling neighbourhoodVote(const std::vector<Edge>& edges, const Labeling& labels, int numLabels) {
  const int n = static_cast<int>(labels.size());
  // votes(k, i): how many of i's neighbours were predicted k (own vote added below).
  Eigen::MatrixXi votes = Eigen::MatrixXi::Zero(numLabels, n);
  for (const Edge& e : edges) ++votes(labels[e.b], e.a), ++votes(labels[e.a], e.b);
  Labeling voted(labels);
  for (int i = 0; i < n; ++i) {
    ++votes(labels[i], i);
    int best = labels[i];
    for (int k = 0; k < numLabels; ++k)
      if (votes(k, i) > votes(best, i)) best = k;
    voted[i] = best;
  }
  return voted;
}

Labeling predictAmn(const AmnModel& model, const PairwiseGraph& graph) {
  if (graph.nodeFeatures.cols() != model.layout.numNodeFeatures ||
      (graph.numEdges() > 0 && graph.edgeFeatures.cols() != model.layout.numEdgeFeatures))
    throw std::invalid_argument(
        "predictAmn: the graph's feature dimensions differ from the model's");
  if (model.kind == GraphModelKind::RandomForest)
    return predictRandomForest(model.forest, graph.nodeFeatures);
  if (model.kind != GraphModelKind::Amn) {
    const Eigen::MatrixXd scores = graph.nodeFeatures * model.layout.node(model.weights);
    Labeling y(graph.numNodes());
    for (int i = 0; i < graph.numNodes(); ++i) scores.row(i).maxCoeff(&y[i]);
    return model.kind == GraphModelKind::VotedSvm
               ? neighbourhoodVote(graph.edges, y, model.layout.numLabels)
               : y;
  }
  return amnMap(graph.edges, amnScores(model.layout, model.weights, graph));
}

}  // namespace m3
