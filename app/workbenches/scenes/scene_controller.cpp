#include "scene_controller.h"

#include <chrono>
#include <limits>

namespace m3 {

MultiLabelPredictOptions scenePredictOptions(int numLabels) {
  MultiLabelPredictOptions options;
  options.lmsbnBound = numLabels <= 10 ? std::numeric_limits<double>::infinity() : 3.0;
  return options;
}

SceneController::SceneController(QObject* parent) : QObject(parent) {
  connect(&thread_, &LearnerThread::started, this, &SceneController::started);
  connect(&thread_, &LearnerThread::progress, this, &SceneController::progress);
  connect(&thread_, &LearnerThread::failed, this, &SceneController::failed);
}

void SceneController::start(SceneTrainingRequest request) {
  thread_.run([this, request = std::move(request)]() -> LearnerThread::Work {
    return [this, request](const LearnerControl& control) {
      auto outcome = std::make_shared<SceneTrainingOutcome>();
      outcome->setGeneration = request.setGeneration;
      outcome->trainedItems = request.training.size();
      MultiLabelTrainingResult trained = trainMultiLabel(request.training, request.options, control);
      outcome->trainSeconds = trained.seconds;
      outcome->summary = trained.summary;
      if (!control.cancelled()) {
        const auto start = std::chrono::steady_clock::now();
        outcome->prediction = predictMultiLabel(trained.model, request.items->features, request.predict);
        outcome->predictSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      }
      outcome->model = std::make_shared<const MultiLabelModel>(std::move(trained.model));
      return [this, outcome](bool superseded) {
        if (!superseded) emit finished(outcome);
      };
    };
  });
}

}  // namespace m3
