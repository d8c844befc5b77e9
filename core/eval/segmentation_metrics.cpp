#include "eval/segmentation_metrics.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace m3 {

SegmentationMetrics::SegmentationMetrics(int numLabels)
    : intersection_(numLabels, 0), truthCount_(numLabels, 0), predictedCount_(numLabels, 0) {}

void SegmentationMetrics::add(const Labeling& truth, const Labeling& predicted) {
  if (truth.size() != predicted.size())
    throw std::invalid_argument("segmentation metrics: truth has " + std::to_string(truth.size()) +
                                " pixels, prediction " + std::to_string(predicted.size()));
  const int K = numLabels();
  for (size_t i = 0; i < truth.size(); ++i) {
    const int t = truth[i], p = predicted[i];
    if (t == kUnlabelled) continue;
    if (t < 0 || t >= K || (p != kUnlabelled && (p < 0 || p >= K)))
      throw std::invalid_argument("segmentation metrics: label out of range");
    ++evaluated_;
    ++truthCount_[t];
    if (p == kUnlabelled) continue;
    ++predictedCount_[p];
    if (p == t) {
      ++correct_;
      ++intersection_[t];
    }
  }
}

double SegmentationMetrics::iou(int k) const {
  // Union = true + predicted - both.
  const long uni = truthCount_[k] + predictedCount_[k] - intersection_[k];
  return uni > 0 ? double(intersection_[k]) / double(uni) : -1.0;
}

double SegmentationMetrics::classAccuracy(int k) const {
  return truthCount_[k] > 0 ? double(intersection_[k]) / double(truthCount_[k]) : -1.0;
}

namespace {

// The mean of perClass(k) over the classes where it is defined (>= 0); 0 when none is.
template <class PerClass>
double meanWhereDefined(int numLabels, PerClass perClass) {
  double sum = 0;
  int present = 0;
  for (int k = 0; k < numLabels; ++k)
    if (const double v = perClass(k); v >= 0) {
      sum += v;
      ++present;
    }
  return present ? sum / present : 0.0;
}

}  // namespace

double SegmentationMetrics::classAverageAccuracy() const {
  return meanWhereDefined(numLabels(), [this](int k) { return classAccuracy(k); });
}

double SegmentationMetrics::meanIou() const {
  return meanWhereDefined(numLabels(), [this](int k) { return iou(k); });
}

double achievableSegmentationAccuracy(const LabelImage& superpixels, const LabelImage& segmentation) {
  if (superpixels.width != segmentation.width || superpixels.height != segmentation.height ||
      superpixels.labels.size() != segmentation.labels.size())
    throw std::invalid_argument("achievable segmentation accuracy: the maps differ in size");
  if (superpixels.labels.empty()) return 0;
  int regions = 0;
  for (int r : superpixels.labels) {
    if (r < 0) throw std::invalid_argument("achievable segmentation accuracy: negative superpixel id");
    regions = std::max(regions, r + 1);
  }
  // Per superpixel, the pixel count of each reference segment it overlaps.
  std::vector<std::unordered_map<int, long>> overlap(regions);
  for (size_t p = 0; p < superpixels.labels.size(); ++p) {
    if (segmentation.labels[p] < 0) throw std::invalid_argument("achievable segmentation accuracy: negative segment id");
    ++overlap[superpixels.labels[p]][segmentation.labels[p]];
  }
  long best = 0;
  for (const auto& counts : overlap) {
    long top = 0;
    for (const auto& [segment, count] : counts) top = std::max(top, count);
    best += top;
  }
  return double(best) / double(superpixels.labels.size());
}

}  // namespace m3
