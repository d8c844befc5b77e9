#pragma once
// A model kind's name for people ("AMN", "General M3N", "LMSBN"), from the id that projects,
// model files and the CLI use ("amn", "m3n-general", "lmsbn"; core/tasks/task_registry.h).
// Status lines and the training monitor begin with it. test_task_registry fails for a kind a
// task declares without a name here.
#include <QString>
#include <string>

namespace m3 {

// The translated name, or an empty string for an id not known here.
QString modelKindText(const std::string& id);
// The same, or the id itself where there is no name (a model file of a newer version).
QString modelKindTextOrId(const std::string& id);

}  // namespace m3
