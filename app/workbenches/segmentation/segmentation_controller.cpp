#include "segmentation_controller.h"

#include <chrono>

namespace m3 {

SegmentationController::SegmentationController(QObject* parent) : QObject(parent) {
  connect(&thread_, &LearnerThread::started, this, &SegmentationController::started);
  connect(&thread_, &LearnerThread::progress, this, &SegmentationController::progress);
  connect(&thread_, &LearnerThread::failed, this, &SegmentationController::failed);
}

void SegmentationController::start(SegmentationTrainingRequest request) {
  thread_.run([this, request = std::move(request)]() -> LearnerThread::Work {
    return [this, request](const LearnerControl& control) {
      const auto start = std::chrono::steady_clock::now();
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
      SegmentationTrainingResult trained = trainSegmentationModel(pointers, request.options, control);
      auto outcome = std::make_shared<SegmentationTrainingOutcome>();
      outcome->generation = request.generation;
      outcome->progress = trained.progress;
      outcome->reason = trained.reason;
      outcome->trainingImages = static_cast<int>(training.size());
      if (!control.cancelled()) {
        for (size_t i = 0; i < request.scenes.size(); ++i) {
          if (!request.scenes[i]) {
            outcome->learned.emplace_back();
            outcome->kmeans.emplace_back();
            continue;
          }
          const SegmentationPrediction p = predictSegmentation(trained.model, *request.scenes[i]);
          outcome->exactImages += p.exact;
          outcome->learned.push_back(p.partition);
          outcome->kmeans.push_back(kmeansSegmentation(*request.scenes[i], request.kmeansK[i]));
          if (control.cancelled()) break;
        }
      }
      outcome->model = std::make_shared<const SegmentationModel>(std::move(trained.model));
      outcome->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      return [this, outcome](bool superseded) {
        if (superseded) return;
        emit progress(outcome->progress);
        emit finished(outcome);
      };
    };
  });
}

}  // namespace m3
