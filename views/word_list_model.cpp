#include "word_list_model.h"

#include <algorithm>

namespace m3 {

WordListModel::WordListModel(QObject* parent) : QAbstractListModel(parent) {}

void WordListModel::setDataset(std::shared_ptr<const HandwritingDataset> dataset, LabelSet labels) {
  beginResetModel();
  dataset_ = std::move(dataset);
  labels_ = std::move(labels);
  userLabels_.clear();
  predictions_.clear();
  maxLength_ = 0;
  labelledLetters_ = 0;
  labelledWords_ = 0;
  if (dataset_) {
    userLabels_.reserve(dataset_->words.size());
    for (const HandwritingWord& w : dataset_->words) {
      userLabels_.emplace_back(w.length(), kUnlabelled);
      maxLength_ = std::max(maxLength_, w.length());
    }
  }
  endResetModel();
}

int WordListModel::wordLength(int word) const {
  return word >= 0 && word < wordCount() ? static_cast<int>(userLabels_[word].size()) : 0;
}

Labeling WordListModel::fitted(int word, const Labeling& labels) const {
  const std::size_t length = dataset_->words[word].images.size();
  Q_ASSERT(labels.size() == length);
  Labeling out = labels;
  out.resize(length, kUnlabelled);
  return out;
}

void WordListModel::setUserLabels(int word, const Labeling& labels) {
  Q_ASSERT(word >= 0 && word < wordCount());
  if (word < 0 || word >= wordCount()) return;
  Labeling next = fitted(word, labels);
  const int before = countLabelled(userLabels_[word]);
  const int after = countLabelled(next);
  labelledLetters_ += after - before;
  labelledWords_ += (after > 0) - (before > 0);
  userLabels_[word] = std::move(next);
  const QModelIndex i = index(word);
  emit dataChanged(i, i);
}

void WordListModel::setAllUserLabels(std::vector<Labeling> labels) {
  Q_ASSERT(labels.size() == userLabels_.size());
  labels.resize(userLabels_.size());
  labelledLetters_ = 0;
  labelledWords_ = 0;
  for (int w = 0; w < wordCount(); ++w) {
    userLabels_[w] = fitted(w, labels[w]);
    const int n = countLabelled(userLabels_[w]);
    labelledLetters_ += n;
    labelledWords_ += n > 0;
  }
  emitAllRowsChanged();
}

void WordListModel::setPredictions(std::vector<Labeling> predictions) {
  Q_ASSERT(predictions.empty() || predictions.size() == userLabels_.size());
  if (!predictions.empty()) {
    predictions.resize(userLabels_.size());
    for (int w = 0; w < wordCount(); ++w) predictions[w] = fitted(w, predictions[w]);
  }
  predictions_ = std::move(predictions);
  emitAllRowsChanged();
  emit predictionsChanged();
}

const Labeling* WordListModel::prediction(int word) const {
  if (predictions_.empty() || word < 0 || word >= wordCount()) return nullptr;
  return &predictions_[word];
}

void WordListModel::setShowReference(bool show) {
  if (show == showReference_) return;
  showReference_ = show;
  emitAllRowsChanged();
}

void WordListModel::setCheckReference(bool check) {
  if (check == checkReference_) return;
  checkReference_ = check;
  emitAllRowsChanged();
}

void WordListModel::emitAllRowsChanged() {
  if (wordCount() > 0) emit dataChanged(index(0), index(wordCount() - 1));
}

int WordListModel::errorCount(int word) const {
  const Labeling* pred = prediction(word);
  if (!pred) return 0;
  const Labeling& user = userLabels_[word];
  int wrong = 0;
  for (std::size_t j = 0; j < user.size(); ++j) wrong += user[j] != kUnlabelled && user[j] != (*pred)[j];
  return wrong;
}

int WordListModel::referenceMismatchCount(int word) const {
  const Labeling* pred = prediction(word);
  if (!pred || !checkReference_) return 0;
  const Labeling& user = userLabels_[word];
  const Labeling& reference = dataset_->words[word].letters;
  int wrong = 0;
  for (std::size_t j = 0; j < user.size() && j < reference.size(); ++j)
    wrong += user[j] == kUnlabelled && reference[j] != (*pred)[j];
  return wrong;
}

QString WordListModel::labelText(int label) const {
  if (label < 0 || label >= labels_.size()) return QStringLiteral("?");
  return QString::fromStdString(labels_.names[label]);
}

QString WordListModel::labelingText(const Labeling& labeling) const {
  QString text;
  for (int y : labeling) text += labelText(y);
  return text;
}

int WordListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : wordCount();
}

QVariant WordListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= wordCount()) return {};
  const int w = index.row();
  const Labeling* pred = prediction(w);
  switch (role) {
    case WordIndexRole:
      return w;
    case UserTextRole:
      return labelingText(userLabels_[w]);
    case PredictionTextRole:
      return pred ? labelingText(*pred) : QString();
    case LabelledCountRole:
      return countLabelled(userLabels_[w]);
    case ErrorCountRole:
      return errorCount(w);
    case LengthRole:
      return wordLength(w);
    case ReferenceMismatchCountRole:
      return referenceMismatchCount(w);
    case Qt::DisplayRole: {
      QString text = tr("#%1  user: %2").arg(w + 1).arg(labelingText(userLabels_[w]));
      if (pred) text += tr("  pred: %1").arg(labelingText(*pred));
      return text;
    }
    case Qt::ToolTipRole: {
      const HandwritingWord& word = dataset_->words[w];
      QString tip = tr("Word #%1 (id %2, fold %3): %4 letters, %5 labelled")
                        .arg(w + 1)
                        .arg(word.wordId)
                        .arg(word.fold)
                        .arg(word.length())
                        .arg(countLabelled(userLabels_[w]));
      if (pred) {
        tip += QLatin1Char('\n') + tr("Prediction: %1").arg(labelingText(*pred));
        if (const int errors = errorCount(w)) tip += QLatin1Char('\n') + tr("%n wrong on your labels", "", errors);
      }
      if (showReference_) tip += QLatin1Char('\n') + tr("Letters in the file: %1").arg(labelingText(word.letters));
      return tip;
    }
    default:
      return {};
  }
}

QHash<int, QByteArray> WordListModel::roleNames() const {
  QHash<int, QByteArray> names = QAbstractListModel::roleNames();
  names[WordIndexRole] = "wordIndex";
  names[UserTextRole] = "userText";
  names[PredictionTextRole] = "predictionText";
  names[LabelledCountRole] = "labelledCount";
  names[ErrorCountRole] = "errorCount";
  names[LengthRole] = "length";
  names[ReferenceMismatchCountRole] = "referenceMismatchCount";
  return names;
}

}  // namespace m3
