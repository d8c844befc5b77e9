#include "panel_widgets.h"

#include <QAbstractProxyModel>
#include <QBoxLayout>
#include <QComboBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <algorithm>
#include <iterator>

#include "model_kind_text.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/task_registry.h"

namespace m3 {

QTableView* makeItemTable(QAbstractItemModel* model, QWidget* parent) {
  auto* table = new QTableView(parent);
  table->setModel(model);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setSelectionMode(QAbstractItemView::ExtendedSelection);
  table->verticalHeader()->hide();
  table->setAlternatingRowColors(true);
  return table;
}

std::vector<int> selectedItems(const QAbstractItemView* table, int current) {
  const auto* proxy = qobject_cast<const QAbstractProxyModel*>(table->model());
  std::vector<int> items;
  for (const QModelIndex& index : table->selectionModel()->selectedRows())
    items.push_back(proxy ? proxy->mapToSource(index).row() : index.row());
  std::sort(items.begin(), items.end());
  if (items.empty() && current >= 0) items.push_back(current);
  return items;
}

void addUseAndClearButtons(QBoxLayout* layout, QWidget* parent, const UseAndClearButtons& texts,
                           const std::function<void()>& use, const std::function<void()>& clear) {
  auto* buttons = new QHBoxLayout;
  auto* useButton = new QPushButton(texts.useText, parent);
  useButton->setObjectName(texts.useObjectName);
  useButton->setToolTip(texts.useToolTip);
  QObject::connect(useButton, &QPushButton::clicked, parent, use);
  auto* clearButton = new QPushButton(texts.clearText, parent);
  clearButton->setToolTip(texts.clearToolTip);
  QObject::connect(clearButton, &QPushButton::clicked, parent, clear);
  // A click leaves the keyboard focus in the list the buttons act on, so that the arrow keys
  // go on moving through it (with the focus on a button, Down moved it to Clear, and Space
  // then cleared); Tab still reaches the buttons.
  for (QPushButton* button : {useButton, clearButton}) {
    button->setFocusPolicy(Qt::TabFocus);
    buttons->addWidget(button);
  }
  layout->addLayout(buttons);
}

QTableWidget* makeScoreTable(const QStringList& headers, const QStringList& toolTips, int rows,
                             QWidget* parent) {
  auto* table = new QTableWidget(0, static_cast<int>(headers.size()), parent);
  table->setHorizontalHeaderLabels(headers);
  for (int c = 0; c < toolTips.size() && c < headers.size(); ++c)
    if (!toolTips[c].isEmpty()) table->horizontalHeaderItem(c)->setToolTip(toolTips[c]);
  const int rowHeight = table->fontMetrics().height() + 6;
  table->verticalHeader()->hide();
  table->verticalHeader()->setDefaultSectionSize(rowHeight);
  table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setMaximumHeight(rows * rowHeight + table->horizontalHeader()->sizeHint().height());
  return table;
}

ScoreSummary makeScoreSummary(const QStringList& headers, const QStringList& toolTips, int rows,
                              QWidget* parent) {
  auto* widget = new QWidget(parent);
  auto* layout = new QVBoxLayout(widget);
  layout->setContentsMargins(6, 0, 6, 0);
  QLabel* title = addNote(layout, widget);
  QTableWidget* table = makeScoreTable(headers, toolTips, rows, widget);
  layout->addWidget(table);
  return {widget, title, table};
}

void fillWithSplitter(QWidget* panel, QWidget* controls, QWidget* main, const QList<int>& sizes) {
  auto* splitter = new QSplitter(Qt::Horizontal, panel);
  splitter->addWidget(controls);
  splitter->addWidget(main);
  splitter->setStretchFactor(1, 1);
  splitter->setSizes(sizes);
  auto* layout = new QHBoxLayout(panel);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(splitter);
}

QLabel* addNote(QBoxLayout* layout, QWidget* parent, bool richText) {
  auto* label = new QLabel(parent);
  label->setWordWrap(true);
  if (richText) label->setTextFormat(Qt::RichText);
  layout->addWidget(label);
  return label;
}

QComboBox* makeModelKindBox(QWidget* parent, const std::string& taskId, const QString& tip,
                            std::function<void(const std::string&)> chosen) {
  auto* box = new QComboBox(parent);
  box->setObjectName("modelKind");
  for (const std::string& kind : taskDeclaration(taskId).modelKinds)
    box->addItem(modelKindText(kind), QString::fromStdString(kind));
  box->setToolTip(tip);
  QObject::connect(box, &QComboBox::currentIndexChanged, box,
                   [box, chosen = std::move(chosen)](int i) {
                     if (i >= 0) chosen(box->itemData(i).toString().toStdString());
                   });
  return box;
}

QString graphModelKindsTip(const QString& node) {
  return QObject::tr(
             "The AMN learns how neighbouring %1s agree; the SVM and the random forest classify "
             "each %1 alone; the voted SVM then lets neighbours vote")
      .arg(node);
}

}  // namespace m3

namespace m3 {

bool selectItemData(QComboBox* box, const QString& data) {
  const int index = box->findData(data);
  if (index < 0) return false;
  if (box->currentIndex() != index) {
    const QSignalBlocker block(box);
    box->setCurrentIndex(index);
  }
  return true;
}

}  // namespace m3
