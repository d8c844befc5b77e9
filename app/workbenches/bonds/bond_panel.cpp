#include "bond_panel.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "bond_labels.h"
#include "bond_list_model.h"
#include "bond_structure_view.h"
#include "bond_view.h"
#include "error_report.h"
#include "io/fasta_bonds.h"
#include "io/protein_files.h"
#include "item_browser.h"
#include "long_load.h"
#include "model_kind_text.h"
#include "panel_widgets.h"
#include "stop_reason_text.h"

namespace m3 {

BondPanel::BondPanel(QWidget* parent)
    : ModelTrainingPanel(controller_, document_, 400, "bonds", parent) {
  auto* right = new QWidget(this);
  auto* rightLayout = new QVBoxLayout(right);
  rightLayout->setContentsMargins(0, 0, 0, 0);
  // The sequence track (where bonds are edited) and the 3D structure, as two tabs.
  tabs_ = new QTabWidget(right);
  tabs_->setDocumentMode(true);
  auto* sequencePage = new QWidget(tabs_);
  auto* sequenceLayout = new QVBoxLayout(sequencePage);
  sequenceLayout->setContentsMargins(0, 0, 0, 0);
  view_ = new BondView(sequencePage);
  sequenceLayout->addWidget(view_, 1);
  auto* hint = new QLabel(
      tr("Click two cysteines to bond or unbond them (Esc cancels). Wheel: zoom; Shift+wheel: "
         "scroll. Hover a cysteine or an arc for its pair scores."),
      sequencePage);
  hint->setWordWrap(true);
  hint->setContentsMargins(6, 0, 6, 0);
  sequenceLayout->addWidget(hint);
  tabs_->addTab(sequencePage, tr("Sequence"));
  structureView_ = new BondStructureView(tabs_);
  tabs_->addTab(structureView_, tr("3D Structure"));
  tabs_->setTabToolTip(
      1, tr("The C-alpha trace, the cysteines' SG atoms and the bonds between them (PDB input "
            "only)"));
  rightLayout->addWidget(tabs_, 1);
  rightLayout->addWidget(createSummaryPanel());

  fillWithSplitter(this, createListPanel(), right, {430, 900});

  connect(view_, &BondView::bondToggleRequested, this, &BondPanel::onToggleRequested);
  connect(view_, &BondView::cysteineSelected, this, [this](int c) {
    if (c >= 0)
      emit statusMessage(
          tr("Cysteine %1 selected: click its partner (or it again to cancel).").arg(c + 1));
  });
  connect(&document_, &BondDocument::userBondsChanged, this, [this](int i) {
    if (i == currentProtein()) refreshView();
    live_.edited();
  });
  connect(&document_, &BondDocument::predictionsChanged, this, [this] {
    refreshView();
    updateSummary();
  });
  connectTrainingJob([this] { finishRound(controller_.outcome()); });
  showEmptyState();
}

QWidget* BondPanel::createListPanel() {
  listModel_ = new BondListModel(&document_, this);
  browser_ = new ItemBrowser(listModel_, this);
  QTableView* list = browser_->table();
  list->verticalHeader()->setDefaultSectionSize(list->fontMetrics().height() + 6);
  list->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  list->horizontalHeader()->setSectionResizeMode(BondListModel::Name, QHeaderView::Stretch);
  connect(browser_, &ItemBrowser::currentChanged, this, [this] { refreshView(); });
  browser_->addUseAndClear(
      {tr("Use File Bonds"),
       tr("Take the bonds the file gives as your bonds for the selected proteins (one undo step)"),
       "useFileBonds", tr("Clear Your Bonds"),
       tr("Remove your bonds from the selected proteins (one undo step)")},
      [this](const std::vector<int>& proteins) { useFileBonds(proteins); },
      [this](const std::vector<int>& proteins) { clearUserBonds(proteins); });
  browser_->addForm()->addRow(
      tr("Model"), createModelBox(browser_, tr("M3N learns pair scores so that the whole matching "
                                               "is right; the baseline classifies each pair on "
                                               "its own and matches afterwards")));
  sourceLabel_ = addNote(browser_->column(), browser_);
  return browser_;
}

QWidget* BondPanel::createSummaryPanel() {
  const ScoreSummary summary =
      makeScoreSummary({tr("Bonds"), tr("Proteins"), tr("Precision"), tr("Accuracy")},
                       {"", "", tr("Fraction of the file's bonds predicted"),
                        tr("Fraction of proteins whose whole pattern is right")},
                       6, this);
  summaryTitle_ = summary.title;
  summary_ = summary.table;
  return summary.widget;
}

QString BondPanel::trypsinDemoDirectory() {
  return QString::fromUtf8(kTrypsinDemoFolder);
}

bool BondPanel::trypsinDemoAvailable() {
  return !pdbFilesIn(kTrypsinDemoFolder).empty();
}

namespace {

QStringList fromStd(const std::vector<std::string>& lines) {
  QStringList list;
  for (const std::string& line : lines) list << QString::fromStdString(line);
  return list;
}

}  // namespace

bool BondPanel::openTrypsinDemo(int count, QString* error) {
  const std::vector<std::string> files = pdbFilesIn(kTrypsinDemoFolder);
  if (files.empty()) {
    if (error)
      *error =
          tr("The trypsin demo needs the Debian package theseus-examples (%1 is missing or empty).")
              .arg(trypsinDemoDirectory());
    return false;
  }
  ProteinFiles read;
  try {
    read = loadInBackground(
        this,
        tr("Reading %Ln structure(s)…", "", std::min<int>(count, static_cast<int>(files.size()))),
        [files, count, selection = selection_] {
          return readProteinFiles(files, selection, count);
        });
  } catch (const LoadCancelled&) {
    if (error) *error = tr("Opening was cancelled: the open proteins stay.");
    return false;
  }
  if (read.proteins.empty()) {
    if (error)
      *error = tr("No trypsin chain could be read:\n%1").arg(fromStd(read.failed).join('\n'));
    return false;
  }
  openProteins(std::move(read.proteins), std::move(read.sources), std::move(read.structures),
               tr("trypsin demo (theseus-examples, %Ln chain(s))", "",
                  std::min<int>(count, static_cast<int>(files.size()))));
  if (error) *error = fromStd(read.failed).join('\n');
  return true;
}

bool BondPanel::openPaths(const QStringList& paths, QString* error) {
  std::vector<std::string> inputs;
  for (const QString& path : paths) inputs.push_back(path.toStdString());
  ProteinFiles read;
  try {
    read = loadInBackground(this, tr("Reading proteins…"), [inputs, selection = selection_] {
      return readProteinFiles(inputs, selection);
    });
  } catch (const LoadCancelled&) {
    if (error) *error = tr("Opening was cancelled: the open proteins stay.");
    return false;
  }
  const QStringList failed = fromStd(read.failed);
  if (read.proteins.empty()) {
    if (error)
      *error = failed.isEmpty()
                   ? tr("No chain with two or more cysteines in %1").arg(paths.join(", "))
                   : failed.join('\n');
    return false;
  }
  // The model needs one kind of input for the whole set: sequences or per-cysteine vectors.
  try {
    bondFeatureKindOf(read.proteins);
  } catch (const std::exception& e) {
    if (error)
      *error = tr("Cannot mix these inputs in one set: %1").arg(QString::fromUtf8(e.what()));
    return false;
  }
  const QString name =
      paths.size() == 1 ? QFileInfo(paths.first()).fileName() : tr("%Ln file(s)", "", static_cast<int>(paths.size()));
  openProteins(std::move(read.proteins), std::move(read.sources), std::move(read.structures), name);
  if (error) *error = failed.join('\n');
  return true;
}

void BondPanel::openProteins(std::vector<Protein> proteins, std::vector<BondSource> sources,
                             std::vector<ProteinStructure> structures, const QString& source) {
  controller_.stop();
  controller_.resetWarmStart();
  live_.cancelPending();
  const int count = static_cast<int>(proteins.size());
  int fromDistance = 0, fromRecords = 0;
  for (BondSource s : sources)
    fromDistance += s == BondSource::SgDistance,
        fromRecords += s != BondSource::SgDistance && s != BondSource::None;
  document_.reset(std::move(proteins), std::move(sources), source, std::move(structures));
  QString note = tr("<b>%1</b>: %Ln protein(s).", "", count).arg(source.toHtmlEscaped());
  if (fromDistance > 0)
    note += " " + tr("Bonds of %L1 of them are inferred from SG–SG distances below 2.5 Å (the files "
                     "have no SSBOND "
                     "records), marked ≈.")
                      .arg(fromDistance);
  if (fromRecords == 0 && fromDistance == 0)
    note += " " + tr("The files give no bonds: set them yourself.");
  sourceLabel_->setText(note);
  updateSummary();
  if (count > 0) setCurrentProtein(0);
  emit statusMessage(tr("Opened %1").arg(source));
  emit trainingStateChanged();
}

void BondPanel::showEmptyState() {
  view_->clear(
      trypsinDemoAvailable()
          ? tr("No proteins open.\nFile ▸ Open Proteins… reads PDB files, FASTA files with bonds= "
               "annotations or a DISULFIND folder; File ▸ Open the Trypsin Demo opens real trypsin "
               "structures.")
          : tr("No proteins open.\nFile ▸ Open Proteins… reads PDB files (.pdb, .ent, .gz), FASTA "
               "files "
               "with bonds= annotations or a DISULFIND folder.\nThe trypsin demo needs the Debian "
               "package theseus-examples (not installed)."));
  structureView_->clear(tr("No proteins open."));
  structureShown_ = -1;
  sourceLabel_->setText(tr("No proteins open."));
  updateSummary();
}

int BondPanel::currentProtein() const {
  return browser_->current();
}

void BondPanel::setCurrentProtein(int i) {
  if (i >= 0 && i < document_.proteinCount()) browser_->setCurrent(i);
}

void BondPanel::refreshView() {
  const int current = currentProtein();
  if (current < 0 || current >= document_.proteinCount()) {
    if (document_.proteinCount() == 0) showEmptyState();
    return;
  }
  const Protein& p = document_.protein(current);
  BondViewProtein data;
  data.name = QString::fromStdString(p.name);
  data.sequence = QString::fromStdString(p.sequence);
  data.positions = p.cysteines;
  data.cysteines = p.numCysteines();
  data.user = document_.userBonds(current);
  data.reference = document_.fileBonds(current);
  if (document_.hasPredictions()) {
    data.predicted = document_.predicted(current);
    data.truth = document_.truth(current);
    data.scores = document_.scores(current);
  }
  view_->setProtein(data);
  // The 3D view: a new protein is framed afresh; bond edits and predictions keep the camera.
  if (current != structureShown_ || document_.dataGeneration() != structureGeneration_) {
    structureShown_ = current;
    structureGeneration_ = document_.dataGeneration();
    structureView_->setStructure(&document_.structure(current));
  }
  structureView_->setBonds(document_.truth(current), data.predicted);
}

void BondPanel::onToggleRequested(int a, int b) {
  const int current = currentProtein();
  if (current < 0) return;
  const std::vector<Bond>& before = document_.userBonds(current);
  const bool removing = std::find(before.begin(), before.end(), Bond{a, b}) != before.end();
  const QString name = QString::fromStdString(document_.protein(current).name);
  const QString text = removing ? tr("Unbond Cys %1–Cys %2 of %3").arg(a + 1).arg(b + 1).arg(name)
                                : tr("Bond Cys %1–Cys %2 of %3").arg(a + 1).arg(b + 1).arg(name);
  document_.undoStack()->push(
      new SetProteinBondsCommand(&document_, current, BondDocument::toggled(before, a, b), text));
  emit statusMessage(text);
}

void BondPanel::useFileBonds(const std::vector<int>& proteins) {
  replaceLabelsInOneStep(
      ProteinBonds(&document_), proteins,
      [this](int i) { return std::optional(document_.fileBonds(i)); },
      [](int n) { return tr("Use the file's bonds (%Ln protein(s))", "", n); });
}

void BondPanel::clearUserBonds(const std::vector<int>& proteins) {
  replaceLabelsInOneStep(
      ProteinBonds(&document_), proteins, [](int) { return std::optional(std::vector<Bond>{}); },
      [](int n) { return tr("Clear your bonds (%Ln protein(s))", "", n); });
}

bool BondPanel::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(
      error,
      [&] {
        if (document_.proteinCount() == 0)
          throw std::runtime_error(tr("no proteins are open").toStdString());
        ProteinSet set;
        for (int i = 0; i < document_.proteinCount(); ++i) {
          Protein p = document_.protein(i);
          if (p.sequence.empty())
            throw std::runtime_error(
                tr("%1 has no sequence (per-cysteine vectors only): FASTA needs sequences")
                    .arg(QString::fromStdString(p.name))
                    .toStdString());
          // One rule in every workbench: your bonds, else the predicted, else the file's.
          if (!document_.userBonds(i).empty())
            p.bonds = toPairList(document_.userBonds(i));
          else if (document_.hasPredictions())
            p.bonds = toPairList(document_.predicted(i));
          else
            p.bonds = toPairList(document_.fileBonds(i));
          set.proteins.push_back(std::move(p));
        }
        writeFastaBondsFile(path.toStdString(), set);
      },
      path);
}

void BondPanel::updateSummary() {
  summary_->setRowCount(0);
  if (!document_.hasPredictions()) {
    summaryTitle_->setText(
        document_.proteinCount() == 0
            ? QString()
            : tr("Give some proteins their bonds (click two cysteines, or Use File Bonds), then "
                 "Train (F5). Proteins you leave alone are held out and scored here."));
    return;
  }
  const BondMetrics metrics = document_.heldOutMetrics();
  auto addRow = [&, locale = QLocale()](const QString& bonds, const BondCountMetrics& m) {
    const int row = summary_->rowCount();
    summary_->insertRow(row);
    const QStringList cells = {bonds, locale.toString(m.proteins),
                               locale.toString(m.precision(), 'f', 2),
                               locale.toString(m.accuracy(), 'f', 2)};
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      item->setTextAlignment(Qt::AlignCenter);
      summary_->setItem(row, c, item);
    }
  };
  for (const auto& [k, m] : metrics.byBondCount) addRow(QLocale().toString(k), m);
  if (metrics.byBondCount.size() > 1) addRow(tr("all"), metrics.overall);
  if (metrics.overall.proteins == 0) {
    summaryTitle_->setText(
        tr("Every protein with file bonds is labelled: none is held out to score the model."));
    return;
  }
  // Chance: a random perfect matching of 2k cysteines gets a bond right with probability 1/(2k-1).
  double chance = 0;
  for (const auto& [k, m] : metrics.byBondCount) chance += m.goldBonds / (2.0 * k - 1);
  chance /= std::max(1, metrics.overall.goldBonds);
  summaryTitle_->setText(
      tr("<b>Held out</b> (%Ln protein(s) you did not label, against the file's bonds): precision "
         "<b>%L1</b>, accuracy <b>%L2</b>; a random matching would get %L3 of the bonds.",
         "", metrics.overall.proteins)
          .arg(metrics.overall.precision(), 0, 'f', 2)
          .arg(metrics.overall.accuracy(), 0, 'f', 2)
          .arg(chance, 0, 'f', 2));
}

bool BondPanel::hasLabelsToTrainOn() const {
  return document_.labelledProteinCount() > 0;
}

void BondPanel::startJob(std::shared_ptr<const BondModel> given) {
  if (document_.proteinCount() == 0) {
    emit statusMessage(tr("Open some proteins first (File ▸ Open Proteins…)."));
    return;
  }
  if (!given && document_.labelledProteinCount() == 0) {
    emit statusMessage(tr(
        "Give some proteins their bonds first: click two cysteines, or select proteins and press "
        "Use File Bonds."));
    return;
  }
  BondTrainingRequest request;
  request.proteins = document_.proteins();
  for (int i = 0; i < document_.proteinCount(); ++i) {
    request.labels.push_back(document_.userBonds(i));
    request.truth.push_back(document_.bondingState(i));
  }
  request.options.kind = modelKind();
  applyLearnerSettings(request.options.bcfw);
  request.given = given;
  request.dataGeneration = document_.dataGeneration();
  emit statusMessage(given ? tr("Predicting with the project's model…")
                           : tr("Training on %Ln protein(s)…", "", document_.labelledProteinCount()));
  controller_.start(std::move(request));
}

std::vector<Suggestion> BondPanel::suggestLabels(int count) const {
  const std::vector<double>& margins = document_.margins();
  std::vector<bool> labelled(margins.size());
  for (size_t i = 0; i < margins.size(); ++i)
    labelled[i] = !document_.userBonds(static_cast<int>(i)).empty();
  return rankSuggestions(margins, labelled, {count, 0});
}

bool BondPanel::isLabelled(const Suggestion& s) const {
  const size_t state = document_.bondingState(s.item).size();
  const size_t matched =
      state > 0 ? state : static_cast<size_t>(document_.protein(s.item).numCysteines()) / 2;
  const size_t bonds = document_.userBonds(s.item).size();
  return bonds > 0 && bonds >= matched;
}

QString BondPanel::describeSuggestion(const Suggestion& s) const {
  //: %1 is the protein's name
  return tr("protein %1, %Ln predicted bond(s)", "",
            static_cast<int>(document_.predicted(s.item).size()))
      .arg(QString::fromStdString(document_.protein(s.item).name));
}

RoundResult BondPanel::acceptOutcome(const BondTrainingOutcome& outcome) {
  if (outcome.predicted.empty()) return RoundResult::Stopped;
  document_.setPredictions(outcome.predicted, outcome.scores, outcome.margins, outcome.model);
  return RoundResult::Shown;
}

QString BondPanel::describeOutcome(const BondTrainingOutcome& outcome) const {
  //: %3 is "%Ln pass(es)"
  return tr("%1 trained on %Ln protein(s): %2 after %3 (%L4 s).", "", outcome.trainedProteins)
      .arg(modelKindText(bondModelKindName(outcome.model->kind)))
      .arg(stopReasonText(outcome.reason))
      .arg(tr("%Ln pass(es)", "", outcome.progress.pass))
      .arg(outcome.progress.seconds, 0, 'f', 2);
}

}  // namespace m3
