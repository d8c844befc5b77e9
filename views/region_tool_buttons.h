#pragma once
// The Brush (B) / Fill (F) / Eraser (E) buttons that drive a RegionImageView's tool, shared by
// the image-regions and image-segmentation workbenches; handleKey lets a workbench forward
// the letter keys.
#include <QWidget>

class QButtonGroup;

namespace m3 {

class RegionImageView;

class RegionToolButtons : public QWidget {
  Q_OBJECT
 public:
  RegionToolButtons(RegionImageView* view, QWidget* parent = nullptr);
  // B, F or E (no modifiers): switches the tool and returns true.
  bool handleKey(int key);

 private:
  void select(int tool);

  RegionImageView* view_;
  QButtonGroup* group_;
};

}  // namespace m3
