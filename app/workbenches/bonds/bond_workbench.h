#pragma once
// The Protein Bonds workbench (Ctrl+3): disulfide connectivity as a max-margin perfect
// matching over cysteines. The panel (bond_panel.h) does the work; this class presents it to
// the shell and keeps what is open (files or the trypsin demo) for projects.
#include "bond_labels.h"
#include "bond_panel.h"
#include "panel_workbench.h"

namespace m3 {

class BondWorkbench : public PanelWorkbench<BondPanel, ProteinBonds> {
  Q_OBJECT
 public:
  explicit BondWorkbench(QObject* parent = nullptr);

  QList<QPair<QString, QString>> keys() const override;

  bool hasData() const override { return panel_->document()->proteinCount() > 0; }
  // The trypsin demo when theseus-examples is installed; else the view says what to open.
  void openDefault() override;
  bool canOpen(const QString& path) const override;  // also folders
  bool openFiles(const QStringList& paths, QString* error) override;
  bool openTrypsinDemo(QString* error);

  QString statusText() const override;

  QJsonObject saveState(ProjectContext& context) const override;
  bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) override;

 protected:
  QString trainingText() const override;

 private:
  // File ▸ Structure Model and Chains…: asks, then reads the open files again with the choice.
  void chooseStructureSelection();
};

}  // namespace m3
