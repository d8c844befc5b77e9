#include "bond_document.h"

#include <algorithm>

namespace m3 {

BondDocument::BondDocument(QObject* parent) : ModelDocument(parent) {}

void BondDocument::reset(std::vector<Protein> proteins, std::vector<BondSource> sources,
                         const QString& source, std::vector<ProteinStructure> structures) {
  const size_t n = proteins.size();
  proteins_ = std::make_shared<const std::vector<Protein>>(std::move(proteins));
  sources_ = std::move(sources);
  sources_.resize(n, BondSource::None);
  structures_ = std::move(structures);
  structures_.resize(n);
  user_.assign(n, {});
  predicted_.assign(n, {});
  scores_.assign(n, Eigen::MatrixXd());
  margins_.clear();
  model_.reset();
  source_ = source;
  labelled_ = 0;
  ++labelGeneration_;
  ++dataGeneration_;
  undo_.clear();
  emit dataChanged();
}

std::vector<Bond> BondDocument::fileBonds(int i) const {
  return toBondList(protein(i).bonds);
}

void BondDocument::setUserBonds(int i, std::vector<Bond> bonds) {
  std::sort(bonds.begin(), bonds.end(), [](const Bond& x, const Bond& y) { return x.a < y.a; });
  labelled_ += !bonds.empty() - !user_[i].empty();
  user_[i] = std::move(bonds);
  ++labelGeneration_;
  emit userBondsChanged(i);
}

std::vector<Bond> BondDocument::truth(int i) const {
  return user_[i].empty() ? fileBonds(i) : user_[i];
}

std::vector<Bond> BondDocument::bondingState(int i) const {
  const std::vector<Bond> file = fileBonds(i);
  if (file.empty()) return {};
  std::vector<int> bonded;
  for (const std::vector<Bond>* list : {&file, &user_[i]})
    for (const Bond& b : *list) bonded.push_back(b.a), bonded.push_back(b.b);
  std::sort(bonded.begin(), bonded.end());
  bonded.erase(std::unique(bonded.begin(), bonded.end()), bonded.end());
  // Bonds carry the set, so an odd one (the user bonded a cysteine the file leaves free)
  // cannot be written: then every cysteine is matched.
  if (bonded.size() % 2 == 1) return {};
  std::vector<Bond> state;
  for (size_t k = 0; k + 1 < bonded.size(); k += 2) state.push_back({bonded[k], bonded[k + 1]});
  return state;
}

std::vector<Bond> BondDocument::toggled(std::vector<Bond> bonds, int a, int b) {
  if (a > b) std::swap(a, b);
  const Bond bond{a, b};
  if (const auto it = std::find(bonds.begin(), bonds.end(), bond); it != bonds.end()) {
    bonds.erase(it);
    return bonds;
  }
  // A cysteine forms one disulfide: the new bond replaces the old partners' bonds.
  std::erase_if(bonds, [&](const Bond& x) { return x.a == a || x.b == a || x.a == b || x.b == b; });
  bonds.push_back(bond);
  std::sort(bonds.begin(), bonds.end(), [](const Bond& x, const Bond& y) { return x.a < y.a; });
  return bonds;
}

void BondDocument::setPredictions(std::vector<std::vector<Bond>> predicted,
                                  std::vector<Eigen::MatrixXd> scores, std::vector<double> margins,
                                  std::shared_ptr<const BondModel> model) {
  if (predicted.size() != user_.size() || scores.size() != user_.size() ||
      margins.size() != user_.size())
    return;  // another set
  predicted_ = std::move(predicted);
  scores_ = std::move(scores);
  margins_ = std::move(margins);
  model_ = std::move(model);
  emit predictionsChanged();
}

int BondDocument::correctBonds(int i) const {
  const std::vector<Bond> gold = truth(i);
  int correct = 0;
  for (const Bond& b : predicted_[i])
    correct += std::find(gold.begin(), gold.end(), b) != gold.end();
  return correct;
}

bool BondDocument::fullyCorrect(int i) const {
  const std::vector<Bond> gold = truth(i);
  return !gold.empty() && correctBonds(i) == static_cast<int>(gold.size()) &&
         predicted_[i].size() == gold.size();
}

BondMetrics BondDocument::heldOutMetrics() const {
  BondMetrics metrics;
  if (!model_) return metrics;
  for (int i = 0; i < proteinCount(); ++i)
    if (user_[i].empty() && !protein(i).bonds.empty())
      metrics.add(fileBonds(i), predicted_[i], protein(i).numCysteines());
  return metrics;
}

}  // namespace m3
