#include "region_commands.h"

#include "region_document.h"

namespace m3 {

PaintImagePixelsCommand::PaintImagePixelsCommand(RegionDocument* document, std::vector<int> pixels, int label,
                                                 const QString& text)
    : QUndoCommand(text), document_(document), pixels_(std::move(pixels)) {
  before_.reserve(pixels_.size());
  for (int p : pixels_) before_.push_back(document_->userMask().labels[p]);
  after_.assign(pixels_.size(), label);
}

void PaintImagePixelsCommand::undo() { document_->setUserPixels(pixels_, before_); }
void PaintImagePixelsCommand::redo() { document_->setUserPixels(pixels_, after_); }

}  // namespace m3
