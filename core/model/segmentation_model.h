#pragma once
// The Image Segmentation model (tasks/segmentation_task.h trains and predicts it): weights of
// the learned correlation clustering's pair features, the settings it was trained with and
// the statistics its features are standardised with.
// Model files (JSON): {"format": "m3studio-segmentation-model", "version": 1, "writtenBy",
//   "features": "segpairs-1", "superpixels": {...}, "C", "balancedLoss", "bcfw": {"maxPasses",
//   "gap"}, "lp": {"maxRounds", "maxCutsPerRound", "exactUpTo"}, "featureMean", "featureScale",
//   "weights"}.
#include <string>
#include <vector>

#include "features/superpixels.h"
#include "inference/clustering.h"
#include "learning/bcfw.h"

namespace m3 {

inline constexpr int kSegmentationPairFeatures = 15;
const std::vector<std::string>& segmentationPairFeatureNames();

struct SegmentationTaskOptions {
  // BSDS images are 481 x 321: the default region size 20 gives ~390 regions and ~1,080
  // edges (the LP timings above).
  SuperpixelOptions superpixels;
  double C = 1.0;  // overrides bcfw.C
  // Training loss: Hamming over edges, by default with within- and between-segment edges
  // weighted to carry half the loss each (segmentation_task.cpp says why).
  bool balancedLoss = true;
  BcfwOptions bcfw = defaultBcfw();
  ClusteringLpOptions lp = defaultLp();
  std::string validate() const;  // empty when usable

  static BcfwOptions defaultBcfw();
  static ClusteringLpOptions defaultLp();
};

struct SegmentationModel {
  Eigen::VectorXd weights;  // kSegmentationPairFeatures, on standardised features
  SegmentationTaskOptions options;
  Eigen::VectorXd featureMean, featureScale;  // x -> (x - mean) / scale (bias: 0 / 1)
};

std::string segmentationModelToJson(const SegmentationModel& model);
// Throws IoError naming `sourceName` for malformed files.
SegmentationModel segmentationModelFromJson(const std::string& json, const std::string& sourceName);
void saveSegmentationModel(const std::string& path, const SegmentationModel& model);
SegmentationModel loadSegmentationModel(const std::string& path);

}  // namespace m3
