#pragma once
// The undoable label-set edit of the Scenes workbench: gives one item a label set (a click on
// a label, or "use the file's labels") or takes it away, remembering the old state for undo.
#include <QUndoCommand>
#include <vector>

namespace m3 {

class SceneDocument;

class SetSceneLabelsCommand : public QUndoCommand {
 public:
  SetSceneLabelsCommand(SceneDocument* document, int item, bool labelled, std::vector<int> labels,
                        const QString& text, QUndoCommand* parent = nullptr);
  void undo() override;
  void redo() override;

 private:
  SceneDocument* document_;
  int item_;
  bool labelledBefore_, labelledAfter_;
  std::vector<int> before_, after_;
};

}  // namespace m3
