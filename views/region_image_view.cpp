#include "region_image_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace m3 {

namespace {

// A stable, distinct colour per cluster id (golden-angle hues).
QColor clusterColour(int id) { return QColor::fromHsvF(std::fmod(id * 0.618034, 1.0), 0.65, 0.95); }

}  // namespace

RegionImageView::RegionImageView(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(320, 240);
  setAutoFillBackground(false);
  colours_ = {QColor(230, 25, 75), QColor(60, 180, 75), QColor(0, 130, 200), QColor(255, 225, 25)};
}

void RegionImageView::setImage(const QImage& image, std::vector<int> regionOfPixel, int regionCount) {
  image_ = image.convertToFormat(QImage::Format_RGB32);
  const size_t n = static_cast<size_t>(image_.width()) * image_.height();
  regionOfPixel_ = std::move(regionOfPixel);
  if (regionOfPixel_.size() != n) regionOfPixel_.assign(n, -1);  // no superpixels: nothing to fill
  regionCount_ = regionCount;
  userOfPixel_.assign(n, -1);
  predictionOfRegion_.clear();
  uncertaintyOfRegion_.clear();
  clusterOfRegion_.clear();
  strokeMask_.assign(n, 0);
  strokePixels_.clear();
  stroking_ = false;  // a stroke begun on the previous image ends with it
  message_.clear();
  focusRegion_ = -1;
  focusOutline_ = QImage();
  rebuildBoundaries();
  rebuildUserOverlay();
  rebuildRegionOverlays();
  fitToWindow();
}

void RegionImageView::clear(const QString& message) {
  image_ = QImage();
  regionOfPixel_.clear();
  regionCount_ = 0;
  userOfPixel_.clear();
  predictionOfRegion_.clear();
  uncertaintyOfRegion_.clear();
  clusterOfRegion_.clear();
  boundaries_ = userOverlay_ = predictionOverlay_ = uncertaintyOverlay_ = segmentationOverlay_ = focusOutline_ = QImage();
  focusRegion_ = -1;
  strokeMask_.clear();  // a stroke in progress ends with its image
  strokePixels_.clear();
  stroking_ = false;
  message_ = message;
  update();
}

void RegionImageView::setUserLabels(const std::vector<int>& classOfPixel) {
  if (classOfPixel.size() != regionOfPixel_.size()) return;
  userOfPixel_ = classOfPixel;
  rebuildUserOverlay();
  update();
}

void RegionImageView::setPrediction(const std::vector<int>& classOfRegion, const std::vector<double>& uncertainty) {
  predictionOfRegion_ = classOfRegion;
  uncertaintyOfRegion_ = uncertainty;
  rebuildRegionOverlays();
  update();
}

void RegionImageView::setSegmentation(const std::vector<int>& clusterOfRegion) {
  clusterOfRegion_ = clusterOfRegion;
  rebuildRegionOverlays();
  update();
}

void RegionImageView::setClassColours(const std::vector<QColor>& colours) {
  colours_ = colours;
  rebuildUserOverlay();
  rebuildRegionOverlays();
  update();
}

QColor RegionImageView::classColour(int c) const {
  if (c < 0) return Qt::transparent;
  return c < static_cast<int>(colours_.size()) ? colours_[c] : clusterColour(c);
}

void RegionImageView::setLayers(int layers) {
  layers_ = layers;
  update();
}

void RegionImageView::setOverlayOpacity(double opacity) {
  opacity_ = std::clamp(opacity, 0.0, 1.0);
  update();
}

void RegionImageView::setTool(Tool tool) {
  tool_ = tool;
  setCursor(tool == Tool::Fill ? Qt::PointingHandCursor : Qt::CrossCursor);
  update();
}

void RegionImageView::setBrushRadius(double r) {
  brushRadius_ = std::clamp(r, 1.0, 200.0);
  emit brushRadiusChanged(brushRadius_);
  update();
}

// Pixels whose right or lower neighbour lies in another region.
void RegionImageView::rebuildBoundaries() {
  const int w = image_.width(), h = image_.height();
  boundaries_ = QImage(w, h, QImage::Format_ARGB32_Premultiplied);
  boundaries_.fill(Qt::transparent);
  const QRgb line = qPremultiply(qRgba(255, 255, 255, 150));
  for (int y = 0; y < h; ++y) {
    auto* out = reinterpret_cast<QRgb*>(boundaries_.scanLine(y));
    for (int x = 0; x < w; ++x) {
      const int r = regionOfPixel_[static_cast<size_t>(y) * w + x];
      const bool edge = (x + 1 < w && regionOfPixel_[static_cast<size_t>(y) * w + x + 1] != r) ||
                        (y + 1 < h && regionOfPixel_[static_cast<size_t>(y + 1) * w + x] != r);
      if (edge) out[x] = line;
    }
  }
}

void RegionImageView::rebuildUserOverlay() {
  const int w = image_.width(), h = image_.height();
  userOverlay_ = QImage(w, h, QImage::Format_ARGB32_Premultiplied);
  userOverlay_.fill(Qt::transparent);
  if (userOfPixel_.size() != static_cast<size_t>(w) * h) return;
  for (int y = 0; y < h; ++y) {
    auto* out = reinterpret_cast<QRgb*>(userOverlay_.scanLine(y));
    for (int x = 0; x < w; ++x) {
      const int c = userOfPixel_[static_cast<size_t>(y) * w + x];
      if (c >= 0) out[x] = classColour(c).rgba();
    }
  }
}

void RegionImageView::rebuildRegionOverlays() {
  const int w = image_.width(), h = image_.height();
  const size_t n = static_cast<size_t>(w) * h;
  auto perRegion = [&](auto colourOf) {
    QImage out(w, h, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    for (int y = 0; y < h; ++y) {
      auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
      for (int x = 0; x < w; ++x) {
        const int r = regionOfPixel_[static_cast<size_t>(y) * w + x];
        if (r >= 0) line[x] = colourOf(r);
      }
    }
    return out;
  };
  const int regions = regionCount_;
  predictionOverlay_ = uncertaintyOverlay_ = segmentationOverlay_ = QImage();
  if (n == 0) return;
  if (static_cast<int>(predictionOfRegion_.size()) == regions)
    predictionOverlay_ = perRegion([&](int r) { return classColour(predictionOfRegion_[r]).rgba(); });
  if (static_cast<int>(uncertaintyOfRegion_.size()) == regions)
    uncertaintyOverlay_ = perRegion([&](int r) {
      const int v = static_cast<int>(255 * std::clamp(uncertaintyOfRegion_[r], 0.0, 1.0));
      return qRgba(v, v / 2, 255 - v, 255);
    });
  if (static_cast<int>(clusterOfRegion_.size()) == regions) {
    segmentationOverlay_ = perRegion([&](int r) {
      return clusterOfRegion_[r] < 0 ? qRgba(0, 0, 0, 0) : clusterColour(clusterOfRegion_[r]).rgba();
    });
    // Cluster boundaries in black over the tint, so the segmentation reads as a drawing.
    for (int y = 0; y < h; ++y) {
      auto* line = reinterpret_cast<QRgb*>(segmentationOverlay_.scanLine(y));
      for (int x = 0; x < w; ++x) {
        auto cluster = [&](int xx, int yy) {
          const int r = regionOfPixel_[static_cast<size_t>(yy) * w + xx];
          return r < 0 ? -1 : clusterOfRegion_[r];
        };
        const int c = cluster(x, y);
        if ((x + 1 < w && cluster(x + 1, y) != c) || (y + 1 < h && cluster(x, y + 1) != c) ||
            (x > 0 && cluster(x - 1, y) != c) || (y > 0 && cluster(x, y - 1) != c))
          line[x] = qRgba(0, 0, 0, 255);
      }
    }
  }
}

QImage RegionImageView::composed() const {
  if (image_.isNull()) return QImage();
  QImage out(image_.size(), QImage::Format_RGB32);
  QPainter p(&out);
  if (layers_ & ImageLayer)
    p.drawImage(0, 0, image_);
  else
    out.fill(QColor(40, 40, 40));
  p.setOpacity(opacity_);
  if ((layers_ & PredictionLayer) && !predictionOverlay_.isNull()) p.drawImage(0, 0, predictionOverlay_);
  if ((layers_ & UncertaintyLayer) && !uncertaintyOverlay_.isNull()) p.drawImage(0, 0, uncertaintyOverlay_);
  if ((layers_ & SegmentationLayer) && !segmentationOverlay_.isNull()) p.drawImage(0, 0, segmentationOverlay_);
  // The user's labels are drawn opaque enough to stand out over the prediction.
  p.setOpacity(std::min(1.0, opacity_ + 0.3));
  if (layers_ & UserLayer) p.drawImage(0, 0, userOverlay_);
  p.setOpacity(1);
  if (layers_ & BoundaryLayer) p.drawImage(0, 0, boundaries_);
  return out;
}

QPointF RegionImageView::toWidget(QPointF imagePoint) const { return offset_ + imagePoint * zoom_; }
QPointF RegionImageView::toImage(QPointF widgetPoint) const { return (widgetPoint - offset_) / zoom_; }

int RegionImageView::regionAt(QPoint p) const {
  if (p.x() < 0 || p.y() < 0 || p.x() >= image_.width() || p.y() >= image_.height()) return -1;
  return regionOfPixel_[static_cast<size_t>(p.y()) * image_.width() + p.x()];
}

void RegionImageView::fitToWindow() {
  fitted_ = true;
  if (image_.isNull()) return;
  zoom_ = std::min(static_cast<double>(width()) / image_.width(), static_cast<double>(height()) / image_.height());
  zoom_ = std::max(zoom_, 0.01);
  offset_ = QPointF((width() - zoom_ * image_.width()) / 2, (height() - zoom_ * image_.height()) / 2);
  update();
}

void RegionImageView::focusRegion(int region) {
  focusRegion_ = region >= 0 && region < regionCount_ ? region : -1;
  focusOutline_ = QImage();
  if (focusRegion_ < 0 || image_.isNull()) return update();
  const int w = image_.width(), h = image_.height();
  focusOutline_ = QImage(image_.size(), QImage::Format_ARGB32_Premultiplied);
  focusOutline_.fill(Qt::transparent);
  int x0 = w, y0 = h, x1 = -1, y1 = -1;
  const auto in = [&](int x, int y) {
    return x >= 0 && y >= 0 && x < w && y < h && regionOfPixel_[static_cast<size_t>(y) * w + x] == focusRegion_;
  };
  for (int y = 0; y < h; ++y) {
    auto* line = reinterpret_cast<QRgb*>(focusOutline_.scanLine(y));
    for (int x = 0; x < w; ++x) {
      if (!in(x, y)) continue;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
      if (!in(x - 1, y) || !in(x + 1, y) || !in(x, y - 1) || !in(x, y + 1)) line[x] = qRgb(255, 240, 0);
    }
  }
  if (x1 < 0) return update();
  focusBox_ = QRect(QPoint(x0, y0), QPoint(x1, y1));
  // Magnified so the region with about four times its size around it fills the view, never
  // less than the whole image fitted, never more than 8x.
  const double fit = std::min(static_cast<double>(width()) / w, static_cast<double>(height()) / h);
  const double around = std::min(width() / (4.0 * focusBox_.width()), height() / (4.0 * focusBox_.height()));
  zoom_ = std::clamp(around, std::max(fit, 0.01), std::max(fit, 8.0));
  offset_ = QPointF(width() / 2.0, height() / 2.0) - QRectF(focusBox_).center() * zoom_;
  // No empty margin where the image could fill the view (a region at the border is then off
  // centre); an image narrower than the view stays centred.
  const auto keepFilled = [](double offset, double view, double image) {
    return image <= view ? (view - image) / 2 : std::clamp(offset, view - image, 0.0);
  };
  offset_ = QPointF(keepFilled(offset_.x(), width(), w * zoom_), keepFilled(offset_.y(), height(), h * zoom_));
  fitted_ = false;
  update();
}

void RegionImageView::resizeEvent(QResizeEvent*) {
  if (fitted_) fitToWindow();
}

void RegionImageView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), QColor(34, 36, 40));
  if (image_.isNull()) {
    p.setPen(QColor(200, 200, 205));
    p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, message_);
    return;
  }
  const QRectF target(offset_, QSizeF(image_.width() * zoom_, image_.height() * zoom_));
  // Nearest-neighbour when magnified, so pixels and boundaries stay crisp.
  p.setRenderHint(QPainter::SmoothPixmapTransform, zoom_ < 1);
  p.drawImage(target, composed());
  if (focusRegion_ >= 0 && !focusOutline_.isNull()) {
    p.drawImage(target, focusOutline_);
    // A ring around it, a fixed size on screen, so that even a small region is seen at once.
    const QRectF box(toWidget(focusBox_.topLeft()), toWidget(focusBox_.bottomRight() + QPoint(1, 1)));
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, 160), 4));
    p.drawEllipse(box.adjusted(-14, -14, 14, 14));
    p.setPen(QPen(QColor(255, 240, 0), 2));
    p.drawEllipse(box.adjusted(-14, -14, 14, 14));
  }
  // The brush outline under the cursor.
  if (tool_ != Tool::Fill && rect().contains(cursor_.toPoint()) && underMouse()) {
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(tool_ == Tool::Eraser ? QColor(255, 255, 255) : classColour(brushClass_), 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(cursor_, brushRadius_ * zoom_, brushRadius_ * zoom_);
  }
}

void RegionImageView::paintDab(QPointF at) {
  const int w = image_.width(), h = image_.height();
  const int r = static_cast<int>(std::ceil(brushRadius_));
  const int cx = static_cast<int>(std::floor(at.x())), cy = static_cast<int>(std::floor(at.y()));
  const QRgb preview = tool_ == Tool::Eraser ? qRgba(0, 0, 0, 0) : classColour(brushClass_).rgba();
  for (int y = std::max(0, cy - r); y <= std::min(h - 1, cy + r); ++y) {
    auto* line = reinterpret_cast<QRgb*>(userOverlay_.scanLine(y));
    for (int x = std::max(0, cx - r); x <= std::min(w - 1, cx + r); ++x) {
      const double dx = x + 0.5 - at.x(), dy = y + 0.5 - at.y();
      if (dx * dx + dy * dy > brushRadius_ * brushRadius_) continue;
      const size_t i = static_cast<size_t>(y) * w + x;
      if (!strokeMask_[i]) {
        strokeMask_[i] = 1;
        strokePixels_.push_back(static_cast<int>(i));
      }
      line[x] = preview;
    }
  }
}

void RegionImageView::mousePressEvent(QMouseEvent* event) {
  lastPos_ = cursor_ = event->position();
  if (image_.isNull()) return;
  if (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton) {
    panning_ = true;
    return;
  }
  if (event->button() != Qt::LeftButton) return;
  const QPointF at = toImage(event->position());
  if (event->modifiers() & Qt::ShiftModifier) {
    const QPoint pixel(static_cast<int>(std::floor(at.x())), static_cast<int>(std::floor(at.y())));
    if (QRect(QPoint(0, 0), image_.size()).contains(pixel)) emit pixelPicked(pixel);
    return;
  }
  if (tool_ == Tool::Fill) {
    const int region = regionAt(QPoint(static_cast<int>(std::floor(at.x())), static_cast<int>(std::floor(at.y()))));
    if (region >= 0) emit regionFilled(region);
    return;
  }
  stroking_ = true;
  strokePixels_.clear();
  paintDab(at);
  update();
}

void RegionImageView::mouseMoveEvent(QMouseEvent* event) {
  const QPointF pos = event->position();
  if (panning_) {
    offset_ += pos - lastPos_;
    fitted_ = false;
  } else if (stroking_) {
    // Dabs along the segment, closer than the radius, so fast drags leave no gaps.
    const QPointF a = toImage(lastPos_), b = toImage(pos);
    const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
    const int steps = std::max(1, static_cast<int>(std::ceil(length / std::max(1.0, brushRadius_ / 2))));
    for (int s = 1; s <= steps; ++s) paintDab(a + (b - a) * (static_cast<double>(s) / steps));
  }
  lastPos_ = cursor_ = pos;
  update();
}

void RegionImageView::mouseReleaseEvent(QMouseEvent* event) {
  if (panning_ && event->button() != Qt::LeftButton) {
    panning_ = false;
    return;
  }
  if (!stroking_ || event->button() != Qt::LeftButton) return;
  stroking_ = false;
  std::vector<int> pixels = std::move(strokePixels_);
  strokePixels_.clear();
  for (int i : pixels) strokeMask_[i] = 0;
  std::sort(pixels.begin(), pixels.end());
  // The preview stays until the workbench answers with setUserLabels; without an answer (e.g.
  // no class chosen) the overlay goes back to the labels it has.
  rebuildUserOverlay();
  if (!pixels.empty()) emit strokeFinished(pixels, tool_);
  update();
}

void RegionImageView::wheelEvent(QWheelEvent* event) {
  const double steps = event->angleDelta().y() / 120.0;
  if (event->modifiers() & Qt::ControlModifier) {
    const QPointF anchor = event->position(), imagePoint = toImage(anchor);
    zoom_ = std::clamp(zoom_ * std::pow(1.2, steps), 0.02, 40.0);
    offset_ = anchor - imagePoint * zoom_;
    fitted_ = false;
  } else {
    setBrushRadius(brushRadius_ * std::pow(1.15, steps));
  }
  update();
  event->accept();
}

void RegionImageView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Home) {
    fitToWindow();
    return;
  }
  QWidget::keyPressEvent(event);
}

}  // namespace m3
