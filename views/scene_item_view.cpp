#include "scene_item_view.h"

#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace m3 {

namespace {
constexpr int kMargin = 16, kRowHeight = 34, kTitleHeight = 28;
}

SceneItemView::SceneItemView(QWidget* parent) : QWidget(parent) {
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(420, 260);
  setAutoFillBackground(true);
  setToolTip(tr("Click a label (or press its number) to switch it on or off for this item.\nBox: your label "
                "(dashed: you have not labelled this item); dot: the file's label; bar: the model's confidence "
                "(green: predicted on)."));
}

void SceneItemView::setItem(const SceneItemData& item) {
  item_ = item;
  hasItem_ = true;
  message_.clear();
  update();
}

void SceneItemView::clear(const QString& message) {
  item_ = SceneItemData();
  hasItem_ = false;
  message_ = message;
  update();
}

QRect SceneItemView::pictureRect() const {
  // As large as the height allows, leaving the label rows at least half the width.
  const int side = std::max(80, std::min(height() - kTitleHeight - 2 * kMargin, width() / 2 - 2 * kMargin));
  return QRect(kMargin, kMargin + kTitleHeight, side, side);
}

QRect SceneItemView::labelRowRect(int k) const {
  const QRect picture = pictureRect();
  const int left = picture.right() + 2 * kMargin;
  return QRect(left, picture.top() + k * kRowHeight, width() - left - kMargin, kRowHeight - 4);
}

void SceneItemView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), palette().base());
  if (!hasItem_) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect().adjusted(kMargin, kMargin, -kMargin, -kMargin), Qt::AlignCenter | Qt::TextWordWrap, message_);
    return;
  }
  QFont bold = font();
  bold.setBold(true);
  p.setFont(bold);
  p.setPen(palette().color(QPalette::Text));
  p.drawText(QRect(kMargin, kMargin, width() - 2 * kMargin, kTitleHeight), Qt::AlignLeft | Qt::AlignTop, item_.title);
  p.setFont(font());
  const QRect picture = pictureRect();
  if (!item_.picture.isNull())
    p.drawImage(picture, item_.picture.scaled(picture.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation));
  p.setPen(palette().color(QPalette::Mid));
  p.drawRect(picture.adjusted(0, 0, -1, -1));

  const int K = static_cast<int>(item_.labelNames.size());
  const bool predicted = item_.predicted.size() == static_cast<size_t>(K) && item_.margins.size() == item_.predicted.size();
  const QFontMetrics fm(font());
  int nameWidth = 0;
  for (int k = 0; k < K; ++k)
    nameWidth = std::max(nameWidth, fm.horizontalAdvance(QString("%1  %2").arg(k + 1).arg(item_.labelNames[k])));
  for (int k = 0; k < K; ++k) {
    const QRect row = labelRowRect(k);
    if (k % 2 == 1) p.fillRect(row, palette().alternateBase());
    // The user's box.
    const QRect box(row.left() + 6, row.center().y() - 8, 16, 16);
    const bool on = item_.labelled && item_.user[k];
    p.setPen(QPen(QColor(kOn), 1.5, item_.labelled ? Qt::SolidLine : Qt::DashLine));
    p.setBrush(on ? QBrush(QColor(kOn)) : Qt::NoBrush);
    p.drawRect(box);
    p.setBrush(Qt::NoBrush);
    p.setPen(palette().color(QPalette::Text));
    const QRect name(box.right() + 10, row.top(), nameWidth + 8, row.height());
    p.drawText(name, Qt::AlignVCenter | Qt::AlignLeft, QString("%1  %2").arg(k + 1).arg(item_.labelNames[k]));
    // The file's label.
    const QPoint dot(name.right() + 14, row.center().y());
    if (item_.file.size() == static_cast<size_t>(K) && item_.file[k]) {
      p.setBrush(palette().color(QPalette::Text));
      p.drawEllipse(dot, 4, 4);
      p.setBrush(Qt::NoBrush);
    }
    if (!predicted) continue;
    // The confidence bar around zero.
    const int barLeft = dot.x() + 20, barRight = row.right() - 60;
    if (barRight - barLeft < 40) continue;
    const int zero = (barLeft + barRight) / 2, half = (barRight - barLeft) / 2;
    const double m = item_.margins[k];
    const double scaled = std::isfinite(m) ? std::clamp(m / std::max(1e-9, item_.marginScale), -1.0, 1.0) : 0.0;
    const int length = static_cast<int>(std::lround(scaled * half));
    const QRect bar = length >= 0 ? QRect(zero, row.center().y() - 7, length, 14)
                                  : QRect(zero + length, row.center().y() - 7, -length, 14);
    p.fillRect(bar, QColor(item_.predicted[k] ? kPredictedOn : kPredictedOff));
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(zero, row.top() + 3, zero, row.bottom() - 3);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(barRight + 6, row.top(), 54, row.height()), Qt::AlignVCenter | Qt::AlignRight,
               QLocale().toString(m, 'f', 2));
  }
  // The key under the rows.
  const QRect below = labelRowRect(K).adjusted(0, 6, 0, 40);
  p.setPen(palette().color(QPalette::PlaceholderText));
  p.drawText(below, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
             predicted ? tr("Box: yours · dot: the file's · bar: the model's margin (green: predicted on)")
                       : tr("Box: yours · dot: the file's · Train to see the model's margins"));
}

void SceneItemView::mousePressEvent(QMouseEvent* event) {
  if (!hasItem_) return;
  for (int k = 0; k < item_.labelNames.size(); ++k)
    if (labelRowRect(k).contains(event->position().toPoint())) {
      emit labelToggleRequested(k);
      return;
    }
}

void SceneItemView::keyPressEvent(QKeyEvent* event) {
  const int k = event->key() - Qt::Key_1;
  if (hasItem_ && k >= 0 && k < std::min<int>(9, item_.labelNames.size()) && event->modifiers() == Qt::NoModifier) {
    emit labelToggleRequested(k);
    return;
  }
  QWidget::keyPressEvent(event);
}

}  // namespace m3
