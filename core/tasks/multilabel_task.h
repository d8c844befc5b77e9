#pragma once
// Multi-label task layer (issue 8), shared by m3studio-cli and the Scenes workbench:
// train any multi-label model by name and predict label sets with per-label margins (the model
// and its files: model/multilabel_model.h).
// Kinds (names as on the command line and in model files):
//   lmsbn         LMSBN, labels in index order (learning/lmsbn.h)
//   lmsbn-fscore  LMSBN, labels ordered by the F1 of independent SVMs measured on a validation
//                 split (options.validationFraction) of the training data, best first
//   lmbm          LMBM, corrected Algorithm 1 (learning/lmbm.h)
//   svm           independent linear SVMs (learning/binary_relevance.h)
//   chain-ssvm    structural SVM on the label chain, BCFW, exact Viterbi inference
//   full-ssvm     structural SVM on all label pairs, BCFW, local-polytope LP inference
// Kernels: options.kernel (default linear = K linear DCD SVMs, the paper's model) is used by
//   lmsbn and lmsbn-fscore only (a non-linear kernel makes each unit a kernel SVM, see
//   learning/lmsbn.h; the fscore order is still scored by linear SVMs); the other kinds refuse
//   a non-linear kernel with std::invalid_argument.
// Training requires data with >= 1 example, >= 1 feature, >= 1 label, C > 0; throws
// std::invalid_argument otherwise. Deterministic for fixed options.
// Prediction: lmsbn* by branch and bound with bound options.lmsbnBound (infinity: exhaustive,
//   always exact); lmbm by options.lmbmInference; ssvm by Viterbi (chain) or LP + rounding
//   (full). margins(l, i) > 0 iff label i is predicted on for example l; its magnitude is the
//   label's local confidence (the label's field given the other predicted labels).
// Cost: see each learner's header; prediction O(N) calls of the per-example inference.
#include <limits>
#include <string>
#include <vector>

#include "learning/binary_relevance.h"
#include "learning/lmbm.h"
#include "learning/lmsbn.h"
#include "learning/multilabel_oracle.h"
#include "learning/progress.h"
#include "model/multilabel_model.h"
#include "tasks/suggestions.h"

namespace m3 {

// How LMBM predicts: the LP relaxation of eq. 5 (inference/binary_lp.h style, with rounding) or
// the exact argmin of eq. 5 by enumerating all 2^K labelings, used up to
// kMaxLmbmEnumerationLabels labels (the LP beyond). The exact argmin is the default: on scene the
// LP was never integral and its rounding lost half the exact-match accuracy (README).
enum class LmbmInference { Lp, Exact };
inline constexpr int kMaxLmbmEnumerationLabels = 16;

struct MultiLabelTrainingOptions {
  MultiLabelModelKind kind = MultiLabelModelKind::Lmsbn;
  double C = 1.0;
  double eta0 = 1.0;                // LMBM extra regularisation of the pairwise weights
  int ssvmPasses = 100;             // BCFW pass limit
  double ssvmGap = 0.01;            // BCFW relative gap tolerance
  double validationFraction = 0.25; // lmsbn-fscore: share of the training set scoring the labels
  KernelSpec kernel;                // lmsbn*: non-linear = kernel units; other kinds: linear only
  unsigned seed = 1;
};

// What the learner reports, as fields (the GUI writes them in the user's language).
struct MultiLabelTrainingReport {
  std::vector<std::string> labelOrder;  // lmsbn, lmsbn-fscore: the chain's order
  std::string kernel;                   // lmsbn with a kernel: its name ...
  int supportVectors = 0;               // ... and its support vectors
  int binarySvms = 0;                   // svm
  bool iterative = false;               // lmbm, chain-ssvm, full-ssvm:
  int passes = 0;
  double relativeGap = 0;
  StopReason stop = StopReason::PassLimit;
  long integralLps = -1, lps = 0;       // full-ssvm: loss-augmented LPs (integral of all)
};

struct MultiLabelTrainingResult {
  MultiLabelModel model;
  double seconds = 0;
  MultiLabelTrainingReport report;  // multiLabelReportText: the CLI's English line
};

// "label order a b c; kernel rbf(...), 12 support vectors", "200 passes, relative gap 0.01, converged", ...
std::string multiLabelReportText(const MultiLabelTrainingReport& report);

MultiLabelTrainingResult trainMultiLabel(const MultiLabelData& data, const MultiLabelTrainingOptions& options,
                                         const LearnerControl& control = {});

struct MultiLabelPredictOptions {
  double lmsbnBound = std::numeric_limits<double>::infinity();
  LmbmInference lmbmInference = LmbmInference::Exact;
};

struct MultiLabelPrediction {
  LabelMatrix labels;       // N x K, 0/1
  Eigen::MatrixXd margins;  // N x K
  long exact = 0;           // examples whose inference is certified exact
};

// Requires features.cols() == model.numFeatures (std::invalid_argument otherwise).
MultiLabelPrediction predictMultiLabel(const MultiLabelModel& model, const FeatureMatrix& features,
                                       const MultiLabelPredictOptions& options = {});

// How sure each item's predicted set is, for suggesting what to label next: the smallest
// |margin| over its labels (the label's local confidence above). An ordering heuristic: for
// independent labels (svm) it is the exact margin over the second-best set, but LMSBN's later
// units see earlier labels, and LP-rounded sets need not be the best, so no bound holds there. One
// per row of `labelMargins` (a MultiLabelPrediction's margins).
std::vector<double> itemMargins(const Eigen::MatrixXd& labelMargins);

// The items to label next (the Scenes workbench's Label Next, `multilabel suggest`): those not
// `labelled` (may be empty: none is), the smallest itemMargins first; with diversity spread by
// their feature rows. std::invalid_argument when the row counts disagree.
std::vector<Suggestion> suggestMultiLabelItems(const Eigen::MatrixXd& labelMargins,
                                               const FeatureMatrix& features,
                                               const std::vector<bool>& labelled,
                                               const SuggestionOptions& options);

}  // namespace m3
