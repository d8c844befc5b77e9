#pragma once
// The protein bonds workbench's engine, shared by the GUI and the CLI (thesis Ch. 10,
// "bonding state known"): the nodes are a protein's bonded cysteines, a prediction is a
// perfect matching of them, and pair scores are w . f_jk with the pair features of
// features/cysteine_pairs.h (sequence windows, or per-cysteine input vectors such as the
// DISULFIND profiles; never structure).
// Two learners in the same API and model file:
//   - M3N: BCFW on the structured hinge whose loss-augmented inference is a matching
//     (learning/bond_oracle.h), i.e. the min-max formulation's optimum;
//   - pair SVM (baseline): every pair is an independent bond / no-bond example of a linear
//     SVM (trained by the same BCFW code with one block per pair), then the matching.
// Errors: proteins whose features do not fit the model, or a set mixing feature kinds,
// throw std::invalid_argument with the protein's name.
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "data/protein.h"
#include "eval/bond_metrics.h"
#include "learning/bcfw.h"
#include "learning/bond_oracle.h"
#include "learning/kernel_bond_bcfw.h"
#include "model/bond_model.h"

namespace m3 {

// Vector when every protein has per-cysteine vectors of one width, Sequence when every
// protein has a sequence; throws std::invalid_argument for an empty or mixed set.
BondFeatureKind bondFeatureKindOf(const std::vector<Protein>& proteins, int* inputDim = nullptr);

// The protein restricted to its bonded cysteines, bonds re-indexed (bonding state known).
Protein bondedCysteinesOnly(const Protein& p);

// Pair features of p for `model` (rows in pairIndex order); throws std::invalid_argument
// naming the protein when p lacks the input the model needs or the width differs.
RowMatrix bondPairFeatures(const BondModel& model, const Protein& p);
// Symmetric n x n pair scores (zero diagonal) over all of p's cysteine nodes.
Eigen::MatrixXd bondPairScores(const BondModel& model, const Protein& p);
// The best perfect matching of p's cysteine nodes (one left single when n is odd).
MatchingResult predictBonds(const BondModel& model, const Protein& p);
// What the workbench and `bonds predict` show, in p's own cysteine indices: with gold bonds
// (bonding state known) the matching of the bonded cysteines only, else of all cysteines.
// `scores` (optional): n x n pair scores over all of p's cysteines, NaN for pairs outside
// the matched set. `margin` (optional): the matching's score over the second-best matching
// (inference/matching.h; +infinity when there is no other), what Label Next ranks proteins by.
std::vector<Bond> predictConnectivity(const BondModel& model, const Protein& p,
                                      Eigen::MatrixXd* scores = nullptr, double* margin = nullptr);

struct BondTrainingOptions {
  BcfwOptions bcfw{.C = 1.0, .maxPasses = 200, .relativeGapTolerance = 0.01, .evaluateEvery = 5};
  BondModelKind kind = BondModelKind::M3n;
  // M3N only: train in the dual with this kernel on pair features (learning/kernel_bond_bcfw.h;
  // no warm start). An RBF gamma <= 0 means "pick by rbfGammaHeuristic on the training pairs".
  std::optional<KernelSpec> kernel;
};

// Dual blocks of an earlier M3N run keyed by (protein name, its bonds), so proteins the user
// did not edit keep their dual variables; rescaled when C changes.
struct BondWarmStart {
  double C = 0;
  std::map<std::string, BcfwBlock> blocks;
};

struct BondTrainingResult {
  BondModel model;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
  BondWarmStart warmStart;
  int proteins = 0;    // used for training: at least one gold bond
  int warmBlocks = 0;  // blocks that started from the warm start
};

// Trains on the proteins' bonded cysteines. Proteins without gold bonds are skipped; none
// left gives StopReason::EmptyProblem and zero weights.
BondTrainingResult trainBonds(const std::vector<Protein>& proteins, const BondTrainingOptions& options,
                              const LearnerControl& control = {}, BondWarmStart warmStart = {});

// k-fold cross-validation stratified by gold bond count; test proteins are scored on their
// bonded cysteines. `groups` (optional, one id per protein, e.g. from
// features/protein_similarity.h) keeps each group in one fold. Units (groups, or single
// proteins) are shuffled with `seed`, taken largest first, and each goes to the fold with the
// fewest proteins of its first member's bond count, then the fewest overall.
struct BondCrossValidation {
  BondMetrics metrics;
  std::vector<int> fold;             // fold of each input protein (-1: no gold bonds)
  std::vector<double> trainSeconds;  // per fold
};
BondCrossValidation crossValidateBonds(const std::vector<Protein>& proteins, int folds,
                                       const BondTrainingOptions& options, std::uint32_t seed = 1,
                                       const LearnerControl& control = {}, const std::vector<int>& groups = {});

}  // namespace m3
