#pragma once
// What the shell knows of a workbench, and all it knows (docs/architecture.md). A workbench
// owns its data, its widget, its undo stack, its training and its part of a project file; the
// shell (main_window.h) hosts any number of them: it builds the menus from their titles,
// shortcuts and actions, routes Train / Stop / Live / Undo / Export / Save to the active one,
// keeps each one's project path, journals every label edit it reports (labelsEdited) and asks
// Save / Discard / Cancel before data with unsaved edits is replaced or the window closes.
#include <QJsonObject>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

#include "learning/progress.h"
#include "project_context.h"

class QAction;
class QDockWidget;
class QUndoStack;
class QWidget;

namespace m3 {

class Workbench;

// The services a workbench asks of the shell that hosts it.
class WorkbenchHost {
 public:
  virtual ~WorkbenchHost() = default;
  // Asked before the workbench replaces its open data: true when the user saved or discarded
  // the unsaved edits (or there were none), false when they cancelled.
  virtual bool mayReplaceData(Workbench* bench) = 0;
};

class Workbench : public QObject {
  Q_OBJECT
 public:
  using QObject::QObject;

  // --- identity
  // Stable and lower case ("terrain"): project files, journals and settings use it.
  virtual QString id() const = 0;
  virtual QString title() const = 0;  // the menu text, with its & mnemonic
  virtual QString description() const = 0;
  virtual QKeySequence shortcut() const = 0;
  virtual QWidget* widget() = 0;
  // Rows of the Help > Keyboard Shortcuts table: (keys, what they do).
  virtual QList<QPair<QString, QString>> keys() const = 0;

  // --- what it brings into the shell's menus (shown while it is active)
  virtual QList<QAction*> fileActions() { return {}; }
  virtual QList<QAction*> editActions() { return {}; }
  virtual QList<QAction*> viewActions() { return {}; }
  virtual QList<QDockWidget*> docks() { return {}; }
  virtual QUndoStack* undoStack() = 0;

  // --- data
  virtual bool hasData() const = 0;
  virtual void openDefault() = 0;  // what a fresh user sees (a generated sample)
  // Name of the open data for the window title ("words.data", "sample street").
  virtual QString dataName() const = 0;
  // The file dialog filter of the data it opens, e.g. "Point clouds (*.ply *.las)".
  virtual QString dataFilter() const = 0;
  // Whether `path` is data this workbench opens (decided by name, or by a look inside).
  virtual bool canOpen(const QString& path) const = 0;
  // Opens data files, replacing the open data; false with *error when nothing was opened.
  // Files that were skipped (the rest opened) are named in *error with a true result.
  virtual bool openFiles(const QStringList& paths, QString* error) = 0;
  // The files the open data was read from, absolute (empty: a generated sample, or not kept).
  // The shell does not reopen these over labels it has just recovered for them.
  virtual QStringList dataPaths() const { return {}; }

  // --- training
  virtual void train() = 0;
  virtual void stop() = 0;
  virtual bool isTraining() const = 0;
  virtual void setLiveUpdate(bool on) = 0;
  // Training Options (C, stopping rule, model) where the workbench has a dialog for them.
  virtual bool hasTrainingOptions() const { return false; }
  virtual void showTrainingOptions(QWidget* /*parent*/) {}
  virtual QString statusText() const = 0;  // counts of data and labels, for the status bar
  virtual QString modelText() const = 0;   // "model: AMN, C = 0.1" or "no model"

  // --- what to label next: the items the current model is least sure of (its smallest
  // structured margins, core/tasks/suggestions.h)
  // Whether labelNext() has a model's margins to go by.
  virtual bool canLabelNext() const { return false; }
  // Selects and shows the next such item the user has not labelled nor been shown for this
  // model, and says in a message what it showed (or why there is none).
  virtual void labelNext() {}

  // --- the trained model
  virtual bool hasModel() const = 0;
  // The model as projects hold it (the value of the state's "model"), {} without one. The
  // journal keeps it too, so that crash recovery brings it back with the labels.
  virtual QJsonObject modelJson() const = 0;

  // --- export
  virtual bool exportModel(const QString& path, QString* error) const = 0;
  virtual bool canExportLabels() const = 0;
  virtual QString labelsFilter() const = 0;    // "PNG index masks (*.png)"
  virtual QString labelsFileName() const = 0;  // the suggested name
  virtual bool exportLabels(const QString& path, QString* error) const = 0;

  // --- projects and the journal (docs/project-format.md)
  // The workbench's part of a project: data references, the user's labels, its settings and
  // the last model (context.forJournal: no checksums, written on every open).
  virtual QJsonObject saveState(ProjectContext& context) const = 0;
  // Opens the data a state refers to and restores labels, settings and model.
  virtual bool loadState(const QJsonObject& state, ProjectContext& context, QString* error) = 0;
  // Applies one record that labelsEdited reported (crash recovery replays the journal).
  virtual bool replayEdit(const QJsonObject& edit, QString* error) = 0;

  void setHost(WorkbenchHost* host) { host_ = host; }

 signals:
  // Every confirmed change of the user's labels (an edit, its undo or redo), as a record
  // replayEdit understands; the shell appends it to the journal before returning.
  void labelsEdited(const QJsonObject& edit);
  // Other data is open (the journal starts again from it).
  void dataReplaced();
  // Training made a model not saved anywhere yet (not one a project or journal brought back):
  // unsaved work, which the shell journals.
  void modelTrained();
  // A change that label edits cannot describe (classes renamed or added): the journal starts
  // again from the current state, which counts as unsaved.
  void baseChanged();
  void statusChanged();  // status text, model or export state changed
  void trainingStarted(const QString& what);
  void trainingProgress(const m3::TrainingProgress& progress);
  void trainingStateChanged();
  void message(const QString& text);

 protected:
  // Call before replacing open data; false: the user cancelled.
  bool mayReplaceData() { return !host_ || host_->mayReplaceData(this); }
  // An "Open …" action of the workbench's File menu: asks for files (`several` or one, in the
  // folder last used for `folderKey`), then about unsaved labels, then openFiles(), and shows
  // what went wrong or was skipped.
  QAction* openAction(const QString& text, const QString& tip, const QString& folderKey,
                      bool several);
  // An action that opens generated data with `open` after asking about unsaved labels.
  QAction* sampleAction(const QString& text, const QString& tip, std::function<void()> open);
  // Tell the base about the model the predictions on screen come from, after every change of
  // predictions: a model not seen before, unless `restored` (from a project or the journal),
  // is reported as modelTrained.
  void noteModel(const std::shared_ptr<const void>& model, bool restored = false);

 private:
  WorkbenchHost* host_ = nullptr;
  // Held weakly: a model freed and another allocated at its address is still a new one.
  std::weak_ptr<const void> knownModel_;
};

}  // namespace m3
