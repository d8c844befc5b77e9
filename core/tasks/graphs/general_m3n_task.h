#pragma once
// The general pairwise M3N's entry points for generic graphs (the "Link-MM" of thesis ch. 8;
// learning/general_m3n_oracle.h has the model): train on the subgraphs induced by labelled
// nodes with the relaxed BCFW (multi-plane by default; the gap is exact for the relaxed
// problem), predict every node by the local-polytope LP, rounded where it is fractional.
#include <string>

#include "io/graph_json.h"
#include "learning/general_m3n_oracle.h"
#include "model/general_m3n_model.h"

namespace m3 {

struct GeneralM3nOptions {
  // The LP is the expensive step: cached planes save many of them (as for the AMN), but with
  // WebKB's 8,570 weights a step over 10 cached planes is not free either, so at most 10
  // approximate passes follow each exact one (Cornell + Wisconsin, C 0.1, 50-node blocks: a
  // 1% gap in 35.7 s; with up to 300 approximate passes 1.09% after 200 passes, 73 s;
  // without planes 5.7% after 200 passes, 17.8 s).
  BcfwOptions bcfw{.evaluateEvery = 5, .cachedPlanes = 10, .maxApproximatePasses = 10};
  bool balancedLoss = false;  // the class-balanced loss of learning/amn_oracle.h
  // Labelled components above this size are cut into connected chunks for training, the edges
  // between chunks dropped (data/graph_parts.h trainingBlocks); <= 0 keeps them whole. Why:
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

}  // namespace m3
