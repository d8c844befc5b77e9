#include "region_workbench.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QMessageBox>
#include <QSettings>
#include <numeric>
#include <utility>

#include "graph_model_text.h"
#include "project_json.h"
#include "scribble_labels.h"

namespace m3 {

namespace {

QJsonArray paletteToJson(const Palette& palette) {
  QJsonArray classes;
  for (const PaletteEntry& e : palette)
    classes.append(QJsonObject{{"name", QString::fromStdString(e.name)},
                               {"rgb", QJsonArray{e.red, e.green, e.blue}}});
  return classes;
}

bool paletteFromJson(const QJsonArray& classes, Palette* palette) {
  palette->clear();
  for (const QJsonValue& v : classes) {
    const QJsonArray rgb = v["rgb"].toArray();
    if (rgb.size() != 3) return false;
    PaletteEntry e;
    e.name = v["name"].toString().toStdString();
    e.red = static_cast<std::uint8_t>(std::clamp(rgb[0].toInt(), 0, 255));
    e.green = static_cast<std::uint8_t>(std::clamp(rgb[1].toInt(), 0, 255));
    e.blue = static_cast<std::uint8_t>(std::clamp(rgb[2].toInt(), 0, 255));
    palette->push_back(e);
  }
  return palette->size() >= 2 && palette->size() <= 255;
}

}  // namespace

RegionWorkbench::RegionWorkbench(QObject* parent)
    : PanelWorkbench(
          {.id = "regions",
           .title = tr("&Image Regions"),
           .description = tr("Photos cut into superpixels: AMN segmentation from your scribbles"),
           .shortcut = QKeySequence(tr("Ctrl+5")),
           .dataFilter = tr("Images (*.png *.jpg *.jpeg *.tif *.tiff);;All files (*)"),
           .dataSuffixes = {".png", ".jpg", ".jpeg", ".tif", ".tiff"},
           .labelsFilter = tr("PNG index masks (*.png)"),
           .labelsFileName = "labels.png"},
          parent) {
  RegionDocument* document = panel_->document();
  connect(document, &RegionDocument::imageChanged, this, &Workbench::dataReplaced);
  connect(document, &RegionDocument::paletteChanged, this, &Workbench::baseChanged);
  for (auto signal : {&RegionDocument::imageChanged, &RegionDocument::sceneChanged,
                      &RegionDocument::userLabelsChanged, &RegionDocument::predictionChanged})
    connect(document, signal, this, &Workbench::statusChanged);

  QAction* open =
      openAction(tr("Open &Image…"), tr("Open a PNG, JPEG or TIFF photo"), "lastImage", false);
  auto* truth = new QAction(tr("Open Ground &Truth Mask…"), this);
  truth->setStatusTip(tr("A class mask (PNG) for the open image, to score the predictions"));
  connect(truth, &QAction::triggered, this, [this] {
    const QString path = QFileDialog::getOpenFileName(
        panel_, tr("Open Ground Truth Mask"), QSettings().value("paths/lastImage").toString(),
        tr("Class masks (*.png);;All files (*)"));
    // A mask with more classes starts the image over: ask about the scribbles first.
    if (path.isEmpty() || !mayReplaceData()) return;
    QString error;
    if (panel_->openTruth(path, &error))
      truthPath_ = QFileInfo(path).absoluteFilePath();
    else
      QMessageBox::warning(panel_, tr("Cannot open mask"), error);
  });
  fileActions_ = {open, truth,
                  sampleAction(tr("Open the Image Regions Sa&mple"),
                               tr("A generated image of textured shapes with its true classes"),
                               [this] { openSample(); })};
}

QList<QPair<QString, QString>> RegionWorkbench::keys() const {
  return {
      {tr("Drag"), tr("Brush, fill or erase with the selected class (the tool buttons choose)")},
      {tr("Wheel"), tr("Brush size; Ctrl+wheel zooms about the cursor")},
      {tr("Shift+click"), tr("Pick the class under the cursor")},
      {tr("1 … 9"), tr("Select a class")},
      {tr("Right drag / Home"), tr("Pan / fit the image to the window")}};
}

void RegionWorkbench::openSample() {
  imagePath_.clear();  // first: opening reports the new data (dataReplaced) to the journal
  truthPath_.clear();
  panel_->openSample();
}

bool RegionWorkbench::openFiles(const QStringList& paths, QString* error) {
  if (paths.size() != 1) {
    if (error)
      *error = tr("Image Regions opens one image at a time (Image Segmentation takes several).");
    return false;
  }
  const QString truth = std::exchange(truthPath_, QString());  // a truth mask belongs to its image
  if (openRemembering(imagePath_, absolutePaths(paths).first(),
                      [&] { return panel_->openImage(paths.first(), error); }))
    return true;
  truthPath_ = truth;
  return false;
}

QString RegionWorkbench::statusText() const {
  const RegionDocument* doc = panel_->document();
  const auto scene = doc->scene();
  return tr("Superpixels: %1 · scribbled pixels: %2")
      .arg(scene ? scene->superpixels.numRegions : 0)
      .arg(doc->labelledPixelCount());
}

QString RegionWorkbench::modelText() const {
  const auto model = panel_->document()->model();
  return model ? graphModelText(model->amn) : tr("no model");
}

QJsonObject RegionWorkbench::saveState(ProjectContext& context) const {
  const RegionDocument* doc = panel_->document();
  QJsonObject state;
  if (imagePath_.isEmpty())
    state["sample"] = QJsonObject{{"width", doc->image().width}, {"height", doc->image().height}};
  else
    state["image"] = context.reference(imagePath_);
  if (!truthPath_.isEmpty()) state["truth"] = context.reference(truthPath_);
  state["classes"] = paletteToJson(doc->palette());
  state["scribbles"] = runLengthToJson(doc->userMask().labels);
  state["modelKind"] = QString::fromUtf8(graphModelKindName(panel_->modelKind()));
  saveShared(state, context);
  if (doc->model() && !context.forJournal)
    state["model"] = jsonObjectFromText(regionModelToJson(*doc->model()));
  return state;
}

bool RegionWorkbench::loadState(const QJsonObject& state, ProjectContext& context, QString* error) {
  QString why;
  if (state.contains("sample")) {
    const QJsonObject sample = state["sample"].toObject();
    const int width = sample["width"].toInt(), height = sample["height"].toInt();
    if (width < 16 || height < 16 || width > 8192 || height > 8192)
      return *error = tr("invalid sample size"), false;
    imagePath_.clear();
    truthPath_.clear();
    panel_->openSample(width, height);
  } else {
    const QString image = context.resolve(state["image"], &why);
    if (image.isEmpty() || !openFiles({image}, &why)) return *error = why, false;
  }
  if (state.contains("truth")) {
    const QString truth = context.resolve(state["truth"], &why);
    if (truth.isEmpty() || !panel_->openTruth(truth, &why)) return *error = why, false;
    truthPath_ = truth;
  }
  RegionDocument* doc = panel_->document();
  Palette palette;
  if (!paletteFromJson(state["classes"].toArray(), &palette))
    return *error = tr("invalid classes"), false;
  panel_->setPalette(palette);
  std::vector<int> scribbles;
  const long pixels = doc->userMask().numPixels();
  if (!runLengthFromJson(state["scribbles"], pixels, kUnlabelled, doc->classCount() - 1,
                         &scribbles))
    return *error = tr("the scribbles do not fit the image"), false;
  std::vector<int> all(static_cast<size_t>(pixels));
  std::iota(all.begin(), all.end(), 0);
  doc->setUserPixels(all, scribbles);
  try {
    panel_->setModelKind(parseGraphModelKind(state["modelKind"].toString("amn").toStdString()));
  } catch (const std::exception& e) {
    return *error = QString::fromUtf8(e.what()), false;
  }
  loadLearner(state);
  restoreModel(state, "model", regionModelFromJson);
  return true;
}

bool RegionWorkbench::replayEdit(const QJsonObject& edit, QString* error) {
  return replayLabelRecord(ScribblePixels(panel_->document()), edit, error);
}

}  // namespace m3
