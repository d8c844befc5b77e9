#pragma once
// Pixel-level quality of a segmentation into K classes against a (partial) truth mask:
// pixel accuracy, per-class intersection over union and their mean (the usual semantic
// segmentation scores). Pixels whose truth is kUnlabelled are ignored; a prediction of
// kUnlabelled on a labelled pixel counts as wrong for accuracy and as a miss (in the
// class's union, not its intersection) for IoU.
// Mean IoU averages over the classes present in the truth or the prediction (IoU of a class
// absent from both is undefined and skipped). O(pixels) to accumulate, O(K) to summarise.
#include <vector>

#include "data/labeling.h"
#include "io/image_io.h"

namespace m3 {

struct SegmentationMetrics {
  explicit SegmentationMetrics(int numLabels = 0);
  // Throws std::invalid_argument for different lengths or labels outside [0, K).
  void add(const Labeling& truth, const Labeling& predicted);

  long evaluated() const { return evaluated_; }
  double pixelAccuracy() const { return evaluated_ ? double(correct_) / double(evaluated_) : 0.0; }
  // Undefined (returns -1) for a class neither true nor predicted anywhere.
  double iou(int k) const;
  double meanIou() const;
  // Of the pixels of true class k, the share predicted k; -1 when no pixel is of class k.
  double classAccuracy(int k) const;
  // The mean of classAccuracy over the classes present in the truth ("class average accuracy").
  double classAverageAccuracy() const;
  int numLabels() const { return static_cast<int>(intersection_.size()); }

 private:
  std::vector<long> intersection_, truthCount_, predictedCount_;
  long evaluated_ = 0, correct_ = 0;
};

// Achievable segmentation accuracy of a superpixel map against a reference segmentation
// (e.g. a BSDS500 human one): the fraction of pixels whose superpixel's majority reference
// segment is their own, i.e. the best pixel accuracy any labelling of whole superpixels can
// reach. 1 when every superpixel lies inside one segment. Both maps hold ids >= 0 and have
// the same size (else std::invalid_argument). O(pixels + superpixels * segments touched).
double achievableSegmentationAccuracy(const LabelImage& superpixels, const LabelImage& segmentation);

}  // namespace m3
