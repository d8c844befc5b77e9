#include "handwriting_project.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

QJsonObject handwritingStateToJson(const ProjectData& project, const ProjectContext& context) {
  QJsonObject root;
  root["dataset"] = project.datasetPath.isEmpty()
                        ? QJsonObject{{"sample", QJsonObject{{"words", project.sampleWords},
                                                             {"seed", project.sampleSeed}}}}
                        : context.reference(project.datasetPath);
  QJsonArray labels;
  for (const auto& [word, y] : project.labels)
    labels.append(QJsonObject{{"word", word}, {"letters", lettersOf(y)}});
  root["labels"] = labels;
  root["training"] = QJsonObject{{"C", project.training.C},
                                 {"maxPasses", project.training.maxPasses},
                                 {"gap", project.training.gapTolerance},
                                 {"transitions", project.training.useTransitions},
                                 {"kernel", project.training.kernel}};
  if (!project.model.isEmpty()) root["model"] = project.model;
  return root;
}

ProjectData handwritingStateFromJson(const QJsonObject& root, ProjectContext& context) {
  const QString path = QObject::tr("handwriting project");
  ProjectData p;
  const QJsonObject dataset = root["dataset"].toObject();
  if (dataset.contains("path")) {
    QString why;
    p.datasetPath = context.resolve(dataset, &why);
    if (p.datasetPath.isEmpty()) throw error(path, why);
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
      if (c == '?')
        y.push_back(kUnlabelled);
      else if (c >= 'a' && c <= 'z')
        y.push_back(c.unicode() - 'a');
      else
        throw error(path, QObject::tr("label '%1' is not a letter a-z").arg(c));
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
  p.model = root["model"].toObject();
  return p;
}

}  // namespace m3
