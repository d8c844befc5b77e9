#pragma once
// Edits TrainingSettings: the model (chain M3N or the no-edges multiclass SVM baseline),
// the learner (BCFW with linear weights, or structured SMO with a kernel), the
// regularisation C and the stopping rule (relative duality gap for BCFW, pass limit).
#include <QDialog>

#include "handwriting_project.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace m3 {

class TrainingOptionsDialog : public QDialog {
  Q_OBJECT
 public:
  TrainingOptionsDialog(const TrainingSettings& settings, QWidget* parent = nullptr);
  TrainingSettings settings() const;

 private:
  QComboBox* model_;
  QComboBox* learner_;
  QDoubleSpinBox* C_;
  QDoubleSpinBox* gap_;
  QSpinBox* passes_;
};

}  // namespace m3
