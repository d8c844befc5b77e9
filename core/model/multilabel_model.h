#pragma once
// The multi-label model of every kind (tasks/multilabel_task.h trains and predicts it).
// Model files (JSON, DESIGN section 5):
//   {"format": "m3studio-model", "schema": 1, "writtenBy", "kind": "multilabel-<kind>",
//    "labels": [K names],
//    "features": {"type": "multilabel", "count": D, "bias": b}, "training": {"C": c, ...},
//    "weights": {...kind specific...}}
//   Kernel LMSBN files add "kernel": {"type": "rbf"|"polynomial", "gamma" | "degree", "offset",
//   "scale"} and weights.supportVectors (S x D), weights.beta (S x K); files without "kernel"
//   are linear models.
//   Doubles are written with round-trip precision: load(save(m)) == m exactly. Loading
//   validates format, schema, kind, shapes and finiteness and throws IoError naming the file.
#include <string>
#include <vector>

#include "learning/binary_relevance.h"
#include "learning/lmbm.h"
#include "learning/lmsbn.h"
#include "learning/multilabel_oracle.h"

namespace m3 {

enum class MultiLabelModelKind { Lmsbn, LmsbnFscore, Lmbm, Svm, ChainSsvm, FullSsvm };
inline constexpr MultiLabelModelKind kAllMultiLabelKinds[] = {
    MultiLabelModelKind::Lmsbn, MultiLabelModelKind::LmsbnFscore, MultiLabelModelKind::Lmbm,
    MultiLabelModelKind::Svm,   MultiLabelModelKind::ChainSsvm,   MultiLabelModelKind::FullSsvm};

const char* multiLabelKindName(MultiLabelModelKind kind);
// Throws std::invalid_argument listing the valid names.
MultiLabelModelKind parseMultiLabelKind(const std::string& name);

struct MultiLabelModel {
  MultiLabelModelKind kind = MultiLabelModelKind::Lmsbn;
  std::vector<std::string> labelNames;
  int numFeatures = 0;
  double C = 1.0;
  double eta0 = 1.0;                 // lmbm only
  LmsbnModel lmsbn;                  // lmsbn, lmsbn-fscore
  LmbmModel lmbm;                    // lmbm
  IndependentSvms svms;              // svm
  PairwiseMultiLabelModel pairwise;  // chain-ssvm, full-ssvm
  int numLabels() const { return static_cast<int>(labelNames.size()); }
};

std::string multiLabelModelToJson(const MultiLabelModel& model);
MultiLabelModel multiLabelModelFromJson(const std::string& json, const std::string& sourceName);
void saveMultiLabelModel(const std::string& path, const MultiLabelModel& model);
MultiLabelModel loadMultiLabelModel(const std::string& path);

}  // namespace m3
