#pragma once
// The Graphs workbench's node table: one row per node of the open set (rows are the
// document's node numbers), with its name, graph, the file's label, the user's, the
// prediction and its margin; class cells carry the class colour. Sortable and searchable
// through a proxy (the panel's search box filters on the name).
#include "item_table_model.h"

namespace m3 {

class GraphDocument;

class GraphNodeModel : public ItemTableModel {
  Q_OBJECT
 public:
  enum Column { Name, Graph, FileLabel, UserLabel, Predicted, Margin, ColumnCount };
  explicit GraphNodeModel(GraphDocument* document, QObject* parent = nullptr);

  QVariant data(const QModelIndex& index, int role) const override;

 private:
  int itemCount() const override;
  QVariant classCell(int label, int role) const;
  GraphDocument* document_;
};

}  // namespace m3
