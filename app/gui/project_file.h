#pragma once
// Project files (*.m3s, JSON with a versioned schema): which dataset, the user's labels and
// the training settings. Saved atomically (QSaveFile: temp file + rename).
//   { "format": "m3studio-project", "schema": 1, "workbench": "handwriting",
//     "dataset": {"path": "words.data"} | {"sample": {"words": n, "seed": s}},
//     "labels": [ {"word": index, "wordId": id, "letters": "ab?d"} ... ],
//     "training": {"C": c, "maxPasses": n, "gap": g, "transitions": b} }
// Dataset paths are stored relative to the project file when possible.
#include <QString>
#include <optional>
#include <vector>

#include "model/labeling.h"

namespace m3 {

struct TrainingSettings {
  double C = 0.1;
  int maxPasses = 100;
  double gapTolerance = 0.01;
  bool useTransitions = true;
  // "" trains linear weights with BCFW; "linear", "poly2", "poly3" or "rbf" train with
  // structured SMO and that kernel (kernelFromName in learning/kernel.h).
  QString kernel;
};

struct ProjectData {
  QString datasetPath;                 // absolute; empty for the built-in sample
  int sampleWords = 0, sampleSeed = 0;  // used when datasetPath is empty
  std::vector<std::pair<int, Labeling>> labels;  // (word index, labels) for labelled words
  TrainingSettings training;
};

// Throws std::runtime_error with a user-readable message.
void saveProject(const QString& path, const ProjectData& project);
ProjectData loadProject(const QString& path);

}  // namespace m3
