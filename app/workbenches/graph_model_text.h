#pragma once
// How the AMN workbenches (Terrain, Image Regions) describe a graph model and its training
// run in the status bar: a random forest has neither C nor passes.
#include <QString>

#include "tasks/graph_task.h"

namespace m3 {

// "model: amn, C = 0.1" or "model: random-forest".
QString graphModelText(const AmnModel& model);
// "converged after 12 passes" or "100 trees".
QString graphTrainingText(const AmnModel& model, StopReason reason, const TrainingProgress& progress);

}  // namespace m3
