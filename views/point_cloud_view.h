#pragma once
// The terrain workbench's 3D view: a point cloud drawn by VTK inside a Qt 6 QOpenGLWidget
// (DESIGN section 2: only non-Qt VTK modules; a vtkGenericOpenGLRenderWindow renders into
// this widget's context). The view shows colours it is given and reports what the user
// selects; it never changes labels itself (the window turns selections into undoable
// commands).
// Mouse: left drag orbits, right or middle drag pans, the wheel zooms. In paint mode the
// left button paints with a round screen-space brush (wheel changes its radius) and
// Ctrl + left drag draws a lasso; both end in pointsSelected().
// Level of detail (core/geometry/point_octree.h): a frame draws at most a budget of points,
// chosen from an octree for the current camera (thin far away, every point up close), so
// the frame time does not grow with the cloud. The budget follows the measured cost of a
// drawn point: about kRestMilliseconds per frame at rest, kMovingMilliseconds while the
// camera moves; VTK only ever holds the drawn points.
// Selection works on every point, drawn or not: the brush takes what the user sees, the
// points under it at the front (a coarse depth buffer of all projected points decides);
// the lasso selects through, every visible point whose projection falls inside it, however
// deep (hide classes to peel layers).
#include <QOpenGLWidget>
#include <QPolygonF>
#include <QTimer>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "data/point_cloud.h"
#include "geometry/point_octree.h"
#include "screen_projection.h"

namespace m3 {

class BrushPicker;

class PointCloudView : public QOpenGLWidget {
  Q_OBJECT
 public:
  using Colour = std::array<std::uint8_t, 3>;
  enum class Tool { Navigate, Paint };

  static constexpr double kRestMilliseconds = 120, kMovingMilliseconds = 40;
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
  // Where a position in the cloud's own coordinates lands; false when behind the camera.
  bool projectPosition(const Eigen::RowVector3d& position, QPointF& pixel) const;
  // Milliseconds the last frame took to render, and how many points it drew.
  double lastFrameMilliseconds() const { return lastFrameMs_; }
  std::size_t drawnPoints() const { return drawnPoints_; }
  // Points the next frame may draw: the budget at rest or while moving.
  std::size_t pointBudget() const;
  // Draw exactly this many points whatever they cost, 0: the measured budget (benchmarks
  // compare the level of detail with drawing every point).
  void setFixedBudget(std::size_t points);
  // Draw as while the camera moves (a smaller budget) or at rest.
  void setCoarse(bool coarse);
  bool isCoarse() const { return coarse_; }
  // Turns the camera about the vertical by `degrees` (reviews and benchmarks).
  void orbit(double degrees);
  // Moves the camera towards its focal point by `factor` (> 1 zooms in).
  void zoom(double factor);
  // Label Next: looks at `position` (the cloud's coordinates) from the current direction, close
  // enough that a ring of `radius` metres around it spans about a sixth of the view's height
  // (near enough to paint it, far enough to see what is around), and rings that place until
  // the next call or the next cloud.
  void showPlace(const Eigen::RowVector3d& position, double radius);
  bool hasPlace() const { return placeRadius_ > 0; }

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
  void chooseDrawnPoints();
  void uploadDrawnPoints();
  void countVisiblePerNode();
  PointOctree::Camera octreeCamera() const;
  ScreenProjection screenProjection() const;
  template <class Keep>
  std::vector<int> shownPointsWhere(const Keep& keep) const;
  std::unique_ptr<BrushPicker> newBrushPicker() const;
  void fitBrushToDensity();
  // Where the ring of showPlace lands in widget pixels; false with none or behind the camera.
  bool placeRing(QPointF& centre, double& radius) const;

  struct Vtk;
  std::unique_ptr<Vtk> vtk_;
  class Overlay;
  Overlay* overlay_ = nullptr;  // brush circle and lasso, drawn over the GL content
  FloatPointMatrix xyz_;  // the cloud relative to origin_ (float: centimetres within 100 km)
  Eigen::RowVector3d origin_ = Eigen::RowVector3d::Zero();
  PointOctree octree_;
  std::vector<std::uint32_t> visiblePerNode_;  // empty when every point is shown
  std::vector<int> drawnNodes_;
  bool thinned_ = false;  // the budget left out points in view
  std::size_t drawnPoints_ = 0, shownPoints_ = 0;  // drawn now; not hidden by class
  std::array<double, 12> drawnCamera_{};  // its x, y and w rows when drawnNodes_ were chosen
  // Recent frames' (points drawn, milliseconds), for the budget: a least-squares line with
  // older frames weighing less (sums of 1, x, y, xx, xy), so the fixed cost of a frame
  // (clearing and showing the window) is not charged to the points.
  std::array<double, 5> frameFit_{};
  std::size_t fixedBudget_ = 0;
  static constexpr int kMaxRefinements = 4;
  int refinements_ = 0;  // since the camera or the colours last changed
  bool brushFitPending_ = false;
  std::vector<Colour> colours_;
  std::vector<bool> visible_;
  double pointSize_ = 2;
  Eigen::RowVector3d place_ = Eigen::RowVector3d::Zero();  // showPlace's, cloud coordinates
  double placeRadius_ = 0;                                 // metres; 0: no place shown
  Tool tool_ = Tool::Navigate;
  double brushRadius_ = 20;
  bool drawnDirty_ = true, initialized_ = false, coarse_ = false;
  QTimer fullDetail_;
  double lastFrameMs_ = 0;
  // Interaction state.
  enum class Drag { None, Orbit, Pan, Brush, Lasso } drag_ = Drag::None;
  QPointF lastPos_, hoverPos_;
  QPolygonF lasso_;
  std::vector<char> selected_;
  std::unique_ptr<BrushPicker> picker_;  // during a brush stroke
};

}  // namespace m3
