#pragma once
// dlib's structural_sequence_labeling_trainer as the measured peer of `bench ocr`: it
// trains on exactly our features, our split and OUR objective, and hands back weights laid
// out like ChainWeights::w (useTransitions = true), so they are scored by our ChainOracle,
// evaluatePrimal and predictChain, never by dlib's own labeler.
// This header is dlib-free on purpose: only dlib_peer.cpp includes dlib.
//
// Why the joint feature is index-for-index ours: dlib's order-1 feature extractor emits,
// per position j with current label b and previous label a (j > 0), node feature f of b at
// index f + F*b and the transition at F*K + a + K*b -- our column-major node block and
// transition(a, b). Nothing else is emitted: dlib's sequence labeler has no bias of its own.
//
// Why C is multiplied by N (checked in dlib 19.24's headers):
//   structural_svm_problem_abstract.h: "Minimize: h(w) == 0.5*dot(w,w) + C*R(w)
//     Where R(w) == sum from i=1 to N: 1/N * sample_risk(i,w)" -- the MEAN over sequences,
//   and structural_svm_problem.h get_risk() does exactly "subgradient /= num;
//   total_loss /= num;". Our primal is 1/2|w|^2 + C * SUM_i H_i(w), so dlib gets
//   C_dlib = C * N (N = number of training chains) and the two objectives are the same
//   function of w, value for value. dlib's sample_risk is our H_i: its separation oracle
//   adds loss_values[truth label] per wrong position (default 1; we set every label's loss
//   to 1 explicitly), i.e. Hamming loss per letter, with margin rescaling.
// Why no other correction: the OCA solver regularises every weight (no unregularised bias;
//   num_nonnegative_weights is not provided, so no weight is clamped >= 0), starts at w = 0
//   and returns the iterate at which it last evaluated the risk.
//
// Why `epsilon` is passed through unchanged (dlib units, dlib's default 0.1): OCA stops when
//   risk_gap = (objective - cutting-plane lower bound) / C_dlib < epsilon, checked only on an
//   iteration whose oracle calls bypassed dlib's per-sample cache. In our units that is an
//   absolute certified primal gap below C * N * epsilon (epsilon = mean Hamming mistakes per
//   chain). To match a BCFW relative gap tol at primal P, pass epsilon = tol * P / (C * N).
//   dlib also stops silently after its default 10000 cutting-plane iterations.
// Why threads = 1 means no worker thread: dlib's problem owns a thread_pool; with 0 workers
//   its parallel_for runs in the calling thread, which is what a single-threaded measurement
//   of the solver should time. Runs are not bit-reproducible even then: dlib chooses between
//   two subgradient summation orders by measured wall time (and flips every 50 iterations),
//   and with > 1 threads also by scheduling. Differences stay within the epsilon gap.
// dlib's per-sample oracle cache keeps its default size (5 labelings per chain).
//
// Requires: every chain fully labelled with labels in [0, numLabels), features with
//   numFeatures columns; numFeatures > 0, numLabels > 0, C > 0, epsilon > 0.
// Ensures: weights.size() == F*K + K*K; trainSeconds covers dlib's train() call only (its
//   thread pool setup and the solve), not the conversion of our examples.
// Cost per OCA iteration: N Viterbi runs of O(L K^2 F) (dlib's interface scores each node
//   feature once per (previous, current) label pair), plus a QP over the cutting planes.
#include <Eigen/Dense>
#include <vector>

#include "data/chain_example.h"
#include "data/labeling.h"

namespace m3 {

struct DlibChainOptions {
  double C = 1.0;  // in OUR units: 1/2|w|^2 + C * sum_i H_i(w), sum not mean, Hamming per letter
  double epsilon = 0.1;  // dlib's risk-gap tolerance (see above), passed through unchanged
  unsigned threads = 1;
  bool verbose = false;  // dlib prints its OCA progress to stdout
};

struct DlibChainResult {
  Eigen::VectorXd weights;  // laid out exactly like ChainWeights::w with useTransitions = true
  double trainSeconds = 0;
};

// Throws std::invalid_argument when the requirements above are broken.
DlibChainResult trainDlibChain(const std::vector<ChainExample>& train, int numFeatures,
                               int numLabels, const DlibChainOptions& options);

// The joint feature vector dlib computes for (example, y) through our extractor, in the
// layout above; equals ChainOracle::addJointFeature(.., y, 1, ..). For tests of the layout.
Eigen::VectorXd dlibJointFeature(const ChainExample& example, const Labeling& y, int numFeatures,
                                 int numLabels);

}  // namespace m3
