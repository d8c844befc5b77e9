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

namespace {

QMutex checksumMutex;
QHash<QString, QPair<QString, QString>> checksumCache;  // path -> (size:mtime, sha256)

QString fileStamp(const QFileInfo& info) {
  return QString::number(info.size()) + ":" +
         QString::number(info.lastModified().toMSecsSinceEpoch());
}

}  // namespace

QString cachedFileChecksum(const QString& path) {
  const QFileInfo info(path);
  QMutexLocker lock(&checksumMutex);
  auto it = checksumCache.constFind(info.absoluteFilePath());
  return it != checksumCache.constEnd() && it->first == fileStamp(info) ? it->second : QString();
}

QString fileChecksum(const QString& path) {
  if (QString cached = cachedFileChecksum(path); !cached.isEmpty()) return cached;
  const QFileInfo info(path);
  const QString stamp = fileStamp(info);
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
  QMutexLocker lock(&checksumMutex);
  checksumCache.insert(info.absoluteFilePath(), {stamp, sum});
  return sum;
}

QString ProjectContext::checksumOf(const QString& path) const {
  return checksum ? checksum(path) : fileChecksum(path);
}

QJsonObject ProjectContext::reference(const QString& path) const {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  // Journals are read from anywhere: absolute paths; projects move with their data: relative.
  QJsonObject ref{{"path", forJournal ? absolute : directory.relativeFilePath(absolute)}};
  if (!forJournal) {
    if (const QString sum = checksumOf(absolute); !sum.isEmpty()) ref["sha256"] = sum;
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
  if (const QString sum = expected.isEmpty() || forJournal ? QString() : checksumOf(path);
      !sum.isEmpty() && sum != expected)
    warnings << tr("%1 has changed since the project was saved; labels were restored by position "
                   "and may not fit")
                    .arg(QDir::toNativeSeparators(path));
  return path;
}

}  // namespace m3
