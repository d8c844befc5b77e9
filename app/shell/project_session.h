#pragma once
// The shell's bookkeeping of what is saved where (docs/architecture.md): per workbench its
// project path, whether it holds edits that are in no file, and its crash-recovery journal.
// It saves and opens projects, asks Save / Discard / Cancel before unsaved edits would be lost
// (WorkbenchHost::mayReplaceData, quitting), journals every label edit the workbenches report,
// and offers the journals a crashed run left behind.
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <map>
#include <memory>
#include <vector>

#include "edit_journal.h"
#include "project_lock.h"
#include "workbench.h"

class QWidget;

namespace m3 {

class ProjectSession : public QObject, public WorkbenchHost {
  Q_OBJECT
 public:
  ProjectSession(std::vector<Workbench*> benches, QWidget* window);
  ~ProjectSession() override;

  QString projectPath(Workbench* bench) const;
  bool isModified(Workbench* bench) const;
  // Opened while another window had it: Save asks for another file.
  bool isReadOnly(Workbench* bench) const { return slot(bench).readOnly; }

  // Save: to the bench's project, or asks where. Errors are shown to the user.
  bool save(Workbench* bench);
  bool saveAs(Workbench* bench);
  bool saveTo(Workbench* bench, const QString& path);
  // Opens a project file into the workbench it names (after asking about unsaved edits
  // there); returns that workbench, or null with *error (empty *error: the user cancelled).
  Workbench* openProject(const QString& path, QString* error);
  // Save / Discard / Cancel when `bench` has unsaved edits; true unless cancelled.
  bool maybeSave(Workbench* bench);
  // For quitting: asks for every workbench with unsaved edits; true unless cancelled. Then
  // closes every journal (the edits are saved or were discarded).
  bool closeAll();
  // Offers the journals of runs that ended without closing (asks unless `ask` is false);
  // returns the workbenches it recovered.
  std::vector<Workbench*> recover(bool ask);
  QStringList recentProjects() const;

  bool mayReplaceData(Workbench* bench) override { return maybeSave(bench); }

 signals:
  void modifiedChanged();
  void recentProjectsChanged();

 private:
  struct Slot {
    QString projectPath;
    // Holds changes in no project that the undo stack does not show: edits replayed from a
    // journal, classes added or renamed, a model trained since the last save.
    bool unsavedOutsideUndo = false;
    std::unique_ptr<EditJournal> journal;
    QTimer modelTimer;  // a model trained while training goes on is journalled when it fires
    // While projectPath is open here: its lock (null when another window held it, which makes
    // it read-only: Save asks for another file) and the file as this window last read or
    // wrote it (a change since then was another window's or program's save).
    std::unique_ptr<ProjectLock> lock;
    bool readOnly = false;
    FileStamp stamp;
  };
  Slot& slot(Workbench* bench) { return slots_.at(bench); }
  const Slot& slot(Workbench* bench) const { return slots_.at(bench); }
  Workbench* bench(const QString& id) const;
  void restartJournal(Workbench* bench, bool unsaved);
  void journal(Workbench* bench, const QJsonObject& edit);
  void journalModel(Workbench* bench);
  void warnJournalOff(const QString& why);  // the first time a journal write fails
  void forgetProject(Workbench* bench);
  // The lock of `path` for this window; when another process holds it, null and (with
  // `offerReadOnly`) *readOnly set when the user chose to open it read-only anyway.
  std::unique_ptr<ProjectLock> lockProject(Workbench* bench, const QString& path,
                                           bool offerReadOnly, bool* readOnly);
  bool mayOverwriteChanged(const QString& path);
  bool load(Workbench* bench, const QJsonObject& state, ProjectContext& context, QString* error);
  void addRecent(const QString& path);

  std::vector<Workbench*> benches_;
  std::map<Workbench*, Slot> slots_;
  QWidget* window_;
  bool loading_ = false;        // dataReplaced while loading a state starts no journal
  bool journalWarned_ = false;  // a failing journal is reported once
};

}  // namespace m3
