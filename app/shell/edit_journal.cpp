#include "edit_journal.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLockFile>
#include <QStandardPaths>
#include <algorithm>

#include "io/io_error.h"

namespace m3 {

namespace {

constexpr char kFormat[] = "m3studio-journal";
constexpr char kModelRecord[] = "model";  // a record's "kind" when it holds a model, not labels

std::string compact(const QJsonObject& object) {
  return QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString();
}

}  // namespace

EditJournal::EditJournal(QString benchId) : bench_(std::move(benchId)) {}

EditJournal::~EditJournal() {
  file_.close();
}

QString EditJournal::directory() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/journal";
}

void EditJournal::start(const QJsonObject& base, const QString& projectPath, bool unsaved) {
  discard();
  QDir().mkpath(directory());
  const QString name = QString("%1-%2-%3.m3j")
                           .arg(bench_)
                           .arg(QCoreApplication::applicationPid())
                           .arg(QDateTime::currentMSecsSinceEpoch());
  const QString path = directory() + "/" + name;
  lock_ = std::make_unique<QLockFile>(path + ".lock");
  lock_->setStaleLockTime(0);  // stale only when its process is gone, never by age
  if (!lock_->tryLock(0))
    throw IoError(path.toStdString() + ".lock: cannot lock the label journal");
  const QJsonObject header{
      {"format", kFormat},   {"schema", 1},
      {"workbench", bench_}, {"project", projectPath},
      {"unsaved", unsaved},  {"started", QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
      {"base", base}};
  file_.start(path.toStdString(), compact(header));
}

void EditJournal::append(const QJsonObject& edit) {
  if (file_.isOpen()) file_.append(compact(edit));
}

void EditJournal::appendModel(const QJsonObject& model) {
  append({{"kind", kModelRecord}, {"model", model}});
}

void EditJournal::discard() {
  file_.discard();
  lock_.reset();  // unlocks and removes the lock file
}

EditJournal::Left EditJournal::read(const QString& file) {
  const JournalContents contents = readLabelJournal(file.toStdString());
  const auto parse = [&](const std::string& line, long number) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
      throw IoError(file.toStdString() + ":" + std::to_string(number) + ": damaged journal line");
    return document.object();
  };
  const QJsonObject header = parse(contents.header, 1);
  if (header["format"].toString() != kFormat || header["schema"].toInt() != 1)
    throw IoError(file.toStdString() + ": not an M3Studio label journal");
  Left left;
  left.file = file;
  left.bench = header["workbench"].toString();
  left.projectPath = header["project"].toString();
  left.unsaved = header["unsaved"].toBool();
  left.base = header["base"].toObject();
  left.edits.reserve(contents.records.size());
  for (size_t i = 0; i < contents.records.size(); ++i) {
    QJsonObject record = parse(contents.records[i], long(i) + 2);
    if (record["kind"].toString() == kModelRecord) {  // the latest model replaces the base's
      left.base["model"] = record["model"];
      left.modelTrained = true;
    } else {
      left.edits.push_back(std::move(record));
    }
  }
  return left;
}

std::vector<EditJournal::Left> EditJournal::leftBehind(QStringList* errors) {
  std::vector<Left> found;
  QDir dir(directory());
  const QFileInfoList files =
      dir.entryInfoList({"*.m3j"}, QDir::Files, QDir::Time | QDir::Reversed);
  for (const QFileInfo& info : files) {
    QLockFile lock(info.absoluteFilePath() + ".lock");
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0)) continue;  // its writer is alive (this run or another window)
    try {
      found.push_back(read(info.absoluteFilePath()));
    } catch (const std::exception& e) {
      if (errors) *errors << QString::fromStdString(e.what());
    }
    lock.unlock();
  }
  return found;
}

void EditJournal::remove(const QString& file) {
  QFile::remove(file);
  QFile::remove(file + ".lock");
}

}  // namespace m3
