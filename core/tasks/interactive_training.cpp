#include "tasks/interactive_training.h"

#include <algorithm>
#include <chrono>
#include <limits>

#include "inference/alpha_expansion.h"
#include "inference/uncertainty.h"
#include "learning/elapsed.h"
#include "parallel/parallel_blocks.h"
#include "tasks/regions/region_edge_scale.h"

namespace m3 {

namespace {

using Clock = std::chrono::steady_clock;

// A project's model that only predicts: takes it into the outcome (nothing is trained or
// warmed) and returns true; false when the request carries no model.
template <class Outcome, class Model>
bool takeGivenModel(Outcome& outcome, const std::shared_ptr<const Model>& given) {
  if (!given) return false;
  outcome.given = true;
  outcome.model = given;
  if constexpr (requires { outcome.reason; }) outcome.reason = StopReason::Converged;
  return true;
}

}  // namespace

void predictWithConfidence(const AmnModel& model, const PairwiseGraph& graph, Labeling& labels,
                           std::vector<double>& confidence) {
  if (model.kind == GraphModelKind::RandomForest) {  // the trees' vote margins
    labels = predictRandomForest(model.forest, graph.nodeFeatures, &confidence);
    return;
  }
  labels = predictAmn(model, graph);
  AmnScores scores = amnScores(model.layout, model.weights, graph);
  if (model.kind != GraphModelKind::Amn) {  // baselines: the margin of each node alone
    confidence = localMargins({}, {scores.node, Eigen::MatrixXd(0, scores.node.cols())}, labels);
    return;
  }
  confidence = localMargins(graph.edges, scores, labels);
}

TerrainTrainingOutcome trainAndPredictTerrain(const TerrainTrainingRequest& request,
                                              const LearnerControl& control, AmnWarmStart& warm) {
  TerrainTrainingOutcome outcome;
  outcome.dataGeneration = request.dataGeneration;
  if (!takeGivenModel(outcome, request.given)) {
    outcome.paintedPoints = countLabelled(request.labels);
    const Labeling kept =
        request.cloud && outcome.paintedPoints > request.budget.points
            ? keepLabelledPatches(request.cloud->xyz, request.labels, request.budget.points,
                                  request.budget.radius, request.budget.seed, request.newestFirst)
            : request.labels;
    // The graph trained on: the whole cloud's, or one over the kept points cut from their tiles.
    PairwiseGraph cut;
    Labeling cutLabels;
    std::vector<int> keptPoints, groups;
    if (request.cloud) groups = spatialBlockGroups(request.cloud->xyz);
    if (request.tiles) {
      for (int i = 0; i < static_cast<int>(kept.size()); ++i)
        if (kept[static_cast<size_t>(i)] != kUnlabelled) keptPoints.push_back(i);
      cut = request.tiles->subgraph(keptPoints, request.tileThreads, [&] { return control.cancelled(); });
      if (control.cancelled()) {  // stopped while the painted tiles were built: no model yet
        outcome.reason = StopReason::Cancelled;
        return outcome;
      }
      for (int i : keptPoints) cutLabels.push_back(kept[static_cast<size_t>(i)]);
      std::vector<int> cutGroups;
      for (int i : keptPoints) cutGroups.push_back(groups.empty() ? 0 : groups[static_cast<size_t>(i)]);
      groups = std::move(cutGroups);
    }
    const PairwiseGraph& graph = request.tiles ? cut : *request.graph;
    const Labeling& labels = request.tiles ? cutLabels : kept;
    LearnerControl interim = control;
    auto lastShown = Clock::now();
    if (request.onInterimModel)
      interim.onWeights = [&](const Eigen::VectorXd& w) {
        if (secondsSince(lastShown) < request.interimSeconds) return;
        lastShown = Clock::now();
        const AmnLayout layout{static_cast<int>(graph.nodeFeatures.cols()), static_cast<int>(graph.edgeFeatures.cols()),
                               request.labelSet.size()};
        request.onInterimModel(std::make_shared<const AmnModel>(
            AmnModel{request.labelSet, layout, request.options.kind, w, request.options.bcfw.C, {}, {}}));
      };
    AmnTrainingResult trained = trainAmn(graph, labels, request.labelSet, request.options, interim, std::move(warm),
                                         groups.empty() ? nullptr : &groups, request.tiles ? &keptPoints : nullptr);
    warm = std::move(trained.warmStart);
    outcome.progress = trained.progress;
    outcome.reason = trained.reason;
    outcome.labelledPoints = trained.labelledNodes;
    outcome.model = std::make_shared<const AmnModel>(std::move(trained.model));
  }
  if (request.predict && outcome.reason != StopReason::EmptyProblem && !control.cancelled()) {
    const auto start = Clock::now();
    if (request.tiles) {
      const size_t n = static_cast<size_t>(request.tiles->cloud().numPoints());
      outcome.predictions.assign(n, kUnlabelled);
      outcome.confidence.assign(n, 0.0);
      request.tiles->predict(
          *outcome.model, request.tileOrder, true, request.tileThreads, [&] { return control.cancelled(); },
          [&](int tile, const Labeling& labels, const std::vector<double>& confidence) {
            const std::span<const int> own = request.tiles->grid().own(tile);
            for (size_t k = 0; k < own.size(); ++k) {
              outcome.predictions[static_cast<size_t>(own[k])] = labels[k];
              outcome.confidence[static_cast<size_t>(own[k])] = confidence[k];
            }
            if (request.onTilePredicted) request.onTilePredicted(tile, labels, confidence);
          });
      if (control.cancelled()) outcome.predictions.clear(), outcome.confidence.clear();
    }
    else {
      predictWithConfidence(*outcome.model, *request.graph, outcome.predictions, outcome.confidence);
    }
    outcome.predictSeconds = secondsSince(start);
  }
  return outcome;
}

RegionTrainingOutcome trainAndPredictRegions(const RegionTrainingRequest& request,
                                             const LearnerControl& control, AmnWarmStart& warm) {
  const auto start = Clock::now();
  const int classes = static_cast<int>(request.palette.size());
  const size_t n = request.images.size();
  RegionTrainingOutcome outcome;
  outcome.dataGeneration = request.dataGeneration;
  outcome.scenes.resize(n);
  for (size_t i = 0; i < n; ++i) outcome.scenes[i] = request.images[i].scene;
  outcome.regions.resize(n);
  outcome.confidence.resize(n);
  // The scribbled images' scenes are built here when they are missing (training needs them).
  const auto sceneOf = [&](size_t i) {
    if (!outcome.scenes[i])
      outcome.scenes[i] = std::make_shared<const RegionScene>(
          buildRegionScene(*request.images[i].image, request.taskOptions));
    return outcome.scenes[i];
  };
  std::vector<RegionScene> labelled;
  std::vector<bool> present(static_cast<size_t>(classes), false);
  for (size_t i = 0; i < n && !control.cancelled(); ++i) {
    const LabelImage& scribbles = request.images[i].scribbles;
    if (scribbles.numPixels() == 0 ||
        std::all_of(scribbles.labels.begin(), scribbles.labels.end(), [](int l) { return l == kUnlabelled; }))
      continue;
    RegionScene scene = *sceneOf(i);
    scene.graph.labels =
        regionLabelsFromMask(scene.superpixels, scribbles, classes, request.taskOptions.minCoverage);
    int regions = 0;
    for (int l : scene.graph.labels)
      if (l != kUnlabelled) regions += 1, present[static_cast<size_t>(l)] = true;
    if (regions == 0) continue;
    outcome.labelledRegions += regions;
    outcome.labelledImages += 1;
    labelled.push_back(std::move(scene));
  }
  if (control.cancelled()) return outcome;
  if (!takeGivenModel(outcome, request.given)) {
    // Fewer than two classes among the labelled regions: nothing to tell apart yet.
    if (std::count(present.begin(), present.end(), true) < 2) {
      outcome.reason = StopReason::EmptyProblem;
      return outcome;
    }
    std::vector<const RegionScene*> scenes;
    for (const RegionScene& s : labelled) scenes.push_back(&s);
    RegionTrainingResult trained = trainRegionModel(scenes, request.palette, request.taskOptions,
                                                    request.options, control, std::move(warm));
    warm = std::move(trained.training.warmStart);
    outcome.progress = trained.training.progress;
    outcome.reason = trained.training.reason;
    if (request.chooseEdgeScale && !control.cancelled()) {
      const EdgeScaleChoice choice =
          applyChosenEdgeScale(trained, scenes, request.palette, request.taskOptions, request.options, control);
      outcome.edgeScale = choice.scale;
      outcome.edgeScaleFolds = choice.folds;
    }
    outcome.model = std::make_shared<const RegionModel>(std::move(trained.model));
  }
  // Images without a scene stay unpredicted: their scenes come from the caller's own queue.
  // Images are independent: every core, each into its own slot (a cancelled one stays empty).
  parallelEach(static_cast<int>(n), [&](int i) {
    if (control.cancelled() || !outcome.scenes[i]) return;
    predictWithConfidence(outcome.model->amn,
                          standardisedGraph(*outcome.model, outcome.scenes[i]->graph),
                          outcome.regions[i], outcome.confidence[i]);
  });
  outcome.seconds = secondsSince(start);
  return outcome;
}

MatchingResult predictKnownState(const BondModel& model, const Protein& protein,
                                 const std::vector<Bond>& truth, Eigen::MatrixXd* scores,
                                 double* margin) {
  Protein withTruth = protein;
  withTruth.bonds = toPairList(truth);
  MatchingResult result;
  result.bonds = predictConnectivity(model, withTruth, scores, margin);
  return result;
}

BondTrainingOutcome trainAndPredictBonds(const BondTrainingRequest& request,
                                         const LearnerControl& control, BondWarmStart& warm) {
  std::vector<Protein> training;
  for (size_t i = 0; i < request.labels.size(); ++i) {
    if (request.labels[i].empty()) continue;
    Protein p = (*request.proteins)[i];
    p.bonds = toPairList(request.labels[i]);
    training.push_back(std::move(p));
  }
  BondTrainingOutcome outcome;
  outcome.dataGeneration = request.dataGeneration;
  if (!takeGivenModel(outcome, request.given)) {
    const bool m3n = request.options.kind == BondModelKind::M3n;
    BondTrainingResult trained;
    if (training.empty())
      trained.reason = StopReason::EmptyProblem;
    else
      trained = trainBonds(training, request.options, control, m3n ? std::move(warm) : BondWarmStart{});
    if (m3n && trained.reason != StopReason::EmptyProblem) warm = std::move(trained.warmStart);
    outcome.progress = trained.progress;
    outcome.reason = trained.reason;
    outcome.trainedProteins = trained.proteins;
    outcome.warmBlocks = trained.warmBlocks;
    outcome.model = std::make_shared<const BondModel>(std::move(trained.model));
  }
  if (outcome.reason != StopReason::EmptyProblem && !control.cancelled()) {
    const auto start = Clock::now();
    const int n = static_cast<int>(request.proteins->size());
    outcome.predicted.assign(n, {});
    outcome.scores.assign(n, {});
    outcome.margins.assign(n, 0);
    parallelEach(n, [&](int i) {  // proteins are independent: every core, each its own slot
      outcome.predicted[i] =
          predictKnownState(*outcome.model, (*request.proteins)[i], request.truth[i],
                            &outcome.scores[i], &outcome.margins[i])
              .bonds;
    });
    outcome.predictSeconds = secondsSince(start);
  }
  return outcome;
}

MultiLabelPredictOptions scenePredictOptions(int numLabels) {
  MultiLabelPredictOptions options;
  options.lmsbnBound = numLabels <= 10 ? std::numeric_limits<double>::infinity() : 3.0;
  return options;
}

SceneTrainingOutcome trainAndPredictScenes(const SceneTrainingRequest& request,
                                           const LearnerControl& control) {
  SceneTrainingOutcome outcome;
  outcome.dataGeneration = request.dataGeneration;
  if (!takeGivenModel(outcome, request.given)) {
    outcome.trainedItems = request.training.size();
    MultiLabelTrainingResult trained = trainMultiLabel(request.training, request.options, control);
    outcome.trainSeconds = trained.seconds;
    outcome.report = trained.report;
    outcome.model = std::make_shared<const MultiLabelModel>(std::move(trained.model));
  }
  if (!control.cancelled()) {
    const auto start = Clock::now();
    outcome.prediction =
        predictMultiLabel(*outcome.model, request.items->features, request.predict);
    outcome.predictSeconds = secondsSince(start);
  }
  return outcome;
}

SegmentationTrainingOutcome trainAndPredictSegmentation(const SegmentationTrainingRequest& request,
                                                        const LearnerControl& control) {
  const auto start = Clock::now();
  // Training copies of the scenes with the user's segmentations as gold partitions.
  std::vector<SegmentationScene> training;
  for (size_t i = 0; i < request.scenes.size(); ++i) {
    if (!request.scenes[i] || request.training[i].numPixels() == 0) continue;
    SegmentationScene scene = *request.scenes[i];
    scene.example.gold = partitionFromSegmentation(scene.superpixels, request.training[i]);
    training.push_back(std::move(scene));
  }
  std::vector<const SegmentationScene*> pointers;
  for (const SegmentationScene& s : training) pointers.push_back(&s);
  SegmentationTrainingOutcome outcome;
  outcome.dataGeneration = request.dataGeneration;
  outcome.trainingImages = static_cast<int>(training.size());
  if (!takeGivenModel(outcome, request.given)) {
    if (training.empty()) {
      outcome.reason = StopReason::EmptyProblem;
      return outcome;
    }
    SegmentationTrainingResult trained = trainSegmentationModel(pointers, request.options, control);
    outcome.progress = trained.progress;
    outcome.reason = trained.reason;
    outcome.model = std::make_shared<const SegmentationModel>(std::move(trained.model));
  }
  // Images are independent: each LP on its own core, into its own slot; a stopped round
  // returns none (learned then has fewer entries than images).
  const int images = static_cast<int>(request.scenes.size());
  decltype(outcome.learned) learned(images);
  decltype(outcome.kmeans) kmeans(images);
  std::vector<double> margins(images, std::numeric_limits<double>::quiet_NaN());
  std::vector<char> exact(images, 0);
  parallelEach(images, [&](int i) {
    if (control.cancelled() || !request.scenes[i]) return;
    const SegmentationPrediction p = predictSegmentation(*outcome.model, *request.scenes[i]);
    exact[i] = p.exact ? 1 : 0;
    learned[i] = p.partition;
    margins[i] = p.margin;
    kmeans[i] = kmeansSegmentation(*request.scenes[i], request.kmeansK[i]);
  });
  if (!control.cancelled()) {
    outcome.learned = std::move(learned);
    outcome.kmeans = std::move(kmeans);
    outcome.margins = std::move(margins);
    outcome.exactImages = static_cast<int>(std::count(exact.begin(), exact.end(), 1));
  }
  outcome.seconds = secondsSince(start);
  return outcome;
}

}  // namespace m3
