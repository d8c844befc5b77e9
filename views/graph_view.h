#pragma once
// The Graphs workbench's node-link view of one graph: nodes at their layout positions
// (graph_layout.h), edges as thin lines, every node drawn in the colour its caller gives (the
// user's class with a dark ring, or the prediction, paler where the model is unsure). Zoom with
// the wheel or + / -, pan by dragging with the right or middle button (or the scroll bars);
// click a node to select it, Ctrl+click to add it, drag on the background to select a box.
// Keys other than zoom go to the widget's event filters (the panel labels the selection).
#include <QGraphicsView>
#include <QStringList>
#include <utility>
#include <vector>

#include "data/pairwise_graph.h"

class QGraphicsPathItem;

namespace m3 {

// `colour` faded towards white: t = 1 the colour itself, t = 0 white.
QColor fadedTowardsWhite(const QColor& colour, double t);

struct GraphNodeLook {
  QColor fill;
  bool labelled = false;  // drawn with a dark ring: the user's own label
};

class GraphNodeItem;

class GraphView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit GraphView(QWidget* parent = nullptr);

  // Shows a graph: one position and name per node. Fits it into the view.
  void setGraph(const std::vector<std::pair<double, double>>& positions, const std::vector<Edge>& edges,
                const QStringList& names);
  // No graph; `message` says why (drawn in the middle).
  void clear(const QString& message);
  int nodeCount() const { return static_cast<int>(items_.size()); }
  void setNodeLooks(const std::vector<GraphNodeLook>& looks);
  void setNodeLook(int node, const GraphNodeLook& look);

  std::vector<int> selectedNodes() const;  // ascending
  // Selects exactly `nodes`; with `centre`, scrolls the first into the middle.
  void selectNodes(const std::vector<int>& nodes, bool centre);
  void zoomBy(double factor);
  void fitGraph();
  // The node drawn at a point of the viewport (-1: none), for tests and tool tips.
  int nodeAt(const QPoint& viewportPoint) const;
  QPoint nodeViewportPosition(int node) const;

 signals:
  void selectionChanged();

 protected:
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void drawForeground(QPainter* painter, const QRectF& rect) override;

 private:
  std::vector<GraphNodeItem*> items_;
  QGraphicsPathItem* edges_ = nullptr;
  QString message_;
  QPoint panFrom_;
  bool panning_ = false;
};

}  // namespace m3
