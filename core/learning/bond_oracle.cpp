#include "learning/bond_oracle.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace m3 {

namespace {

void requirePartnerLabeling(const Labeling& y, int n) {
  if (static_cast<int>(y.size()) != n)
    throw std::invalid_argument("BondOracle: labeling has " + std::to_string(y.size()) +
                                " entries for " + std::to_string(n) + " cysteines");
  bondsFromPartners(y);  // throws unless y is an involution
}

}  // namespace

BondOracle::BondOracle(std::shared_ptr<const std::vector<BondExample>> examples, int numFeatures)
    : examples_(std::move(examples)), numFeatures_(numFeatures) {
  if (numFeatures_ < 0) throw std::invalid_argument("BondOracle: negative feature dimension");
  truths_.reserve(examples_->size());
  for (size_t k = 0; k < examples_->size(); ++k) {
    const BondExample& e = (*examples_)[k];
    const std::string where = "BondOracle: example " + std::to_string(k) + ": ";
    const int n = e.numCysteines;
    if (n < 0) throw std::invalid_argument(where + "negative cysteine count");
    if (e.pairFeatures.rows() != static_cast<Eigen::Index>(n) * (n - 1) / 2 ||
        (e.pairFeatures.rows() > 0 && e.pairFeatures.cols() != numFeatures_))
      throw std::invalid_argument(where + "pairFeatures must be n(n-1)/2 x numFeatures");
    if (!e.pairFeatures.allFinite()) throw std::invalid_argument(where + "non-finite pair features");
    validateBonds(e.gold, n);
    // The search space holds only (near-)perfect matchings; a gold with more singles would
    // be unreachable, and the hinge max_y [...] - w.phi(y_i) could then go negative.
    if (2 * static_cast<int>(e.gold.size()) != n - n % 2)
      throw std::invalid_argument(where + "gold bonds must pair every cysteine (all but one when n is odd)");
    truths_.push_back(partnersFromBonds(e.gold, n));
  }
}

Eigen::MatrixXd BondOracle::pairScores(int i, const Eigen::VectorXd& w) const {
  const BondExample& e = (*examples_)[i];
  const int n = e.numCysteines;
  Eigen::MatrixXd s = Eigen::MatrixXd::Zero(n, n);
  if (n < 2) return s;
  const Eigen::VectorXd rowScores = e.pairFeatures * w;
  // Written to both triangles from one value, so the matrix is exactly symmetric.
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) s(a, b) = s(b, a) = rowScores(pairRow(a, b, n));
  return s;
}

void BondOracle::addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const {
  const BondExample& e = (*examples_)[i];
  const int n = e.numCysteines;
  requirePartnerLabeling(y, n);
  for (int a = 0; a < n; ++a)
    if (y[a] > a) acc += scale * e.pairFeatures.row(pairRow(a, y[a], n)).transpose();
}

ScoredLabeling BondOracle::lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const {
  const BondExample& e = (*examples_)[i];
  const MatchingResult r = lossAugmentedMatching(pairScores(i, w), e.gold);
  return {partnersFromBonds(r.bonds, e.numCysteines), r.score};
}

Labeling BondOracle::argmax(int i, const Eigen::VectorXd& w) const {
  const BondExample& e = (*examples_)[i];
  return partnersFromBonds(maxWeightPerfectMatching(pairScores(i, w)).bonds, e.numCysteines);
}

double BondOracle::loss(int i, const Labeling& y) const {
  const BondExample& e = (*examples_)[i];
  if (static_cast<int>(y.size()) != e.numCysteines)
    throw std::invalid_argument("BondOracle: labeling length differs from the cysteine count");
  double missing = 0;
  for (const Bond& g : e.gold) missing += y[g.a] != g.b;
  return missing;
}

ExampleEvaluation BondOracle::evaluate(int i, const Eigen::VectorXd& w) const {
  const BondExample& e = (*examples_)[i];
  const Eigen::MatrixXd s = pairScores(i, w);
  const MatchingResult augmented = lossAugmentedMatching(s, e.gold);
  const MatchingResult predicted = maxWeightPerfectMatching(s);
  // max_y includes y = y_i, so H_i >= 0 up to rounding.
  return {std::max(0.0, augmented.score - matchingScore(s, e.gold)),
          static_cast<double>(missingBonds(e.gold, predicted.bonds))};
}

}  // namespace m3
