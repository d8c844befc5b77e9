#include "eval/segmentation_metrics.h"

#include <stdexcept>
#include <string>

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

double SegmentationMetrics::meanIou() const {
  double sum = 0;
  int present = 0;
  for (int k = 0; k < numLabels(); ++k)
    if (const double v = iou(k); v >= 0) {
      sum += v;
      ++present;
    }
  return present ? sum / present : 0.0;
}

}  // namespace m3
