#pragma once
// The bonds workbench's 3D view of the current protein: its C-alpha trace (grey), the SG
// atoms of its cysteines (yellow spheres) and bonds as tubes between SG atoms: predicted
// bonds green where right and red where wrong, and the bonds predictions are judged against
// (the user's, else the file's) blue where they were not predicted. Drawn by VTK inside a Qt 6 QOpenGLWidget the way
// PointCloudView is (DESIGN section 2: only non-Qt VTK modules). Atoms that are missing
// (NaN) are skipped: the trace breaks there, bonds to a missing SG are not drawn.
// Mouse: left drag orbits, right or middle drag pans, the wheel zooms. A protein without a
// structure (FASTA, DISULFIND) shows a message instead.
#include <QOpenGLWidget>
#include <QString>
#include <memory>
#include <vector>

#include "inference/matching.h"  // Bond
#include "io/protein_input.h"    // ProteinStructure

class QLabel;

namespace m3 {

class BondStructureView : public QOpenGLWidget {
  Q_OBJECT
 public:
  explicit BondStructureView(QWidget* parent = nullptr);
  ~BondStructureView() override;

  // Shows `structure` (copied; nullptr or empty: the empty-state message) without bonds and
  // frames it.
  void setStructure(const ProteinStructure* structure);
  // Bonds as cysteine-index pairs (indices into sgAtoms); predicted bonds in `gold` are
  // drawn green, the others red, and gold bonds not predicted blue. Pairs out of range or
  // with a missing SG are skipped.
  void setBonds(const std::vector<Bond>& gold, const std::vector<Bond>& predicted);
  // No protein: the overlay shows `message`.
  void clear(const QString& message);
  void resetView();

  bool hasStructure() const { return hasStructure_; }
  bool emptyStateShown() const;
  QString emptyMessage() const;
  // What is drawn, for tests: trace segments, SG spheres, blue (missed gold) and predicted
  // bond lines.
  int drawnTraceSegments() const { return traceSegments_; }
  int drawnSgAtoms() const { return sgDrawn_; }
  int drawnGoldBonds() const { return goldDrawn_; }
  int drawnPredictedBonds() const { return predictedDrawn_; }

  QSize sizeHint() const override { return {800, 500}; }

  static constexpr unsigned char kTrace[3] = {150, 150, 150};
  static constexpr unsigned char kSg[3] = {240, 200, 30};
  static constexpr unsigned char kGold[3] = {80, 140, 255};
  static constexpr unsigned char kCorrect[3] = {40, 200, 80};
  static constexpr unsigned char kWrong[3] = {230, 30, 30};

 protected:
  void initializeGL() override;
  void resizeGL(int w, int h) override;
  void paintGL() override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void rebuildTrace();
  void rebuildBonds();
  void showMessage(const QString& message);

  struct Vtk;
  std::unique_ptr<Vtk> vtk_;
  QLabel* message_ = nullptr;  // the empty state, over the GL content
  QLabel* legend_ = nullptr;   // the colour key, top left
  ProteinStructure structure_;
  std::vector<Bond> gold_, predicted_;
  bool hasStructure_ = false;
  int traceSegments_ = 0, sgDrawn_ = 0, goldDrawn_ = 0, predictedDrawn_ = 0;
  enum class Drag { None, Orbit, Pan } drag_ = Drag::None;
  QPointF lastPos_;
};

}  // namespace m3
