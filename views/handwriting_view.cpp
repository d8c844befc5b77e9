#include "handwriting_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMouseEvent>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>
#include <algorithm>

#include "word_delegate.h"
#include "word_list_model.h"

namespace m3 {

// Filters rows by mode and by text (matched against labels, predictions and word number).
// Not dynamic: a word being labelled must not vanish under the user's fingers, so rows are
// re-filtered only when the filter itself changes.
class WordFilterModel : public QSortFilterProxyModel {
 public:
  using QSortFilterProxyModel::QSortFilterProxyModel;
  HandwritingView::Filter mode = HandwritingView::AllWords;
  QString text;
  void refresh() { invalidateFilter(); }

 protected:
  bool filterAcceptsRow(int row, const QModelIndex&) const override {
    const QModelIndex i = sourceModel()->index(row, 0);
    const int labelled = i.data(WordListModel::LabelledCountRole).toInt();
    switch (mode) {
      case HandwritingView::LabelledWords: if (labelled == 0) return false; break;
      case HandwritingView::UnlabelledWords: if (labelled > 0) return false; break;
      case HandwritingView::ErrorWords: if (i.data(WordListModel::ErrorCountRole).toInt() == 0) return false; break;
      case HandwritingView::AllWords: break;
    }
    if (text.isEmpty()) return true;
    return i.data(WordListModel::UserTextRole).toString().contains(text, Qt::CaseInsensitive) ||
           i.data(WordListModel::PredictionTextRole).toString().contains(text, Qt::CaseInsensitive) ||
           i.data(Qt::DisplayRole).toString().contains("#" + text);
  }
};

HandwritingView::HandwritingView(QWidget* parent) : QWidget(parent) {
  model_ = new WordListModel(this);
  proxy_ = new WordFilterModel(this);
  proxy_->setDynamicSortFilter(false);
  proxy_->setSourceModel(model_);
  delegate_ = new WordDelegate(model_, this);

  filterText_ = new QLineEdit(this);
  filterText_->setPlaceholderText(tr("Filter words… (labels, predictions or #number)"));
  filterText_->setClearButtonEnabled(true);
  filterMode_ = new QComboBox(this);
  filterMode_->addItems({tr("All words"), tr("Labelled"), tr("Unlabelled"), tr("Prediction errors")});
  filterMode_->setToolTip(tr("Show all words, only those you labelled, only unlabelled ones, or those "
                             "where the prediction contradicts your labels"));
  list_ = new QListView(this);
  list_->setModel(proxy_);
  list_->setItemDelegate(delegate_);
  list_->setUniformItemSizes(false);
  list_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
  list_->setAlternatingRowColors(true);
  list_->setSelectionMode(QAbstractItemView::SingleSelection);
  list_->setToolTip(tr("Type letters to label the word under the cursor · Backspace/Delete clear · "
                       "Shift+Delete clears the word · ←/→ move · Return: next word · "
                       "Ctrl+Space: accept the prediction"));
  list_->installEventFilter(this);
  list_->viewport()->installEventFilter(this);
  status_ = new QLabel(this);

  auto* top = new QHBoxLayout;
  top->addWidget(filterText_, 1);
  top->addWidget(filterMode_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(top);
  layout->addWidget(list_, 1);
  layout->addWidget(status_);

  connect(filterText_, &QLineEdit::textChanged, this, [this](const QString& t) { setFilterText(t); });
  connect(filterMode_, &QComboBox::currentIndexChanged, this,
          [this](int i) { setFilter(static_cast<Filter>(i)); });
  connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this,
          [this](const QModelIndex& current) {
            const int word = current.isValid() ? proxy_->mapToSource(current).row() : -1;
            moveCursor(word, 0);
            emit currentWordChanged(word);
          });
  connect(model_, &QAbstractItemModel::modelReset, this, [this] { refilter(); });
  connect(model_, &QAbstractItemModel::dataChanged, this, [this] { updateStatus(); });
  updateStatus();
}

int HandwritingView::currentWord() const {
  const QModelIndex i = list_->currentIndex();
  return i.isValid() ? proxy_->mapToSource(i).row() : -1;
}

void HandwritingView::setCurrentWord(int word) {
  QModelIndex i = proxy_->mapFromSource(model_->index(word));
  if (!i.isValid() && word >= 0 && word < model_->rowCount()) {
    // The word is filtered out: show everything rather than refuse.
    filterText_->clear();
    filterMode_->setCurrentIndex(AllWords);
    i = proxy_->mapFromSource(model_->index(word));
  }
  list_->setCurrentIndex(i);
  list_->scrollTo(i);
  moveCursor(word, 0);
}

void HandwritingView::setFilter(Filter filter) {
  if (filterMode_->currentIndex() != filter) filterMode_->setCurrentIndex(filter);
  proxy_->mode = filter;
  refilter();
}

void HandwritingView::setFilterText(const QString& text) {
  if (filterText_->text() != text) filterText_->setText(text);
  proxy_->text = text.trimmed();
  refilter();
}

void HandwritingView::refilter() {
  proxy_->refresh();
  delegate_->clearCache();
  updateStatus();
}

void HandwritingView::updateStatus() {
  //: %2 is "%Ln word(s)", %3 "%Ln letter(s)"
  status_->setText(tr("%L1 of %Ln word(s) shown · labelled: %2, %3", "", model_->rowCount())
                       .arg(proxy_->rowCount())
                       .arg(tr("%Ln word(s)", "", model_->labelledWordCount()))
                       .arg(tr("%Ln letter(s)", "", model_->labelledLetterCount())));
}

void HandwritingView::moveCursor(int word, int letter) {
  cursor_ = std::max(0, letter);
  delegate_->setCursor(word, cursor_, word >= 0);
  list_->viewport()->update();
}

void HandwritingView::edit(int word, const Labeling& after, const QString& description) {
  const Labeling before = model_->userLabels(word);
  if (before == after) return;
  emit labelsEdited(word, before, after, description);
  if (applyDirectly_) model_->setUserLabels(word, after);
}

void HandwritingView::stepWord(int direction, bool toEnd) {
  const QModelIndex current = list_->currentIndex();
  const int row = current.isValid() ? current.row() + direction : 0;
  if (row < 0 || row >= proxy_->rowCount()) return;
  const QModelIndex next = proxy_->index(row, 0);
  list_->setCurrentIndex(next);
  list_->scrollTo(next);
  const int word = proxy_->mapToSource(next).row();
  moveCursor(word, toEnd ? model_->userLabels(word).size() : 0);
}

bool HandwritingView::handleKey(QKeyEvent* e) {
  const int word = currentWord();
  if (word < 0) return false;
  const Labeling& labels = model_->userLabels(word);
  const int L = static_cast<int>(labels.size());
  const Qt::KeyboardModifiers mods = e->modifiers() & ~Qt::KeypadModifier;
  const QString text = e->text();

  if ((e->key() == Qt::Key_Space && mods == Qt::ControlModifier) || text == ".") {
    if (const Labeling* pred = model_->prediction(word)) edit(word, *pred, tr("Accept prediction"));
    return true;
  }
  if (mods & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
  if (text.size() == 1 && text[0].isLetter()) {
    const int label = model_->labels().indexOf(text.toLower().toStdString());
    if (label < 0) return true;  // not a label of this set: swallow, do not navigate
    int target = word, at = cursor_;
    if (at >= L) {  // past the end: continue in the next word
      stepWord(+1, false);
      target = currentWord();
      if (target == word) return true;
      at = 0;
    }
    Labeling after = model_->userLabels(target);
    after[at] = label;
    edit(target, after, tr("Type letters"));
    moveCursor(target, at + 1);
    return true;
  }
  switch (e->key()) {
    case Qt::Key_Backspace: {
      const int at = std::max(0, std::min(cursor_, L) - 1);
      if (L == 0) return true;
      Labeling after = labels;
      after[cursor_ > 0 ? at : 0] = kUnlabelled;
      edit(word, after, tr("Clear letter"));
      moveCursor(word, cursor_ > 0 ? at : 0);
      return true;
    }
    case Qt::Key_Delete: {
      Labeling after = labels;
      if (mods & Qt::ShiftModifier) after.assign(L, kUnlabelled);
      else if (cursor_ < L) after[cursor_] = kUnlabelled;
      edit(word, after, mods & Qt::ShiftModifier ? tr("Clear word") : tr("Clear letter"));
      return true;
    }
    case Qt::Key_Left:
      if (cursor_ > 0) moveCursor(word, cursor_ - 1);
      else stepWord(-1, true);
      return true;
    case Qt::Key_Right:
      if (cursor_ < L) moveCursor(word, cursor_ + 1);
      else stepWord(+1, false);
      return true;
    case Qt::Key_Home: moveCursor(word, 0); return true;
    case Qt::Key_End: moveCursor(word, L); return true;
    case Qt::Key_Return:
    case Qt::Key_Enter: stepWord(+1, false); return true;
    default: return false;
  }
}

bool HandwritingView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == list_ && event->type() == QEvent::KeyPress)
    return handleKey(static_cast<QKeyEvent*>(event));
  if (watched == list_->viewport() && event->type() == QEvent::MouseButtonPress) {
    auto* m = static_cast<QMouseEvent*>(event);
    const QModelIndex i = list_->indexAt(m->position().toPoint());
    if (i.isValid()) {
      list_->setCurrentIndex(i);
      const int word = proxy_->mapToSource(i).row();
      const QRect row = list_->visualRect(i);
      const Labeling& labels = model_->userLabels(word);
      const int length = static_cast<int>(labels.size());
      int at = WordDelegate::letterAt(m->position().toPoint().x() - row.left(), length);
      // Beside the letters, not on one: the word from its first unlabelled letter (from its
      // start when every letter is labelled), so that typing fills this word first instead of
      // overwriting its last letter and running on into the next word.
      if (at >= length) {
        const auto unlabelled = std::find(labels.begin(), labels.end(), kUnlabelled);
        at = unlabelled == labels.end() ? 0 : static_cast<int>(unlabelled - labels.begin());
      }
      moveCursor(word, at);
      list_->setFocus();
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

}  // namespace m3
