#include "project_file.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <stdexcept>

#include "project/project_document.h"

namespace m3 {

// The envelope (format, schema, the workbench, older formats, limits) is core's, so the GUI and
// `m3studio-cli train --project` read a project the same way; the state crosses as JSON text.

bool isProjectPath(const QString& path) {
  return m3::isProjectPath(path.toStdString());
}

void writeProjectFile(const QString& path, const ProjectFile& project) {
  ProjectDocument document{
      project.workbench.toStdString(),
      nlohmann::json::parse(
          QJsonDocument(project.state).toJson(QJsonDocument::Compact).toStdString())};
  try {
    writeProjectDocument(path.toStdString(), document);
  } catch (const std::exception& e) {
    throw std::runtime_error(e.what());  // names the file already
  }
}

ProjectFile readProjectFile(const QString& path) {
  try {
    const ProjectDocument document = readProjectDocument(path.toStdString());
    return {QString::fromStdString(document.workbench),
            QJsonDocument::fromJson(QByteArray::fromStdString(document.state.dump())).object()};
  } catch (const std::exception& e) {
    throw std::runtime_error(e.what());  // names the file
  }
}

}  // namespace m3
