#include "model/graph_model.h"

namespace m3 {

double GraphModel::edgePotential(int feature, int k, int l) const {
  if (general) {
    const int K = general->layout.numLabels;
    return general->layout.edge(general->weights)(feature, k * K + l);
  }
  if (k != l || amn->weights.size() < amn->layout.dimension()) return 0;
  return amn->layout.edge(amn->weights)(feature, k);
}

std::string graphModelToJson(const GraphModel& model) {
  return model.general ? generalM3nModelToJson(*model.general) : amnModelToJson(*model.amn);
}

GraphModel graphModelFromJson(const std::string& json, const std::string& sourceName) {
  GraphModel model;
  if (modelFileKind(json, sourceName) == "m3n-general")
    model.general =
        std::make_shared<const GeneralM3nModel>(generalM3nModelFromJson(json, sourceName));
  else
    model.amn = std::make_shared<const AmnModel>(amnModelFromJson(json, sourceName));
  return model;
}

}  // namespace m3
