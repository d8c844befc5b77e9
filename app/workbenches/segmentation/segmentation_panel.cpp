#include "segmentation_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <numeric>
#include <set>

#include "colour_image_qt.h"
#include "error_report.h"
#include "io/bsds_mat.h"
#include "long_load.h"
#include "panel_widgets.h"
#include "region_image_view.h"
#include "region_tool_buttons.h"
#include "samples/textured_shapes.h"
#include "segment_labels.h"
#include "segmentation_images.h"
#include "stop_reason_text.h"

namespace m3 {

namespace {

int segmentCount(const LabelImage& segmentation) {
  std::set<int> ids(segmentation.labels.begin(), segmentation.labels.end());
  ids.erase(kUnlabelled);
  return static_cast<int>(ids.size());
}

}  // namespace

SegmentationPanel::SegmentationPanel(QWidget* parent)
    : ModelTrainingPanel(controller_, document_, 500, "segmentation", parent),
      scenes_(document_, this,
              {.built =
                   [this](int item, std::shared_ptr<const SegmentationScene> scene) {
                     document_.setScene(item, std::move(scene));
                   },
               .failed =
                   [this](int item, const QString& why) {
                     emit statusMessage(superpixelsFailedText(document_.item(item).name, why));
                   },
               .next = [this] { computeNextScene(); }}) {
  view_ = new RegionImageView(this);
  view_->setClassColours({});  // segment ids get distinct generated colours
  view_->setLayers(RegionImageView::ImageLayer | RegionImageView::BoundaryLayer |
                   RegionImageView::UserLayer | RegionImageView::SegmentationLayer);
  fillWithSplitter(this, createPanel(), view_, {300, 1000});
  applyLayers();  // the view starts with what the boxes say

  connect(view_, &RegionImageView::strokeFinished, this,
          [this](const std::vector<int>& pixels, RegionImageView::Tool tool) {
            if (current_ < 0) return;
            const bool erase = tool == RegionImageView::Tool::Eraser;
            document_.undoStack()->push(new SetSegmentPixelsCommand(
                &document_, {current_, pixels},
                std::vector<int>(pixels.size(), erase ? kUnlabelled : segment_),
                erase ? tr("Erase %Ln pixel(s)", "", static_cast<int>(pixels.size()))
                      : tr("Paint segment %1 (%Ln pixel(s))", "", static_cast<int>(pixels.size()))
                            .arg(segment_ + 1)));
          });
  connect(view_, &RegionImageView::regionFilled, this, [this](int region) {
    if (current_ < 0 || !document_.item(current_).scene) return;
    std::vector<int> pixels;
    const Labeling& regions = document_.item(current_).scene->superpixels.regions.labels;
    for (size_t i = 0; i < regions.size(); ++i)
      if (regions[i] == region) pixels.push_back(static_cast<int>(i));
    document_.undoStack()->push(new SetSegmentPixelsCommand(
        &document_, {current_, pixels}, std::vector<int>(pixels.size(), segment_),
        tr("Fill region %1 with segment %2").arg(region).arg(segment_ + 1)));
  });
  connect(view_, &RegionImageView::pixelPicked, this, [this](QPoint p) {
    if (current_ < 0) return;
    const LabelImage& user = document_.item(current_).user;
    const int id = user.at(p.x(), p.y());
    if (id != kUnlabelled) setCurrentSegment(id);
  });
  connect(&document_, &SegmentationDocument::userChanged, this, [this](int i) {
    if (i == current_) refreshView(false);
    refreshList();
    live_.edited();
  });
  connect(&document_, &SegmentationDocument::sceneChanged, this, [this](int i) {
    if (i == current_) refreshView(true);
    refreshList();
  });
  connect(&document_, &SegmentationDocument::predictionsChanged, this, [this] {
    refreshView(false);
    refreshList();
    updateScores();
  });
  connectTrainingJob([this] { finishRound(controller_.outcome()); });
  view_->clear(
      tr("No images open. File ▸ Open Images to Segment… reads photos (with BSDS500 human "
         "segmentations "
         "when they sit in the BSDS layout); the workbench opens a generated sample."));
}

QWidget* SegmentationPanel::createPanel() {
  auto* panel = new QWidget(this);
  auto* layout = new QVBoxLayout(panel);
  layout->setContentsMargins(4, 0, 4, 0);
  auto* imagesBox = new QGroupBox(tr("Images (✓ = your segmentation, trained on)"), panel);
  auto* imagesLayout = new QVBoxLayout(imagesBox);
  list_ = new QListWidget(imagesBox);
  list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  connect(list_, &QListWidget::currentRowChanged, this, [this](int row) { setCurrentItem(row); });
  imagesLayout->addWidget(list_);
  auto* buttons = new QHBoxLayout;
  auto* useRef = new QPushButton(tr("Use Reference"), imagesBox);
  useRef->setObjectName("useReference");
  useRef->setToolTip(tr(
      "Take the loaded reference segmentation as yours for the selected images (one undo step)"));
  connect(useRef, &QPushButton::clicked, this, [this] { useReference(selectedItems()); });
  auto* clear = new QPushButton(tr("Clear Yours"), imagesBox);
  clear->setToolTip(tr("Remove your segmentation from the selected images (one undo step)"));
  connect(clear, &QPushButton::clicked, this, [this] { clearSegmentation(selectedItems()); });
  buttons->addWidget(useRef);
  buttons->addWidget(clear);
  imagesLayout->addLayout(buttons);
  layout->addWidget(imagesBox, 1);

  tools_ = new RegionToolButtons(view_, panel);
  layout->addWidget(tools_);
  auto* segmentRow = new QHBoxLayout;
  segmentLabel_ = new QLabel(panel);
  auto* newSegmentButton = new QPushButton(tr("New Segment (N)"), panel);
  connect(newSegmentButton, &QPushButton::clicked, this, &SegmentationPanel::newSegment);
  segmentRow->addWidget(segmentLabel_, 1);
  segmentRow->addWidget(newSegmentButton);
  layout->addLayout(segmentRow);
  auto* hint = new QLabel(
      tr("Paint or fill regions with a segment; Shift+click picks the segment under the cursor. "
         "Wheel: brush size; Ctrl+wheel: zoom; right drag: pan."),
      panel);
  hint->setWordWrap(true);
  layout->addWidget(hint);

  auto* layersBox = new QGroupBox(tr("Show"), panel);
  auto* layersLayout = new QVBoxLayout(layersBox);
  auto makeCheck = [&](const QString& text, bool on) {
    auto* box = new QCheckBox(text, layersBox);
    box->setChecked(on);
    connect(box, &QCheckBox::toggled, this, [this] {
      applyLayers();
      refreshView(false);
    });
    layersLayout->addWidget(box);
    return box;
  };
  showImage_ = makeCheck(tr("Image"), true);
  showBoundaries_ = makeCheck(tr("Superpixel boundaries"), false);
  showMine_ = makeCheck(tr("Your segmentation"), true);
  showReference_ = makeCheck(tr("Reference instead of yours"), false);
  showLearned_ = makeCheck(tr("Learned segmentation (boundaries)"), true);
  showKmeans_ = makeCheck(tr("k-means instead of the learned one"), false);
  layout->addWidget(layersBox);

  auto* form = new QFormLayout;
  annotatorBox_ = new QSpinBox(panel);
  annotatorBox_->setRange(1, 9);
  annotatorBox_->setToolTip(
      tr("Which human segmentation of a BSDS500 file is the reference (BSDS does not record who "
         "drew which, so number k is not the same person across images)"));
  connect(annotatorBox_, &QSpinBox::valueChanged, this, [this](int v) { annotator_ = v - 1; });
  form->addRow(tr("BSDS segmentation no."), annotatorBox_);
  layout->addLayout(form);
  scores_ = addNote(layout, panel, true);
  sourceLabel_ = addNote(layout, panel);
  return panel;
}

void SegmentationPanel::applyLayers() {
  int layers = 0;
  if (showImage_->isChecked()) layers |= RegionImageView::ImageLayer;
  if (showBoundaries_->isChecked()) layers |= RegionImageView::BoundaryLayer;
  if (showMine_->isChecked() || showReference_->isChecked()) layers |= RegionImageView::UserLayer;
  if (showLearned_->isChecked()) layers |= RegionImageView::SegmentationLayer;
  view_->setLayers(layers);
}

void SegmentationPanel::openSample(int images) {
  std::vector<SegmentationItem> items;
  for (int k = 0; k < images; ++k) {
    TexturedShapes sample = generateTexturedShapes(segmentationSampleOptions(k));
    SegmentationItem item;
    item.name = tr("shapes %1").arg(k + 1);
    item.image = std::move(sample.image);
    item.reference = std::move(sample.instances);
    items.push_back(std::move(item));
  }
  stop();
  document_.reset(std::move(items), tr("generated textured shapes"));
  sourceLabel_->setText(
      tr("<b>Generated sample</b>: %Ln image(s); the references are the shapes (each shape one "
         "segment, the background one more).",
         "", images));
  refreshList();
  setCurrentItem(0);
  computeNextScene();
}

bool SegmentationPanel::openImages(const QStringList& paths, QString* error) {
  ReadImages read;
  try {
    read = loadInBackground(this, tr("Reading %Ln image(s)…", "", static_cast<int>(paths.size())),
                            [paths, annotator = annotator_] {
                              ReadImages r;
                              for (const QString& path : paths) r.add(path, annotator);
                              return r;
                            });
  } catch (const LoadCancelled&) {
    if (error) *error = tr("Opening was cancelled: the open images stay.");
    return false;
  }
  auto& [items, failed, withReference] = read;
  if (error) *error = failed.join('\n');
  if (items.empty()) return false;
  stop();
  const int n = static_cast<int>(items.size());
  document_.reset(std::move(items),
                  n == 1 ? QFileInfo(paths.first()).fileName() : tr("%Ln image(s)", "", n));
  sourceLabel_->setText(tr("<b>%1</b>: %Ln image(s), %L2 with a reference segmentation.", "", n)
                            .arg(document_.source().toHtmlEscaped())
                            .arg(withReference));
  refreshList();
  setCurrentItem(0);
  computeNextScene();
  return true;
}

bool SegmentationPanel::loadReference(const QString& path, QString* error) {
  return reportingErrors(error, [&] {
    if (current_ < 0) throw std::runtime_error(tr("open an image first").toStdString());
    LabelImage reference = loadInBackground(
        this, tr("Reading %1…").arg(QFileInfo(path).fileName()),
        [path, annotator = annotator_]() -> LabelImage {
          if (!path.endsWith(".mat", Qt::CaseInsensitive)) return readLabelMask(path.toStdString());
          const std::vector<LabelImage> all = readBsdsSegmentations(path.toStdString());
          if (all.empty())
            throw std::runtime_error(tr("%1 holds no segmentation").arg(path).toStdString());
          return all[std::min<size_t>(annotator, all.size() - 1)];
        });
    const ColourImage& image = document_.item(current_).image;
    if (reference.width != image.width || reference.height != image.height)
      throw std::runtime_error(tr("%1 is %L2×%L3 pixels, the image %L4×%L5")
                                   .arg(path)
                                   .arg(reference.width)
                                   .arg(reference.height)
                                   .arg(image.width)
                                   .arg(image.height)
                                   .toStdString());
    document_.setReference(current_, std::move(reference));
  });
}

void SegmentationPanel::setAnnotator(int index) {
  annotatorBox_->setValue(index + 1);
}

bool SegmentationPanel::exportLabels(const QString& path, QString* error) {
  return reportingErrors(
      error,
      [&] {
        if (current_ < 0) throw std::runtime_error(tr("no image is open").toStdString());
        const SegmentationItem& it = document_.item(current_);
        if (it.userPixels > 0) {  // what the user drew (pixels without a segment stay 0)
          writeLabelMask(path.toStdString(), it.user);
        } else {
          if (!it.scene || it.learned.empty())
            throw std::runtime_error(
                tr("draw a segmentation or train first: there is nothing to export yet")
                    .toStdString());
          writeLabelMask(path.toStdString(), paintPartition(it.scene->superpixels, it.learned));
        }
        // Every other image the user segmented too, beside it as <image>_seg.png: the name
        // this workbench reads references by, so the export opens again as references. Only
        // the chosen file was confirmed, so files already there are left alone (and said so).
        const QDir dir = QFileInfo(path).absoluteDir();
        QSet<QString> taken{QFileInfo(path).absoluteFilePath()};
        int written = 0, kept = 0;
        for (int i = 0; i < document_.itemCount(); ++i) {
          const SegmentationItem& other = document_.item(i);
          if (i == current_ || other.userPixels == 0) continue;
          const QString file =
              dir.absoluteFilePath(QFileInfo(other.name).completeBaseName() + "_seg.png");
          if (taken.contains(file) || QFileInfo::exists(file)) {
            ++kept;
            continue;
          }
          taken.insert(file);
          writeLabelMask(file.toStdString(), other.user);
          ++written;
        }
        if (written + kept > 0)
          emit statusMessage(
              tr("Exported this image's segmentation and yours of %Ln other image(s) as "
                 "<image>_seg.png; %L1 left out because such a file exists.",
                 "", written)
                  .arg(kept));
      },
      path);
}

// Every image has its superpixels, or failed to get them (it is then left out).
bool SegmentationPanel::scenesReady() const {
  for (int i = 0; i < document_.itemCount(); ++i)
    if (!document_.item(i).scene && scenes_.mayBuild(i)) return false;
  return document_.itemCount() > 0;
}

// Superpixels and pair features for one image at a time, in the background, in list order.
void SegmentationPanel::computeNextScene() {
  if (scenes_.isRunning()) return;
  for (int i = 0; i < document_.itemCount(); ++i) {
    if (document_.item(i).scene || !scenes_.mayBuild(i)) continue;
    scenes_.start(i, [image = document_.item(i).image, options = options_] {
      return buildSegmentationScene(image, options);
    });
    return;
  }
  if (const int failed = scenes_.failedCount(); failed > 0)
    emit statusMessage(tr("Superpixels ready for %Ln of the images; %L1 failed (left out).", "",
                          document_.itemCount() - failed)
                           .arg(failed));
  else
    emit statusMessage(tr("Superpixels ready for all %Ln image(s).", "", document_.itemCount()));
}

void SegmentationPanel::refreshList() {
  QSignalBlocker block(list_);
  if (list_->count() != document_.itemCount()) {
    list_->clear();
    for (int i = 0; i < document_.itemCount(); ++i) list_->addItem(QString());
  }
  for (int i = 0; i < document_.itemCount(); ++i) {
    const SegmentationItem& it = document_.item(i);
    QString text = QString("%1 %2").arg(it.isTraining() ? QString::fromUtf8("✓") : "  ", it.name);
    if (!it.scene) text += tr(" (computing…)");
    if (it.userPixels > 0 && !it.isTraining())
      text += tr(" · yours %L1%").arg(100.0 * it.userPixels / it.image.numPixels(), 0, 'f', 0);
    if (it.hasReference()) text += tr(" · reference");
    list_->item(i)->setText(text);
  }
  if (current_ >= 0 && current_ < list_->count()) list_->setCurrentRow(current_);
}

void SegmentationPanel::setCurrentItem(int i) {
  if (i < 0 || i >= document_.itemCount()) return;
  const bool changed = i != current_;
  current_ = i;
  if (list_->currentRow() != i) {
    QSignalBlocker block(list_);
    list_->setCurrentRow(i);
  }
  if (changed) setCurrentSegment(0);
  refreshView(true);
}

void SegmentationPanel::setCurrentSegment(int id) {
  segment_ = std::max(0, id);
  view_->setBrushClass(segment_);
  segmentLabel_->setText(tr("Segment %1").arg(segment_ + 1));
}

void SegmentationPanel::newSegment() {
  if (current_ >= 0) setCurrentSegment(document_.unusedSegmentId(current_));
}

void SegmentationPanel::refreshView(bool newImage) {
  if (current_ < 0) return;
  const SegmentationItem& it = document_.item(current_);
  if (!it.scene) {
    view_->clear(tr("Computing the superpixels of %1…").arg(it.name));
    return;
  }
  if (newImage || !view_->hasImage())
    view_->setImage(toQImage(it.image), it.scene->superpixels.regions.labels,
                    it.scene->superpixels.numRegions);
  view_->setUserLabels(showReference_->isChecked() && it.hasReference() ? it.reference.labels
                                                                        : it.user.labels);
  const Partition& shown = showKmeans_->isChecked() ? it.kmeans : it.learned;
  view_->setSegmentation(shown);
}

int SegmentationPanel::kmeansK(int i) const {
  const SegmentationItem& it = document_.item(i);
  if (it.hasReference()) return std::max(1, segmentCount(it.reference));
  if (it.isTraining()) return std::max(1, segmentCount(it.user));
  // Otherwise as many segments as the user's images have, in the median.
  std::vector<int> counts;
  for (int j = 0; j < document_.itemCount(); ++j)
    if (document_.item(j).isTraining()) counts.push_back(segmentCount(document_.item(j).user));
  if (counts.empty()) return 8;
  std::nth_element(counts.begin(), counts.begin() + counts.size() / 2, counts.end());
  return std::max(1, counts[counts.size() / 2]);
}

void SegmentationPanel::useReference(const std::vector<int>& items) {
  QUndoStack* undo = document_.undoStack();
  undo->beginMacro(tr("Use the reference segmentation (%Ln image(s))", "", static_cast<int>(items.size())));
  for (int i : items) {
    const SegmentationItem& it = document_.item(i);
    if (!it.hasReference()) continue;
    std::vector<int> pixels(static_cast<size_t>(it.image.numPixels()));
    std::iota(pixels.begin(), pixels.end(), 0);
    undo->push(new SetSegmentPixelsCommand(&document_, {i, std::move(pixels)}, it.reference.labels,
                                           QString()));
  }
  undo->endMacro();
}

void SegmentationPanel::clearSegmentation(const std::vector<int>& items) {
  QUndoStack* undo = document_.undoStack();
  undo->beginMacro(tr("Clear your segmentation (%Ln image(s))", "", static_cast<int>(items.size())));
  for (int i : items) {
    const SegmentationItem& it = document_.item(i);
    if (it.userPixels == 0) continue;
    std::vector<int> pixels(static_cast<size_t>(it.image.numPixels()));
    std::iota(pixels.begin(), pixels.end(), 0);
    std::vector<int> none(pixels.size(), kUnlabelled);
    undo->push(new SetSegmentPixelsCommand(&document_, {i, std::move(pixels)}, std::move(none),
                                           QString()));
  }
  undo->endMacro();
}

std::vector<int> SegmentationPanel::selectedItems() const {
  return m3::selectedItems(list_, current_);
}

void SegmentationPanel::setShowKmeans(bool on) {
  showKmeans_->setChecked(on);
}

void SegmentationPanel::updateScores() {
  if (!document_.model()) {
    scores_->setText(
        document_.itemCount() == 0
            ? QString()
            : tr("Give a few images your segmentation (draw it, or Use Reference), then Train "
                 "(F5). "
                 "The other images are segmented and scored against their references here."));
    return;
  }
  const SegmentationDocument::Scores s = document_.heldOutScores();
  if (s.images == 0) {
    scores_->setText(tr("No held-out image has a reference to score against."));
    return;
  }
  scores_->setText(tr("<b>%Ln held-out image(s)</b> against their references:<br>learned: pair F1 "
                      "<b>%L1</b>, Rand %L2, "
                      "VI %L3<br>k-means (told the segment count): pair F1 %L4, Rand %L5, VI %L6",
                      "", s.images)
                       .arg(s.learned.f1, 0, 'f', 3)
                       .arg(s.learned.rand, 0, 'f', 3)
                       .arg(s.learned.variationOfInformation, 0, 'f', 2)
                       .arg(s.kmeans.f1, 0, 'f', 3)
                       .arg(s.kmeans.rand, 0, 'f', 3)
                       .arg(s.kmeans.variationOfInformation, 0, 'f', 2));
}

bool SegmentationPanel::hasLabelsToTrainOn() const {
  return document_.trainingCount() > 0;
}

void SegmentationPanel::predictWith(std::shared_ptr<const SegmentationModel> model) {
  if (document_.itemCount() == 0 || scenesReady()) return startJob(std::move(model));
  startWhenReady(&document_, &SegmentationDocument::sceneChanged,
                 [this, model, generation = document_.dataGeneration()] {
                   if (generation == document_.dataGeneration()) predictWith(model);
                 });
}

void SegmentationPanel::startJob(std::shared_ptr<const SegmentationModel> given) {
  if (document_.itemCount() == 0) {
    emit statusMessage(tr("Open some images first."));
    return;
  }
  if (!scenesReady()) {
    emit statusMessage(tr("Still computing superpixels; train when every image is ready."));
    return;
  }
  if (!given && document_.trainingCount() == 0) {
    emit statusMessage(tr("Give at least one image your segmentation first (it must cover %L1% of "
                          "the image): draw "
                          "it, or select images with a reference and press Use Reference.")
                           .arg(100 * kSegmentationTrainingCoverage, 0, 'f', 0));
    return;
  }
  SegmentationTrainingRequest request;
  for (int i = 0; i < document_.itemCount(); ++i) {
    const SegmentationItem& it = document_.item(i);
    request.scenes.push_back(it.scene);
    request.training.push_back(it.isTraining() ? it.user : LabelImage());
    request.kmeansK.push_back(kmeansK(i));
  }
  request.options = options_;
  request.options.C = learner_.C();
  applyLearnerSettings(request.options.bcfw);
  request.given = given;
  request.dataGeneration = document_.dataGeneration();
  emit statusMessage(
      given ? tr("Segmenting with the project's model…")
            : tr("Learning from your segmentations of %Ln image(s)…", "", document_.trainingCount()));
  controller_.start(std::move(request));
}

RoundResult SegmentationPanel::acceptOutcome(const SegmentationTrainingOutcome& outcome) {
  if (static_cast<int>(outcome.learned.size()) != document_.itemCount())
    return RoundResult::Stopped;
  document_.setPredictions(outcome.learned, outcome.kmeans, outcome.margins, outcome.model);
  return RoundResult::Shown;
}

std::vector<Suggestion> SegmentationPanel::suggestLabels(int count) const {
  std::vector<const SegmentationScene*> scenes;
  std::vector<double> margins;
  std::vector<bool> segmented;
  for (int i = 0; i < document_.itemCount(); ++i) {
    const SegmentationItem& item = document_.item(i);
    scenes.push_back(item.scene.get());
    margins.push_back(item.margin);
    segmented.push_back(item.isTraining());
  }
  return suggestImagesToSegment(scenes, margins, segmented, {count, 0});
}

QString SegmentationPanel::describeOutcome(const SegmentationTrainingOutcome& outcome) const {
  //: %2 is "%Ln pass(es)", %4 "%Ln image(s)"
  return tr("Learned from %Ln image(s): %1 after %2; %L3 of %4 segmented with an integral "
            "(exact) LP; %L5 s in all.",
            "", outcome.trainingImages)
      .arg(stopReasonText(outcome.reason))
      .arg(tr("%Ln pass(es)", "", outcome.progress.pass))
      .arg(outcome.exactImages)
      .arg(tr("%Ln image(s)", "", document_.itemCount()))
      .arg(outcome.seconds, 0, 'f', 2);
}

void SegmentationPanel::keyPressEvent(QKeyEvent* event) {
  if (event->modifiers() == Qt::NoModifier) {
    if (tools_->handleKey(event->key())) return;
    if (event->key() == Qt::Key_N) {
      newSegment();
      return;
    }
  }
  QWidget::keyPressEvent(event);
}

}  // namespace m3
