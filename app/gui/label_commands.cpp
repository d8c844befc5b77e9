#include "label_commands.h"

#include "handwriting_document.h"

namespace m3 {

SetWordLabelsCommand::SetWordLabelsCommand(HandwritingDocument* document, int word,
                                           Labeling before, Labeling after, const QString& text)
    : QUndoCommand(text), document_(document), word_(word), before_(std::move(before)),
      after_(std::move(after)) {}

void SetWordLabelsCommand::undo() { document_->setUserLabels(word_, before_); }
void SetWordLabelsCommand::redo() { document_->setUserLabels(word_, after_); }

bool SetWordLabelsCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = static_cast<const SetWordLabelsCommand*>(other);
  if (next->word_ != word_) return false;
  after_ = next->after_;
  return true;
}

}  // namespace m3

#include "terrain_document.h"

namespace m3 {

PaintPointsCommand::PaintPointsCommand(TerrainDocument* document, std::vector<int> points, int label,
                                       const QString& text)
    : QUndoCommand(text), document_(document), points_(std::move(points)), after_(points_.size(), label) {
  before_.reserve(points_.size());
  for (int i : points_) before_.push_back(document_->userLabels()[i]);
}

void PaintPointsCommand::undo() { document_->setUserLabels(points_, before_); }
void PaintPointsCommand::redo() { document_->setUserLabels(points_, after_); }

}  // namespace m3
