#include "region_workbench.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QMessageBox>
#include <QSettings>
#include <functional>
#include <numeric>
#include <utility>

#include "project_json.h"
#include "region_image_set_dialog.h"

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
  connect(document, &RegionDocument::paletteChanged, this, &Workbench::baseChanged);
  for (auto signal : {&RegionDocument::currentChanged})
    connect(document, signal, this, &Workbench::statusChanged);
  for (auto signal : {&RegionDocument::sceneChanged, &RegionDocument::userLabelsChanged})
    connect(document, signal, this, &Workbench::statusChanged);

  QAction* open = openAction(tr("Open &Images…"),
                             tr("Open one or more PNG, JPEG or TIFF photos: one model learns from "
                                "your scribbles on all of them"),
                             "lastImage", true);
  auto* folder = new QAction(tr("Open Image &Folder with Masks…"), this);
  folder->setStatusTip(tr("A folder of photos and, optionally, the folder of their class masks "
                          "(a dataset's convention with its void value, or ours)"));
  connect(folder, &QAction::triggered, this, [this] {
    RegionImageSetDialog dialog(panel_);
    RegionImageFiles files;
    QString error;
    while (dialog.exec() == QDialog::Accepted) {
      if (!dialog.files(&files, &error)) {
        QMessageBox::warning(panel_, tr("Cannot open the folder"), error);
        continue;
      }
      if (!mayReplaceData()) return;
      if (!panel_->openImages(files, &error)) QMessageBox::warning(panel_, tr("Cannot open the images"), error);
      return;
    }
  });
  auto* truth = new QAction(tr("Open Ground &Truth Mask…"), this);
  truth->setStatusTip(tr("A class mask (PNG) for the open image, to score the predictions"));
  connect(truth, &QAction::triggered, this, [this] {
    const QString path = QFileDialog::getOpenFileName(
        panel_, tr("Open Ground Truth Mask"), QSettings().value("paths/lastImage").toString(),
        tr("Class masks (*.png);;All files (*)"));
    // A mask with more classes starts the image over: ask about the scribbles first.
    if (path.isEmpty() || !mayReplaceData()) return;
    QString error;
    if (!panel_->openTruth(path, &error)) QMessageBox::warning(panel_, tr("Cannot open mask"), error);
  });
  // An export of every image's labels: asks where (a folder or a file, the last one kept
  // under `settingsKey`), writes, and puts the count in the status bar, or says why not.
  const auto exportAction = [this](const QString& text, const QString& tip, const QString& settingsKey,
                                   std::function<QString(const QString& last)> ask,
                                   std::function<int(const QString& where, QString* error)> write) {
    auto* action = new QAction(text, this);
    action->setStatusTip(tip);
    connect(action, &QAction::triggered, this, [this, settingsKey, ask, write] {
      const QString where = ask(QSettings().value(settingsKey).toString());
      if (where.isEmpty()) return;
      QSettings().setValue(settingsKey, where);
      QString error;
      const int written = write(where, &error);
      if (written < 0)
        QMessageBox::warning(panel_, tr("Cannot export the labels"), error);
      else
        emit panel_->statusMessage(
            tr("Wrote the labels of %Ln image(s) to %1.", "", written).arg(QDir::toNativeSeparators(where)));
    });
    return action;
  };
  const auto askFolder = [this](const QString& title) {
    return [this, title](const QString& last) { return QFileDialog::getExistingDirectory(panel_, title, last); };
  };
  auto* exportAll =
      exportAction(tr("Export Labels of All Ima&ges…"),
                   tr("Every image's labels (yours over the prediction) as masks in a folder, in "
                      "the convention the set was "
                      "opened in"),
                   "paths/lastLabelsFolder", askFolder(tr("Export Labels of All Images to Folder")),
                   [this](const QString& folder, QString* error) {
                     return panel_->exportAllLabels(folder, error);
                   });
  auto* exportCoco = exportAction(
      tr("Export Labels as &COCO File…"),
      tr("Every image's labels (yours over the prediction) in one COCO segmentation file, as annotation tools "
         "read them"),
      "paths/lastCocoFile",
      [this](const QString& last) {
        return QFileDialog::getSaveFileName(panel_, tr("Export Labels as COCO File"), last,
                                            tr("COCO segmentation (*.json)"));
      },
      [this](const QString& path, QString* error) { return panel_->exportCocoLabels(path, error); });
  auto* exportLabelme = exportAction(
      tr("Export Labels as labelme Fil&es…"),
      tr("Every image's labels (yours over the prediction) as polygons in a labelme file per image "
         "(<image>.json), as the labelme tool opens them"),
      "paths/lastLabelmeFolder", askFolder(tr("Export Labels as labelme Files to Folder")),
      [this](const QString& folder, QString* error) {
        return panel_->exportLabelmeLabels(folder, error);
      });
  fileActions_ = {open,
                  folder,
                  truth,
                  sampleAction(tr("Open the Image Regions Sam&ple"),
                               tr("A generated image of textured shapes with its true classes"),
                               [this] { openSample(); }),
                  exportAll,
                  exportCoco,
                  exportLabelme};
}

QList<QPair<QString, QString>> RegionWorkbench::keys() const {
  return {
      {tr("Drag"), tr("Brush, fill or erase with the selected class (the tool buttons choose)")},
      {tr("B / F / E"), tr("The brush, fill or eraser tool")},
      {tr("Wheel"), tr("Brush size; Ctrl+wheel zooms about the cursor")},
      {tr("Shift+click"), tr("Pick the class under the cursor")},
      {tr("1 … 9"), tr("Select a class")},
      {tr("0"), tr("The eraser")},
      {tr("Page Up / Page Down"), tr("The previous / next image")},
      {tr("Right drag / Home"), tr("Pan / fit the image to the window")}};
}

void RegionWorkbench::openSample() {
  panel_->openSample();
}

bool RegionWorkbench::openFiles(const QStringList& paths, QString* error) {
  return panel_->openImages(RegionImageFiles::imagesOnly(paths), error);
}

QString RegionWorkbench::statusText() const {
  const RegionDocument* doc = panel_->document();
  const auto scene = doc->scene();
  return tr("Image %L1 of %L2 · superpixels: %L3 · scribbled pixels: %L4")
      .arg(doc->hasImage() ? doc->current() + 1 : 0)
      .arg(doc->imageCount())
      .arg(scene ? scene->superpixels.numRegions : 0)
      .arg(doc->labelledPixelCount());
}

// A project: the generated sample ("sample", "scribbles"), or the open images, each with its
// truth mask and scribbles ("images"; projects of one image before there were several kept
// "image", "truth" and "scribbles" at the top, still read); docs/project-format.md.
QJsonObject RegionWorkbench::saveState(ProjectContext& context) const {
  const RegionDocument* doc = panel_->document();
  QJsonObject state;
  const bool sample = doc->hasImage() && doc->imageAt(0).path.isEmpty();
  if (sample) {
    state["sample"] = QJsonObject{{"width", doc->image().width}, {"height", doc->image().height}};
    state["scribbles"] = runLengthToJson(doc->imageAt(0).user.labels);
    if (!doc->imageAt(0).truthPath.isEmpty()) state["truth"] = context.reference(doc->imageAt(0).truthPath);
  } else {
    QJsonArray images;
    for (int i = 0; i < doc->imageCount(); ++i) {
      const RegionImage& im = doc->imageAt(i);
      QJsonObject entry{{"image", context.reference(im.path)}, {"scribbles", runLengthToJson(im.user.labels)}};
      if (!im.truthPath.isEmpty()) entry["truth"] = context.reference(im.truthPath);
      images.append(entry);
    }
    state["images"] = images;
    state["current"] = doc->current();
    if (doc->maskConvention().dataset)
      state["datasetMasks"] = QJsonObject{{"void", doc->maskConvention().voidValue}};
  }
  state["classes"] = paletteToJson(doc->palette());
  const SuperpixelOptions superpixels = panel_->sceneOptions().superpixels;
  state["superpixels"] =
      QJsonObject{{"regionSize", superpixels.regionSize}, {"compactness", superpixels.compactness}};
  saveShared(state);
  return state;
}

bool RegionWorkbench::loadState(const QJsonObject& state, ProjectContext& context, QString* error) {
  QString why;
  // Each image's scribbles as stored (old projects: the one image's at the top).
  QJsonArray entries;
  // Before the images open, so that their superpixels are cut once, as when the project was
  // saved (projects written before they were kept: the defaults).
  SuperpixelOptions superpixels;
  if (state.contains("superpixels")) {
    superpixels.regionSize = state["superpixels"]["regionSize"].toInt(superpixels.regionSize);
    superpixels.compactness = state["superpixels"]["compactness"].toDouble(superpixels.compactness);
    if (superpixels.regionSize < 6 || superpixels.regionSize > 200 || superpixels.compactness < 1 ||
        superpixels.compactness > 100)
      return *error = tr("invalid superpixel settings"), false;
  }
  panel_->setSceneOptions(superpixels);
  if (state.contains("sample")) {
    const QJsonObject sample = state["sample"].toObject();
    const int width = sample["width"].toInt(), height = sample["height"].toInt();
    if (width < 16 || height < 16 || width > 8192 || height > 8192)
      return *error = tr("invalid sample size"), false;
    panel_->openSample(width, height);
    if (state.contains("truth")) {  // a mask the user opened over the sample's own classes
      const QString truth = context.resolve(state["truth"], &why);
      if (truth.isEmpty() || !panel_->openTruth(truth, &why)) return *error = why, false;
    }
    entries.append(QJsonObject{{"scribbles", state["scribbles"]}});
  } else {
    if (state.contains("images")) {
      entries = state["images"].toArray();
    } else {
      QJsonObject one{{"image", state["image"]}, {"scribbles", state["scribbles"]}};
      if (state.contains("truth")) one["truth"] = state["truth"];
      entries.append(one);
    }
    if (entries.isEmpty()) return *error = tr("the project names no image"), false;
    RegionImageFiles files;
    files.dataset = state.contains("datasetMasks");
    files.voidValue = state["datasetMasks"]["void"].toInt(-1);
    bool anyMask = false;
    for (const QJsonValue& entry : entries) {
      const QString image = context.resolve(entry["image"], &why);
      if (image.isEmpty()) return *error = why, false;
      QString truth;
      if (entry.toObject().contains("truth")) {
        truth = context.resolve(entry["truth"], &why);
        if (truth.isEmpty()) return *error = why, false;
        anyMask = true;
      }
      files.images << image;
      files.masks << truth;
    }
    if (!anyMask) files.masks.clear();
    if (!panel_->openImages(files, &why)) return *error = why, false;
  }
  RegionDocument* doc = panel_->document();
  Palette palette;
  if (!paletteFromJson(state["classes"].toArray(), &palette))
    return *error = tr("invalid classes"), false;
  panel_->setPalette(palette);
  for (int i = 0; i < doc->imageCount() && i < entries.size(); ++i) {
    std::vector<int> scribbles;
    const long pixels = doc->imageAt(i).user.numPixels();
    if (!runLengthFromJson(entries[i].toObject().value("scribbles"), pixels, kUnlabelled, doc->classCount() - 1, &scribbles))
      return *error = tr("the scribbles do not fit image %L1").arg(i + 1), false;
    std::vector<int> all(static_cast<size_t>(pixels));
    std::iota(all.begin(), all.end(), 0);
    doc->setUserPixels(i, all, scribbles);
  }
  panel_->showImage(std::clamp(state["current"].toInt(0), 0, doc->imageCount() - 1));
  return loadShared(state, context, error);
}

}  // namespace m3
