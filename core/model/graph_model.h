#pragma once
// The Graphs workbench's model: one of the AMN engine's (model/amn_model.h) or a general
// pairwise M3N (model/general_m3n_model.h); its file is the one of the family it holds.
#include <memory>
#include <string>

#include "model/amn_model.h"
#include "model/general_m3n_model.h"

namespace m3 {

// One of the two model families; exactly one pointer is set.
struct GraphModel {
  std::shared_ptr<const AmnModel> amn;
  std::shared_ptr<const GeneralM3nModel> general;
  const LabelSet& labels() const { return general ? general->labels : amn->labels; }
  std::string kindName() const { return general ? "m3n-general" : graphModelKindName(amn->kind); }
  double C() const { return general ? general->C : amn->C; }
  int numNodeFeatures() const {
    return general ? general->layout.numNodeFeatures : amn->layout.numNodeFeatures;
  }
  int numEdgeFeatures() const {
    return general ? general->layout.numEdgeFeatures : amn->layout.numEdgeFeatures;
  }
  // The learned score of an edge of feature value 1 in edge feature `feature` whose first node
  // has label k and second label l: any sign for a general M3N; an AMN's is on the diagonal
  // only (>= 0) and the baselines' all 0.
  double edgePotential(int feature, int k, int l) const;
};

// The model file of either family (the kind decides); throws IoError naming `sourceName`.
std::string graphModelToJson(const GraphModel& model);
GraphModel graphModelFromJson(const std::string& json, const std::string& sourceName);

}  // namespace m3
