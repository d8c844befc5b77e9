#include "bond_structure_view.h"
#include "vtk_gl_support.h"

#include <vtkActor.h>
#include <vtkCamera.h>
#include <vtkCellArray.h>
#include <vtkCellData.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkNew.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkUnsignedCharArray.h>

#include <QLabel>
#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace m3 {

namespace {

bool finite(const Eigen::Vector3d& v) { return v.allFinite(); }

// Bonds are unordered pairs.
bool contains(const std::vector<Bond>& bonds, const Bond& b) {
  return std::any_of(bonds.begin(), bonds.end(),
                     [&](const Bond& c) { return (c.a == b.a && c.b == b.b) || (c.a == b.b && c.b == b.a); });
}

void setColour(vtkActor* actor, const unsigned char rgb[3]) {
  actor->GetProperty()->SetColor(rgb[0] / 255.0, rgb[1] / 255.0, rgb[2] / 255.0);
}

}  // namespace

struct BondStructureView::Vtk {
  vtkNew<vtkGenericOpenGLRenderWindow> window;
  vtkNew<vtkRenderer> renderer;
  vtkNew<vtkPolyData> trace, sg, gold, predicted;
  vtkNew<vtkPolyDataMapper> traceMapper, sgMapper, goldMapper, predictedMapper;
  vtkNew<vtkActor> traceActor, sgActor, goldActor, predictedActor;
};

BondStructureView::BondStructureView(QWidget* parent)
    : QOpenGLWidget(parent), vtk_(std::make_unique<Vtk>()) {
  Vtk& v = *vtk_;
  v.window->AddRenderer(v.renderer);
  v.renderer->SetBackground(0.11, 0.12, 0.15);
  v.renderer->SetBackgroundAlpha(1.0);  // opaque, also when the window is grabbed
  auto attach = [&](vtkPolyData* data, vtkPolyDataMapper* mapper, vtkActor* actor) {
    mapper->SetInputData(data);
    actor->SetMapper(mapper);
    v.renderer->AddActor(actor);
  };
  attach(v.trace, v.traceMapper, v.traceActor);
  attach(v.sg, v.sgMapper, v.sgActor);
  attach(v.gold, v.goldMapper, v.goldActor);
  attach(v.predicted, v.predictedMapper, v.predictedActor);
  v.traceMapper->ScalarVisibilityOff();
  v.sgMapper->ScalarVisibilityOff();
  v.goldMapper->ScalarVisibilityOff();
  v.predictedMapper->SetColorModeToDirectScalars();
  v.predictedMapper->SetScalarModeToUseCellData();
  setColour(v.traceActor, kTrace);
  v.traceActor->GetProperty()->SetLineWidth(4);
  v.traceActor->GetProperty()->SetRenderLinesAsTubes(true);
  setColour(v.sgActor, kSg);
  v.sgActor->GetProperty()->SetPointSize(16);
  v.sgActor->GetProperty()->SetRenderPointsAsSpheres(true);
  setColour(v.goldActor, kGold);
  v.goldActor->GetProperty()->SetLineWidth(10);
  v.goldActor->GetProperty()->SetRenderLinesAsTubes(true);
  v.predictedActor->GetProperty()->SetLineWidth(5);
  v.predictedActor->GetProperty()->SetRenderLinesAsTubes(true);
  setFormat(vtkSurfaceFormat());
  message_ = new QLabel(this);
  message_->setAlignment(Qt::AlignCenter);
  message_->setWordWrap(true);
  message_->setAutoFillBackground(true);
  message_->setMargin(24);
  message_->setStyleSheet("QLabel { background: rgb(28, 31, 38); color: rgb(200, 200, 205); }");
  // The key, in the corner over the GL content (the sequence view draws its own the same way).
  auto swatch = [](const unsigned char rgb[3], const QString& glyph, const QString& text) {
    return QString("<span style='color: rgb(%1,%2,%3)'>%4</span>&nbsp;%5")
        .arg(rgb[0]).arg(rgb[1]).arg(rgb[2]).arg(glyph, text.toHtmlEscaped());
  };
  const QString line = QString::fromUtf8("\u2501\u2501"), dot = QString::fromUtf8("\u25CF");
  legend_ = new QLabel(this);
  legend_->setTextFormat(Qt::RichText);
  legend_->setAttribute(Qt::WA_TransparentForMouseEvents);
  legend_->setStyleSheet("QLabel { color: rgb(210, 210, 215); background: transparent; }");
  legend_->setText(QStringList{swatch(kTrace, line, tr("C-alpha trace")), swatch(kSg, dot, tr("SG atom")),
                               swatch(kCorrect, line, tr("predicted, right")),
                               swatch(kWrong, line, tr("predicted, wrong")),
                               swatch(kGold, line, tr("bond not predicted"))}
                       .join("&nbsp;&nbsp;&nbsp;"));
  legend_->move(10, 8);
  legend_->adjustSize();
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(200, 150);
  setToolTip(tr("Grey: C-alpha trace; yellow: SG atoms of the cysteines; "
                "green / red: predicted bonds, right / wrong; blue: bonds of yours (else the file's) not predicted.\nLeft drag: orbit; right drag: pan; wheel: zoom."));
  showMessage(tr("No 3D structure: this protein came from FASTA or DISULFIND."));
}

BondStructureView::~BondStructureView() {
  makeCurrent();  // VTK releases its GL resources in this widget's context
  vtk_.reset();
  doneCurrent();
}

void BondStructureView::showMessage(const QString& message) {
  message_->setText(message);
  message_->resize(size());
  message_->show();
  message_->raise();
}

bool BondStructureView::emptyStateShown() const { return !message_->isHidden(); }

QString BondStructureView::emptyMessage() const { return emptyStateShown() ? message_->text() : QString(); }

void BondStructureView::clear(const QString& message) {
  structure_ = ProteinStructure();
  gold_.clear();
  predicted_.clear();
  hasStructure_ = false;
  rebuildTrace();
  rebuildBonds();
  showMessage(message);
  update();
}

void BondStructureView::setStructure(const ProteinStructure* structure) {
  structure_ = structure ? *structure : ProteinStructure();
  gold_.clear();
  predicted_.clear();
  hasStructure_ = !structure_.empty();
  rebuildTrace();
  rebuildBonds();
  if (hasStructure_)
    message_->hide();
  else
    showMessage(tr("No 3D structure: this protein came from FASTA or DISULFIND."));
  resetView();
}

void BondStructureView::setBonds(const std::vector<Bond>& gold, const std::vector<Bond>& predicted) {
  gold_ = gold;
  predicted_ = predicted;
  rebuildBonds();
  update();
}

// The C-alpha trace as polylines broken at missing residues, and the SG atoms as vertices.
void BondStructureView::rebuildTrace() {
  vtkNew<vtkPoints> caPoints;
  vtkNew<vtkCellArray> lines;
  traceSegments_ = 0;
  std::vector<vtkIdType> run;
  auto flush = [&] {
    if (run.size() >= 2) {
      lines->InsertNextCell(static_cast<vtkIdType>(run.size()), run.data());
      traceSegments_ += static_cast<int>(run.size()) - 1;
    }
    run.clear();
  };
  for (const Eigen::Vector3d& ca : structure_.caAtoms) {
    if (!finite(ca)) {
      flush();
      continue;
    }
    run.push_back(caPoints->InsertNextPoint(ca.x(), ca.y(), ca.z()));
  }
  flush();
  vtk_->trace->SetPoints(caPoints);
  vtk_->trace->SetLines(lines);
  vtk_->trace->Modified();

  vtkNew<vtkPoints> sgPoints;
  vtkNew<vtkCellArray> verts;
  sgDrawn_ = 0;
  for (const Eigen::Vector3d& sg : structure_.sgAtoms) {
    if (!finite(sg)) continue;
    const vtkIdType id = sgPoints->InsertNextPoint(sg.x(), sg.y(), sg.z());
    verts->InsertNextCell(1, &id);
    ++sgDrawn_;
  }
  vtk_->sg->SetPoints(sgPoints);
  vtk_->sg->SetVerts(verts);
  vtk_->sg->Modified();
}

void BondStructureView::rebuildBonds() {
  const std::vector<Eigen::Vector3d>& sg = structure_.sgAtoms;
  auto usable = [&](const Bond& b) {
    return b.a >= 0 && b.b >= 0 && b.a < static_cast<int>(sg.size()) && b.b < static_cast<int>(sg.size()) &&
           b.a != b.b && finite(sg[b.a]) && finite(sg[b.b]);
  };
  auto addLine = [](vtkPoints* points, vtkCellArray* lines, const Eigen::Vector3d& p, const Eigen::Vector3d& q) {
    const vtkIdType ids[2] = {points->InsertNextPoint(p.x(), p.y(), p.z()), points->InsertNextPoint(q.x(), q.y(), q.z())};
    lines->InsertNextCell(2, ids);
  };
  {
    vtkNew<vtkPoints> points;
    vtkNew<vtkCellArray> lines;
    goldDrawn_ = 0;
    // A predicted gold bond is drawn once, green, by the predictions below: two coincident
    // tubes would hide one another.
    for (const Bond& b : gold_)
      if (usable(b) && !contains(predicted_, b)) addLine(points, lines, sg[b.a], sg[b.b]), ++goldDrawn_;
    vtk_->gold->SetPoints(points);
    vtk_->gold->SetLines(lines);
    vtk_->gold->Modified();
  }
  vtkNew<vtkPoints> points;
  vtkNew<vtkCellArray> lines;
  vtkNew<vtkUnsignedCharArray> rgb;
  rgb->SetNumberOfComponents(3);
  predictedDrawn_ = 0;
  for (const Bond& b : predicted_) {
    if (!usable(b)) continue;
    addLine(points, lines, sg[b.a], sg[b.b]);
    rgb->InsertNextTypedTuple(contains(gold_, b) ? kCorrect : kWrong);
    ++predictedDrawn_;
  }
  vtk_->predicted->SetPoints(points);
  vtk_->predicted->SetLines(lines);
  vtk_->predicted->GetCellData()->SetScalars(rgb);
  vtk_->predicted->Modified();
}

void BondStructureView::resetView() {
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  camera->SetFocalPoint(0, 0, 0);
  camera->SetPosition(0, 0, 1);
  camera->SetViewUp(0, 1, 0);
  vtk_->renderer->ResetCamera();
  camera->Dolly(1.15);  // ResetCamera leaves a wide margin around a small molecule
  update();
}

void BondStructureView::initializeGL() {
  adoptCurrentContext(vtk_->window);
}

void BondStructureView::resizeGL(int w, int h) {
  const double ratio = devicePixelRatioF();
  vtk_->window->SetSize(static_cast<int>(w * ratio), static_cast<int>(h * ratio));
}

void BondStructureView::resizeEvent(QResizeEvent* event) {
  QOpenGLWidget::resizeEvent(event);
  message_->resize(size());
}

void BondStructureView::paintGL() {
  vtk_->window->SetFrameBlitModeToBlitToCurrent();
  vtk_->renderer->ResetCameraClippingRange();
  vtk_->window->Render();
}

void BondStructureView::mousePressEvent(QMouseEvent* event) {
  lastPos_ = event->position();
  drag_ = event->button() == Qt::LeftButton ? Drag::Orbit : Drag::Pan;
}

void BondStructureView::mouseMoveEvent(QMouseEvent* event) {
  const QPointF pos = event->position(), delta = pos - lastPos_;
  lastPos_ = pos;
  vtkCamera* camera = vtk_->renderer->GetActiveCamera();
  if (drag_ == Drag::Orbit) {
    camera->Azimuth(-0.4 * delta.x());
    camera->Elevation(0.4 * delta.y());
    camera->OrthogonalizeViewUp();
    update();
  } else if (drag_ == Drag::Pan) {
    // Move focal point and camera together by the world distance under one pixel.
    double fp[3], eye[3], up[3];
    camera->GetFocalPoint(fp);
    camera->GetPosition(eye);
    camera->GetViewUp(up);
    const double perPixel =
        2 * camera->GetDistance() * std::tan(camera->GetViewAngle() * M_PI / 360) / std::max(1, height());
    const Eigen::Vector3d forward = Eigen::Vector3d(fp[0] - eye[0], fp[1] - eye[1], fp[2] - eye[2]).normalized();
    const Eigen::Vector3d upv(up[0], up[1], up[2]), right = forward.cross(upv).normalized();
    const Eigen::Vector3d shift = perPixel * (-delta.x() * right + delta.y() * upv);
    camera->SetFocalPoint(fp[0] + shift(0), fp[1] + shift(1), fp[2] + shift(2));
    camera->SetPosition(eye[0] + shift(0), eye[1] + shift(1), eye[2] + shift(2));
    update();
  }
}

void BondStructureView::mouseReleaseEvent(QMouseEvent*) { drag_ = Drag::None; }

void BondStructureView::wheelEvent(QWheelEvent* event) {
  vtk_->renderer->GetActiveCamera()->Dolly(std::pow(1.1, event->angleDelta().y() / 120.0));
  update();
  event->accept();
}

}  // namespace m3
