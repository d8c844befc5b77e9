#pragma once
// The bonds workbench's protein list as a table model over a BondDocument: name, cysteines,
// the file's bonds (and where they came from), the user's bonds, and the latest prediction's
// correct bonds / whole pattern right. Reads the document; refreshes on its signals.
#include <QAbstractTableModel>

namespace m3 {

class BondDocument;

class BondListModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Name, Cysteines, FileBonds, UserBonds, Correct, Fully, ColumnCount };

  explicit BondListModel(BondDocument* document, QObject* parent = nullptr);
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  BondDocument* document_;
};

}  // namespace m3
