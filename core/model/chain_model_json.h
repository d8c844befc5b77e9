#pragma once
// Model files (JSON, DESIGN section 5), read by both the CLI and the GUI:
//   { "format": "m3studio-model", "schema": 1, "writtenBy": "M3Studio <version>" (the header of
//     every model file, model/model_file.h),
//     "kind": "chain-m3n" | "multiclass-svm" (| "-kernel" models: kernel, supportVectors,
//     coefficients), "labels": [names], "features": {"type": "ocr-pixels", "height": 16, "width":
//     8, "bias": b}, "training": {"C": c}, "weights": {"node": [[F x K, row per feature]],
//     "transition": [[K x K]]} }
// Doubles are written with round-trip precision, so load(save(m)) == m exactly.
// Loading validates everything (format, schema, kind, shapes, finite numbers) and throws
// IoError with the file name and the offending field.
#include <string>

#include "model/chain_model.h"

namespace m3 {

std::string modelToJson(const ChainModel& model);
ChainModel modelFromJson(const std::string& json, const std::string& sourceName);
void saveModel(const std::string& path, const ChainModel& model);
ChainModel loadModel(const std::string& path);

}  // namespace m3
