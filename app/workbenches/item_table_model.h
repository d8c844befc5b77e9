#pragma once
// The base of every workbench's item list (proteins, scenes, sentences, graph nodes): one row per
// item of the document, columns with a header and a tool tip, kept up to date from the
// document's signals: all rows anew when other data opens (dataChanged), one row when its
// labels change, every row when the predictions do. A list declares its columns and says what
// a cell shows (data()).
#include <QAbstractTableModel>
#include <QList>
#include <QString>

#include "model_document.h"

namespace m3 {

class ItemTableModel : public QAbstractTableModel {
 public:
  struct Column {
    QString header, toolTip;
  };

  int rowCount(const QModelIndex& parent = {}) const override {
    return parent.isValid() ? 0 : itemCount();
  }
  int columnCount(const QModelIndex& parent = {}) const override {
    return parent.isValid() ? 0 : static_cast<int>(columns_.size());
  }
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

 protected:
  // `labelsChanged` is the document's signal that one item's labels changed.
  template <class Document>
  ItemTableModel(Document* document, void (Document::*labelsChanged)(int), QList<Column> columns,
                 QObject* parent)
      : QAbstractTableModel(parent), columns_(std::move(columns)) {
    connect(document, &LabelDocument::dataChanged, this, [this] {
      beginResetModel();
      dataReplaced();
      endResetModel();
    });
    connect(document, labelsChanged, this,
            [this](int item) { emit dataChanged(index(item, 0), index(item, columnCount() - 1)); });
    connect(document, &LabelDocument::predictionsChanged, this, [this] {
      if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
  }

  virtual int itemCount() const = 0;
  // Other data is open: what the list keeps of the items (thumbnails) is made again.
  virtual void dataReplaced() {}

 private:
  QList<Column> columns_;
};

}  // namespace m3
