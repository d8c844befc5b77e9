#include "project_session.h"

#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

#include "long_load.h"
#include "project_file.h"

namespace m3 {

namespace {

constexpr int kRecentProjects = 8;

ProjectContext contextFor(const QString& projectPath, QWidget* window) {
  ProjectContext context;
  context.directory = QFileInfo(projectPath).absoluteDir();
  context.locate = [window](const QString& missing) {
    QMessageBox::information(window, ProjectSession::tr("Data file not found"),
                             ProjectSession::tr("The project's data file %1 is not there any more. "
                                                "Please show where it is now.")
                                 .arg(missing));
    return QFileDialog::getOpenFileName(
        window, ProjectSession::tr("Locate %1").arg(QFileInfo(missing).fileName()),
        QFileInfo(missing).absolutePath());
  };
  // A data file of gigabytes takes seconds to read: not on the GUI thread, and with Cancel.
  context.checksum = [window](const QString& path) {
    if (QString cached = cachedFileChecksum(path); !cached.isEmpty()) return cached;
    try {
      return loadInBackground(window,
                              ProjectSession::tr("Checking %1…").arg(QFileInfo(path).fileName()),
                              [path] { return fileChecksum(path); });
    } catch (const LoadCancelled&) {
      return QString();  // saved without a checksum, or loaded without the check
    }
  };
  return context;
}

}  // namespace

ProjectSession::ProjectSession(std::vector<Workbench*> benches, QWidget* window)
    : QObject(window), benches_(std::move(benches)), window_(window) {
  for (Workbench* bench : benches_) {
    Slot& s = slots_[bench];
    s.journal = std::make_unique<EditJournal>(bench->id());
    bench->setHost(this);
    connect(bench, &Workbench::labelsEdited, this,
            [this, bench](const QJsonObject& edit) { journal(bench, edit); });
    connect(bench, &Workbench::dataReplaced, this, [this, bench] {
      if (loading_) return;
      Slot& s = slot(bench);
      forgetProject(bench);  // the project was about other data
      s.unsavedOutsideUndo = false;
      restartJournal(bench, false);
      emit modifiedChanged();
    });
    // Classes added or renamed: no label record describes that, so the journal starts again
    // from the workbench's whole state (labels included), which is now unsaved.
    connect(bench, &Workbench::baseChanged, this, [this, bench] {
      if (loading_) return;
      slot(bench).unsavedOutsideUndo = true;
      restartJournal(bench, true);
      emit modifiedChanged();
    });
    // A trained model is work too: unsaved until a save, and journalled so that recovery
    // brings it back. While training runs (interim models, live retraining) at most one model
    // every few seconds is written; the model of a finished round at once.
    connect(bench, &Workbench::modelTrained, this, [this, bench] {
      if (loading_) return;
      Slot& s = slot(bench);
      const bool was = isModified(bench);
      s.unsavedOutsideUndo = true;
      if (!bench->isTraining())
        journalModel(bench);
      else if (!s.modelTimer.isActive())
        s.modelTimer.start();
      if (!was) emit modifiedChanged();
    });
    s.modelTimer.setSingleShot(true);
    s.modelTimer.setInterval(3000);
    connect(&s.modelTimer, &QTimer::timeout, this, [this, bench] { journalModel(bench); });
    connect(bench->undoStack(), &QUndoStack::cleanChanged, this, &ProjectSession::modifiedChanged);
  }
}

ProjectSession::~ProjectSession() = default;

Workbench* ProjectSession::bench(const QString& id) const {
  for (Workbench* b : benches_)
    if (b->id() == id) return b;
  return nullptr;
}

QString ProjectSession::projectPath(Workbench* bench) const {
  return slot(bench).projectPath;
}

bool ProjectSession::isModified(Workbench* bench) const {
  return slot(bench).unsavedOutsideUndo || !bench->undoStack()->isClean();
}

void ProjectSession::restartJournal(Workbench* bench, bool unsaved) {
  Slot& s = slot(bench);
  s.modelTimer.stop();  // the base holds the current model
  try {
    ProjectContext context;
    context.forJournal = true;
    s.journal->start(bench->saveState(context), s.projectPath, unsaved);
  } catch (const std::exception& e) {
    s.journal->discard();
    warnJournalOff(tr("Label edits cannot be journalled, so a crash would lose unsaved edits: %1")
                       .arg(QString::fromUtf8(e.what())));
  }
}

void ProjectSession::warnJournalOff(const QString& why) {
  if (!journalWarned_) QMessageBox::warning(window_, tr("Crash recovery is off"), why);
  journalWarned_ = true;  // once: every later edit would fail the same way
}

void ProjectSession::journal(Workbench* bench, const QJsonObject& edit) {
  if (loading_) return;
  try {
    slot(bench).journal->append(edit);
  } catch (const std::exception& e) {
    warnJournalOff(tr("A label edit could not be journalled; save your project: %1")
                       .arg(QString::fromUtf8(e.what())));
  }
}

void ProjectSession::journalModel(Workbench* bench) {
  Slot& s = slot(bench);
  s.modelTimer.stop();
  const QJsonObject model = bench->modelJson();
  if (model.isEmpty() || !s.journal->isOpen()) return;
  try {
    s.journal->appendModel(model);
  } catch (const std::exception& e) {
    warnJournalOff(tr("The trained model could not be journalled; save your project: %1")
                       .arg(QString::fromUtf8(e.what())));
  }
}

void ProjectSession::forgetProject(Workbench* bench) {
  Slot& s = slot(bench);
  s.projectPath.clear();
  s.lock.reset();
  s.readOnly = false;
  s.stamp = {};
}

std::unique_ptr<ProjectLock> ProjectSession::lockProject(Workbench* bench, const QString& path,
                                                         bool offerReadOnly, bool* readOnly) {
  Slot& s = slot(bench);
  if (s.lock && s.projectPath == path) return std::move(s.lock);  // this window has it already
  ProjectLock::Owner owner;
  std::unique_ptr<ProjectLock> lock = ProjectLock::acquire(path, &owner);
  if (lock) return lock;
  const QString who = owner.host.isEmpty() ? tr("process %1").arg(owner.pid)
                                           : tr("process %1 on %2").arg(owner.pid).arg(owner.host);
  if (!offerReadOnly) {
    QMessageBox::warning(
        window_, tr("Project in use"),
        tr("%1 is open in another M3Studio window (%2). Save your labels under another name.")
            .arg(QDir::toNativeSeparators(path), who));
    return nullptr;
  }
  QMessageBox box(QMessageBox::Warning, tr("Project in use"),
                  tr("%1 is open in another M3Studio window (%2). If both windows saved it, one "
                     "would lose the other's labels.\n\nOpen it read-only (Save then asks for "
                     "another file)?")
                      .arg(QDir::toNativeSeparators(path), who),
                  QMessageBox::Cancel, window_);
  box.setInformativeText(tr("If no such window is open any more, remove %1.")
                             .arg(QDir::toNativeSeparators(ProjectLock::lockPathOf(path))));
  QPushButton* openReadOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
  box.setDefaultButton(QMessageBox::Cancel);
  box.exec();
  *readOnly = box.clickedButton() == openReadOnly;
  return nullptr;
}

bool ProjectSession::mayOverwriteChanged(const QString& path) {
  return QMessageBox::warning(window_, tr("Project changed on disk"),
                              tr("%1 was saved by another window or program after this window "
                                 "opened or saved it. Saving replaces those changes with yours.")
                                  .arg(QDir::toNativeSeparators(path)),
                              QMessageBox::Save | QMessageBox::Cancel,
                              QMessageBox::Cancel) == QMessageBox::Save;
}

bool ProjectSession::save(Workbench* bench) {
  const Slot& s = slot(bench);
  return s.projectPath.isEmpty() || s.readOnly ? saveAs(bench) : saveTo(bench, s.projectPath);
}

bool ProjectSession::saveAs(Workbench* bench) {
  QString suggestion = slot(bench).projectPath;
  if (suggestion.isEmpty())
    suggestion = QSettings()
                     .value("paths/lastProject",
                            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                     .toString() +
                 "/" + bench->id() + ".m3p";
  QString path = QFileDialog::getSaveFileName(
      window_, tr("Save %1 Project").arg(QString(bench->title()).remove('&')), suggestion,
      tr("M3Studio projects (*.m3p)"));
  if (path.isEmpty()) return false;
  if (QFileInfo(path).suffix().isEmpty()) path += ".m3p";
  return saveTo(bench, path);
}

bool ProjectSession::saveTo(Workbench* bench, const QString& path) {
  Slot& s = slot(bench);
  const QString absolute = QFileInfo(path).absoluteFilePath();
  std::unique_ptr<ProjectLock> lock;
  if (absolute != s.projectPath || s.readOnly) {
    bool ignored = false;
    lock = lockProject(bench, absolute, false, &ignored);
    if (!lock) return false;
  } else if (const FileStamp now = FileStamp::of(absolute);
             now != FileStamp{} && now != s.stamp && !mayOverwriteChanged(absolute)) {
    return false;
  }
  try {
    ProjectContext context = contextFor(path, window_);
    writeProjectFile(path, {bench->id(), bench->saveState(context)});
  } catch (const std::exception& e) {
    QMessageBox::warning(window_, tr("Cannot save project"), QString::fromUtf8(e.what()));
    return false;
  }
  if (lock) s.lock = std::move(lock);
  s.readOnly = false;
  s.stamp = FileStamp::of(absolute);
  s.projectPath = absolute;
  s.unsavedOutsideUndo = false;
  bench->undoStack()->setClean();
  restartJournal(bench, false);
  addRecent(s.projectPath);
  emit modifiedChanged();
  emit bench->message(tr("Saved %1").arg(QDir::toNativeSeparators(s.projectPath)));
  return true;
}

bool ProjectSession::load(Workbench* bench, const QJsonObject& state, ProjectContext& context,
                          QString* error) {
  loading_ = true;
  const bool ok = bench->loadState(state, context, error);
  loading_ = false;
  bench->undoStack()->clear();
  return ok;
}

Workbench* ProjectSession::openProject(const QString& path, QString* error) {
  const FileStamp stamp = FileStamp::of(path);  // before reading: a save meanwhile is noticed
  ProjectFile project;
  try {
    project = readProjectFile(path);
  } catch (const std::exception& e) {
    *error = QString::fromUtf8(e.what());
    return nullptr;
  }
  Workbench* target = bench(project.workbench);
  if (!target) {
    *error = tr("%1: made by the %2 workbench, which this M3Studio does not have")
                 .arg(path, project.workbench);
    return nullptr;
  }
  const QString absolute = QFileInfo(path).absoluteFilePath();
  bool readOnly = false;
  std::unique_ptr<ProjectLock> lock = lockProject(target, absolute, true, &readOnly);
  Slot& s = slot(target);
  const auto keepLock = [&] {  // the project this window had open stays open (and locked)
    if (lock && s.projectPath == absolute) s.lock = std::move(lock);
    return nullptr;
  };
  if ((!lock && !readOnly) || !maybeSave(target)) {
    error->clear();
    return keepLock();
  }
  ProjectContext context = contextFor(path, window_);
  QString why;
  if (!load(target, project.state, context, &why)) {
    *error = tr("%1: %2").arg(path, why);
    return keepLock();
  }
  s.lock = std::move(lock);
  s.readOnly = readOnly;
  s.stamp = stamp;
  s.projectPath = absolute;
  s.unsavedOutsideUndo = false;
  restartJournal(target, false);
  addRecent(s.projectPath);
  if (!context.warnings.isEmpty())
    QMessageBox::warning(window_, tr("Project opened with warnings"), context.warnings.join("\n"));
  emit modifiedChanged();
  return target;
}

bool ProjectSession::maybeSave(Workbench* bench) {
  if (!isModified(bench)) return true;
  const QString name = QString(bench->title()).remove('&');
  const auto answer = QMessageBox::question(
      window_, tr("Unsaved labels"),
      tr("Your labels in the %1 workbench (%2) are not saved. Save them to a project first?")
          .arg(name, bench->dataName()),
      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Cancel) return false;
  if (answer == QMessageBox::Save) return save(bench);
  Slot& s = slot(bench);
  s.unsavedOutsideUndo = false;
  bench->undoStack()->setClean();  // discarded: what follows replaces them
  restartJournal(bench, false);
  emit modifiedChanged();
  return true;
}

bool ProjectSession::closeAll() {
  for (Workbench* bench : benches_)
    if (!maybeSave(bench)) return false;
  for (Workbench* bench : benches_) {
    slot(bench).journal->discard();
    forgetProject(bench);
  }
  return true;
}

std::vector<Workbench*> ProjectSession::recover(bool ask) {
  QElapsedTimer sinceFound;  // reading, loading and replaying (recovery time in the README)
  sinceFound.start();
  QStringList errors;
  std::vector<EditJournal::Left> journals;
  for (EditJournal::Left& left : EditJournal::leftBehind(&errors)) {
    if (left.worthRecovering() && bench(left.bench))
      journals.push_back(std::move(left));
    else
      EditJournal::remove(left.file);
  }
  if (!errors.isEmpty())
    QMessageBox::warning(
        window_, tr("Damaged recovery journals"),
        tr("These journals could not be read and were left in place:\n%1").arg(errors.join("\n")));
  std::vector<Workbench*> recovered;
  if (journals.empty()) return recovered;
  QStringList what;
  for (const auto& left : journals) {
    // An unsaved base (e.g. after a settings change restarted the journal) holds the labels
    // made before it; counting only the edits after it would read "0 label edit(s)".
    const QString title = QString(bench(left.bench)->title()).remove('&');
    const QString edits = tr("%Ln label edit(s)", nullptr, int(left.edits.size()));
    QString line;
    if (!left.unsaved)
      line = left.edits.empty() ? QString() : tr("%1: %2").arg(title, edits);
    else if (left.edits.empty())
      line = tr("%1: unsaved labels and settings").arg(title);
    else
      line = tr("%1: unsaved labels and settings, then %2").arg(title, edits);
    if (left.modelTrained)
      line = line.isEmpty() ? tr("%1: a model trained after the last save").arg(title)
                            : tr("%1, and a model trained after the last save").arg(line);
    what << line;
  }
  if (ask && QMessageBox::question(
                 window_, tr("Recover unsaved labels"),
                 tr("M3Studio did not close normally. Recover the unsaved labels?\n\n%1")
                     .arg(what.join("\n")),
                 QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes) != QMessageBox::Yes) {
    for (const auto& left : journals) EditJournal::remove(left.file);
    return recovered;
  }
  for (const auto& left : journals) {
    Workbench* target = bench(left.bench);
    ProjectContext context;
    context.forJournal = true;
    QString error;
    int failed = 0;
    if (!load(target, left.base, context, &error)) {
      QMessageBox::warning(window_, tr("Cannot recover"), tr("%1: %2").arg(left.file, error));
      continue;  // the journal stays for another try
    }
    loading_ = true;
    QElapsedTimer replay;
    replay.start();
    for (const QJsonObject& edit : left.edits) failed += !target->replayEdit(edit, &error);
    loading_ = false;
    const QString done = tr("Recovered %L1 of %Ln unsaved label edit(s) in %2 (replayed in %L3 s, %L4 s "
                            "since the journals were found); "
                            "save them to a project.",
                            "", static_cast<int>(left.edits.size()))
                             .arg(left.edits.size() - failed)
                             .arg(QString(target->title()).remove('&'))
                             .arg(replay.elapsed() / 1000.0, 0, 'f', 3)
                             .arg(sinceFound.elapsed() / 1000.0, 0, 'f', 3);
    qInfo("%s", qPrintable(done));  // for scripts that measure recovery
    emit target->message(done);
    if (failed > 0)
      QMessageBox::warning(window_, tr("Some edits could not be recovered"),
                           tr("%L1 of %Ln edit(s) did not fit the data (%2)", "",
                              static_cast<int>(left.edits.size()))
                               .arg(failed)
                               .arg(error));
    Slot& s = slot(target);
    forgetProject(target);
    if (!left.projectPath.isEmpty()) {  // its project again, read-only if another window has it
      bool ignored = false;
      s.lock = lockProject(target, left.projectPath, false, &ignored);
      s.readOnly = !s.lock;
      s.stamp = FileStamp::of(left.projectPath);
      s.projectPath = left.projectPath;
    }
    s.unsavedOutsideUndo = true;
    restartJournal(target, true);
    EditJournal::remove(left.file);
    recovered.push_back(target);
  }
  emit modifiedChanged();
  return recovered;
}

QStringList ProjectSession::recentProjects() const {
  return QSettings().value("projects/recent").toStringList();
}

void ProjectSession::addRecent(const QString& path) {
  QStringList recent = recentProjects();
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > kRecentProjects) recent.removeLast();
  QSettings settings;
  settings.setValue("projects/recent", recent);
  settings.setValue("paths/lastProject", QFileInfo(path).absolutePath());
  emit recentProjectsChanged();
}

}  // namespace m3
