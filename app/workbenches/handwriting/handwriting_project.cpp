#include "handwriting_project.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <stdexcept>

#include "learning/kernel.h"

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

const QStringList& handwritingKernelNames() {
  static const QStringList names = [] {
    QStringList all{""};
    for (const std::string& name : kernelNames()) all << QString::fromStdString(name);
    return all;
  }();
  return names;
}

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
  root["transitions"] = project.choice.useTransitions;
  root["kernel"] = project.choice.kernel;
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
  const QJsonObject older = root["training"].toObject();
  p.choice.useTransitions = root["transitions"].toBool(older["transitions"].toBool(true));
  p.choice.kernel = root["kernel"].toString(older["kernel"].toString());
  if (!handwritingKernelNames().contains(p.choice.kernel))
    throw error(path, QObject::tr("unknown kernel \"%1\"").arg(p.choice.kernel));
  return p;
}

}  // namespace m3
