#include "terrain_panel.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "class_list.h"
#include "error_report.h"
#include "eval/classification_metrics.h"
#include "features/terrain_graph.h"
#include "graph_model_text.h"
#include "io/point_cloud_io.h"
#include "long_load.h"
#include "metrics_view.h"
#include "panel_widgets.h"
#include "point_cloud_view.h"
#include "point_colours.h"
#include "point_labels.h"
#include "project_json.h"
#include "samples/terrain_scene.h"
#include "tasks/graphs/graph_task.h"

namespace m3 {

TerrainPanel::TerrainPanel(QWidget* parent)
    : ModelTrainingPanel(controller_, document_, 400, "terrain", parent) {
  view_ = new PointCloudView(this);
  metrics_ = new MetricsView;  // docked by the main window
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(view_, 1);
  layout->addWidget(createSidePanel());
  updateRampLegend();

  connect(view_, &PointCloudView::pointsSelected, this, &TerrainPanel::onPointsSelected);
  connect(&document_, &TerrainDocument::userLabelsChanged, this, [this] {
    recolour();
    live_.edited();
  });
  connect(&document_, &TerrainDocument::pointsLabelled, &strokePrediction_, &StrokePrediction::stroke);
  connect(&document_, &TerrainDocument::pointsLabelled, &tileWarmup_, &TileWarmup::stroke);
  const auto reportStrokeUpdate = [this](int changed, double milliseconds) {
    if (changed > 0)
      emit statusMessage(tr("Predictions near your stroke updated in %L1 ms: %Ln changed, the stroke's own "
                            "points included (until the next training round).",
                            nullptr, changed)
                             .arg(milliseconds, 0, 'f', 0));
  };
  connect(&strokePrediction_, &StrokePrediction::updated, this,
          [this, reportStrokeUpdate](const Labeling& labels, int changed, double milliseconds) {
            document_.setPredictions(labels, document_.confidence(), document_.model());
            reportStrokeUpdate(changed, milliseconds);
          });
  connect(&strokePrediction_, &StrokePrediction::tileUpdated, this,
          [this, reportStrokeUpdate](const std::vector<int>& points, const Labeling& labels, int changed,
                                     double milliseconds) {
            std::vector<double> confidence;  // the round's, until the next round
            for (int i : points) confidence.push_back(document_.confidence()[static_cast<size_t>(i)]);
            document_.updatePredictions({{points, labels, confidence}}, nullptr);
            reportStrokeUpdate(changed, milliseconds);
          });
  connect(&document_, &TerrainDocument::predictionsChanged, this, [this] {
    recolour();
    updateMetrics();
  });
  connect(&document_, &TerrainDocument::graphReady, this, [this] {
    tileWarmup_.setTiles(document_.tiles());
    if (document_.tiles()) {
      std::vector<int> painted;  // e.g. a project's or recovered paint, in before the tiles
      for (int i = 0; i < document_.pointCount(); ++i)
        if (document_.userLabels()[static_cast<size_t>(i)] != kUnlabelled) painted.push_back(i);
      tileWarmup_.stroke(painted, Labeling(painted.size(), 0));
      //: %1 is "%Ln tile(s)"
      emit statusMessage(tr("%Ln point(s) in %1 of %L2 m: a tile's features are computed when you paint "
                            "in it, and when it is predicted (the tiles in view first).",
                            "", document_.pointCount())
                             .arg(tr("%Ln tile(s)", "", document_.tiles()->grid().size()))
                             .arg(document_.tiles()->grid().options().tileSize));
    }
    else {
      //: %1 is "%Ln edge(s)"
      emit statusMessage(tr("Features and neighbour graph ready: %Ln point(s), %1.", "", document_.pointCount())
                             .arg(tr("%Ln edge(s)", "", document_.graph()->numEdges())));
    }
    emit trainingStateChanged();
  });
  for (TilePredictions* feed : {&roundTiles_, &backgroundTiles_})
    connect(feed, &TilePredictions::tilesShown, this, [this](int shown) {
      if (document_.tiles())
        emit statusMessage(tr("Predicted %L1 of %Ln tile(s), those in view first…", "", document_.tiles()->grid().size()).arg(shown));
    });
  // The round's own tiles are coming: an older model's (interim or stopped) tiles must not
  // land over them, and stroke solvers of an older model must not either.
  connect(&roundTiles_, &TilePredictions::tilesShown, this, [this] {
    if (stopTilePrediction_) *stopTilePrediction_ = true;
    backgroundTiles_.cancel();
    queuedPrediction_.reset();
    strokePrediction_.clear();
  });
  connect(&graphWatcher_, &QFutureWatcher<CarriedResult<PreparedGraph>>::finished, this,
          [this] {
            try {
              // Either is ignored when built for an older cloud.
              const PreparedGraph prepared = graphWatcher_.result().take();
              if (prepared.tiles)
                document_.setTiles(prepared.tiles);
              else
                document_.setGraph(prepared.graph);
            } catch (const std::exception& e) {
              emit statusMessage(
                  tr("Could not compute point features: %1").arg(QString::fromUtf8(e.what())));
            } catch (...) {
              emit statusMessage(tr("Could not compute point features."));
            }
          });
  connectTrainingJob([this] { finishRound(controller_.outcome()); });
}

TerrainPanel::~TerrainPanel() {
  stopTilePredictions();
  controller_.stop();
  backgroundPrediction_.waitForFinished();
  graphWatcher_.waitForFinished();
  if (metrics_ && !metrics_->parent()) delete metrics_;
}

QWidget* TerrainPanel::createSidePanel() {
  auto* panel = new QWidget(this);
  panel->setMaximumWidth(260);
  auto* layout = new QVBoxLayout(panel);
  auto* tools = new QHBoxLayout;
  auto* navigate = navigateButton_ = new QToolButton(panel);
  navigate->setText(tr("Navigate"));
  navigate->setToolTip(
      tr("Orbit with the left button, pan with the right, zoom with the wheel (N)"));
  paintButton_ = new QToolButton(panel);
  paintButton_->setText(tr("Paint"));
  paintButton_->setToolTip(
      tr("Paint the selected class with the brush; Ctrl+drag draws a lasso; the wheel sizes the "
         "brush (P)"));
  for (QToolButton* b : {navigate, paintButton_}) {
    b->setCheckable(true);
    b->setAutoExclusive(true);
    tools->addWidget(b);
  }
  navigate->setChecked(true);
  connect(paintButton_, &QToolButton::toggled, this, [this](bool on) {
    view_->setTool(on ? PointCloudView::Tool::Paint : PointCloudView::Tool::Navigate);
  });
  layout->addLayout(tools);

  layout->addWidget(new QLabel(tr("Classes (select to paint, untick to hide)"), panel));
  classList_ = new ClassList({.hideable = true, .eraser = tr("Eraser (grey: unlabelled)")}, panel);
  connect(classList_, &ClassList::classChosen, this, [this](int k) { paintLabel_ = k; });
  connect(classList_, &ClassList::visibilityChanged, this, [this] { recolour(); });
  layout->addWidget(classList_, 1);

  auto* form = new QFormLayout;
  colourBox_ = new QComboBox(panel);
  colourBox_->addItems({tr("Labels and predictions"), tr("Prediction"), tr("Uncertainty"),
                        tr("Height"), tr("Intensity"), tr("Ground truth"),
                        tr("File colours (RGB)")});
  colourBox_->setToolTip(tr("What the colours show (C cycles)"));
  connect(colourBox_, &QComboBox::currentIndexChanged, this,
          [this](int i) { setColourMode(ColourMode(i)); });
  form->addRow(tr("Colour by"), colourBox_);
  rampLegend_ = new QLabel(panel);
  rampLegend_->setWordWrap(true);
  // Room for three lines: a wrapped label in a form row is otherwise squeezed to fewer and
  // clipped at the default window size.
  rampLegend_->setMinimumHeight(3 * rampLegend_->fontMetrics().lineSpacing() + 4);
  form->addRow(rampLegend_);
  form->addRow(tr("Model"), createModelBox(panel, graphModelKindsTip(tr("point"))));
  pointSize_ = new QSpinBox(panel);
  pointSize_->setRange(1, 10);
  pointSize_->setValue(2);
  connect(pointSize_, &QSpinBox::valueChanged, this, [this](int v) { view_->setPointSize(v); });
  form->addRow(tr("Point size"), pointSize_);
  layout->addLayout(form);
  auto* reset = new QPushButton(tr("Reset view"), panel);
  connect(reset, &QPushButton::clicked, view_, &PointCloudView::resetView);
  layout->addWidget(reset);
  return panel;
}

QJsonObject TerrainPanel::projectState(ProjectContext& context) const {
  QJsonObject root;
  if (cloudPath_.isEmpty())
    root["sample"] =
        QJsonObject{{"points", samplePoints_}, {"seed", static_cast<int>(sampleSeed_)}};
  else
    root["cloud"] = context.reference(cloudPath_);
  root["mapping"] = jsonObjectFromText(classMappingToJson(mapping_));
  QJsonArray painted;  // [point, label] pairs: strokes cover few points of a large cloud
  const Labeling& labels = document_.userLabels();
  for (size_t i = 0; i < labels.size(); ++i)
    if (labels[i] != kUnlabelled) painted.append(QJsonArray{static_cast<qint64>(i), labels[i]});
  root["painted"] = painted;
  return root;
}

bool TerrainPanel::loadProjectState(const QJsonObject& root, ProjectContext& context,
                                    QString* error) {
  auto fail = [&](const QString& why) {
    if (error) *error = why;
    return false;
  };
  ClassMapping mapping;
  try {
    mapping = classMappingFromJson(jsonText(root["mapping"].toObject()), "terrain project");
  } catch (const std::exception& e) {
    return fail(QString::fromUtf8(e.what()));
  }
  if (root.contains("sample")) {
    const QJsonObject sample = root["sample"].toObject();
    const int points = sample["points"].toInt();
    if (points < 1000 || points > 5000000) return fail(tr("invalid sample size"));
    openSample(points, static_cast<unsigned>(sample["seed"].toInt()));
  } else {
    QString why;
    const QString cloud = context.resolve(root["cloud"], &why);
    if (cloud.isEmpty() || !openFile(cloud, &why)) return fail(why);
  }
  // The project's mapping may rename or regroup classes: apply it to the cloud's codes.
  mapping_ = mapping;
  if (document_.cloud()->hasClasses()) {
    LabelSet labels;
    labels.names = mapping.labelNames;
    const QString source = document_.source();
    document_.reset(document_.cloud(), labels, applyClassMapping(*document_.cloud(), mapping),
                    source);
    rebuildClassList();
    recolour();
  }
  std::vector<int> points;
  Labeling values;
  for (const QJsonValue& v : root["painted"].toArray()) {
    const QJsonArray pair = v.toArray();
    const qint64 i = pair.at(0).toInteger(-1);
    const int label = pair.at(1).toInt(-2);
    if (pair.size() != 2 || i < 0 || i >= document_.pointCount() || label < 0 ||
        label >= document_.labels().size())
      return fail(tr("painted labels do not match the cloud"));
    points.push_back(static_cast<int>(i));
    values.push_back(label);
  }
  document_.setUserLabels(points, values);
  return true;
}

void TerrainPanel::rebuildClassList() {
  palette_ = classPalette(document_.labels().names);
  QStringList names;
  for (const std::string& name : document_.labels().names) names << QString::fromStdString(name);
  classList_->setClasses(names, palette_);
  setPaintLabel(0);
}

void TerrainPanel::openCloud(std::shared_ptr<const PointCloud> cloud, LabelSet labels,
                             Labeling truth, const QString& source) {
  controller_.stop();
  controller_.resetWarmStart();
  strokePrediction_.clear();
  document_.reset(cloud, std::move(labels), std::move(truth), source);
  rebuildClassList();
  view_->setPoints(cloud->xyz);
  recolour();
  updateRampLegend();  // "File colours" says whether this cloud has any
  metrics_->showMessage(document_.truth().empty()
                            ? tr("This cloud has no ground truth to compare with.")
                            : tr("Train to compare predictions with the ground truth."));
  stopTilePredictions();
  tileWarmup_.setTiles(nullptr);
  if (cloud->numPoints() > wholeGraphLimit_) {
    emit statusMessage(tr("Cutting %Ln point(s) into tiles…", "", cloud->numPoints()));
    graphWatcher_.setFuture(runCarryingErrors([cloud, tiles = tileOptions_] {
      return PreparedGraph{nullptr, std::make_shared<const TerrainTileGraphs>(
                                        cloud, tiles ? *tiles : tilesForDensity(cloud->xyz),
                                        TerrainGraphOptions{}, tileCacheBytes())};
    }));
  }
  else {
    emit statusMessage(
        tr("Computing point features and the neighbour graph for %Ln point(s)…", "", cloud->numPoints()));
    graphWatcher_.setFuture(runCarryingErrors([cloud] {
      return PreparedGraph{std::make_shared<const PairwiseGraph>(buildTerrainGraph(*cloud)), nullptr};
    }));
  }
  emit trainingStateChanged();
}

void TerrainPanel::openSample(int points, unsigned seed) {
  TerrainSceneOptions options;
  options.targetPoints = points;
  options.seed = seed;
  TerrainScene scene = generateTerrainScene(options);
  mapping_ = identityClassMapping(scene.labelNames.names);
  cloudPath_.clear();
  samplePoints_ = points, sampleSeed_ = seed;
  auto cloud = std::make_shared<const PointCloud>(std::move(scene.cloud));
  openCloud(cloud, scene.labelNames, std::move(scene.labels), tr("built-in terrain sample"));
}

bool TerrainPanel::openFile(const QString& path, QString* error) {
  return reportingErrors(error, [&] {
    auto cloud = loadInBackground(
        this, tr("Reading %1…").arg(QFileInfo(path).fileName()),
        [file = path.toStdString()] { return std::make_shared<PointCloud>(readPointCloud(file)); });
    if (cloud->numPoints() == 0) throw std::runtime_error("the file holds no points");
    const QString name = path.toLower();
    ClassMapping mapping = name.contains(".xyz_label_conf") ? oaklandMapping()
                           : name.endsWith(".las")          ? asprsTerrainMapping()
                           : name.endsWith(".bin")          ? semanticKittiMapping()
                           : cloud->hasClasses()            ? distinctCodeMapping(cloud->classCodes)
                                                            : asprsTerrainMapping();
    Labeling truth = cloud->hasClasses() ? applyClassMapping(*cloud, mapping) : Labeling{};
    LabelSet labels;
    labels.names = mapping.labelNames;
    mapping_ = std::move(mapping);
    cloudPath_ = QFileInfo(path).absoluteFilePath();
    openCloud(std::move(cloud), labels, std::move(truth), QFileInfo(path).fileName());
  });
}

QString TerrainPanel::labelledFileName() const {
  if (cloudPath_.isEmpty()) return "labelled.ply";
  QString name = QFileInfo(cloudPath_).fileName();
  if (name.endsWith(".gz", Qt::CaseInsensitive)) name.chop(3);
  const bool las = name.endsWith(".las", Qt::CaseInsensitive);
  // A KITTI scan's labels go to a .label file (never the scan's own name: that may be the
  // dataset's ground truth).
  const bool kitti = name.endsWith(".bin", Qt::CaseInsensitive);
  return QFileInfo(name).completeBaseName() + (las ? "-labelled.las" : kitti ? "-labelled.label" : "-labelled.ply");
}

bool TerrainPanel::exportLabels(const QString& path, QString* error) const {
  return reportingErrors(error, [&] {
    if (!document_.cloud()) throw std::runtime_error("no point cloud is open");
    Labeling labels = document_.userLabels();
    for (size_t i = 0; i < labels.size(); ++i)
      if (labels[i] == kUnlabelled && i < document_.predictions().size())
        labels[i] = document_.predictions()[i];
    // Tiles still being predicted would leave their points with the file's own codes, silently.
    if (!document_.predictions().empty() && std::count(labels.begin(), labels.end(), kUnlabelled) > 0)
      throw std::runtime_error("some tiles are not predicted yet: export when every tile is drawn");
    PointCloud out = *document_.cloud();
    out.classCodes = labelsToCodes(labels, mapping_, document_.cloud()->classCodes);
    // From a LAS file to LAS: the file's other fields (returns, GPS time, extra bytes) are kept.
    writeClassifiedCloud(path.toStdString(), out, cloudPath_.toStdString());
  });
}

void TerrainPanel::setPaintLabel(int label) {
  classList_->setCurrentClass(label);
  paintLabel_ = classList_->currentClass();
}

void TerrainPanel::onPointsSelected(const std::vector<int>& points) {
  if (!document_.cloud()) return;
  const QString name = paintLabel_ == kUnlabelled
                           ? tr("Erase")
                           : QString::fromStdString(document_.labels().names[paintLabel_]);
  document_.undoStack()->push(
      new PaintPointsCommand(&document_, points, Labeling(points.size(), paintLabel_),
                             tr("Paint %Ln point(s): %1", "", static_cast<int>(points.size())).arg(name)));
}

bool TerrainPanel::hasLabelsToTrainOn() const {
  return document_.labelledPointCount() > 0;
}

AmnModel TerrainPanel::modelToSave(AmnModel model) const {
  // The panel builds every graph with the default settings (openCloud), and its labels are
  // the mapping's: both go with the model, so `terrain predict` reuses them.
  if (model.labels.names == mapping_.labelNames) model.terrain = TerrainModelSettings{TerrainGraphOptions{}, mapping_};
  return model;
}

void TerrainPanel::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_C:
      showNextColourMode();
      return;
    case Qt::Key_P:
      paintButton_->setChecked(true);
      return;
    case Qt::Key_N:
      navigateButton_->setChecked(true);
      return;
    default:
      if (const int k = ClassList::classOfKey(event, document_.labels().size());
          k != ClassList::kNoClass) {
        setPaintLabel(k);
        return;
      }
  }
  QWidget::keyPressEvent(event);
}

}  // namespace m3
