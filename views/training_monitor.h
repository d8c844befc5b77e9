#pragma once
// Live training charts for the monitor dock: primal and dual objective with the relative
// duality gap (log axis), and training / validation error, all against wall time. Fed one
// TrainingProgress at a time (the controller throttles them); clear() starts a new run.
#include <QWidget>
#include <vector>

#include "learning/progress.h"

class QChart;
class QLabel;
class QLineSeries;
class QValueAxis;
class QLogValueAxis;

namespace m3 {

class TrainingMonitor : public QWidget {
  Q_OBJECT
 public:
  explicit TrainingMonitor(QWidget* parent = nullptr);

  void clear();
  void addProgress(const TrainingProgress& progress);
  void setStatus(const QString& text);
  int pointCount() const { return points_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  // Chart backgrounds, titles, legends, axis labels and grids in the widget's palette, so a
  // dark desktop palette gives dark charts (Qt Charts' own themes ignore the palette).
  void followPalette();

  std::vector<QChart*> charts_;
  QLineSeries* primal_;
  QLineSeries* dual_;
  QLineSeries* gap_;
  QLineSeries* trainError_;
  QLineSeries* validationError_;
  QValueAxis* objTime_;
  QValueAxis* objValue_;
  QLogValueAxis* gapAxis_;
  QValueAxis* errTime_;
  QValueAxis* errValue_;
  QLabel* summary_;
  QLabel* status_;
  int points_ = 0;
  double minObjective_ = 0, maxObjective_ = 1, minGap_ = 1, maxGap_ = 1, maxError_ = 0.05;
};

}  // namespace m3
