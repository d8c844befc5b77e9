#pragma once
// Paints one handwriting word per list row: its letter images scaled up (pixelated, ink on
// white), under each letter the user's label and the prediction (red on a pale red box
// when it contradicts the user's label, blue-grey italics where the user gave no label),
// and the letter cursor of the current word; with reference checking on, predictions of
// unlabelled letters that contradict the file's letters are marked in red italics. Scaled images are cached per word, so long
// lists (7,000 words) scroll smoothly. The geometry helpers let the view map clicks to
// letters.
#include <QCache>
#include <QPixmap>
#include <QStyledItemDelegate>

namespace m3 {

class WordListModel;

class WordDelegate : public QStyledItemDelegate {
  Q_OBJECT
 public:
  static constexpr int kScale = 3;           // screen pixels per image pixel
  static constexpr int kLetterWidth = 8 * kScale;
  static constexpr int kLetterHeight = 16 * kScale;
  static constexpr int kGap = 6;
  static constexpr int kLeft = 64;           // room for the word number
  static constexpr int kTop = 6;
  static constexpr int kTextLine = 17;

  WordDelegate(const WordListModel* model, QObject* parent = nullptr);

  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

  // Letter under x (relative to the row's left edge), clamped to [0, length].
  static int letterAt(int x, int length);
  static QRect letterRect(const QRect& row, int letter);

  // The cursor is drawn on `word` (source row) at `letter` (== length: after the last letter).
  void setCursor(int word, int letter, bool visible);
  void clearCache() { cache_.clear(); }

 private:
  const QPixmap& wordPixmap(int word) const;

  const WordListModel* model_;
  mutable QCache<int, QPixmap> cache_;
  int cursorWord_ = -1, cursorLetter_ = 0;
  bool cursorVisible_ = false;
};

}  // namespace m3
