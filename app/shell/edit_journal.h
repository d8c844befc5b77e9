#pragma once
// Crash recovery (docs/project-format.md, "Journal"). While a workbench has data open, the
// shell keeps one journal file for it in <app data>/journal: its first line is the
// workbench's state when the data was opened or last saved (the base, with its model), every
// further line one label edit or a model that training made since, appended before the edit's
// event returns (core's LabelJournal: one write(2) per
// line, so a kill -9 at any moment loses nothing that was confirmed). A QLockFile beside each
// journal says its writer is alive; journals whose writer is gone are what a new run offers to
// recover, by loading the base and replaying the edits.
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

#include "io/label_journal.h"

class QLockFile;

namespace m3 {

class EditJournal {
 public:
  explicit EditJournal(QString benchId);
  ~EditJournal();  // closes; the file stays unless discard() removed it

  static QString directory();

  // Starts a new journal from `base`, replacing this one's previous file. `projectPath`: the
  // project the base was saved to ("" for none); `unsaved`: the base itself holds edits that
  // are in no project (a recovered journal), so even an empty journal is worth recovering.
  // Throws IoError when the file cannot be written.
  void start(const QJsonObject& base, const QString& projectPath, bool unsaved);
  void append(const QJsonObject& edit);  // throws IoError
  // A model training made (Workbench::modelJson): recovery restores the latest one.
  void appendModel(const QJsonObject& model);
  void discard();
  bool isOpen() const { return file_.isOpen(); }
  long edits() const { return file_.records(); }
  QString path() const { return QString::fromStdString(file_.path()); }

  // A journal left by a run that ended without closing its data.
  struct Left {
    QString file, bench, projectPath;
    QJsonObject base;                // with the latest journalled model as its "model"
    std::vector<QJsonObject> edits;  // label edits, in order
    bool unsaved = false;
    bool modelTrained = false;  // a model was trained after the base
    bool worthRecovering() const { return unsaved || modelTrained || !edits.empty(); }
  };
  // Every journal in directory() whose writer is gone, oldest first. Unreadable journals are
  // named in *errors (and left alone).
  static std::vector<Left> leftBehind(QStringList* errors);
  static Left read(const QString& file);  // throws IoError naming the file
  static void remove(const QString& file);

 private:
  QString bench_;
  LabelJournal file_;
  std::unique_ptr<QLockFile> lock_;
};

}  // namespace m3
