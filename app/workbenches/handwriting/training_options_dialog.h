#pragma once
// Handwriting's Training Options: the model (chain M3N or the no-edges multiclass SVM
// baseline) and the learner (BCFW with linear weights, or structured SMO with a kernel) on top
// of the shared rows for C and the stopping rule (relative duality gap, pass limit).
#include "handwriting_project.h"
#include "learner_settings_dialog.h"

class QComboBox;

namespace m3 {

class TrainingOptionsDialog : public LearnerSettingsDialog {
  Q_OBJECT
 public:
  TrainingOptionsDialog(const LearnerSettings& learner, const HandwritingModelChoice& choice,
                        QWidget* parent = nullptr);
  HandwritingModelChoice modelChoice() const;

 private:
  QComboBox* model_;
  QComboBox* learner_;
};

}  // namespace m3
