#pragma once
// The Image Regions workbench's film strip of open images: a thumbnail of each, tinted with
// the model's prediction once there is one, its name and how its prediction scores against
// its ground truth (the tooltip also says how much the user scribbled on it). Clicking an
// image shows it.
#include <QListWidget>

#include "region_document.h"

namespace m3 {

class RegionImageList : public QListWidget {
  Q_OBJECT
 public:
  explicit RegionImageList(QWidget* parent = nullptr);

  // Rebuilds every row from the document (thumbnails included: cheap at this size).
  void refresh(const RegionDocument& document);
  // Only image i's row (after a stroke on it).
  void refreshRow(const RegionDocument& document, int i);
};

}  // namespace m3
