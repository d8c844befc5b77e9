#pragma once
// The handwriting workbench's part of a project (docs/project-format.md):
//   {"dataset": {"path": "words.data", "sha256": ...} | {"sample": {"words": n, "seed": s}},
//    "labels": [ {"word": index, "letters": "ab?d"} ... ],
//    "training": {"C": c, "maxPasses": n, "gap": g, "transitions": b, "kernel": k},
//    "model": {...model JSON (io/model_json.h)...}}
// Schema-1 handwriting projects (*.m3s) have the same keys at their top level.
#include <QJsonObject>
#include <QString>
#include <optional>
#include <vector>

#include "model/labeling.h"
#include "project_context.h"
namespace m3 {

struct TrainingSettings {
  double C = 0.1;
  int maxPasses = 100;
  double gapTolerance = 0.01;
  bool useTransitions = true;
  // "" trains linear weights with BCFW; "linear", "poly2", "poly3" or "rbf" train with
  // structured SMO and that kernel (kernelFromName in learning/kernel.h).
  QString kernel;

  bool operator==(const TrainingSettings&) const = default;
};

struct ProjectData {
  QString datasetPath;                 // absolute; empty for the built-in sample
  int sampleWords = 0, sampleSeed = 0;  // used when datasetPath is empty
  std::vector<std::pair<int, Labeling>> labels;  // (word index, labels) for labelled words
  TrainingSettings training;
  QJsonObject model;  // model JSON of the last model; empty: none
};

QJsonObject handwritingStateToJson(const ProjectData& project, const ProjectContext& context);
// Throws std::runtime_error with a user-readable message (the data file is found through
// `context`, which may ask the user where it went).
ProjectData handwritingStateFromJson(const QJsonObject& state, ProjectContext& context);

}  // namespace m3
