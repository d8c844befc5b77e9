#include "point_cloud_view.h"
#include "vtk_gl_support.h"

#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkCellArray.h>
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

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

namespace m3 {

struct PointCloudView::Vtk {
  vtkNew<vtkGenericOpenGLRenderWindow> window;
  vtkNew<vtkRenderer> renderer;
  vtkNew<vtkPolyData> cloud;
  vtkNew<vtkPolyDataMapper> mapper;
  vtkNew<vtkActor> actor;
  vtkNew<vtkCellArray> allVertices, coarseVertices;  // every visible point; a subsample
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
    if (view_->tool_ == Tool::Paint && view_->drag_ != Drag::Lasso && underMouse())
      p.drawEllipse(view_->hoverPos_, view_->brushRadius_, view_->brushRadius_);
    else if (view_->tool_ == Tool::Paint && view_->drag_ == Drag::Brush)
      p.drawEllipse(view_->hoverPos_, view_->brushRadius_, view_->brushRadius_);
  }

 private:
  PointCloudView* view_;
};

PointCloudView::PointCloudView(QWidget* parent) : QOpenGLWidget(parent), vtk_(std::make_unique<Vtk>()) {
  vtk_->window->AddRenderer(vtk_->renderer);
  vtk_->mapper->SetInputData(vtk_->cloud);
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
  // Survey coordinates (UTM: 6 to 7 digits before the point) would lose centimetres in the
  // float32 the GL buffers hold: the view works relative to a whole-metre origin near the
  // cloud's centre instead, in double for picking, and reports point indices only.
  origin_.setZero();
  if (xyz.rows() > 0)
    origin_ = (0.5 * (xyz.colwise().minCoeff() + xyz.colwise().maxCoeff())).array().round().matrix();
  xyz_ = xyz.rowwise() - origin_;
  colours_.assign(xyz_.rows(), Colour{170, 170, 170});
  visible_.clear();
  sceneDirty_ = coloursDirty_ = true;
  rebuildScene();
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
  cacheProjection();
  long front = 0;
  std::vector<char> occupied(depthBuffer_.size(), 0);
  for (int i = 0; i < numPoints(); ++i) {
    const int cell = depthCellOf(screen_[3 * i], screen_[3 * i + 1]);
    if (cell < 0 || screen_[3 * i + 2] > depthBuffer_[cell] * 1.02f + 1e-3f) continue;
    ++front;
    occupied[cell] = 1;
  }
  const long cells = std::count(occupied.begin(), occupied.end(), 1);
  screen_.clear();
  depthBuffer_.clear();
  if (cells == 0) return;
  const double density = double(front) / (double(cells) * depthCell_ * depthCell_);
  setBrushRadius(std::clamp(std::sqrt(kPointsPerDab / (M_PI * density)), 6.0, 30.0));
}

void PointCloudView::setColours(const std::vector<Colour>& colours, const std::vector<bool>& visible) {
  if (colours.size() != static_cast<size_t>(xyz_.rows()) || (!visible.empty() && visible.size() != colours.size()))
    return;  // a stale update for another cloud: keep what is shown
  colours_ = colours;
  if (visible != visible_) sceneDirty_ = true;
  visible_ = visible;
  coloursDirty_ = true;
  rebuildScene();
  update();
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

void PointCloudView::rebuildScene() {
  const vtkIdType n = xyz_.rows();
  if (sceneDirty_) {
    vtkNew<vtkPoints> points;
    points->SetDataTypeToFloat();
    points->SetNumberOfPoints(n);
    for (vtkIdType i = 0; i < n; ++i) points->SetPoint(i, xyz_(i, 0), xyz_(i, 1), xyz_(i, 2));
    std::vector<vtkIdType> shown;
    for (vtkIdType i = 0; i < n; ++i)
      if (visible_.empty() || visible_[i]) shown.push_back(i);
    // While the camera moves, draw every stride-th point only, so large clouds stay fluid.
    const size_t stride = std::max<size_t>(1, (shown.size() + kInteractivePoints - 1) / kInteractivePoints);
    auto fill = [&](vtkCellArray* cells, size_t step) {
      vtkNew<vtkIdTypeArray> offsets, connectivity;
      for (size_t k = 0; k < shown.size(); k += step) connectivity->InsertNextValue(shown[k]);
      offsets->SetNumberOfValues(connectivity->GetNumberOfValues() + 1);
      for (vtkIdType k = 0; k < offsets->GetNumberOfValues(); ++k) offsets->SetValue(k, k);
      cells->SetData(offsets, connectivity);
    };
    fill(vtk_->allVertices, 1);
    fill(vtk_->coarseVertices, stride);
    vtk_->cloud->SetPoints(points);
    vtk_->cloud->SetVerts(coarse_ ? vtk_->coarseVertices : vtk_->allVertices);
    sceneDirty_ = false;
  }
  if (coloursDirty_) {
    vtkNew<vtkUnsignedCharArray> rgb;
    rgb->SetNumberOfComponents(3);
    rgb->SetNumberOfTuples(n);
    for (vtkIdType i = 0; i < n; ++i) rgb->SetTypedTuple(i, colours_[i].data());
    vtk_->cloud->GetPointData()->SetScalars(rgb);
    coloursDirty_ = false;
  }
  vtk_->cloud->Modified();
}

void PointCloudView::resetView() {
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  if (xyz_.rows() > 0) {
    // Look at the scene from above and to the south, z up: how a survey is usually read.
    const Eigen::RowVector3d lo = xyz_.colwise().minCoeff(), hi = xyz_.colwise().maxCoeff();
    const Eigen::RowVector3d centre = 0.5 * (lo + hi);
    camera->SetFocalPoint(centre(0), centre(1), centre(2));
    camera->SetPosition(centre(0), centre(1) - 1, centre(2) + 1.2);
    camera->SetViewUp(0, 0, 1);
  }
  vtk_->renderer->ResetCamera();
  update();
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
  vtk_->window->SetFrameBlitModeToBlitToCurrent();
  vtk_->renderer->ResetCameraClippingRange();
  vtk_->window->Render();
  lastFrameMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void PointCloudView::setCoarse(bool coarse) {
  if (coarse == coarse_) return;
  coarse_ = coarse;
  vtk_->cloud->SetVerts(coarse ? vtk_->coarseVertices : vtk_->allVertices);
  vtk_->cloud->Modified();
  update();
}

QPointF PointCloudView::project(int i) const {
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  const double aspect = height() > 0 ? double(width()) / height() : 1.0;
  vtkMatrix4x4* m = camera->GetCompositeProjectionTransformMatrix(aspect, -1, 1);
  const double p[4] = {xyz_(i, 0), xyz_(i, 1), xyz_(i, 2), 1.0};
  double q[4];
  m->MultiplyPoint(p, q);
  if (q[3] <= 0) return {-1e9, -1e9};  // behind the camera
  return {(q[0] / q[3] + 1) * 0.5 * width(), (1 - q[1] / q[3]) * 0.5 * height()};
}

// Screen positions and depths of every point under the current camera (the camera does
// not move during a stroke, so one pass at the press serves the whole stroke), and a coarse
// depth buffer: the nearest depth in each cell of a few pixels, so the brush takes only
// points at the front, the ones the user sees.
void PointCloudView::cacheProjection() {
  const int n = numPoints();
  screen_.assign(3 * static_cast<size_t>(n), -1e9f);
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  const double aspect = height() > 0 ? double(width()) / height() : 1.0;
  double m[16];
  vtkMatrix4x4::DeepCopy(m, camera->GetCompositeProjectionTransformMatrix(aspect, -1, 1));
  depthCell_ = std::max(2.0, pointSize_ + 1);
  depthColumns_ = static_cast<int>(width() / depthCell_) + 1;
  depthBuffer_.assign(static_cast<size_t>(depthColumns_) * (static_cast<int>(height() / depthCell_) + 1),
                      std::numeric_limits<float>::infinity());
  for (int i = 0; i < n; ++i) {
    const double x = xyz_(i, 0), y = xyz_(i, 1), z = xyz_(i, 2);
    const double w = m[12] * x + m[13] * y + m[14] * z + m[15];  // distance along the view
    if (w <= 0 || (!visible_.empty() && !visible_[i])) continue;
    const double sx = ((m[0] * x + m[1] * y + m[2] * z + m[3]) / w + 1) * 0.5 * width();
    const double sy = (1 - (m[4] * x + m[5] * y + m[6] * z + m[7]) / w) * 0.5 * height();
    screen_[3 * i] = static_cast<float>(sx), screen_[3 * i + 1] = static_cast<float>(sy);
    screen_[3 * i + 2] = static_cast<float>(w);
    const int cell = depthCellOf(sx, sy);
    if (cell >= 0) depthBuffer_[cell] = std::min(depthBuffer_[cell], static_cast<float>(w));
  }
}

int PointCloudView::depthCellOf(double x, double y) const {
  if (x < 0 || y < 0 || x >= width() || y >= height()) return -1;
  return static_cast<int>(y / depthCell_) * depthColumns_ + static_cast<int>(x / depthCell_);
}

std::vector<int> PointCloudView::pointsInCircle(QPointF centre, double radius) const {
  std::vector<int> result;
  const double r2 = radius * radius;
  for (int i = 0; i < numPoints(); ++i) {
    if (!visible_.empty() && !visible_[i]) continue;
    const QPointF s = project(i);
    const double dx = s.x() - centre.x(), dy = s.y() - centre.y();
    if (dx * dx + dy * dy <= r2) result.push_back(i);
  }
  return result;
}

std::vector<int> PointCloudView::pointsInPolygon(const QPolygonF& polygon) const {
  std::vector<int> result;
  const QRectF box = polygon.boundingRect();
  for (int i = 0; i < numPoints(); ++i) {
    if (!visible_.empty() && !visible_[i]) continue;
    const QPointF s = project(i);
    if (box.contains(s) && polygon.containsPoint(s, Qt::OddEvenFill)) result.push_back(i);
  }
  return result;
}

void PointCloudView::addBrushAt(QPointF c) {
  const double r2 = brushRadius_ * brushRadius_;
  for (int i = 0; i < numPoints(); ++i) {
    const double dx = screen_[3 * i] - c.x(), dy = screen_[3 * i + 1] - c.y();
    if (dx * dx + dy * dy > r2) continue;
    // At the front: within 2% (plus a hair) of the nearest depth drawn in its cell.
    const int cell = depthCellOf(screen_[3 * i], screen_[3 * i + 1]);
    if (cell >= 0 && screen_[3 * i + 2] <= depthBuffer_[cell] * 1.02f + 1e-3f) selected_[i] = 1;
  }
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
      cacheProjection();
      addBrushAt(event->position());
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
      addBrushAt(pos);
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
  selected_.clear();
  screen_.clear();
  depthBuffer_.clear();
  overlay_->update();
  if (!points.empty()) emit pointsSelected(points);
}

void PointCloudView::wheelEvent(QWheelEvent* event) {
  const double steps = event->angleDelta().y() / 120.0;
  if (tool_ == Tool::Paint) {
    setBrushRadius(brushRadius_ * std::pow(1.15, steps));
  } else {
    vtk_->renderer->GetActiveCamera()->Dolly(std::pow(1.1, steps));
    setCoarse(true);
    fullDetail_.start();  // back to every point once the wheel rests
    update();
  }
  event->accept();
}

}  // namespace m3
