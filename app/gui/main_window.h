#pragma once
// The M3Studio main window: menus and toolbar (open, save, train, stop, live update,
// export), the handwriting workbench in the centre, the training monitor dock and the
// status bar. It owns the document and the training controller and wires them to the
// views; it never trains or computes features itself (core does, via the controller).
#include <QDockWidget>
#include <QMainWindow>
#include <QTimer>
#include <functional>
#include <memory>

#include "handwriting_document.h"
#include "project_file.h"
#include "training_controller.h"

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;
class QUndoGroup;

namespace m3 {

class BondWorkbench;
class SceneWorkbench;
class RegionWorkbench;
class SegmentationWorkbench;
class HandwritingView;
class TerrainWorkbench;
class TrainingMonitor;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // Opens the built-in synthetic sample (the default a fresh user sees).
  void openSample(int words = 300, int seed = 7);
  // Opens a letter.data file (optionally .gz) or a project file (*.m3s). Returns false
  // after telling the user why it failed.
  bool openPath(const QString& path);
  bool saveProjectTo(const QString& path);
  // Copies the dataset file's letters into the user labels of every word of `fold` (one
  // undo step); returns how many words changed.
  int labelFoldFromFile(int fold);

  // Autosave (every minute while labels are unsaved) and recovery after a crash.
  static QString autosavePath();
  void autosave();
  bool recoverAutosave();
  bool hasUnsavedChanges() const { return document_.isModified() || recovered_; }

  // The workbenches; Train, Stop, Live update, Undo and Export act on the active one.
  enum class Workbench { Handwriting, Terrain, Bonds, Scenes, Regions, Segments };
  void setWorkbench(Workbench workbench);
  Workbench workbench() const { return workbench_; }
  TerrainWorkbench* terrainWorkbench() { return terrain_; }
  BondWorkbench* bondWorkbench() { return bonds_; }
  SceneWorkbench* sceneWorkbench() { return scenes_; }
  RegionWorkbench* regionWorkbench() { return regions_; }
  SegmentationWorkbench* segmentationWorkbench() { return segments_; }

  HandwritingDocument* document() { return &document_; }
  HandwritingView* handwritingView() { return view_; }
  TrainingMonitor* trainingMonitor() { return monitor_; }
  TrainingController* trainingController() { return &controller_; }
  TrainingSettings& trainingSettings() { return settings_; }
  QAction* action(const QString& name) const;

 public slots:
  void train();
  void stopTraining();

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void createActions();
  void createMenusAndToolbar();
  void createDocks();
  void connectDocument();
  // The wiring every background-training workbench shares with the window (main_window.cpp).
  template <class Bench>
  void connectWorkbench(Bench* bench, std::function<QString()> startText);
  void openDialog();
  bool saveProject();
  bool saveProjectAs();
  void exportModel();
  void exportLabels();
  void showTrainingOptions();
  void useFileLabels();
  void openProteinsDialog();
  void openTrypsinDemo();
  void openScenesDialog();
  void openImageDialog();
  void openTruthDialog();
  void openImagesToSegmentDialog();
  void loadReferenceDialog();
  void onLabelsEdited(int word, const Labeling& before, const Labeling& after, const QString& text);
  void onTrainingFinished(std::shared_ptr<const ChainModel> model, const TrainingProgress& last,
                          StopReason reason, int labelledLetters);
  void predictWith(std::shared_ptr<const ChainModel> model);
  void updateStatus();
  void updateActions();
  bool maybeSave();
  void setDocumentTitle(const QString& name);
  void setDataset(std::shared_ptr<const HandwritingDataset> dataset, const QString& source);
  HandwritingTrainingRequest snapshot() const;
  ProjectData projectData() const;
  void clearAutosave();

  HandwritingDocument document_;
  TrainingController controller_;
  TrainingSettings settings_;
  HandwritingView* view_ = nullptr;
  TerrainWorkbench* terrain_ = nullptr;
  BondWorkbench* bonds_ = nullptr;
  SceneWorkbench* scenes_ = nullptr;
  RegionWorkbench* regions_ = nullptr;
  SegmentationWorkbench* segments_ = nullptr;
  QStackedWidget* stack_ = nullptr;
  QUndoGroup* undoGroup_ = nullptr;
  QDockWidget* metricsDock_ = nullptr;
  Workbench workbench_ = Workbench::Handwriting;
  TrainingMonitor* monitor_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QLabel* statusLabels_ = nullptr;
  QLabel* statusModel_ = nullptr;
  QTimer liveDebounce_;
  QTimer autosaveTimer_;
  bool recovered_ = false;  // labels came from an autosave and are not in any project yet
  quint64 predictionGeneration_ = 0;  // results of older prediction runs are dropped
  quint64 datasetGeneration_ = 0;     // bumped per opened dataset
  quint64 trainingDataset_ = 0;       // dataset generation of the latest training request
  QString projectPath_;
  QString terrainProjectPath_;
  QString datasetPath_;  // empty for the built-in sample
  int sampleWords_ = 0, sampleSeed_ = 0;
  QMap<QString, QAction*> actions_;
};

}  // namespace m3
