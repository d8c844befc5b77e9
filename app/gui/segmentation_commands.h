#pragma once
// One edit of an image's segmentation in the segmentation workbench: a brush or eraser
// stroke, a region fill, or taking the reference segmentation as the user's; remembers each
// pixel's old segment id so one undo restores the edit.
#include <QUndoCommand>
#include <vector>

namespace m3 {

class SegmentationDocument;

class SetSegmentPixelsCommand : public QUndoCommand {
 public:
  SetSegmentPixelsCommand(SegmentationDocument* document, int item, std::vector<int> pixels, std::vector<int> labels,
                          const QString& text, QUndoCommand* parent = nullptr);
  void undo() override;
  void redo() override;

 private:
  SegmentationDocument* document_;
  int item_;
  std::vector<int> pixels_, before_, after_;
};

}  // namespace m3
