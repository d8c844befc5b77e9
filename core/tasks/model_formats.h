#pragma once
// One trait per model type: how it is written to and read from JSON (the model files of
// docs/formats.md, which projects embed under "model"). Code that handles "a model" of any
// workbench (projects, crash recovery, export) asks ModelFormat<Model> instead of naming each
// type's functions, so a new model type is declared here once.
#include <concepts>
#include <string>

#include "io/model_json.h"
#include "tasks/bond_task.h"
#include "tasks/graph_training_round.h"
#include "tasks/multilabel_task.h"
#include "tasks/parse_task.h"
#include "tasks/region_task.h"
#include "tasks/segmentation_task.h"

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

// A model type with a JSON format declared above.
template <class Model>
concept HasModelFormat = requires(const Model& model, const std::string& text) {
  { ModelFormat<Model>::toJson(model) } -> std::same_as<std::string>;
  { ModelFormat<Model>::fromJson(text, text) } -> std::same_as<Model>;
};

}  // namespace m3
