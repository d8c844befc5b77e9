#include "scene_commands.h"

#include "scene_document.h"

namespace m3 {

SetSceneLabelsCommand::SetSceneLabelsCommand(SceneDocument* document, int item, bool labelled,
                                             std::vector<int> labels, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), document_(document), item_(item), labelledBefore_(document->isLabelled(item)),
      labelledAfter_(labelled), before_(document->userLabels(item)), after_(std::move(labels)) {}

void SetSceneLabelsCommand::undo() { document_->setUserLabels(item_, labelledBefore_, before_); }
void SetSceneLabelsCommand::redo() { document_->setUserLabels(item_, labelledAfter_, after_); }

}  // namespace m3
