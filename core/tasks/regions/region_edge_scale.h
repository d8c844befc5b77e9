#pragma once
// How strongly a region model's learned edges should pull neighbours together, chosen from the
// user's own labels by cross-validation.
// Why: scribbles label patches of adjacent regions of one class, so every labelled edge the
// AMN learns from joins two regions of the same class; nothing in training holds the learned
// attraction back, and at prediction it swallows small classes into their large neighbours
// (CamVid, 10% of regions in patches: pavement IoU 0.18 against the node SVM's 0.49;
// README). The edge weights are multiplied by a scale s in [0, 1] chosen so that patches the
// model did not see are predicted best. The labelled patches (connected components of
// labelled regions of one class) are dealt into folds class by class, a class only when it has two
// patches or more (so that training always keeps one of each class); a model trained without one
// fold predicts that fold's images at each candidate s (s = 0: the node part alone). The score of
// s is the held-out mean IoU, the measure photographs are judged by, with each class's
// held-out regions reweighted to the share of regions the unscaled model predicts for it:
// patches are drawn class by class, so held-out regions are far more balanced than images,
// and unweighted scores overrate small classes (class-average accuracy chose 0.5 on CamVid at
// both label amounts, below the learned model's mean IoU with every region labelled). The
// best score wins; ties go to the larger s, nearer the learned model. Nothing here looks at
// any ground truth but the labels trained on. Candidates stop at 1: the bias corrected is
// too much attraction, never too little.
#include <vector>

#include "tasks/regions/region_task.h"

namespace m3 {

struct EdgeScaleChoice {
  double scale = 1;                // the choice; 1 when no class has two patches to compare
  std::vector<double> candidates;  // the scales tried
  std::vector<double> scores;      // their held-out mean IoU (reweighted, above)
  int folds = 0;                   // 0: not chosen (fewer than two patches)
};

// Trains `folds` models (each without one fold of patches) with the given options.
EdgeScaleChoice chooseEdgeScale(const std::vector<const RegionScene*>& scenes,
                                const Palette& palette, const RegionTaskOptions& taskOptions,
                                const AmnTrainingOptions& options,
                                const LearnerControl& control = {}, int folds = 3);
// The model with its edge weights multiplied by `scale` (node weights unchanged).
void scaleEdgeWeights(AmnModel& model, double scale);
// For an AMN: chooses the scale for `trained` (trainRegionModel's result on the same scenes and
// options) and applies it; other model kinds are left as they are (scale 1, 0 folds). The
// warm start in `trained` stays that of the unscaled problem, which the next round continues.
EdgeScaleChoice applyChosenEdgeScale(RegionTrainingResult& trained,
                                     const std::vector<const RegionScene*>& scenes,
                                     const Palette& palette, const RegionTaskOptions& taskOptions,
                                     const AmnTrainingOptions& options,
                                     const LearnerControl& control = {});

}  // namespace m3
