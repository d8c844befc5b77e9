#pragma once
// StructuredOracle for disulfide connectivity (thesis Ch. 10, "bonding state known"): each
// example is a protein whose n cysteines must be paired, the output is a perfect matching
// (n even) or a matching leaving exactly one cysteine single (n odd, see inference/matching.h).
//
// Labeling encoding: y has length n and y[i] is the partner of cysteine i, or kUnlabelled for
// the single cysteine; y is an involution (y[y[i]] == i). truth(i) is the gold bonds encoded
// the same way.
// Pair features: pairFeatures has one row per pair (i, j), i < j, in lexicographic order
//   (0,1), (0,2), ..., (0,n-1), (1,2), ..., (n-2,n-1), i.e. row pairRow(i, j, n) (the same
//   order as features/cysteine_pairs.h), F columns.
// Joint feature: phi(x, y) = sum over bonds (i, j) of y of the row f_ij, so the score of a
//   matching is the sum of the pair scores s_ij = w . f_ij (thesis eq. 10.1-10.3).
// Loss: number of gold bonds missing from y. For even n it is half the Hamming loss over
//   the partner labeling (each missed bond changes both partners) and half the thesis'
//   Hamming loss over edge variables, so C is on a 2x different scale from the thesis.
//   lossScale = number of gold bonds, so the normalised training error is 1 - bond precision.
// Requires: every example has pairFeatures with n(n-1)/2 rows and numFeatures columns, all
//   finite, and gold bonds forming a perfect (n even) / near-perfect (n odd) matching; the
//   constructor throws std::invalid_argument otherwise. Labelings passed in must be partner
//   labelings of length n (checked; std::invalid_argument).
// Ensures: lossAugmentedArgmax and argmax are exact (blossom); safe for concurrent calls.
// Cost per oracle call: O(n^2 F) for the pair scores plus O(n^3) for the matching.
#include <memory>
#include <vector>

#include "data/chain_example.h"  // RowMatrix
#include "inference/matching.h"
#include "learning/oracle.h"

namespace m3 {

struct BondExample {
  int numCysteines = 0;
  RowMatrix pairFeatures;  // n(n-1)/2 x F, row pairRow(i, j, n) for i < j
  std::vector<Bond> gold;  // a < b
};

class BondOracle final : public StructuredOracle {
 public:
  BondOracle(std::shared_ptr<const std::vector<BondExample>> examples, int numFeatures);

  int numExamples() const override { return static_cast<int>(examples_->size()); }
  int dimension() const override { return numFeatures_; }
  const Labeling& truth(int i) const override { return truths_[i]; }
  void addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const override;
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override;
  Labeling argmax(int i, const Eigen::VectorXd& w) const override;
  double loss(int i, const Labeling& y) const override;
  double lossScale(int i) const override { return static_cast<double>((*examples_)[i].gold.size()); }
  // Shares one pair-score matrix between both matchings and the truth's score.
  ExampleEvaluation evaluate(int i, const Eigen::VectorXd& w) const override;

  // Row of pair (i, j), i < j, among n cysteines.
  static int pairRow(int i, int j, int n) { return i * n - i * (i + 1) / 2 + (j - i - 1); }
  // Symmetric n x n matrix of s_ij = w . f_ij (zero diagonal) for example i.
  Eigen::MatrixXd pairScores(int i, const Eigen::VectorXd& w) const;

 private:
  std::shared_ptr<const std::vector<BondExample>> examples_;
  int numFeatures_;
  std::vector<Labeling> truths_;
};

}  // namespace m3
