// The terrain panel's training rounds and their predictions: starting a round (on the whole
// graph or on tiles), interim and stopped rounds' predictions, tile results as they come, and
// the metrics against the file's classes.
#include <QtConcurrent>
#include <algorithm>

#include "eval/classification_metrics.h"
#include "graph_model_text.h"
#include "model_kind_text.h"
#include "point_cloud_view.h"
#include "terrain_panel.h"

namespace m3 {

void TerrainPanel::startJob(std::shared_ptr<const AmnModel> given) {
  if (!document_.cloud()) return;
  if (!document_.hasGraph()) {
    emit statusMessage(tr("Still computing point features; training starts when they are ready."));
    startWhenReady(&document_, &TerrainDocument::graphReady,
                   [this, given, cloud = document_.dataGeneration()] {
                     if (cloud == document_.dataGeneration()) startJob(given);
                   });
    return;
  }
  queuedPrediction_.reset();  // this round's models come next
  if (!given && document_.labelledPointCount() == 0) {
    emit statusMessage(
        tr("Paint some points with a class first (Paint tool, then drag over the cloud)."));
    return;
  }
  TerrainTrainingRequest request;
  request.graph = document_.graph();
  request.cloud = document_.cloud();
  if (const auto tiles = document_.tiles()) {  // predictions come tile by tile, those in view first
    stopTilePredictions();
    request.tiles = tiles;
    request.tileOrder = tilesInView(tiles->grid(), *view_);
    request.onTilePredicted = roundTiles_.startBatch(tiles);
  }
  request.labels = document_.userLabels();
  request.newestFirst = document_.newestPainted(static_cast<int>(request.budget.points / 4));
  // The model reached so far is drawn every few seconds while a long round goes on.
  request.onInterimModel = [this](std::shared_ptr<const AmnModel> model) {
    QMetaObject::invokeMethod(
        this,
        [this, model] {
          if (controller_.isRunning()) predictInBackground(model);
        },
        Qt::QueuedConnection);
  };
  request.labelSet = document_.labels();
  request.options.kind = modelKind();
  request.options.balancedLoss = learner_.balancedLoss();
  applyLearnerSettings(request.options.bcfw);
  request.given = given;
  request.dataGeneration = document_.dataGeneration();
  const int painted = document_.labelledPointCount();
  emit statusMessage(given ? tr("Predicting every point with the project's model…")
                     : painted > request.budget.points
                         ? tr("Training on about %L1 of the %Ln painted point(s) (patches of %L2 m per class "
                              "and your newest strokes, so that rounds stay quick)…",
                              "", painted)
                               .arg(request.budget.points)
                               .arg(request.budget.radius)
                         : tr("Training on %Ln painted point(s)…", "", painted));
  ++trainingRound_;
  controller_.start(std::move(request));
}

void TerrainPanel::predictInBackground(std::shared_ptr<const AmnModel> model) {
  if (!model || !document_.hasGraph()) return;  // e.g. stopped before any model
  if (predicting_) {  // the latest model asked for follows the one being predicted
    queuedPrediction_ = std::move(model);
    return;
  }
  predicting_ = true;
  const quint64 cloud = document_.dataGeneration(), round = trainingRound_;
  if (const auto tiles = document_.tiles()) {
    // Tile by tile into the document as they come: while a round goes on only the tiles in
    // view (the round predicts everything when it ends), after a stopped round every tile.
    const bool interim = controller_.isRunning();
    const std::vector<int> order = tilesInView(tiles->grid(), *view_);
    auto stop = stopTilePrediction_ = std::make_shared<std::atomic<bool>>(false);
    strokePrediction_.clear();  // its solvers hold an older model
    backgroundPrediction_ =
        QtConcurrent::run([model, tiles, order, interim, stop, feed = backgroundTiles_.startBatch(tiles, model)] {
          try {
            tiles->predict(*model, order, !interim, 0, [stop] { return stop->load(); }, feed);
            return QString();
          } catch (const std::exception& e) {
            return QString::fromUtf8(e.what());
          }
        });
    backgroundPrediction_.then(this, [this, cloud, round, model, tiles, interim](const QString& error) {
      predictionDone();
      if (!error.isEmpty()) emit statusMessage(tr("Could not predict the tiles: %1").arg(error));
      else if (!interim && cloud == document_.dataGeneration() && round == trainingRound_)
        strokePrediction_.resetTiles(model, tiles);  // strokes now follow this model
    });
    return;
  }
  using Predicted = std::shared_ptr<std::pair<Labeling, std::vector<double>>>;
  QtConcurrent::run([model, graph = document_.graph()]() -> Predicted {
    auto predicted = std::make_shared<std::pair<Labeling, std::vector<double>>>();
    try {
      predictWithConfidence(*model, *graph, predicted->first, predicted->second);
    } catch (const std::exception&) {
      return nullptr;  // e.g. out of memory: nothing is shown, training goes on
    }
    return predicted;
  })
      .then(this, [this, cloud, round, model](Predicted p) {
        predictionDone();
        // A finished round's own predictions, or another cloud, win over this one.
        if (!p || cloud != document_.dataGeneration() || round != trainingRound_) return;
        if (controller_.isRunning()) {  // an interim model: the round's own result follows
          strokePrediction_.clear();
          document_.setPredictions(std::move(p->first), std::move(p->second), model);
        }
        else {  // asked for after a stopped round (a finished one brings its own)
          showPredictions(std::move(p->first), std::move(p->second), model);
          emit statusMessage(tr("Stopped: every point is predicted with the model reached so far."));
        }
      });
}

void TerrainPanel::predictionDone() {
  predicting_ = false;
  if (queuedPrediction_) predictInBackground(std::exchange(queuedPrediction_, nullptr));
}

void TerrainPanel::stopTilePredictions() {
  queuedPrediction_.reset();
  if (stopTilePrediction_) *stopTilePrediction_ = true;
  roundTiles_.cancel();
  backgroundTiles_.cancel();
}

void TerrainPanel::showPredictions(Labeling predictions, std::vector<double> confidence,
                                   std::shared_ptr<const AmnModel> model) {
  stopTilePredictions();
  document_.setPredictions(std::move(predictions), std::move(confidence), model);
  if (document_.tiles()) strokePrediction_.resetTiles(model, document_.tiles());
  else strokePrediction_.reset(model, document_.graph());
}

RoundResult TerrainPanel::acceptOutcome(const TerrainTrainingOutcome& outcome) {
  ++trainingRound_;
  if (outcome.predictions.empty()) return RoundResult::Stopped;
  showPredictions(outcome.predictions, outcome.confidence, outcome.model);
  return RoundResult::Shown;
}

QString TerrainPanel::describeOutcome(const TerrainTrainingOutcome& outcome) const {
  //: %2 is "%1 of the %Ln painted point(s)" or "%Ln point(s)"
  return tr("%1 trained on %2: %3 (%L4 s), predictions in %L5 s.")
      .arg(modelKindText(graphModelKindName(outcome.model->kind)))
      .arg(outcome.labelledPoints < outcome.paintedPoints
               ? tr("%L1 of the %Ln painted point(s)", "", outcome.paintedPoints)
                     .arg(outcome.labelledPoints)
               : tr("%Ln point(s)", "", outcome.labelledPoints))
      .arg(graphTrainingText(*outcome.model, outcome.reason, outcome.progress))
      .arg(outcome.progress.seconds, 0, 'f', 2)
      .arg(outcome.predictSeconds, 0, 'f', 2);
}

void TerrainPanel::updateMetrics() {
  const Labeling& predicted = document_.predictions();
  if (document_.truth().empty() || predicted.empty() || !document_.model()) return;
  ClassificationMetrics metrics(document_.labels().size());
  // While tiles are being predicted, over the points predicted so far.
  const bool partial = std::find(predicted.begin(), predicted.end(), kUnlabelled) != predicted.end();
  Labeling truth = partial ? document_.truth() : Labeling{};
  for (size_t i = 0; i < truth.size(); ++i)
    if (predicted[i] == kUnlabelled) truth[i] = kUnlabelled;
  metrics.add(partial ? truth : document_.truth(), predicted);
  const QString model = QString::fromUtf8(graphModelKindName(document_.model()->kind));
  metrics_->showMetrics(document_.labels(), metrics,
                        partial ? tr("%1 against the ground truth, on the tiles predicted so far").arg(model)
                                : tr("%1 against the ground truth").arg(model));
}

}  // namespace m3
