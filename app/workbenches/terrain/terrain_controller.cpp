#include "terrain_controller.h"

#include <chrono>

#include "inference/alpha_expansion.h"
#include "inference/uncertainty.h"

namespace m3 {

void predictWithConfidence(const AmnModel& model, const PairwiseGraph& graph, Labeling& labels,
                           std::vector<double>& confidence) {
  labels = predictAmn(model, graph);
  AmnScores scores = amnScores(model.layout, model.weights, graph);
  if (model.kind != GraphModelKind::Amn) {  // baselines: the margin of each node alone
    confidence = localMargins({}, {scores.node, Eigen::MatrixXd(0, scores.node.cols())}, labels);
    return;
  }
  confidence = localMargins(graph.edges, scores, labels);
}

TerrainController::TerrainController(QObject* parent) : QObject(parent) {
  connect(&thread_, &LearnerThread::started, this, &TerrainController::started);
  connect(&thread_, &LearnerThread::progress, this, &TerrainController::progress);
  connect(&thread_, &LearnerThread::failed, this, &TerrainController::failed);
}

void TerrainController::start(TerrainTrainingRequest request) {
  thread_.run([this, request = std::move(request)]() -> LearnerThread::Work {
    return [this, request, warm = std::move(warm_)](const LearnerControl& control) mutable {
      AmnTrainingResult trained =
          trainAmn(*request.graph, request.labels, request.labelSet, request.options, control, std::move(warm));
      auto outcome = std::make_shared<TerrainTrainingOutcome>();
      outcome->cloudGeneration = request.cloudGeneration;
      outcome->progress = trained.progress;
      outcome->reason = trained.reason;
      outcome->labelledPoints = trained.labelledNodes;
      if (trained.reason != StopReason::EmptyProblem && !control.cancelled()) {
        const auto start = std::chrono::steady_clock::now();
        predictWithConfidence(trained.model, *request.graph, outcome->predictions, outcome->confidence);
        outcome->predictSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      }
      outcome->model = std::make_shared<const AmnModel>(std::move(trained.model));
      auto warmState = std::make_shared<AmnWarmStart>(std::move(trained.warmStart));
      return [this, outcome, warmState](bool superseded) {
        warm_ = std::move(*warmState);
        if (superseded) return;
        if (outcome->reason == StopReason::EmptyProblem) {
          emit failed(tr("Nothing to train on: paint some points with a class first."));
          return;
        }
        emit progress(outcome->progress);
        emit finished(outcome);
      };
    };
  });
}

}  // namespace m3
