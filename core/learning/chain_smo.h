#pragma once
// Structured SMO (Taskar's thesis, Sec. 6.1.3, Fig. 6.4-6.5) for the chain M3N with Hamming
// loss, on the factored dual whose variables are per-example marginals: node marginals
// mu_j(y) and edge marginals mu_j,j+1(a, b). Node scores are kernelised through the joint
// kernel 1[y = y'] k(x, x'); transitions (K x K) are kept explicit.
// Objective in "C units", the same as BCFW (bcfw.h):
//   primal  P(w) = 1/2 |w|^2 + C sum_i H_i(w),  H_i(w) = max_y [Hamming(y_i, y) + w.(phi(y) -
//   phi(y_i))] dual    D(mu) = C sum_i sum_j (1 - mu_ij(y_ij)) - 1/2 |w(mu)|^2,
//           w(mu) = C sum_i sum_cliques sum_yc (1[yc = truth] - mu_c(yc)) phi_c(yc)
// so P >= D and P - D is the duality gap (C times the thesis's Q of Eq. 5.12).
// Each visit of a block: loss-augmented max-marginals (max-product on the chain) give the
// structured KKT conditions (Eq. 6.6) on every edge clique (the node for a single-letter
// block); a violating clique value picks two full labelings y', y'' (Fig. 6.5, clamped
// Viterbi backtraces on the scores or on the max-entropy alpha of Eq. 5.13); the closed-form
// step delta = clip(a / b, -alpha(y'), alpha(y'')) moves mass from y'' to y' and is projected
// back onto every clique marginal, which keeps mu feasible. Training-node scores and the
// transition matrix are updated incrementally from kernel rows (KernelRowCache).
// Selection heuristic (the thesis allows any that improves whenever KKT is violated): of the
// unsupported values (KKT1) the one winning by the widest margin, of the supported ones
// (KKT2) the one with the largest mass x score deficit; the pair with the larger exact dual
// gain is stepped. Blocks are visited in a seeded random order each pass.
// Training data: every maximal run of labelled positions (labelledRuns) is one block, the
// induced subgraph of DESIGN section 3. useTransitions == false is the multiclass SVM:
// every labelled letter is its own block (a chain of length 1), on the same code path.
// Features: whatever rows the examples carry. For OCR we pass the 128 pixels without the
// bias column to polynomial kernels (the offset already supplies the constant monomial, so
// a bias column would only shift x.x' by one) and with it to the linear kernel (it is then
// the per-label bias).
// Requires: numLabels >= 1; every example has numFeatures columns and one row per label;
//   labels in [0, numLabels) or kUnlabelled; C > 0; epsilon >= 0; maxPasses >= 0;
//   stepsPerVisit >= 1; a valid kernel (std::invalid_argument otherwise).
// Ensures: mu stays feasible (normalised, non-negative, node-edge consistent) after every step,
//   the dual never decreases by more than rounding; reason Converged iff a full pass found
//   no block violating KKT by more than epsilon. Then every labeling carrying dual mass scores
//   within (L - 1) epsilon of its block's loss-augmented maximum (max-marginal
//   reparametrisation of the chain), so the gap is at most C * epsilon * (labelled letters).
//   The final primal / dual / gap are recomputed from the support vectors (not from the
//   incrementally updated caches; O(N S (F + K))) unless training was cancelled, when they
//   come from the caches and describe the partial pass too.
// Cost per step: O(L K^2) for the max-product runs plus O(N) per position whose label differs
//   between y' and y'' (N = labelled training letters) and, per kernel-cache miss, O(N F).
//   Per pass evaluation: O(N K + sum L K^2). Memory: O(N K + sum L K^2) plus the cache.
// Cancellation: control.stop is polled before every block visit. Warm start: pass the state
//   of an earlier run over the same examples (same order); marginals do not depend on C, so
//   a warm start with another C is valid. Blocks whose labels or shape changed restart from
//   their truth.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "data/chain_example.h"
#include "data/chain_weights.h"
#include "learning/kernel.h"
#include "learning/progress.h"

namespace m3 {

struct ChainSmoOptions {
  double C = 1.0;
  KernelSpec kernel;      // linear unless set
  double epsilon = 1e-3;  // KKT tolerance, in loss (= score) units
  int maxPasses = 100;
  bool useTransitions = true;           // false: multiclass SVM, one block per letter
  int stepsPerVisit = 5;                // SMO steps per block visit while it violates KKT
  std::size_t cacheBytes = 256u << 20;  // kernel-row cache budget
  std::uint32_t seed = 1;               // order of blocks within a pass
};

// Dual variables of one block. Block order: examples in order, their labelled runs in
// order, and (without transitions) the letters of each run in order.
struct ChainSmoBlock {
  Labeling labels;       // the block's truth, used to validate warm starts
  Eigen::MatrixXd node;  // L x K: mu_j(y), rows sum to 1
  Eigen::MatrixXd edge;  // K x K(L-1): columns [jK, jK + K) hold mu_j,j+1(a, b) at (a, b)
};

struct ChainSmoState {
  std::vector<ChainSmoBlock> blocks;
};

// A trained model that needs the support vectors only:
//   score(x, y) = sum_s coefficients(s, y) k(supportVectors.row(s), x)
// with coefficients(s, .) = C (1[. = truth_s] - mu_s(.)) for every training letter whose
// node marginal left its truth; plus the explicit transition matrix.
struct ChainSmoModel {
  KernelSpec kernel;
  int numFeatures = 0;
  int numLabels = 0;
  bool useTransitions = true;
  RowMatrix supportVectors;      // S x numFeatures
  Eigen::MatrixXd coefficients;  // S x numLabels; every row sums to 0
  Eigen::MatrixXd transition;    // K x K (zero without transitions), as in viterbi.h
  double C = 1.0;                // informational
};

// Node scores of a sequence: L x K. Requires features.cols() == numFeatures. O(L S (F + K)).
Eigen::MatrixXd smoNodeScores(const ChainSmoModel& model, const RowMatrix& features);
// Viterbi labeling under smoNodeScores and the transitions. O(L S (F + K) + L K^2).
Labeling predictChainSmo(const ChainSmoModel& model, const RowMatrix& features);
// Linear kernel only (std::invalid_argument otherwise): the explicit weights
// w_node = supportVectors^T coefficients, laid out as ChainOracle / BCFW lay them out.
ChainWeights smoLinearWeights(const ChainSmoModel& model);

struct SmoPassReport {
  TrainingProgress progress;  // pass, primal, dual, gap, trainError, seconds (from the caches)
  int violations = 0;         // blocks found violating KKT by more than epsilon in this pass
  long long steps = 0;        // SMO steps with a non-zero move in this pass
};
using SmoPassCallback = std::function<void(const SmoPassReport&)>;

struct ChainSmoResult {
  ChainSmoModel model;
  ChainSmoState state;        // feed back as warmStart
  TrainingProgress progress;  // final values (see Ensures)
  StopReason reason = StopReason::PassLimit;
  int violations = 0;   // in the last completed pass
  long long steps = 0;  // total over all passes
  int blocks = 0;       // training blocks (labelled runs, or letters)
  std::size_t cachePeakBytes = 0;
  long long cacheHits = 0, cacheMisses = 0;
};

// Calls control.onProgress and onPass after every completed pass; control.validationError,
// if set, is evaluated with the explicit weights for the linear kernel only (NaN otherwise).
ChainSmoResult trainChainSmo(const std::vector<ChainExample>& examples, int numFeatures,
                             int numLabels, const ChainSmoOptions& options,
                             const LearnerControl& control = {}, ChainSmoState warmStart = {},
                             const SmoPassCallback& onPass = {});

}  // namespace m3
