#pragma once
// Edits TrainingSettings: the model (chain M3N or the no-edges multiclass SVM baseline) and
// the learner (BCFW with linear weights, or structured SMO with a kernel) on top of the
// shell's rows for C and the stopping rule (relative duality gap for BCFW, pass limit).
#include "handwriting_project.h"
#include "learner_settings_dialog.h"

class QComboBox;

namespace m3 {

class TrainingOptionsDialog : public LearnerSettingsDialog {
  Q_OBJECT
 public:
  TrainingOptionsDialog(const TrainingSettings& settings, QWidget* parent = nullptr);
  TrainingSettings settings() const;

 private:
  QComboBox* model_;
  QComboBox* learner_;
};

}  // namespace m3
