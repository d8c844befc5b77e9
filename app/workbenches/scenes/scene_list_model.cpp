#include "scene_list_model.h"

#include <QBrush>
#include <QColor>

#include "scene_document.h"
#include "scene_thumbnail.h"

namespace m3 {

SceneListModel::SceneListModel(SceneDocument* document, QObject* parent)
    : ItemTableModel(document, &SceneDocument::userLabelsChanged,
                     {{tr("Item"), {}},
                      {tr("File"), tr("The label set the file gives")},
                      {tr("Yours"), tr("The label set you gave (empty: not labelled, held out)")},
                      {tr("Predicted"), tr("The latest model's label set")},
                      {tr("Right"), tr("Whether the whole predicted set is right")}},
                     parent),
      document_(document) {
  dataReplaced();
}

void SceneListModel::dataReplaced() {
  thumbnails_.clear();
  const auto data = document_->data();
  for (int i = 0; i < data->size(); ++i)
    thumbnails_.push_back(featureThumbnail(data->features.row(i).data(), data->numFeatures())
                              .scaled(28, 28, Qt::IgnoreAspectRatio, Qt::FastTransformation));
}

int SceneListModel::itemCount() const {
  return document_->itemCount();
}

QString SceneListModel::labelSetText(const std::vector<int>& set) const {
  QStringList names;
  for (size_t k = 0; k < set.size(); ++k)
    if (set[k]) names << document_->labelName(static_cast<int>(k));
  return names.isEmpty() ? tr("none") : names.join(" + ");
}

QVariant SceneListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= document_->itemCount()) return {};
  const int i = index.row();
  const bool labelled = document_->isLabelled(i), predicted = document_->hasPredictions();
  if (role == Qt::DecorationRole && index.column() == Item) return thumbnails_[i];
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case Item:
        return QString("%L1 · %2").arg(i + 1).arg(document_->partName(i));
      case FileLabels:
        return labelSetText(document_->fileLabels(i));
      case UserLabels:
        return labelled ? labelSetText(document_->userLabels(i)) : QString();
      case Predicted:
        return predicted ? labelSetText(document_->predicted(i)) : QString();
      case Right:
        return predicted ? (document_->predictionRight(i) ? tr("yes") : tr("no")) : QString();
    }
  }
  if (role == Qt::BackgroundRole) {
    if (index.column() == UserLabels && labelled) return QBrush(QColor(220, 232, 250));
    if (index.column() == Right && predicted)
      return QBrush(document_->predictionRight(i) ? QColor(214, 240, 218) : QColor(248, 214, 214));
  }
  if (role == Qt::ToolTipRole && index.column() == Right && predicted)
    return labelled ? tr("Against your labels") : tr("Against the file's labels (held out)");
  return {};
}

}  // namespace m3
