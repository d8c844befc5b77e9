#pragma once
// The M3Studio shell (docs/architecture.md): hosts the workbenches and knows them only through
// workbench.h. Menus and the toolbar act on the active workbench (Open, Save, Undo, Train,
// Stop, Live update, Export); the Workbench menu switches between them; the training monitor
// dock shows the active one's training; ProjectSession keeps projects, journals and the
// unsaved-changes questions. Files open from File > Open, drag and drop and the command line,
// and the workbench that opens them is chosen from the files.
#include <QMainWindow>
#include <QMap>
#include <functional>
#include <vector>

#include "project_session.h"
#include "workbench.h"

class QLabel;
class QMenu;
class QStackedWidget;
class QUndoGroup;

namespace m3 {

class TrainingMonitor;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  const std::vector<Workbench*>& workbenches() const { return benches_; }
  Workbench* workbench(const QString& id) const;
  // The workbench whose open data was read from exactly these files (dataPaths), if any.
  Workbench* workbenchHolding(const QStringList& paths) const;
  template <class Bench>
  Bench* workbench() const {
    for (Workbench* b : benches_)
      if (auto* found = qobject_cast<Bench*>(b)) return found;
    return nullptr;
  }
  Workbench* activeWorkbench() const { return active_; }
  // Shows `bench`; with `openDefault`, opens its default data when it has none.
  void setActiveWorkbench(Workbench* bench, bool openDefault = true);
  // A project, or data files one workbench opens; false after telling the user why.
  bool openPaths(const QStringList& paths);
  bool openPath(const QString& path) { return openPaths({path}); }

  ProjectSession* session() { return session_; }
  TrainingMonitor* trainingMonitor() { return monitor_; }
  QAction* action(const QString& name) const { return actions_.value(name); }
  // The shell's own keys and what they do (Help > Keyboard Shortcuts, the user guide's table).
  QList<QPair<QString, QString>> shellKeys() const;

 protected:
  void closeEvent(QCloseEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  QAction* makeAction(const QString& name, const QString& icon, const QString& text,
                      const QKeySequence& key, const QString& tip);
  void createActions();
  void createMenusAndToolbar();
  void connectWorkbench(Workbench* bench);
  void rebuildMenus();
  void updateActions();
  void updateTitle();
  void openDialog();
  void exportTo(const QString& title, const QString& name, const QString& filter,
                const std::function<bool(const QString&, QString*)>& write);
  void showKeys();

  std::vector<Workbench*> benches_;
  Workbench* active_ = nullptr;
  ProjectSession* session_ = nullptr;
  QStackedWidget* stack_ = nullptr;
  QUndoGroup* undoGroup_ = nullptr;
  TrainingMonitor* monitor_ = nullptr;
  QMenu *fileMenu_ = nullptr, *recentMenu_ = nullptr, *editMenu_ = nullptr, *viewMenu_ = nullptr;
  QLabel* statusLabels_ = nullptr;
  QLabel* statusModel_ = nullptr;
  QMap<QString, QAction*> actions_;
};

}  // namespace m3
