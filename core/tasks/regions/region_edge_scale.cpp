#include "tasks/regions/region_edge_scale.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace m3 {

namespace {

// The patch (connected component over edges between regions of the same label) of every
// labelled region, numbered from `first` on; -1 for unlabelled regions. Returns the next free
// number. Same label only: strokes of two classes that touch stay two patches, so a patch has
// one class and holding it out removes no other class's labels.
int labelledPatches(const PairwiseGraph& graph, int first, std::vector<int>& patch) {
  const int n = graph.numNodes();
  patch.assign(static_cast<size_t>(n), -1);
  std::vector<std::vector<int>> next(static_cast<size_t>(n));
  for (const Edge& e : graph.edges)
    if (graph.labels[e.a] != kUnlabelled && graph.labels[e.a] == graph.labels[e.b]) {
      next[e.a].push_back(e.b);
      next[e.b].push_back(e.a);
    }
  int id = first;
  std::vector<int> stack;
  for (int s = 0; s < n; ++s) {
    if (graph.labels[s] == kUnlabelled || patch[s] >= 0) continue;
    patch[s] = id;
    stack = {s};
    while (!stack.empty()) {
      const int u = stack.back();
      stack.pop_back();
      for (int v : next[u])
        if (patch[v] < 0) patch[v] = id, stack.push_back(v);
    }
    ++id;
  }
  return id;
}

}  // namespace

void scaleEdgeWeights(AmnModel& model, double scale) {
  const int begin = model.layout.numNodeFeatures * model.layout.numLabels;
  if (model.weights.size() >= begin) model.weights.tail(model.weights.size() - begin) *= scale;
}

EdgeScaleChoice chooseEdgeScale(const std::vector<const RegionScene*>& scenes,
                                const Palette& palette, const RegionTaskOptions& taskOptions,
                                const AmnTrainingOptions& options, const LearnerControl& control,
                                int folds) {
  EdgeScaleChoice choice;
  choice.candidates = {0, 0.125, 0.25, 0.375, 0.5, 0.75, 1};
  choice.scores.assign(choice.candidates.size(), 0);
  std::vector<std::vector<int>> patchOf(scenes.size());
  int patches = 0;
  for (size_t i = 0; i < scenes.size(); ++i)
    patches = labelledPatches(scenes[i]->graph, patches, patchOf[i]);
  if (options.kind != GraphModelKind::Amn || folds < 2) return choice;
  // Patches dealt to folds class by class, in a fixed shuffled order, so that a class is held
  // out only where another of its patches is left to train on: a class scribbled once is never
  // held out (-1), as a fold without any example of a class would tell nothing about the edges.
  const int K = static_cast<int>(palette.size());
  std::vector<std::vector<int>> patchesOfClass(static_cast<size_t>(K));
  std::vector<char> seenPatch(static_cast<size_t>(patches), 0);
  for (size_t i = 0; i < scenes.size(); ++i)
    for (size_t r = 0; r < patchOf[i].size(); ++r)
      if (const int p = patchOf[i][r]; p >= 0 && !seenPatch[static_cast<size_t>(p)]) {
        seenPatch[static_cast<size_t>(p)] = 1;
        patchesOfClass[static_cast<size_t>(scenes[i]->graph.labels[r])].push_back(p);
      }
  std::vector<int> foldOf(static_cast<size_t>(patches), -1);
  std::mt19937 random(12345);
  int dealt = 0;
  for (std::vector<int>& ofClass : patchesOfClass) {
    if (ofClass.size() < 2) continue;
    std::shuffle(ofClass.begin(), ofClass.end(), random);
    for (int p : ofClass) foldOf[static_cast<size_t>(p)] = dealt++ % folds;
  }
  folds = std::min(folds, dealt);
  if (folds < 2) return choice;
  // Per candidate scale the confusion (truth x prediction) over held-out regions; and the
  // classes the unscaled model predicts over every region of those images.
  std::vector<Eigen::MatrixXd> confusion(choice.candidates.size(), Eigen::MatrixXd::Zero(K, K));
  Eigen::VectorXd predictedClasses = Eigen::VectorXd::Zero(K);
  for (int f = 0; f < folds && !control.cancelled(); ++f) {
    std::vector<RegionScene> kept;
    kept.reserve(scenes.size());
    for (size_t i = 0; i < scenes.size(); ++i) {
      kept.push_back(*scenes[i]);
      Labeling& labels = kept.back().graph.labels;
      for (size_t r = 0; r < labels.size(); ++r)
        if (patchOf[i][r] >= 0 && foldOf[static_cast<size_t>(patchOf[i][r])] == f)
          labels[r] = kUnlabelled;
    }
    std::vector<const RegionScene*> ptrs;
    for (const RegionScene& s : kept) ptrs.push_back(&s);
    LearnerControl quiet;  // the folds' progress is not the model's: only Stop carries over
    quiet.stop = control.stop;
    const RegionModel trained = trainRegionModel(ptrs, palette, taskOptions, options, quiet).model;
    for (size_t i = 0; i < scenes.size() && !control.cancelled(); ++i) {
      bool heldOut = false;
      for (size_t r = 0; r < patchOf[i].size() && !heldOut; ++r)
        heldOut = patchOf[i][r] >= 0 && foldOf[static_cast<size_t>(patchOf[i][r])] == f;
      if (!heldOut) continue;
      const PairwiseGraph graph = standardisedGraph(trained, scenes[i]->graph);
      for (size_t c = 0; c < choice.candidates.size(); ++c) {
        AmnModel scaled = trained.amn;
        scaleEdgeWeights(scaled, choice.candidates[c]);
        const Labeling predicted = predictAmn(scaled, graph);
        for (size_t r = 0; r < predicted.size(); ++r) {
          if (choice.candidates[c] == 1) predictedClasses(predicted[r]) += 1;
          if (patchOf[i][r] < 0 || foldOf[static_cast<size_t>(patchOf[i][r])] != f) continue;
          confusion[c](scenes[i]->graph.labels[r], predicted[r]) += 1;
        }
      }
    }
  }
  if (control.cancelled()) return choice;
  choice.folds = folds;
  size_t best = choice.candidates.size() - 1;
  for (size_t c = 0; c < choice.candidates.size(); ++c) {
    // Scribbled patches are drawn class by class, so held-out regions are far more balanced
    // than the images; rows are reweighted to the class frequencies the unscaled model predicts.
    Eigen::MatrixXd m = confusion[c];
    for (int k = 0; k < K; ++k)
      if (m.row(k).sum() > 0) m.row(k) *= predictedClasses(k) / m.row(k).sum();
    double sumIou = 0;
    int classes = 0;
    for (int k = 0; k < K; ++k) {
      if (confusion[c].row(k).sum() == 0) continue;
      const double union_ = m.row(k).sum() + m.col(k).sum() - m(k, k);
      sumIou += union_ > 0 ? m(k, k) / union_ : 0;
      ++classes;
    }
    choice.scores[c] = sumIou / std::max(1, classes);
  }
  for (size_t c = choice.candidates.size(); c-- > 0;)  // downwards: ties go to the larger scale
    if (choice.scores[c] > choice.scores[best] + 1e-12) best = c;
  choice.scale = choice.candidates[best];
  return choice;
}

EdgeScaleChoice applyChosenEdgeScale(RegionTrainingResult& trained,
                                     const std::vector<const RegionScene*>& scenes,
                                     const Palette& palette, const RegionTaskOptions& taskOptions,
                                     const AmnTrainingOptions& options,
                                     const LearnerControl& control) {
  if (options.kind != GraphModelKind::Amn) return {};
  const EdgeScaleChoice choice = chooseEdgeScale(scenes, palette, taskOptions, options, control);
  scaleEdgeWeights(trained.model.amn, choice.scale);
  return choice;
}

}  // namespace m3
