#pragma once
// The members every graph model file holds, whichever family wrote it (docs/formats.md): the
// kind, the labels, {"type": "graph", "node", "edge"} feature counts, training.C and the node
// and edge weight matrices. The AMN engine's files (model/amn_model.cpp) add a forest or terrain
// settings; the readers stay apart, as the families bound their sizes and weights differently.
#include <Eigen/Core>
#include <nlohmann/json.hpp>
#include <string>

#include "data/label_set.h"
#include "io/json_util.h"
#include "model/model_file.h"

namespace m3 {

// `Layout` has numNodeFeatures, numEdgeFeatures and the node / edge views of `weights`.
template <class Layout>
nlohmann::json graphModelFile(const std::string& kind, const LabelSet& labels, const Layout& layout,
                              double C, const Eigen::VectorXd& weights) {
  nlohmann::json j = modelFileHeader();
  j["kind"] = kind;
  j["labels"] = labels.names;
  j["features"] = {
      {"type", "graph"}, {"node", layout.numNodeFeatures}, {"edge", layout.numEdgeFeatures}};
  j["training"] = {{"C", C}};
  j["weights"]["node"] = matrixToJson(layout.node(weights));
  j["weights"]["edge"] = matrixToJson(layout.edge(weights));
  return j;
}

}  // namespace m3
