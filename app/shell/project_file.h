#pragma once
// Project files (*.m3p; docs/project-format.md): one JSON object
//   {"format": "m3studio-project", "schema": 2, "writtenBy": "M3Studio <version>", "workbench":
//   "<id>",
//    "saved": "<ISO time>", "state": {...the workbench's part: data references, labels, settings,
//    model...}}
// written atomically (temporary file, flush, rename). Older files open too: handwriting
// projects (*.m3s, schema 1, the state at the top level) and terrain projects (*.m3t).
// Read and written by core (core/project/project_document.h); this is the Qt side of it.
#include <QJsonObject>
#include <QString>

namespace m3 {

struct ProjectFile {
  QString workbench;  // Workbench::id()
  QJsonObject state;
};

bool isProjectPath(const QString& path);  // by extension: .m3p, .m3s, .m3t
// Throws std::runtime_error with a message that names the file.
void writeProjectFile(const QString& path, const ProjectFile& project);
ProjectFile readProjectFile(const QString& path);

}  // namespace m3
