#pragma once
// Reading the Image Segmentation workbench's images: each with the reference segmentation
// found beside it (the BSDS500 layout .../images/<split>/<id>.jpg next to
// .../groundTruth/<split>/<id>.mat, entry `annotator`, or <name>_seg.png, which is also how
// the workbench exports your segmentations), and the files that failed, with why. Safe to
// run off the GUI thread.
#include <QString>
#include <QStringList>
#include <vector>

#include "segmentation_document.h"

namespace m3 {

struct ReadImages {
  std::vector<SegmentationItem> items;
  QStringList failed;
  int withReference = 0;

  // Reads one image (and its reference); a failure goes to `failed`, the others stay.
  void add(const QString& path, int annotator);
};

}  // namespace m3
