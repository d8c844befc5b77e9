#include "project_context.h"

#include <sys/stat.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

namespace m3 {

namespace {

QString tr(const char* text) {
  return QCoreApplication::translate("ProjectContext", text);
}

}  // namespace

QString fileChecksum(const QString& path) {
  static QMutex mutex;
  static QHash<QString, QPair<QString, QString>> cache;  // path -> (size:mtime, sha256)
  const QFileInfo info(path);
  const QString stamp =
      QString::number(info.size()) + ":" + QString::number(info.lastModified().toMSecsSinceEpoch());
  {
    QMutexLocker lock(&mutex);
    auto it = cache.constFind(info.absoluteFilePath());
    if (it != cache.constEnd() && it->first == stamp) return it->second;
  }
  // Only regular files: a reference to /dev/zero or a named pipe would be read for ever on the
  // GUI thread (the reader refuses them with a message when the workbench opens the data).
  struct stat status {};
  if (::stat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISREG(status.st_mode))
    return {};
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  QCryptographicHash hash(QCryptographicHash::Sha256);
  if (!hash.addData(&file)) return {};
  const QString sum = QString::fromLatin1(hash.result().toHex());
  QMutexLocker lock(&mutex);
  cache.insert(info.absoluteFilePath(), {stamp, sum});
  return sum;
}

QJsonObject ProjectContext::reference(const QString& path) const {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  // Journals are read from anywhere: absolute paths; projects move with their data: relative.
  QJsonObject ref{{"path", forJournal ? absolute : directory.relativeFilePath(absolute)}};
  if (!forJournal) {
    ref["sha256"] = fileChecksum(absolute);
    ref["bytes"] = QFileInfo(absolute).size();
  }
  return ref;
}

QJsonArray ProjectContext::references(const QStringList& paths) const {
  QJsonArray refs;
  for (const QString& p : paths) refs.append(reference(p));
  return refs;
}

bool ProjectContext::resolveAll(const QJsonValue& references, QStringList* paths, QString* error) {
  paths->clear();
  for (const QJsonValue& ref : references.toArray()) {
    const QString path = resolve(ref, error);
    if (path.isEmpty()) return false;
    *paths << path;
  }
  if (paths->isEmpty() && error) *error = tr("the project names no data files");
  return !paths->isEmpty();
}

QString ProjectContext::resolve(const QJsonValue& value, QString* error) {
  // Schema-1 projects stored a bare path string.
  const QJsonObject ref =
      value.isString() ? QJsonObject{{"path", value.toString()}} : value.toObject();
  const QString stored = ref["path"].toString();
  if (stored.isEmpty()) {
    if (error) *error = tr("the project names no data file");
    return {};
  }
  QString path = QDir::isAbsolutePath(stored) ? stored : directory.absoluteFilePath(stored);
  if (!QFileInfo::exists(path)) {
    const QString beside = directory.absoluteFilePath(QFileInfo(stored).fileName());
    if (QFileInfo::exists(beside)) path = beside;
  }
  if (!QFileInfo::exists(path)) {
    const QString located = locate ? locate(QDir::cleanPath(path)) : QString();
    if (located.isEmpty()) {
      if (error)
        *error = tr("the data file %1 was not found (moved or deleted); open the project again and "
                    "locate it")
                     .arg(QDir::toNativeSeparators(QDir::cleanPath(path)));
      return {};
    }
    path = located;
  }
  const QString expected = ref["sha256"].toString();
  if (!expected.isEmpty() && !forJournal && fileChecksum(path) != expected)
    warnings << tr("%1 has changed since the project was saved; labels were restored by position "
                   "and may not fit")
                    .arg(QDir::toNativeSeparators(path));
  return path;
}

}  // namespace m3
