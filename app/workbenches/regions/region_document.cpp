#include "region_document.h"

namespace m3 {

RegionDocument::RegionDocument(QObject* parent) : QObject(parent) {}

void RegionDocument::reset(ColourImage image, Palette palette, LabelImage truth,
                           const QString& source) {
  image_ = std::move(image);
  palette_ = std::move(palette);
  truth_ = std::move(truth);
  source_ = source;
  user_.width = image_.width;
  user_.height = image_.height;
  user_.labels.assign(static_cast<size_t>(image_.numPixels()), kUnlabelled);
  labelledPixels_ = 0;
  scene_.reset();
  regionPrediction_.clear();
  regionConfidence_.clear();
  model_.reset();
  undo_.clear();
  ++imageGeneration_;
  emit imageChanged();
  emit predictionChanged();
}

void RegionDocument::setScene(std::shared_ptr<const RegionScene> scene, RegionTaskOptions options,
                              quint64 generation) {
  if (generation != imageGeneration_) return;
  scene_ = std::move(scene);
  options_ = options;
  // Region predictions belong to the old superpixels.
  regionPrediction_.clear();
  regionConfidence_.clear();
  model_.reset();
  emit sceneChanged();
  emit predictionChanged();
}

void RegionDocument::setTruth(LabelImage truth) {
  truth_ = std::move(truth);
  emit predictionChanged();
}

void RegionDocument::setPalette(Palette palette) {
  const bool sameClasses = palette.size() == palette_.size();
  palette_ = std::move(palette);
  emit paletteChanged();
  if (!sameClasses) {
    regionPrediction_.clear();
    regionConfidence_.clear();
    model_.reset();
    emit predictionChanged();
  }
}

void RegionDocument::setUserPixels(const std::vector<int>& pixels, const std::vector<int>& labels) {
  for (size_t k = 0; k < pixels.size(); ++k) {
    int& at = user_.labels[pixels[k]];
    labelledPixels_ += (labels[k] != kUnlabelled) - (at != kUnlabelled);
    at = labels[k];
  }
  emit userLabelsChanged();
}

void RegionDocument::setPrediction(Labeling regions, std::vector<double> confidence,
                                   std::shared_ptr<const RegionModel> model) {
  regionPrediction_ = std::move(regions);
  regionConfidence_ = std::move(confidence);
  model_ = std::move(model);
  emit predictionChanged();
}

SegmentationMetrics RegionDocument::metrics() const {
  SegmentationMetrics m(classCount());
  if (!hasTruth() || !hasPrediction() || !scene_) return m;
  m.add(truth_.labels, paintRegions(scene_->superpixels, regionPrediction_).labels);
  return m;
}

}  // namespace m3
