#pragma once
// The protein bonds workbench (thesis Ch. 10): a list of proteins, the bond view of the
// current one, and a model of disulfide connectivity (M3N over perfect matchings, or the
// pair-SVM baseline) retrained in the background on the proteins the user gave bonds.
// Owns its document, its training controller and its panels; the main window hosts it and
// routes Train, Stop, Live update, Undo and Export to it while it is the active workbench.
#include <QPointer>
#include <QWidget>
#include <memory>

#include "bond_document.h"
#include "io/pdb_io.h"
#include "item_browser.h"
#include "tasks/interactive_training.h"
#include "tasks/suggestions.h"
#include "training_job.h"
#include "training_panel.h"

class QComboBox;
class QLabel;
class QTableView;
class QTableWidget;
class QTabWidget;

namespace m3 {

using BondController = TrainingJob<BondTrainingRequest, BondTrainingOutcome, BondWarmStart>;

class BondListModel;
class BondStructureView;
class BondView;

class BondPanel : public ModelTrainingPanel<BondModel, BondTrainingOutcome> {
  Q_OBJECT
 public:
  explicit BondPanel(QWidget* parent = nullptr);

  // Where the Debian package theseus-examples puts its trypsin-family PDB files.
  static QString trypsinDemoDirectory();
  static bool trypsinDemoAvailable();
  // Opens the first `count` trypsin chains (sorted by file name). False with a message when
  // the package is not installed.
  bool openTrypsinDemo(int count = 40, QString* error = nullptr);
  // Opens PDB files (.pdb, .ent, optionally .gz), FASTA files with bonds= annotations
  // (.fasta, .fa, .faa, .fas, optionally .gz), a DISULFIND set directory (with
  // graphs.tar.gz) or a directory of PDB files; replaces the open set. Files that fail are
  // skipped and named in *error (the call still succeeds when some proteins were read);
  // false when nothing could be read, leaving the open set alone.
  bool openPaths(const QStringList& paths, QString* error);
  // The model and chains read from PDB / mmCIF files by the next open (io/pdb_io.h).
  const StructureSelection& structureSelection() const { return selection_; }
  void setStructureSelection(StructureSelection selection) { selection_ = std::move(selection); }
  // FASTA with the user's bonds (proteins without any are written without bonds=).
  bool exportLabels(const QString& path, QString* error) const;
  // No proteins: the view shows why and what to do.
  void showEmptyState();

  BondDocument* document() { return &document_; }
  BondController* controller() { return &controller_; }
  BondView* view() { return view_; }
  // The 3D structure of the current protein (PDB input), in the second tab beside the sequence.
  BondStructureView* structureView() { return structureView_; }
  QTabWidget* viewTabs() { return tabs_; }
  QTableView* proteinList() { return browser_->table(); }
  QTableWidget* summaryTable() { return summary_; }
  QLabel* summaryLabel() { return summaryTitle_; }

  int currentProtein() const;
  void setCurrentProtein(int i);
  // Label Next (panel_workbench.h): the proteins whose predicted matching wins by the least over
  // the second best, those you gave bonds left out (training takes them); one is labelled, and
  // Label Next moves on, once your bonds pair all its cysteines.
  std::vector<Suggestion> suggestLabels(int count) const;
  bool isLabelled(const Suggestion& s) const;
  void showSuggestion(const Suggestion& s) { setCurrentProtein(s.item); }
  QString describeSuggestion(const Suggestion& s) const;
  // Copies the file's bonds into the user's bonds of `proteins` (one undo step).
  void useFileBonds(const std::vector<int>& proteins);
  void clearUserBonds(const std::vector<int>& proteins);

  void setModelKind(BondModelKind kind) { setModelKindId(bondModelKindName(kind)); }
  BondModelKind modelKind() const { return parseBondModelKind(modelKindId()); }

 private:
  StructureSelection selection_;
  bool hasLabelsToTrainOn() const override;
  void startJob(std::shared_ptr<const BondModel> given) override;
  QWidget* createListPanel();
  QWidget* createSummaryPanel();
  void openProteins(std::vector<Protein> proteins, std::vector<BondSource> sources,
                    std::vector<ProteinStructure> structures, const QString& source);
  void refreshView();
  void updateSummary();
  void onToggleRequested(int a, int b);
  RoundResult acceptOutcome(const BondTrainingOutcome& outcome) override;
  QString describeOutcome(const BondTrainingOutcome& outcome) const override;

  BondDocument document_;
  BondController controller_{
      trainAndPredictBonds,
      tr("Nothing to train on: give some proteins their bonds first (click two cysteines).")};
  BondListModel* listModel_ = nullptr;
  BondView* view_ = nullptr;
  BondStructureView* structureView_ = nullptr;
  QTabWidget* tabs_ = nullptr;
  int structureShown_ =
      -1;  // the protein (of data generation structureGeneration_) the 3D view shows
  quint64 structureGeneration_ = 0;
  ItemBrowser* browser_ = nullptr;  // the protein list, current and selected proteins
  QLabel* sourceLabel_ = nullptr;
  QLabel* summaryTitle_ = nullptr;
  QTableWidget* summary_ = nullptr;
};

}  // namespace m3
