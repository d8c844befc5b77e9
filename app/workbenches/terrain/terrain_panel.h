#pragma once
// The terrain workbench: a point cloud in the VTK view, painted with classes by brush or
// lasso, classified by an AMN (or the SVM / voted-SVM baselines) retrained in the
// background on the painted points and their induced graph. Owns its document, its
// training controller and the side panel; the main window hosts it and routes Train,
// Stop, Live update and Undo to it while it is the active workbench.
#include <QFutureWatcher>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>
#include <atomic>
#include <memory>
#include <optional>

#include "carried_result.h"
#include "io/class_mapping.h"
#include "metrics_view.h"
#include "point_colours.h"
#include "project_context.h"
#include "stroke_prediction.h"
#include "tasks/interactive_training.h"
#include "tasks/terrain/terrain_patches.h"
#include "terrain_document.h"
#include "tile_predictions.h"
#include "tile_warmup.h"
#include "training_job.h"
#include "training_panel.h"

class QComboBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace m3 {

using TerrainController = TrainingJob<TerrainTrainingRequest, TerrainTrainingOutcome, AmnWarmStart>;

class ClassList;
class PointCloudView;

class TerrainPanel : public ModelTrainingPanel<AmnModel, TerrainTrainingOutcome> {
  Q_OBJECT
 public:
  enum class ColourMode { LabelsAndPrediction, Prediction, Uncertainty, Height, Intensity, Truth, FileColours };
  static constexpr int kColourModes = 7;
  // False for what the open cloud has no data for (intensity, file colours, file classes).
  bool canShow(ColourMode mode) const;

  explicit TerrainPanel(QWidget* parent = nullptr);
  ~TerrainPanel() override;

  // Shows a cloud; `truth` (optional) is compared against the predictions. The graph is
  // built in the background; Train waits for it. Above wholeGraphLimit() points the cloud is
  // cut into tiles instead (tasks/terrain/terrain_tile_graphs.h): training builds the graphs of the
  // painted tiles, and predictions arrive tile by tile, the tiles in view first.
  void openCloud(std::shared_ptr<const PointCloud> cloud, LabelSet labels, Labeling truth,
                 const QString& source);
  void openSample(int points = 200000, unsigned seed = 1);
  // A PLY, PCD, XYZ or LAS file. Class codes become ground truth through the mapping its
  // kind suggests: Oakland's codes for .xyz_label_conf files, ASPRS for LAS, otherwise
  // every distinct code its own class. Returns false with a message on failure (the open
  // cloud stays).
  bool openFile(const QString& path, QString* error);
  // The cloud with final labels as class codes (painted, else predicted, else the file's
  // own code) in the format of the extension: PLY scalar_label, LAS classification, ...
  bool exportLabels(const QString& path, QString* error) const;
  // The name Export Labels suggests: the open file's name and format ("street-labelled.las"),
  // PLY for the sample and for formats that keep less (PCD, XYZ).
  QString labelledFileName() const;
  QString cloudPath() const { return cloudPath_; }  // absolute; empty for the built-in sample
  // The trained model with the feature settings and class mapping it goes with (saved files).
  AmnModel modelToSave(AmnModel model) const;
  // The workbench's part of a project (docs/project-format.md; also terrain projects *.m3t of
  // schema 1): the cloud (a data reference, or sample size and seed), the class mapping
  // (editable there: {"labels": [...], "codes": {"2": "ground"}}), the painted labels, the
  // model choice and the last model. Loading re-reads the cloud and re-paints.
  QJsonObject projectState(ProjectContext& context) const;
  bool loadProjectState(const QJsonObject& state, ProjectContext& context, QString* error);

  TerrainDocument* document() { return &document_; }
  TerrainController* controller() { return &controller_; }
  ClassList* classList() const { return classList_; }  // the legend, also where classes are picked
  PointCloudView* view() { return view_; }
  MetricsView* metricsView() { return metrics_; }
  bool graphReady() const { return document_.hasGraph(); }
  // Clouds of more points than this are worked on tile by tile, in these tiles (default: sized
  // to the cloud's density, tilesForDensity), from the next cloud opened.
  void setWholeGraphLimit(int points, std::optional<TerrainTileOptions> tiles = {}) {
    wholeGraphLimit_ = points;
    tileOptions_ = tiles;
  }

  void setPaintLabel(int label);  // kUnlabelled: the eraser
  int paintLabel() const { return paintLabel_; }
  void setColourMode(ColourMode mode);
  ColourMode colourMode() const { return colourMode_; }
  void setModelKind(GraphModelKind kind) { setModelKindId(graphModelKindName(kind)); }
  GraphModelKind modelKind() const { return parseGraphModelKind(modelKindId()); }

  // Label Next (SuggestingPanel, panel_workbench.h): 2 m patches of the ground plan
  // (tasks/terrain/terrain_patches.h), unpainted, the least sure first; shown ringed in the
  // view. A patch often holds several classes and takes several strokes, so painting does not
  // move on by itself: Label Next again does.
  std::vector<Suggestion> suggestLabels(int count) const;
  static constexpr bool labellingMovesOn = false;
  bool isLabelled(const Suggestion& s) const;
  QString describeSuggestion(const Suggestion& s) const;
  void showSuggestion(const Suggestion& s);

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  bool hasLabelsToTrainOn() const override;
  void startJob(std::shared_ptr<const AmnModel> given) override;
  QWidget* createSidePanel();
  void rebuildClassList();
  void recolour();
  // C: the next colouring the cloud can show.
  void showNextColourMode();
  void updateRampLegend();
  void onPointsSelected(const std::vector<int>& points);
  RoundResult acceptOutcome(const TerrainTrainingOutcome& outcome) override;
  QString describeOutcome(const TerrainTrainingOutcome& outcome) const override;
  bool predictWithStoppedModel(std::shared_ptr<const AmnModel> model) override {
    predictInBackground(std::move(model));
    return false;
  }
  // Predicts every point with `model` off the GUI thread and shows the result unless a round
  // started or finished meanwhile (its own predictions win); at most one at a time. On tiles:
  // the tiles in view only while a round goes on (interim models), every tile after it.
  void predictInBackground(std::shared_ptr<const AmnModel> model);
  // predictInBackground ended: starts the one queued meanwhile, if any.
  void predictionDone();
  // Drops tile predictions still to come (a new round or cloud, or a round's own result).
  void stopTilePredictions();
  // Shows a model's predictions of every point and lets strokes update them from now on.
  void showPredictions(Labeling predictions, std::vector<double> confidence, std::shared_ptr<const AmnModel> model);
  void updateMetrics();
  std::vector<bool> visibility() const;
  const std::vector<double>& relativeHeights() const;  // 0 (low) .. 1 (high) per point
  const TerrainPatches& patches() const;               // of the open cloud, made once

  TerrainDocument document_;
  // Tile by tile predictions as they come: a round's, and predictInBackground's. Before the
  // controller, so that they outlive the learner thread that feeds them.
  TilePredictions roundTiles_{&document_}, backgroundTiles_{&document_};
  TerrainController controller_{trainAndPredictTerrain,
                                tr("Nothing to train on: paint some points with a class first.")};
  PointCloudView* view_ = nullptr;
  QPointer<MetricsView> metrics_;  // usually reparented into a dock by the host
  ClassList* classList_ = nullptr;
  QComboBox* colourBox_ = nullptr;
  QLabel* rampLegend_ = nullptr;  // what the colours mean in the scalar modes
  QSpinBox* pointSize_ = nullptr;
  QToolButton* paintButton_ = nullptr;
  QToolButton* navigateButton_ = nullptr;
  struct PreparedGraph {  // one of them
    std::shared_ptr<const PairwiseGraph> graph;
    std::shared_ptr<const TerrainTileGraphs> tiles;
  };
  QFutureWatcher<CarriedResult<PreparedGraph>> graphWatcher_;
  std::shared_ptr<std::atomic<bool>> stopTilePrediction_;  // predictInBackground's on tiles
  QFuture<QString> backgroundPrediction_;                  // the destructor waits for it
  TileWarmup tileWarmup_;  // painted tiles' graphs built as strokes land
  int wholeGraphLimit_ = kWholeGraphPointLimit;
  std::optional<TerrainTileOptions> tileOptions_;
  int paintLabel_ = 0;
  ColourMode colourMode_ = ColourMode::LabelsAndPrediction;
  ClassPalette palette_;  // the open classes' colours (by name; point_colours.h)
  ClassMapping mapping_;  // file codes <-> labels of the open cloud
  QString cloudPath_;     // empty for the built-in sample
  StrokePrediction strokePrediction_;  // predictions near a stroke, between rounds
  quint64 trainingRound_ = 0;  // bumped when a round starts or finishes
  bool predicting_ = false;     // predictInBackground is running
  std::shared_ptr<const AmnModel> queuedPrediction_;  // asked for while it was
  mutable std::vector<double> heights_;  // relativeHeights() of the cloud of generation heightsCloud_
  mutable quint64 heightsCloud_ = 0;
  mutable TerrainPatches patches_;  // patches() of the cloud of generation patchesCloud_
  mutable quint64 patchesCloud_ = 0;
  int samplePoints_ = 0;
  unsigned sampleSeed_ = 0;
};

}  // namespace m3
