#include "graph_view.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace m3 {

namespace {

// In pixels whatever the zoom (the items ignore the view's scale): nodes stay visible and
// clickable when a large graph is seen whole, and spread apart when zoomed in.
constexpr double kRadius = 6;

}  // namespace

QColor fadedTowardsWhite(const QColor& colour, double t) {
  return QColor::fromRgbF(1 - t * (1 - colour.redF()), 1 - t * (1 - colour.greenF()), 1 - t * (1 - colour.blueF()));
}

class GraphNodeItem : public QGraphicsEllipseItem {
 public:
  GraphNodeItem(int index, QPointF at) : QGraphicsEllipseItem(-kRadius, -kRadius, 2 * kRadius, 2 * kRadius), index(index) {
    setPos(at);
    setFlag(ItemIsSelectable);
    setFlag(ItemIgnoresTransformations);
    setZValue(1);
  }
  void setLook(const GraphNodeLook& look) {
    look_ = look;
    update();
  }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
    painter->setRenderHint(QPainter::Antialiasing);
    if (isSelected()) {  // a halo that shows whatever the class colour
      painter->setPen(Qt::NoPen);
      painter->setBrush(QColor(255, 215, 0, 200));
      painter->drawEllipse(rect().adjusted(-5, -5, 5, 5));
    }
    painter->setBrush(look_.fill);
    painter->setPen(look_.labelled ? QPen(QColor(20, 20, 20), 2.5) : QPen(QColor(90, 90, 90), 0.8));
    painter->drawEllipse(rect());
  }
  QRectF boundingRect() const override { return rect().adjusted(-6, -6, 6, 6); }
  const int index;

 private:
  GraphNodeLook look_{QColor(200, 200, 200), false};
};

GraphView::GraphView(QWidget* parent) : QGraphicsView(parent) {
  setScene(new QGraphicsScene(this));
  setRenderHint(QPainter::Antialiasing);
  setDragMode(RubberBandDrag);
  setTransformationAnchor(AnchorUnderMouse);
  setViewportUpdateMode(SmartViewportUpdate);
  setBackgroundBrush(palette().base());
  setFocusPolicy(Qt::StrongFocus);
  connect(scene(), &QGraphicsScene::selectionChanged, this, &GraphView::selectionChanged);
}

void GraphView::setGraph(const std::vector<std::pair<double, double>>& positions, const std::vector<Edge>& edges,
                         const QStringList& names) {
  const QSignalBlocker block(scene());
  scene()->clear();
  items_.clear();
  message_.clear();
  QPainterPath lines;
  for (const Edge& e : edges) {
    if (e.a < 0 || e.b < 0 || static_cast<size_t>(std::max(e.a, e.b)) >= positions.size()) continue;
    lines.moveTo(positions[static_cast<size_t>(e.a)].first, positions[static_cast<size_t>(e.a)].second);
    lines.lineTo(positions[static_cast<size_t>(e.b)].first, positions[static_cast<size_t>(e.b)].second);
  }
  edges_ = scene()->addPath(lines, QPen(QColor(120, 120, 120, 140), 0));
  for (size_t i = 0; i < positions.size(); ++i) {
    auto* item = new GraphNodeItem(static_cast<int>(i), {positions[i].first, positions[i].second});
    if (i < static_cast<size_t>(names.size())) item->setToolTip(names[static_cast<qsizetype>(i)]);
    scene()->addItem(item);
    items_.push_back(item);
  }
  scene()->setSceneRect(scene()->itemsBoundingRect().adjusted(-40, -40, 40, 40));
  fitGraph();
  emit selectionChanged();
}

void GraphView::clear(const QString& message) {
  const QSignalBlocker block(scene());
  scene()->clear();
  items_.clear();
  edges_ = nullptr;
  message_ = message;
  viewport()->update();
  emit selectionChanged();
}

void GraphView::setNodeLooks(const std::vector<GraphNodeLook>& looks) {
  for (size_t i = 0; i < items_.size() && i < looks.size(); ++i) items_[i]->setLook(looks[i]);
}

void GraphView::setNodeLook(int node, const GraphNodeLook& look) {
  if (node >= 0 && node < nodeCount()) items_[static_cast<size_t>(node)]->setLook(look);
}

std::vector<int> GraphView::selectedNodes() const {
  std::vector<int> nodes;
  for (QGraphicsItem* item : scene()->selectedItems())
    if (auto* node = dynamic_cast<GraphNodeItem*>(item)) nodes.push_back(node->index);
  std::sort(nodes.begin(), nodes.end());
  return nodes;
}

void GraphView::selectNodes(const std::vector<int>& nodes, bool centre) {
  {
    const QSignalBlocker block(scene());
    scene()->clearSelection();
    for (int i : nodes)
      if (i >= 0 && i < nodeCount()) items_[static_cast<size_t>(i)]->setSelected(true);
  }
  if (centre && !nodes.empty() && nodes.front() >= 0 && nodes.front() < nodeCount())
    centerOn(items_[static_cast<size_t>(nodes.front())]);
  emit selectionChanged();
}

void GraphView::zoomBy(double factor) {
  const double current = transform().m11();
  // Between a whole large graph on screen and a few nodes filling it.
  factor = std::clamp(current * factor, 0.01, 20.0) / current;
  scale(factor, factor);
}

void GraphView::fitGraph() {
  if (!items_.empty()) fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

int GraphView::nodeAt(const QPoint& viewportPoint) const {
  for (QGraphicsItem* item : items(viewportPoint))
    if (auto* node = dynamic_cast<GraphNodeItem*>(item)) return node->index;
  return -1;
}

QPoint GraphView::nodeViewportPosition(int node) const {
  return mapFromScene(items_[static_cast<size_t>(node)]->pos());
}

void GraphView::wheelEvent(QWheelEvent* event) {
  zoomBy(std::pow(1.0015, event->angleDelta().y()));
  event->accept();
}

void GraphView::mousePressEvent(QMouseEvent* event) {
  if (event->button() == Qt::RightButton || event->button() == Qt::MiddleButton) {
    panning_ = true;
    panFrom_ = event->pos();
    viewport()->setCursor(Qt::ClosedHandCursor);
    event->accept();
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void GraphView::mouseMoveEvent(QMouseEvent* event) {
  if (panning_) {
    const QPoint delta = event->pos() - panFrom_;
    panFrom_ = event->pos();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    event->accept();
    return;
  }
  QGraphicsView::mouseMoveEvent(event);
}

void GraphView::mouseReleaseEvent(QMouseEvent* event) {
  if (panning_ && (event->button() == Qt::RightButton || event->button() == Qt::MiddleButton)) {
    panning_ = false;
    viewport()->unsetCursor();
    event->accept();
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

void GraphView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal) return zoomBy(1.25);
  if (event->key() == Qt::Key_Minus) return zoomBy(0.8);
  QGraphicsView::keyPressEvent(event);
}

void GraphView::drawForeground(QPainter* painter, const QRectF& rect) {
  QGraphicsView::drawForeground(painter, rect);
  if (message_.isEmpty()) return;
  painter->save();
  painter->resetTransform();
  painter->setPen(palette().color(QPalette::PlaceholderText));
  painter->drawText(viewport()->rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, message_);
  painter->restore();
}

}  // namespace m3
