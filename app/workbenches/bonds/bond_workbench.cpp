#include "bond_workbench.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QMessageBox>
#include <QSettings>
#include <utility>

#include "problem_report.h"
#include "project_json.h"
#include "structure_selection_dialog.h"

namespace m3 {

namespace {

// Every structure of the demo folder (the README's 189 trypsin-family chains).
constexpr int kTrypsinDemoChains = 100000;

}  // namespace

BondWorkbench::BondWorkbench(QObject* parent)
    : PanelWorkbench(
          {.id = "bonds",
           .title = tr("&Protein Bonds"),
           .description = tr("Disulfide connectivity: max-margin perfect matching over cysteines"),
           .shortcut = QKeySequence(tr("Ctrl+3")),
           .dataFilter = tr("Proteins (*.pdb *.ent *.cif *.mmcif *.gz *.fasta *.fa *.faa *.fas);;All files (*)"),
           .dataSuffixes = {".pdb", ".ent", ".fasta", ".fa", ".faa", ".fas"},
           .gzipped = true,
           .labelsFilter = tr("FASTA with bonds (*.fasta *.fa)"),
           .labelsFileName = "bonds.fasta"},
          parent) {
  BondDocument* document = panel_->document();
  connect(document, &BondDocument::userBondsChanged, this, &Workbench::statusChanged);

  QAction* open =
      openAction(tr("Open &Proteins…"),
                 tr("Open PDB files, a FASTA file with bonds= annotations or a DISULFIND folder"),
                 "lastProteins", true);
  open->setShortcut(QKeySequence(tr("Ctrl+Alt+O")));
  QAction* demo =
      sampleAction(tr("Open the Tr&ypsin Demo"),
                   tr("The trypsin-family structures of the Debian package theseus-examples, bonds "
                      "from SG–SG distances"),
                   [this] {
                     QString error;
                     if (!openTrypsinDemo(&error))
                       QMessageBox::information(panel_, tr("Trypsin demo not available"), error);
                   });
  auto* structure = new QAction(tr("Structure Model and C&hains…"), this);
  structure->setStatusTip(tr("Which model (NMR entries hold many) and chains of PDB / mmCIF files to read"));
  connect(structure, &QAction::triggered, this, [this] { chooseStructureSelection(); });
  fileActions_ = {open, demo, structure};
}

void BondWorkbench::chooseStructureSelection() {
  StructureSelection chosen = panel_->structureSelection();
  if (!askStructureSelection(panel_, &chosen)) return;
  if (chosen.model == panel_->structureSelection().model && chosen.chains == panel_->structureSelection().chains) return;
  if (hasData() && !mayReplaceData()) return;
  const StructureSelection before = panel_->structureSelection();
  panel_->setStructureSelection(chosen);
  if (!hasData()) return;  // the next open reads with it
  QString error;
  const bool opened = paths_.isEmpty() ? openTrypsinDemo(&error) : openFiles(paths_, &error);
  if (!opened) panel_->setStructureSelection(before);
  if (!error.isEmpty())
    warnAboutFiles(panel_, tr("Structure Model and Chains"), error,
                   (opened ? tr("Read with %1; some files were skipped:")
                           : tr("Nothing could be read with %1; the open proteins stay."))
                       .arg(structureSelectionText(chosen)));
}

QList<QPair<QString, QString>> BondWorkbench::keys() const {
  return {{tr("Click two cysteines"), tr("Bond them, or unbond them when they are bonded")},
          {tr("Wheel"), tr("Zoom the sequence track")},
          {tr("Drag (3D Structure)"), tr("Orbit; Shift+drag pans, wheel zooms")}};
}

void BondWorkbench::openDefault() {
  if (BondPanel::trypsinDemoAvailable()) {
    QString error;
    openTrypsinDemo(&error);
  } else {
    panel_->showEmptyState();
  }
}

bool BondWorkbench::openTrypsinDemo(QString* error) {
  return openRemembering(paths_, {},
                         [&] { return panel_->openTrypsinDemo(kTrypsinDemoChains, error); });
}

bool BondWorkbench::canOpen(const QString& path) const {
  // A directory: a DISULFIND set or a folder of PDB files.
  return QFileInfo(path).isDir() || PanelWorkbench::canOpen(path);
}

bool BondWorkbench::openFiles(const QStringList& paths, QString* error) {
  return openRemembering(paths_, absolutePaths(paths),
                         [&] { return panel_->openPaths(paths, error); });
}

QString BondWorkbench::statusText() const {
  const BondDocument* doc = panel_->document();
  return tr("Proteins: %L1 · with your bonds: %L2")
      .arg(doc->proteinCount())
      .arg(doc->labelledProteinCount());
}

QJsonObject BondWorkbench::saveState(ProjectContext& context) const {
  const BondDocument* doc = panel_->document();
  QJsonObject state;
  const StructureSelection& selection = panel_->structureSelection();
  if (selection.model > 0) state["structureModel"] = selection.model;
  if (!selection.chains.empty()) {
    QJsonArray chains;
    for (const std::string& c : selection.chains) chains.append(QString::fromStdString(c));
    state["chains"] = chains;
  }
  if (paths_.isEmpty()) {
    state["trypsinDemo"] = doc->proteinCount();
  } else {
    state["data"] = context.references(paths_);
  }
  QJsonArray bonds;  // proteins with user bonds; the name guards against a reordered set
  for (int i = 0; i < doc->proteinCount(); ++i) {
    if (doc->userBonds(i).empty()) continue;
    QJsonObject record = ProteinBonds(const_cast<BondDocument*>(doc)).record(i, doc->userBonds(i));
    record["name"] = QString::fromStdString(doc->protein(i).name);
    bonds.append(record);
  }
  state["bonds"] = bonds;
  saveShared(state);
  return state;
}

bool BondWorkbench::loadState(const QJsonObject& state, ProjectContext& context, QString* error) {
  QString why;
  StructureSelection selection;
  selection.model = std::max(0, state["structureModel"].toInt(0));
  for (const QJsonValue& c : state["chains"].toArray()) selection.chains.push_back(c.toString().toStdString());
  // When the project's proteins cannot be read the open ones stay, and so does their choice.
  const StructureSelection before = panel_->structureSelection();
  panel_->setStructureSelection(selection);
  const auto fail = [&](const QString& reason) {
    panel_->setStructureSelection(before);
    *error = reason;
    return false;
  };
  if (state.contains("trypsinDemo")) {
    paths_.clear();
    if (!panel_->openTrypsinDemo(std::max(1, state["trypsinDemo"].toInt(1)), &why))
      return fail(why);
  } else {
    QStringList paths;
    if (!context.resolveAll(state["data"], &paths, &why) || !openFiles(paths, &why))
      return fail(why);
  }
  BondDocument* doc = panel_->document();
  for (const QJsonValue& v : state["bonds"].toArray()) {
    const QJsonObject record = v.toObject();
    const int i = record["protein"].toInt(-1);
    if (i >= 0 && i < doc->proteinCount() &&
        QString::fromStdString(doc->protein(i).name) != record["name"].toString())
      return *error = tr("protein %1 is not %2 any more: the data changed")
                          .arg(i + 1)
                          .arg(record["name"].toString()),
             false;
    if (!replayEdit(record, error)) return false;
  }
  return loadShared(state, context, error);
}

QString BondWorkbench::trainingText() const {
  return tr("Training on %Ln protein(s)…", "", panel_->document()->labelledProteinCount());
}

}  // namespace m3
