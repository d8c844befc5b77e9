#pragma once
// Widgets every panel builds the same way (item tables, the "take the file's / clear yours"
// button pair, score tables, word-wrapped notes, the AMN model box), built once so the panels
// look and behave alike.
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <string>
#include <vector>

class QAbstractItemModel;
class QAbstractItemView;
class QBoxLayout;
class QComboBox;
class QLabel;
class QTableView;
class QTableWidget;
class QWidget;

namespace m3 {

enum class GraphModelKind;  // tasks/graphs/graph_task.h

// A read-only table of items, one per row: whole rows selected (several with Shift / Ctrl),
// no row numbers, alternating row colours.
QTableView* makeItemTable(QAbstractItemModel* model, QWidget* parent);
// The items (rows of the table's source model, through a sorting or filtering proxy) selected in
// `table` (or list), in order; when none is, `current` alone (none when it is negative). What "Use
// File Labels", "Clear Your Labels" and the keys of an item list act on.
std::vector<int> selectedItems(const QAbstractItemView* table, int current = -1);

// "Use File …" and "Clear Your …" side by side under an item list, each acting on the
// selected items as one undo step. The first button gets `useObjectName` (tests find it).
struct UseAndClearButtons {
  QString useText, useToolTip, useObjectName, clearText, clearToolTip;
};
void addUseAndClearButtons(QBoxLayout* layout, QWidget* parent, const UseAndClearButtons& texts,
                           const std::function<void()>& use, const std::function<void()>& clear);

// A small score table: the given column headers (with tool tips where given), stretched
// columns, no row numbers, not editable, at most `rows` rows tall.
QTableWidget* makeScoreTable(const QStringList& headers, const QStringList& toolTips, int rows,
                             QWidget* parent);

// makeScoreTable under a note that titles it (what was scored, against what), as the item-list
// workbenches show their scores below the view.
struct ScoreSummary {
  QWidget* widget;
  QLabel* title;
  QTableWidget* table;
};
ScoreSummary makeScoreSummary(const QStringList& headers, const QStringList& toolTips, int rows,
                              QWidget* parent);

// Fills `panel` with a horizontal splitter: `controls` left, `main` right taking the extra
// width; `sizes` are the two starting widths.
void fillWithSplitter(QWidget* panel, QWidget* controls, QWidget* main, const QList<int>& sizes);

// A word-wrapped note added to `layout` (rich text when `richText`).
QLabel* addNote(QBoxLayout* layout, QWidget* parent, bool richText = false);

// Selects the entry of `box` whose item data is `data` without emitting its signals (a
// setting restored from a project, not chosen by the user); false when there is none.
bool selectItemData(QComboBox* box, const QString& data);

// The model box of a workbench: the model kinds its task declares (core/tasks/task_registry.h),
// in that order, the first the default, named by modelKindText; each item's data is the kind's
// id ("amn"), so selectItemData(box, id) shows a kind without calling `chosen`, which gets the
// id of the kind the person picks. `tip` says how the kinds differ.
QComboBox* makeModelKindBox(QWidget* parent, const std::string& taskId, const QString& tip,
                            std::function<void(const std::string&)> chosen);
// The tip of the AMN workbenches' model box (Terrain, Image Regions): how the AMN and its
// baselines differ, `node` naming what the baselines classify alone ("point", "region").
QString graphModelKindsTip(const QString& node);

}  // namespace m3
