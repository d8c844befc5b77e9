#pragma once
// What a terrain model needs besides its weights to label another cloud as it was trained to
// (its model file's "terrain" member, tasks/graphs/graph_task.h): the feature and graph settings of
// features/terrain_graph.h its training graphs were built with, and the class mapping between the
// training files' class codes and its labels (io/class_mapping.h). Without them a model only
// says how many features it expects, so settings that change the features but not their
// count (a radius) would go unnoticed, and `terrain predict` could not write codes back.
// JSON: {"features": {"neighbours", "neighbourRadius", "columnRadius", "columnBinHeight",
//          "columnBins", "columnVoxel", "groundCell", "groundRadius", "heightScale",
//          "heightBinEdges": [...]},
//        "graph": {"nearest3d", "nearestInColumn", "columnRadius", "distanceSigma",
//          "featureSimilarity"},
//        "mapping": {"labels": [...], "codes": {"2": "ground", ...}}}
// Thread counts are not recorded (they never change the features); loading uses all cores.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "data/labeling.h"
#include "data/point_cloud.h"
#include "features/terrain_graph.h"

namespace m3 {

struct TerrainModelSettings {
  TerrainGraphOptions graph;
  ClassMapping mapping;
  // Equal when they write the same JSON (mapping entries in any order).
  bool operator==(const TerrainModelSettings& other) const;
};

nlohmann::json terrainSettingsToJson(const TerrainModelSettings& settings);
// Throws std::invalid_argument naming the field ("terrain.features.neighbours ...") for a
// missing or mistyped member, invalid options, sizes beyond what any scan needs, a mapping
// whose labels are not `labelNames`, or settings whose feature counts differ from the
// model's (`nodeFeatures`, `edgeFeatures`).
TerrainModelSettings terrainSettingsFromJson(const nlohmann::json& j,
                                             const std::vector<std::string>& labelNames,
                                             int nodeFeatures, int edgeFeatures);

}  // namespace m3
