#include "region_image_set.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <map>
#include <stdexcept>

#include "io/coco_json.h"
#include "io/image_io.h"
#include "io/known_datasets.h"
#include "io/labelme_json.h"

namespace m3 {

bool isCocoFile(const QString& maskPath) {
  return maskPath.endsWith(".json", Qt::CaseInsensitive) || maskPath.endsWith(".json.gz", Qt::CaseInsensitive);
}

QString palettePathFor(const QString& maskPath) {
  const QFileInfo info(maskPath);
  return info.dir().filePath(info.completeBaseName() + ".palette.txt");
}

RegionImageSet readRegionImages(const RegionImageFiles& files) {
  if (!files.masks.isEmpty() && files.masks.size() != files.images.size())
    throw std::invalid_argument("one mask per image is needed");
  RegionImageSet set;
  set.voidValue = files.voidValue;
  if (!files.description.isEmpty()) {
    MaskConvention convention = maskConventionNamed(files.description.toStdString());
    set.palette = std::move(convention.classes);
    set.voidValue = convention.voidValue;
  }
  // labelme files (one per image) are read together, so that their labels make one palette:
  // the description's classes first, then the other labels as they appear.
  std::map<QString, LabelImage> labelme;
  std::vector<std::string> labelmePaths;
  for (const QString& mask : files.masks)
    if (isCocoFile(mask) && !labelme.count(mask) && isLabelmeFile(mask.toStdString())) {
      labelme[mask];
      labelmePaths.push_back(mask.toStdString());
    }
  if (!labelmePaths.empty()) {
    std::vector<std::string> known;
    for (const PaletteEntry& entry : set.palette) known.push_back(entry.name);
    CocoMasks read = readLabelmeFiles(labelmePaths, known);
    Palette palette = defaultPalette(read.classNames);
    std::copy(set.palette.begin(), set.palette.end(), palette.begin());  // named classes keep their colours
    set.palette = std::move(palette);
    for (size_t i = 0; i < labelmePaths.size(); ++i)
      labelme[QString::fromStdString(labelmePaths[i])] = std::move(read.images[i].second);
  }
  // COCO files named as masks, each read once: the masks of their images, by file name.
  std::map<QString, std::map<QString, LabelImage>> coco;
  for (const QString& mask : files.masks) {
    if (!isCocoFile(mask) || coco.count(mask) || labelme.count(mask)) continue;
    CocoMasks read = readCocoMasks(mask.toStdString());
    if (set.palette.empty()) set.palette = defaultPalette(read.classNames);
    auto& byName = coco[mask];
    for (auto& [file, labels] : read.images) byName.emplace(QFileInfo(QString::fromStdString(file)).fileName(), std::move(labels));
  }
  const int numClasses = static_cast<int>(set.palette.size());
  for (qsizetype i = 0; i < files.images.size(); ++i) {
    RegionImage image;
    image.path = QFileInfo(files.images[i]).absoluteFilePath();
    image.name = QFileInfo(files.images[i]).fileName();
    image.image = std::make_shared<const ColourImage>(readImage(files.images[i].toStdString()));
    const QString mask = files.masks.isEmpty() ? QString() : files.masks[i];
    if (!mask.isEmpty()) {
      const std::string file = mask.toStdString();
      if (labelme.count(mask)) {
        image.truth = labelme.at(mask);
      } else if (isCocoFile(mask)) {
        const auto& byName = coco.at(mask);
        const auto found = byName.find(image.name);
        if (found == byName.end()) throw std::runtime_error(file + ": has no image called " + image.name.toStdString());
        image.truth = found->second;
      } else {
        image.truth = files.datasetMasks() ? readDatasetMask(file, numClasses, set.voidValue) : readLabelMask(file);
      }
      set.indexedMasks = set.indexedMasks || (files.datasetMasks() && isIndexedPngFile(file));
      image.truthPath = QFileInfo(mask).absoluteFilePath();
      if (image.truth.width != image.image->width || image.truth.height != image.image->height)
        throw std::runtime_error(QString("%1 is %L2×%L3 pixels, its image %L4×%L5")
                                     .arg(mask)
                                     .arg(image.truth.width)
                                     .arg(image.truth.height)
                                     .arg(image.image->width)
                                     .arg(image.image->height)
                                     .toStdString());
      for (int l : image.truth.labels) set.maxTruthLabel = std::max(set.maxTruthLabel, l);
      if (set.palette.empty() && !files.datasetMasks() && QFileInfo::exists(palettePathFor(mask)))
        set.palette = readPalette(palettePathFor(mask).toStdString());
    }
    set.images.push_back(std::move(image));
  }
  return set;
}

Palette paletteCovering(const Palette& named, int maxLabel) {
  const size_t needed = static_cast<size_t>(std::max(maxLabel + 1, 2));
  if (named.size() >= needed) return named;
  std::vector<std::string> names;
  for (size_t k = 0; k < needed; ++k)
    names.push_back(k < named.size() ? named[k].name : "class " + std::to_string(k + 1));
  Palette palette = defaultPalette(names);
  std::copy(named.begin(), named.end(), palette.begin());  // named classes keep their colours
  return palette;
}

}  // namespace m3
