#pragma once
// Project files (*.m3p; docs/project-format.md), read and written without Qt, so that the GUI
// and the CLI (`m3studio-cli train --project P.m3p`) read the same file the same way:
//   {"format": "m3studio-project", "schema": 2, "writtenBy": "M3Studio <version>",
//    "workbench": "<id>", "saved": "<ISO time>", "state": {...the workbench's part...}}
// Older files read too: handwriting projects (*.m3s, schema 1, the state at the top level) and
// terrain projects (*.m3t, "m3studio-terrain-project").
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace m3 {

inline constexpr int kProjectSchema = 2;

struct ProjectDocument {
  std::string workbench;  // the workbench (task) id
  nlohmann::json state;   // its part: data references, labels, settings, model
};

bool isProjectPath(const std::string& path);  // by extension: .m3p, .m3s, .m3t
// IoError naming the file: unreadable, not JSON (nesting limited as every reader's), another
// format, a newer schema, no workbench, larger than any project (2 GiB).
ProjectDocument readProjectDocument(const std::string& path);
// Written atomically (writeFileAtomically); IoError naming the file.
void writeProjectDocument(const std::string& path, const ProjectDocument& project);

// The file a data reference {"path": "...", "sha256": "...", "bytes": n} names, relative to
// the project's folder: as stored, else beside the project (a project copied with its data).
// IoError naming the project and the missing file. `warnings` gets a line when the file's
// size differs from the one saved (the data changed since).
std::string resolveDataReference(const nlohmann::json& reference, const std::string& projectPath,
                                 std::vector<std::string>* warnings = nullptr);

}  // namespace m3
