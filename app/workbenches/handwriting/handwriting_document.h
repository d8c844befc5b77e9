#pragma once
// The handwriting document the GUI thread owns (DESIGN section 3): the dataset, its
// features (computed once by core), the user's partial labels, the latest predictions and
// the undo stack through which every label edit goes (model_document.h). Results of a dataset
// no longer open are dropped by the panel (handwriting_panel.h), which numbers the datasets.
#include <QJsonObject>
#include <memory>
#include <vector>

#include "data/label_set.h"
#include "features/ocr_pixels.h"
#include "io/letter_data.h"
#include "model/chain_model.h"
#include "model_document.h"

namespace m3 {

class HandwritingDocument : public ModelDocument<ChainModel> {
  Q_OBJECT
 public:
  explicit HandwritingDocument(QObject* parent = nullptr);

  // Replaces everything; user labels start empty, the undo stack is cleared.
  void reset(std::shared_ptr<const HandwritingDataset> dataset, const QString& source);

  std::shared_ptr<const HandwritingDataset> dataset() const { return dataset_; }
  std::shared_ptr<const WordFeatures> features() const { return features_; }
  const OcrFeatureSpec& featureSpec() const { return spec_; }
  const LabelSet& labels() const { return labels_; }
  int wordCount() const { return dataset_ ? static_cast<int>(dataset_->words.size()) : 0; }

  const Labeling& userLabels(int word) const { return userLabels_[word]; }
  const std::vector<Labeling>& allUserLabels() const { return userLabels_; }
  // Used by undo commands and project loading only; emits userLabelsChanged.
  void setUserLabels(int word, const Labeling& labels);
  int labelledLetterCount() const;

  const std::vector<Labeling>& predictions() const { return predictions_; }
  // Each letter's margin under the model (Label Next ranks words by them); empty without.
  const std::vector<std::vector<double>>& letterMargins() const { return letterMargins_; }
  void setPredictions(std::vector<Labeling> predictions,
                      std::vector<std::vector<double>> letterMargins,
                      std::shared_ptr<const ChainModel> model);

  // Words the user has not labelled, scored against the dataset's reference letters.
  std::vector<int> validationWords(int limit) const;

  // Final labels for export: the user's label where given, else the prediction, else the
  // dataset's reference letter.
  std::vector<Labeling> exportLabels() const;

 signals:
  void userLabelsChanged(int word);

 private:
  std::shared_ptr<const HandwritingDataset> dataset_;
  std::shared_ptr<const WordFeatures> features_;
  OcrFeatureSpec spec_;
  LabelSet labels_ = LabelSet::lowercaseLetters();
  std::vector<Labeling> userLabels_;
  std::vector<Labeling> predictions_;
  std::vector<std::vector<double>> letterMargins_;
};

}  // namespace m3
