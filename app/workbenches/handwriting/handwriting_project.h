#pragma once
// The handwriting workbench's part of a project (docs/project-format.md):
//   {"dataset": {"path": "words.data", "sha256": ...} | {"sample": {"words": n, "seed": s}},
//    "labels": [ {"word": index, "letters": "ab?d"} ... ],
//    "transitions": b, "kernel": k,
//    "learner": {...}, "model": {...}}   (written by PanelWorkbench::saveShared, as for all)
// Projects written before every workbench said "learner" kept C, the pass limit and the gap
// with the model choice in "training": {"C", "maxPasses", "gap", "transitions", "kernel"};
// they still open. Schema-1 handwriting projects (*.m3s) have the same keys at their top level.
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

#include "data/labeling.h"
#include "project_context.h"

namespace m3 {

// The model Training Options chooses beside C and the stopping rule.
struct HandwritingModelChoice {
  bool useTransitions = true;  // false: the multiclass SVM baseline (no edges)
  // "" trains linear weights with BCFW; "linear", "poly2", "poly3" or "rbf" train with
  // structured SMO and that kernel (kernelFromName in learning/kernel.h).
  QString kernel;

  bool operator==(const HandwritingModelChoice&) const = default;
};
// The kernel names a choice may hold, "" (no kernel) first.
const QStringList& handwritingKernelNames();

struct ProjectData {
  QString datasetPath;                 // absolute; empty for the built-in sample
  int sampleWords = 0, sampleSeed = 0;  // used when datasetPath is empty
  std::vector<std::pair<int, Labeling>> labels;  // (word index, labels) for labelled words
  HandwritingModelChoice choice;
};

// Writes dataset, labels and the model choice; the caller adds "learner" and "model".
QJsonObject handwritingStateToJson(const ProjectData& project, const ProjectContext& context);
// Throws std::runtime_error with a user-readable message (the data file is found through
// `context`, which may ask the user where it went).
ProjectData handwritingStateFromJson(const QJsonObject& state, ProjectContext& context);

}  // namespace m3
