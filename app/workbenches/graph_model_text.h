#pragma once
// How the AMN workbenches (Terrain, Image Regions) describe a graph model's training run in the
// status bar: a random forest has no passes.
#include <QString>

#include "tasks/graphs/graph_task.h"

namespace m3 {

// "converged after 12 passes" or "100 trees".
QString graphTrainingText(const AmnModel& model, StopReason reason, const TrainingProgress& progress);

}  // namespace m3
