#include "project/project_document.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>

#include "io/io_error.h"
#include "io/json_util.h"
#include "io/program_version.h"

namespace m3 {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// Projects hold labels, never data: anything this large is not one of ours.
constexpr std::uintmax_t kMaxProjectBytes = std::uintmax_t{2} << 30;

std::string utcNow() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

// A member that should be a string; anything else (an object, a number) reads as absent, so a
// hostile "format": {} gets the same "not an M3Studio project" as a missing one.
std::string stringMember(const json& object, const char* key) {
  const auto found = object.find(key);
  return found != object.end() && found->is_string() ? found->get<std::string>() : std::string();
}

// Projects written before every workbench said "modelKind" and "model": terrain's kind was
// "model" and its model "trainedModel". Read under today's names, so that the GUI, a headless
// run and a save after it (which writes "model") agree.
json withCurrentNames(const std::string& workbench, json state) {
  if (workbench == "terrain" && state.is_object()) state.erase("format");  // a *.m3t's root
  if (workbench == "terrain" && state.is_object() && state.value("model", json()).is_string()) {
    state["modelKind"] = state["model"];
    state.erase("model");
    if (state.contains("trainedModel")) {
      state["model"] = state["trainedModel"];
      state.erase("trainedModel");
    }
  }
  return state;
}

}  // namespace

bool isProjectPath(const std::string& path) {
  std::string suffix = fs::path(path).extension().string();
  std::transform(suffix.begin(), suffix.end(), suffix.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return suffix == ".m3p" || suffix == ".m3s" || suffix == ".m3t";
}

ProjectDocument readProjectDocument(const std::string& path) {
  std::error_code ec;
  const std::uintmax_t size = fs::file_size(path, ec);
  if (!ec && size > kMaxProjectBytes) throwIoError(path, "too large to be an M3Studio project");
  const json root = parseJsonDocument(readFileMaybeGzip(path), path, "M3Studio project");
  if (!root.is_object()) throwIoError(path, "not an M3Studio project");
  const std::string format = stringMember(root, "format");
  if (format == "m3studio-terrain-project")                 // *.m3t, its own schema 1
    return {"terrain", withCurrentNames("terrain", root)};  // (its "format" dropped there)
  if (format != "m3studio-project") throwIoError(path, "not an M3Studio project");
  const json schemaValue = root.value("schema", json());
  const int schema = schemaValue.is_number_integer() ? schemaValue.get<int>() : -1;
  if (schema == 1) return {"handwriting", root};  // *.m3s: the handwriting state at the top level
  if (schema != kProjectSchema)
    throwIoError(path, schema > kProjectSchema
                           ? "saved by a newer M3Studio (schema " + std::to_string(schema) + ")"
                           : "unknown schema " + std::to_string(schema));
  ProjectDocument project{stringMember(root, "workbench"), root.value("state", json::object())};
  if (project.workbench.empty()) throwIoError(path, "the project names no workbench");
  if (!project.state.is_object()) throwIoError(path, "the project's state is not an object");
  project.state = withCurrentNames(project.workbench, std::move(project.state));
  return project;
}

void writeProjectDocument(const std::string& path, const ProjectDocument& project) {
  const json root{
      {"format", "m3studio-project"},   {"schema", kProjectSchema}, {"writtenBy", writtenByStamp()},
      {"workbench", project.workbench}, {"saved", utcNow()},        {"state", project.state}};
  writeFileAtomically(path, root.dump());
}

std::string resolveDataReference(const json& reference, const std::string& projectPath,
                                 std::vector<std::string>* warnings) {
  if (!reference.is_object() || !reference.contains("path") || !reference["path"].is_string())
    throwIoError(projectPath, "a data reference names no file");
  const fs::path stored = reference["path"].get<std::string>();
  const fs::path folder = fs::absolute(projectPath).parent_path();
  fs::path found = stored.is_absolute() ? stored : folder / stored;
  std::error_code ec;
  if (!fs::is_regular_file(found, ec) && !fs::is_directory(found, ec)) {
    const fs::path beside = folder / stored.filename();
    if (!fs::exists(beside, ec))
      throwIoError(projectPath, "the data file " + stored.string() +
                                    " is not there any more (nor beside the project)");
    found = beside;
  }
  if (warnings && reference.contains("bytes") && reference["bytes"].is_number_integer() &&
      fs::is_regular_file(found, ec)) {
    const std::uintmax_t now = fs::file_size(found, ec);
    if (!ec && now != reference["bytes"].get<std::uintmax_t>())
      warnings->push_back(found.string() +
                          " changed since the project was saved (its size differs)");
  }
  return found.lexically_normal().string();
}

}  // namespace m3
