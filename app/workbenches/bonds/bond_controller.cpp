#include "bond_controller.h"

#include <chrono>

#include "bond_document.h"

namespace m3 {

MatchingResult predictKnownState(const BondModel& model, const Protein& protein, const std::vector<Bond>& truth,
                                 Eigen::MatrixXd* scores) {
  Protein withTruth = protein;
  withTruth.bonds = toPairList(truth);
  MatchingResult result;
  result.bonds = predictConnectivity(model, withTruth, scores);
  return result;
}

BondController::BondController(QObject* parent) : QObject(parent) {
  connect(&thread_, &LearnerThread::started, this, &BondController::started);
  connect(&thread_, &LearnerThread::progress, this, &BondController::progress);
  connect(&thread_, &LearnerThread::failed, this, &BondController::failed);
}

void BondController::start(BondTrainingRequest request) {
  thread_.run([this, request = std::move(request)]() -> LearnerThread::Work {
    // Pair-SVM runs have no dual blocks to reuse; their warm start stays untouched.
    BondWarmStart warm = request.options.kind == BondModelKind::M3n ? std::move(warm_) : BondWarmStart{};
    return [this, request, warm = std::move(warm)](const LearnerControl& control) mutable {
      std::vector<Protein> training;
      for (size_t i = 0; i < request.labels.size(); ++i) {
        if (request.labels[i].empty()) continue;
        Protein p = (*request.proteins)[i];
        p.bonds = toPairList(request.labels[i]);
        training.push_back(std::move(p));
      }
      BondTrainingResult trained = training.empty() ? BondTrainingResult{.reason = StopReason::EmptyProblem}
                                                    : trainBonds(training, request.options, control, std::move(warm));
      auto outcome = std::make_shared<BondTrainingOutcome>();
      outcome->setGeneration = request.setGeneration;
      outcome->progress = trained.progress;
      outcome->reason = trained.reason;
      outcome->trainedProteins = trained.proteins;
      outcome->warmBlocks = trained.warmBlocks;
      if (trained.reason != StopReason::EmptyProblem && !control.cancelled()) {
        const auto start = std::chrono::steady_clock::now();
        for (size_t i = 0; i < request.proteins->size(); ++i) {
          Eigen::MatrixXd scores;
          outcome->predicted.push_back(
              predictKnownState(trained.model, (*request.proteins)[i], request.truth[i], &scores).bonds);
          outcome->scores.push_back(std::move(scores));
        }
        outcome->predictSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      }
      outcome->model = std::make_shared<const BondModel>(std::move(trained.model));
      auto warmState = std::make_shared<BondWarmStart>(std::move(trained.warmStart));
      const bool m3n = request.options.kind == BondModelKind::M3n;
      return [this, outcome, warmState, m3n](bool superseded) {
        if (m3n && outcome->reason != StopReason::EmptyProblem) warm_ = std::move(*warmState);
        if (superseded) return;
        if (outcome->reason == StopReason::EmptyProblem) {
          emit failed(tr("Nothing to train on: give some proteins their bonds first (click two cysteines)."));
          return;
        }
        emit progress(outcome->progress);
        emit finished(outcome);
      };
    };
  });
}

}  // namespace m3
