#pragma once
// The list of handwriting words as a Qt item model: one row per word, holding what the
// view shows (images come from the dataset; user labels and predictions are mirrored from
// the document by the app). The model never edits itself in response to the user: the
// app applies edits through undo commands and calls the setters.
#include <QAbstractListModel>
#include <memory>
#include <vector>

#include "data/label_set.h"
#include "io/letter_data.h"

namespace m3 {

class WordListModel : public QAbstractListModel {
  Q_OBJECT
 public:
  enum Role {
    WordIndexRole = Qt::UserRole + 1,
    UserTextRole,        // user labels, '?' where unlabelled
    PredictionTextRole,  // predicted letters, empty without predictions
    LabelledCountRole,   // labelled letters in the word
    ErrorCountRole,      // letters whose prediction contradicts the user's label (or, with
                         // reference checking on, the file's letter where the user gave none)
  };

  explicit WordListModel(QObject* parent = nullptr);

  void setDataset(std::shared_ptr<const HandwritingDataset> dataset, LabelSet labels);
  const HandwritingDataset* dataset() const { return dataset_.get(); }
  const LabelSet& labels() const { return labels_; }

  const Labeling& userLabels(int word) const { return userLabels_[word]; }
  void setUserLabels(int word, const Labeling& labels);
  const std::vector<Labeling>& allUserLabels() const { return userLabels_; }
  void setAllUserLabels(std::vector<Labeling> labels);

  // One labeling per word, or empty to clear.
  void setPredictions(std::vector<Labeling> predictions);
  const Labeling* prediction(int word) const;

  // Whether predictions of unlabelled letters are checked against the letters stored in the
  // dataset file (useful when the file is fully labelled, e.g. to see a model's mistakes).
  void setCheckReference(bool on);
  bool checksReference() const { return checkReference_; }
  // True when the prediction of `letter` contradicts the user's label, or the file's letter
  // where the user gave none and reference checking is on.
  bool isWrong(int word, int letter) const;

  int labelledLetterCount() const { return labelledLetters_; }
  int labelledWordCount() const;

  QString labelText(const Labeling& y) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;

 private:
  std::shared_ptr<const HandwritingDataset> dataset_;
  LabelSet labels_;
  std::vector<Labeling> userLabels_;
  std::vector<Labeling> predictions_;
  int labelledLetters_ = 0;
  bool checkReference_ = false;
};

}  // namespace m3
