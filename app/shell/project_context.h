#pragma once
// What a workbench needs while it writes or reads its part of a project (workbench.h):
// where the project lives, so data paths are stored relative to it, and the data references
// themselves: {"path": "...", "sha256": "...", "bytes": n}. Reading a reference finds the file
// (as stored, then beside the project, then by asking the user with `locate`) and compares its
// checksum; a changed file is a warning, a missing one an error that names it.
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <functional>

namespace m3 {

struct ProjectContext {
  QDir directory = QDir::current();  // the project file's folder
  bool forJournal = false;           // journal base: no checksums (cheap, on every open)
  // Asked for a moved data file: returns its new path, or "" when the user gives up.
  std::function<QString(const QString& missing)> locate;
  QStringList warnings;  // filled while loading (changed data files)
  // How a data file's checksum is computed: fileChecksum where unset. The window reads large
  // files off the GUI thread with a Cancel button (project_session.cpp); "" (cancelled) leaves
  // the reference without a checksum, and a loaded file unchecked.
  std::function<QString(const QString& path)> checksum;

  QJsonObject reference(const QString& path) const;
  QJsonArray references(const QStringList& paths) const;
  // The file a reference names; "" with *error when it cannot be found.
  QString resolve(const QJsonValue& reference, QString* error);
  // Every file of an array of references; false with *error when one cannot be found or
  // there is none.
  bool resolveAll(const QJsonValue& references, QStringList* paths, QString* error);
  // The checksum of a data file, through `checksum` where set.
  QString checksumOf(const QString& path) const;
};

// SHA-256 of a file as hex; cached by (path, size, modification time) so that saving a
// project of a large unchanged file does not read it again. "" when unreadable.
QString fileChecksum(const QString& path);
// The cached checksum of `path` if its size and modification time are unchanged; "" otherwise.
QString cachedFileChecksum(const QString& path);

}  // namespace m3
