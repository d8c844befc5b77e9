#pragma once
// Likelihood baselines of the OCR comparison (thesis Sec. 5.1 / 6.2): a linear-chain CRF
// and, with useTransitions == false, multiclass logistic regression (the same node model,
// positions independent). Both use ChainWeights' layout, so prediction is Viterbi and
// eval / model JSON work unchanged.
// Objective (minimised by L-BFGS, lbfgs.h), over the labelled runs r of every example:
//   J(w) = sum_r -log p(y_r | x_r; w) + |w|^2 / (2 sigma^2)
// i.e. maximum conditional likelihood with a zero-mean Gaussian prior of std sigma on every
// weight (transitions included). Partial labels: each maximal run of labelled positions
// (labelledRuns) is one training chain; unlabelled positions and the edges into them are
// dropped, the induced subgraph of DESIGN section 3, exactly as the M3N learners do.
// Requires: features of every example have numFeatures columns and one row per label;
//   labels in [0, K) or kUnlabelled; sigma > 0 (std::invalid_argument otherwise).
// Ensures: log partitions, marginals and gradients are computed in log space (log-sum-exp
//   with max shift), finite for scores of any finite magnitude and any chain length.
//   Sums over examples are split into blocks fixed by the data alone and added in block
//   order, so results are bit-identical for any thread count.
// Cost per objective evaluation: O(sum_r L_r (F K + K^2)) time, O(threads L K + blocks d)
//   extra memory; logistic regression O(sum_r L_r F K). Transitions spanning <= 300 nats
//   (any trained model) are exponentiated once per evaluation, so a position costs K exps
//   plus K^2 multiply-adds; wider ones fall back to K^2 exps per position.
#include <memory>
#include <vector>

#include "data/chain_example.h"
#include "data/chain_weights.h"
#include "learning/lbfgs.h"
#include "learning/progress.h"

namespace m3 {

// Posterior of one chain under scores: forward-backward in log space.
struct ChainPosterior {
  double logPartition = 0;           // log sum_y exp(score(y))
  Eigen::MatrixXd node;              // L x K: p(y_j = k | x); rows sum to 1
  Eigen::MatrixXd transitionCounts;  // K x K: sum_j p(y_j = a, y_j+1 = b | x)
};
// Requires: nodeScores L x K (L >= 0), transition K x K as in viterbi.h. O(L K^2).
// L == 0 gives logPartition 0 (the empty labeling) and empty node marginals.
ChainPosterior chainPosterior(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition);

// log p(y | x) of a fully labelled y (y.size() == L). O(L K^2).
double chainLogProbability(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition,
                           const Labeling& y);

// Per-position marginals p(y_j = k | x) under any chain weights (CRF or M3N; for M3N
// weights they are a softmax of scores, a heuristic confidence rather than a probability).
// L x K, rows sum to 1. O(L (F K + K^2)).
Eigen::MatrixXd chainMarginals(const ChainWeights& weights, const RowMatrix& features);

// J(w) and its gradient over a fixed training set; the object L-BFGS minimises.
class ChainCrfObjective {
 public:
  // threads <= 0: std::thread::hardware_concurrency().
  ChainCrfObjective(std::shared_ptr<const std::vector<ChainExample>> examples, int numFeatures,
                    int numLabels, bool useTransitions, double sigma, int threads = 1);

  int dimension() const { return layout_.dimension(); }
  const ChainWeights& layout() const { return layout_; }
  int numRuns() const { return static_cast<int>(runs_.size()); }
  long labelledPositions() const { return labelledPositions_; }
  double sigma() const { return sigma_; }

  // J(w); gradient is resized to dimension(). Thread-safe (no mutable state).
  double operator()(const Eigen::VectorXd& w, Eigen::VectorXd& gradient) const;
  // Hamming error of Viterbi predictions over the labelled runs / labelled positions.
  double trainingError(const Eigen::VectorXd& w) const;

 private:
  struct LabelledRun {
    int example = 0, begin = 0;
    Labeling labels;
  };
  int numBlocks() const;

  std::shared_ptr<const std::vector<ChainExample>> examples_;
  ChainWeights layout_;  // dimensions only
  double sigma_;
  int threads_;
  std::vector<LabelledRun> runs_;
  long labelledPositions_ = 0;
};

struct CrfOptions {
  double sigma = 1.0;                // prior std; the thesis used values in [0.1, 1]
  bool useTransitions = true;        // false: multiclass logistic regression
  int maxIterations = 500;           // L-BFGS iterations
  double tolerance = 1e-5;           // stop when |grad J| <= tolerance * max(1, |w|)
  double functionTolerance = 1e-10;  // ... or J decreases relatively less over 5 iterations
                                     // (0: only the gradient test)
  int history = 10;                  // L-BFGS memory
  int threads = 0;                   // 0: hardware concurrency; results do not depend on it
};

struct CrfResult {
  ChainWeights weights;
  // Per L-BFGS iteration (also sent to control.onProgress, iteration 0 = start point):
  //   pass = iteration, primal = J(w), trainError = Viterbi Hamming error on the runs,
  //   gap = sigma^2 |grad J|^2 / 2 -- J is (1/sigma^2)-strongly convex, so this bounds
  //   J(w) - min J; dual = primal - gap is a lower bound on min J. |grad J| = sqrt(2 gap) / sigma.
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;  // LineSearchFailed (roundoff) maps to Converged
  LbfgsStatus status = LbfgsStatus::IterationLimit;
  double gradientNorm = 0;
  int iterations = 0, evaluations = 0;
};

// Trains by L-BFGS from warmStart (same numFeatures / numLabels; its node block is reused and
// its transitions when both sides have them, so logistic regression can seed a CRF), or
// from zero when warmStart is empty. Polls control.stop before every evaluation.
// No labelled position: reason EmptyProblem and zero weights.
CrfResult trainChainCrf(std::shared_ptr<const std::vector<ChainExample>> examples, int numFeatures,
                        int numLabels, const CrfOptions& options,
                        const LearnerControl& control = {}, const ChainWeights& warmStart = {});

}  // namespace m3
