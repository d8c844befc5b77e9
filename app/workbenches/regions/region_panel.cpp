#include "region_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "class_list.h"
#include "colour_image_qt.h"
#include "error_report.h"
#include "graph_model_text.h"
#include "model_kind_text.h"
#include "panel_widgets.h"
#include "region_image_list.h"
#include "region_image_view.h"
#include "region_tool_buttons.h"
#include "scribble_labels.h"

namespace m3 {

namespace {

std::vector<QColor> coloursOf(const Palette& palette) {
  std::vector<QColor> colours;
  for (const PaletteEntry& e : palette) colours.emplace_back(e.red, e.green, e.blue);
  return colours;
}

}  // namespace

RegionPanel::RegionPanel(QWidget* parent)
    : ModelTrainingPanel(controller_, document_, 300, "regions", parent),
      scenes_(document_, this,
              {.built =
                   [this](int image, std::shared_ptr<const RegionScene> scene) {
                     if (document_.imageAt(image).scene) return;  // the training job's came first
                     document_.setScene(image, std::move(scene));
                     predictMissing();
                   },
               .failed =
                   [this](int image, const QString& why) {
                     emit statusMessage(superpixelsFailedText(document_.imageAt(image).name, why));
                     if (image == document_.current()) showCurrentImage();
                   },
               .next = [this] { computeNextScene(); }}) {
  view_ = new RegionImageView(this);
  // The image set as a film strip under the image (hidden for one image), so the side panel
  // keeps its height for the classes.
  auto* canvas = new QWidget(this);
  auto* canvasLayout = new QVBoxLayout(canvas);
  canvasLayout->setContentsMargins(0, 0, 0, 0);
  canvasLayout->setSpacing(2);
  canvasLayout->addWidget(view_, 1);
  imageList_ = new RegionImageList(canvas);
  imageList_->hide();
  canvasLayout->addWidget(imageList_);
  fillWithSplitter(this, createPanel(), canvas, {280, 1000});
  applyLayers();  // the view starts with what the boxes say

  connect(view_, &RegionImageView::strokeFinished, this,
          [this](const std::vector<int>& pixels, RegionImageView::Tool tool) {
            const bool erase = tool == RegionImageView::Tool::Eraser;
            const int label = erase ? kUnlabelled : currentClass_;
            if (!erase && (label < 0 || label >= document_.classCount())) return;
            document_.undoStack()->push(new PaintImagePixelsCommand(
                &document_, {document_.current(), pixels}, std::vector<int>(pixels.size(), label),
                erase ? tr("Erase %L1 pixels").arg(pixels.size())
                      : tr("Paint %L1 pixels: %2")
                            .arg(pixels.size())
                            .arg(QString::fromStdString(document_.palette()[label].name))));
          });
  connect(view_, &RegionImageView::regionFilled, this, [this](int region) {
    const auto scene = document_.scene();
    if (!scene || currentClass_ < 0 || currentClass_ >= document_.classCount()) return;
    std::vector<int> pixels;
    const Labeling& regions = scene->superpixels.regions.labels;
    for (size_t i = 0; i < regions.size(); ++i)
      if (regions[i] == region) pixels.push_back(static_cast<int>(i));
    document_.undoStack()->push(new PaintImagePixelsCommand(
        &document_, {document_.current(), pixels}, std::vector<int>(pixels.size(), currentClass_),
        tr("Fill region %1: %2")
            .arg(region)
            .arg(QString::fromStdString(document_.palette()[currentClass_].name))));
  });
  connect(&document_, &RegionDocument::userLabelsChanged, this, [this](int i) {
    if (i == document_.current()) view_->setUserLabels(document_.userMask().labels);
    imageList_->refreshRow(document_, i);
    live_.edited();
  });
  connect(&document_, &RegionDocument::predictionsChanged, this, [this] {
    refreshPrediction();
    updateMetrics();
    imageList_->refresh(document_);
  });
  connect(&document_, &RegionDocument::dataChanged, this, [this] {
    imageList_->refresh(document_);
    imageList_->setVisible(document_.imageCount() > 1);
  });
  connect(&document_, &RegionDocument::currentChanged, this, &RegionPanel::showCurrentImage);
  connect(&document_, &RegionDocument::sceneChanged, this, [this](int i) {
    imageList_->refreshRow(document_, i);
    if (i != document_.current()) return;
    showCurrentImage();
    const auto scene = document_.scene();
    emit statusMessage(tr("%L1 superpixels, %L2 adjacent pairs.")
                           .arg(scene->superpixels.numRegions)
                           .arg(scene->graph.edges.size()));
  });
  connect(imageList_, &QListWidget::currentRowChanged, this, &RegionPanel::showImage);
  connectTrainingJob([this] { finishRound(controller_.outcome()); });
  view_->clear(
      tr("No image open. File ▸ Open Image… reads PNG, JPEG or TIFF; the Image Regions workbench "
         "opens a generated sample."));
}

QWidget* RegionPanel::createPanel() {
  auto* panel = new QWidget(this);
  auto* layout = new QVBoxLayout(panel);
  layout->setContentsMargins(4, 0, 4, 0);

  auto* classesBox = new QGroupBox(tr("Classes"), panel);
  auto* classesLayout = new QVBoxLayout(classesBox);
  classList_ = new ClassList({.renamable = true, .eraser = {}}, classesBox);
  classList_->setObjectName("regionClasses");
  connect(classList_, &ClassList::classChosen, this, [this](int k) { setCurrentClass(k); });
  connect(classList_, &ClassList::renamed, this, [this](int k, const QString& name) {
    // A renamed class: the palette changes, labels stay.
    Palette palette = document_.palette();
    if (k >= static_cast<int>(palette.size())) return;
    palette[k].name = name.toStdString();
    document_.setPalette(palette);
  });
  classesLayout->addWidget(classList_);
  auto* addClassButton = new QPushButton(tr("Add Class…"), classesBox);
  connect(addClassButton, &QPushButton::clicked, this, [this] {
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Add Class"), tr("Name:"), QLineEdit::Normal,
                              tr("class %1").arg(document_.classCount() + 1), &ok);
    if (ok && !name.trimmed().isEmpty()) addClass(name.trimmed());
  });
  classesLayout->addWidget(addClassButton);
  layout->addWidget(classesBox, 1);

  tools_ = new RegionToolButtons(view_, panel);
  layout->addWidget(tools_);
  auto* brushLabel = new QLabel(
      tr("Brush: mouse wheel sizes it; Ctrl+wheel zooms; right drag pans; Home fits."), panel);
  brushLabel->setWordWrap(true);
  layout->addWidget(brushLabel);

  auto* layersBox = new QGroupBox(tr("Show"), panel);
  auto* layersLayout = new QVBoxLayout(layersBox);
  auto makeCheck = [&](const QString& text, bool on) {
    auto* box = new QCheckBox(text, layersBox);
    box->setChecked(on);
    connect(box, &QCheckBox::toggled, this, &RegionPanel::applyLayers);
    layersLayout->addWidget(box);
    return box;
  };
  showImage_ = makeCheck(tr("Image"), true);
  showBoundaries_ = makeCheck(tr("Superpixel boundaries"), true);
  showUser_ = makeCheck(tr("Your labels"), true);
  showPrediction_ = makeCheck(tr("Prediction"), true);
  showUncertainty_ = makeCheck(tr("Uncertainty (bright: unsure)"), false);
  opacity_ = new QSlider(Qt::Horizontal, layersBox);
  opacity_->setRange(0, 100);
  opacity_->setValue(55);
  connect(opacity_, &QSlider::valueChanged, this,
          [this](int v) { view_->setOverlayOpacity(v / 100.0); });
  layersLayout->addWidget(new QLabel(tr("Overlay opacity"), layersBox));
  layersLayout->addWidget(opacity_);
  layout->addWidget(layersBox);

  auto* form = new QFormLayout;
  form->addRow(tr("Model"), createModelBox(panel, graphModelKindsTip(tr("region"))));
  superpixelSize_ = new QSpinBox(panel);
  superpixelSize_->setRange(6, 200);
  superpixelSize_->setValue(20);
  superpixelSize_->setSuffix(tr(" px"));
  superpixelSize_->setToolTip(
      tr("Superpixel (SLIC) region size; changing it recomputes the regions"));
  compactness_ = new QSpinBox(panel);
  compactness_->setRange(1, 100);
  compactness_->setValue(20);
  compactness_->setToolTip(
      tr("SLIC compactness: larger gives rounder, less boundary-following regions"));
  connect(superpixelSize_, &QSpinBox::editingFinished, this, &RegionPanel::computeScenes);
  connect(compactness_, &QSpinBox::editingFinished, this, &RegionPanel::computeScenes);
  form->addRow(tr("Superpixel size"), superpixelSize_);
  form->addRow(tr("Compactness"), compactness_);
  layout->addLayout(form);

  metrics_ = addNote(layout, panel, true);
  sourceLabel_ = addNote(layout, panel);
  return panel;
}

void RegionPanel::applyLayers() {
  int layers = 0;
  if (showImage_->isChecked()) layers |= RegionImageView::ImageLayer;
  if (showBoundaries_->isChecked()) layers |= RegionImageView::BoundaryLayer;
  if (showUser_->isChecked()) layers |= RegionImageView::UserLayer;
  if (showPrediction_->isChecked()) layers |= RegionImageView::PredictionLayer;
  if (showUncertainty_->isChecked()) layers |= RegionImageView::UncertaintyLayer;
  view_->setLayers(layers);
}

RegionTaskOptions RegionPanel::sceneOptions() const {
  RegionTaskOptions options;
  options.superpixels.regionSize = superpixelSize_->value();
  options.superpixels.compactness = compactness_->value();
  return options;
}

void RegionPanel::computeScenes() {
  if (!document_.hasImage()) return;
  const RegionTaskOptions options = sceneOptions();
  if (options.superpixels.regionSize != document_.taskOptions().superpixels.regionSize ||
      options.superpixels.compactness != document_.taskOptions().superpixels.compactness) {
    stop();
    controller_.resetWarmStart();
    document_.setTaskOptions(options);  // every scene goes
    emit settingsChanged();             // projects keep them
  }
  showCurrentImage();
  computeNextScene();
}

void RegionPanel::computeNextScene() {
  if (scenes_.isRunning() || !document_.hasImage()) return;
  // The shown image's first, then the others in order; an image that failed is not tried again.
  const auto wanted = [&](int i) { return !document_.imageAt(i).scene && scenes_.mayBuild(i); };
  int next = wanted(document_.current()) ? document_.current() : -1;
  for (int i = 0; next < 0 && i < document_.imageCount(); ++i)
    if (wanted(i)) next = i;
  if (next < 0) return;
  if (next == document_.current()) emit statusMessage(tr("Computing superpixels and region features…"));
  scenes_.start(next, [image = document_.imageAt(next).image, options = document_.taskOptions()] {
    return buildRegionScene(*image, options);
  });
}

void RegionPanel::predictMissing() {
  const auto model = document_.model();
  if (!model) return;
  std::vector<Labeling> labels(static_cast<size_t>(document_.imageCount()));
  std::vector<std::vector<double>> confidence(labels.size());
  bool any = false;
  try {
    for (int i = 0; i < document_.imageCount(); ++i) {
      const RegionImage& im = document_.imageAt(i);
      if (!im.scene || !im.prediction.empty()) continue;
      // A few milliseconds per image (an AMN on some hundred regions): done here.
      predictWithConfidence(model->amn, standardisedGraph(*model, im.scene->graph), labels[i], confidence[i]);
      any = true;
    }
  } catch (const std::exception& e) {
    emit statusMessage(tr("Prediction failed: %1").arg(QString::fromUtf8(e.what())));
  }
  if (any) document_.setPredictions(std::move(labels), std::move(confidence), model);
}

void RegionPanel::showImage(int i) {
  document_.setCurrent(i);
}

void RegionPanel::showSuggestion(const Suggestion& s) {
  showImage(s.group);
  view_->focusRegion(s.item);
}

QString RegionPanel::describeSuggestion(const Suggestion& s) const {
  const RegionImage& im = document_.imageAt(s.group);
  const int predicted = im.prediction[static_cast<size_t>(s.item)];
  //: %1 is the image's name, %2 the class the model predicts there
  return tr("a region of %1, predicted %2")
      .arg(im.name)
      .arg(QString::fromStdString(document_.palette()[static_cast<size_t>(predicted)].name));
}

void RegionPanel::showCurrentImage() {
  if (!document_.hasImage()) return;
  imageList_->setCurrentRow(document_.current());
  const auto scene = document_.scene();
  if (!scene) {
    const QString name = document_.imageAt(document_.current()).name;
    view_->clear(
        scenes_.mayBuild(document_.current())
            ? tr("Computing the superpixels of %1…").arg(name)
            : tr("The superpixels of %1 could not be computed (see the status bar).").arg(name));
    computeNextScene();
    updateMetrics();
    return;
  }
  view_->setImage(toQImage(document_.image()), scene->superpixels.regions.labels,
                  scene->superpixels.numRegions);
  view_->setClassColours(coloursOf(document_.palette()));
  view_->setUserLabels(document_.userMask().labels);
  refreshPrediction();
  updateMetrics();
}

void RegionPanel::setSuperpixelSize(int pixels) {
  superpixelSize_->setValue(pixels);
  computeScenes();
}

void RegionPanel::setSceneOptions(const SuperpixelOptions& superpixels) {
  superpixelSize_->setValue(superpixels.regionSize);
  compactness_->setValue(static_cast<int>(superpixels.compactness));
  computeScenes();
}

void RegionPanel::refreshClasses() {
  const Palette& palette = document_.palette();
  QStringList names;
  for (const PaletteEntry& e : palette) names << QString::fromStdString(e.name);
  classList_->setClasses(names, coloursOf(palette));
  view_->setClassColours(coloursOf(palette));
  setCurrentClass(std::clamp(currentClass_, 0, std::max(0, static_cast<int>(palette.size()) - 1)));
}

void RegionPanel::setCurrentClass(int c) {
  if (c < 0 || c >= document_.classCount()) return;
  currentClass_ = c;
  view_->setBrushClass(c);
  classList_->setCurrentClass(c);
}

void RegionPanel::addClass(const QString& name) {
  if (!document_.hasImage()) return;
  std::vector<std::string> names;
  for (const PaletteEntry& e : document_.palette()) names.push_back(e.name);
  names.push_back(name.toStdString());
  Palette palette = document_.palette();
  palette.push_back(defaultPalette(names).back());
  // Existing scribbles keep their classes; the model (trained on fewer classes) goes.
  controller_.resetWarmStart();
  document_.setPalette(palette);
  refreshClasses();
  setCurrentClass(document_.classCount() - 1);
}

void RegionPanel::setPalette(const Palette& palette) {
  if (palette == document_.palette()) return;
  controller_.resetWarmStart();
  document_.setPalette(palette);
  refreshClasses();
}

void RegionPanel::refreshPrediction() {
  if (!document_.hasPrediction()) {
    view_->setPrediction({});
    return;
  }
  // Local margins to [0, 1] uncertainty: 1 at a tie, 1/2 at the median margin.
  const std::vector<double>& margins = document_.regionConfidence();
  std::vector<double> sorted = margins;
  std::sort(sorted.begin(), sorted.end());
  const double median = sorted.empty() ? 1 : std::max(1e-9, sorted[sorted.size() / 2]);
  std::vector<double> uncertainty;
  for (double m : margins) uncertainty.push_back(1 / (1 + std::max(0.0, m) / median));
  view_->setPrediction(document_.regionPrediction(), uncertainty);
}

void RegionPanel::updateMetrics() {
  int scored = 0;
  const SegmentationMetrics all = document_.overallMetrics(&scored);
  if (!document_.hasTruth() && scored == 0) {
    metrics_->setText(document_.hasImage() ? tr("No ground truth loaded: nothing to score against.")
                                           : QString());
    return;
  }
  if (!document_.model()) {
    metrics_->setText(
        tr("Scribble on two or more classes, then Train (F5): the prediction is scored against the "
           "ground truth here."));
    return;
  }
  QString text;
  const SegmentationMetrics shown = document_.metrics();
  if (shown.evaluated() > 0)
    text = tr("<b>This image</b>: pixel accuracy <b>%L1</b>, mean IoU <b>%L2</b>")
               .arg(shown.pixelAccuracy(), 0, 'f', 3)
               .arg(shown.meanIou(), 0, 'f', 3);
  // Over the set: the per-class IoU there (one image: the same numbers).
  const SegmentationMetrics& perClass = scored > 1 ? all : shown;
  if (scored > 1)
    text += tr("<br><b>All %L1 images with masks</b>: pixel accuracy <b>%L2</b>, class average <b>%L3</b>, "
               "mean IoU <b>%L4</b>")
                .arg(scored)
                .arg(all.pixelAccuracy(), 0, 'f', 3)
                .arg(all.classAverageAccuracy(), 0, 'f', 3)
                .arg(all.meanIou(), 0, 'f', 3);
  // One wrapped line, so that a dataset's many classes leave the class list its room.
  QStringList classes;
  for (int k = 0; k < perClass.numLabels(); ++k)
    if (perClass.iou(k) >= 0)
      classes << QString("%1 %L2")
                     .arg(QString::fromStdString(document_.palette()[k].name).toHtmlEscaped())
                     .arg(perClass.iou(k), 0, 'f', 2);
  if (!classes.isEmpty()) text += tr("<br>IoU per class: %1").arg(classes.join(", "));
  metrics_->setText(text);
}

bool RegionPanel::hasLabelsToTrainOn() const {
  return document_.labelledPixelCount() > 0;
}

void RegionPanel::predictWith(std::shared_ptr<const RegionModel> model) {
  startJob(std::move(model));
}

void RegionPanel::startJob(std::shared_ptr<const RegionModel> given) {
  if (!document_.hasImage()) {
    emit statusMessage(tr("Open an image first."));
    return;
  }
  if (!given && document_.labelledPixelCount() == 0) {
    emit statusMessage(
        tr("Scribble some classes first: pick a class (1-9) and paint over the image."));
    return;
  }
  // Every image: the scribbled ones are trained on (their scenes built in the job when they
  // are not ready yet), the ones with scenes predicted; the others are predicted here when
  // their scenes arrive (predictMissing).
  RegionTrainingRequest request;
  for (int i = 0; i < document_.imageCount(); ++i) {
    const RegionImage& im = document_.imageAt(i);
    request.images.push_back({im.scene, im.image, im.labelledPixels > 0 ? im.user : LabelImage()});
  }
  request.palette = document_.palette();
  request.taskOptions = document_.taskOptions();
  request.options.kind = modelKind();
  request.options.balancedLoss = learner_.balancedLoss();
  applyLearnerSettings(request.options.bcfw);
  request.given = given;
  request.dataGeneration = document_.dataGeneration();
  emit statusMessage(given ? tr("Predicting with the project's model…")
                           : tr("Training on your scribbles…"));
  controller_.start(std::move(request));
}

RoundResult RegionPanel::acceptOutcome(const RegionTrainingOutcome& outcome) {
  // Scenes the job built are kept, unless the background queue got there first: then the job's
  // predictions of that image (on its own scene) are dropped and made again on the kept one.
  std::vector<Labeling> regions = outcome.regions;
  for (size_t i = 0; i < outcome.scenes.size(); ++i) {
    const int image = static_cast<int>(i);
    if (outcome.scenes[i] && !document_.imageAt(image).scene)
      document_.setScene(image, outcome.scenes[i]);
    if (document_.imageAt(image).scene != outcome.scenes[i]) regions[i].clear();
  }
  bool complete = outcome.model != nullptr;  // else: cancelled, or fewer than two classes
  for (size_t i = 0; i < outcome.scenes.size(); ++i)
    complete = complete && (!outcome.scenes[i] || !outcome.regions[i].empty());
  if (!complete) return RoundResult::Stopped;
  document_.setPredictions(std::move(regions), outcome.confidence, outcome.model);
  predictMissing();  // images whose scenes arrived while the job ran
  return RoundResult::Shown;
}

QString RegionPanel::describeOutcome(const RegionTrainingOutcome& outcome) const {
  return tr("%1 trained on %L2 labelled regions of %3: %4; every image redrawn %L5 s after the "
            "request; Label Next (F8) shows the least confident region.")
      .arg(modelKindText(graphModelKindName(outcome.model->amn.kind)))
      .arg(outcome.labelledRegions)
      .arg(outcome.labelledImages == 1 ? tr("1 image")
                                       : tr("%L1 images").arg(outcome.labelledImages))
      .arg(graphTrainingText(outcome.model->amn, outcome.reason, outcome.progress) +
           (outcome.edgeScaleFolds > 0
                ? tr(", edges x%L1 (chosen on your scribbles)").arg(outcome.edgeScale)
                : QString()))
      .arg(outcome.seconds, 0, 'f', 2);
}

void RegionPanel::keyPressEvent(QKeyEvent* event) {
  // 0, "no label", is the eraser here: a region is unlabelled by erasing it.
  const int k = ClassList::classOfKey(event, document_.classCount());
  if (k == kUnlabelled && tools_->handleKey(Qt::Key_E)) return;
  if (k >= 0) {
    setCurrentClass(k);
    return;
  }
  if (event->modifiers() == Qt::NoModifier) {
    if (tools_->handleKey(event->key())) return;
    if (event->key() == Qt::Key_PageDown || event->key() == Qt::Key_PageUp) {
      showImage(std::clamp(document_.current() + (event->key() == Qt::Key_PageDown ? 1 : -1), 0,
                           std::max(0, document_.imageCount() - 1)));
      return;
    }
  }
  QWidget::keyPressEvent(event);
}

}  // namespace m3
