#include "main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>

#include "help_windows.h"
#include "memory_release.h"
#include "problem_report.h"
#include "project_file.h"
#include "training_monitor.h"
#include "workbench_list.h"

namespace m3 {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowIcon(QIcon(":/icons/m3studio.svg"));
  setAcceptDrops(true);
  benches_ = createWorkbenches(this);
  stack_ = new QStackedWidget(this);
  undoGroup_ = new QUndoGroup(this);
  for (Workbench* bench : benches_) {
    stack_->addWidget(bench->widget());
    undoGroup_->addStack(bench->undoStack());
  }
  setCentralWidget(stack_);
  session_ = new ProjectSession(benches_, this);
  monitor_ = new TrainingMonitor(this);
  createActions();
  createMenusAndToolbar();
  for (Workbench* bench : benches_) connectWorkbench(bench);
  connect(session_, &ProjectSession::modifiedChanged, this, &MainWindow::updateTitle);
  connect(session_, &ProjectSession::recentProjectsChanged, this, &MainWindow::rebuildMenus);
  // Every 30 s, what the workbenches' threads freed goes back to the system (memory_release.h).
  auto* releaseTimer = new QTimer(this);
  connect(releaseTimer, &QTimer::timeout, this, [] { releaseFreedMemory(); });
  releaseTimer->start(30000);
  statusLabels_ = new QLabel(this);
  statusModel_ = new QLabel(this);
  statusBar()->addWidget(statusLabels_, 1);
  statusBar()->addPermanentWidget(statusModel_);
  QSettings prefs;
  restoreGeometry(prefs.value("window/geometry").toByteArray());
  restoreState(prefs.value("window/state").toByteArray());
  // The first start fills a laptop's screen, less what the window manager's frame and title
  // take (unknown before the window is shown), and no more than 1280x800 on a larger one.
  if (!prefs.contains("window/geometry"))
    resize(QSize(1280, 800).boundedTo(screen()->availableGeometry().size() - QSize(16, 48)));
  setActiveWorkbench(benches_.front(), false);  // the caller opens data (or recovers it)
}

MainWindow::~MainWindow() {
  // Children die after this body: undo stacks signal cleanChanged as they go.
  session_->disconnect(this);
  for (Workbench* bench : benches_) {
    bench->stop();
    bench->disconnect(this);
    bench->undoStack()->disconnect(session_);
    undoGroup_->removeStack(bench->undoStack());
  }
  QSettings().setValue("window/geometry", saveGeometry());
  QSettings().setValue("window/state", saveState());
}

Workbench* MainWindow::workbench(const QString& id) const {
  for (Workbench* b : benches_)
    if (b->id() == id) return b;
  return nullptr;
}

QAction* MainWindow::makeAction(const QString& name, const QString& icon, const QString& text,
                                const QKeySequence& key, const QString& tip) {
  auto* a = new QAction(text, this);
  if (!icon.isEmpty()) a->setIcon(QIcon(":/icons/" + icon + ".svg"));
  a->setObjectName(name);
  if (!key.isEmpty()) a->setShortcut(key);
  a->setToolTip(key.isEmpty() ? tip : tip + " (" + key.toString(QKeySequence::NativeText) + ")");
  a->setStatusTip(tip);
  actions_[name] = a;
  return a;
}

void MainWindow::createActions() {
  auto on = [this](QAction* a, auto slot) { connect(a, &QAction::triggered, this, slot); };
  on(makeAction("open", "open", tr("&Open…"), QKeySequence::Open,
                tr("Open a project or any data file M3Studio reads")),
     [this] { openDialog(); });
  on(makeAction("save", "save", tr("&Save Project"), QKeySequence::Save,
                tr("Save the data references, your labels, the settings and the model")),
     [this] { session_->save(active_); });
  // Not QKeySequence::SaveAs: it is empty on desktops without a platform theme (Ctrl+Shift+S did
  // nothing in the walkthrough of issue 52).
  on(makeAction("saveAs", "save", tr("Save Project &As…"),
                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                tr("Save the project under a new name")),
     [this] { session_->saveAs(active_); });
  on(makeAction("exportModel", "export-model", tr("Export &Model…"), QKeySequence(tr("Ctrl+E")),
                tr("Save the trained model as JSON (readable by m3studio-cli)")),
     [this] {
       if (active_->hasModel())
         exportTo(tr("Export Model"), active_->id() + "-model.json", tr("M3Studio models (*.json)"),
                  [this](const QString& path, QString* error) {
                    return active_->exportModel(path, error);
                  });
     });
  on(makeAction("exportLabels", "export-labels", tr("Export &Labels…"),
                QKeySequence(tr("Ctrl+Shift+E")),
                tr("Write your labels in the data's own format: the model's prediction where you "
                   "gave none, else the file's")),
     [this] {
       exportTo(tr("Export Labels"), active_->labelsFileName(), active_->labelsFilter(),
                [this](const QString& path, QString* error) {
                  return active_->exportLabels(path, error);
                });
     });
  on(makeAction("quit", "", tr("&Quit"), QKeySequence::Quit, tr("Quit M3Studio")),
     [this] { close(); });
  on(makeAction("train", "train", tr("&Train"), QKeySequence(tr("F5")),
                tr("Train on your labels in the background")),
     [this] { active_->train(); });
  on(makeAction("stop", "stop", tr("Sto&p"), QKeySequence(tr("Shift+F5")),
                tr("Stop training and keep the model reached so far")),
     [this] {
       actions_["live"]->setChecked(false);
       active_->stop();
     });
  QAction* live = makeAction("live", "live", tr("&Live Update"), QKeySequence(tr("F6")),
                             tr("Retrain automatically (warm start) after every label edit"));
  live->setCheckable(true);
  connect(live, &QAction::toggled, this, [this](bool checked) { active_->setLiveUpdate(checked); });
  // F8 near Train (F5) and Live Update (F6), and no letter: Handwriting types letters (and
  // takes F7 to check its predictions).
  on(makeAction("labelNext", "label-next", tr("Label &Next"), QKeySequence(tr("F8")),
                tr("Show the item the model is least sure of that you have not labelled yet")),
     [this] { active_->labelNext(); });
  on(makeAction("options", "", tr("Training &Options…"), QKeySequence(),
                tr("Regularisation, stopping rule, model")),
     [this] { active_->showTrainingOptions(this); });
  // F1 is the help key of every desktop: the guide, on the active workbench's page.
  on(makeAction("guide", "", tr("&User Guide"), QKeySequence(QKeySequence::HelpContents),
                tr("The user guide, on the page of the active workbench")),
     [this] { showUserGuide(this, active_ ? active_->id() : QString()); });
  on(makeAction("keys", "", tr("&Keyboard Shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_F1),
                tr("The keys of the active workbench")),
     [this] { showKeys(); });
  on(makeAction("about", "", tr("&About M3Studio"), QKeySequence(), tr("About M3Studio")),
     [this] { showAbout(this); });
  auto* group = new QActionGroup(this);
  for (Workbench* bench : benches_) {
    QAction* a = makeAction("workbench-" + bench->id(), "", bench->title(), bench->shortcut(),
                            bench->description());
    a->setCheckable(true);
    group->addAction(a);
    on(a, [this, bench] { setActiveWorkbench(bench); });
  }
  QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  undo->setIcon(QIcon(":/icons/undo.svg"));
  undo->setStatusTip(tr("Undo the last label edit of the active workbench"));
  // The toolbar button keeps one width: the menu and the tool tip name the edit, and a
  // button that grew with it would move Train from under the pointer.
  undo->setIconText(tr("Undo"));
  actions_["undo"] = undo;
  QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
  redo->setShortcut(QKeySequence::Redo);
  redo->setIcon(QIcon(":/icons/redo.svg"));
  redo->setStatusTip(tr("Redo the label edit you undid"));
  redo->setIconText(tr("Redo"));
  actions_["redo"] = redo;
}

void MainWindow::createMenusAndToolbar() {
  fileMenu_ = menuBar()->addMenu(tr("&File"));
  recentMenu_ = new QMenu(tr("Open &Recent"), this);
  editMenu_ = menuBar()->addMenu(tr("&Edit"));
  QMenu* training = menuBar()->addMenu(tr("&Training"));
  for (const char* n : {"train", "stop", "live", "labelNext"}) training->addAction(actions_[n]);
  training->addSeparator();
  training->addAction(actions_["options"]);
  QMenu* workbenches = menuBar()->addMenu(tr("&Workbench"));
  for (Workbench* bench : benches_) workbenches->addAction(actions_["workbench-" + bench->id()]);
  viewMenu_ = menuBar()->addMenu(tr("&View"));
  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(actions_["guide"]);
  help->addAction(actions_["keys"]);
  help->addAction(actions_["about"]);

  QToolBar* bar = addToolBar(tr("Main"));
  bar->setObjectName("mainToolbar");
  bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  for (const char* n : {"open", "save"}) bar->addAction(actions_[n]);
  bar->addSeparator();
  for (const char* n : {"undo", "redo"}) bar->addAction(actions_[n]);
  bar->addSeparator();
  for (const char* n : {"train", "stop", "live", "labelNext"}) bar->addAction(actions_[n]);
  bar->addSeparator();
  for (const char* n : {"exportModel", "exportLabels"}) bar->addAction(actions_[n]);

  auto* dock = new QDockWidget(tr("Training Monitor"), this);
  dock->setObjectName("trainingMonitorDock");
  dock->setWidget(monitor_);
  addDockWidget(Qt::RightDockWidgetArea, dock);
  for (Workbench* bench : benches_)
    for (QDockWidget* d : bench->docks()) {  // as tabs beside the monitor: both keep full height
      d->setParent(this);
      tabifyDockWidget(dock, d);
      d->hide();
    }
}

// The menus hold the shell's actions plus the active workbench's own.
void MainWindow::rebuildMenus() {
  fileMenu_->clear();
  fileMenu_->addAction(actions_["open"]);
  recentMenu_->clear();
  for (const QString& path : session_->recentProjects())
    connect(recentMenu_->addAction(QFileInfo(path).fileName() + "  —  " +
                                   QFileInfo(path).absolutePath()),
            &QAction::triggered, this, [this, path] { openPath(path); });
  recentMenu_->setEnabled(!recentMenu_->isEmpty());
  fileMenu_->addMenu(recentMenu_);
  fileMenu_->addSeparator();
  fileMenu_->addActions(active_->fileActions());
  fileMenu_->addSeparator();
  for (const char* n : {"save", "saveAs", "", "exportModel", "exportLabels", "", "quit"}) {
    if (*n)
      fileMenu_->addAction(actions_[n]);
    else
      fileMenu_->addSeparator();
  }
  editMenu_->clear();
  editMenu_->addAction(actions_["undo"]);
  editMenu_->addAction(actions_["redo"]);
  if (!active_->editActions().isEmpty()) editMenu_->addSeparator();
  editMenu_->addActions(active_->editActions());
  viewMenu_->clear();
  viewMenu_->addActions(active_->viewActions());
  viewMenu_->addSeparator();
  for (QDockWidget* dock : findChildren<QDockWidget*>())
    if (dock->objectName() == "trainingMonitorDock" || active_->docks().contains(dock))
      viewMenu_->addAction(dock->toggleViewAction());
  viewMenu_->addAction(findChild<QToolBar*>("mainToolbar")->toggleViewAction());
}

void MainWindow::connectWorkbench(Workbench* bench) {
  auto ifActive = [this, bench](auto f) {
    return [this, bench, f](auto&&... args) {
      if (bench == active_) f(args...);
    };
  };
  connect(bench, &Workbench::statusChanged, this, ifActive([this] { updateActions(); }));
  connect(bench, &Workbench::trainingStateChanged, this, ifActive([this] { updateActions(); }));
  connect(bench, &Workbench::trainingStarted, this, ifActive([this](const QString& what) {
            monitor_->clear();
            monitor_->setStatus(what);
            updateActions();
          }));
  connect(bench, &Workbench::trainingProgress, this,
          ifActive([this](const TrainingProgress& p) { monitor_->addProgress(p); }));
  connect(bench, &Workbench::message, this, ifActive([this](const QString& text) {
            statusBar()->showMessage(text, 10000);
            monitor_->setStatus(text);
          }));
}

void MainWindow::setActiveWorkbench(Workbench* bench, bool openDefault) {
  if (active_ && active_ != bench) active_->setLiveUpdate(false);
  // All other docks: restoreState() shows those open at the last close, whoever owns them.
  for (Workbench* other : benches_)
    for (QDockWidget* dock : other->docks()) dock->setVisible(other == bench);
  findChild<QDockWidget*>("trainingMonitorDock")->raise();
  active_ = bench;
  {
    const QSignalBlocker block(actions_["live"]);
    actions_["live"]->setChecked(false);
  }
  // Only the page shown sets the window's minimum size: a stack asks for the widest of all
  // its pages, and one wide page made every workbench too wide for a 1280-pixel screen.
  for (Workbench* other : benches_)
    other->widget()->setSizePolicy(other == bench ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                                   other == bench ? QSizePolicy::Preferred : QSizePolicy::Ignored);
  stack_->setCurrentWidget(bench->widget());
  undoGroup_->setActiveStack(bench->undoStack());
  actions_["workbench-" + bench->id()]->setChecked(true);
  actions_["options"]->setVisible(bench->hasTrainingOptions());
  monitor_->clear();
  statusBar()->clearMessage();  // the last workbench's news
  if (openDefault && !bench->hasData()) bench->openDefault();
  rebuildMenus();
  updateActions();
}

void MainWindow::updateActions() {
  actions_["stop"]->setEnabled(active_->isTraining());
  actions_["exportModel"]->setEnabled(active_->hasModel());
  actions_["labelNext"]->setEnabled(active_->canLabelNext());
  actions_["exportLabels"]->setEnabled(active_->canExportLabels());
  statusLabels_->setText(active_->statusText());
  statusModel_->setText(active_->modelText());
  updateTitle();
}

void MainWindow::updateTitle() {
  const QString project = session_->projectPath(active_);
  QString name = project.isEmpty() ? active_->dataName() : QFileInfo(project).fileName();
  if (session_->isReadOnly(active_)) name = tr("%1 (read-only)").arg(name);
  const QString bench = QString(active_->title()).remove('&');
  setWindowTitle(name.isEmpty() ? tr("%1[*] — M3Studio").arg(bench)  // nothing open yet
                                : tr("%1[*] — %2 — M3Studio").arg(name, bench));
  setWindowModified(session_->isModified(active_));
}

Workbench* MainWindow::workbenchHolding(const QStringList& paths) const {
  QStringList wanted;
  for (const QString& p : paths) wanted << QFileInfo(p).absoluteFilePath();
  wanted.sort();
  for (Workbench* bench : benches_) {
    QStringList held = bench->dataPaths();
    held.sort();
    if (!wanted.isEmpty() && held == wanted) return bench;
  }
  return nullptr;
}

bool MainWindow::openPaths(const QStringList& paths) {
  if (paths.isEmpty()) return false;
  QString error;
  if (paths.size() == 1 && isProjectPath(paths.first())) {
    Workbench* bench = session_->openProject(paths.first(), &error);
    if (bench) setActiveWorkbench(bench);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Cannot open project"), error);
    return bench != nullptr;
  }
  Workbench* target = nullptr;
  for (Workbench* bench : benches_)
    if (std::all_of(paths.begin(), paths.end(),
                    [bench](const QString& p) { return bench->canOpen(p); })) {
      target = bench;
      break;
    }
  if (!target) {
    QMessageBox::warning(
        this, tr("Cannot open"),
        tr("No workbench opens %1 (see File ▸ Open for the formats).").arg(paths.join(", ")));
    return false;
  }
  setActiveWorkbench(target, false);
  if (!session_->maybeSave(target)) return false;
  const bool opened = target->openFiles(paths, &error);
  if (!error.isEmpty())
    warnAboutFiles(this, opened ? tr("Some files were skipped") : tr("Cannot open"), error);
  if (opened) statusBar()->showMessage(tr("Opened %1").arg(paths.join(", ")), 5000);
  updateActions();
  return opened;
}

void MainWindow::openDialog() {
  QStringList patterns{"*.m3p", "*.m3s", "*.m3t"};
  QStringList filters{tr("M3Studio projects (*.m3p *.m3s *.m3t)")};
  for (Workbench* bench : benches_) {
    const QString filter = bench->dataFilter().section(";;", 0, 0);
    filters << QString(bench->title()).remove('&') + ": " + filter;
    patterns << filter.section('(', 1).section(')', 0, 0).split(' ');
  }
  patterns.removeDuplicates();
  filters.prepend(tr("Everything M3Studio opens (%1)").arg(patterns.join(' ')));
  filters << tr("All files (*)");
  const QStringList paths = QFileDialog::getOpenFileNames(
      this, tr("Open"), QSettings().value("paths/lastOpen").toString(), filters.join(";;"));
  if (paths.isEmpty()) return;
  QSettings().setValue("paths/lastOpen", QFileInfo(paths.first()).absolutePath());
  openPaths(paths);
}

// Asks where, then writes with `write`; says in the status bar or a message box how it went.
void MainWindow::exportTo(const QString& title, const QString& name, const QString& filter,
                          const std::function<bool(const QString&, QString*)>& write) {
  const QString path = QFileDialog::getSaveFileName(this, title, name, filter);
  QString error;
  if (path.isEmpty()) return;
  if (write(path, &error))
    statusBar()->showMessage(tr("Written to %1").arg(path), 5000);
  else
    QMessageBox::warning(this, tr("Cannot export"), error);
}

QList<QPair<QString, QString>> MainWindow::shellKeys() const {
  QList<QPair<QString, QString>> keys;
  for (const char* n : {"open", "save", "undo", "redo", "train", "stop", "live", "labelNext",
                        "exportModel", "exportLabels", "guide", "keys"})
    if (const QAction* action = actions_[n]; !action->shortcut().isEmpty())
      keys << qMakePair(action->shortcut().toString(QKeySequence::NativeText), action->statusTip());
  for (const Workbench* bench : benches_)
    keys << qMakePair(bench->shortcut().toString(QKeySequence::NativeText),
                      tr("Switch to %1").arg(QString(bench->title()).remove('&')));
  return keys;
}

void MainWindow::showKeys() {
  QString rows;
  for (const auto& [keys, what] : active_->keys() + shellKeys())
    rows += "<tr><td><b>" + keys.toHtmlEscaped() + "</b></td><td>" + what.toHtmlEscaped() + "</td></tr>";
  QMessageBox box(QMessageBox::NoIcon,
                  tr("Keyboard Shortcuts — %1").arg(QString(active_->title()).remove('&')),
                  "<table cellspacing=4>" + rows + "</table>", QMessageBox::Close, this);
  box.exec();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!session_->closeAll()) return event->ignore();
  for (Workbench* bench : benches_) bench->stop();
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  QStringList paths;
  for (const QUrl& url : event->mimeData()->urls())
    if (url.isLocalFile()) paths << url.toLocalFile();
  event->acceptProposedAction();
  openPaths(paths);
}

}  // namespace m3
