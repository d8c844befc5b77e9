#include "class_list.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QPixmap>
#include <QSignalBlocker>

#include "data/labeling.h"

namespace m3 {

namespace {

enum Column { KeyColumn, NameColumn };

// The same pixmap when selected: Qt would tint the chosen row's icon, and the class being
// painted would look grey like the eraser.
QIcon swatch(const QColor& colour) {
  QPixmap pixmap(14, 14);
  pixmap.fill(colour);
  QIcon icon(pixmap);
  icon.addPixmap(pixmap, QIcon::Selected);
  return icon;
}

}  // namespace

ClassList::ClassList(const Options& options, QWidget* parent)
    : QTreeWidget(parent), options_(options) {
  setColumnCount(2);
  setHeaderLabels({tr("Key"), tr("Class")});
  setRootIsDecorated(false);
  setUniformRowHeights(true);
  header()->setStretchLastSection(true);
  header()->setSectionResizeMode(KeyColumn, QHeaderView::ResizeToContents);
  setEditTriggers(options.renamable
                      ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                      : QAbstractItemView::NoEditTriggers);
  setMinimumHeight(6 * fontMetrics().height() + 8);
  if (!options.brush) {
    // Rows are buttons here: a click applies the class and leaves no row marked, so the list
    // never suggests a brush that does not exist.
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    connect(this, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
      const int row = indexOfTopLevelItem(item);
      emit classChosen(row < classCount() ? row : kUnlabelled);
    });
  } else {
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
      if (item) emit classChosen(currentClass());
    });
  }
  connect(this, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
    const int row = indexOfTopLevelItem(item);
    if (row < 0 || row >= classCount()) return;
    if (column == KeyColumn && options_.hideable) emit visibilityChanged();
    const QString name = item->text(NameColumn).trimmed();
    if (column == NameColumn && !name.isEmpty() && name != names_[row]) {
      names_[row] = name;
      emit renamed(row, name);
    }
  });
}

void ClassList::setClasses(const QStringList& names, const ClassPalette& colours) {
  const int chosen = currentClass();
  QSignalBlocker block(this);
  clear();
  names_ = names;
  for (int k = 0; k < names.size(); ++k) {
    auto* item = new QTreeWidgetItem(this, {k < 9 ? QString::number(k + 1) : QString(), names[k]});
    item->setIcon(NameColumn, swatch(classColour(k, colours)));
    item->setTextAlignment(KeyColumn, Qt::AlignCenter);
    if (options_.hideable) {
      item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
      item->setCheckState(KeyColumn, Qt::Checked);
      item->setToolTip(KeyColumn, tr("Untick to hide this class in the view"));
    }
    if (options_.renamable) item->setFlags(item->flags() | Qt::ItemIsEditable);
  }
  if (!options_.eraser.isEmpty()) {
    auto* item = new QTreeWidgetItem(this, {QStringLiteral("0"), options_.eraser});
    item->setIcon(NameColumn, swatch(classColour(kUnlabelled)));
    item->setTextAlignment(KeyColumn, Qt::AlignCenter);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
  }
  if (options_.brush) setCurrentClass(chosen == kUnlabelled || chosen < classCount() ? chosen : 0);
}

int ClassList::currentClass() const {
  const int row = indexOfTopLevelItem(currentItem());
  if (row < 0) return 0;
  return row < classCount() ? row : kUnlabelled;
}

void ClassList::setCurrentClass(int k) {
  const int row = k == kUnlabelled ? (options_.eraser.isEmpty() ? -1 : classCount()) : k;
  if (row < 0 || row >= topLevelItemCount()) return;
  QSignalBlocker block(this);
  setCurrentItem(topLevelItem(row));
}

bool ClassList::isShown(int k) const {
  if (!options_.hideable || k < 0 || k >= classCount()) return true;
  return topLevelItem(k)->checkState(KeyColumn) == Qt::Checked;
}

int ClassList::classOfKey(const QKeyEvent* key, int classCount) {
  if (key->modifiers() != Qt::NoModifier && key->modifiers() != Qt::KeypadModifier) return kNoClass;
  if (key->key() == Qt::Key_0) return kUnlabelled;
  const int k = key->key() - Qt::Key_1;
  return k >= 0 && k < 9 && k < classCount ? k : kNoClass;
}

}  // namespace m3
