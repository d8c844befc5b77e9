#include "model/model_formats.h"

namespace m3 {

ModelSummary summarizeModel(const ChainModel& model) {
  return {model.kind(), model.C};
}

ModelSummary summarizeModel(const AmnModel& model) {
  if (model.kind == GraphModelKind::RandomForest) return {graphModelKindName(model.kind), {}};
  return {graphModelKindName(model.kind), model.C};
}

ModelSummary summarizeModel(const BondModel& model) {
  return {bondModelKindName(model.kind), model.C};
}

ModelSummary summarizeModel(const MultiLabelModel& model) {
  return {multiLabelKindName(model.kind), model.C};
}

ModelSummary summarizeModel(const RegionModel& model) {
  return summarizeModel(model.amn);
}

ModelSummary summarizeModel(const SegmentationModel& model) {
  return {"correlation-clustering", model.options.C};
}

ModelSummary summarizeModel(const GraphModel& model) {
  if (!model.general) return summarizeModel(*model.amn);
  return {model.kindName(), model.C()};
}

ModelSummary summarizeModel(const ParserModel& model) {
  if (!isMaxMarginParser(model.kind)) return {parserKindName(model.kind), {}};
  return {parserKindName(model.kind), model.C};
}

}  // namespace m3
