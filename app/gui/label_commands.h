#pragma once
// The undoable label edit: replaces one word's user labels. Consecutive edits of the same
// word (typing its letters) merge into one command, so one undo restores the word as it
// was before the user started typing in it.
#include <QUndoCommand>

#include "model/labeling.h"

namespace m3 {

class HandwritingDocument;

class SetWordLabelsCommand : public QUndoCommand {
 public:
  SetWordLabelsCommand(HandwritingDocument* document, int word, Labeling before, Labeling after,
                       const QString& text);
  void undo() override;
  void redo() override;
  int id() const override { return 1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  HandwritingDocument* document_;
  int word_;
  Labeling before_, after_;
};

}  // namespace m3

namespace m3 {

class TerrainDocument;

// One paint stroke or lasso on the terrain: gives `points` the label `label` (kUnlabelled
// erases) and remembers what they had, so one undo restores the whole stroke.
class PaintPointsCommand : public QUndoCommand {
 public:
  PaintPointsCommand(TerrainDocument* document, std::vector<int> points, int label, const QString& text);
  void undo() override;
  void redo() override;

 private:
  TerrainDocument* document_;
  std::vector<int> points_;
  Labeling before_, after_;
};

}  // namespace m3
