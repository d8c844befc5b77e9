#include "sentence_list_model.h"

#include <QLocale>
#include <QTimer>
#include <cmath>

#include "sentence_document.h"

namespace m3 {

SentenceListModel::SentenceListModel(SentenceDocument* document, QObject* parent)
    : ItemTableModel(document, &SentenceDocument::userTreeChanged,
                     {{tr("#"), {}},
                      {tr("Words"), {}},
                      {tr("Sentence"), {}},
                      {tr("Yours"), {}},
                      {tr("F1"), {}}},
                     parent),
      document_(document) {}

int SentenceListModel::itemCount() const {
  return document_->sentenceCount();
}

QVariant SentenceListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= document_->sentenceCount()) return {};
  const int i = index.row();
  const bool sort = role == Qt::UserRole, display = role == Qt::DisplayRole;
  switch (index.column()) {
    case Number:
      return display || sort ? QVariant(i + 1) : QVariant();
    case Words:
      if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
      return display || sort ? QVariant(document_->wordCount(i)) : QVariant();
    case Text:
      return display || sort || role == Qt::ToolTipRole ? QVariant(document_->text(i)) : QVariant();
    case Yours:
      if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
      if (sort) return document_->userTree(i) ? 1 : 0;
      return display && document_->userTree(i) ? QVariant(QStringLiteral("✓")) : QVariant();
    case F1: {
      const double f1 = document_->sentenceF1(i);
      if (sort) return std::isnan(f1) ? -1.0 : f1;
      if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
      if (role == Qt::ToolTipRole)
        return tr("Labelled bracket F1 of the predicted tree against yours, or the file's where you gave none");
      return display && !std::isnan(f1) ? QVariant(QLocale().toString(f1, 'f', 2)) : QVariant();
    }
    default:
      return {};
  }
}

SentenceFilter::SentenceFilter(SentenceDocument* document, QObject* parent)
    : QSortFilterProxyModel(parent), document_(document) {
  setSortRole(Qt::UserRole);
}

void SentenceFilter::setPinned(int sentence) {
  if (sentence == pinned_) return;
  pinned_ = sentence;
  // Not at once: the table is still moving its current row to the newly pinned sentence.
  QTimer::singleShot(0, this, [this] { invalidateRowsFilter(); });
}

void SentenceFilter::setMaxWords(int words) {
  maxWords_ = words;
  invalidateRowsFilter();
}

void SentenceFilter::setOnlyErrors(bool on) {
  onlyErrors_ = on;
  invalidateRowsFilter();
}

void SentenceFilter::setText(const QString& text) {
  text_ = text;
  invalidateRowsFilter();
}

bool SentenceFilter::filterAcceptsRow(int row, const QModelIndex&) const {
  if (row >= document_->sentenceCount()) return false;
  if (row == pinned_) return true;
  if (maxWords_ > 0 && document_->wordCount(row) > maxWords_) return false;
  if (onlyErrors_ && !(document_->sentenceF1(row) < 1)) return false;  // NaN: nothing to compare
  return text_.isEmpty() || document_->text(row).contains(text_, Qt::CaseInsensitive);
}

}  // namespace m3
