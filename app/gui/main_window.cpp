#include "main_window.h"

#include <type_traits>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QActionGroup>
#include <QStackedWidget>
#include <QUndoGroup>
#include <QtConcurrent>

#include "bond_workbench.h"
#include "region_workbench.h"
#include "scene_workbench.h"
#include "segmentation_workbench.h"
#include "handwriting_view.h"
#include "metrics_view.h"
#include "terrain_workbench.h"
#include "io/letter_data.h"
#include "io/model_json.h"
#include "learning/kernel.h"
#include "label_commands.h"
#include "samples/handwriting_sample.h"
#include "training_monitor.h"
#include "training_options_dialog.h"
#include "word_list_model.h"

namespace m3 {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("M3Studio[*]"));
  setWindowIcon(QIcon(":/icons/m3studio.svg"));
  view_ = new HandwritingView(this);
  terrain_ = new TerrainWorkbench(this);
  bonds_ = new BondWorkbench(this);
  scenes_ = new SceneWorkbench(this);
  regions_ = new RegionWorkbench(this);
  segments_ = new SegmentationWorkbench(this);
  stack_ = new QStackedWidget(this);
  stack_->addWidget(view_);
  stack_->addWidget(terrain_);
  stack_->addWidget(bonds_);
  stack_->addWidget(scenes_);
  stack_->addWidget(regions_);
  stack_->addWidget(segments_);
  setCentralWidget(stack_);
  undoGroup_ = new QUndoGroup(this);
  undoGroup_->addStack(document_.undoStack());
  undoGroup_->addStack(terrain_->document()->undoStack());
  undoGroup_->addStack(bonds_->document()->undoStack());
  undoGroup_->addStack(scenes_->document()->undoStack());
  undoGroup_->addStack(regions_->document()->undoStack());
  undoGroup_->addStack(segments_->document()->undoStack());
  undoGroup_->setActiveStack(document_.undoStack());
  createActions();
  createMenusAndToolbar();
  createDocks();
  connectDocument();

  liveDebounce_.setSingleShot(true);
  liveDebounce_.setInterval(400);
  connect(&liveDebounce_, &QTimer::timeout, this, &MainWindow::train);

  autosaveTimer_.setInterval(60 * 1000);
  connect(&autosaveTimer_, &QTimer::timeout, this, &MainWindow::autosave);
  autosaveTimer_.start();

  statusLabels_ = new QLabel(this);
  statusModel_ = new QLabel(this);
  statusBar()->addWidget(statusLabels_, 1);
  statusBar()->addPermanentWidget(statusModel_);

  QSettings prefs;
  settings_.C = prefs.value("training/C", settings_.C).toDouble();
  settings_.maxPasses = prefs.value("training/maxPasses", settings_.maxPasses).toInt();
  settings_.gapTolerance = prefs.value("training/gap", settings_.gapTolerance).toDouble();
  settings_.useTransitions = prefs.value("training/transitions", true).toBool();
  settings_.kernel = prefs.value("training/kernel", QString()).toString();
  const bool checkReference = prefs.value("view/checkReference", true).toBool();
  actions_["checkReference"]->setChecked(checkReference);
  view_->model()->setCheckReference(checkReference);
  restoreGeometry(prefs.value("window/geometry").toByteArray());
  restoreState(prefs.value("window/state").toByteArray());
  if (!prefs.contains("window/geometry")) resize(1280, 800);
  updateActions();
}

MainWindow::~MainWindow() {
  // Members die before the child widgets; the undo stack signals from its destructor.
  document_.undoStack()->disconnect(this);
  undoGroup_->removeStack(document_.undoStack());
  document_.disconnect(this);
  controller_.disconnect(this);
  QSettings prefs;
  prefs.setValue("window/geometry", saveGeometry());
  prefs.setValue("window/state", saveState());
}

QAction* MainWindow::action(const QString& name) const { return actions_.value(name); }

void MainWindow::createActions() {
  auto make = [this](const QString& name, const QString& icon, const QString& text,
                     const QKeySequence& key, const QString& tip, auto slot) {
    auto* a = new QAction(text, this);
    if (!icon.isEmpty()) a->setIcon(QIcon(":/icons/" + icon + ".svg"));
    a->setObjectName(name);
    if (!key.isEmpty()) a->setShortcut(key);
    a->setToolTip(key.isEmpty() ? tip : tip + " (" + key.toString(QKeySequence::NativeText) + ")");
    a->setStatusTip(tip);
    connect(a, &QAction::triggered, this, slot);
    actions_[name] = a;
    return a;
  };
  make("open", "open", tr("&Open Dataset or Project…"), QKeySequence::Open,
       tr("Open a letter.data file (.data, .gz) or an M3Studio project (.m3s)"), [this] { openDialog(); });
  make("sample", "sample", tr("Open &Sample"), QKeySequence(),
       tr("Open the built-in synthetic handwriting sample"), [this] {
         if (maybeSave()) openSample();
       });
  make("save", "save", tr("&Save Project"), QKeySequence::Save,
       tr("Save the dataset reference, your labels and training settings"), [this] { saveProject(); });
  make("saveAs", "save", tr("Save Project &As…"), QKeySequence::SaveAs, tr("Save the project under a new name"),
       [this] { saveProjectAs(); });
  make("exportModel", "export-model", tr("Export &Model…"), QKeySequence(tr("Ctrl+E")),
       tr("Save the trained model as JSON (readable by m3studio-cli)"), [this] { exportModel(); });
  make("exportLabels", "export-labels", tr("Export &Labels…"), QKeySequence(tr("Ctrl+Shift+E")),
       tr("Write letter.data with your labels, predictions where you gave none"), [this] { exportLabels(); });
  make("quit", "", tr("&Quit"), QKeySequence::Quit, tr("Quit M3Studio"), [this] { close(); });
  make("train", "train", tr("&Train"), QKeySequence(tr("F5")),
       tr("Train the chain M3N on your labels in the background"), [this] { train(); });
  make("stop", "stop", tr("St&op"), QKeySequence(tr("Shift+F5")), tr("Stop training and keep the model reached so far"),
       [this] { stopTraining(); });
  QAction* live = make("live", "live", tr("&Live Update"), QKeySequence(tr("F6")),
                       tr("Retrain automatically (warm start) after every label edit"), [this](bool on) {
                         terrain_->setLiveUpdate(on && workbench_ == Workbench::Terrain);
                         bonds_->setLiveUpdate(on && workbench_ == Workbench::Bonds);
                         scenes_->setLiveUpdate(on && workbench_ == Workbench::Scenes);
                         regions_->setLiveUpdate(on && workbench_ == Workbench::Regions);
                         segments_->setLiveUpdate(on && workbench_ == Workbench::Segments);
                         if (on && workbench_ == Workbench::Handwriting) train();
                       });
  live->setCheckable(true);
  make("fileLabels", "", tr("Use &File Labels of a Fold…"), QKeySequence(),
       tr("Take the letters stored in the dataset file as your labels for every word of one fold"),
       [this] { useFileLabels(); });
  QAction* reference = make("checkReference", "", tr("Check Predictions Against &File Letters"), QKeySequence(tr("F7")),
                            tr("Mark predictions of unlabelled letters that differ from the letters stored in the file"),
                            [this](bool on) {
                              view_->model()->setCheckReference(on);
                              QSettings().setValue("view/checkReference", on);
                            });
  reference->setCheckable(true);
  make("options", "", tr("Training &Options…"), QKeySequence(), tr("Regularisation, stopping rule, model"),
       [this] { showTrainingOptions(); });
  QAction* handwriting = make("workbenchHandwriting", "", tr("&Handwriting"), QKeySequence(tr("Ctrl+1")),
                              tr("Words of letter images: chain M3N"), [this] { setWorkbench(Workbench::Handwriting); });
  QAction* terrain = make("workbenchTerrain", "", tr("&Terrain"), QKeySequence(tr("Ctrl+2")),
                          tr("3D point clouds: AMN on the k-nearest-neighbour graph"),
                          [this] { setWorkbench(Workbench::Terrain); });
  QAction* bondsBench = make("workbenchBonds", "", tr("&Protein Bonds"), QKeySequence(tr("Ctrl+3")),
                             tr("Disulfide connectivity: max-margin perfect matching over cysteines"),
                             [this] { setWorkbench(Workbench::Bonds); });
  QAction* scenesBench = make("workbenchScenes", "", tr("&Scenes"), QKeySequence(tr("Ctrl+4")),
                              tr("Multi-label scenes: large-margin sigmoid belief networks and Boltzmann machines"),
                              [this] { setWorkbench(Workbench::Scenes); });
  QAction* regionsBench = make("workbenchRegions", "", tr("&Image Regions"), QKeySequence(tr("Ctrl+5")),
                               tr("Photos cut into superpixels: AMN segmentation from your scribbles"),
                               [this] { setWorkbench(Workbench::Regions); });
  QAction* segmentsBench = make("workbenchSegments", "", tr("Image Se&gmentation"), QKeySequence(tr("Ctrl+6")),
                                tr("Learn how you segment images: max-margin correlation clustering of superpixels"),
                                [this] { setWorkbench(Workbench::Segments); });
  auto* workbenches = new QActionGroup(this);
  for (QAction* a : {handwriting, terrain, bondsBench, scenesBench, regionsBench, segmentsBench}) {
    a->setCheckable(true);
    workbenches->addAction(a);
  }
  handwriting->setChecked(true);
  make("openPointCloud", "open", tr("Open &Point Cloud…"), QKeySequence(tr("Ctrl+Shift+O")),
       tr("Open a PLY, PCD, XYZ or LAS point cloud in the terrain workbench"), [this] {
         const QString path = QFileDialog::getOpenFileName(
             this, tr("Open Point Cloud"), QString(),
             tr("Point clouds (*.ply *.pcd *.xyz *.txt *.las *.gz *.xyz_label_conf);;All files (*)"));
         if (path.isEmpty()) return;
         QString error;
         setWorkbench(Workbench::Terrain);
         if (!terrain_->openFile(path, &error)) QMessageBox::warning(this, tr("Cannot open point cloud"), error);
       });
  make("terrainSample", "sample", tr("Open &Terrain Sample"), QKeySequence(),
       tr("A generated street scene scanned by a simulated vehicle laser, with ground truth"), [this] {
         setWorkbench(Workbench::Terrain);
         terrain_->openSample();
       });
  make("openProteins", "open", tr("Open P&roteins…"), QKeySequence(tr("Ctrl+Alt+O")),
       tr("Open PDB files, a FASTA file with bonds= annotations or a DISULFIND folder in the protein bonds workbench"),
       [this] { openProteinsDialog(); });
  make("trypsinDemo", "sample", tr("Open the Tr&ypsin Demo"), QKeySequence(),
       tr("40 trypsin-family structures from the Debian package theseus-examples, bonds from SG–SG distances"),
       [this] { openTrypsinDemo(); });
  make("openScenes", "open", tr("Open &Multi-label Data…"), QKeySequence(),
       tr("Open multi-label ARFF files (e.g. the scene set, with its MULAN .xml) in the Scenes workbench"),
       [this] { openScenesDialog(); });
  make("openImage", "open", tr("Open &Image…"), QKeySequence(),
       tr("Open a PNG, JPEG or TIFF photo in the Image Regions workbench"), [this] { openImageDialog(); });
  make("openTruth", "", tr("Open Ground &Truth Mask…"), QKeySequence(),
       tr("A class mask (PNG) for the open image, to score the predictions"), [this] { openTruthDialog(); });
  make("regionsSample", "sample", tr("Open the Image Regions Sa&mple"), QKeySequence(),
       tr("A generated image of textured shapes with its true classes"), [this] {
         setWorkbench(Workbench::Regions);
         regions_->openSample();
         updateActions();
       });
  make("openImagesToSegment", "open", tr("Open Images to Se&gment…"), QKeySequence(),
       tr("Open photos in the Image Segmentation workbench (BSDS500 human segmentations are found beside them)"),
       [this] { openImagesToSegmentDialog(); });
  make("loadReference", "", tr("Load Reference Se&gmentation…"), QKeySequence(),
       tr("A BSDS500 .mat file or a label PNG as the current image's reference segmentation"),
       [this] { loadReferenceDialog(); });
  make("segmentsSample", "sample", tr("Open the Segmentation Samp&le"), QKeySequence(),
       tr("Generated images of textured shapes whose shapes are the reference segmentations"), [this] {
         setWorkbench(Workbench::Segments);
         segments_->openSample();
         updateActions();
       });
  make("scenesSample", "sample", tr("Open the Scenes &Sample"), QKeySequence(),
       tr("600 generated scenes with six labels, in the scene set's feature layout"), [this] {
         setWorkbench(Workbench::Scenes);
         scenes_->openSample();
         updateActions();
       });
  make("about", "", tr("&About M3Studio"), QKeySequence(), tr("About M3Studio"), [this] {
    QMessageBox::about(this, tr("About M3Studio"),
                       tr("<b>M3Studio</b> %1<br>Annotate structured data and learn from it interactively "
                          "with max-margin Markov networks.<br>GPL-3.0-or-later.")
                           .arg(QApplication::applicationVersion()));
  });
  QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  undo->setIcon(QIcon(":/icons/undo.svg"));
  actions_["undo"] = undo;
  QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
  redo->setShortcut(QKeySequence::Redo);
  redo->setIcon(QIcon(":/icons/redo.svg"));
  actions_["redo"] = redo;
}

void MainWindow::createMenusAndToolbar() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  for (const char* n : {"open", "sample", "openPointCloud", "terrainSample", "openProteins", "trypsinDemo", "openScenes",
                        "scenesSample", "openImage", "openTruth", "regionsSample", "openImagesToSegment", "loadReference",
                        "segmentsSample", "save", "saveAs"})
    file->addAction(actions_[n]);
  file->addSeparator();
  file->addAction(actions_["exportModel"]);
  file->addAction(actions_["exportLabels"]);
  file->addSeparator();
  file->addAction(actions_["quit"]);
  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  edit->addAction(actions_["undo"]);
  edit->addAction(actions_["redo"]);
  edit->addSeparator();
  edit->addAction(actions_["fileLabels"]);
  QMenu* training = menuBar()->addMenu(tr("&Training"));
  for (const char* n : {"train", "stop", "live"}) training->addAction(actions_[n]);
  training->addSeparator();
  training->addAction(actions_["options"]);
  QMenu* workbench = menuBar()->addMenu(tr("&Workbench"));
  workbench->addAction(actions_["workbenchHandwriting"]);
  workbench->addAction(actions_["workbenchTerrain"]);
  workbench->addAction(actions_["workbenchBonds"]);
  workbench->addAction(actions_["workbenchScenes"]);
  workbench->addAction(actions_["workbenchRegions"]);
  workbench->addAction(actions_["workbenchSegments"]);
  viewMenu_ = menuBar()->addMenu(tr("&View"));
  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(actions_["about"]);

  QToolBar* bar = addToolBar(tr("Main"));
  bar->setObjectName("mainToolbar");
  bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  for (const char* n : {"open", "save"}) bar->addAction(actions_[n]);
  bar->addSeparator();
  for (const char* n : {"undo", "redo"}) bar->addAction(actions_[n]);
  bar->addSeparator();
  for (const char* n : {"train", "stop", "live"}) bar->addAction(actions_[n]);
  bar->addSeparator();
  for (const char* n : {"exportModel", "exportLabels"}) bar->addAction(actions_[n]);
  viewMenu_->addAction(actions_["checkReference"]);
  viewMenu_->addSeparator();
  viewMenu_->addAction(bar->toggleViewAction());
}

void MainWindow::createDocks() {
  monitor_ = new TrainingMonitor(this);
  auto* dock = new QDockWidget(tr("Training Monitor"), this);
  dock->setObjectName("trainingMonitorDock");
  dock->setWidget(monitor_);
  addDockWidget(Qt::RightDockWidgetArea, dock);
  viewMenu_->addAction(dock->toggleViewAction());
  metricsDock_ = new QDockWidget(tr("Class Metrics"), this);
  metricsDock_->setObjectName("classMetricsDock");
  metricsDock_->setWidget(terrain_->metricsView());
  addDockWidget(Qt::RightDockWidgetArea, metricsDock_);
  viewMenu_->addAction(metricsDock_->toggleViewAction());
  metricsDock_->hide();
}

void MainWindow::setWorkbench(Workbench workbench) {
  workbench_ = workbench;
  const bool terrain = workbench == Workbench::Terrain, bonds = workbench == Workbench::Bonds,
             scenes = workbench == Workbench::Scenes, regions = workbench == Workbench::Regions,
             segments = workbench == Workbench::Segments;
  stack_->setCurrentIndex(terrain ? 1 : bonds ? 2 : scenes ? 3 : regions ? 4 : segments ? 5 : 0);
  undoGroup_->setActiveStack(terrain    ? terrain_->document()->undoStack()
                             : bonds    ? bonds_->document()->undoStack()
                             : scenes   ? scenes_->document()->undoStack()
                             : regions  ? regions_->document()->undoStack()
                             : segments ? segments_->document()->undoStack()
                                        : document_.undoStack());
  actions_[terrain    ? "workbenchTerrain"
           : bonds    ? "workbenchBonds"
           : scenes   ? "workbenchScenes"
           : regions  ? "workbenchRegions"
           : segments ? "workbenchSegments"
                      : "workbenchHandwriting"]
      ->setChecked(true);
  metricsDock_->setVisible(terrain);
  for (const char* n : {"fileLabels", "checkReference", "options"})
    actions_[n]->setVisible(workbench == Workbench::Handwriting);
  actions_["openTruth"]->setEnabled(regions);
  actions_["loadReference"]->setEnabled(segments);
  if (segments && segments_->document()->itemCount() == 0) segments_->openSample();
  if (scenes && scenes_->document()->itemCount() == 0) scenes_->openSample();
  if (regions && !regions_->document()->hasImage()) regions_->openSample();
  if (terrain && !terrain_->document()->cloud()) terrain_->openSample();
  // The trypsin demo is the bonds workbench's default when theseus-examples is installed;
  // otherwise the view explains what to open.
  if (bonds && bonds_->document()->proteinCount() == 0 && BondWorkbench::trypsinDemoAvailable())
    bonds_->openTrypsinDemo();
  updateActions();
}

void MainWindow::openProteinsDialog() {
  const QStringList paths = QFileDialog::getOpenFileNames(
      this, tr("Open Proteins"), QSettings().value("paths/lastProteins").toString(),
      tr("Proteins (*.pdb *.ent *.gz *.fasta *.fa *.faa *.fas);;All files (*)"));
  if (paths.isEmpty()) return;
  QSettings().setValue("paths/lastProteins", QFileInfo(paths.first()).absolutePath());
  setWorkbench(Workbench::Bonds);
  QString error;
  if (!bonds_->openPaths(paths, &error))
    QMessageBox::warning(this, tr("Cannot open proteins"), error);
  else if (!error.isEmpty())
    QMessageBox::warning(this, tr("Some files were skipped"), error);
  updateActions();
}

void MainWindow::openTrypsinDemo() {
  setWorkbench(Workbench::Bonds);
  QString error;
  if (!bonds_->openTrypsinDemo(40, &error)) QMessageBox::information(this, tr("Trypsin demo not available"), error);
  updateActions();
}

void MainWindow::openScenesDialog() {
  const QStringList paths = QFileDialog::getOpenFileNames(
      this, tr("Open Multi-label Data"), QSettings().value("paths/lastScenes").toString(),
      tr("Multi-label ARFF (*.arff *.gz *.xml);;All files (*)"));
  if (paths.isEmpty()) return;
  QSettings().setValue("paths/lastScenes", QFileInfo(paths.first()).absolutePath());
  setWorkbench(Workbench::Scenes);
  QString error;
  if (!scenes_->openPaths(paths, &error)) QMessageBox::warning(this, tr("Cannot open multi-label data"), error);
  updateActions();
}

void MainWindow::openImageDialog() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open Image"), QSettings().value("paths/lastImage").toString(),
                                                    tr("Images (*.png *.jpg *.jpeg *.tif *.tiff);;All files (*)"));
  if (path.isEmpty()) return;
  QSettings().setValue("paths/lastImage", QFileInfo(path).absolutePath());
  setWorkbench(Workbench::Regions);
  QString error;
  if (!regions_->openImage(path, &error)) QMessageBox::warning(this, tr("Cannot open image"), error);
  updateActions();
}

void MainWindow::openTruthDialog() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open Ground Truth Mask"),
                                                    QSettings().value("paths/lastImage").toString(),
                                                    tr("Class masks (*.png);;All files (*)"));
  if (path.isEmpty()) return;
  QString error;
  if (!regions_->openTruth(path, &error)) QMessageBox::warning(this, tr("Cannot open mask"), error);
}

void MainWindow::openImagesToSegmentDialog() {
  const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Open Images to Segment"),
                                                          QSettings().value("paths/lastImage").toString(),
                                                          tr("Images (*.png *.jpg *.jpeg *.tif *.tiff);;All files (*)"));
  if (paths.isEmpty()) return;
  QSettings().setValue("paths/lastImage", QFileInfo(paths.first()).absolutePath());
  setWorkbench(Workbench::Segments);
  QString error;
  if (!segments_->openImages(paths, &error))
    QMessageBox::warning(this, tr("Cannot open images"), error);
  else if (!error.isEmpty())
    QMessageBox::warning(this, tr("Some files were skipped"), error);
  updateActions();
}

void MainWindow::loadReferenceDialog() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Load Reference Segmentation"),
                                                    QSettings().value("paths/lastImage").toString(),
                                                    tr("Segmentations (*.mat *.png);;All files (*)"));
  if (path.isEmpty()) return;
  QString error;
  if (!segments_->loadReference(path, &error)) QMessageBox::warning(this, tr("Cannot load segmentation"), error);
}

// A workbench's training starts: the monitor is cleared and says `startText()`; its progress
// feeds the monitor; training-state changes refresh the actions; its status messages reach
// the status bar and the monitor.
template <class Bench>
void MainWindow::connectWorkbench(Bench* bench, std::function<QString()> startText) {
  using Controller = std::remove_pointer_t<decltype(bench->controller())>;
  connect(bench->controller(), &Controller::started, this, [this, startText] {
    monitor_->clear();
    monitor_->setStatus(startText());
  });
  connect(bench->controller(), &Controller::progress, monitor_, &TrainingMonitor::addProgress);
  connect(bench, &Bench::trainingStateChanged, this, [this] { updateActions(); });
  connect(bench, &Bench::statusMessage, this, [this](const QString& message) {
    statusBar()->showMessage(message, 10000);
    monitor_->setStatus(message);
  });
}

void MainWindow::connectDocument() {
  connect(view_, &HandwritingView::labelsEdited, this, &MainWindow::onLabelsEdited);
  connect(&document_, &HandwritingDocument::userLabelsChanged, this, [this](int word) {
    view_->model()->setUserLabels(word, document_.userLabels(word));
    updateStatus();
    if (actions_["live"]->isChecked()) liveDebounce_.start();
  });
  connect(&document_, &HandwritingDocument::predictionsChanged, this, [this] {
    view_->model()->setPredictions(document_.predictions());
    updateStatus();
  });
  connect(document_.undoStack(), &QUndoStack::cleanChanged, this, [this] { updateActions(); });
  connect(&controller_, &TrainingController::started, this, [this] {
    monitor_->clear();
    monitor_->setStatus(tr("Training on %1 labelled letters…").arg(document_.labelledLetterCount()));
    updateActions();
  });
  connect(&controller_, &TrainingController::progress, monitor_, &TrainingMonitor::addProgress);
  connectWorkbench(terrain_, [this] {
    return tr("Training on %1 painted points…").arg(terrain_->document()->labelledPointCount());
  });
  connect(terrain_->document(), &TerrainDocument::userLabelsChanged, this, [this] { updateStatus(); });
  connectWorkbench(bonds_, [this] {
    return tr("Training on %1 proteins…").arg(bonds_->document()->labelledProteinCount());
  });
  connect(bonds_->document(), &BondDocument::userBondsChanged, this, [this] { updateStatus(); });
  connect(bonds_->document(), &BondDocument::setChanged, this, [this] { updateActions(); });
  connectWorkbench(scenes_, [this] { return tr("Training on %1 items…").arg(scenes_->document()->labelledCount()); });
  connect(scenes_->document(), &SceneDocument::userLabelsChanged, this, [this] { updateStatus(); });
  connect(scenes_->document(), &SceneDocument::setChanged, this, [this] { updateActions(); });
  connectWorkbench(regions_, [this] { return tr("Training on your scribbles…"); });
  connect(regions_->document(), &RegionDocument::userLabelsChanged, this, [this] { updateStatus(); });
  connect(regions_->document(), &RegionDocument::imageChanged, this, [this] { updateActions(); });
  connectWorkbench(segments_, [this] { return tr("Learning from your segmentations…"); });
  connect(segments_->document(), &SegmentationDocument::userChanged, this, [this] { updateStatus(); });
  connect(segments_->document(), &SegmentationDocument::itemsChanged, this, [this] { updateActions(); });
  connect(&controller_, &TrainingController::finished, this, &MainWindow::onTrainingFinished);
  connect(&controller_, &TrainingController::failed, this, [this](const QString& message) {
    monitor_->setStatus(message);
    statusBar()->showMessage(message, 8000);
    updateActions();
  });
}

void MainWindow::setDataset(std::shared_ptr<const HandwritingDataset> dataset, const QString& source) {
  controller_.stop();
  controller_.resetWarmStart();
  ++predictionGeneration_;
  ++datasetGeneration_;
  document_.reset(std::move(dataset), source);
  auto* model = view_->model();
  model->setDataset(document_.dataset(), document_.labels());
  monitor_->clear();
  projectPath_.clear();
  if (document_.wordCount() > 0) view_->setCurrentWord(0);
  view_->listView()->setFocus();
  setDocumentTitle(source);
  updateStatus();
  updateActions();
}

void MainWindow::openSample(int words, int seed) {
  HandwritingSampleOptions options;
  options.numWords = words;
  options.seed = static_cast<std::uint32_t>(seed);
  datasetPath_.clear();
  sampleWords_ = words;
  sampleSeed_ = seed;
  setDataset(std::make_shared<const HandwritingDataset>(generateHandwritingSample(options)),
             tr("built-in sample (%1 words)").arg(words));
}

bool MainWindow::openPath(const QString& path) {
  if (path.endsWith(".m3t", Qt::CaseInsensitive)) {
    setWorkbench(Workbench::Terrain);
    QString error;
    if (!terrain_->openProject(path, &error)) {
      QMessageBox::warning(this, tr("Cannot open file"), error);
      return false;
    }
    setDocumentTitle(QFileInfo(path).fileName());
    terrainProjectPath_ = path;
    return true;
  }
  try {
    if (path.endsWith(".m3s", Qt::CaseInsensitive)) {
      const ProjectData project = loadProject(path);
      if (project.datasetPath.isEmpty()) {
        openSample(project.sampleWords, project.sampleSeed);
      } else {
        auto data = std::make_shared<const HandwritingDataset>(readLetterData(project.datasetPath.toStdString()));
        datasetPath_ = project.datasetPath;
        setDataset(data, QFileInfo(datasetPath_).fileName());
      }
      for (const auto& [word, labels] : project.labels) {
        if (word < 0 || word >= document_.wordCount() ||
            labels.size() != document_.userLabels(word).size())
          throw std::runtime_error(tr("%1: labels do not match the dataset (word %2)").arg(path).arg(word).toStdString());
        document_.setUserLabels(word, labels);
      }
      settings_ = project.training;
      projectPath_ = path;
      setDocumentTitle(QFileInfo(path).fileName());
    } else {
      auto data = std::make_shared<const HandwritingDataset>(readLetterData(path.toStdString()));
      datasetPath_ = QFileInfo(path).absoluteFilePath();
      setDataset(data, QFileInfo(path).fileName());
    }
    statusBar()->showMessage(tr("Opened %1").arg(QDir::cleanPath(QFileInfo(path).absoluteFilePath())), 5000);
    return true;
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("Cannot open file"), QString::fromStdString(e.what()));
    return false;
  }
}

void MainWindow::openDialog() {
  // The toolbar's Open opens what the current workbench shows; projects open from any of them.
  if (workbench_ == Workbench::Bonds) {
    openProteinsDialog();
    return;
  }
  if (workbench_ == Workbench::Scenes) {
    openScenesDialog();
    return;
  }
  if (workbench_ == Workbench::Regions) {
    openImageDialog();
    return;
  }
  if (workbench_ == Workbench::Segments) {
    openImagesToSegmentDialog();
    return;
  }
  if (!maybeSave()) return;
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open Dataset or Project"), QSettings().value("paths/lastOpen").toString(),
      tr("Handwriting data or projects (*.data *.gz *.tsv *.m3s *.m3t);;All files (*)"));
  if (path.isEmpty()) return;
  QSettings().setValue("paths/lastOpen", QFileInfo(path).absolutePath());
  openPath(path);
}

ProjectData MainWindow::projectData() const {
  ProjectData project;
  project.datasetPath = datasetPath_;
  project.sampleWords = sampleWords_;
  project.sampleSeed = sampleSeed_;
  for (int w = 0; w < document_.wordCount(); ++w)
    if (countLabelled(document_.userLabels(w)) > 0) project.labels.emplace_back(w, document_.userLabels(w));
  project.training = settings_;
  return project;
}

bool MainWindow::saveProjectTo(const QString& path) {
  if (workbench_ == Workbench::Terrain || path.endsWith(".m3t", Qt::CaseInsensitive)) {
    QString error;
    if (!terrain_->saveProject(path, &error)) {
      QMessageBox::warning(this, tr("Cannot save project"), error);
      return false;
    }
    terrainProjectPath_ = path;
    setDocumentTitle(QFileInfo(path).fileName());
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
  }
  try {
    m3::saveProject(path, projectData());
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("Cannot save project"), QString::fromStdString(e.what()));
    return false;
  }
  projectPath_ = path;
  recovered_ = false;
  document_.undoStack()->setClean();
  clearAutosave();
  setDocumentTitle(QFileInfo(path).fileName());
  statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
  return true;
}

QString MainWindow::autosavePath() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave.m3s";
}

void MainWindow::autosave() {
  if (!hasUnsavedChanges() || !document_.dataset()) return;
  QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
  try {
    m3::saveProject(autosavePath(), projectData());
  } catch (const std::exception& e) {
    statusBar()->showMessage(tr("Autosave failed: %1").arg(QString::fromStdString(e.what())), 8000);
  }
}

void MainWindow::clearAutosave() { QFile::remove(autosavePath()); }

bool MainWindow::recoverAutosave() {
  if (!openPath(autosavePath())) return false;
  projectPath_.clear();  // Save asks where: the autosave is not the user's project
  recovered_ = true;
  setDocumentTitle(tr("recovered labels"));
  updateActions();
  return true;
}

bool MainWindow::saveProject() {
  if (workbench_ == Workbench::Terrain)
    return terrainProjectPath_.isEmpty() ? saveProjectAs() : saveProjectTo(terrainProjectPath_);
  return projectPath_.isEmpty() ? saveProjectAs() : saveProjectTo(projectPath_);
}

bool MainWindow::saveProjectAs() {
  if (workbench_ == Workbench::Terrain) {
    QString path = QFileDialog::getSaveFileName(this, tr("Save Terrain Project"), terrainProjectPath_,
                                                tr("M3Studio terrain projects (*.m3t)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(".m3t")) path += ".m3t";
    return saveProjectTo(path);
  }
  QString path = QFileDialog::getSaveFileName(this, tr("Save Project"), projectPath_,
                                              tr("M3Studio projects (*.m3s)"));
  if (path.isEmpty()) return false;
  if (!path.endsWith(".m3s")) path += ".m3s";
  return saveProjectTo(path);
}

void MainWindow::exportModel() {
  if (workbench_ == Workbench::Segments) {
    if (!segments_->document()->model()) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Model"), "segmentation-model.json",
                                                      tr("M3Studio models (*.json)"));
    if (path.isEmpty()) return;
    QString error;
    if (segments_->exportModel(path, &error))
      statusBar()->showMessage(tr("Model saved to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export model"), error);
    return;
  }
  if (workbench_ == Workbench::Regions) {
    if (!regions_->document()->model()) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Model"), "regions-model.json",
                                                      tr("M3Studio models (*.json)"));
    if (path.isEmpty()) return;
    QString error;
    if (regions_->exportModel(path, &error))
      statusBar()->showMessage(tr("Model saved to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export model"), error);
    return;
  }
  if (workbench_ == Workbench::Scenes) {
    if (!scenes_->document()->model()) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Model"), "multilabel-model.json",
                                                      tr("M3Studio models (*.json)"));
    if (path.isEmpty()) return;
    QString error;
    if (scenes_->exportModel(path, &error))
      statusBar()->showMessage(tr("Model saved to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export model"), error);
    return;
  }
  if (workbench_ == Workbench::Bonds) {
    if (!bonds_->document()->model()) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Model"), "bonds-model.json",
                                                      tr("M3Studio models (*.json)"));
    if (path.isEmpty()) return;
    QString error;
    if (bonds_->exportModel(path, &error))
      statusBar()->showMessage(tr("Model saved to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export model"), error);
    return;
  }
  if (workbench_ == Workbench::Terrain) {
    const auto model = terrain_->document()->model();
    if (!model) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Model"), "terrain-model.json",
                                                      tr("M3Studio models (*.json)"));
    if (path.isEmpty()) return;
    try {
      saveAmnModel(path.toStdString(), *model);
      statusBar()->showMessage(tr("Model saved to %1").arg(path), 5000);
    } catch (const std::exception& e) {
      QMessageBox::warning(this, tr("Cannot export model"), QString::fromStdString(e.what()));
    }
    return;
  }
  if (!document_.model()) {
    QMessageBox::information(this, tr("No model yet"), tr("Train a model first (Training ▸ Train)."));
    return;
  }
  const QString path = QFileDialog::getSaveFileName(this, tr("Export Model"), "model.json",
                                                    tr("M3Studio models (*.json)"));
  if (path.isEmpty()) return;
  try {
    saveModel(path.toStdString(), *document_.model());
    statusBar()->showMessage(tr("Model saved to %1").arg(path), 5000);
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("Cannot export model"), QString::fromStdString(e.what()));
  }
}

void MainWindow::exportLabels() {
  if (workbench_ == Workbench::Segments) {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Segmentation"), "segmentation.png",
                                                      tr("PNG index masks (*.png)"));
    if (path.isEmpty()) return;
    QString error;
    if (segments_->exportSegmentation(path, &error))
      statusBar()->showMessage(tr("Learned segmentation written to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export segmentation"), error);
    return;
  }
  if (workbench_ == Workbench::Regions) {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Label Mask"), "labels.png",
                                                      tr("PNG index masks (*.png)"));
    if (path.isEmpty()) return;
    QString error;
    if (regions_->exportMask(path, &error))
      statusBar()->showMessage(tr("Label mask and palette written to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export labels"), error);
    return;
  }
  if (workbench_ == Workbench::Scenes) {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Labels"), "labelled.arff",
                                                      tr("Multi-label ARFF (*.arff)"));
    if (path.isEmpty()) return;
    QString error;
    if (scenes_->exportLabels(path, &error))
      statusBar()->showMessage(tr("Your labelled items written to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export labels"), error);
    return;
  }
  if (workbench_ == Workbench::Bonds) {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Bonds"), "bonds.fasta",
                                                      tr("FASTA with bonds (*.fasta *.fa)"));
    if (path.isEmpty()) return;
    QString error;
    if (bonds_->exportFasta(path, &error))
      statusBar()->showMessage(tr("Your bonds written to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export bonds"), error);
    return;
  }
  if (workbench_ == Workbench::Terrain) {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Labels"), "labelled.ply",
                                                      tr("Point clouds (*.ply *.las *.pcd *.xyz)"));
    if (path.isEmpty()) return;
    QString error;
    if (terrain_->exportLabels(path, &error))
      statusBar()->showMessage(tr("Labelled cloud saved to %1").arg(path), 5000);
    else
      QMessageBox::warning(this, tr("Cannot export labels"), error);
    return;
  }
  const QString path = QFileDialog::getSaveFileName(this, tr("Export Labels"), "labels.data",
                                                    tr("letter.data files (*.data)"));
  if (path.isEmpty()) return;
  try {
    writeLetterData(path.toStdString(), *document_.dataset(), document_.exportLabels());
    statusBar()->showMessage(tr("Labels written to %1").arg(path), 5000);
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("Cannot export labels"), QString::fromStdString(e.what()));
  }
}

void MainWindow::showTrainingOptions() {
  TrainingOptionsDialog dialog(settings_, this);
  if (dialog.exec() != QDialog::Accepted) return;
  settings_ = dialog.settings();
  QSettings prefs;
  prefs.setValue("training/C", settings_.C);
  prefs.setValue("training/maxPasses", settings_.maxPasses);
  prefs.setValue("training/gap", settings_.gapTolerance);
  prefs.setValue("training/transitions", settings_.useTransitions);
  prefs.setValue("training/kernel", settings_.kernel);
  controller_.resetWarmStart();
}

void MainWindow::useFileLabels() {
  if (!document_.dataset()) return;
  bool ok = false;
  const int fold = QInputDialog::getInt(this, tr("Use File Labels"),
                                        tr("Label every word of this fold with the letters stored in the file:"),
                                        0, 0, 1000, 1, &ok);
  if (!ok) return;
  const int changed = labelFoldFromFile(fold);
  statusBar()->showMessage(tr("Labelled %1 words of fold %2 from the file").arg(changed).arg(fold), 5000);
}

int MainWindow::labelFoldFromFile(int fold) {
  // One undo step for the whole fold.
  QUndoStack* undo = document_.undoStack();
  int changed = 0;
  undo->beginMacro(tr("Use file labels of fold %1").arg(fold));
  for (int w = 0; w < document_.wordCount(); ++w) {
    const HandwritingWord& word = document_.dataset()->words[w];
    if (word.fold != fold || document_.userLabels(w) == word.letters) continue;
    undo->push(new SetWordLabelsCommand(&document_, w, document_.userLabels(w), word.letters, QString()));
    ++changed;
  }
  undo->endMacro();
  return changed;
}

void MainWindow::onLabelsEdited(int word, const Labeling& before, const Labeling& after,
                                const QString& text) {
  document_.undoStack()->push(new SetWordLabelsCommand(&document_, word, before, after, text));
}

HandwritingTrainingRequest MainWindow::snapshot() const {
  HandwritingTrainingRequest r;
  r.dataset = document_.dataset();
  r.features = document_.features();
  r.featureSpec = document_.featureSpec();
  r.labels = document_.labels();
  r.userLabels = document_.allUserLabels();
  r.validationWords = document_.validationWords(1000);
  r.useTransitions = settings_.useTransitions;
  r.options.C = settings_.C;
  r.options.maxPasses = settings_.maxPasses;
  r.options.relativeGapTolerance = settings_.gapTolerance;
  if (!settings_.kernel.isEmpty()) {
    r.useSmo = true;
    r.kernel = kernelFromName(settings_.kernel.toStdString(), 1.0 / 14, 0.02);  // scales as in the CLI
  }
  return r;
}

void MainWindow::train() {
  if (workbench_ == Workbench::Terrain) {
    terrain_->train();
    return;
  }
  if (workbench_ == Workbench::Bonds) {
    bonds_->train();
    return;
  }
  if (workbench_ == Workbench::Scenes) {
    scenes_->train();
    return;
  }
  if (workbench_ == Workbench::Regions) {
    regions_->train();
    return;
  }
  if (workbench_ == Workbench::Segments) {
    segments_->train();
    return;
  }
  if (!document_.dataset()) return;
  if (document_.labelledLetterCount() == 0) {
    statusBar()->showMessage(tr("Label some letters first: select a word and type its letters."), 8000);
    monitor_->setStatus(tr("Nothing to train on yet."));
    return;
  }
  trainingDataset_ = datasetGeneration_;
  controller_.start(snapshot());
}

void MainWindow::stopTraining() {
  actions_["live"]->setChecked(false);
  liveDebounce_.stop();
  controller_.stop();
  terrain_->stop();
  bonds_->stop();
  scenes_->stop();
  regions_->stop();
  segments_->stop();
}

void MainWindow::onTrainingFinished(std::shared_ptr<const ChainModel> model, const TrainingProgress& last,
                                    StopReason reason, int labelledLetters) {
  updateActions();
  if (trainingDataset_ != datasetGeneration_) return;  // trained on a dataset no longer open
  monitor_->setStatus(tr("Trained on %1 letters: %2 after %3 passes, %4 s.")
                          .arg(labelledLetters)
                          .arg(QString::fromUtf8(stopReasonName(reason)))
                          .arg(last.pass)
                          .arg(last.seconds, 0, 'f', 2));
  predictWith(std::move(model));
}

void MainWindow::predictWith(std::shared_ptr<const ChainModel> model) {
  // Predict every word off the GUI thread; a newer request makes this one stale.
  const quint64 generation = ++predictionGeneration_;
  auto features = document_.features();
  QtConcurrent::run([model, features] { return predictWords(*model, *features); })
      .then(this, [this, generation, model](std::vector<Labeling> predictions) {
        if (generation != predictionGeneration_) return;
        document_.setPredictions(std::move(predictions), model);
        updateActions();
      });
}

void MainWindow::updateStatus() {
  if (workbench_ == Workbench::Segments) {
    SegmentationDocument* doc = segments_->document();
    statusLabels_->setText(tr("Images: %1 · with your segmentation: %2").arg(doc->itemCount()).arg(doc->trainingCount()));
    statusModel_->setText(doc->model() ? tr("model: learned correlation clustering, C = %1").arg(doc->model()->options.C)
                                       : tr("no model"));
    return;
  }
  if (workbench_ == Workbench::Regions) {
    RegionDocument* doc = regions_->document();
    const auto scene = doc->scene();
    statusLabels_->setText(tr("Superpixels: %1 · scribbled pixels: %2")
                               .arg(scene ? scene->superpixels.numRegions : 0)
                               .arg(doc->labelledPixelCount()));
    statusModel_->setText(doc->model() ? tr("model: %1, C = %2")
                                             .arg(QString::fromUtf8(graphModelKindName(doc->model()->amn.kind)))
                                             .arg(doc->model()->amn.C)
                                       : tr("no model"));
    return;
  }
  if (workbench_ == Workbench::Scenes) {
    SceneDocument* doc = scenes_->document();
    statusLabels_->setText(tr("Items: %1 · labelled: %2").arg(doc->itemCount()).arg(doc->labelledCount()));
    statusModel_->setText(doc->model() ? tr("model: %1, C = %2")
                                             .arg(QString::fromUtf8(multiLabelKindName(doc->model()->kind)))
                                             .arg(doc->model()->C)
                                       : tr("no model"));
    return;
  }
  if (workbench_ == Workbench::Bonds) {
    BondDocument* doc = bonds_->document();
    statusLabels_->setText(tr("Proteins: %1 · with your bonds: %2").arg(doc->proteinCount()).arg(doc->labelledProteinCount()));
    statusModel_->setText(doc->model() ? tr("model: %1, C = %2")
                                             .arg(QString::fromUtf8(bondModelKindName(doc->model()->kind)))
                                             .arg(doc->model()->C)
                                       : tr("no model"));
    return;
  }
  if (workbench_ == Workbench::Terrain) {
    const TerrainDocument* doc = terrain_->document();
    statusLabels_->setText(tr("Points: %1 · painted: %2").arg(doc->pointCount()).arg(doc->labelledPointCount()));
    statusModel_->setText(doc->model() ? tr("model: %1, C = %2")
                                             .arg(QString::fromUtf8(graphModelKindName(doc->model()->kind)))
                                             .arg(doc->model()->C)
                                       : tr("no model"));
    return;
  }
  const WordListModel* model = view_->model();
  statusLabels_->setText(tr("Words: %1 · labelled letters: %2 in %3 words")
                             .arg(document_.wordCount())
                             .arg(model->labelledLetterCount())
                             .arg(model->labelledWordCount()));
  statusModel_->setText(document_.model() ? tr("model: %1, C = %2")
                                                .arg(QString::fromStdString(document_.model()->kind()))
                                                .arg(document_.model()->C)
                                          : tr("no model"));
}

void MainWindow::updateActions() {
  const bool terrain = workbench_ == Workbench::Terrain, bonds = workbench_ == Workbench::Bonds,
             scenes = workbench_ == Workbench::Scenes, regions = workbench_ == Workbench::Regions,
             segments = workbench_ == Workbench::Segments;
  const bool running = terrain    ? terrain_->controller()->isRunning()
                       : bonds    ? bonds_->controller()->isRunning()
                       : scenes   ? scenes_->controller()->isRunning()
                       : regions  ? regions_->controller()->isRunning()
                       : segments ? segments_->controller()->isRunning()
                                  : controller_.isRunning();
  actions_["stop"]->setEnabled(running);
  actions_["exportModel"]->setEnabled(terrain    ? terrain_->document()->model() != nullptr
                                      : bonds    ? bonds_->document()->model() != nullptr
                                      : scenes   ? scenes_->document()->model() != nullptr
                                      : regions  ? regions_->document()->model() != nullptr
                                      : segments ? segments_->document()->model() != nullptr
                                                 : document_.model() != nullptr);
  actions_["exportLabels"]->setEnabled(terrain    ? terrain_->document()->cloud() != nullptr
                                       : bonds    ? bonds_->document()->proteinCount() > 0
                                       : scenes   ? scenes_->document()->labelledCount() > 0
                                       : regions  ? regions_->sceneReady()
                                       : segments ? segments_->document()->model() != nullptr
                                                  : document_.dataset() != nullptr);
  // Only handwriting and terrain have project files yet (Export Labels writes the user's labels).
  const bool projects = workbench_ == Workbench::Handwriting || terrain;
  actions_["save"]->setEnabled(projects);
  actions_["saveAs"]->setEnabled(projects);
  setWindowModified(hasUnsavedChanges());
  updateStatus();
}

void MainWindow::setDocumentTitle(const QString& name) {
  setWindowTitle(tr("%1[*] — M3Studio").arg(name));
}

bool MainWindow::maybeSave() {
  if (!hasUnsavedChanges()) return true;
  const auto answer = QMessageBox::question(
      this, tr("Unsaved labels"), tr("Your labels have changed. Save the project first?"),
      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Cancel) return false;
  if (answer == QMessageBox::Discard) {
    recovered_ = false;
    clearAutosave();
    return true;
  }
  return saveProject();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!maybeSave()) {
    event->ignore();
    return;
  }
  controller_.stop();
  event->accept();
}

}  // namespace m3
