#pragma once
// *Training Options*: edits LearnerSettings (C; relative gap and pass limit where the learner
// has a stopping rule). A workbench with more to choose (the handwriting model and kernel)
// derives and adds its rows above these with addRowOnTop().
#include <QDialog>

#include "learner_settings.h"

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;

namespace m3 {

class LearnerSettingsDialog : public QDialog {
  Q_OBJECT
 public:
  explicit LearnerSettingsDialog(const LearnerSettings& settings, QWidget* parent = nullptr);
  LearnerSettings learnerSettings() const;

 protected:
  void addRowOnTop(const QString& label, QWidget* field);

 private:
  LearnerSettings initial_;
  QFormLayout* form_;
  int rowsOnTop_ = 0;
  QDoubleSpinBox* C_;
  QDoubleSpinBox* gap_;
  QSpinBox* passes_;
  QCheckBox* balanced_;
};

}  // namespace m3
