#include "segmentation_workbench.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QMessageBox>
#include <QSettings>
#include <numeric>
#include <utility>

#include "project_json.h"

namespace m3 {

SegmentationWorkbench::SegmentationWorkbench(QObject* parent)
    : PanelWorkbench(
          {.id = "segmentation",
           .title = tr("Image Se&gmentation"),
           .description =
               tr("Learn how you segment images: max-margin correlation clustering of superpixels"),
           .shortcut = QKeySequence(tr("Ctrl+6")),
           .dataFilter = tr("Images (*.png *.jpg *.jpeg *.tif *.tiff);;All files (*)"),
           // None: images open in Image Regions; this workbench takes them from its own Open
           // or a project.
           .dataSuffixes = {},
           // Your segmentation of the current image where you drew one, else the learned one.
           .labelsFilter = tr("PNG index masks (*.png)"),
           .labelsFileName = "segmentation.png",
           .sample = {.name = "images", .size = 6, .min = 1, .max = 1000}},
          parent) {
  SegmentationDocument* document = panel_->document();
  connect(document, &SegmentationDocument::userChanged, this, &Workbench::statusChanged);

  QAction* open = openAction(tr("Open &Images to Segment…"),
                             tr("Open photos (BSDS500 human segmentations are found beside them)"),
                             "lastImage", true);
  auto* reference = new QAction(tr("Load Reference Se&gmentation…"), this);
  reference->setStatusTip(
      tr("A BSDS500 .mat file or a label PNG as the current image's reference segmentation"));
  connect(reference, &QAction::triggered, this, [this] {
    const QString path = QFileDialog::getOpenFileName(
        panel_, tr("Load Reference Segmentation"), QSettings().value("paths/lastImage").toString(),
        tr("Segmentations (*.mat *.png);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (panel_->loadReference(path, &error))
      referencePaths_[panel_->currentItem()] = QFileInfo(path).absoluteFilePath();
    else
      QMessageBox::warning(panel_, tr("Cannot load segmentation"), error);
  });
  fileActions_ = {
      open, reference,
      sampleAction(
          tr("Open the Segmentation Sam&ple"),
          tr("Generated images of textured shapes whose shapes are the reference segmentations"),
          [this] { openDefault(); })};
}

QList<QPair<QString, QString>> SegmentationWorkbench::keys() const {
  return {{tr("Drag"), tr("Brush, fill or erase the current segment (the tool buttons choose)")},
      {tr("B / F / E"), tr("The brush, fill or eraser tool")},
          {tr("N"), tr("Start a new segment")},
          {tr("Shift+click"), tr("Pick the segment under the cursor")},
          {tr("Wheel"), tr("Brush size; Ctrl+wheel zooms about the cursor")},
          {tr("Right drag"), tr("Pan")}};
}

void SegmentationWorkbench::openSample(int images) {
  referencePaths_.clear();
  PanelWorkbench::openSample(images);
}

bool SegmentationWorkbench::openFiles(const QStringList& paths, QString* error) {
  const auto references = std::exchange(referencePaths_, {});  // loaded for the images that go
  if (openRemembering(paths_, absolutePaths(paths),
                      [&] { return panel_->openImages(paths, error); }))
    return true;
  referencePaths_ = references;
  return false;
}

QString SegmentationWorkbench::statusText() const {
  const SegmentationDocument* doc = panel_->document();
  return tr("Images: %L1 · with your segmentation: %L2")
      .arg(doc->itemCount())
      .arg(doc->trainingCount());
}

QJsonObject SegmentationWorkbench::saveState(ProjectContext& context) const {
  const SegmentationDocument* doc = panel_->document();
  QJsonObject state{{"annotator", panel_->annotator()}};
  saveSource(state, context);
  QJsonArray references;
  for (const auto& [item, path] : referencePaths_)
    references.append(QJsonObject{{"item", item}, {"file", context.reference(path)}});
  state["references"] = references;
  QJsonArray segmentations;  // run-length segment ids per image the user drew on
  for (int i = 0; i < doc->itemCount(); ++i) {
    const SegmentationItem& item = doc->item(i);
    if (item.userPixels == 0) continue;
    segmentations.append(QJsonObject{
        {"item", i}, {"name", item.name}, {"segments", runLengthToJson(item.user.labels)}});
  }
  state["segmentations"] = segmentations;
  saveShared(state);
  return state;
}

bool SegmentationWorkbench::loadState(const QJsonObject& state, ProjectContext& context,
                                      QString* error) {
  QString why;
  panel_->setAnnotator(std::clamp(state["annotator"].toInt(0), 0, 8));
  if (!loadSource(state, context, error)) return false;
  SegmentationDocument* doc = panel_->document();
  for (const QJsonValue& v : state["references"].toArray()) {
    const int item = v["item"].toInt(-1);
    const QString path = context.resolve(v["file"], &why);
    if (item < 0 || item >= doc->itemCount() || path.isEmpty()) return *error = why, false;
    panel_->setCurrentItem(item);
    if (!panel_->loadReference(path, &why)) return *error = why, false;
    referencePaths_[item] = path;
  }
  for (const QJsonValue& v : state["segmentations"].toArray()) {
    const int i = v["item"].toInt(-1);
    std::vector<int> ids;
    if (i < 0 || i >= doc->itemCount() || doc->item(i).name != v["name"].toString() ||
        !runLengthFromJson(v["segments"], doc->item(i).user.numPixels(), kUnlabelled, 1 << 20,
                           &ids))
      return *error = tr("a segmentation does not fit the images"), false;
    std::vector<int> all(ids.size());
    std::iota(all.begin(), all.end(), 0);
    doc->setUserPixels(i, all, ids);
  }
  if (doc->itemCount() > 0) panel_->setCurrentItem(0);
  return loadShared(state, context, error);
}

}  // namespace m3
