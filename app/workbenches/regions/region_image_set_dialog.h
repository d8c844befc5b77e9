#pragma once
// File ▸ Open Image Folder with Masks… of the Image Regions workbench: a folder of photos, and
// optionally the folder of their ground-truth masks (each image's mask has its name, or its
// stem + .png) with the masks' convention: ours (0 none, v class v - 1), a dataset description
// (class names and the void value, docs/formats.md), or just a void value; or, in place of the
// masks, a COCO segmentation file. The fields are remembered between runs.
#include <QDialog>

#include "region_image_set.h"

class QLineEdit;
class QSpinBox;

namespace m3 {

class RegionImageSetDialog : public QDialog {
  Q_OBJECT
 public:
  explicit RegionImageSetDialog(QWidget* parent = nullptr);

  // The images and masks the fields name; false with *error (naming the folder or the image
  // without a mask) when they do not.
  bool files(RegionImageFiles* files, QString* error) const;
  void accept() override;  // remembers the fields

 private:
  QLineEdit *images_ = nullptr, *masks_ = nullptr, *coco_ = nullptr, *description_ = nullptr;
  QSpinBox* void_ = nullptr;
};

}  // namespace m3
