#pragma once
// The left side of the workbenches that go through a list of items one at a time (Protein
// Bonds, Scenes, Sentences): the table of items, whose current row is the item the view shows,
// the "Use File … / Clear Your …" pair acting on the selected items, and whatever a panel adds
// above or below (its model box, a filter, a note). Written once so that the current item,
// the selection and the keys behave alike in all of them.
#include <QWidget>
#include <functional>
#include <vector>

#include "panel_widgets.h"

class QAbstractItemModel;
class QFormLayout;
class QTableView;
class QVBoxLayout;

namespace m3 {

class ItemBrowser : public QWidget {
  Q_OBJECT
 public:
  // `items`: one row per item, or a sorting / filtering proxy over such a model (the items are
  // then its source's rows).
  ItemBrowser(QAbstractItemModel* items, QWidget* parent);

  QTableView* table() const { return table_; }
  // The column, top to bottom: what a panel adds goes above the table (insert at 0) or below.
  QVBoxLayout* column() const { return column_; }
  // Adds the "Use File … / Clear Your …" pair below, each given the selected items.
  using ItemsAction = std::function<void(const std::vector<int>&)>;
  void addUseAndClear(const UseAndClearButtons& texts, const ItemsAction& use,
                      const ItemsAction& clear);
  // Adds a form below (the model box and its options) and returns it.
  QFormLayout* addForm();

  // The item the view shows; -1 for none.
  int current() const { return current_; }
  // Makes `item` current: its row is selected and scrolled to, and currentChanged is emitted
  // (also for the same item, so the view redraws). An item out of range makes none current.
  void setCurrent(int item);
  // The selected items in order, or the current one when none is selected (what Use, Clear
  // and the keys act on).
  std::vector<int> selected() const;

 signals:
  void currentChanged(int item);

 private:
  QTableView* table_ = nullptr;
  QVBoxLayout* column_ = nullptr;
  int current_ = -1;
  bool settingCurrent_ = false;  // setCurrent is moving the table's current row
};

}  // namespace m3
