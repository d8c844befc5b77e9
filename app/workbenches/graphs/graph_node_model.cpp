#include "graph_node_model.h"

#include <QColor>
#include <QLocale>

#include "class_colour.h"
#include "graph_document.h"

namespace m3 {

GraphNodeModel::GraphNodeModel(GraphDocument* document, QObject* parent)
    : ItemTableModel(document, &GraphDocument::userLabelsChanged,
                     {{tr("Node"), {}},
                      {tr("Graph"), {}},
                      {tr("File label"), {}},
                      {tr("Yours"), {}},
                      {tr("Predicted"), {}},
                      {tr("Margin"), {}}},
                     parent),
      document_(document) {}

int GraphNodeModel::itemCount() const {
  return document_->nodeCount();
}

QVariant GraphNodeModel::classCell(int label, int role) const {
  if (label < 0) return role == Qt::DisplayRole ? QVariant(QStringLiteral("–")) : QVariant();
  if (role == Qt::DisplayRole) return document_->labelName(label);
  if (role == Qt::DecorationRole) return classColour(label);
  return {};
}

QVariant GraphNodeModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= document_->nodeCount()) return {};
  const int node = index.row();
  // Sorting by a class column sorts by the class's number, unlabelled first.
  const bool sort = role == Qt::UserRole;
  switch (index.column()) {
    case Name:
      return role == Qt::DisplayRole || sort ? QVariant(document_->nodeName(node)) : QVariant();
    case Graph:
      return role == Qt::DisplayRole || sort ? QVariant(document_->graphName(document_->graphOf(node))) : QVariant();
    case FileLabel:
      return sort ? QVariant(document_->fileLabel(node)) : classCell(document_->fileLabel(node), role);
    case UserLabel:
      return sort ? QVariant(document_->userLabel(node)) : classCell(document_->userLabel(node), role);
    case Predicted:
      return sort ? QVariant(document_->predicted(node)) : classCell(document_->predicted(node), role);
    case Margin:
      if (!document_->hasPredictions()) return {};
      if (sort) return document_->confidence(node);
      if (role == Qt::DisplayRole) return QLocale().toString(document_->confidence(node), 'f', 2);
      if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
      if (role == Qt::ToolTipRole)
        return tr("How much the model's score drops if this node alone changes its class (0: a tie)");
      return {};
    default:
      return {};
  }
}

}  // namespace m3
