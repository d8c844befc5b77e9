#include "word_delegate.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

#include "word_list_model.h"

namespace m3 {

namespace {
const QColor kInk(20, 20, 30);
const QColor kPaper(255, 255, 255);
const QColor kWrong(200, 30, 30);
const QColor kWrongBox(255, 225, 225);
const QColor kGuess(80, 100, 140);
const QColor kAgree(110, 110, 110);
const QColor kCursor(255, 140, 0);
}  // namespace

WordDelegate::WordDelegate(const WordListModel* model, QObject* parent)
    : QStyledItemDelegate(parent), model_(model), cache_(3000) {
  connect(model, &QAbstractItemModel::modelReset, this, [this] { cache_.clear(); });
}

int WordDelegate::letterAt(int x, int length) {
  const int j = (x - kLeft + kGap / 2) / (kLetterWidth + kGap);
  return std::clamp(j, 0, length);
}

QRect WordDelegate::letterRect(const QRect& row, int letter) {
  return QRect(row.left() + kLeft + letter * (kLetterWidth + kGap), row.top() + kTop, kLetterWidth,
               kLetterHeight);
}

void WordDelegate::setCursor(int word, int letter, bool visible) {
  cursorWord_ = word;
  cursorLetter_ = letter;
  cursorVisible_ = visible;
}

const QPixmap& WordDelegate::wordPixmap(int word) const {
  if (QPixmap* hit = cache_.object(word)) return *hit;
  const HandwritingWord& w = model_->dataset()->words[word];
  const int L = w.length();
  QImage image(std::max(1, L * (8 + 1)), 16, QImage::Format_RGB32);
  image.fill(QColor(235, 235, 235));
  for (int j = 0; j < L; ++j)
    for (int r = 0; r < 16; ++r)
      for (int c = 0; c < 8; ++c)
        image.setPixelColor(j * 9 + c, r, w.images[j][r * 8 + c] ? kInk : kPaper);
  // Nearest-neighbour scaling keeps the pixels crisp; the 1-pixel gutters scale to kGap-ish.
  auto* pixmap = new QPixmap(QPixmap::fromImage(image));
  cache_.insert(word, pixmap);
  return *pixmap;
}

void WordDelegate::paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const {
  const int word = index.data(WordListModel::WordIndexRole).toInt();
  const HandwritingWord& w = model_->dataset()->words[word];
  const Labeling& user = model_->userLabels(word);
  const Labeling* pred = model_->prediction(word);
  const QRect row = option.rect;
  p->save();
  p->setRenderHint(QPainter::Antialiasing, false);
  p->setRenderHint(QPainter::SmoothPixmapTransform, false);

  QColor background = (index.row() % 2) ? option.palette.alternateBase().color() : option.palette.base().color();
  p->fillRect(row, background);
  if (option.state & QStyle::State_Selected) {
    QColor hl = option.palette.highlight().color();
    hl.setAlpha(50);
    p->fillRect(row, hl);
  }

  QFont font = option.font;
  p->setPen(option.palette.placeholderText().color());
  p->drawText(QRect(row.left() + 6, row.top() + kTop, kLeft - 10, kLetterHeight), Qt::AlignRight | Qt::AlignVCenter,
              QStringLiteral("#%1").arg(w.wordId));

  const QPixmap& strip = wordPixmap(word);
  QFont bold = font;
  bold.setBold(true);
  QFont italic = font;
  italic.setItalic(true);
  const int labelTop = row.top() + kTop + kLetterHeight + 3;
  for (int j = 0; j < w.length(); ++j) {
    const QRect cell = letterRect(row, j);
    p->drawPixmap(cell, strip, QRect(j * 9, 0, 8, 16));
    p->setPen(QColor(200, 200, 200));
    p->drawRect(cell.adjusted(-1, -1, 0, 0));

    const QRect userRect(cell.left() - kGap / 2, labelTop, kLetterWidth + kGap, kTextLine);
    const QRect predRect = userRect.translated(0, kTextLine);
    p->setFont(bold);
    p->setPen(option.palette.text().color());
    if (user[j] != kUnlabelled) p->drawText(userRect, Qt::AlignCenter, model_->labelText({user[j]}));
    else {
      p->setPen(QColor(190, 190, 190));
      p->drawText(userRect, Qt::AlignCenter, QStringLiteral("·"));
    }
    if (pred) {
      const QString text = model_->labelText({(*pred)[j]});
      if (model_->isWrong(word, j) && user[j] == kUnlabelled) {  // contradicts the file's letter
        p->setFont(italic);
        p->fillRect(predRect.adjusted(3, 1, -3, -1), kWrongBox);
        p->setPen(kWrong);
      } else if (user[j] == kUnlabelled) {
        p->setFont(italic);
        p->setPen(kGuess);
      } else if (model_->isWrong(word, j)) {
        p->setFont(bold);
        p->fillRect(predRect.adjusted(3, 1, -3, -1), kWrongBox);
        p->setPen(kWrong);
      } else {
        p->setFont(font);
        p->setPen(kAgree);
      }
      p->drawText(predRect, Qt::AlignCenter, text);
    }
  }

  if (cursorVisible_ && word == cursorWord_ && (option.state & QStyle::State_HasFocus || option.state & QStyle::State_Selected)) {
    QPen pen(kCursor, 3);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    if (cursorLetter_ < w.length()) {
      p->drawRect(letterRect(row, cursorLetter_).adjusted(-3, -3, 2, 2));
    } else {  // after the last letter: a caret
      const QRect last = letterRect(row, w.length());
      p->drawLine(last.left() - kGap / 2, last.top(), last.left() - kGap / 2, last.bottom());
    }
  }
  p->restore();
}

QSize WordDelegate::sizeHint(const QStyleOptionViewItem&, const QModelIndex& index) const {
  const int word = index.data(WordListModel::WordIndexRole).toInt();
  const int L = model_->dataset()->words[word].length();
  return QSize(kLeft + L * (kLetterWidth + kGap) + 16, kTop + kLetterHeight + 3 + 2 * kTextLine + 6);
}

}  // namespace m3
