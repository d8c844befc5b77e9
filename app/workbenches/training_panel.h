#pragma once
// The base of every panel workbench's widget (terrain, bonds, scenes, image regions, image
// segmentation): what a panel does the same way whatever it learns. It owns the learner
// settings of Training Options, live update (retrain a moment after each edit) and Stop, and
// reports to its workbench through two signals. Each panel says how it trains (train()) and
// whether it has labels to train on.
#include <QWidget>
#include <concepts>
#include <functional>
#include <memory>
#include <string>
#include <utility>

#include "learner_settings.h"
#include "live_retraining.h"
#include "model_document.h"
#include "training_job.h"

class QComboBox;

namespace m3 {

struct BcfwOptions;

class TrainingPanel : public QWidget {
  Q_OBJECT
 public:
  // Starts a training round in the background on the labels given so far.
  virtual void train() = 0;
  void stop();
  // A round asked for before the data was ready (startWhenReady): it counts as training,
  // so that Stop is offered and cancels it.
  bool isWaitingToStart() const { return bool(waitingToStart_); }
  void setLiveUpdate(bool on);
  // C and the stopping rule (Training Options). A new C drops the warm start: the dual blocks
  // of a warm start belong to the old C.
  LearnerSettings learnerSettings() const { return learner_; }
  void setLearnerSettings(const LearnerSettings& settings);
  // The model kind chosen, by the id its task declares (core/tasks/task_registry.h), as
  // projects ("modelKind") and the CLI (--model-kind) name it: the declaration's first until
  // one is chosen.
  const std::string& modelKindId() const { return modelKind_; }
  // Chooses a declared kind (the model box follows without its signal); a new kind drops the
  // warm start, whose dual blocks belong to the old model. std::invalid_argument naming the
  // declared kinds for any other.
  void setModelKindId(const std::string& kind);
  const std::string& taskId() const { return taskId_; }

 signals:
  void statusMessage(const QString& message);
  void trainingStateChanged();
  // A setting that projects keep (learner settings, model kind, kernel) changed: no label
  // edit, but unsaved work all the same.
  void settingsChanged();

 protected:
  // `job` is the panel's own training job (a member constructed after this base: it is only
  // used once the panel is built). Live update retrains `liveDebounceMs` after the last edit.
  // `taskId` names the task whose declared learner settings (core/tasks/task_registry.h) are
  // the defaults, as they are the CLI's.
  TrainingPanel(TrainingJobSignals& job, int liveDebounceMs, const char* taskId, QWidget* parent);

  virtual bool hasLabelsToTrainOn() const = 0;
  // The panel's model box: the task's declared kinds, the one chosen shown; picking one calls
  // setModelKindId. `tip` says how the kinds differ.
  QComboBox* createModelBox(QWidget* parent, const QString& tip);
  // After another model kind was chosen (Scenes offers kernels for LMSBN only).
  virtual void modelKindChanged() {}
  // A finished run goes to `finished`; a failed one is reported through statusMessage; every
  // start or failure changes the training state.
  void connectTrainingJob(const std::function<void()>& finished);
  // " (gap 0.67%, converged)" for a finished run's status line; empty for a learner without
  // passes (a random forest, a PCFG read off the trees).
  static QString gapSummary(const TrainingProgress& progress, StopReason reason);
  // The status lines of a round's end (ModelTrainingPanel::finishRound), translated here.
  static QString givenModelText(bool afterStop);
  static QString stoppedWithModelText();
  static QString stoppedWithoutModelText();
  // The learner settings as the block-coordinate Frank-Wolfe learners take them: C, the gap and
  // the pass limit of Training Options, the rest (cached planes, learner) as the task declares.
  void applyLearnerSettings(BcfwOptions& options) const;
  // Calls `start` once `sender` emits `ready` (features or scenes still being computed):
  // a newer wait replaces an older one, and Stop cancels it, so a round asked for before
  // the data was ready never starts after the user stopped training.
  template <class Sender, class Signal>
  void startWhenReady(const Sender* sender, Signal ready, std::function<void()> start) {
    disconnect(waitingToStart_);
    waitingToStart_ = connect(
        sender, ready, this,
        [this, start = std::move(start)] {
          waitingToStart_ = {};
          start();
          emit trainingStateChanged();
        },
        Qt::SingleShotConnection);
    emit trainingStateChanged();
  }

  LearnerSettings learner_;
  LiveRetraining live_;

 private:
  TrainingJobSignals& job_;
  QMetaObject::Connection waitingToStart_;
  std::string taskId_, modelKind_;
  QComboBox* modelBox_ = nullptr;
};

// What a panel's acceptOutcome made of a finished round.
enum class RoundResult {
  Stopped,  // without predictions: stopped (a superseded round never finishes)
  Shown,    // its predictions are on screen
};

// What a training round gives back (core/tasks/interactive_training.h and its peers): the model
// trained, or the one given to predict with, and the generation of the data it was asked for
// (its request's, LabelDocument::dataGeneration).
template <class O, class Model>
concept RoundOutcome = requires(const O& outcome) {
  { outcome.model } -> std::convertible_to<std::shared_ptr<const Model>>;
  { outcome.given } -> std::convertible_to<bool>;
  { outcome.dataGeneration } -> std::convertible_to<quint64>;
};

// A panel that learns models of type Model in rounds that end in an Outcome: Train starts a job
// without a model, a project's model is shown by a job that only predicts with it. The panel
// writes the three parts that differ (startJob builds the request, acceptOutcome shows what came
// back, describeOutcome says what training did); how a round ends is written here once, so
// Stop does the same in every workbench (the model reached so far is kept and predicts), and an
// outcome for data no longer open is dropped before the panel sees it.
template <class Model, RoundOutcome<Model> Outcome>
class ModelTrainingPanel : public TrainingPanel {
 public:
  void train() final {
    predictingStoppedModel_ = false;
    startJob(nullptr);
  }
  // Shows a model reopened with a project: predicts everything with it off the GUI thread,
  // without training. (Panels whose features are computed after opening wait for them.)
  virtual void predictWith(std::shared_ptr<const Model> model) { startJob(std::move(model)); }

 protected:
  // `document`: the panel's, whose data generation each request carries (a member constructed
  // after this base, only read once the panel is built).
  ModelTrainingPanel(TrainingJobSignals& job, const LabelDocument& document, int liveDebounceMs,
                     const char* taskId, QWidget* parent)
      : TrainingPanel(job, liveDebounceMs, taskId, parent), roundDocument_(document) {}
  // Starts a round in the background: training and predicting, or (`given`) only predicting.
  virtual void startJob(std::shared_ptr<const Model> given) = 0;
  // Shows a finished round's predictions and model (for the data open), or says why it has none.
  virtual RoundResult acceptOutcome(const Outcome& outcome) = 0;
  // The status line of a training round that was shown ("AMN trained on 1,200 points: …").
  virtual QString describeOutcome(const Outcome& outcome) const = 0;
  // Predicts with the model a stopped round reached; true when that is a round of its own,
  // which ends here too (Terrain predicts tile by tile outside its rounds).
  virtual bool predictWithStoppedModel(std::shared_ptr<const Model> model) {
    predictWith(std::move(model));
    return true;
  }

  // The end of every round; the panel connects its job's finished signal here
  // (connectTrainingJob).
  void finishRound(const std::shared_ptr<const Outcome>& outcome) {
    const bool afterStop = std::exchange(predictingStoppedModel_, false);
    if (outcome->dataGeneration != roundDocument_.dataGeneration())
      return emit trainingStateChanged();  // computed for data no longer open: dropped
    const RoundResult result = acceptOutcome(*outcome);
    emit trainingStateChanged();
    if (result == RoundResult::Shown)
      emit statusMessage(outcome->given ? givenModelText(afterStop) : describeOutcome(*outcome));
    if (result != RoundResult::Stopped || outcome->given) return;
    if (!outcome->model) return emit statusMessage(stoppedWithoutModelText());
    predictingStoppedModel_ = predictWithStoppedModel(outcome->model);
    emit statusMessage(stoppedWithModelText());
  }

 private:
  const LabelDocument& roundDocument_;
  bool predictingStoppedModel_ = false;  // the round running predicts with a stopped one's model
};

}  // namespace m3
