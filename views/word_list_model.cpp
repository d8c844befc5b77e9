#include "word_list_model.h"

namespace m3 {

WordListModel::WordListModel(QObject* parent) : QAbstractListModel(parent) {}

void WordListModel::setDataset(std::shared_ptr<const HandwritingDataset> dataset, LabelSet labels) {
  beginResetModel();
  dataset_ = std::move(dataset);
  labels_ = std::move(labels);
  userLabels_.clear();
  predictions_.clear();
  labelledLetters_ = 0;
  if (dataset_)
    for (const HandwritingWord& w : dataset_->words) userLabels_.emplace_back(w.length(), kUnlabelled);
  endResetModel();
}

void WordListModel::setUserLabels(int word, const Labeling& labels) {
  if (word < 0 || word >= rowCount() || labels.size() != userLabels_[word].size()) return;
  labelledLetters_ += countLabelled(labels) - countLabelled(userLabels_[word]);
  userLabels_[word] = labels;
  emit dataChanged(index(word), index(word));
}

void WordListModel::setAllUserLabels(std::vector<Labeling> labels) {
  if (labels.size() != userLabels_.size()) return;
  userLabels_ = std::move(labels);
  labelledLetters_ = 0;
  for (const Labeling& y : userLabels_) labelledLetters_ += countLabelled(y);
  if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1));
}

void WordListModel::setPredictions(std::vector<Labeling> predictions) {
  if (!predictions.empty() && predictions.size() != userLabels_.size()) return;
  predictions_ = std::move(predictions);
  if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1));
}

const Labeling* WordListModel::prediction(int word) const {
  if (predictions_.empty() || word < 0 || word >= rowCount()) return nullptr;
  return &predictions_[word];
}

void WordListModel::setCheckReference(bool on) {
  checkReference_ = on;
  if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1));
}

bool WordListModel::isWrong(int word, int letter) const {
  const Labeling* pred = prediction(word);
  if (!pred) return false;
  const int user = userLabels_[word][letter];
  if (user != kUnlabelled) return user != (*pred)[letter];
  return checkReference_ && dataset_->words[word].letters[letter] != (*pred)[letter];
}

int WordListModel::labelledWordCount() const {
  int n = 0;
  for (const Labeling& y : userLabels_) n += countLabelled(y) > 0;
  return n;
}

QString WordListModel::labelText(const Labeling& y) const {
  QString s;
  for (int v : y) s += v == kUnlabelled || v >= labels_.size() ? QStringLiteral("?")
                                                                : QString::fromStdString(labels_.names[v]);
  return s;
}

int WordListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(userLabels_.size());
}

QVariant WordListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const int w = index.row();
  const Labeling* pred = prediction(w);
  switch (role) {
    case WordIndexRole: return w;
    case UserTextRole: return labelText(userLabels_[w]);
    case PredictionTextRole: return pred ? labelText(*pred) : QString();
    case LabelledCountRole: return countLabelled(userLabels_[w]);
    case ErrorCountRole: {
      int wrong = 0;
      for (int j = 0; j < static_cast<int>(userLabels_[w].size()); ++j) wrong += isWrong(w, j);
      return wrong;
    }
    case Qt::DisplayRole:
      return tr("#%1  labels: %2  prediction: %3")
          .arg(dataset_->words[w].wordId)
          .arg(labelText(userLabels_[w]))
          .arg(pred ? labelText(*pred) : tr("none"));
    case Qt::ToolTipRole:
      return tr("Word %1 (fold %2), %Ln letter(s)", "", dataset_->words[w].length())
                 .arg(dataset_->words[w].wordId)
                 .arg(dataset_->words[w].fold) +
             (checkReference_ ? tr("\nLetters in the file: %1").arg(labelText(dataset_->words[w].letters)) : QString());
    default: return {};
  }
}

}  // namespace m3
