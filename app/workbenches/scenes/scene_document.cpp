#include "scene_document.h"

#include <cmath>

namespace m3 {

namespace {
std::vector<int> rowOf(const LabelMatrix& m, int i) {
  std::vector<int> row(static_cast<size_t>(m.cols()));
  for (int k = 0; k < m.cols(); ++k) row[k] = m(i, k);
  return row;
}
}  // namespace

SceneDocument::SceneDocument(QObject* parent) : ModelDocument(parent) {}

void SceneDocument::reset(std::shared_ptr<const MultiLabelData> data, std::vector<int> rowPart,
                          QStringList partNames, const QString& source) {
  data_ = std::move(data);
  rowPart_ = std::move(rowPart);
  rowPart_.resize(static_cast<size_t>(data_->size()), 0);
  parts_ = std::move(partNames);
  source_ = source;
  user_.setZero(data_->size(), data_->numLabels());
  labelled_.assign(static_cast<size_t>(data_->size()), 0);
  labelledCount_ = 0;
  predicted_.resize(0, 0);
  margins_.resize(0, 0);
  maxAbsMargin_ = 0;
  exact_ = 0;
  model_.reset();
  undo_.clear();
  ++dataGeneration_;
  emit dataChanged();
  emit predictionsChanged();
}

std::vector<int> SceneDocument::fileLabels(int i) const {
  return rowOf(data_->labels, i);
}

std::vector<int> SceneDocument::userLabels(int i) const {
  return rowOf(user_, i);
}

void SceneDocument::setUserLabels(int i, bool labelled, const std::vector<int>& labels) {
  labelledCount_ += static_cast<int>(labelled) - labelled_[i];
  labelled_[i] = labelled;
  for (int k = 0; k < labelCount(); ++k)
    user_(i, k) = labelled && k < static_cast<int>(labels.size()) ? labels[k] : 0;
  emit userLabelsChanged(i);
}

std::vector<int> SceneDocument::toggled(int i, int k) const {
  if (isLabelled(i)) {
    std::vector<int> set = userLabels(i);
    set[k] = 1 - set[k];
    return set;
  }
  std::vector<int> set = hasPredictions() ? predicted(i) : std::vector<int>(labelCount(), 0);
  set[k] = 1;
  return set;
}

std::vector<int> SceneDocument::predicted(int i) const {
  return rowOf(predicted_, i);
}

void SceneDocument::setPredictions(LabelMatrix predicted, Eigen::MatrixXd margins, long exact,
                                   std::shared_ptr<const MultiLabelModel> model) {
  predicted_ = std::move(predicted);
  margins_ = std::move(margins);
  exact_ = exact;
  model_ = std::move(model);
  // The scale of the confidence bars: a high quantile rather than the maximum, so one extreme
  // item does not flatten every other bar.
  std::vector<double> magnitudes(margins_.data(), margins_.data() + margins_.size());
  for (double& m : magnitudes) m = std::isfinite(m) ? std::abs(m) : 0;
  maxAbsMargin_ = 0;
  if (!magnitudes.empty()) {
    const size_t q = static_cast<size_t>(0.95 * (magnitudes.size() - 1));
    std::nth_element(magnitudes.begin(), magnitudes.begin() + q, magnitudes.end());
    maxAbsMargin_ = magnitudes[q];
  }
  emit predictionsChanged();
}

MultiLabelMetrics SceneDocument::heldOutMetrics(int* count) const {
  std::vector<int> rows;
  if (hasPredictions())
    for (int i = 0; i < itemCount(); ++i)
      if (!isLabelled(i)) rows.push_back(i);
  if (count) *count = static_cast<int>(rows.size());
  LabelMatrix truth(rows.size(), labelCount()), prediction(rows.size(), labelCount());
  for (size_t r = 0; r < rows.size(); ++r) {
    truth.row(r) = data_->labels.row(rows[r]);
    prediction.row(r) = predicted_.row(rows[r]);
  }
  return multiLabelMetrics(truth, prediction);
}

MultiLabelData SceneDocument::trainingData() const {
  std::vector<int> rows;
  for (int i = 0; i < itemCount(); ++i)
    if (isLabelled(i)) rows.push_back(i);
  MultiLabelData train = selectRows(*data_, rows);
  for (size_t r = 0; r < rows.size(); ++r) train.labels.row(r) = user_.row(rows[r]);
  return train;
}

MultiLabelData SceneDocument::exportData() const {
  MultiLabelData all = *data_;
  for (int i = 0; i < itemCount(); ++i)
    if (isLabelled(i))
      all.labels.row(i) = user_.row(i);
    else if (hasPredictions())
      all.labels.row(i) = predicted_.row(i);
  return all;
}

}  // namespace m3
