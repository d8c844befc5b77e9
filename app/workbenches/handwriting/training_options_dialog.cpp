#include "training_options_dialog.h"

#include <QComboBox>

namespace m3 {

TrainingOptionsDialog::TrainingOptionsDialog(const LearnerSettings& learner,
                                             const HandwritingModelChoice& s, QWidget* parent)
    : LearnerSettingsDialog(learner, parent) {
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
  learner_->setCurrentIndex(
      std::max(0, static_cast<int>(handwritingKernelNames().indexOf(s.kernel))));
  learner_->setToolTip(
      tr("Kernels let the letter model use conjunctions of pixels; training then keeps support "
         "vectors and takes longer."));
  addRowOnTop(tr("Model:"), model_);
  addRowOnTop(tr("Learner:"), learner_);
}

HandwritingModelChoice TrainingOptionsDialog::modelChoice() const {
  return {.useTransitions = model_->currentIndex() == 0,
          .kernel = handwritingKernelNames().value(learner_->currentIndex())};
}

}  // namespace m3
