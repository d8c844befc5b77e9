#pragma once
// One protein for the bonds workbench: the sequence as a horizontal track (residue letters
// when zoomed in, a ruler otherwise), cysteines as yellow nodes on it, the user's bonds as
// solid arcs ABOVE the track (the file's bonds, where they differ, dashed grey beside them)
// and predicted bonds as arcs BELOW it, green where the bond is in `truth`, red where it
// is not. Proteins without a sequence (per-cysteine vectors only) are drawn as evenly
// spaced cysteine nodes.
// Interaction: the wheel zooms around the cursor, Shift+wheel (or the scroll bar) scrolls;
// hovering a cysteine or an arc shows the pair scores of that cysteine's candidate
// partners; clicking one cysteine and then another emits bondToggleRequested(a, b) (a < b).
// The view never edits bonds itself and never trains: the workbench applies the edit
// through an undoable command and sets the protein again.
#include <Eigen/Dense>
#include <QColor>
#include <QWidget>
#include <vector>

#include "inference/matching.h"

class QScrollBar;

namespace m3 {

struct BondViewProtein {
  QString name;
  QString sequence;            // one-letter residues; may be empty
  std::vector<int> positions;  // residue of each cysteine (0-based); empty without a sequence
  int cysteines = 0;           // number of cysteine nodes
  std::vector<Bond> user;      // arcs above, solid
  std::vector<Bond> reference; // the file's bonds: arcs above, dashed, where not in `user`
  std::vector<Bond> predicted; // arcs below
  std::vector<Bond> truth;     // what predicted arcs are judged against; empty: not judged
  Eigen::MatrixXd scores;      // n x n pair scores (NaN: not a candidate pair); empty before training
};

class BondView : public QWidget {
  Q_OBJECT
 public:
  explicit BondView(QWidget* parent = nullptr);

  // Shows `protein`; keeps the zoom and scroll when it is the same protein (same name and
  // length, e.g. after an edit or new predictions), else fits it to the width.
  void setProtein(const BondViewProtein& protein);
  void clear(const QString& message);  // no protein: shows `message` centred
  const BondViewProtein& protein() const { return protein_; }
  bool hasProtein() const { return hasProtein_; }

  // Geometry, in widget coordinates (public for tests and for the workbench's status line).
  QPointF cysteineCentre(int i) const;
  int cysteineAt(const QPoint& pos) const;  // -1: none within the marker's radius
  // Index into protein().predicted (predicted = true) or protein().user / reference
  // (predicted = false; *reference tells which list) of the arc under pos, or -1.
  int arcAt(const QPoint& pos, bool predicted, bool* reference = nullptr) const;
  QPointF arcApex(const Bond& bond, bool below) const;
  QString toolTipAt(const QPoint& pos) const;
  int selectedCysteine() const { return selected_; }

  double pixelsPerUnit() const { return scale_; }  // unit = residue (or node slot)
  void setPixelsPerUnit(double pixels, double anchorX);  // zoom keeping anchorX fixed
  void fitToWidth();
  bool showsLetters() const { return scale_ >= kLetterScale; }

  static QColor userColour() { return QColor(31, 78, 156); }
  static QColor referenceColour() { return QColor(140, 140, 140); }
  static QColor correctColour() { return QColor(26, 150, 65); }
  static QColor wrongColour() { return QColor(215, 25, 28); }
  static QColor unjudgedColour() { return QColor(123, 111, 168); }
  static QColor cysteineColour() { return QColor(240, 200, 30); }

  QSize sizeHint() const override { return {800, 360}; }
  QSize minimumSizeHint() const override { return {300, 220}; }

 signals:
  void bondToggleRequested(int a, int b);
  void cysteineSelected(int cysteine);  // -1 when the selection is cleared

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  bool event(QEvent* event) override;

 private:
  static constexpr double kLetterScale = 10.0;  // px per residue from which letters are drawn
  static constexpr double kMargin = 24.0;
  static constexpr double kNodeRadius = 7.0;

  double units() const;        // track length in units
  double unitX(double u) const;  // widget x of unit coordinate u
  double trackY() const;
  double trackHalf() const { return 11.0; }
  double legendHeight() const;
  double arcHeight(const Bond& bond, bool below) const;
  double maxSpan() const;
  double arcDistance(const Bond& bond, bool below, const QPointF& p) const;
  void updateScrollBar();
  void setOffset(double offset);  // clamped to the scroll range
  void drawTrack(class QPainter& p) const;
  void drawArcs(class QPainter& p) const;
  void drawNodes(class QPainter& p) const;
  void drawLegend(class QPainter& p) const;
  QString cysteineLabel(int i) const;
  QString scoresToolTip(int cysteine, const Bond* arc, const QString& verdict) const;

  BondViewProtein protein_;
  bool hasProtein_ = false;
  QString message_;
  QScrollBar* scroll_ = nullptr;
  double scale_ = 4.0;   // pixels per unit
  double offset_ = 0;    // horizontal scroll in pixels; the scroll bar shows it rounded
  int selected_ = -1;
  int hovered_ = -1;
};

}  // namespace m3
