// A project saved in the GUI, run headless: `m3studio-cli train|predict|eval --project P.m3p`
// (docs/features.md, "Projects headless"). Train runs the workbench's training round on the
// project's data and labels with its settings (core/project/headless_training.h); predict and
// eval hand the project's model to the task's own predict / eval command, on new data.
#include "cli_project.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli_command.h"
#include "cli_interrupt.h"
#include "cli_progress.h"
#include "io/io_error.h"
#include "project/headless_training.h"
#include "project/project_document.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace fs = std::filesystem;

namespace {

// The option each task's predict and eval read their data from.
std::string dataOptionOf(const std::string& workbench, const std::string& data) {
  if (workbench == "terrain") return "--cloud";
  if (workbench == "regions") return fs::is_directory(data) ? "--images" : "--image";
  if (workbench == "segmentation") return "--images";
  return "--data";
}

// The project's model in a temporary file for the task's own command; removed when done.
class ProjectModelFile {
 public:
  ProjectModelFile(const std::string& projectPath, const ProjectDocument& project) {
    if (!project.state.contains("model") || !project.state["model"].is_object())
      throw IoError(projectPath +
                    ": the project holds no model; train it first (m3studio-cli train --project " +
                    projectPath + ")");
    std::string pattern = (fs::temp_directory_path() / "m3studio-model-XXXXXX").string();
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0) throw IoError(pattern + ": cannot create a temporary file");
    ::close(fd);
    path_ = pattern;
    writeFileAtomically(path_, project.state["model"].dump());
  }
  ~ProjectModelFile() {
    std::error_code ec;
    fs::remove(path_, ec);
  }
  ProjectModelFile(const ProjectModelFile&) = delete;
  ProjectModelFile& operator=(const ProjectModelFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

std::vector<std::string> taskWords(const ProjectDocument& project, const std::string& command) {
  const TaskDeclaration& task = taskDeclaration(project.workbench);
  if (task.command.empty()) return {command};
  return {task.command, command};
}

}  // namespace

std::vector<Parameter> projectOptions() {
  return {Parameter::text(
      "project", "P.m3p",
      "a project saved in the GUI, of any workbench: its data, labels, settings and model")};
}

int projectTrain(const Args& args) {
  const std::string path = args.required("project");
  LearnerControl control = printingProgress();
  const HeadlessTraining trained = trainProject(path, control);
  printProgressLine("", true);
  throwIfInterrupted();
  for (const std::string& warning : trained.warnings) std::cerr << "warning: " << warning << "\n";
  if (args.has("out")) {
    writeFileAtomically(args.get("out"), trained.modelJson);
    std::cout << trained.summary << "; saved " << args.get("out") << "\n";
    return 0;
  }
  // Into the project itself, as the GUI's Save would: not while a window has it open.
  fs::path lock = fs::path(path).parent_path() / ".";
  lock += fs::path(path).filename();
  lock += ".lock";
  if (fs::exists(lock))
    throw IoError(path + ": open in an M3Studio window (" + lock.string() +
                  "); save the model elsewhere with --out, or close the window first");
  ProjectDocument project = readProjectDocument(path);
  project.state["model"] = nlohmann::json::parse(trained.modelJson);
  writeProjectDocument(path, project);
  std::cout << trained.summary << "; the model saved into " << path << "\n";
  return 0;
}

int projectApply(const Args& args, const std::string& command) {
  const std::string path = args.required("project");
  const ProjectDocument project = readProjectDocument(path);
  const ProjectModelFile model(path, project);
  const std::string data = args.required("data");
  std::vector<std::string> words = taskWords(project, command);
  words.insert(words.end(), {"--model", model.path(), dataOptionOf(project.workbench, data), data});
  if (command == "predict") {
    const bool folder = project.workbench == "regions" && fs::is_directory(data);
    words.insert(words.end(), {folder ? "--out-dir" : "--out", args.required("out")});
  }
  if (args.has("json")) words.push_back("--json");
  return runCommandWords(words);
}

}  // namespace m3::cli
