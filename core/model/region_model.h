#pragma once
// The Image Regions model (tasks/regions/region_task.h trains and predicts it): an AMN-engine model
// with the superpixel and feature settings it was trained with, its classes' palette and the
// statistics its node features are standardised with.
// Model files: the graph model JSON (model/amn_model.h) plus a "regions" object
//   {"superpixels": {"method", "regionSize", "compactness", "iterations", "smoothing"},
//    "minCoverage", "features": "regions-2", "featureMean": [...], "featureScale": [...],
//    "palette": [[name, r, g, b], ...]}
// so prediction rebuilds the same superpixels and features the model was trained on.
// "regions-1" models (41 features, before the photograph features) load and predict with the
// first 41 columns.
#include <string>

#include "features/region_features.h"
#include "io/image_io.h"
#include "model/amn_model.h"

namespace m3 {

struct RegionTaskOptions {
  SuperpixelOptions superpixels;
  double minCoverage = 0.1;
  // Which node features the model uses: 2 = all kRegionNodeFeatures, 1 = "regions-1", the
  // first kRegionNodeFeaturesV1 (models saved before the photograph features; comparisons).
  int featureVersion = 2;
  int numNodeFeatures() const {
    return featureVersion == 1 ? kRegionNodeFeaturesV1 : kRegionNodeFeatures;
  }
  std::string validate() const;  // empty when usable
};

struct RegionModel {
  AmnModel amn;
  RegionTaskOptions options;
  Palette palette;  // one entry per label, names equal amn.labels.names
  Eigen::VectorXd featureMean,
      featureScale;  // options.numNodeFeatures() each; x -> (x - mean) / scale
};

std::string regionModelToJson(const RegionModel& model);
// Throws IoError naming `sourceName` for malformed files and graph models of other workbenches.
RegionModel regionModelFromJson(const std::string& json, const std::string& sourceName);
void saveRegionModel(const std::string& path, const RegionModel& model);
RegionModel loadRegionModel(const std::string& path);

}  // namespace m3
