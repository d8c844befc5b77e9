#pragma once
// The bonds workbench's protein list as a table model over a BondDocument: name, cysteines,
// the file's bonds (and where they came from), the user's bonds, and the latest prediction's
// correct bonds / whole pattern right. Reads the document; refreshes on its signals.
#include "item_table_model.h"

namespace m3 {

class BondDocument;

class BondListModel : public ItemTableModel {
  Q_OBJECT
 public:
  enum Column { Name, Cysteines, FileBonds, UserBonds, Correct, Fully, ColumnCount };

  explicit BondListModel(BondDocument* document, QObject* parent = nullptr);
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

 private:
  int itemCount() const override;
  BondDocument* document_;
};

}  // namespace m3
