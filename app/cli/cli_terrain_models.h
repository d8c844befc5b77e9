#pragma once
// What the terrain commands share (cli_terrain.cpp defines them): how predict and eval choose
// the class mapping and the feature settings of a model, and the commands defined in files of
// their own (cli_terrain_tiles.cpp, cli_terrain_suggest.cpp).
#include <vector>

#include "cli_args.h"
#include "data/point_cloud.h"
#include "features/terrain_graph.h"
#include "io/class_mapping.h"
#include "tasks/graphs/graph_task.h"

namespace m3::cli {

// --mapping when given (its labels must be the model's), else the mapping the model was trained
// with; `clouds` resolve `--mapping codes` when there is no model to take the codes from.
ClassMapping predictionMapping(const Args& args, const AmnModel& model, const std::vector<PointCloud>& clouds);
// The feature and graph settings the model was trained with (the defaults for older models).
TerrainGraphOptions featureSettings(const AmnModel& model);

// terrain tile --cloud FILE --tile-size m --out-dir DIR [--format ext]
int terrainTile(const Args& args);
// terrain suggest --model MODEL --cloud FILE [...]: the patches to label next
// (cli_terrain_suggest.cpp)
int terrainSuggest(const Args& args);
// terrain predict --tiles DIR_OR_LIST --model MODEL --out DIR [--halo m] [--mapping M] [--threads t]
int terrainPredictTiles(const Args& args);

}  // namespace m3::cli
