#pragma once
// *Training Options*: one row for each learner parameter the workbench's task declares
// (LearnerSettings), made from the declaration: a number box checked against its range, a
// spin box for a count, a list for a choice; the tooltip says what it means and its range. A
// value or a combination no learner takes (pairwise steps without cached planes) is named
// under the rows and OK waits until it is mended. A workbench with more to choose (the
// handwriting model and kernel) derives and adds its rows above these with addRowOnTop().
#include <QDialog>
#include <vector>

#include "learner_settings.h"

class QDialogButtonBox;
class QFormLayout;
class QLabel;

namespace m3 {

class LearnerSettingsDialog : public QDialog {
  Q_OBJECT
 public:
  explicit LearnerSettingsDialog(const LearnerSettings& settings, QWidget* parent = nullptr);
  LearnerSettings learnerSettings() const;
  // The row label of a learner parameter ("Regularisation C:"); its name for one without.
  static QString labelOf(const std::string& parameter);

 protected:
  void addRowOnTop(const QString& label, QWidget* field);

 private:
  struct Field {
    Parameter parameter;
    QWidget* editor;
  };
  QWidget* editorFor(const Parameter& parameter, const std::string& value);
  // The parameter's value as the editor shows it, as the command line would take it.
  static std::string valueOf(const Field& field);
  // Why the values cannot train ("" when they can); shown under the rows.
  QString problem() const;
  void recheck();

  LearnerSettings initial_;
  std::vector<Field> fields_;
  QFormLayout* form_;
  QLabel* problem_;
  QDialogButtonBox* buttons_;
  int rowsOnTop_ = 0;
};

}  // namespace m3
