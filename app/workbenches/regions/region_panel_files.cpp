// The Image Regions panel's files: the generated sample, photos and their masks opened, the
// shown image's labels and the model exported (region_panel.h).
#include <QDir>
#include <QFileInfo>
#include <QLabel>

#include "error_report.h"
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
      tr("<b>Generated sample</b>: %1×%2 textured shapes with their true classes.")
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
        this, files.images.size() == 1 ? tr("Reading %1…").arg(first) : tr("Reading %n images…", nullptr, files.images.size()),
        [files] { return readRegionImages(files); });
    stop();
    controller_.resetWarmStart();
    // The classes: the masks' own names when they have them, else the open ones (or two),
    // extended to every class a mask holds.
    Palette palette = !set.palette.empty()         ? set.palette
                      : document_.classCount() >= 2 ? document_.palette()
                                                    : defaultPalette({"class 1", "class 2"});
    palette = paletteCovering(palette, set.maxTruthLabel);
    const int count = static_cast<int>(set.images.size());
    int masks = 0;
    for (const RegionImage& im : set.images) masks += im.truthPath.isEmpty() ? 0 : 1;
    document_.reset(std::move(set.images), palette, count == 1 ? first : tr("%n images", nullptr, count),
                    {files.datasetMasks(), set.voidValue});
    sourceLabel_->setText(
        count == 1 && masks == 0
            ? tr("<b>%1</b>: %2×%3 pixels. Load a ground-truth mask (File ▸ Open Ground Truth Mask…) "
                 "to score predictions.")
                  .arg(first.toHtmlEscaped())
                  .arg(document_.image().width)
                  .arg(document_.image().height)
            : tr("<b>%1</b>, %2 with a ground-truth mask: scribble on any of them; Train learns "
                 "from all and predicts every one.")
                  .arg(count == 1 ? tr("1 image") : tr("%1 images").arg(count))
                  .arg(masks));
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
      throw std::runtime_error(tr("%1 is %2×%3 pixels, the image %4×%5")
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

bool RegionPanel::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(
      error,
      [&] {
        const auto scene = document_.scene();
        if (!scene) throw std::runtime_error(tr("no image with superpixels is open").toStdString());
        LabelImage mask = document_.hasPrediction()
                              ? paintRegions(scene->superpixels, document_.regionPrediction())
                              : document_.userMask();
        const Labeling& user = document_.userMask().labels;
        for (size_t i = 0; i < user.size(); ++i)
          if (user[i] != kUnlabelled) mask.labels[i] = user[i];
        writeLabelMask(path.toStdString(), mask);
        writePalette(palettePathFor(path).toStdString(), document_.palette());
      },
      path);
}

bool RegionPanel::exportModel(const QString& path, QString* error) const {
  return reportingErrors(error, [&] {
    if (!document_.model()) throw std::runtime_error(tr("no model yet: train first").toStdString());
    saveRegionModel(path.toStdString(), *document_.model());
  });
}

}  // namespace m3
