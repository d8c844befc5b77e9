#pragma once
// The Scenes workbench's open data: multi-label feature rows (one or more ARFF files, or the
// generated sample) with the file's label sets, the user's label sets (an item is "labelled"
// once the user gave it a set, which may be empty), and the latest model's predicted sets
// with per-label margins. Every label edit goes through the undo stack
// (SetSceneLabelsCommand). Items the user did not label are held out and scored against the
// file's labels.
#include <QJsonObject>
#include <QStringList>
#include <memory>
#include <vector>

#include "data/multilabel.h"
#include "eval/multilabel_metrics.h"
#include "model_document.h"
#include "tasks/multilabel_task.h"

namespace m3 {

class SceneDocument : public ModelDocument<MultiLabelModel> {
  Q_OBJECT
 public:
  explicit SceneDocument(QObject* parent = nullptr);

  // Replaces everything. rowPart[i] indexes partNames (which file row i came from). Clears the
  // undo stack and the predictions.
  void reset(std::shared_ptr<const MultiLabelData> data, std::vector<int> rowPart,
             QStringList partNames, const QString& source);

  int itemCount() const { return data_->size(); }
  int labelCount() const { return data_->numLabels(); }
  QString labelName(int k) const { return QString::fromStdString(data_->labelNames[k]); }
  std::shared_ptr<const MultiLabelData> data() const { return data_; }
  QString partName(int i) const { return parts_.value(rowPart_[i]); }
  std::vector<int> fileLabels(int i) const;

  bool isLabelled(int i) const { return labelled_[i] != 0; }
  std::vector<int> userLabels(int i) const;  // all 0 when not labelled
  int labelledCount() const { return labelledCount_; }
  // For undo commands: labelled with `labels` (K entries, 0/1), or back to unlabelled.
  void setUserLabels(int i, bool labelled, const std::vector<int>& labels);
  // The set a click on label k (or key k+1) makes. A labelled item flips k in the user's set.
  // An unlabelled item draws empty boxes, so a click there says "this label applies": the set
  // becomes the prediction (else the empty set) with k on. Flipping the prediction instead
  // recorded the opposite of a predicted label the user meant to confirm.
  std::vector<int> toggled(int i, int k) const;

  bool hasPredictions() const { return model_ != nullptr; }
  std::vector<int> predicted(int i) const;
  double margin(int i, int k) const { return margins_(i, k); }
  const Eigen::MatrixXd& margins() const { return margins_; }  // items x labels
  double maxAbsMargin() const { return maxAbsMargin_; }
  long exactPredictions() const { return exact_; }
  void setPredictions(LabelMatrix predicted, Eigen::MatrixXd margins, long exact,
                      std::shared_ptr<const MultiLabelModel> model);
  // The set predictions are judged against: the user's when labelled, else the file's.
  std::vector<int> truth(int i) const { return isLabelled(i) ? userLabels(i) : fileLabels(i); }
  bool predictionRight(int i) const { return hasPredictions() && predicted(i) == truth(i); }

  // Metrics of the predictions on the items the user did not label, against the file's
  // labels; *count receives how many items that is.
  MultiLabelMetrics heldOutMetrics(int* count) const;
  // The labelled items as training data (features and the user's sets).
  MultiLabelData trainingData() const;
  // Every item with the set Export Labels writes (one rule in every workbench): the user's
  // where labelled, else the prediction, else the file's.
  MultiLabelData exportData() const;

 signals:
  void userLabelsChanged(int item);

 private:
  std::shared_ptr<const MultiLabelData> data_ = std::make_shared<const MultiLabelData>();
  std::vector<int> rowPart_;
  QStringList parts_;
  LabelMatrix user_;
  std::vector<char> labelled_;
  int labelledCount_ = 0;
  LabelMatrix predicted_;
  Eigen::MatrixXd margins_;
  double maxAbsMargin_ = 0;
  long exact_ = 0;
};

}  // namespace m3
