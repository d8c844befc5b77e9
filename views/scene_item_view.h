#pragma once
// The Scenes workbench's view of one item: its picture (the block mosaic of scene features, or
// a grey cell per feature; scene_thumbnail.h) and one row per label with the user's choice (a
// box: filled = on, empty = off, dashed = item not labelled yet), a mark where the file has
// the label, and the model's confidence as a bar around zero: the label's margin, green to
// the right when predicted on, grey to the left when off, with its value. A click on a row or
// the keys 1-9 ask to flip that label (labelToggleRequested); the workbench decides and keeps
// the undo stack. Views never train: the margins come from the document.
#include <QImage>
#include <QStringList>
#include <QWidget>
#include <vector>

namespace m3 {

struct SceneItemData {
  QString title;
  QImage picture;  // small; drawn scaled without smoothing
  QStringList labelNames;
  bool labelled = false;
  std::vector<int> user, file, predicted;  // K entries each (predicted: empty before training)
  std::vector<double> margins;             // K entries, or empty
  double marginScale = 1;                  // the margin drawn as a full half-bar
};

class SceneItemView : public QWidget {
  Q_OBJECT
 public:
  explicit SceneItemView(QWidget* parent = nullptr);

  void setItem(const SceneItemData& item);
  void clear(const QString& message);
  const SceneItemData& item() const { return item_; }
  bool hasItem() const { return hasItem_; }
  // Where label k's row is (for tests and hit testing).
  QRect labelRowRect(int k) const;
  QRect pictureRect() const;

  QSize sizeHint() const override { return {760, 420}; }

  static constexpr QRgb kOn = 0xff2f6fd0, kPredictedOn = 0xff2ea44f, kPredictedOff = 0xffa0a4aa;

 signals:
  void labelToggleRequested(int label);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  SceneItemData item_;
  bool hasItem_ = false;
  QString message_;
};

}  // namespace m3
