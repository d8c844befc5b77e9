#include "model/terrain_model_settings.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "io/class_mapping.h"
#include "io/json_util.h"

namespace m3 {

using nlohmann::json;

namespace {

double numberField(const json& j, const char* field) {
  const json& v = j.at(field);
  if (!v.is_number() || !std::isfinite(v.get<double>()))
    throw std::invalid_argument(std::string(field) + " must be a finite number");
  return v.get<double>();
}

}  // namespace

bool TerrainModelSettings::operator==(const TerrainModelSettings& other) const {
  return terrainSettingsToJson(*this) == terrainSettingsToJson(other);
}

json terrainSettingsToJson(const TerrainModelSettings& s) {
  const PointFeatureOptions& f = s.graph.features;
  const PointGraphOptions& g = s.graph.graph;
  return {{"features",
           {{"neighbours", f.neighbours},
            {"neighbourRadius", f.neighbourRadius},
            {"columnRadius", f.columnRadius},
            {"columnBinHeight", f.columnBinHeight},
            {"columnBins", f.columnBins},
            {"columnVoxel", f.columnVoxel},
            {"groundCell", f.groundCell},
            {"groundRadius", f.groundRadius},
            {"heightScale", f.heightScale},
            {"heightBinEdges", f.heightBinEdges}}},
          {"graph",
           {{"nearest3d", g.nearest3d},
            {"nearestInColumn", g.nearestInColumn},
            {"columnRadius", g.columnRadius},
            {"distanceSigma", g.distanceSigma},
            {"featureSimilarity", g.featureSimilarity}}},
          {"mapping", json::parse(classMappingToJson(s.mapping))}};
}

TerrainModelSettings terrainSettingsFromJson(const json& j,
                                             const std::vector<std::string>& labelNames,
                                             int nodeFeatures, int edgeFeatures) {
  // Only what fits an int is read here; validate() holds the settings' real bounds.
  constexpr int kMaxNeighbours = 10'000, kMaxColumnBins = 1'000, kMaxHeightBins = 1'000;
  TerrainModelSettings s;
  const auto section = [&](const char* name) -> const json& {
    const json& v = j.at(name);
    if (!v.is_object())
      throw std::invalid_argument(std::string("terrain.") + name + " must be an object");
    return v;
  };
  try {
    const json& f = section("features");
    PointFeatureOptions& o = s.graph.features;
    o.neighbours = intField(f, "neighbours", 1, kMaxNeighbours);
    o.neighbourRadius = numberField(f, "neighbourRadius");
    o.columnRadius = numberField(f, "columnRadius");
    o.columnBinHeight = numberField(f, "columnBinHeight");
    o.columnBins = intField(f, "columnBins", 1, kMaxColumnBins);
    o.columnVoxel = numberField(f, "columnVoxel");
    o.groundCell = numberField(f, "groundCell");
    o.groundRadius = numberField(f, "groundRadius");
    o.heightScale = numberField(f, "heightScale");
    const json& edges = f.at("heightBinEdges");
    if (!edges.is_array() || edges.size() > kMaxHeightBins)
      throw std::invalid_argument("heightBinEdges must be a list of at most " +
                                  std::to_string(kMaxHeightBins) + " numbers");
    o.heightBinEdges.clear();
    for (const json& e : edges) {
      if (!e.is_number()) throw std::invalid_argument("heightBinEdges must hold numbers");
      o.heightBinEdges.push_back(e.get<double>());
    }
    if (const std::string problem = o.validate(); !problem.empty())
      throw std::invalid_argument(problem);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(std::string("terrain.features: ") + e.what());
  }
  try {
    const json& g = section("graph");
    PointGraphOptions& o = s.graph.graph;
    o.nearest3d = intField(g, "nearest3d", 0, kMaxNeighbours);
    o.nearestInColumn = intField(g, "nearestInColumn", 0, kMaxNeighbours);
    o.columnRadius = numberField(g, "columnRadius");
    o.distanceSigma = numberField(g, "distanceSigma");
    if (!g.at("featureSimilarity").is_boolean())
      throw std::invalid_argument("featureSimilarity must be true or false");
    o.featureSimilarity = g.at("featureSimilarity").get<bool>();
    if (const std::string problem = o.validate(); !problem.empty())
      throw std::invalid_argument(problem);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(std::string("terrain.graph: ") + e.what());
  }
  if (s.graph.features.dimension() != nodeFeatures ||
      s.graph.graph.numEdgeFeatures() != edgeFeatures)
    throw std::invalid_argument(
        "terrain: the feature settings give " + std::to_string(s.graph.features.dimension()) +
        " point and " + std::to_string(s.graph.graph.numEdgeFeatures()) +
        " edge features, the weights are for " + std::to_string(nodeFeatures) + " and " +
        std::to_string(edgeFeatures));
  try {
    s.mapping = classMappingFromJson(section("mapping").dump(), "terrain.mapping");
  } catch (const std::runtime_error& e) {  // IoError naming "terrain.mapping"
    throw std::invalid_argument(e.what());
  }
  if (s.mapping.labelNames != labelNames)
    throw std::invalid_argument("terrain.mapping: its labels differ from the model's");
  return s;
}

}  // namespace m3
