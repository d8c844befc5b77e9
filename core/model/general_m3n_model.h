#pragma once
// The general pairwise M3N's model (tasks/graphs/general_m3n_task.h trains and predicts it).
// Model files: {"format": "m3studio-model", "schema": 1, "writtenBy", "kind": "m3n-general",
//   "labels": [...],
//   "features": {"type": "graph", "node": F, "edge": G}, "training": {"C": c},
//   "weights": {"node": [[F x K]], "edge": [[G x K^2]]}} (edge column k K + l: an edge (a, b)
//   with a at label k and b at label l; any sign), validated on load.
#include <string>

#include "data/label_set.h"
#include "learning/general_m3n_oracle.h"

namespace m3 {

// Limits on what files and graphs may ask for (K^2 edge columns per edge feature grow fast):
// checkGeneralM3nSize throws std::invalid_argument beyond them.
inline constexpr int kMaxGeneralM3nLabels = 1000;
inline constexpr long long kMaxGeneralM3nWeights = 50'000'000;
void checkGeneralM3nSize(const GeneralM3nLayout& layout);

struct GeneralM3nModel {
  LabelSet labels;
  GeneralM3nLayout layout;
  Eigen::VectorXd weights;
  double C = 1;
};

std::string generalM3nModelToJson(const GeneralM3nModel& model);
// Throws IoError naming `sourceName` for malformed files and models of other kinds.
GeneralM3nModel generalM3nModelFromJson(const std::string& json, const std::string& sourceName);
void saveGeneralM3nModel(const std::string& path, const GeneralM3nModel& model);
GeneralM3nModel loadGeneralM3nModel(const std::string& path);
// The "kind" of a model file's text ("" when it has none), to dispatch on.
std::string modelFileKind(const std::string& json, const std::string& sourceName);

}  // namespace m3
