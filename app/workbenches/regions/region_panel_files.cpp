// The Image Regions panel's files: the generated sample, photos and their masks opened, the
// shown image's labels and the model exported (region_panel.h).
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QSet>

#include "error_report.h"
#include "io/coco_json.h"
#include "io/known_datasets.h"
#include "io/labelme_json.h"
#include "long_load.h"
#include "region_panel.h"
#include "samples/textured_shapes.h"

namespace m3 {

void RegionPanel::openSample(int width, int height, std::uint64_t seed) {
  TexturedShapesOptions options;
  options.width = width;
  options.height = height;
  options.seed = seed;
  TexturedShapes sample = generateTexturedShapes(options);
  stop();
  controller_.resetWarmStart();
  RegionImage image;
  image.image = std::make_shared<const ColourImage>(std::move(sample.image));
  image.name = tr("generated textured shapes");
  image.truth = std::move(sample.classes);
  std::vector<RegionImage> images;
  images.push_back(std::move(image));
  document_.reset(std::move(images), sample.palette, tr("generated textured shapes"));
  sourceLabel_->setText(
      tr("<b>Generated sample</b>: %L1×%L2 textured shapes with their true classes.")
          .arg(width)
          .arg(height));
  refreshClasses();
  computeScenes();
}

bool RegionPanel::openImages(const RegionImageFiles& files, QString* error) {
  return reportingErrors(error, [&] {
    if (files.images.isEmpty()) throw std::runtime_error(tr("no image to open").toStdString());
    const QString first = QFileInfo(files.images.first()).fileName();
    RegionImageSet set = loadInBackground(
        this, files.images.size() == 1 ? tr("Reading %1…").arg(first) : tr("Reading %Ln images…", nullptr, files.images.size()),
        [files] { return readRegionImages(files); });
    stop();
    controller_.resetWarmStart();
    const int count = static_cast<int>(set.images.size());
    int masks = 0;
    for (const RegionImage& im : set.images) masks += im.truthPath.isEmpty() ? 0 : 1;
    // The classes: the masks' own names when they have them; photos alone keep the open ones
    // (or two); masks without names get numbered classes (the open set's names would be
    // another set's). Extended to every class a mask holds.
    Palette palette = !set.palette.empty() ? set.palette
                      : masks == 0 && document_.classCount() >= 2
                          ? document_.palette()
                          : defaultPalette({"class 1", "class 2"});
    palette = paletteCovering(palette, set.maxTruthLabel);
    const KnownDataset* known = QFileInfo::exists(files.description)
                                    ? nullptr
                                    : findKnownDataset(files.description.toStdString());
    document_.reset(std::move(set.images), palette, count == 1 ? first : tr("%Ln images", nullptr, count),
                    {files.datasetMasks(), set.voidValue, set.indexedMasks});
    sourceLabel_->setText(
        count == 1 && masks == 0
            ? tr("<b>%1</b>: %L2×%L3 pixels. Load a ground-truth mask (File ▸ Open Ground Truth "
                 "Mask…) "
                 "to score predictions.")
                  .arg(first.toHtmlEscaped())
                  .arg(document_.image().width)
                  .arg(document_.image().height)
            : tr("<b>%1</b>, %L2 with a ground-truth mask: scribble on any of them; Train learns "
                 "from all and predicts every one.")
                      .arg(count == 1 ? tr("1 image") : tr("%L1 images").arg(count))
                      .arg(masks) +
                  (known ? tr(" Masks read in the convention of %1 (value k is class k, %L2 void), "
                              "recognised by the image names.")
                               .arg(QString::fromStdString(known->title).toHtmlEscaped())
                               .arg(known->convention.voidValue)
                         : QString()));
    refreshClasses();
    computeScenes();
  });
}

bool RegionPanel::openTruth(const QString& path, QString* error) {
  return reportingErrors(error, [&] {
    if (!document_.hasImage()) throw std::runtime_error(tr("open an image first").toStdString());
    // In the convention of the set's other masks (projects keep one for all).
    const RegionMaskConvention convention = document_.maskConvention();
    const int classes = document_.classCount();
    RegionImageSet set = loadInBackground(this, tr("Reading %1…").arg(QFileInfo(path).fileName()), [=] {
      // The image itself is open already: read the mask alone, and its palette.
      RegionImageSet only;
      RegionImage im;
      im.truth = convention.dataset ? readDatasetMask(path.toStdString(), classes, convention.voidValue)
                                    : readLabelMask(path.toStdString());
      for (int l : im.truth.labels) only.maxTruthLabel = std::max(only.maxTruthLabel, l);
      if (!convention.dataset && QFileInfo::exists(palettePathFor(path)))
        only.palette = readPalette(palettePathFor(path).toStdString());
      only.images.push_back(std::move(im));
      return only;
    });
    LabelImage& truth = set.images.front().truth;
    if (truth.width != document_.image().width || truth.height != document_.image().height)
      throw std::runtime_error(tr("%1 is %L2×%L3 pixels, the image %L4×%L5")
                                   .arg(path)
                                   .arg(truth.width)
                                   .arg(truth.height)
                                   .arg(document_.image().width)
                                   .arg(document_.image().height)
                                   .toStdString());
    const Palette palette =
        paletteCovering(set.palette.empty() ? document_.palette() : set.palette, set.maxTruthLabel);
    if (palette != document_.palette()) setPalette(palette);  // scribbles keep their class ids
    document_.setTruth(document_.current(), std::move(truth), QFileInfo(path).absoluteFilePath());
  });
}

namespace {

// Image i's labels: the user's where scribbled, else the prediction (unlabelled without one).
LabelImage labelsOf(const RegionImage& im) {
  LabelImage mask = !im.prediction.empty() && im.scene ? paintRegions(im.scene->superpixels, im.prediction) : im.user;
  for (size_t p = 0; p < im.user.labels.size(); ++p)
    if (im.user.labels[p] != kUnlabelled) mask.labels[p] = im.user.labels[p];
  return mask;
}

}  // namespace

void RegionPanel::writeMask(int i, const QString& path) const {
  const LabelImage mask = labelsOf(document_.imageAt(i));
  const RegionMaskConvention masks = document_.maskConvention();
  // In the convention the set's masks were read in: a dataset's (value k class k, its void
  // value where nothing is labelled; indexed-colour PNG when its masks were), else ours with
  // the palette beside it.
  if (masks.dataset && masks.voidValue >= 0) {
    writeDatasetMask(path.toStdString(), mask, masks.voidValue, masks.indexed);
  } else {
    writeLabelMask(path.toStdString(), mask);
    writePalette(palettePathFor(path).toStdString(), document_.palette());
  }
}

bool RegionPanel::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(
      error,
      [&] {
        if (!document_.scene()) throw std::runtime_error(tr("no image with superpixels is open").toStdString());
        writeMask(document_.current(), path);
      },
      path);
}

int RegionPanel::exportAllLabels(const QString& folder, QString* error) const {
  int written = 0;
  const bool ok = reportingErrors(
      error,
      [&] {
        const QDir dir(folder);
        if (!dir.exists()) throw std::runtime_error(tr("no such folder").toStdString());
        // Never over a photo or a ground-truth mask of the set (a masks folder picked by mistake).
        QSet<QString> inputs;  // canonical paths of the files that still exist
        for (int i = 0; i < document_.imageCount(); ++i)
          for (const QString& p : {document_.imageAt(i).path, document_.imageAt(i).truthPath})
            if (const QString c = QFileInfo(p).canonicalFilePath(); !p.isEmpty() && !c.isEmpty()) inputs.insert(c);
        const RegionMaskConvention masks = document_.maskConvention();
        if (masks.dataset && masks.voidValue >= 0 && masks.voidValue < document_.classCount())
          throw std::runtime_error(tr("class %1 has the void value %2 of the set's masks: it cannot be written in "
                                      "that convention")
                                       .arg(QString::fromStdString(document_.palette()[static_cast<size_t>(masks.voidValue)].name))
                                       .arg(masks.voidValue)
                                       .toStdString());
        std::vector<std::pair<int, QString>> targets;
        QSet<QString> names;
        for (int i = 0; i < document_.imageCount(); ++i) {
          const RegionImage& im = document_.imageAt(i);
          if (im.prediction.empty() && im.labelledPixels == 0) continue;  // nothing to write
          const QString name = im.path.isEmpty() ? QString("image%1").arg(i + 1) : QFileInfo(im.path).completeBaseName();
          const QString target = dir.filePath(name + ".png");
          const QString existing = QFileInfo(target).canonicalFilePath();
          if (!existing.isEmpty() && inputs.contains(existing))
            throw std::runtime_error(tr("%1 is one of the open images or their masks: choose another folder")
                                         .arg(QDir::toNativeSeparators(target))
                                         .toStdString());
          if (names.contains(name))
            throw std::runtime_error(tr("two images are called %1: their masks would overwrite each other").arg(name).toStdString());
          names.insert(name);
          targets.emplace_back(i, target);
        }
        if (targets.empty()) throw std::runtime_error(tr("no image has labels or predictions yet").toStdString());
        for (const auto& [i, target] : targets) writeMask(i, target), ++written;
        // The description beside them, unless the folder has one already (perhaps the dataset's own).
        const QString description = dir.filePath("classes.txt");
        if (masks.dataset && masks.voidValue >= 0 && !QFileInfo::exists(description))
          writeMaskConvention(description.toStdString(), {document_.palette(), masks.voidValue});
      },
      folder);
  return ok ? written : -1;
}

int RegionPanel::exportCocoLabels(const QString& path, QString* error) const {
  int written = 0;
  const bool ok = reportingErrors(
      error,
      [&] {
        CocoMasks coco;
        for (const PaletteEntry& entry : document_.palette()) coco.classNames.push_back(entry.name);
        QSet<QString> names;
        for (int i = 0; i < document_.imageCount(); ++i) {
          const RegionImage& im = document_.imageAt(i);
          if (im.prediction.empty() && im.labelledPixels == 0) continue;  // nothing to write
          const QString name = im.path.isEmpty() ? QString("image%1.png").arg(i + 1) : QFileInfo(im.path).fileName();
          if (names.contains(name))
            throw std::runtime_error(tr("two images are called %1: a COCO file tells images apart by name").arg(name).toStdString());
          names.insert(name);
          coco.images.emplace_back(name.toStdString(), labelsOf(im));
        }
        if (coco.images.empty()) throw std::runtime_error(tr("no image has labels or predictions yet").toStdString());
        for (int i = 0; i < document_.imageCount(); ++i)  // never over the set's own COCO file
          if (const QString truth = document_.imageAt(i).truthPath;
              !truth.isEmpty() && QFileInfo(truth).canonicalFilePath() == QFileInfo(path).canonicalFilePath())
            throw std::runtime_error(tr("%1 holds the open images' masks: choose another file").arg(path).toStdString());
        writeCoco(path.toStdString(), coco);
        written = static_cast<int>(coco.images.size());
      },
      path);
  return ok ? written : -1;
}

int RegionPanel::exportLabelmeLabels(const QString& folder, QString* error) const {
  int written = 0;
  const bool ok = reportingErrors(
      error,
      [&] {
        std::vector<std::string> classes;
        for (const PaletteEntry& entry : document_.palette()) classes.push_back(entry.name);
        QSet<QString> names;
        for (int pass = 0; pass < 2; ++pass)  // everything checked before the first file is written
          for (int i = 0; i < document_.imageCount(); ++i) {
            const RegionImage& im = document_.imageAt(i);
            if (im.prediction.empty() && im.labelledPixels == 0) continue;  // nothing to write
            const QString image = im.path.isEmpty() ? QDir(folder).filePath(QString("image%1.png").arg(i + 1)) : im.path;
            const QString path = QDir(folder).filePath(QFileInfo(image).completeBaseName() + ".json");
            if (pass == 0) {
              if (names.contains(path))
                throw std::runtime_error(tr("two images would write %1: labelme files are named after their image")
                                             .arg(path).toStdString());
              names.insert(path);
              for (int j = 0; j < document_.imageCount(); ++j)  // never over the set's own labelme files
                if (const QString truth = document_.imageAt(j).truthPath;
                    !truth.isEmpty() && QFileInfo(truth).absoluteFilePath() == QFileInfo(path).absoluteFilePath())
                  throw std::runtime_error(tr("%1 holds an open image's mask: choose another folder").arg(path).toStdString());
              continue;
            }
            writeLabelme(path.toStdString(), labelsOf(im), classes, image.toStdString());
            ++written;
          }
        if (names.isEmpty()) throw std::runtime_error(tr("no image has labels or predictions yet").toStdString());
      },
      folder);
  return ok ? written : -1;
}

}  // namespace m3
