#include "project_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <stdexcept>

namespace m3 {

namespace {

QString lettersOf(const Labeling& y) {
  QString s;
  for (int v : y) s += v == kUnlabelled ? QChar('?') : QChar('a' + v);
  return s;
}

std::runtime_error error(const QString& path, const QString& what) {
  return std::runtime_error((path + ": " + what).toStdString());
}

}  // namespace

void saveProject(const QString& path, const ProjectData& project) {
  QJsonObject root;
  root["format"] = "m3studio-project";
  root["schema"] = 1;
  root["workbench"] = "handwriting";
  QJsonObject dataset;
  if (project.datasetPath.isEmpty()) {
    dataset["sample"] = QJsonObject{{"words", project.sampleWords}, {"seed", project.sampleSeed}};
  } else {
    dataset["path"] = QFileInfo(path).absoluteDir().relativeFilePath(project.datasetPath);
  }
  root["dataset"] = dataset;
  QJsonArray labels;
  for (const auto& [word, y] : project.labels)
    labels.append(QJsonObject{{"word", word}, {"letters", lettersOf(y)}});
  root["labels"] = labels;
  root["training"] = QJsonObject{{"C", project.training.C},
                                 {"maxPasses", project.training.maxPasses},
                                 {"gap", project.training.gapTolerance},
                                 {"transitions", project.training.useTransitions},
                                 {"kernel", project.training.kernel}};
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) throw error(path, QObject::tr("cannot write (%1)").arg(file.errorString()));
  file.write(QJsonDocument(root).toJson());
  if (!file.commit()) throw error(path, QObject::tr("saving failed (%1)").arg(file.errorString()));
}

ProjectData loadProject(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) throw error(path, QObject::tr("cannot open (%1)").arg(file.errorString()));
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
  if (doc.isNull()) throw error(path, QObject::tr("not a valid project file (%1)").arg(parseError.errorString()));
  const QJsonObject root = doc.object();
  if (root["format"].toString() != "m3studio-project")
    throw error(path, QObject::tr("not an M3Studio project file"));
  if (root["schema"].toInt() > 1)
    throw error(path, QObject::tr("made by a newer M3Studio (schema %1)").arg(root["schema"].toInt()));
  ProjectData p;
  const QJsonObject dataset = root["dataset"].toObject();
  if (dataset.contains("path")) {
    p.datasetPath = QFileInfo(path).absoluteDir().absoluteFilePath(dataset["path"].toString());
  } else {
    const QJsonObject sample = dataset["sample"].toObject();
    p.sampleWords = sample["words"].toInt();
    p.sampleSeed = sample["seed"].toInt();
    if (p.sampleWords < 1) throw error(path, QObject::tr("names no dataset"));
  }
  for (const QJsonValue& v : root["labels"].toArray()) {
    const QJsonObject o = v.toObject();
    Labeling y;
    for (QChar c : o["letters"].toString()) {
      if (c == '?') y.push_back(kUnlabelled);
      else if (c >= 'a' && c <= 'z') y.push_back(c.unicode() - 'a');
      else throw error(path, QObject::tr("label '%1' is not a letter a-z").arg(c));
    }
    p.labels.emplace_back(o["word"].toInt(-1), y);
  }
  const QJsonObject t = root["training"].toObject();
  p.training.C = t["C"].toDouble(p.training.C);
  p.training.maxPasses = t["maxPasses"].toInt(p.training.maxPasses);
  p.training.gapTolerance = t["gap"].toDouble(p.training.gapTolerance);
  p.training.useTransitions = t["transitions"].toBool(true);
  p.training.kernel = t["kernel"].toString();
  if (!QStringList{"", "linear", "poly2", "poly3", "rbf"}.contains(p.training.kernel))
    throw error(path, QObject::tr("unknown kernel \"%1\"").arg(p.training.kernel));
  if (!(p.training.C > 0) || p.training.maxPasses < 1 || !(p.training.gapTolerance >= 0))
    throw error(path, QObject::tr("invalid training settings"));
  return p;
}

}  // namespace m3
