#include "bond_list_model.h"

#include <QBrush>
#include <QColor>

#include "bond_document.h"

namespace m3 {

BondListModel::BondListModel(BondDocument* document, QObject* parent)
    : ItemTableModel(document, &BondDocument::userBondsChanged,
                     {{tr("Protein"), {}},
                      {tr("Cys"), tr("Cysteines in the chain")},
                      {tr("File"), tr("Bonds the file gives (≈: inferred from SG–SG distances)")},
                      {tr("Yours"), tr("Bonds you set: these proteins are trained on")},
                      {tr("Correct"), tr("Correctly predicted bonds / bonds")},
                      {tr("All right"), tr("Whole connectivity pattern predicted right")}},
                     parent),
      document_(document) {}

int BondListModel::itemCount() const {
  return document_->proteinCount();
}

QVariant BondListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= document_->proteinCount()) return {};
  const int i = index.row();
  const Protein& p = document_->protein(i);
  const bool predicted = document_->hasPredictions();
  const bool judged = predicted && !document_->truth(i).empty();
  const BondSource source = document_->bondSource(i);
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case Name:
          return QString::fromStdString(p.name);
        case Cysteines:
          return p.numCysteines();
        case FileBonds:
          // "≈" marks bonds inferred from SG-SG distances rather than recorded in the file.
          return source == BondSource::SgDistance ? tr("%L1 ≈").arg(p.bonds.size())
                                                  : QLocale().toString(p.bonds.size());
        case UserBonds:
          return document_->userBonds(i).empty() ? QString()
                                                 : QLocale().toString(document_->userBonds(i).size());
        case Correct:
          return judged
                     ? tr("%L1/%L2").arg(document_->correctBonds(i)).arg(document_->truth(i).size())
                     : QString();
        case Fully:
          return judged ? (document_->fullyCorrect(i) ? tr("yes") : tr("no")) : QString();
      }
      return {};
    case Qt::TextAlignmentRole:
      return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                    : QVariant(Qt::AlignCenter);
    case Qt::BackgroundRole:
      if (judged && (index.column() == Correct || index.column() == Fully))
        return QBrush(document_->fullyCorrect(i) ? QColor(205, 235, 210) : QColor(245, 210, 205));
      if (index.column() == UserBonds && !document_->userBonds(i).empty())
        return QBrush(QColor(215, 225, 245));
      return {};
    case Qt::ToolTipRole:
      switch (index.column()) {
        case FileBonds:
          switch (source) {
            case BondSource::Ssbond:
              return tr("Bonds from the file's SSBOND records");
            case BondSource::SgDistance:
              return tr(
                  "The file has no SSBOND records: bonds inferred from SG–SG distances below 2.5 "
                  "Å");
            case BondSource::Fasta:
              return tr("Bonds from the FASTA header's bonds= annotation");
            case BondSource::Disulfind:
              return tr("Bonds from the DISULFIND set's connectivity");
            case BondSource::None:
              return tr("The file gives no bonds");
          }
          return {};
        case UserBonds:
          return tr("Bonds you set (trained on)");
        case Correct:
          return document_->userBonds(i).empty()
                     ? tr("Predicted bonds that match the file's bonds (held out)")
                     : tr("Predicted bonds that match your bonds (trained on)");
        default:
          return QString::fromStdString(p.name);
      }
  }
  return {};
}

}  // namespace m3
