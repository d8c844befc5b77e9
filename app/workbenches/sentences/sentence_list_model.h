#pragma once
// The Sentences workbench's sentence list: one row per open sentence (rows are the document's
// sentence numbers) with its number, length, words, whether the user gave it a tree, and the
// prediction's F1 against its reference. Sortable (Qt::UserRole) and filtered by the proxy
// below: at most a number of words, only sentences the parser got wrong, and words to find
// (the sentence on screen always stays).
#include <QSortFilterProxyModel>

#include "item_table_model.h"

namespace m3 {

class SentenceDocument;

class SentenceListModel : public ItemTableModel {
  Q_OBJECT
 public:
  enum Column { Number, Words, Text, Yours, F1, ColumnCount };
  explicit SentenceListModel(SentenceDocument* document, QObject* parent = nullptr);

  QVariant data(const QModelIndex& index, int role) const override;

 private:
  int itemCount() const override;
  SentenceDocument* document_;
};

class SentenceFilter : public QSortFilterProxyModel {
  Q_OBJECT
 public:
  SentenceFilter(SentenceDocument* document, QObject* parent);
  void setMaxWords(int words);  // 0: any length
  void setOnlyErrors(bool on);  // sentences whose prediction is not exactly right
  void setText(const QString& text);
  // The sentence on screen stays in the list whatever the filter says, so that correcting it
  // (which may make it no longer an error) does not make it vanish under the user.
  // The one pinned before leaves at the next turn of the event loop.
  void setPinned(int sentence);

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

 private:
  SentenceDocument* document_;
  int maxWords_ = 0;
  bool onlyErrors_ = false;
  QString text_;
  int pinned_ = -1;
};

}  // namespace m3
