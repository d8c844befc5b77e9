#pragma once
// The Protein Bonds model (tasks/bond_task.h trains it and predicts with it): an M3N or the
// pair-SVM baseline, linear weights or a kernel expansion, over sequence or vector features.
#include <memory>
#include <string>

#include "learning/kernel_bond_bcfw.h"

namespace m3 {

enum class BondModelKind { M3n, PairSvm };
const char* bondModelKindName(BondModelKind kind);          // "m3n", "pair-svm"
BondModelKind parseBondModelKind(const std::string& name);  // throws std::invalid_argument

// Sequence: windows of the residue sequence; Vector: the per-cysteine input vectors.
enum class BondFeatureKind { Sequence, Vector };
const char* bondFeatureKindName(BondFeatureKind kind);  // "sequence", "vector"

struct BondModel {
  BondModelKind kind = BondModelKind::M3n;
  BondFeatureKind features = BondFeatureKind::Sequence;
  int inputDim = 0;         // width of the per-cysteine vectors (Vector features), else 0
  Eigen::VectorXd weights;  // one per pair feature (linear models; empty with a kernel)
  std::shared_ptr<const KernelPairScorer> kernel;  // kernel M3N: pair scores by expansion
  double C = 1;
  int featureDim() const;  // pair feature dimension implied by features / inputDim
};

// Model files: {"format": "m3studio-model", "schema": 1, "writtenBy",
//   "kind": "bonds-m3n" | "bonds-pair-svm",
//   "features": {"type": "sequence"} | {"type": "vector", "input": D}, "training": {"C": c},
//   "weights": [...]} or, for kernel models, "kernel": {spec}, "supportPairs": [[...]],
//   "coefficients": [...] instead of weights; exact round trip, validated on load (IoError
//   naming the source).
std::string bondModelToJson(const BondModel& model);
BondModel bondModelFromJson(const std::string& json, const std::string& sourceName);
void saveBondModel(const std::string& path, const BondModel& model);
BondModel loadBondModel(const std::string& path);

}  // namespace m3
