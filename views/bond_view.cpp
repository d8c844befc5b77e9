#include "bond_view.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace m3 {

namespace {

bool containsBond(const std::vector<Bond>& bonds, const Bond& b) {
  return std::find(bonds.begin(), bonds.end(), b) != bonds.end();
}

int partnerIn(const std::vector<Bond>& bonds, int i) {
  for (const Bond& b : bonds) {
    if (b.a == i) return b.b;
    if (b.b == i) return b.a;
  }
  return -1;
}

}  // namespace

BondView::BondView(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setAutoFillBackground(true);
  setBackgroundRole(QPalette::Base);
  scroll_ = new QScrollBar(Qt::Horizontal, this);
  connect(scroll_, &QScrollBar::valueChanged, this, [this](int value) {
    if (value != std::lround(offset_)) offset_ = value;  // moved by the user, not by setOffset
    update();
  });
  message_ = tr("No protein to show.");
}

void BondView::setProtein(const BondViewProtein& protein) {
  // The same protein redrawn (an edit, new predictions): keep where the user looked.
  const bool same = hasProtein_ && protein.name == protein_.name && protein.cysteines == protein_.cysteines &&
                    protein.sequence.size() == protein_.sequence.size();
  protein_ = protein;
  hasProtein_ = true;
  if (!same) {
    selected_ = hovered_ = -1;
    fitToWidth();
  } else {
    if (selected_ >= protein_.cysteines) selected_ = -1;
    updateScrollBar();
  }
  update();
}

void BondView::clear(const QString& message) {
  protein_ = {};
  hasProtein_ = false;
  message_ = message;
  selected_ = hovered_ = -1;
  updateScrollBar();
  update();
}

double BondView::units() const {
  const bool residues = !protein_.sequence.isEmpty() && !protein_.positions.empty();
  return residues ? std::max<double>(1, protein_.sequence.size()) : std::max(1, protein_.cysteines);
}

double BondView::unitX(double u) const { return kMargin + u * scale_ - offset_; }

void BondView::setOffset(double offset) {
  offset_ = std::clamp(offset, 0.0, static_cast<double>(scroll_->maximum()));
  scroll_->setValue(static_cast<int>(std::lround(offset_)));
  update();
}

double BondView::legendHeight() const { return fontMetrics().height() + 8; }

double BondView::trackY() const {
  const double top = legendHeight();
  const double bottom = height() - (scroll_->isVisible() ? scroll_->height() : 0);
  return top + (bottom - top) / 2;
}

QPointF BondView::cysteineCentre(int i) const {
  const bool residues = !protein_.sequence.isEmpty() && !protein_.positions.empty();
  const double u = residues ? protein_.positions[i] + 0.5 : i + 0.5;
  return {unitX(u), trackY()};
}

int BondView::cysteineAt(const QPoint& pos) const {
  if (!hasProtein_) return -1;
  int best = -1;
  double bestDistance = kNodeRadius + 3;  // a little slack: nodes are small targets
  for (int i = 0; i < protein_.cysteines; ++i) {
    const double d = QLineF(cysteineCentre(i), pos).length();
    if (d <= bestDistance) best = i, bestDistance = d;
  }
  return best;
}

double BondView::maxSpan() const {
  double span = 1;
  for (const auto* list : {&protein_.user, &protein_.reference, &protein_.predicted})
    for (const Bond& b : *list) span = std::max(span, std::abs(cysteineCentre(b.b).x() - cysteineCentre(b.a).x()));
  return span;
}

double BondView::arcHeight(const Bond& bond, bool below) const {
  // Height grows with the span, so nested arcs never touch and long bonds stay readable;
  // capped by the space on that side of the track.
  const double room = below ? (height() - (scroll_->isVisible() ? scroll_->height() : 0)) - trackY() - trackHalf() - 8
                            : trackY() - trackHalf() - legendHeight() - 6;
  const double span = std::abs(cysteineCentre(bond.b).x() - cysteineCentre(bond.a).x());
  const double low = std::min(14.0, room);
  return low + (room - low) * std::sqrt(span / maxSpan());
}

QPointF BondView::arcApex(const Bond& bond, bool below) const {
  const double x = (cysteineCentre(bond.a).x() + cysteineCentre(bond.b).x()) / 2;
  const double base = below ? trackY() + trackHalf() : trackY() - trackHalf();
  return {x, below ? base + arcHeight(bond, true) : base - arcHeight(bond, false)};
}

double BondView::arcDistance(const Bond& bond, bool below, const QPointF& p) const {
  // Approximate pixel distance to the half ellipse through both endpoints and the apex.
  const double xa = cysteineCentre(bond.a).x(), xb = cysteineCentre(bond.b).x();
  const double cx = (xa + xb) / 2, rx = std::max(1.0, std::abs(xb - xa) / 2);
  const double base = below ? trackY() + trackHalf() : trackY() - trackHalf();
  const double ry = arcHeight(bond, below);
  const double dy = below ? p.y() - base : base - p.y();
  if (dy < -2) return 1e9;  // other side of the track
  const double r = std::hypot((p.x() - cx) / rx, std::max(0.0, dy) / ry);
  return std::abs(r - 1) * std::min(rx, ry);
}

int BondView::arcAt(const QPoint& pos, bool predicted, bool* reference) const {
  if (reference) *reference = false;
  if (!hasProtein_) return -1;
  auto nearest = [&](const std::vector<Bond>& bonds, double& best) {
    int found = -1;
    for (size_t k = 0; k < bonds.size(); ++k) {
      const double d = arcDistance(bonds[k], predicted, pos);
      if (d < best) best = d, found = static_cast<int>(k);
    }
    return found;
  };
  double best = 5;
  if (predicted) return nearest(protein_.predicted, best);
  const int user = nearest(protein_.user, best);
  std::vector<Bond> fileOnly;  // dashed arcs are drawn only where they differ from the user's
  for (const Bond& b : protein_.reference)
    if (!containsBond(protein_.user, b)) fileOnly.push_back(b);
  const int file = nearest(fileOnly, best);
  if (file < 0) return user;
  if (reference) *reference = true;
  const auto it = std::find(protein_.reference.begin(), protein_.reference.end(), fileOnly[file]);
  return static_cast<int>(it - protein_.reference.begin());
}

void BondView::setPixelsPerUnit(double pixels, double anchorX) {
  const double fit = std::max(0.5, (width() - 2 * kMargin) / units());
  pixels = std::clamp(pixels, std::min(fit, 24.0), 24.0);
  // Kept in doubles (not the scroll bar's integers), so repeated zooms do not drift.
  const double u = (anchorX + offset_ - kMargin) / scale_;  // unit under the anchor
  scale_ = pixels;
  updateScrollBar();
  setOffset(kMargin + u * scale_ - anchorX);
}

void BondView::fitToWidth() {
  scale_ = std::max(0.5, (width() - 2 * kMargin) / units());
  // Nodes without a sequence need not spread over a wide screen.
  if (protein_.sequence.isEmpty() || protein_.positions.empty()) scale_ = std::min(scale_, 90.0);
  else scale_ = std::min(scale_, 24.0);
  updateScrollBar();
  setOffset(0);
}

void BondView::updateScrollBar() {
  const int content = static_cast<int>(std::ceil(units() * scale_ + 2 * kMargin));
  const int excess = hasProtein_ ? std::max(0, content - width()) : 0;
  scroll_->setRange(0, excess);
  scroll_->setPageStep(width());
  scroll_->setSingleStep(std::max(1, static_cast<int>(scale_ * 5)));
  scroll_->setVisible(excess > 0);
}

void BondView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  const int h = scroll_->sizeHint().height();
  scroll_->setGeometry(0, height() - h, width(), h);
  if (hasProtein_ && scale_ * units() + 2 * kMargin <= event->oldSize().width() + 1) fitToWidth();  // was fitted
  else updateScrollBar();
}

void BondView::wheelEvent(QWheelEvent* event) {
  if (!hasProtein_) return;
  const QPoint delta = event->angleDelta();
  if (delta.x() != 0 || (event->modifiers() & Qt::ShiftModifier)) {
    const int d = delta.x() != 0 ? delta.x() : delta.y();
    setOffset(offset_ - d);
  } else if (delta.y() != 0) {
    setPixelsPerUnit(scale_ * std::pow(1.25, delta.y() / 120.0), event->position().x());
  }
  event->accept();
}

void BondView::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !hasProtein_) return QWidget::mousePressEvent(event);
  setFocus();
  const int hit = cysteineAt(event->position().toPoint());
  if (hit < 0 || hit == selected_) {
    selected_ = -1;
  } else if (selected_ < 0) {
    selected_ = hit;
  } else {
    const int a = std::min(selected_, hit), b = std::max(selected_, hit);
    selected_ = -1;
    emit bondToggleRequested(a, b);
  }
  emit cysteineSelected(selected_);
  update();
}

void BondView::mouseMoveEvent(QMouseEvent* event) {
  const int hit = cysteineAt(event->position().toPoint());
  setCursor(hit >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
  if (hit != hovered_) {
    hovered_ = hit;
    update();
  }
  QWidget::mouseMoveEvent(event);
}

void BondView::leaveEvent(QEvent* event) {
  hovered_ = -1;
  update();
  QWidget::leaveEvent(event);
}

void BondView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Escape && selected_ >= 0) {
    selected_ = -1;
    emit cysteineSelected(-1);
    update();
    return;
  }
  QWidget::keyPressEvent(event);
}

bool BondView::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = toolTipAt(help->pos());
    if (text.isEmpty()) QToolTip::hideText();
    else QToolTip::showText(help->globalPos(), text, this);
    return true;
  }
  return QWidget::event(event);
}

QString BondView::cysteineLabel(int i) const {
  if (!protein_.positions.empty() && i < static_cast<int>(protein_.positions.size()))
    return tr("Cys %1 (residue %2)").arg(i + 1).arg(protein_.positions[i] + 1);
  return tr("Cys %1").arg(i + 1);
}

QString BondView::scoresToolTip(int cysteine, const Bond* arc, const QString& verdict) const {
  QString html;
  const Eigen::MatrixXd& s = protein_.scores;
  const bool hasScores = s.rows() == protein_.cysteines && s.cols() == protein_.cysteines;
  if (arc) {
    html += "<b>" + tr("Bond %1 – %2").arg(cysteineLabel(arc->a), cysteineLabel(arc->b)) + "</b>";
    if (!verdict.isEmpty()) html += " — " + verdict;
    if (hasScores && std::isfinite(s(arc->a, arc->b)))
      html += "<br>" + tr("pair score %L1").arg(s(arc->a, arc->b), 0, 'f', 3);
    html += "<br>";
  }
  html += "<b>" + cysteineLabel(cysteine) + "</b>";
  const int user = partnerIn(protein_.user, cysteine), file = partnerIn(protein_.reference, cysteine),
            predicted = partnerIn(protein_.predicted, cysteine);
  if (!hasScores) {
    html += "<br>" + tr("No pair scores yet: train a model (F5).");
    return html;
  }
  std::vector<std::pair<double, int>> candidates;  // best partners first
  for (int j = 0; j < protein_.cysteines; ++j)
    if (j != cysteine && std::isfinite(s(cysteine, j))) candidates.emplace_back(s(cysteine, j), j);
  if (candidates.empty()) {
    html += "<br>" + tr("Not a candidate: the reference leaves this cysteine free.");
    return html;
  }
  std::sort(candidates.begin(), candidates.end(), std::greater<>());
  html += "<table cellspacing='0' cellpadding='1'><tr><th align='left'>" + tr("partner") + "</th><th align='right'>" +
          tr("score") + "</th><th></th></tr>";
  for (size_t k = 0; k < candidates.size() && k < 10; ++k) {
    const int j = candidates[k].second;
    QStringList marks;
    if (j == predicted) marks << tr("predicted");
    if (j == user) marks << tr("yours");
    else if (j == file) marks << tr("file");
    html += QString("<tr><td>%1</td><td align='right'>%L2</td><td>%3</td></tr>")
                .arg(cysteineLabel(j))
                .arg(candidates[k].first, 0, 'f', 3)
                .arg(marks.join(", "));
  }
  html += "</table>";
  if (candidates.size() > 10) html += tr("… and %L1 more").arg(candidates.size() - 10);
  return html;
}

QString BondView::toolTipAt(const QPoint& pos) const {
  if (!hasProtein_) return {};
  if (const int c = cysteineAt(pos); c >= 0) return scoresToolTip(c, nullptr, {});
  if (const int k = arcAt(pos, true); k >= 0) {
    const Bond b = protein_.predicted[k];
    const QString verdict = protein_.truth.empty()           ? tr("predicted")
                            : containsBond(protein_.truth, b) ? tr("predicted, correct")
                                                              : tr("predicted, wrong");
    return scoresToolTip(b.a, &b, verdict);
  }
  bool reference = false;
  if (const int k = arcAt(pos, false, &reference); k >= 0) {
    const Bond b = reference ? protein_.reference[k] : protein_.user[k];
    return scoresToolTip(b.a, &b, reference ? tr("from the file") : tr("yours"));
  }
  return {};
}

void BondView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  if (!hasProtein_) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, message_);
    return;
  }
  drawTrack(p);
  drawArcs(p);
  drawNodes(p);
  drawLegend(p);
}

void BondView::drawTrack(QPainter& p) const {
  const double y = trackY(), half = trackHalf();
  const double x0 = std::max(0.0, unitX(0)), x1 = std::min<double>(width(), unitX(units()));
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(232, 236, 242));
  p.drawRoundedRect(QRectF(x0, y - half, x1 - x0, 2 * half), 4, 4);
  const bool residues = !protein_.sequence.isEmpty() && !protein_.positions.empty();
  if (!residues) return;
  const int first = std::max(0, static_cast<int>((-kMargin + offset_) / scale_) - 1);
  const int last = std::min(static_cast<int>(protein_.sequence.size()),
                            static_cast<int>((width() - kMargin + offset_) / scale_) + 2);
  QFont font = p.font();
  if (showsLetters()) {
    font.setFamily("monospace");
    font.setPixelSize(static_cast<int>(std::min(13.0, scale_ * 1.1)));
    p.setFont(font);
    p.setPen(QColor(70, 70, 80));
    for (int r = first; r < last; ++r)
      p.drawText(QRectF(unitX(r), y - half, scale_, 2 * half), Qt::AlignCenter, QString(protein_.sequence[r]));
  } else {
    // Ruler: ticks at a round step that leaves room for the numbers.
    int step = 10;
    while (step * scale_ < 45) step = step == 10 ? 20 : step == 20 ? 50 : step * 2;
    font.setPixelSize(10);
    p.setFont(font);
    p.setPen(QColor(120, 120, 130));
    const QFontMetrics fm(font);
    for (int r = (first / step) * step; r < last; r += step) {
      if (r == 0) continue;
      const double x = unitX(r - 0.5);
      // Numbers give way to the cysteine nodes drawn on the track.
      const double clearance = kNodeRadius + fm.horizontalAdvance(QString::number(r)) / 2.0 + 2;
      bool blocked = false;
      for (int i = 0; i < protein_.cysteines && !blocked; ++i)
        blocked = std::abs(cysteineCentre(i).x() - x) < clearance;
      if (blocked) continue;
      p.drawLine(QPointF(x, y + half - 5), QPointF(x, y + half - 1));
      p.drawText(QRectF(x - 20, y - half, 40, 2 * half - 4), Qt::AlignCenter, QString::number(r));
    }
  }
}

void BondView::drawArcs(QPainter& p) const {
  auto arc = [&](const Bond& b, bool below, const QPen& pen) {
    const double xa = cysteineCentre(b.a).x(), xb = cysteineCentre(b.b).x();
    const double h = arcHeight(b, below);
    const double base = below ? trackY() + trackHalf() : trackY() - trackHalf();
    QPainterPath path;
    path.moveTo(xa, base);
    path.arcTo(QRectF(xa, base - h, xb - xa, 2 * h), 180, below ? 180 : -180);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
  };
  QPen dashed(referenceColour(), 1.6, Qt::DashLine);
  for (const Bond& b : protein_.reference)
    if (!containsBond(protein_.user, b)) arc(b, false, dashed);
  for (const Bond& b : protein_.user) arc(b, false, QPen(userColour(), 2.6));
  for (const Bond& b : protein_.predicted) {
    const QColor c = protein_.truth.empty()           ? unjudgedColour()
                     : containsBond(protein_.truth, b) ? correctColour()
                                                       : wrongColour();
    arc(b, true, QPen(c, 2.6));
  }
}

void BondView::drawNodes(QPainter& p) const {
  const bool residues = !protein_.sequence.isEmpty() && !protein_.positions.empty();
  QFont font = p.font();
  font.setPixelSize(9);
  font.setBold(true);
  p.setFont(font);
  for (int i = 0; i < protein_.cysteines; ++i) {
    const QPointF c = cysteineCentre(i);
    if (c.x() < -20 || c.x() > width() + 20) continue;
    const bool selected = i == selected_, hovered = i == hovered_;
    p.setPen(QPen(selected ? QColor(20, 20, 20) : QColor(150, 120, 0), selected ? 2.5 : 1.2));
    p.setBrush(hovered || selected ? cysteineColour().lighter(115) : cysteineColour());
    const double r = kNodeRadius + (selected ? 2 : hovered ? 1 : 0);
    p.drawEllipse(c, r, r);
    p.setPen(QColor(60, 45, 0));
    // Inside the node: the residue letter when the sequence is known, else the node number.
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
               residues ? QStringLiteral("C") : QString::number(i + 1));
  }
}

void BondView::drawLegend(QPainter& p) const {
  const double h = legendHeight();
  p.setPen(Qt::NoPen);
  p.setBrush(palette().color(QPalette::Base));
  p.drawRect(QRectF(0, 0, width(), h));
  p.setFont(this->font());
  // Entries right-aligned: a short line in the arc style, then its meaning.
  struct Entry {
    QPen pen;
    QString text;
  };
  const std::vector<Entry> entries = {{QPen(userColour(), 2.6), tr("your bonds")},
                                      {QPen(referenceColour(), 1.6, Qt::DashLine), tr("file")},
                                      {QPen(correctColour(), 2.6), tr("predicted, right")},
                                      {QPen(wrongColour(), 2.6), tr("predicted, wrong")}};
  double x = width() - 8;
  const QFontMetrics fm(this->font());
  for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
    const double w = fm.horizontalAdvance(it->text);
    x -= w;
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRectF(x, 0, w + 2, h), Qt::AlignVCenter | Qt::AlignLeft, it->text);
    x -= 24;
    p.setPen(it->pen);
    p.drawLine(QPointF(x, h / 2), QPointF(x + 18, h / 2));
    x -= 12;
  }
  // The title takes what the legend leaves, elided rather than drawn under it.
  QFont bold = this->font();
  bold.setBold(true);
  p.setFont(bold);
  p.setPen(palette().color(QPalette::Text));
  const QString title = protein_.name + "  " + tr("(%Ln cysteine(s))", "", protein_.cysteines);
  const double room = std::max(0.0, x - 8);
  p.drawText(QRectF(8, 0, room, h), Qt::AlignVCenter | Qt::AlignLeft,
             QFontMetrics(bold).elidedText(title, Qt::ElideRight, static_cast<int>(room)));
}

}  // namespace m3
