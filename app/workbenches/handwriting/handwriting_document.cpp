#include "handwriting_document.h"

namespace m3 {

HandwritingDocument::HandwritingDocument(QObject* parent) : ModelDocument(parent) {}

void HandwritingDocument::reset(std::shared_ptr<const HandwritingDataset> dataset,
                                const QString& source) {
  dataset_ = std::move(dataset);
  source_ = source;
  features_ = ocrDatasetFeatures(*dataset_, spec_);
  userLabels_.clear();
  for (const HandwritingWord& w : dataset_->words)
    userLabels_.emplace_back(w.length(), kUnlabelled);
  predictions_.clear();
  letterMargins_.clear();
  model_.reset();
  undo_.clear();
  ++dataGeneration_;
  emit dataChanged();
}

void HandwritingDocument::setUserLabels(int word, const Labeling& labels) {
  if (word < 0 || word >= wordCount() || labels.size() != userLabels_[word].size()) return;
  userLabels_[word] = labels;
  emit userLabelsChanged(word);
}

int HandwritingDocument::labelledLetterCount() const {
  int n = 0;
  for (const Labeling& y : userLabels_) n += countLabelled(y);
  return n;
}

void HandwritingDocument::setPredictions(std::vector<Labeling> predictions,
                                         std::vector<std::vector<double>> letterMargins,
                                         std::shared_ptr<const ChainModel> model) {
  if (predictions.size() != userLabels_.size() || letterMargins.size() != predictions.size())
    return;
  predictions_ = std::move(predictions);
  letterMargins_ = std::move(letterMargins);
  model_ = std::move(model);
  emit predictionsChanged();
}

std::vector<int> HandwritingDocument::validationWords(int limit) const {
  std::vector<int> out;
  for (int w = 0; w < wordCount() && static_cast<int>(out.size()) < limit; ++w)
    if (countLabelled(userLabels_[w]) == 0) out.push_back(w);
  return out;
}

std::vector<Labeling> HandwritingDocument::exportLabels() const {
  std::vector<Labeling> out = userLabels_;
  for (size_t w = 0; w < out.size(); ++w)
    for (size_t j = 0; j < out[w].size(); ++j)
      if (out[w][j] == kUnlabelled)
        out[w][j] = predictions_.empty() ? dataset_->words[w].letters[j] : predictions_[w][j];
  return out;
}

}  // namespace m3
