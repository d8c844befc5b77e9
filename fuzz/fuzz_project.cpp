// libFuzzer target: project files (app/shell/project_file.h) and the run-length label arrays
// the workbenches keep in them (app/shell/project_json.h). readProjectFile reports errors as
// std::runtime_error naming the file, which is what the shell shows.
#include <QJsonArray>

#include "fuzz_support.h"
#include "project_file.h"
#include "project_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  const std::string path = fuzz::scratchFile(data, size, ".m3p");
  ProjectFile project;
  try {
    project = readProjectFile(QString::fromStdString(path));
  } catch (const std::exception& e) {
    if (std::string(e.what()).find(path) == std::string::npos) fuzz::finding("message without the file name", e.what());
    return 0;
  }
  std::vector<int> labels;
  for (const QString& key : project.state.keys())
    if (runLengthFromJson(project.state.value(key), 4096, -1, 255, &labels))
      fuzz::check(labels.size() == 4096, "run-length labels fill the count asked for");
  return 0;
}
