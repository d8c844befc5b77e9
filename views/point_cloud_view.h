#pragma once
// The terrain workbench's 3D view: a point cloud drawn by VTK inside a Qt 6 QOpenGLWidget
// (DESIGN section 2: only non-Qt VTK modules; a vtkGenericOpenGLRenderWindow renders into
// this widget's context). The view shows colours it is given and reports what the user
// selects; it never changes labels itself (the window turns selections into undoable
// commands).
// Mouse: left drag orbits, right or middle drag pans, the wheel zooms; while the camera
// moves only every k-th point is drawn (at most kInteractivePoints), then all again. In paint mode the
// left button paints with a round screen-space brush (wheel changes its radius) and
// Ctrl + left drag draws a lasso; both end in pointsSelected().
// The brush takes what the user sees: points under it that are at the front (a coarse
// depth buffer of the projected points decides). The lasso selects through: every visible
// point whose projection falls inside it, however deep (hide classes to peel layers).
#include <QOpenGLWidget>
#include <QPolygonF>
#include <QTimer>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "model/point_cloud.h"

namespace m3 {

class PointCloudView : public QOpenGLWidget {
  Q_OBJECT
 public:
  using Colour = std::array<std::uint8_t, 3>;
  enum class Tool { Navigate, Paint };

  static constexpr size_t kInteractivePoints = 250000;
  static constexpr double kPointsPerDab = 150;  // what the default brush covers at the framed view

  explicit PointCloudView(QWidget* parent = nullptr);
  ~PointCloudView() override;

  // Replaces the cloud (colours grey until setColours), frames it and sizes the brush to
  // the cloud's density on screen.
  void setPoints(const PointMatrix& xyz);
  // Where the view's local frame starts, in the cloud's coordinates (whole metres).
  Eigen::RowVector3d origin() const { return origin_; }
  int numPoints() const { return static_cast<int>(xyz_.rows()); }
  // One colour per point; points with visible[i] == false are not drawn (empty: all shown).
  void setColours(const std::vector<Colour>& colours, const std::vector<bool>& visible = {});
  void setPointSize(double pixels);
  double pointSize() const { return pointSize_; }
  void setTool(Tool tool);
  Tool tool() const { return tool_; }
  double brushRadius() const { return brushRadius_; }
  void setBrushRadius(double pixels);
  void resetView();

  // Screen-space selection helpers (widget pixel coordinates), also used by tests.
  std::vector<int> pointsInCircle(QPointF centre, double radius) const;
  std::vector<int> pointsInPolygon(const QPolygonF& polygon) const;
  // Where point i lands in widget pixels under the current camera (y down).
  QPointF project(int i) const;
  // Milliseconds the last frame took to render.
  double lastFrameMilliseconds() const { return lastFrameMs_; }
  // Draw the subsample (true, while the camera moves) or every point.
  void setCoarse(bool coarse);
  bool isCoarse() const { return coarse_; }

 signals:
  // A finished brush stroke or lasso: every point it covered, each once, ascending.
  void pointsSelected(const std::vector<int>& points);
  void brushRadiusChanged(double pixels);

 protected:
  void initializeGL() override;
  void resizeGL(int w, int h) override;
  void paintGL() override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;

 private:
  void rebuildScene();
  void cacheProjection();
  void addBrushAt(QPointF position);
  void fitBrushToDensity();

  struct Vtk;
  std::unique_ptr<Vtk> vtk_;
  class Overlay;
  Overlay* overlay_ = nullptr;  // brush circle and lasso, drawn over the GL content
  PointMatrix xyz_;  // the cloud relative to origin_
  Eigen::RowVector3d origin_ = Eigen::RowVector3d::Zero();
  bool brushFitPending_ = false;
  std::vector<Colour> colours_;
  std::vector<bool> visible_;
  double pointSize_ = 2;
  Tool tool_ = Tool::Navigate;
  double brushRadius_ = 20;
  bool sceneDirty_ = true, coloursDirty_ = true, initialized_ = false, coarse_ = false;
  QTimer fullDetail_;
  double lastFrameMs_ = 0;
  // Interaction state.
  enum class Drag { None, Orbit, Pan, Brush, Lasso } drag_ = Drag::None;
  QPointF lastPos_, hoverPos_;
  QPolygonF lasso_;
  std::vector<char> selected_;
  int depthCellOf(double x, double y) const;  // -1 outside the widget
  std::vector<float> screen_;       // cached x, y, depth per point during a stroke
  std::vector<float> depthBuffer_;  // nearest depth per cell during a stroke
  double depthCell_ = 3;
  int depthColumns_ = 1;
};

}  // namespace m3
