#include "item_browser.h"

#include <QAbstractProxyModel>
#include <QBoxLayout>
#include <QFormLayout>
#include <QItemSelectionModel>
#include <QTableView>

namespace m3 {

ItemBrowser::ItemBrowser(QAbstractItemModel* items, QWidget* parent) : QWidget(parent) {
  column_ = new QVBoxLayout(this);
  column_->setContentsMargins(4, 0, 0, 0);
  table_ = makeItemTable(items, this);
  column_->addWidget(table_, 1);
  connect(
      table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
      [this](const QModelIndex& index) {
        if (settingCurrent_) return;  // setCurrent says it once
        const auto* proxy = qobject_cast<const QAbstractProxyModel*>(table_->model());
        current_ = !index.isValid() ? -1 : proxy ? proxy->mapToSource(index).row() : index.row();
        emit currentChanged(current_);
      });
}

void ItemBrowser::addUseAndClear(const UseAndClearButtons& texts, const ItemsAction& use,
                                 const ItemsAction& clear) {
  addUseAndClearButtons(
      column_, this, texts, [this, use] { use(selected()); }, [this, clear] { clear(selected()); });
}

QFormLayout* ItemBrowser::addForm() {
  auto* form = new QFormLayout;
  column_->addLayout(form);
  return form;
}

void ItemBrowser::setCurrent(int item) {
  const auto* proxy = qobject_cast<const QAbstractProxyModel*>(table_->model());
  const QAbstractItemModel* source = proxy ? proxy->sourceModel() : table_->model();
  current_ = item >= 0 && item < source->rowCount() ? item : -1;
  QModelIndex row;
  if (current_ >= 0)
    row = proxy ? proxy->mapFromSource(source->index(item, 0)) : source->index(item, 0);
  if (row.isValid() && table_->currentIndex().row() != row.row()) {
    settingCurrent_ = true;
    table_->selectionModel()->setCurrentIndex(
        row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    settingCurrent_ = false;
  }
  if (row.isValid()) table_->scrollTo(row);
  emit currentChanged(current_);
}

std::vector<int> ItemBrowser::selected() const {
  return selectedItems(table_, current_);
}

}  // namespace m3
