#include "point_cloud_view.h"

#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkCellArray.h>
#include <vtkFloatArray.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkIdTypeArray.h>
#include <vtkMatrix4x4.h>
#include <vtkNew.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkUnsignedCharArray.h>

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numbers>
#include <numeric>

#include "brush_picker.h"
#include "screen_projection.h"
#include "vtk_gl_support.h"

namespace m3 {

struct PointCloudView::Vtk {
  vtkNew<vtkGenericOpenGLRenderWindow> window;
  vtkNew<vtkRenderer> renderer;
  vtkNew<vtkPolyData> drawn;  // only the points the level of detail chose for this camera
  vtkNew<vtkPolyDataMapper> mapper;
  vtkNew<vtkActor> actor;
};

// Draws the brush outline and the lasso on top of the 3D content; mouse events pass through.
class PointCloudView::Overlay : public QWidget {
 public:
  explicit Overlay(PointCloudView* view) : QWidget(view), view_(view) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(Qt::white, 1.5, Qt::DashLine));
    if (view_->drag_ == Drag::Lasso && view_->lasso_.size() > 1) p.drawPolygon(view_->lasso_);
    QPointF placeCentre;
    double placeRadius = 0;
    if (view_->placeRing(placeCentre, placeRadius)) {  // drawn twice: seen on any colour
      p.setPen(QPen(Qt::black, 4));
      p.drawEllipse(placeCentre, placeRadius, placeRadius);
      p.setPen(QPen(QColor(255, 220, 0), 2));
      p.drawEllipse(placeCentre, placeRadius, placeRadius);
      p.setPen(QPen(Qt::white, 1.5, Qt::DashLine));
    }
    if (view_->tool_ == Tool::Paint && view_->drag_ != Drag::Lasso && underMouse())
      p.drawEllipse(view_->hoverPos_, view_->brushRadius_, view_->brushRadius_);
    else if (view_->tool_ == Tool::Paint && view_->drag_ == Drag::Brush)
      p.drawEllipse(view_->hoverPos_, view_->brushRadius_, view_->brushRadius_);
    // Say when the level of detail thins what is in view, so nobody takes it for missing
    // points (points outside the view are simply not drawn).
    if (view_->thinned_) {
      const QLocale locale;
      p.setPen(QColor(200, 200, 200));
      p.drawText(rect().adjusted(8, 0, -8, -6), Qt::AlignLeft | Qt::AlignBottom,
                 PointCloudView::tr("Drawing %1 of %Ln point(s); zoom in to see them all", "",
                                    static_cast<int>(view_->shownPoints_))
                     .arg(locale.toString(qulonglong(view_->drawnPoints_))));
    }
  }

 private:
  PointCloudView* view_;
};

PointCloudView::PointCloudView(QWidget* parent) : QOpenGLWidget(parent), vtk_(std::make_unique<Vtk>()) {
  vtk_->window->AddRenderer(vtk_->renderer);
  vtk_->mapper->SetInputData(vtk_->drawn);
  vtk_->mapper->SetColorModeToDirectScalars();
  vtk_->mapper->SetScalarModeToUsePointData();
  vtk_->actor->SetMapper(vtk_->mapper);
  vtk_->renderer->SetBackground(0.11, 0.12, 0.15);
  vtk_->renderer->SetBackgroundAlpha(1.0);  // opaque, also when the window is grabbed
  vtk_->renderer->AddActor(vtk_->actor);
  setFormat(vtkSurfaceFormat());
  overlay_ = new Overlay(this);
  fullDetail_.setSingleShot(true);
  fullDetail_.setInterval(250);
  connect(&fullDetail_, &QTimer::timeout, this, [this] { setCoarse(false); });
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(200, 150);
}

PointCloudView::~PointCloudView() {
  makeCurrent();  // VTK releases its GL resources in this widget's context
  vtk_.reset();
  doneCurrent();
}

void PointCloudView::setPoints(const PointMatrix& xyz) {
  // Survey coordinates (UTM: 6 to 7 digits before the point) would lose centimetres in
  // float32: the view works relative to a whole-metre origin near the cloud's centre (float
  // offsets keep about a millimetre within 10 km of it) and reports point indices only.
  origin_.setZero();
  placeRadius_ = 0;
  if (xyz.rows() > 0)
    origin_ = (0.5 * (xyz.colwise().minCoeff() + xyz.colwise().maxCoeff())).array().round().matrix();
  xyz_ = (xyz.rowwise() - origin_).cast<float>();
  octree_ = PointOctree(xyz_);
  colours_.assign(xyz_.rows(), Colour{170, 170, 170});
  visible_.clear();
  countVisiblePerNode();
  drawnDirty_ = true;
  resetView();
  brushFitPending_ = true;
  if (width() > 0 && height() > 0 && isVisible()) fitBrushToDensity();
}

void PointCloudView::fitBrushToDensity() {
  brushFitPending_ = false;
  if (numPoints() == 0 || width() <= 0 || height() <= 0) return;
  // Front points per square pixel where the framed cloud is drawn; the brush then covers
  // about kPointsPerDab of them, whatever the scan's density and size (a fixed 20 px took
  // about 60,000 points per drag of the 200,000-point sample).
  const double density = newBrushPicker()->frontDensity();
  if (density <= 0) return;
  setBrushRadius(std::clamp(std::sqrt(kPointsPerDab / (M_PI * density)), 6.0, 30.0));
}

void PointCloudView::setColours(const std::vector<Colour>& colours, const std::vector<bool>& visible) {
  if (colours.size() != static_cast<size_t>(xyz_.rows()) || (!visible.empty() && visible.size() != colours.size()))
    return;  // a stale update for another cloud: keep what is shown
  colours_ = colours;
  refinements_ = 0;
  if (visible != visible_) {
    visible_ = visible;
    countVisiblePerNode();
  }
  drawnDirty_ = true;
  update();
}

void PointCloudView::countVisiblePerNode() {
  visiblePerNode_.clear();
  shownPoints_ = static_cast<size_t>(numPoints());
  if (visible_.empty()) return;
  const auto& nodes = octree_.nodes();
  const auto& order = octree_.order();
  visiblePerNode_.assign(nodes.size(), 0);
  shownPoints_ = 0;
  for (size_t k = 0; k < nodes.size(); ++k) {
    for (std::uint32_t slot = nodes[k].begin; slot < nodes[k].end; ++slot) visiblePerNode_[k] += visible_[order[slot]];
    shownPoints_ += visiblePerNode_[k];
  }
}

void PointCloudView::setPointSize(double pixels) {
  pointSize_ = std::clamp(pixels, 1.0, 20.0);
  vtk_->actor->GetProperty()->SetPointSize(static_cast<float>(pointSize_));
  update();
}

void PointCloudView::setTool(Tool tool) {
  tool_ = tool;
  setCursor(tool == Tool::Paint ? Qt::CrossCursor : Qt::ArrowCursor);
  overlay_->update();
}

void PointCloudView::setBrushRadius(double pixels) {
  const double r = std::clamp(pixels, 2.0, 400.0);
  if (r == brushRadius_) return;
  brushRadius_ = r;
  overlay_->update();
  emit brushRadiusChanged(r);
}

size_t PointCloudView::pointBudget() const {
  if (fixedBudget_ > 0) return fixedBudget_;
  // Frame time = fixed + perPoint * points, fitted to recent frames; until two different
  // sizes were seen, llvmpipe's measured 0.4 microseconds per point and no fixed cost.
  const auto& [n, x, y, xx, xy] = frameFit_;
  double perPoint = 4e-4, fixed = 0;
  if (n > 0 && x > 0) perPoint = y / x;
  const double spread = n * xx - x * x;
  if (n > 0 && spread > 0.01 * n * xx) {
    perPoint = std::max(1e-6, (n * xy - x * y) / spread);
    fixed = std::max(0.0, (y - perPoint * x) / n);
  }
  // Bounded, so that slow frames (a busy machine, features computed beside the view) cannot
  // thin the view below 250,000 points at rest (the built-in sample is always whole; about
  // 120 ms a frame in software GL here), nor fast ones load everything at once.
  const double target = coarse_ ? kMovingMilliseconds : kRestMilliseconds;
  const double budget = std::max(0.0, target - fixed) / perPoint;
  return static_cast<size_t>(coarse_ ? std::clamp(budget, 3e4, 1e6) : std::clamp(budget, 2.5e5, 4e6));
}

PointOctree::Camera PointCloudView::octreeCamera() const {
  PointOctree::Camera result;
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  const double aspect = height() > 0 ? double(width()) / height() : 1.0;
  vtkMatrix4x4::DeepCopy(result.worldToClip, camera->GetCompositeProjectionTransformMatrix(aspect, -1, 1));
  result.pixelsPerUnitAtUnitDistance = std::max(1, height()) / (2 * std::tan(camera->GetViewAngle() * M_PI / 360));
  return result;
}

// Chooses the points to draw when the camera, the budget's mode or the colours changed, and
// hands them to VTK when they differ from what it holds.
// Only the x, y and w rows of the camera matter: the depth row changes with the clipping
// range, which follows what is drawn.
void PointCloudView::chooseDrawnPoints() {
  const PointOctree::Camera camera = octreeCamera();
  std::array<double, 12> rows;
  std::copy(camera.worldToClip, camera.worldToClip + 8, rows.begin());
  std::copy(camera.worldToClip + 12, camera.worldToClip + 16, rows.begin() + 8);
  if (!drawnDirty_ && rows == drawnCamera_) return;
  if (rows != drawnCamera_) refinements_ = 0;
  drawnCamera_ = rows;
  bool thinned = false;
  std::vector<int> nodes =
      octree_.select(camera, pointBudget(), visiblePerNode_.empty() ? nullptr : &visiblePerNode_, &thinned);
  if (thinned != thinned_) overlay_->update();
  thinned_ = thinned;
  if (!drawnDirty_ && nodes == drawnNodes_) return;  // a small move: the same points, already on the GPU
  drawnDirty_ = false;
  drawnNodes_ = std::move(nodes);
  uploadDrawnPoints();
}

void PointCloudView::uploadDrawnPoints() {
  const auto& nodes = octree_.nodes();
  const auto& order = octree_.order();
  size_t count = 0;
  for (int k : drawnNodes_)
    count += visiblePerNode_.empty() ? nodes[k].end - nodes[k].begin : visiblePerNode_[k];
  vtkNew<vtkPoints> points;
  points->SetDataTypeToFloat();
  points->SetNumberOfPoints(static_cast<vtkIdType>(count));
  float* xyz = vtkFloatArray::SafeDownCast(points->GetData())->GetPointer(0);
  vtkNew<vtkUnsignedCharArray> rgb;
  rgb->SetNumberOfComponents(3);
  rgb->SetNumberOfTuples(static_cast<vtkIdType>(count));
  unsigned char* colour = rgb->GetPointer(0);
  for (int k : drawnNodes_)
    for (std::uint32_t slot = nodes[k].begin; slot < nodes[k].end; ++slot) {
      const std::uint32_t i = order[slot];
      if (!visible_.empty() && !visible_[i]) continue;
      xyz = std::copy_n(&xyz_(i, 0), 3, xyz);
      colour = std::copy_n(colours_[i].data(), 3, colour);
    }
  vtkNew<vtkIdTypeArray> offsets, connectivity;
  offsets->SetNumberOfValues(static_cast<vtkIdType>(count + 1));
  connectivity->SetNumberOfValues(static_cast<vtkIdType>(count));
  std::iota(offsets->GetPointer(0), offsets->GetPointer(0) + count + 1, vtkIdType(0));
  std::iota(connectivity->GetPointer(0), connectivity->GetPointer(0) + count, vtkIdType(0));
  vtkNew<vtkCellArray> vertices;
  vertices->SetData(offsets, connectivity);
  vtk_->drawn->SetPoints(points);
  vtk_->drawn->SetVerts(vertices);
  vtk_->drawn->GetPointData()->SetScalars(rgb);
  vtk_->drawn->Modified();
  drawnPoints_ = count;
  overlay_->update();
}

void PointCloudView::resetView() {
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  if (xyz_.rows() > 0) {
    // Look at the scene from above and to the south, z up: how a survey is usually read.
    const Eigen::RowVector3f lo = xyz_.colwise().minCoeff(), hi = xyz_.colwise().maxCoeff();
    const Eigen::RowVector3d centre = 0.5 * (lo + hi).cast<double>();
    camera->SetFocalPoint(centre(0), centre(1), centre(2));
    camera->SetPosition(centre(0), centre(1) - 1, centre(2) + 1.2);
    camera->SetViewUp(0, 0, 1);
    // Framed on the whole cloud, not on what the level of detail drew last.
    double bounds[6] = {lo(0), hi(0), lo(1), hi(1), lo(2), hi(2)};
    vtk_->renderer->ResetCamera(bounds);
  } else {
    vtk_->renderer->ResetCamera();
  }
  update();
}

void PointCloudView::orbit(double degrees) {
  vtk_->renderer->GetActiveCamera()->Azimuth(degrees);
  vtk_->renderer->GetActiveCamera()->OrthogonalizeViewUp();
  update();
}

void PointCloudView::zoom(double factor) {
  vtk_->renderer->GetActiveCamera()->Dolly(factor);
  update();
}

void PointCloudView::showPlace(const Eigen::RowVector3d& position, double radius) {
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  double focal[3], eye[3];
  camera->GetFocalPoint(focal);
  camera->GetPosition(eye);
  Eigen::Vector3d direction(eye[0] - focal[0], eye[1] - focal[1], eye[2] - focal[2]);
  if (!(direction.norm() > 0)) direction = {0, -1, 1.2};  // resetView's direction
  direction.normalize();
  const Eigen::Vector3d local = (position - origin_).transpose();
  const double halfAngle = 0.5 * camera->GetViewAngle() * std::numbers::pi / 180;
  const Eigen::Vector3d at = local + direction * (6 * radius / std::tan(halfAngle));
  camera->SetFocalPoint(local.x(), local.y(), local.z());
  camera->SetPosition(at.x(), at.y(), at.z());
  vtk_->renderer->ResetCameraClippingRange();
  place_ = position;
  placeRadius_ = radius;
  overlay_->update();
  update();
}

bool PointCloudView::placeRing(QPointF& centre, double& radius) const {
  if (placeRadius_ <= 0) return false;
  double up[3];
  vtk_->renderer->GetActiveCamera()->GetViewUp(up);
  QPointF edge;
  if (!projectPosition(place_, centre) ||
      !projectPosition(place_ + placeRadius_ * Eigen::RowVector3d(up[0], up[1], up[2]), edge))
    return false;
  radius = std::hypot(edge.x() - centre.x(), edge.y() - centre.y());
  return true;
}

void PointCloudView::initializeGL() {
  adoptCurrentContext(vtk_->window);
  initialized_ = true;
}

void PointCloudView::resizeGL(int w, int h) {
  const double ratio = devicePixelRatioF();
  vtk_->window->SetSize(static_cast<int>(w * ratio), static_cast<int>(h * ratio));
  overlay_->resize(size());
  if (brushFitPending_) fitBrushToDensity();  // a cloud opened before the view was shown
}

void PointCloudView::paintGL() {
  const auto start = std::chrono::steady_clock::now();
  chooseDrawnPoints();
  vtk_->window->SetFrameBlitModeToBlitToCurrent();
  vtk_->renderer->ResetCameraClippingRange();
  vtk_->window->Render();
  if (placeRadius_ > 0) overlay_->update();  // the ring follows the camera
  lastFrameMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  // What a frame costs on this machine's GL, for the next budget.
  const double points = double(drawnPoints_);
  for (double& sum : frameFit_) sum *= 0.8;
  frameFit_[0] += 1, frameFit_[1] += points, frameFit_[2] += lastFrameMs_;
  frameFit_[3] += points * points, frameFit_[4] += points * lastFrameMs_;
  // Refined while the camera rests: a busy moment (training beside the view) can leave the
  // budget low; once frames come in under the target, draw more, a few steps per rest.
  if (!coarse_ && thinned_ && refinements_ < kMaxRefinements &&
      pointBudget() > drawnPoints_ + drawnPoints_ / 4) {
    ++refinements_;
    drawnDirty_ = true;
    QTimer::singleShot(0, this, [this] { update(); });
  }
}

void PointCloudView::setFixedBudget(size_t points) {
  fixedBudget_ = points;
  drawnDirty_ = true;
  update();
}

void PointCloudView::setCoarse(bool coarse) {
  if (coarse == coarse_) return;
  coarse_ = coarse;
  drawnDirty_ = true;
  update();
}

ScreenProjection PointCloudView::screenProjection() const {
  return ScreenProjection(octreeCamera().worldToClip, width(), height());
}

QPointF PointCloudView::project(int i) const {
  double x, y, depth;
  if (!screenProjection()(xyz_(i, 0), xyz_(i, 1), xyz_(i, 2), x, y, depth)) return {-1e9, -1e9};  // behind the camera
  return {x, y};
}

bool PointCloudView::projectPosition(const Eigen::RowVector3d& position, QPointF& pixel) const {
  const Eigen::RowVector3d local = position - origin_;
  double x, y, depth;
  if (!screenProjection()(local.x(), local.y(), local.z(), x, y, depth)) return false;
  pixel = {x, y};
  return true;
}

// The brush works on every point, drawn or not, projected lazily where the stroke goes
// (brush_picker.h); the camera does not move during a stroke.
std::unique_ptr<BrushPicker> PointCloudView::newBrushPicker() const {
  return std::make_unique<BrushPicker>(xyz_, octree_, visible_, screenProjection(), std::max(2.0, pointSize_ + 1));
}

// Every shown point whose pixel `keep(x, y)` accepts, ascending.
template <class Keep>
std::vector<int> PointCloudView::shownPointsWhere(const Keep& keep) const {
  std::vector<int> result;
  const ScreenProjection toScreen = screenProjection();
  for (int i = 0; i < numPoints(); ++i) {
    double x, y, depth;
    if ((visible_.empty() || visible_[i]) && toScreen(xyz_(i, 0), xyz_(i, 1), xyz_(i, 2), x, y, depth) && keep(x, y))
      result.push_back(i);
  }
  return result;
}

std::vector<int> PointCloudView::pointsInCircle(QPointF centre, double radius) const {
  return shownPointsWhere([&](double x, double y) {
    const double dx = x - centre.x(), dy = y - centre.y();
    return dx * dx + dy * dy <= radius * radius;
  });
}

std::vector<int> PointCloudView::pointsInPolygon(const QPolygonF& polygon) const {
  const QRectF box = polygon.boundingRect();
  return shownPointsWhere([&](double x, double y) {
    return box.contains(QPointF(x, y)) && polygon.containsPoint(QPointF(x, y), Qt::OddEvenFill);
  });
}

void PointCloudView::mousePressEvent(QMouseEvent* event) {
  lastPos_ = hoverPos_ = event->position();
  const bool left = event->button() == Qt::LeftButton;
  if (tool_ == Tool::Paint && left && numPoints() > 0) {
    selected_.assign(numPoints(), 0);
    if (event->modifiers() & Qt::ControlModifier) {
      drag_ = Drag::Lasso;
      lasso_ = QPolygonF{event->position()};
    } else {
      drag_ = Drag::Brush;
      picker_ = newBrushPicker();
      picker_->dab(event->position().x(), event->position().y(), brushRadius_, selected_);
    }
  } else {
    drag_ = left ? Drag::Orbit : Drag::Pan;
    setCoarse(true);
  }
  overlay_->update();
}

void PointCloudView::mouseMoveEvent(QMouseEvent* event) {
  const QPointF pos = event->position(), delta = pos - lastPos_;
  hoverPos_ = pos;
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  switch (drag_) {
    case Drag::Orbit:
      camera->Azimuth(-0.3 * delta.x());
      camera->Elevation(0.3 * delta.y());
      camera->OrthogonalizeViewUp();
      update();
      break;
    case Drag::Pan: {
      // Move focal point and camera together by the world distance under one pixel.
      double fp[3], pos3[3], up[3];
      camera->GetFocalPoint(fp);
      camera->GetPosition(pos3);
      camera->GetViewUp(up);
      const double distance = camera->GetDistance();
      const double perPixel = 2 * distance * std::tan(camera->GetViewAngle() * M_PI / 360) / std::max(1, height());
      const Eigen::Vector3d forward = Eigen::Vector3d(fp[0] - pos3[0], fp[1] - pos3[1], fp[2] - pos3[2]).normalized();
      const Eigen::Vector3d upv(up[0], up[1], up[2]), right = forward.cross(upv).normalized();
      const Eigen::Vector3d shift = perPixel * (-delta.x() * right + delta.y() * upv);
      camera->SetFocalPoint(fp[0] + shift(0), fp[1] + shift(1), fp[2] + shift(2));
      camera->SetPosition(pos3[0] + shift(0), pos3[1] + shift(1), pos3[2] + shift(2));
      update();
      break;
    }
    case Drag::Brush:
      picker_->stroke(lastPos_.x(), lastPos_.y(), pos.x(), pos.y(), brushRadius_, selected_);
      break;
    case Drag::Lasso:
      lasso_ << pos;
      break;
    case Drag::None:
      break;
  }
  lastPos_ = pos;
  overlay_->update();
}

void PointCloudView::mouseReleaseEvent(QMouseEvent*) {
  const Drag finished = drag_;
  drag_ = Drag::None;
  setCoarse(false);
  std::vector<int> points;
  if (finished == Drag::Lasso && lasso_.size() > 2) points = pointsInPolygon(lasso_);
  if (finished == Drag::Brush)
    for (int i = 0; i < numPoints(); ++i)
      if (selected_[i]) points.push_back(i);
  lasso_.clear();
  std::vector<char>().swap(selected_);
  picker_.reset();  // its cache holds 16 bytes per projected point
  overlay_->update();
  if (!points.empty()) emit pointsSelected(points);
}

void PointCloudView::wheelEvent(QWheelEvent* event) {
  const double steps = event->angleDelta().y() / 120.0;
  if (tool_ == Tool::Paint) {
    setBrushRadius(brushRadius_ * std::pow(1.15, steps));
  } else {
    setCoarse(true);
    zoom(std::pow(1.1, steps));
    fullDetail_.start();  // back to the full budget once the wheel rests
  }
  event->accept();
}

}  // namespace m3
