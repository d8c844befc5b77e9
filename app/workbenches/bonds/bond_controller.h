#pragma once
// Trains the bonds workbench's model off the GUI thread (trainBonds on the proteins the user
// gave bonds) and predicts every open protein in the same job, so "Train" ends with every
// protein redrawn. M3N runs warm-start from the dual blocks of the previous run (proteins
// whose bonds did not change keep theirs); live updates cancel and restart (LearnerThread).
#include <QObject>
#include <memory>

#include "learner_thread.h"
#include "tasks/bond_task.h"

namespace m3 {

struct BondTrainingRequest {
  std::shared_ptr<const std::vector<Protein>> proteins;  // every open protein (bonds unused)
  std::vector<std::vector<Bond>> labels;                 // the user's bonds, one list per protein
  std::vector<std::vector<Bond>> truth;  // per protein: its bonded cysteines are the ones matched
  BondTrainingOptions options;
  quint64 setGeneration = 0;  // echoed back, so results for a closed set are dropped
};

struct BondTrainingOutcome {
  std::shared_ptr<const BondModel> model;
  std::vector<std::vector<Bond>> predicted;  // per protein; empty when cancelled
  std::vector<Eigen::MatrixXd> scores;       // per protein, n x n (NaN: not a candidate pair)
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  int trainedProteins = 0;
  int warmBlocks = 0;
  double predictSeconds = 0;
  quint64 setGeneration = 0;
};

// "Bonding state known" prediction of one protein: the cysteines bonded in `truth` are
// matched (every cysteine when truth is empty; one stays single when their count is odd).
// Bonds and scores come back in the protein's full cysteine indexing; scores of pairs
// outside the matched set are NaN.
MatchingResult predictKnownState(const BondModel& model, const Protein& protein, const std::vector<Bond>& truth,
                                 Eigen::MatrixXd* scores);

class BondController : public QObject {
  Q_OBJECT
 public:
  explicit BondController(QObject* parent = nullptr);

  bool isRunning() const { return thread_.isRunning(); }
  void start(BondTrainingRequest request);
  void stop() { thread_.stop(); }
  void resetWarmStart() { warm_ = {}; }

 signals:
  void started();
  void progress(const m3::TrainingProgress& progress);
  void finished(std::shared_ptr<const m3::BondTrainingOutcome> outcome);
  void failed(const QString& message);

 private:
  LearnerThread thread_;
  BondWarmStart warm_;
};

}  // namespace m3
