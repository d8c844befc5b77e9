#pragma once
// The protein bonds document the GUI thread owns: the open proteins with the bonds their
// file gives (SSBOND records, SG-SG distances, a FASTA bonds= word, the DISULFIND target),
// the user's bonds per protein (the training labels), and the latest model's predictions
// and pair scores. Every bond edit goes through the undo stack (SetProteinBondsCommand).
// Which bonds a prediction is judged against ("truth") is the user's bonds where the user
// set some, else the file's: the user may correct a file.
#include <Eigen/Dense>
#include <QJsonObject>
#include <memory>
#include <vector>

#include "data/protein.h"
#include "eval/bond_metrics.h"
#include "inference/matching.h"
#include "io/protein_input.h"  // BondSource, ProteinStructure
#include "model_document.h"
#include "tasks/bond_task.h"

namespace m3 {

// Where a protein's file bonds came from; shown in the list so the user knows how much to trust
// them.

class BondDocument : public ModelDocument<BondModel> {
  Q_OBJECT
 public:
  explicit BondDocument(QObject* parent = nullptr);

  // Replaces everything (proteins[i].bonds = the file's bonds). Clears the undo stack.
  // `structures`: atom positions per protein from PDB input (missing or empty entries: none).
  void reset(std::vector<Protein> proteins, std::vector<BondSource> sources, const QString& source,
             std::vector<ProteinStructure> structures = {});

  int proteinCount() const { return static_cast<int>(proteins_->size()); }
  const Protein& protein(int i) const { return (*proteins_)[i]; }
  std::shared_ptr<const std::vector<Protein>> proteins() const { return proteins_; }
  BondSource bondSource(int i) const { return sources_[i]; }
  // Protein i's C-alpha and SG atoms; empty() when its input had no structure.
  const ProteinStructure& structure(int i) const { return structures_[i]; }
  std::vector<Bond> fileBonds(int i) const;

  const std::vector<Bond>& userBonds(int i) const { return user_[i]; }
  // For undo commands: replaces protein i's user bonds; emits userBondsChanged(i).
  void setUserBonds(int i, std::vector<Bond> bonds);
  int labelledProteinCount() const { return labelled_; }
  // The bonds predictions of protein i are judged against: the user's, else the file's.
  std::vector<Bond> truth(int i) const;
  // Which cysteines a prediction of protein i matches ("bonding state known"), as bonds whose
  // cysteines are those: the ones the file bonds together with the ones the user bonded, or
  // every cysteine where the file gives no bonds. Not truth(i): one bond the user adds would
  // otherwise leave only its two cysteines to predict and hide every other predicted bond.
  std::vector<Bond> bondingState(int i) const;
  // The user's bonds after clicking cysteines a and b: removes (a, b) when present, else
  // adds it after unbonding a and b from their old partners.
  static std::vector<Bond> toggled(std::vector<Bond> bonds, int a, int b);

  bool hasPredictions() const { return model_ != nullptr; }
  const std::vector<Bond>& predicted(int i) const { return predicted_[i]; }
  const Eigen::MatrixXd& scores(int i) const { return scores_[i]; }
  // Each protein's matching margin (Label Next ranks by it); empty without predictions.
  const std::vector<double>& margins() const { return margins_; }
  // One entry per protein; ignored when the sizes do not match the open set.
  void setPredictions(std::vector<std::vector<Bond>> predicted, std::vector<Eigen::MatrixXd> scores,
                      std::vector<double> margins, std::shared_ptr<const BondModel> model);
  // Correct predicted bonds of protein i against truth(i) (0 without predictions).
  int correctBonds(int i) const;
  bool fullyCorrect(int i) const;
  // Precision / accuracy per bond count over the proteins the user has NOT labelled (so
  // they were not trained on), against the file's bonds.
  BondMetrics heldOutMetrics() const;

  quint64 labelGeneration() const { return labelGeneration_; }

 signals:
  void userBondsChanged(int protein);

 private:
  std::shared_ptr<const std::vector<Protein>> proteins_ =
      std::make_shared<const std::vector<Protein>>();
  std::vector<BondSource> sources_;
  std::vector<ProteinStructure> structures_;
  std::vector<std::vector<Bond>> user_, predicted_;
  std::vector<Eigen::MatrixXd> scores_;
  std::vector<double> margins_;
  int labelled_ = 0;
  quint64 labelGeneration_ = 0;
};

}  // namespace m3
