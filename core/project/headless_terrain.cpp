// A Terrain project trained headless: its cloud (or the generated sample), the class mapping,
// the painted points, the model kind and learner (app/workbenches/terrain/terrain_panel.cpp,
// projectState). The same round as the workbench's Train: the paint budget keeps at most its
// points (patches per class; the GUI also puts the newest strokes first, which a project does
// not record), and a cloud above kWholeGraphPointLimit is cut into tiles, of which only those
// holding kept points are built, so memory follows the paint rather than the cloud.
#include "io/class_mapping.h"
#include "io/io_error.h"
#include "io/point_cloud_io.h"
#include "project/headless_trainers.h"
#include "samples/terrain_scene.h"
#include "tasks/interactive_training.h"
#include "tasks/terrain/terrain_tile_grid.h"

namespace m3::headless {

using nlohmann::json;

HeadlessTraining trainTerrain(const std::string& path, const json& state,
                              const LearnerControl& control) {
  HeadlessTraining out;
  TerrainTrainingRequest request;
  if (state.contains("sample")) {
    TerrainSceneOptions options;
    options.targetPoints = wholeNumber(state["sample"].value("points", json()), 1000, 5000000, path,
                                       "the sample's points");
    options.seed = static_cast<std::uint32_t>(wholeNumber(state["sample"].value("seed", json()), 0,
                                                          2147483647, path, "the sample's seed"));
    request.cloud = std::make_shared<const PointCloud>(generateTerrainScene(options).cloud);
  } else {
    const std::string file =
        resolveDataReference(state.value("cloud", json()), path, &out.warnings);
    request.cloud = std::make_shared<const PointCloud>(readPointCloud(file));
  }
  const ClassMapping mapping =
      classMappingFromJson(state.value("mapping", json::object()).dump(), path);
  request.labelSet.names = mapping.labelNames;
  const long points = request.cloud->numPoints();
  request.labels.assign(static_cast<size_t>(points), kUnlabelled);
  const json painted = state.value("painted", json::array());
  if (!painted.is_array()) throwIoError(path, "its painted points are not a list");
  for (const json& pair : painted) {
    if (!pair.is_array() || pair.size() != 2)
      throwIoError(path, "a painted point is not [point, class]");
    const int point = wholeNumber(pair[0], 0, points - 1, path, "a painted point (of the cloud)");
    request.labels[static_cast<size_t>(point)] =
        wholeNumber(pair[1], 0, request.labelSet.size() - 1, path, "a painted point's class");
  }
  if (points > kWholeGraphPointLimit)
    request.tiles = std::make_shared<const TerrainTileGraphs>(request.cloud,
                                                              tilesForDensity(request.cloud->xyz));
  else
    request.graph = std::make_shared<const PairwiseGraph>(buildTerrainGraph(*request.cloud));
  request.options = projectAmnOptions(state, "terrain");
  request.predict = false;
  AmnWarmStart warm;
  const TerrainTrainingOutcome outcome = trainAndPredictTerrain(request, control, warm);
  if (outcome.reason == StopReason::Cancelled && !outcome.model) return out;  // the caller says so
  if (!outcome.model || outcome.reason == StopReason::EmptyProblem)
    throwIoError(path, "its painted points cover fewer than two classes: nothing to learn");
  AmnModel model = *outcome.model;
  model.terrain = TerrainModelSettings{TerrainGraphOptions{}, mapping};  // as Export Model writes
  report(out, amnModelToJson(model),
         std::string(graphModelKindName(model.kind)) + " trained on " +
             std::to_string(outcome.labelledPoints) + " of " +
             std::to_string(outcome.paintedPoints) + " painted points",
         outcome.progress, outcome.reason);
  return out;
}

}  // namespace m3::headless
