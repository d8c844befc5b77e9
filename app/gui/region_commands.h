#pragma once
// One brush stroke, eraser stroke or region fill on an image: gives `pixels` the class
// `label` (kUnlabelled erases) and remembers what each had, so one undo restores the stroke.
#include <QUndoCommand>
#include <vector>

namespace m3 {

class RegionDocument;

class PaintImagePixelsCommand : public QUndoCommand {
 public:
  PaintImagePixelsCommand(RegionDocument* document, std::vector<int> pixels, int label, const QString& text);
  void undo() override;
  void redo() override;

 private:
  RegionDocument* document_;
  std::vector<int> pixels_, before_, after_;
};

}  // namespace m3
