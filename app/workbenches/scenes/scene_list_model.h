#pragma once
// The Scenes workbench's item list as a table model over a SceneDocument: the item (with its
// thumbnail), the file's label set, the user's set, the predicted set and whether the
// prediction is right (against the user's set where given, else the file's). Reads the
// document; refreshes on its signals. Thumbnails are made once per opened set.
#include <QImage>
#include <vector>

#include "item_table_model.h"

namespace m3 {

class SceneDocument;

class SceneListModel : public ItemTableModel {
  Q_OBJECT
 public:
  enum Column { Item, FileLabels, UserLabels, Predicted, Right, ColumnCount };

  explicit SceneListModel(SceneDocument* document, QObject* parent = nullptr);
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

  // "Beach + Urban", or "none" for the empty set.
  QString labelSetText(const std::vector<int>& set) const;
  const QImage& thumbnail(int item) const { return thumbnails_[item]; }

 private:
  int itemCount() const override;
  void dataReplaced() override;  // the thumbnails

  SceneDocument* document_;
  std::vector<QImage> thumbnails_;
};

}  // namespace m3
