#include "region_controller.h"

#include <algorithm>
#include <chrono>

#include "terrain_controller.h"  // predictWithConfidence

namespace m3 {

RegionController::RegionController(QObject* parent) : QObject(parent) {
  connect(&thread_, &LearnerThread::started, this, &RegionController::started);
  connect(&thread_, &LearnerThread::progress, this, &RegionController::progress);
  connect(&thread_, &LearnerThread::failed, this, &RegionController::failed);
}

void RegionController::start(RegionTrainingRequest request) {
  thread_.run([this, request = std::move(request)]() -> LearnerThread::Work {
    return [this, request, warm = std::move(warm_)](const LearnerControl& control) mutable {
      const auto start = std::chrono::steady_clock::now();
      RegionScene labelled = *request.scene;
      labelled.graph.labels = regionLabelsFromMask(request.scene->superpixels, request.scribbles,
                                                   static_cast<int>(request.palette.size()),
                                                   request.taskOptions.minCoverage);
      auto outcome = std::make_shared<RegionTrainingOutcome>();
      outcome->imageGeneration = request.imageGeneration;
      for (int l : labelled.graph.labels) outcome->labelledRegions += l != kUnlabelled;
      // Fewer than two classes among the labelled regions: nothing to tell apart yet.
      std::vector<bool> present(request.palette.size(), false);
      for (int l : labelled.graph.labels)
        if (l != kUnlabelled) present[l] = true;
      if (std::count(present.begin(), present.end(), true) < 2) {
        outcome->reason = StopReason::EmptyProblem;
      } else {
        RegionTrainingResult trained = trainRegionModel({&labelled}, request.palette, request.taskOptions,
                                                        request.options, control, std::move(warm));
        outcome->progress = trained.training.progress;
        outcome->reason = trained.training.reason;
        warm = std::move(trained.training.warmStart);
        if (!control.cancelled())
          predictWithConfidence(trained.model.amn, standardisedGraph(trained.model, labelled.graph), outcome->regions,
                                outcome->confidence);
        outcome->model = std::make_shared<const RegionModel>(std::move(trained.model));
      }
      outcome->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      auto warmState = std::make_shared<AmnWarmStart>(std::move(warm));
      return [this, outcome, warmState](bool superseded) {
        warm_ = std::move(*warmState);  // untouched when nothing was trained
        if (superseded) return;
        if (outcome->reason == StopReason::EmptyProblem) {
          emit failed(tr("Scribble on regions of at least two classes first (%1 regions labelled).")
                          .arg(outcome->labelledRegions));
          return;
        }
        emit progress(outcome->progress);
        emit finished(outcome);
      };
    };
  });
}

}  // namespace m3
