#include "region_image_list.h"

#include <QColor>
#include <QImage>
#include <QPixmap>
#include <QScrollBar>
#include <QSignalBlocker>
#include <algorithm>

namespace m3 {

namespace {

constexpr int kThumbWidth = 96;

// The photo scaled down by sampling, with each sample's predicted class blended over it.
QPixmap thumbnail(const RegionImage& im, const Palette& palette) {
  const ColourImage& image = *im.image;
  const int w = kThumbWidth, h = std::max(1, image.height * kThumbWidth / std::max(1, image.width));
  const bool tinted = im.scene && !im.prediction.empty();
  QImage out(w, h, QImage::Format_RGB32);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int sx = x * image.width / w, sy = y * image.height / h;
      const auto* p = &image.bgr[(static_cast<size_t>(sy) * image.width + sx) * 3];
      int r = p[2], g = p[1], b = p[0];
      if (tinted) {
        const int region = im.scene->superpixels.regions.at(sx, sy);
        const int c = im.prediction[static_cast<size_t>(region)];
        if (c >= 0 && c < static_cast<int>(palette.size()))
          r = (r + palette[c].red) / 2, g = (g + palette[c].green) / 2, b = (b + palette[c].blue) / 2;
      }
      out.setPixel(x, y, qRgb(r, g, b));
    }
  return QPixmap::fromImage(out);
}

}  // namespace

RegionImageList::RegionImageList(QWidget* parent) : QListWidget(parent) {
  setObjectName("regionImages");
  setViewMode(QListView::IconMode);
  setFlow(QListView::LeftToRight);
  setWrapping(false);
  setMovement(QListView::Static);
  setIconSize(QSize(kThumbWidth, kThumbWidth * 3 / 4));
  setGridSize(QSize(kThumbWidth + 24, kThumbWidth * 3 / 4 + 2 * fontMetrics().height() + 10));
  setFixedHeight(gridSize().height() + horizontalScrollBar()->sizeHint().height() + 2 * frameWidth() + 4);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
}

void RegionImageList::refresh(const RegionDocument& document) {
  const QSignalBlocker block(this);
  if (count() != document.imageCount()) {
    clear();
    for (int i = 0; i < document.imageCount(); ++i) addItem(new QListWidgetItem);
  }
  for (int i = 0; i < document.imageCount(); ++i) refreshRow(document, i);
  setCurrentRow(document.current());
}

void RegionImageList::refreshRow(const RegionDocument& document, int i) {
  QListWidgetItem* row = item(i);
  if (!row) return;
  const RegionImage& im = document.imageAt(i);
  QString text = (im.labelledPixels > 0 ? QStringLiteral("✎ ") : QString()) + im.name;
  QString tip = im.path.isEmpty() ? im.name : im.path;
  if (im.labelledPixels > 0) tip += tr("\n%L1 pixels scribbled").arg(im.labelledPixels);
  const SegmentationMetrics m = document.metrics(i);
  if (m.evaluated() > 0) {
    text += tr("\nIoU %L1").arg(m.meanIou(), 0, 'f', 2);
    tip += tr("\nmean IoU %L1, pixel accuracy %L2").arg(m.meanIou(), 0, 'f', 3).arg(m.pixelAccuracy(), 0, 'f', 3);
  } else if (!im.scene) {
    tip += tr("\nsuperpixels not computed yet");
  }
  row->setText(text);
  row->setIcon(QIcon(thumbnail(im, document.palette())));
  row->setToolTip(tip);
}

}  // namespace m3
