#include "segmentation_commands.h"

#include "segmentation_document.h"

namespace m3 {

SetSegmentPixelsCommand::SetSegmentPixelsCommand(SegmentationDocument* document, int item, std::vector<int> pixels,
                                                 std::vector<int> labels, const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), document_(document), item_(item), pixels_(std::move(pixels)),
      after_(std::move(labels)) {
  before_.reserve(pixels_.size());
  for (int p : pixels_) before_.push_back(document_->item(item_).user.labels[p]);
}

void SetSegmentPixelsCommand::undo() { document_->setUserPixels(item_, pixels_, before_); }
void SetSegmentPixelsCommand::redo() { document_->setUserPixels(item_, pixels_, after_); }

}  // namespace m3
