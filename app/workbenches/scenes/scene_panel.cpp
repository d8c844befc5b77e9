#include "scene_panel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "class_list.h"
#include "error_report.h"
#include "io/multilabel_files.h"
#include "item_browser.h"
#include "long_load.h"
#include "model_kind_text.h"
#include "panel_widgets.h"
#include "samples/scene_sample.h"
#include "scene_item_view.h"
#include "scene_labels.h"
#include "scene_list_model.h"
#include "scene_thumbnail.h"
#include "stop_reason_text.h"

namespace m3 {

namespace {

// RBF gammas for features in [0, 1]: 0.1 was best on scene's validation split (README).
const KernelSpec kKernels[] = {KernelSpec::linear(), KernelSpec::rbf(0.1), KernelSpec::rbf(0.03)};

bool isLmsbn(MultiLabelModelKind kind) {
  return kind == MultiLabelModelKind::Lmsbn || kind == MultiLabelModelKind::LmsbnFscore;
}

// The learner's report in the user's language and number format (core's English line is the CLI's).
QString reportText(const MultiLabelTrainingReport& report) {
  if (!report.labelOrder.empty()) {
    QStringList names;
    for (const std::string& name : report.labelOrder) names << QString::fromStdString(name);
    QString text = QCoreApplication::translate("m3::ScenePanel", "label order %1").arg(names.join(' '));
    if (!report.kernel.empty())
      text += QCoreApplication::translate("m3::ScenePanel", "; kernel %1, %Ln support vector(s)", "", report.supportVectors)
                  .arg(QString::fromStdString(report.kernel));
    return text;
  }
  if (report.binarySvms > 0) return QCoreApplication::translate("m3::ScenePanel", "%Ln binary SVM(s)", "", report.binarySvms);
  if (!report.iterative) return {};
  QString text = QCoreApplication::translate("m3::ScenePanel", "%Ln pass(es), relative gap %L1, %2", "", report.passes)
                     .arg(report.relativeGap, 0, 'g', 3)
                     .arg(stopReasonText(report.stop));
  if (report.integralLps >= 0)
    text += QCoreApplication::translate("m3::ScenePanel", ", %L1 of %L2 loss-augmented LPs integral")
                .arg(report.integralLps)
                .arg(report.lps);
  return text;
}

}  // namespace

ScenePanel::ScenePanel(QWidget* parent)
    : ModelTrainingPanel(controller_, document_, 400, "scenes", parent) {
  auto* right = new QWidget(this);
  auto* rightLayout = new QVBoxLayout(right);
  rightLayout->setContentsMargins(0, 0, 0, 0);
  view_ = new SceneItemView(right);
  rightLayout->addWidget(view_, 1);
  rightLayout->addWidget(createSummaryPanel());

  fillWithSplitter(this, createListPanel(), right, {540, 800});

  connect(view_, &SceneItemView::labelToggleRequested, this, &ScenePanel::toggleLabel);
  connect(&document_, &SceneDocument::userLabelsChanged, this, [this](int i) {
    if (i == currentItem()) refreshView();
    live_.edited();
  });
  connect(&document_, &SceneDocument::predictionsChanged, this, [this] {
    refreshView();
    updateSummary();
  });
  connectTrainingJob([this] { finishRound(controller_.outcome()); });
  view_->clear(
      tr("No items open. File ▸ Open Multi-label Data… reads ARFF files (e.g. the scene set); "
         "Workbench ▸ Scenes opens a generated sample."));
}

QWidget* ScenePanel::createListPanel() {
  listModel_ = new SceneListModel(&document_, this);
  browser_ = new ItemBrowser(listModel_, this);
  QTableView* list = browser_->table();
  list->installEventFilter(this);
  list->verticalHeader()->setDefaultSectionSize(32);
  list->setIconSize(QSize(28, 28));
  list->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
  list->horizontalHeader()->setStretchLastSection(false);
  list->setColumnWidth(SceneListModel::Item, 140);
  for (int c : {SceneListModel::FileLabels, SceneListModel::UserLabels, SceneListModel::Predicted})
    list->setColumnWidth(c, 112);
  list->setColumnWidth(SceneListModel::Right, 48);
  list->setWordWrap(false);  // long label sets elide; the item view shows them whole
  connect(browser_, &ItemBrowser::currentChanged, this, [this] { refreshView(); });
  browser_->addUseAndClear(
      {tr("Use File Labels"),
       tr("Take the file's label sets as yours for the selected items (one undo step)"),
       "useFileLabels", tr("Clear Your Labels"),
       tr("Make the selected items unlabelled again (one undo step)")},
      [this](const std::vector<int>& items) { useFileLabels(items); },
      [this](const std::vector<int>& items) { clearUserLabels(items); });
  QFormLayout* form = browser_->addForm();
  form->addRow(tr("Model"),
               createModelBox(browser_, tr("LMSBN and LMBM model how labels depend on each other "
                                           "(fully connected); the SVMs decide each label alone; "
                                           "the SSVMs learn pairwise label scores on a chain or "
                                           "on all pairs")));
  kernelBox_ = new QComboBox(browser_);
  kernelBox_->addItems({tr("linear"), tr("RBF, γ = 0.1"), tr("RBF, γ = 0.03")});
  kernelBox_->setToolTip(
      tr("The kernel of LMSBN's per-label SVMs on the features (the parents' labels stay "
         "linear, so branch and bound is unchanged)"));
  connect(kernelBox_, &QComboBox::currentIndexChanged, this, [this](int i) {
    if (i >= 0) setKernel(kKernels[i]);
  });
  form->addRow(tr("Kernel"), kernelBox_);
  sourceLabel_ = addNote(browser_->column(), browser_);
  return browser_;
}

QWidget* ScenePanel::createSummaryPanel() {
  const ScoreSummary summary = makeScoreSummary(
      {tr("Exact match"), tr("Hamming"), tr("Instance F1"), tr("Macro F1"), tr("Micro F1")},
      {tr("Fraction of items whose whole label set is right"),
       tr("Hamming loss: the fraction of item-label pairs wrong (lower is better)")},
      2, this);
  summaryTitle_ = summary.title;
  summary_ = summary.table;
  return summary.widget;
}

void ScenePanel::openSample(int images) {
  SceneSampleOptions options;
  options.images = images;
  auto data = std::make_shared<const MultiLabelData>(generateSceneSample(options));
  stop();
  document_.reset(data, {}, {tr("sample")}, tr("generated scenes"));
  sourceLabel_->setText(
      tr("<b>Generated scenes</b>: %Ln item(s), 6 labels, in the scene set's feature layout "
         "(7×7 blocks of L*u*v* means and variances).",
         "", images));
  setCurrentItem(0);
  updateSummary();
}

bool ScenePanel::openPaths(const QStringList& paths, QString* error) {
  return reportingErrors(error, [&] {
    std::vector<std::string> names;
    for (const QString& p : paths) names.push_back(p.toStdString());
    // Read off the GUI thread: the parts of a large set take a while.
    MultiLabelFiles files = loadInBackground(this, tr("Reading %1…").arg(paths.join(", ")),
                                             [names] { return readMultiLabelFiles(names); });
    QStringList parts;
    for (const std::string& arff : files.arffs)
      parts << QFileInfo(QString::fromStdString(arff)).completeBaseName().remove(".arff");
    MultiLabelData& all = files.data;
    stop();
    const int n = all.size(), k = all.numLabels(), d = all.numFeatures();
    document_.reset(
        std::make_shared<const MultiLabelData>(std::move(all)), std::move(files.rowPart), parts,
        parts.size() == 1 ? QFileInfo(QString::fromStdString(files.arffs.front())).fileName()
                          : tr("%Ln file(s)", "", static_cast<int>(parts.size())));
    //: %2 is "%Ln label(s)", %3 "%Ln feature(s)"
    sourceLabel_->setText(tr("<b>%1</b>: %Ln item(s), %2, %3%4.", "", n)
                              .arg(document_.source().toHtmlEscaped())
                              .arg(tr("%Ln label(s)", "", k))
                              .arg(tr("%Ln feature(s)", "", d))
                              .arg(hasSceneLayout(d)
                                       ? tr(" (scene layout: pictures show the block colours)")
                                       : QString()));
    setCurrentItem(0);
    updateSummary();
  });
}

bool ScenePanel::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(
      error,
      [&] {
        if (document_.itemCount() == 0)
          throw std::runtime_error(tr("no items are open").toStdString());
        writeMultiLabelArff(path.toStdString(), document_.exportData(), false);
      },
      path);
}

void ScenePanel::setCurrentItem(int i) {
  browser_->setCurrent(i);
}

std::vector<Suggestion> ScenePanel::suggestLabels(int count) const {
  if (!document_.hasPredictions()) return {};
  std::vector<bool> labelled(static_cast<size_t>(document_.itemCount()));
  for (int i = 0; i < document_.itemCount(); ++i)
    labelled[static_cast<size_t>(i)] = document_.isLabelled(i);
  return suggestMultiLabelItems(document_.margins(), document_.data()->features, labelled,
                                {count, 0});
}

QString ScenePanel::describeSuggestion(const Suggestion& s) const {
  QStringList on;
  const std::vector<int> predicted = document_.predicted(s.item);
  for (size_t k = 0; k < predicted.size(); ++k)
    if (predicted[k]) on << document_.labelName(static_cast<int>(k));
  //: %1 is the item's number, %2 the labels the model predicts ("Beach + Urban")
  return tr("item %L1, predicted %2")
      .arg(s.item + 1)
      .arg(on.isEmpty() ? tr("no label") : on.join(" + "));
}

int ScenePanel::currentItem() const {
  return browser_->current();
}

bool ScenePanel::eventFilter(QObject* watched, QEvent* event) {
  if (watched == browser_->table() && event->type() == QEvent::KeyPress) {
    const auto* key = static_cast<QKeyEvent*>(event);
    if (const int k = ClassList::classOfKey(key, document_.labelCount()); k >= 0) {
      toggleLabel(k);
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

void ScenePanel::toggleLabel(int k) {
  if (currentItem() < 0 || k < 0 || k >= document_.labelCount()) return;
  const std::vector<int> after = document_.toggled(currentItem(), k);
  document_.undoStack()->push(
      new SetSceneLabelsCommand(&document_, currentItem(), {true, after},
                                tr("%1 %2 on item %L3")
                                    .arg(after[k] ? tr("Set") : tr("Clear"), document_.labelName(k))
                                    .arg(currentItem() + 1)));
}

void ScenePanel::useFileLabels(const std::vector<int>& items) {
  replaceLabelsInOneStep(
      SceneLabels(&document_), items,
      [this](int i) {
        return std::optional<SceneLabels::Value>({true, document_.fileLabels(i)});
      },
      [](int n) { return tr("Use the file's labels (%Ln item(s))", "", n); });
}

void ScenePanel::clearUserLabels(const std::vector<int>& items) {
  replaceLabelsInOneStep(
      SceneLabels(&document_), items,
      [this](int i) {
        return document_.isLabelled(i) ? std::optional<SceneLabels::Value>({false, {}})
                                       : std::nullopt;
      },
      [](int n) { return tr("Clear your labels (%Ln item(s))", "", n); });
}

void ScenePanel::refreshView() {
  if (currentItem() < 0 || currentItem() >= document_.itemCount()) {
    view_->clear(document_.itemCount() == 0 ? tr("No items open.")
                                            : tr("Select an item in the list."));
    return;
  }
  const int i = currentItem();
  SceneItemData item;
  item.title = tr("Item %L1 (%2)").arg(i + 1).arg(document_.partName(i));
  const auto data = document_.data();
  item.picture = featureThumbnail(data->features.row(i).data(), data->numFeatures());
  for (int k = 0; k < document_.labelCount(); ++k) item.labelNames << document_.labelName(k);
  item.labelled = document_.isLabelled(i);
  item.user = document_.userLabels(i);
  item.file = document_.fileLabels(i);
  if (document_.hasPredictions()) {
    item.predicted = document_.predicted(i);
    for (int k = 0; k < document_.labelCount(); ++k) item.margins.push_back(document_.margin(i, k));
    item.marginScale = document_.maxAbsMargin();
  }
  view_->setItem(item);
}

void ScenePanel::updateSummary() {
  summary_->setRowCount(0);
  if (!document_.hasPredictions()) {
    summaryTitle_->setText(
        document_.itemCount() == 0
            ? QString()
            : tr("Label some items (click their labels, or select items and Use File Labels), "
                 "then Train (F5). Items you leave alone are held out and scored here."));
    return;
  }
  int heldOut = 0;
  const MultiLabelMetrics m = document_.heldOutMetrics(&heldOut);
  if (heldOut == 0) {
    summaryTitle_->setText(tr("Every item is labelled: none is held out to score the model."));
    return;
  }
  summary_->insertRow(0);
  const double values[] = {m.exactMatch, m.hammingLoss, m.instanceF1, m.macroF1, m.microF1};
  for (int c = 0; c < 5; ++c) {
    auto* item = new QTableWidgetItem(QLocale().toString(values[c], 'f', 3));
    item->setTextAlignment(Qt::AlignCenter);
    summary_->setItem(0, c, item);
  }
  const auto model = document_.model();
  summaryTitle_->setText(
      //: %4 is "%Ln prediction(s)"
      tr("<b>Held out</b> (%Ln item(s) you did not label, against the file's labels), %1: exact "
         "match <b>%L2</b>. %L3 of %4 are certified exact MAP answers.",
         "", heldOut)
          .arg(modelKindText(multiLabelKindName(model->kind)))
          .arg(m.exactMatch, 0, 'f', 3)
          .arg(document_.exactPredictions())
          .arg(tr("%Ln prediction(s)", "", document_.itemCount())));
}

bool ScenePanel::hasLabelsToTrainOn() const {
  return document_.labelledCount() > 0;
}

void ScenePanel::startJob(std::shared_ptr<const MultiLabelModel> given) {
  if (document_.itemCount() == 0) {
    emit statusMessage(tr("Open some items first (File ▸ Open Multi-label Data…)."));
    return;
  }
  if (!given && document_.labelledCount() == 0) {
    emit statusMessage(tr(
        "Label some items first: click their labels, or select items and press Use File Labels."));
    return;
  }
  SceneTrainingRequest request;
  request.items = document_.data();
  request.training = document_.trainingData();
  request.options.kind = modelKind();
  request.options.C = learner_.C();
  if (isLmsbn(modelKind())) request.options.kernel = kernel_;
  request.predict = scenePredictOptions(document_.labelCount());
  request.given = given;
  request.dataGeneration = document_.dataGeneration();
  emit statusMessage(given ? tr("Predicting with the project's model…")
                           : tr("Training on %Ln item(s)…", "", document_.labelledCount()));
  controller_.start(std::move(request));
}

void ScenePanel::modelKindChanged() {
  kernelBox_->setEnabled(isLmsbn(modelKind()));
}

void ScenePanel::setKernel(const KernelSpec& kernel) {
  const bool changed = !(kernel == kernel_);
  kernel_ = kernel;
  for (int i = 0; i < kernelBox_->count(); ++i)
    if (kKernels[i] == kernel && kernelBox_->currentIndex() != i) {
      QSignalBlocker block(kernelBox_);
      kernelBox_->setCurrentIndex(i);
    }
  if (changed) emit settingsChanged();
}

RoundResult ScenePanel::acceptOutcome(const SceneTrainingOutcome& outcome) {
  if (outcome.prediction.labels.rows() != document_.itemCount()) return RoundResult::Stopped;
  document_.setPredictions(outcome.prediction.labels, outcome.prediction.margins,
                           outcome.prediction.exact, outcome.model);
  return RoundResult::Shown;
}

QString ScenePanel::describeOutcome(const SceneTrainingOutcome& outcome) const {
  //: %4 is "%Ln item(s)"
  return tr("%1 trained on %Ln item(s) in %L2 s (%3); %4 predicted in %L5 s.", "",
            outcome.trainedItems)
      .arg(modelKindText(multiLabelKindName(outcome.model->kind)))
      .arg(outcome.trainSeconds, 0, 'f', 2)
      .arg(reportText(outcome.report))
      .arg(tr("%Ln item(s)", "", document_.itemCount()))
      .arg(outcome.predictSeconds, 0, 'f', 2);
}

}  // namespace m3
