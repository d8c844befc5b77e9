#include "learner_settings_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace m3 {

LearnerSettingsDialog::LearnerSettingsDialog(const LearnerSettings& s, QWidget* parent)
    : QDialog(parent), initial_(s) {
  setWindowTitle(tr("Training Options"));
  setObjectName("trainingOptionsDialog");
  C_ = new QDoubleSpinBox(this);
  C_->setObjectName("C");
  C_->setDecimals(4);
  C_->setRange(0.0001, 10000);
  C_->setValue(s.C);
  C_->setToolTip(tr(
      "Regularisation: objective 1/2 |w|² + C · Σ hinge. Larger C fits the labels more closely."));
  gap_ = new QDoubleSpinBox(this);
  gap_->setObjectName("gap");
  gap_->setRange(0.01, 100);
  gap_->setSuffix(" %");
  gap_->setValue(100 * s.relativeGap);
  gap_->setToolTip(tr("Stop when the duality gap is below this fraction of the primal objective."));
  passes_ = new QSpinBox(this);
  passes_->setObjectName("maxPasses");
  passes_->setRange(1, 100000);
  passes_->setValue(s.maxPasses);
  passes_->setToolTip(
      tr("Stop after this many passes over the labelled examples, converged or not."));
  balanced_ = new QCheckBox(tr("Balance classes"), this);
  balanced_->setObjectName("balancedLoss");
  balanced_->setChecked(s.balancedLoss);
  balanced_->setToolTip(tr("Every class weighs the same in the training loss, however few of its "
                           "regions or points are labelled: small classes are found more often."));
  form_ = new QFormLayout(this);
  form_->addRow(tr("Regularisation C:"), C_);
  if (s.hasStoppingRule) {
    form_->addRow(tr("Stop at relative gap:"), gap_);
    form_->addRow(tr("Maximum passes:"), passes_);
  } else {
    gap_->hide();
    passes_->hide();
  }
  if (s.hasLossChoice)
    form_->addRow(tr("Loss:"), balanced_);
  else
    balanced_->hide();
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form_->addRow(buttons);
}

void LearnerSettingsDialog::addRowOnTop(const QString& label, QWidget* field) {
  form_->insertRow(rowsOnTop_++, label, field);
}

LearnerSettings LearnerSettingsDialog::learnerSettings() const {
  LearnerSettings s = initial_;
  s.C = C_->value();
  s.relativeGap = gap_->value() / 100;
  s.maxPasses = passes_->value();
  s.balancedLoss = balanced_->isChecked();
  return s;
}

}  // namespace m3
