#include "training_options_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace m3 {

TrainingOptionsDialog::TrainingOptionsDialog(const TrainingSettings& s, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("Training Options"));
  model_ = new QComboBox(this);
  model_->addItem(tr("Chain M3N (letters + transitions)"));
  model_->addItem(tr("Multiclass SVM (no edges, baseline)"));
  model_->setCurrentIndex(s.useTransitions ? 0 : 1);
  learner_ = new QComboBox(this);
  const QStringList kernels{"", "linear", "poly2", "poly3", "rbf"};
  learner_->addItem(tr("BCFW, linear weights (fast, certified gap)"));
  learner_->addItem(tr("Structured SMO, linear kernel"));
  learner_->addItem(tr("Structured SMO, quadratic kernel"));
  learner_->addItem(tr("Structured SMO, cubic kernel (thesis' best)"));
  learner_->addItem(tr("Structured SMO, Gaussian (RBF) kernel"));
  learner_->setCurrentIndex(std::max(0, static_cast<int>(kernels.indexOf(s.kernel))));
  learner_->setToolTip(
      tr("Kernels let the letter model use conjunctions of pixels; training then keeps support "
         "vectors and takes longer."));
  C_ = new QDoubleSpinBox(this);
  C_->setDecimals(4);
  C_->setRange(0.0001, 10000);
  C_->setValue(s.C);
  C_->setToolTip(tr(
      "Regularisation: objective 1/2 |w|² + C · Σ hinge. Larger C fits the labels more closely."));
  gap_ = new QDoubleSpinBox(this);
  gap_->setRange(0.01, 50);
  gap_->setSuffix(" %");
  gap_->setValue(100 * s.gapTolerance);
  gap_->setToolTip(tr("Stop when the duality gap is below this fraction of the primal objective."));
  passes_ = new QSpinBox(this);
  passes_->setRange(1, 100000);
  passes_->setValue(s.maxPasses);
  auto* form = new QFormLayout(this);
  form->addRow(tr("Model:"), model_);
  form->addRow(tr("Learner:"), learner_);
  form->addRow(tr("Regularisation C:"), C_);
  form->addRow(tr("Stop at relative gap:"), gap_);
  form->addRow(tr("Maximum passes:"), passes_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

TrainingSettings TrainingOptionsDialog::settings() const {
  TrainingSettings s;
  s.useTransitions = model_->currentIndex() == 0;
  s.C = C_->value();
  s.gapTolerance = gap_->value() / 100;
  s.maxPasses = passes_->value();
  s.kernel = QStringList{"", "linear", "poly2", "poly3", "rbf"}.value(learner_->currentIndex());
  return s;
}

}  // namespace m3
