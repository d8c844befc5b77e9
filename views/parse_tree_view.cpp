#include "parse_tree_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

namespace m3 {

namespace {
constexpr double kMargin = 12;
constexpr double kWordPadding = 14;
const QColor kSelection(70, 130, 220);
}  // namespace

ParseTreeView::ParseTreeView(QWidget* parent) : QWidget(parent) {
  setMouseTracking(false);
  setFocusPolicy(Qt::StrongFocus);
  setBackgroundRole(QPalette::Base);
  setAutoFillBackground(true);
  layOut();
}

void ParseTreeView::setTree(const ParseTree* tree, const QString& message) {
  tree_ = tree ? std::optional<ParseTree>(*tree) : std::nullopt;
  message_ = message;
  span_ = {};
  node_.reset();
  anchor_ = -1;
  layOut();
  update();
}

void ParseTreeView::setFaded(bool on) {
  faded_ = on;
  update();
}

void ParseTreeView::setMarks(const std::vector<TreePath>& paths, const QColor& colour) {
  markColour_ = colour;
  for (DrawnNode& n : nodes_) n.marked = std::find(paths.begin(), paths.end(), n.path) != paths.end();
  update();
}

void ParseTreeView::selectSpan(WordSpan span) {
  const int n = static_cast<int>(words_.size());
  span_ = span.start >= 0 && span.end <= n && span.start < span.end ? span : WordSpan{};
  node_.reset();
  update();
  emit selectionChanged();
}

void ParseTreeView::selectNode(const TreePath& path) {
  if (!tree_ || !m3::nodeAt(*tree_, path)) return clearSelection();
  node_ = path;
  span_ = nodeSpan(*tree_, path);
  update();
  emit selectionChanged();
}

void ParseTreeView::clearSelection() {
  span_ = {};
  node_.reset();
  update();
  emit selectionChanged();
}

void ParseTreeView::layOut() {
  nodes_.clear();
  words_.clear();
  wordTexts_.clear();
  const QFontMetricsF fm(font());
  if (!tree_) {
    setMinimumSize(QSize(200, static_cast<int>(fm.height() * 4)));
    return;
  }
  // Preorder: every node with its depth; preterminals also give the words.
  struct Pending {
    int depth, word;
  };
  std::vector<Pending> pending;
  int maxDepth = 0;
  TreePath path;
  std::vector<double> wordWidths;
  const auto visit = [&](const auto& self, const ParseTree& t, int depth, int parent) -> void {
    const int index = static_cast<int>(nodes_.size());
    nodes_.push_back({path, QString::fromStdString(t.label), {}, parent, false, t.isPreterminal()});
    pending.push_back({depth, t.isPreterminal() ? static_cast<int>(wordTexts_.size()) : -1});
    if (t.isPreterminal()) {
      wordTexts_.push_back(QString::fromStdString(t.word));
      wordWidths.push_back(std::max(fm.horizontalAdvance(wordTexts_.back()), fm.horizontalAdvance(nodes_.back().label)) +
                           kWordPadding);
      return;
    }
    maxDepth = std::max(maxDepth, depth);
    for (size_t i = 0; i < t.children.size(); ++i) {
      path.push_back(static_cast<int>(i));
      self(self, t.children[i], depth + 1, index);
      path.pop_back();
    }
  };
  visit(visit, *tree_, 0, -1);

  const double row = fm.height() * 1.75, boxHeight = fm.height() + 4;
  const double tagY = kMargin + boxHeight / 2 + (maxDepth + 1) * row;
  const double wordY = tagY + row * 0.8;
  wordBandTop_ = tagY - boxHeight / 2;
  double x = kMargin;
  for (double w : wordWidths) {
    words_.emplace_back(x, wordY - boxHeight / 2, w, boxHeight);
    x += w;
  }
  // Centres: a word's for its tag, the middle of the first and last child's for the others
  // (children come after their parent in preorder, so go backwards).
  std::vector<double> centre(nodes_.size(), 0);
  std::vector<double> first(nodes_.size(), -1), last(nodes_.size(), 0);
  for (size_t i = nodes_.size(); i-- > 0;) {
    if (pending[i].word >= 0) centre[i] = words_[static_cast<size_t>(pending[i].word)].center().x();
    else centre[i] = (first[i] + last[i]) / 2;
    const int p = nodes_[i].parent;
    if (p >= 0) {
      first[static_cast<size_t>(p)] = centre[i];  // visited last to first: the first child ends up here
      if (last[static_cast<size_t>(p)] == 0) last[static_cast<size_t>(p)] = centre[i];
    }
  }
  for (size_t i = 0; i < nodes_.size(); ++i) {
    const double y = pending[i].word >= 0 ? tagY : kMargin + boxHeight / 2 + pending[i].depth * row;
    const double w = fm.horizontalAdvance(nodes_[i].label) + 10;
    nodes_[i].box = QRectF(centre[i] - w / 2, y - boxHeight / 2, w, boxHeight);
  }
  setMinimumSize(QSize(static_cast<int>(x + kMargin), static_cast<int>(wordY + boxHeight / 2 + kMargin)));
  updateGeometry();
}

void ParseTreeView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QPalette& pal = palette();
  if (!tree_) {
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, message_);
    return;
  }
  const QColor ink = faded_ ? pal.color(QPalette::PlaceholderText) : pal.color(QPalette::Text);
  if (span_.end > span_.start) {
    const QRectF& a = words_[static_cast<size_t>(span_.start)];
    const QRectF& b = words_[static_cast<size_t>(span_.end - 1)];
    QColor fill = kSelection;
    fill.setAlpha(60);
    p.fillRect(QRectF(a.topLeft(), b.bottomRight()).adjusted(0, -2, 0, 2), fill);
  }
  p.setPen(QPen(ink, 1));
  for (const DrawnNode& n : nodes_)
    if (n.parent >= 0) {
      const QRectF& up = nodes_[static_cast<size_t>(n.parent)].box;
      p.drawLine(QPointF(up.center().x(), up.bottom()), QPointF(n.box.center().x(), n.box.top()));
    }
  int word = 0;
  for (const DrawnNode& n : nodes_) {
    const bool selected = node_ && *node_ == n.path;
    if (selected || n.marked) {
      QColor fill = selected ? kSelection : markColour_;
      fill.setAlpha(selected ? 90 : 70);
      p.setPen(QPen(selected ? kSelection : markColour_, 2));
      p.setBrush(fill);
      p.drawRoundedRect(n.box, 4, 4);
      p.setBrush(Qt::NoBrush);
    }
    QFont f = font();
    f.setBold(!n.preterminal);
    p.setFont(f);
    p.setPen(n.preterminal && !faded_ ? QColor(110, 110, 110) : ink);  // tags quieter than constituents
    p.drawText(n.box, Qt::AlignCenter, n.label);
    if (n.preterminal) {
      p.setFont(font());
      p.setPen(ink);
      const QRectF& w = words_[static_cast<size_t>(word)];
      p.drawText(w, Qt::AlignCenter, wordTexts_[static_cast<size_t>(word)]);
      ++word;
    }
  }
}

int ParseTreeView::wordAt(const QPoint& point) const {
  for (size_t i = 0; i < words_.size(); ++i)
    if (point.x() >= words_[i].left() && point.x() < words_[i].right()) return static_cast<int>(i);
  return -1;
}

int ParseTreeView::nodeAt(const QPoint& point) const {
  for (size_t i = 0; i < nodes_.size(); ++i)
    if (nodes_[i].box.adjusted(-3, -3, 3, 3).contains(point)) return static_cast<int>(i);
  return -1;
}

void ParseTreeView::mousePressEvent(QMouseEvent* event) {
  if (!editable_ || !tree_ || event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  const QPoint at = event->position().toPoint();
  const int node = nodeAt(at);
  if (node >= 0) {
    anchor_ = -1;
    return selectNode(nodes_[static_cast<size_t>(node)].path);
  }
  // Below the tags: words. Shift extends the span from where it started.
  const int word = at.y() >= wordBandTop_ ? wordAt(at) : -1;
  if (word < 0) {
    anchor_ = -1;
    return clearSelection();
  }
  if (!(event->modifiers() & Qt::ShiftModifier) || anchor_ < 0) anchor_ = word;
  selectSpan({std::min(anchor_, word), std::max(anchor_, word) + 1});
}

void ParseTreeView::mouseMoveEvent(QMouseEvent* event) {
  if (anchor_ < 0 || !(event->buttons() & Qt::LeftButton)) return QWidget::mouseMoveEvent(event);
  const QPoint at = event->position().toPoint();
  int word = wordAt(at);
  if (word < 0) word = at.x() < kMargin ? 0 : static_cast<int>(words_.size()) - 1;
  const WordSpan span{std::min(anchor_, word), std::max(anchor_, word) + 1};
  if (!(span == span_) || node_) selectSpan(span);
}

QPoint ParseTreeView::wordPosition(int word) const {
  return word >= 0 && static_cast<size_t>(word) < words_.size() ? words_[static_cast<size_t>(word)].center().toPoint()
                                                                  : QPoint();
}

QPoint ParseTreeView::labelPosition(const TreePath& path) const {
  for (const DrawnNode& n : nodes_)
    if (n.path == path) return n.box.center().toPoint();
  return {};
}

}  // namespace m3
