#pragma once
// What every workbench's document holds the same way, whatever it labels: the name of the open
// data, the undo stack every label edit goes through (ReplaceLabelsCommand), the latest model,
// the generation of the data (what a training round belongs to), and three signals the shared
// skeleton (PanelWorkbench) routes to the shell. A document adds
// its data, the user's labels and the predictions, and emits:
//   dataChanged        when other data is open (its reset: labels, predictions and the undo
//                      stack start again), which the shell takes as the journal's new start;
//   labelsEdited       for every confirmed label change, as a journal record;
//   predictionsChanged when the model or its predictions changed.
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <memory>

namespace m3 {

class LabelDocument : public QObject {
  Q_OBJECT
 public:
  using QObject::QObject;

  QString source() const { return source_; }  // "words.data", "built-in sample (300 words)"
  QUndoStack* undoStack() { return &undo_; }
  // Bumped when other data opens (or what is open changes so that a round's results no longer
  // fit it, as new superpixels do): a round's request carries it and its outcome echoes it,
  // and ModelTrainingPanel drops an outcome of another generation.
  quint64 dataGeneration() const { return dataGeneration_; }

 signals:
  void dataChanged();
  // A confirmed edit of the user's labels, as a journal record (ReplaceLabelsCommand emits it).
  void labelsEdited(const QJsonObject& record);
  void predictionsChanged();

 protected:
  QString source_;
  QUndoStack undo_;
  quint64 dataGeneration_ = 0;
};

template <class Model>
class ModelDocument : public LabelDocument {
 public:
  using LabelDocument::LabelDocument;
  using ModelType = Model;

  // The model the predictions on screen come from; null before the first round.
  std::shared_ptr<const Model> model() const { return model_; }

 protected:
  std::shared_ptr<const Model> model_;
};

}  // namespace m3
