#pragma once
// The structural SVM problem in "C" units, apart from the solvers that solve it (as dlib keeps
// its OCA problem apart from the solver): n-slack BCFW (learning/bcfw.h) and the 1-slack
// cutting-plane method (learning/one_slack.h) read the same options and problem, return the same
// result and end every evaluation the same way; learning/structured_learner.h chooses between
// them. The objective, its dual and the certificate are described in learning/bcfw.h.
#include <Eigen/Dense>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "learning/oracle.h"
#include "learning/plane_cache.h"
#include "learning/progress.h"
#include "learning/shared_blocks.h"
#include "parallel/parallel_blocks.h"

namespace m3 {

struct BcfwOptions {
  double C = 1.0;
  int maxPasses = 100;
  double relativeGapTolerance = 0.01;  // stop when gap <= tol * primal
  bool weightedAveraging = true;
  int evaluateEvery = 1;   // passes between exact gap evaluations (and after the
                           // first pass when most blocks start warm)
  std::uint32_t seed = 1;  // order of blocks within a pass
  // Multi-plane BCFW (learning/plane_cache.h): each block keeps up to this many of its
  // recent corners, and after every exact pass the learner makes approximate passes that
  // step toward the best cached corner, for as long as one raises the dual by at least
  // approximateGainRatio times what the exact pass did (at most maxApproximatePasses).
  // Shah et al. compare gains per second instead; gains alone keep runs reproducible.
  // 0 turns it off. It pays where inference is expensive next to O(planes d): graph cuts
  // or LPs on large blocks.
  int cachedPlanes = 0;
  int maxApproximatePasses = 300;
  double approximateGainRatio = 0.01;
  double planeCacheMegabytes = 512;  // fewer planes per block when blocks * d is large
  // With approximate inference, certify the returned weights' gap at the end (see below).
  // It costs several passes; interactive retraining turns it off and shows the estimate.
  bool certifyApproximateGap = true;
  // Which blocks an exact pass visits: every block once in a shuffled order, or as many draws
  // in proportion to each block's gap at its last visit (gap sampling, Osokin, Jean-Baptiste,
  // Alayrac, Lacoste-Julien, ICML 2016), where converged blocks stop costing inferences. The
  // gaps are stale, so every gapRefreshPasses-th pass (and the first) visits every block.
  enum class Sampling { Uniform, Gap };
  Sampling sampling = Sampling::Uniform;
  int gapRefreshPasses = 10;
  // How a BCFW step moves a block: Frank-Wolfe (toward the corner, every other corner's weight
  // shrunk in proportion) or pairwise, where each step is the better of that and a pairwise step
  // (Osokin et al. 2016: weight moves to the corner from the block's worst one only, so a corner
  // that stopped paying can be dropped outright). A block's mixture is known over its cached
  // planes plus an unnamed rest (CachedPlane::weight), so pairwise steps need cachedPlanes > 0;
  // with sparse corners or tracked supports the steps stay Frank-Wolfe. Measured faster with
  // many small blocks and slower with terrain's default 2,000-node chunks, so Frank-Wolfe stays
  // the default (docs/learning.md).
  enum class Steps { FrankWolfe, Pairwise };
  Steps steps = Steps::FrankWolfe;
  // The learner: n-slack BCFW, or the 1-slack cutting-plane method (learning/one_slack.h),
  // which reads the same options (maxPasses counts its cutting-plane rounds).
  enum class Method { Bcfw, OneSlack };
  Method method = Method::Bcfw;
  // Keep each block's dual point also as weights over the outputs it mixes (BcfwBlock::support),
  // for problems that name their outputs (BcfwProblem::namesOutputs). Costs O(support) per step.
  bool trackSupport = false;
};

// One output in a block's support: weight >= 0, and the weights of a block sum to at most 1
// (the rest is on the gold output, whose corner is zero).
struct SupportAtom {
  Labeling output;
  double weight = 0;
};

struct BcfwBlock {
  Eigen::VectorXd w;  // empty means zero (the corner y = y_i), saving memory on untouched blocks
  SparseWeights sparseW;  // in place of w when the problem's corners are sparse (sparseCorners)
  double b = 0;
  std::vector<CachedPlane> planes;  // recent corners (BcfwOptions::cachedPlanes)
  // With BcfwOptions::trackSupport: (w, b) = sum over the support of weight * corner(output).
  std::vector<SupportAtom> support;
};

struct BcfwState {
  std::vector<BcfwBlock> blocks;
};

// Exact primal objective, the loss-augmented values and the normalised training error of w.
struct PrimalEvaluation {
  double primal = 0;
  double trainError = 0;
};

// 1/2 |w|^2 + C sum_i H_i(w) and the normalised prediction error, for either oracle
// interface (both have numExamples(), evaluate(i, w) and lossScale(i)).
template <class Oracle>
PrimalEvaluation sumPrimal(const Oracle& oracle, const Eigen::VectorXd& w, double C) {
  // The examples on the engine's threads (oracles are safe to call concurrently for different
  // examples), summed in their order afterwards: the same value for any number of threads.
  const int n = oracle.numExamples();
  std::vector<ExampleEvaluation> each(static_cast<size_t>(n));
  parallelEach(n, [&](int i) { each[static_cast<size_t>(i)] = oracle.evaluate(i, w); });
  double hinge = 0, errors = 0, scale = 0;
  for (int i = 0; i < n; ++i) {
    hinge += each[static_cast<size_t>(i)].hinge;
    errors += each[static_cast<size_t>(i)].predictionLoss;
    scale += oracle.lossScale(i);
  }
  return {0.5 * w.squaredNorm() + C * hinge, scale > 0 ? errors / scale : 0.0};
}

struct BcfwResult {
  Eigen::VectorXd weights;
  BcfwState state;
  TrainingProgress progress;
  StopReason reason = StopReason::PassLimit;
};

// The problem as the solvers see it (built from an oracle by trainStructured, or by learners
// whose outputs are not Labelings, learning/relaxed_bcfw.h): each block's corner and the primal.
struct BcfwProblem {
  int blocks = 0, dimension = 0;
  // Writes the block's loss-augmented corner w_s = C (phi_i(y_i) - phi_i(y*)) at weights w
  // into ws and returns b_s = C loss_i(y*); when `output` is not null and the problem names
  // its outputs, also y* (empty for the gold output).
  std::function<double(int i, const Eigen::VectorXd& w, Eigen::VectorXd& ws, Labeling* output)>
      corner;
  bool namesOutputs = false;
  std::function<PrimalEvaluation(const Eigen::VectorXd& w)> primal;  // exact P(w) when certified
  std::function<void(Eigen::VectorXd&)> project;                     // empty: unconstrained
  bool certified = true;                                             // see TrainingProgress
  // Corners with few non-zeros next to the dimension (a LEXICAL parser's: a few hundred of
  // 10^5): blocks and cached planes are kept sparse, or they would need blocks * d doubles.
  bool sparseCorners = false;
  // When not certified: an upper bound on P(w) from hinge upper bounds (see above).
  std::function<double(const Eigen::VectorXd& w)> certifiedPrimal;
  // The 1-slack learner only: blocks spread over processes (learning/shared_blocks.h); primal
  // and certifiedPrimal then sum over the processes too.
  SharedBlocks* shared = nullptr;
};

// The end of every evaluation, shared by BCFW and the 1-slack learner (learning/one_slack.h):
// p holds the pass, primal, dual and gap measured at weights w, and `converged` says whether
// that gap is within tolerance. Marks whether the gap is a certificate and, with approximate
// inference, computes the certificate once, when the run ends (converged or at its pass limit);
// fills the errors and the time; reports p and, unless converged, w to the front end.
void finishEvaluation(const BcfwProblem& problem, const BcfwOptions& options,
                      const LearnerControl& control, const Eigen::VectorXd& w, bool converged,
                      bool atPassLimit, double trainError, double seconds, TrainingProgress& p);

PrimalEvaluation evaluatePrimal(const StructuredOracle& oracle, const Eigen::VectorXd& w, double C);

}  // namespace m3
