#include "segmentation_document.h"

#include <set>

namespace m3 {

SegmentationDocument::SegmentationDocument(QObject* parent) : ModelDocument(parent) {}

void SegmentationDocument::reset(std::vector<SegmentationItem> items, const QString& source) {
  items_ = std::move(items);
  for (SegmentationItem& it : items_) {
    if (it.user.numPixels() != it.image.numPixels()) {
      it.user = LabelImage{it.image.width, it.image.height,
                           Labeling(static_cast<size_t>(it.image.numPixels()), kUnlabelled)};
      it.userPixels = 0;
    }
  }
  source_ = source;
  model_.reset();
  undo_.clear();
  ++dataGeneration_;
  emit dataChanged();
  emit predictionsChanged();
}

void SegmentationDocument::setScene(int i, std::shared_ptr<const SegmentationScene> scene) {
  if (i < 0 || i >= itemCount()) return;
  items_[i].scene = std::move(scene);
  items_[i].learned.clear();
  items_[i].kmeans.clear();
  items_[i].margin = std::numeric_limits<double>::quiet_NaN();  // of the partition just cleared
  emit sceneChanged(i);
}

void SegmentationDocument::setReference(int i, LabelImage reference) {
  items_[i].reference = std::move(reference);
  emit userChanged(i);
  emit predictionsChanged();
}

void SegmentationDocument::setUserPixels(int i, const std::vector<int>& pixels,
                                         const std::vector<int>& labels) {
  SegmentationItem& it = items_[i];
  for (size_t k = 0; k < pixels.size(); ++k) {
    int& at = it.user.labels[pixels[k]];
    it.userPixels += (labels[k] != kUnlabelled) - (at != kUnlabelled);
    at = labels[k];
  }
  emit userChanged(i);
}

int SegmentationDocument::trainingCount() const {
  int n = 0;
  for (const SegmentationItem& it : items_) n += it.isTraining();
  return n;
}

int SegmentationDocument::unusedSegmentId(int i) const {
  std::set<int> used(items_[i].user.labels.begin(), items_[i].user.labels.end());
  int id = 0;
  while (used.count(id)) ++id;
  return id;
}

void SegmentationDocument::setPredictions(std::vector<Partition> learned,
                                          std::vector<Partition> kmeans,
                                          std::vector<double> margins,
                                          std::shared_ptr<const SegmentationModel> model) {
  for (size_t i = 0; i < items_.size() && i < learned.size(); ++i) {
    items_[i].learned = std::move(learned[i]);
    items_[i].kmeans = i < kmeans.size() ? std::move(kmeans[i]) : Partition();
    items_[i].margin = i < margins.size() ? margins[i] : std::numeric_limits<double>::quiet_NaN();
  }
  model_ = std::move(model);
  emit predictionsChanged();
}

SegmentationDocument::Scores SegmentationDocument::heldOutScores() const {
  Scores s;
  auto accumulate = [](ClusteringMetrics& sum, const ClusteringMetrics& m) {
    sum.rand += m.rand, sum.precision += m.precision, sum.recall += m.recall, sum.f1 += m.f1;
    sum.variationOfInformation += m.variationOfInformation;
  };
  for (const SegmentationItem& it : items_) {
    if (it.isTraining() || !it.hasReference() || !it.scene || it.learned.empty()) continue;
    accumulate(s.learned, segmentationAgreement(it.reference,
                                                paintPartition(it.scene->superpixels, it.learned)));
    if (!it.kmeans.empty())
      accumulate(s.kmeans, segmentationAgreement(it.reference,
                                                 paintPartition(it.scene->superpixels, it.kmeans)));
    ++s.images;
  }
  if (s.images > 0)
    for (ClusteringMetrics* m : {&s.learned, &s.kmeans}) {
      m->rand /= s.images, m->precision /= s.images, m->recall /= s.images, m->f1 /= s.images;
      m->variationOfInformation /= s.images;
    }
  return s;
}

}  // namespace m3
