#include "region_document.h"

#include <algorithm>

namespace m3 {

RegionDocument::RegionDocument(QObject* parent) : ModelDocument(parent) {}

void RegionDocument::reset(std::vector<RegionImage> images, Palette palette, const QString& source,
                           RegionMaskConvention masks) {
  images_ = std::move(images);
  masks_ = masks;
  for (RegionImage& im : images_) {
    im.user.width = im.image->width;
    im.user.height = im.image->height;
    im.user.labels.assign(static_cast<size_t>(im.image->numPixels()), kUnlabelled);
    im.labelledPixels = 0;
    im.scene.reset();
    im.prediction.clear();
    im.confidence.clear();
  }
  current_ = 0;
  palette_ = std::move(palette);
  source_ = source;
  model_.reset();
  undo_.clear();
  ++dataGeneration_;
  emit dataChanged();
  emit predictionsChanged();
}

void RegionDocument::setScene(int i, std::shared_ptr<const RegionScene> scene) {
  if (i < 0 || i >= imageCount()) return;
  RegionImage& im = images_[static_cast<size_t>(i)];
  if (im.scene == scene) return;
  im.scene = std::move(scene);
  // Region predictions belong to the old superpixels.
  im.prediction.clear();
  im.confidence.clear();
  emit sceneChanged(i);
  if (i == current_) emit predictionsChanged();
}

void RegionDocument::setTaskOptions(RegionTaskOptions options) {
  options_ = options;
  ++dataGeneration_;
  for (RegionImage& im : images_) im.scene.reset();
  dropPredictions();
}

void RegionDocument::setCurrent(int i) {
  if (i < 0 || i >= imageCount() || i == current_) return;
  current_ = i;
  emit currentChanged();
}

void RegionDocument::setTruth(int i, LabelImage truth, const QString& path) {
  RegionImage& im = images_[static_cast<size_t>(i)];
  im.truth = std::move(truth);
  im.truthPath = path;
  emit predictionsChanged();
}

void RegionDocument::setPalette(Palette palette) {
  const bool sameClasses = palette.size() == palette_.size();
  palette_ = std::move(palette);
  emit paletteChanged();
  if (!sameClasses) dropPredictions();
}

void RegionDocument::dropPredictions() {
  for (RegionImage& im : images_) {
    im.prediction.clear();
    im.confidence.clear();
  }
  model_.reset();
  emit predictionsChanged();
}

long RegionDocument::labelledPixelCount() const {
  long n = 0;
  for (const RegionImage& im : images_) n += im.labelledPixels;
  return n;
}

void RegionDocument::setUserPixels(int i, const std::vector<int>& pixels, const std::vector<int>& labels) {
  if (i < 0 || i >= imageCount()) return;
  RegionImage& im = images_[static_cast<size_t>(i)];
  for (size_t k = 0; k < pixels.size() && k < labels.size(); ++k) {
    if (pixels[k] < 0 || static_cast<size_t>(pixels[k]) >= im.user.labels.size()) continue;  // not of this image
    int& at = im.user.labels[static_cast<size_t>(pixels[k])];
    im.labelledPixels += (labels[k] != kUnlabelled) - (at != kUnlabelled);
    at = labels[k];
  }
  emit userLabelsChanged(i);
}

void RegionDocument::setPredictions(std::vector<Labeling> regions, std::vector<std::vector<double>> confidence,
                                    std::shared_ptr<const RegionModel> model) {
  for (size_t i = 0; i < images_.size() && i < regions.size(); ++i) {
    // Empty: left as it is; another size: made for other superpixels.
    if (regions[i].empty() || !images_[i].scene ||
        static_cast<int>(regions[i].size()) != images_[i].scene->superpixels.numRegions)
      continue;
    images_[i].prediction = std::move(regions[i]);
    images_[i].confidence = std::move(confidence[i]);
  }
  model_ = std::move(model);
  emit predictionsChanged();
}

bool RegionDocument::addMetrics(int i, SegmentationMetrics& m) const {
  if (i < 0 || i >= imageCount()) return false;
  const RegionImage& im = images_[static_cast<size_t>(i)];
  if (!im.hasTruth() || !model_ || im.prediction.empty() || !im.scene) return false;
  m.add(im.truth.labels, paintRegions(im.scene->superpixels, im.prediction).labels);
  return true;
}

SegmentationMetrics RegionDocument::metrics(int i) const {
  SegmentationMetrics m(classCount());
  addMetrics(i, m);
  return m;
}

SegmentationMetrics RegionDocument::overallMetrics(int* images) const {
  SegmentationMetrics all(classCount());
  int scored = 0;
  for (int i = 0; i < imageCount(); ++i) scored += addMetrics(i, all);
  if (images) *images = scored;
  return all;
}

}  // namespace m3
