#include "training_options_dialog.h"

#include <QComboBox>

namespace m3 {

namespace {

const QStringList kKernels{"", "linear", "poly2", "poly3", "rbf"};

}  // namespace

TrainingOptionsDialog::TrainingOptionsDialog(const TrainingSettings& s, QWidget* parent)
    : LearnerSettingsDialog({.C = s.C, .relativeGap = s.gapTolerance, .maxPasses = s.maxPasses},
                            parent) {
  model_ = new QComboBox(this);
  model_->addItem(tr("Chain M3N (letters + transitions)"));
  model_->addItem(tr("Multiclass SVM (no edges, baseline)"));
  model_->setCurrentIndex(s.useTransitions ? 0 : 1);
  learner_ = new QComboBox(this);
  learner_->addItem(tr("BCFW, linear weights (fast, certified gap)"));
  learner_->addItem(tr("Structured SMO, linear kernel"));
  learner_->addItem(tr("Structured SMO, quadratic kernel"));
  learner_->addItem(tr("Structured SMO, cubic kernel (thesis' best)"));
  learner_->addItem(tr("Structured SMO, Gaussian (RBF) kernel"));
  learner_->setCurrentIndex(std::max(0, static_cast<int>(kKernels.indexOf(s.kernel))));
  learner_->setToolTip(
      tr("Kernels let the letter model use conjunctions of pixels; training then keeps support "
         "vectors and takes longer."));
  addRowOnTop(tr("Model:"), model_);
  addRowOnTop(tr("Learner:"), learner_);
}

TrainingSettings TrainingOptionsDialog::settings() const {
  const LearnerSettings learner = learnerSettings();
  TrainingSettings s;
  s.useTransitions = model_->currentIndex() == 0;
  s.C = learner.C;
  s.gapTolerance = learner.relativeGap;
  s.maxPasses = learner.maxPasses;
  s.kernel = kKernels.value(learner_->currentIndex());
  return s;
}

}  // namespace m3
