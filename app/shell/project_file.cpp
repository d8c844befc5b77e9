#include "project_file.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <stdexcept>

#include "io/io_error.h"
#include "io/program_version.h"

namespace m3 {

namespace {

// Projects hold labels, never data: anything this large is not one of ours.
constexpr qint64 kMaxProjectBytes = qint64(2) << 30;

[[noreturn]] void fail(const QString& path, const QString& why) {
  throw std::runtime_error(
      QCoreApplication::translate("ProjectFile", "%1: %2").arg(path, why).toStdString());
}

QString tr(const char* text) {
  return QCoreApplication::translate("ProjectFile", text);
}

}  // namespace

bool isProjectPath(const QString& path) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  return suffix == "m3p" || suffix == "m3s" || suffix == "m3t";
}

void writeProjectFile(const QString& path, const ProjectFile& project) {
  const QJsonObject root{{"format", "m3studio-project"},
                         {"schema", kProjectSchema},
                         {"writtenBy", QString::fromStdString(writtenByStamp())},
                         {"workbench", project.workbench},
                         {"saved", QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                         {"state", project.state}};
  // The engine's atomic write, not QSaveFile: it also follows symlinks, and never replaces a
  // device or FIFO by a regular file (QSaveFile turns /dev/null into one).
  try {
    writeFileAtomically(path.toStdString(), QJsonDocument(root).toJson(QJsonDocument::Compact).toStdString());
  } catch (const IoError& e) {
    throw std::runtime_error(e.what());  // names the file already
  }
}

ProjectFile readProjectFile(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) fail(path, tr("cannot open (%1)").arg(file.errorString()));
  if (file.size() > kMaxProjectBytes) fail(path, tr("too large to be an M3Studio project"));
  QJsonParseError parse;
  const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parse);
  if (parse.error != QJsonParseError::NoError)
    fail(path,
         tr("not a valid project (%1 at byte %L2)").arg(parse.errorString()).arg(parse.offset));
  if (!document.isObject()) fail(path, tr("not an M3Studio project"));
  const QJsonObject root = document.object();
  const QString format = root["format"].toString();
  if (format == "m3studio-terrain-project") return {"terrain", root};  // *.m3t, its own schema 1
  if (format != "m3studio-project") fail(path, tr("not an M3Studio project"));
  const int schema = root["schema"].toInt(-1);
  if (schema == 1) return {"handwriting", root};  // *.m3s: the handwriting state at the top level
  if (schema != kProjectSchema)
    fail(path, schema > kProjectSchema ? tr("saved by a newer M3Studio (schema %1)").arg(schema)
                                       : tr("unknown schema %1").arg(schema));
  ProjectFile project{root["workbench"].toString(), root["state"].toObject()};
  if (project.workbench.isEmpty()) fail(path, tr("the project names no workbench"));
  return project;
}

}  // namespace m3
