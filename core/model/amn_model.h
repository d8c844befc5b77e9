#pragma once
// The model of the AMN engine (tasks/graphs/graph_task.h) and of its baselines on the same graphs:
// node SVM, voted SVM, random forest; terrain models also carry their feature settings.
#include <optional>
#include <string>

#include "data/label_set.h"
#include "learning/amn_oracle.h"
#include "model/terrain_model_settings.h"

namespace m3 {

enum class GraphModelKind { Amn, NodeSvm, VotedSvm, RandomForest };
// Every kind, in the order model boxes and benchmarks list them.
inline constexpr GraphModelKind kGraphModelKinds[] = {GraphModelKind::Amn, GraphModelKind::NodeSvm,
                                                      GraphModelKind::VotedSvm,
                                                      GraphModelKind::RandomForest};
// "amn", "node-svm", "voted-svm", "random-forest"
const char* graphModelKindName(GraphModelKind kind);
// Throws std::invalid_argument naming the accepted kinds.
GraphModelKind parseGraphModelKind(const std::string& name);

struct AmnModel {
  LabelSet labels;
  AmnLayout layout;
  GraphModelKind kind = GraphModelKind::Amn;  // baselines keep their edge weights at 0
  Eigen::VectorXd weights;                    // zero for the random forest
  double C = 1;
  std::string forest;  // the random forest's serialised trees; empty for the others
  // Terrain models (point clouds): the features and class mapping they were trained with, so
  // that prediction builds the same features and writes the same codes. Empty for the models
  // of other graphs and for terrain models written before M3Studio 0.1.0 recorded them.
  std::optional<TerrainModelSettings> terrain;
  bool operator==(const AmnModel& o) const {
    return labels == o.labels && layout.numNodeFeatures == o.layout.numNodeFeatures &&
           layout.numEdgeFeatures == o.layout.numEdgeFeatures &&
           layout.numLabels == o.layout.numLabels && kind == o.kind && weights == o.weights &&
           C == o.C && forest == o.forest && terrain == o.terrain;
  }
};

// Model files: {"format": "m3studio-model", "schema": 1, "writtenBy": "M3Studio <version>",
//   "kind": "amn" | "node-svm" | "voted-svm" | "random-forest", "labels": [...],
//   "features": {"type": "graph", "node": F, "edge": G}, "training": {"C": c},
//   "weights": {"node": [[F x K]], "edge": [[G x K]]}}, for "random-forest" also
//   "forest": OpenCV's YAML text of the trees, and for terrain models "terrain": their
//   settings (model/terrain_model_settings.h); exact round trip, validated on load
//   (docs/schemas/m3studio-model.schema.json).
std::string amnModelToJson(const AmnModel& model);
AmnModel amnModelFromJson(const std::string& json, const std::string& sourceName);
void saveAmnModel(const std::string& path, const AmnModel& model);
AmnModel loadAmnModel(const std::string& path);

}  // namespace m3
