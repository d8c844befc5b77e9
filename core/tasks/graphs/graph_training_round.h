#pragma once
// The Graphs workbench's training round (and any other front end's): train the chosen model on
// the nodes the user labelled in a set of graphs, then predict every node of every graph with a
// local margin per node, in one call (as tasks/interactive_training.h does for the other tasks).
// The model is either one of the AMN engine's (AMN, node SVM, voted SVM, random forest:
// tasks/graphs/graph_task.h) or a general pairwise M3N (tasks/graphs/general_m3n_task.h), whose LP
// may be fractional on a graph: the outcome counts those graphs (their labels are rounded).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/graph_model.h"
#include "tasks/graphs/general_m3n_task.h"
#include "tasks/graphs/graph_task.h"

namespace m3 {

struct GraphTrainingRequest {
  std::shared_ptr<const GraphSet> set;  // every open graph (its labels unused)
  std::vector<Labeling> labels;         // the user's, one labeling per graph
  bool general = false;                 // a general M3N, else `amn.kind`
  AmnTrainingOptions amn;
  GeneralM3nOptions generalOptions;
  // Set: predict with this model instead of training (a model reopened with a project).
  std::shared_ptr<const GraphModel> given;
  std::uint64_t dataGeneration = 0;
};

struct GraphTrainingOutcome {
  std::shared_ptr<const GraphModel> model;
  std::vector<Labeling> predictions;            // one per graph; empty when cancelled
  std::vector<std::vector<double>> confidence;  // local margins (>= 0), one per node
  int fractionalGraphs = 0;  // general M3N: graphs whose LP optimum was fractional (rounded)
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int labelledNodes = 0, blocks = 0;
  double trainSeconds = 0, predictSeconds = 0;
  bool given = false;
  std::uint64_t dataGeneration = 0;
};

// Throws std::invalid_argument when the labels do not fit the graphs or the model is too
// large (checkGeneralM3nSize); nothing labelled gives reason EmptyProblem.
GraphTrainingOutcome trainAndPredictGraphs(const GraphTrainingRequest& request,
                                           const LearnerControl& control, AmnWarmStart& warm);

// One graph's labels by either family. *integral (when given): whether the general M3N's LP
// was integral (always true for the AMN engine); *margins (when given): each node's local
// margin (generalM3nLocalMargins, or predictWithConfidence's), what Label Next and `graph
// suggest` rank nodes by.
Labeling predictGraph(const GraphModel& model, const PairwiseGraph& graph, bool* integral = nullptr,
                      std::vector<double>* margins = nullptr);

// The general M3N's local margin of every node under `labels`: with every other node fixed,
// the score lost by the best change of node i alone (0 where another label scores as well).
std::vector<double> generalM3nLocalMargins(const GeneralM3nModel& model, const PairwiseGraph& graph,
                                           const Labeling& labels);

}  // namespace m3
