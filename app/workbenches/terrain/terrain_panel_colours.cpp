// The terrain panel's colour modes: what each point is drawn in (labels over prediction,
// prediction, uncertainty, height, intensity, ground truth, the file's RGB), which points the
// class list hides, and the legend of the scalar ramps.
#include <QBuffer>
#include <QComboBox>
#include <QLabel>
#include <QStandardItemModel>
#include <algorithm>

#include "class_list.h"
#include "point_cloud_view.h"
#include "terrain_panel.h"

namespace m3 {

std::vector<bool> TerrainPanel::visibility() const {
  std::vector<bool> hidden(document_.labels().size(), false);
  bool any = false;
  for (int k = 0; k < document_.labels().size(); ++k) any |= hidden[k] = !classList_->isShown(k);
  if (!any) return {};
  // A point is hidden when the class it shows is hidden: its painted label, else its prediction.
  const Labeling& user = document_.userLabels();
  const Labeling& predicted = document_.predictions();
  std::vector<bool> visible(user.size(), true);
  for (size_t i = 0; i < user.size(); ++i) {
    const int shown =
        user[i] != kUnlabelled ? user[i] : (i < predicted.size() ? predicted[i] : kUnlabelled);
    visible[i] = shown == kUnlabelled || !hidden[shown];
  }
  return visible;
}

const std::vector<double>& TerrainPanel::relativeHeights() const {
  // Once per cloud: recolouring follows every stroke and every tile of predictions.
  if (heightsCloud_ == document_.dataGeneration()) return heights_;
  const std::shared_ptr<const PointCloud> cloud = document_.cloud();
  std::vector<double>& z = heights_;
  z.resize(static_cast<size_t>(cloud->numPoints()));
  heightsCloud_ = document_.dataGeneration();
  if (z.empty()) return z;
  for (int i = 0; i < cloud->numPoints(); ++i) z[i] = cloud->xyz(i, 2);
  // 2nd to 98th percentile, so a few stray points do not flatten the ramp.
  std::vector<double> order = z;
  const auto at = [&](size_t k) {
    std::nth_element(order.begin(), order.begin() + static_cast<long>(k), order.end());
    return order[k];
  };
  const double lo = at(order.size() / 50), hi = at(order.size() - 1 - order.size() / 50);
  for (double& v : z) v = hi > lo ? std::clamp((v - lo) / (hi - lo), 0.0, 1.0) : 0.5;
  return z;
}

bool TerrainPanel::canShow(ColourMode mode) const {
  const std::shared_ptr<const PointCloud> cloud = document_.cloud();
  switch (mode) {
    case ColourMode::Intensity:
      return cloud && !cloud->intensity.empty();
    case ColourMode::FileColours:
      return cloud && !cloud->colours.empty();
    case ColourMode::Truth:
      return !document_.truth().empty();
    default:
      return true;
  }
}

void TerrainPanel::showNextColourMode() {
  int next = int(colourMode_);
  for (int step = 0; step < kColourModes; ++step) {
    next = (next + 1) % kColourModes;
    if (canShow(ColourMode(next))) break;
  }
  setColourMode(ColourMode(next));
}

void TerrainPanel::recolour() {
  const std::shared_ptr<const PointCloud> cloud = document_.cloud();
  if (!cloud) return;
  // What this cloud has nothing for (no intensities, colours or file classes) is offered greyed.
  if (auto* items = qobject_cast<QStandardItemModel*>(colourBox_->model()))
    for (int mode = 0; mode < kColourModes; ++mode)
      items->item(mode)->setEnabled(canShow(ColourMode(mode)));
  std::vector<PointColour> colours;
  switch (colourMode_) {
    case ColourMode::LabelsAndPrediction:
      colours = labelsOverPredictionColours(document_.userLabels(), document_.predictions(),
                                            relativeHeights(), palette_);
      break;
    case ColourMode::Prediction:
      colours = labelColours(
          document_.predictions().empty() ? document_.userLabels() : document_.predictions(),
          palette_);
      break;
    case ColourMode::Uncertainty: {
      // Bright = unsure: the least confident 0 .. 90th percentile of margins is spread over the
      // ramp.
      std::vector<double> c = document_.confidence();
      if (c.empty()) c.assign(cloud->numPoints(), 0.0);
      std::vector<double> sorted = c;
      std::nth_element(sorted.begin(), sorted.begin() + static_cast<long>(sorted.size() * 9 / 10),
                       sorted.end());
      colours = rampColours(c, 0, sorted.empty() ? 1 : sorted[sorted.size() * 9 / 10], true);
      break;
    }
    case ColourMode::Height:
      colours = rampColours(relativeHeights(), 0, 1);
      break;
    case ColourMode::Intensity: {
      std::vector<double> v(cloud->intensity.begin(), cloud->intensity.end());
      v.resize(cloud->numPoints(), 0.0);
      const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
      colours = rampColours(v, v.empty() ? 0 : *lo, v.empty() ? 1 : *hi);
      break;
    }
    case ColourMode::FileColours:
      colours = cloud->colours.empty()
                    ? std::vector<PointColour>(cloud->numPoints(), PointColour{170, 170, 170})
                    : cloud->colours;
      break;
    case ColourMode::Truth:
      colours = labelColours(
          document_.truth().empty() ? Labeling(cloud->numPoints(), kUnlabelled) : document_.truth(),
          palette_);
      break;
  }
  view_->setColours(colours, visibility());
}

void TerrainPanel::updateRampLegend() {
  QString low, high;
  switch (colourMode_) {
    case ColourMode::Uncertainty:
      low = tr("sure"), high = tr("unsure: label these next");
      break;
    case ColourMode::Height:
      low = tr("low"), high = tr("high");
      break;
    case ColourMode::Intensity:
      low = tr("weak return"), high = tr("strong return");
      break;
    case ColourMode::FileColours:
      rampLegend_->setText(document_.cloud() && !document_.cloud()->colours.empty()
                               ? tr("The colours stored in the file.")
                               : tr("This cloud has no colours (grey)."));
      return;
    default:
      rampLegend_->setText(
          tr("Class colours as in the list above; painted points bright, predictions darker."));
      return;
  }
  // A gradient strip drawn with the view's own ramp, so legend and points agree.
  const bool inverted = colourMode_ == ColourMode::Uncertainty;
  QImage strip(120, 10, QImage::Format_RGB32);
  for (int x = 0; x < strip.width(); ++x) {
    const PointColour c = rampColour(inverted ? 1.0 - x / 119.0 : x / 119.0);
    for (int y = 0; y < strip.height(); ++y) strip.setPixel(x, y, qRgb(c[0], c[1], c[2]));
  }
  QByteArray png;
  QBuffer buffer(&png);
  strip.save(&buffer, "PNG");
  rampLegend_->setText(
      QString("<img src='data:image/png;base64,%1'><br>%2 … %3")
          .arg(QString::fromLatin1(png.toBase64()), inverted ? high : low, inverted ? low : high));
}

void TerrainPanel::setColourMode(ColourMode mode) {
  colourMode_ = mode;
  updateRampLegend();
  if (colourBox_->currentIndex() != int(mode)) {
    QSignalBlocker block(colourBox_);
    colourBox_->setCurrentIndex(int(mode));
  }
  recolour();
}

}  // namespace m3
