#pragma once
// One trait per model type: how it is written to and read from JSON (the model files of
// docs/formats.md, which projects embed under "model"). Code that handles "a model" of any
// workbench (projects, crash recovery, export) asks ModelFormat<Model> instead of naming each
// type's functions, so a new model type is declared here once.
#include <concepts>
#include <optional>
#include <string>

#include "model/bond_model.h"
#include "model/chain_model_json.h"
#include "model/graph_model.h"
#include "model/multilabel_model.h"
#include "model/parser_model.h"
#include "model/region_model.h"
#include "model/segmentation_model.h"

namespace m3 {

template <class Model>
struct ModelFormat;

// Declares ModelFormat<Model> from a pair of functions (toJson, fromJson(text, sourceName)).
template <class Model, std::string (*ToJson)(const Model&),
          Model (*FromJson)(const std::string&, const std::string&)>
struct ModelFormatOf {
  static std::string toJson(const Model& model) { return ToJson(model); }
  // IoError / std::invalid_argument naming `sourceName` for a file that is not such a model.
  static Model fromJson(const std::string& json, const std::string& sourceName) {
    return FromJson(json, sourceName);
  }
};

template <>
struct ModelFormat<ChainModel> : ModelFormatOf<ChainModel, modelToJson, modelFromJson> {};
template <>
struct ModelFormat<AmnModel> : ModelFormatOf<AmnModel, amnModelToJson, amnModelFromJson> {};
template <>
struct ModelFormat<BondModel> : ModelFormatOf<BondModel, bondModelToJson, bondModelFromJson> {};
template <>
struct ModelFormat<MultiLabelModel>
    : ModelFormatOf<MultiLabelModel, multiLabelModelToJson, multiLabelModelFromJson> {};
template <>
struct ModelFormat<RegionModel>
    : ModelFormatOf<RegionModel, regionModelToJson, regionModelFromJson> {};
template <>
struct ModelFormat<SegmentationModel>
    : ModelFormatOf<SegmentationModel, segmentationModelToJson, segmentationModelFromJson> {};
template <>
struct ModelFormat<GraphModel> : ModelFormatOf<GraphModel, graphModelToJson, graphModelFromJson> {};
template <>
struct ModelFormat<ParserModel>
    : ModelFormatOf<ParserModel, parserModelToJson, parserModelFromJson> {};

// What a status line says of a model: its kind as the model says it is (the ids of
// core/tasks/task_registry.h, "amn", "basic"; a handwriting model "chain-m3n",
// "multiclass-svm", with "-kernel"), and the C it was trained with where its learner has one (not a
// random forest's or a generative parser's).
struct ModelSummary {
  std::string kindId;
  std::optional<double> C;
};
ModelSummary summarizeModel(const ChainModel& model);
ModelSummary summarizeModel(const AmnModel& model);
ModelSummary summarizeModel(const BondModel& model);
ModelSummary summarizeModel(const MultiLabelModel& model);
ModelSummary summarizeModel(const RegionModel& model);
ModelSummary summarizeModel(const SegmentationModel& model);
ModelSummary summarizeModel(const GraphModel& model);
ModelSummary summarizeModel(const ParserModel& model);

// A model type with a JSON format and a summary declared above.
template <class Model>
concept HasModelFormat = requires(const Model& model, const std::string& text) {
  { ModelFormat<Model>::toJson(model) } -> std::same_as<std::string>;
  { ModelFormat<Model>::fromJson(text, text) } -> std::same_as<Model>;
  { summarizeModel(model) } -> std::same_as<ModelSummary>;
};

}  // namespace m3
