#include "item_table_model.h"

namespace m3 {

QVariant ItemTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || section < 0 || section >= columns_.size()) return {};
  if (role == Qt::DisplayRole) return columns_[section].header;
  if (role == Qt::ToolTipRole && !columns_[section].toolTip.isEmpty())
    return columns_[section].toolTip;
  return {};
}

}  // namespace m3
