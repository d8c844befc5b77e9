#pragma once
// WordListModel: the list model behind the handwriting workbench, one row per word of a
// HandwritingDataset, exposing the user's partial labels and the latest predictions.
// Contract:
//   - It displays state only. The app owns the document and the undo stack; it calls
//     setUserLabels() / setPredictions() after applying an edit. Nothing here trains or
//     computes features.
//   - Requires: every labeling passed in has exactly the word's length, entries in
//     [0, labels.size()) or kUnlabelled (checked with Q_ASSERT; in release builds a wrong
//     length is padded / truncated with kUnlabelled). setPredictions() takes one labeling
//     per word, or an empty vector to clear.
//   - Ensures: setUserLabels() emits dataChanged for that row only; setPredictions(),
//     setAllUserLabels(), setShowReference() and setCheckReference() emit one dataChanged
//     over all rows (views keep their current word); setDataset() resets the model. The labelled-letter and
//     labelled-word counts are maintained incrementally (O(1) to read, O(word length) per
//     edit). The reference letters of the file are never shown as labels: only in the
//     tooltip when setShowReference(true), and used to mark predictions of unlabelled
//     letters when setCheckReference(true).
#include <QAbstractListModel>
#include <memory>
#include <vector>

#include "io/letter_data.h"
#include "model/label_set.h"
#include "model/labeling.h"

namespace m3 {

class WordListModel : public QAbstractListModel {
  Q_OBJECT
 public:
  enum Role {
    WordIndexRole = Qt::UserRole + 1,  // int: the word's index in the dataset (= row)
    UserTextRole,                      // QString: user labels, '?' for unlabelled letters
    PredictionTextRole,                // QString: predicted letters, empty when none
    LabelledCountRole,                 // int: number of letters the user labelled
    ErrorCountRole,                    // int: labelled letters whose prediction differs
    LengthRole,                        // int: number of letters
    ReferenceMismatchCountRole,        // int: unlabelled letters predicted unlike the file
                                       //      (0 unless checkReference())
  };
  Q_ENUM(Role)

  explicit WordListModel(QObject* parent = nullptr);

  // Resets the model: user labels all kUnlabelled, no predictions.
  void setDataset(std::shared_ptr<const HandwritingDataset> dataset, LabelSet labels);
  const HandwritingDataset* dataset() const { return dataset_.get(); }
  const LabelSet& labelSet() const { return labels_; }
  int wordCount() const { return static_cast<int>(userLabels_.size()); }
  int wordLength(int word) const;
  int maxWordLength() const { return maxLength_; }
  const HandwritingWord& word(int word) const { return dataset_->words[word]; }

  const Labeling& userLabels(int word) const { return userLabels_[word]; }
  void setUserLabels(int word, const Labeling& labels);
  void setAllUserLabels(std::vector<Labeling> labels);
  const std::vector<Labeling>& allUserLabels() const { return userLabels_; }

  void setPredictions(std::vector<Labeling> predictions);
  const Labeling* prediction(int word) const;
  bool hasPredictions() const { return !predictions_.empty(); }

  // Whether the file's reference letters may appear (in the tooltip only).
  void setShowReference(bool show);
  bool showReference() const { return showReference_; }
  // Whether predictions of unlabelled letters are checked against the file's letters
  // (the delegate marks mismatches; ReferenceMismatchCountRole counts them).
  void setCheckReference(bool check);
  bool checkReference() const { return checkReference_; }

  int labelledLetterCount() const { return labelledLetters_; }
  int labelledWordCount() const { return labelledWords_; }
  // Labelled letters of `word` whose prediction differs (0 without predictions).
  int errorCount(int word) const;
  int referenceMismatchCount(int word) const;
  // Text of one label ("?" for kUnlabelled or out-of-range values).
  QString labelText(int label) const;
  QString labelingText(const Labeling& labeling) const;

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QHash<int, QByteArray> roleNames() const override;

 signals:
  // After setPredictions(): filters that depend on predictions should re-run.
  void predictionsChanged();

 private:
  Labeling fitted(int word, const Labeling& labels) const;
  void emitAllRowsChanged();

  std::shared_ptr<const HandwritingDataset> dataset_;
  LabelSet labels_;
  std::vector<Labeling> userLabels_;
  std::vector<Labeling> predictions_;
  int maxLength_ = 0;
  int labelledLetters_ = 0;
  int labelledWords_ = 0;
  bool showReference_ = false;
  bool checkReference_ = false;
};

}  // namespace m3
