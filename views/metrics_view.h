#pragma once
// Per-class precision, recall and F1 and the confusion matrix of predictions against a
// ground truth, as a compact table for a dock. Displays what it is given; computes nothing
// beyond formatting (ClassificationMetrics comes from core).
#include <QWidget>

#include "data/label_set.h"
#include "eval/classification_metrics.h"

class QLabel;
class QTableWidget;

namespace m3 {

class MetricsView : public QWidget {
  Q_OBJECT
 public:
  explicit MetricsView(QWidget* parent = nullptr);
  void showMetrics(const LabelSet& labels, const ClassificationMetrics& metrics, const QString& title);
  void showMessage(const QString& message);
  QTableWidget* scores() const { return scores_; }
  QTableWidget* confusion() const { return confusion_; }

 private:
  QLabel* summary_;
  QTableWidget* scores_;
  QTableWidget* confusion_;
};

}  // namespace m3
