#pragma once
// The general pairwise M3N's entry points for generic graphs (the "Link-MM" of thesis ch. 8;
// learning/general_m3n_oracle.h has the model): train on the subgraphs induced by labelled
// nodes with the relaxed BCFW (multi-plane by default; the gap is exact for the relaxed
// problem), predict every node by the local-polytope LP, rounded where it is fractional.
// Model files: {"format": "m3studio-model", "schema": 1, "writtenBy", "kind": "m3n-general", "labels": [...],
//   "features": {"type": "graph", "node": F, "edge": G}, "training": {"C": c},
//   "weights": {"node": [[F x K]], "edge": [[G x K^2]]}} (edge column k K + l: an edge (a, b)
//   with a at label k and b at label l; any sign), validated on load.
#include <string>

#include "io/graph_json.h"
#include "learning/general_m3n_oracle.h"

namespace m3 {

// Limits on what files and graphs may ask for (K^2 edge columns per edge feature grow fast):
// checkGeneralM3nSize throws std::invalid_argument beyond them.
inline constexpr int kMaxGeneralM3nLabels = 1000;
inline constexpr long long kMaxGeneralM3nWeights = 50'000'000;
void checkGeneralM3nSize(const GeneralM3nLayout& layout);

struct GeneralM3nModel {
  LabelSet labels;
  GeneralM3nLayout layout;
  Eigen::VectorXd weights;
  double C = 1;
};

struct GeneralM3nOptions {
  // The LP is the expensive step: cached planes save many of them (as for the AMN), but with
  // WebKB's 8,570 weights a step over 10 cached planes is not free either, so at most 10
  // approximate passes follow each exact one (Cornell + Wisconsin, C 0.1, 50-node blocks: a
  // 1% gap in 35.7 s; with up to 300 approximate passes 1.09% after 200 passes, 73 s;
  // without planes 5.7% after 200 passes, 17.8 s).
  BcfwOptions bcfw{.evaluateEvery = 5, .cachedPlanes = 10, .maxApproximatePasses = 10};
  bool balancedLoss = false;  // the class-balanced loss of learning/amn_oracle.h
  // Labelled components above this size are cut into connected chunks for training, the edges
  // between chunks dropped (model/graph_parts.h trainingBlocks); <= 0 keeps them whole. Why:
  // relaxed BCFW over two whole WebKB schools (two blocks) is Frank-Wolfe, which had a 49% gap
  // after 30 passes (36 s); many small blocks converge in far fewer LP solves, each smaller.
  int maxBlockNodes = 50;
};

struct GeneralM3nTrainingResult {
  GeneralM3nModel model;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int labelledNodes = 0, blocks = 0, keptEdges = 0, droppedEdges = 0;
};

// Throws std::invalid_argument for fewer than two labels or a model beyond the limits above; a
// set without labelled nodes gives reason EmptyProblem.
GeneralM3nTrainingResult trainGeneralM3n(const GraphSet& set, const GeneralM3nOptions& options,
                                         const LearnerControl& control = {});

struct GeneralM3nPrediction {
  Labeling labels;
  bool integral = true;  // the LP's optimum was integral: `labels` is a MAP labeling
};
GeneralM3nPrediction predictGeneralM3n(const GeneralM3nModel& model, const PairwiseGraph& graph);

std::string generalM3nModelToJson(const GeneralM3nModel& model);
// Throws IoError naming `sourceName` for malformed files and models of other kinds.
GeneralM3nModel generalM3nModelFromJson(const std::string& json, const std::string& sourceName);
void saveGeneralM3nModel(const std::string& path, const GeneralM3nModel& model);
GeneralM3nModel loadGeneralM3nModel(const std::string& path);
// The "kind" of a model file's text ("" when it has none), to dispatch on.
std::string modelFileKind(const std::string& json, const std::string& sourceName);

}  // namespace m3
