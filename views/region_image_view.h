#pragma once
// The image-regions workbench's canvas: a photo with its superpixels and label layers, zoom and
// pan, and the brush / fill / eraser tools the user labels with.
// Layers (each can be switched off): the image; region boundaries (thin, so the user sees what
// a fill or a training example is); the user's labels (scribbles, per pixel); the prediction
// (per region); the uncertainty (per region, 0 sure .. 1 unsure, drawn dark to bright); a
// segmentation (per region cluster ids, drawn as cluster boundaries and a tint per cluster).
// Overlays share one opacity. Colours come from setClassColours (class c = colour c).
// Tools: Brush (drag; the wheel sizes it), Eraser (the same, the workbench erases), Fill (a click
// gives the clicked region), Shift+click picks a pixel. The view never edits labels itself: it reports each finished
// stroke (every pixel it touched, once, ascending) or fill, and the workbench pushes an undo
// command and calls setUserLabels. Ctrl+wheel zooms about the cursor, middle or right drag pans,
// Home fits the image. Views never train or compute features.
#include <QImage>
#include <QWidget>
#include <vector>

namespace m3 {

class RegionImageView : public QWidget {
  Q_OBJECT
 public:
  enum class Tool { Brush, Eraser, Fill };
  enum Layer { ImageLayer = 1, BoundaryLayer = 2, UserLayer = 4, PredictionLayer = 8, UncertaintyLayer = 16,
               SegmentationLayer = 32 };

  explicit RegionImageView(QWidget* parent = nullptr);

  // A new image (any format; converted to RGB32) and its superpixels: regionOfPixel has
  // width x height entries, row-major, ids 0..regionCount-1. Clears every label layer and fits
  // the view. An empty image shows `emptyMessage()`.
  void setImage(const QImage& image, std::vector<int> regionOfPixel, int regionCount);
  void clear(const QString& message);
  // Per pixel class (-1: none), width x height entries.
  void setUserLabels(const std::vector<int>& classOfPixel);
  // Per region class (-1: none) and uncertainty in [0, 1]; empty vectors clear the layer.
  void setPrediction(const std::vector<int>& classOfRegion, const std::vector<double>& uncertaintyOfRegion = {});
  // Per region cluster id (-1: none); empty clears.
  void setSegmentation(const std::vector<int>& clusterOfRegion);
  void setClassColours(const std::vector<QColor>& colours);

  void setLayers(int layers);
  int layers() const { return layers_; }
  void setOverlayOpacity(double opacity);  // 0..1
  double overlayOpacity() const { return opacity_; }
  void setTool(Tool tool);
  Tool tool() const { return tool_; }
  // The class the brush previews in (the workbench's current class).
  void setBrushClass(int c) { brushClass_ = c; }
  void setBrushRadius(double imagePixels);
  double brushRadius() const { return brushRadius_; }
  void fitToWindow();
  double zoom() const { return zoom_; }
  // Marks one region (outlined, and ringed so a small one is found) and brings it into view,
  // magnified so that it shows with its surroundings; -1 removes the mark. A new image removes
  // it too.
  void focusRegion(int region);
  int focusedRegion() const { return focusRegion_; }

  bool hasImage() const { return !image_.isNull(); }
  QSize imageSize() const { return image_.size(); }
  int regionAt(QPoint imagePixel) const;
  // Image pixel <-> widget position (for tests and hit testing).
  QPointF toWidget(QPointF imagePoint) const;
  QPointF toImage(QPointF widgetPoint) const;
  QString emptyMessage() const { return message_; }
  // The composed picture as drawn at zoom 1 (image and every visible layer), for tests and
  // screenshots.
  QImage composed() const;

  QSize sizeHint() const override { return {900, 650}; }

 signals:
  void strokeFinished(const std::vector<int>& pixels, m3::RegionImageView::Tool tool);
  void regionFilled(int region);
  // Shift+click with any tool: the image pixel under the cursor (to pick its class or segment).
  void pixelPicked(QPoint imagePixel);
  void brushRadiusChanged(double imagePixels);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void rebuildBoundaries();
  void rebuildUserOverlay();
  void rebuildRegionOverlays();
  void paintDab(QPointF imagePoint);
  QColor classColour(int c) const;

  QImage image_;
  std::vector<int> regionOfPixel_;
  int regionCount_ = 0;
  std::vector<int> userOfPixel_, predictionOfRegion_, clusterOfRegion_;
  int focusRegion_ = -1;
  QRect focusBox_;       // the focused region's bounding box, in image pixels
  QImage focusOutline_;  // its boundary pixels, opaque; the rest transparent
  std::vector<double> uncertaintyOfRegion_;
  std::vector<QColor> colours_;
  QImage boundaries_, userOverlay_, predictionOverlay_, uncertaintyOverlay_, segmentationOverlay_;
  int layers_ = ImageLayer | BoundaryLayer | UserLayer | PredictionLayer;
  double opacity_ = 0.55;
  Tool tool_ = Tool::Brush;
  int brushClass_ = 0;
  double brushRadius_ = 6;
  double zoom_ = 1;
  QPointF offset_;  // widget position of image pixel (0, 0)
  bool fitted_ = true;
  QString message_;
  // The stroke in progress: touched pixels (a mask, so each counts once) and the preview.
  std::vector<char> strokeMask_;
  std::vector<int> strokePixels_;
  bool stroking_ = false, panning_ = false;
  QPointF lastPos_, cursor_;
};

}  // namespace m3
