#pragma once
// Block-coordinate Frank-Wolfe for the n-slack structural SVM with margin rescaling
// (Lacoste-Julien, Jaggi, Schmidt, Pletscher, ICML 2013), written in "C" units:
//   primal  P(w) = 1/2 |w|^2 + C sum_i H_i(w),   H_i(w) = max_y [loss_i(y) + w.phi_i(y)] - w.phi_i(y_i)
//   dual    D    = -1/2 |w|^2 + sum_i b_i,        w = sum_i w_i
// Each dual block i is a convex combination over labelings y of the corner
//   (w_i, b_i) = C * (phi_i(y_i) - phi_i(y), loss_i(y)),
// so the sum of block gaps equals P(w) - D exactly (reported as `gap`).
// Weight constraints (oracle.isConstrained(), e.g. AMN edge weights >= 0): the primal
// iterate is w = project(v), v = sum_i w_i, and the dual becomes
//   D = sum_i b_i - 1/2 |v|^2 + 1/2 |v - project(v)|^2,
// still concave with a 1-Lipschitz gradient -project(v), so the same block steps apply
// (then the step maximises a quadratic lower bound of D instead of D itself).
// Requires: oracle examples fully labelled where loss is counted; C > 0.
// Ensures: every step is an exact line search in the block when unconstrained, and never
//   decreases the dual in any case;
//   weighted averaging (rho_k = 2/(k+2)) of primal and dual iterates when enabled; the
//   returned weights are the (averaged) iterate whose gap was last measured.
// Cost per pass: m oracle calls plus O(m d); evaluation adds 2 m oracle calls; with cached
//   planes, each approximate pass adds O(m planes d) and no oracle call.
// Certificate: the gap is P(w) - max(D(averaged), D(current)); both are dual feasible, so it
//   bounds the suboptimality of w whenever loss-augmented inference is exact. Otherwise it
//   is an estimate (P is underestimated): the learner stops when the estimate is within
//   tolerance and then, once, bounds P from the oracle's hinge upper bounds
//   (TrainingProgress::certifiedGap).
// Warm start: pass the state of an earlier run with the same blocks (same order). Where the
//   feature space changes between runs (a parser whose grammar is re-read off the trees), track
//   supports (BcfwOptions::trackSupport) and rebuild the blocks from them (blockFromSupport).
#include <cstdint>
#include <functional>
#include <map>
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
  int evaluateEvery = 1;                // passes between exact gap evaluations (and after the
                                        // first pass when most blocks start warm)
  std::uint32_t seed = 1;               // order of blocks within a pass
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
  double planeCacheMegabytes = 512;     // fewer planes per block when blocks * d is large
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

// A warm start for blocks identified by keys (e.g. a labelled run, a labelled chunk): block i
// takes kept[keys[i]] when present (moved out of `kept`), scaled by `rescale` = new C / old
// C since blocks (and their cached planes) scale linearly with C, and starts cold
// otherwise. `reused` counts hits.
BcfwState warmStateByKey(const std::vector<std::string>& keys, std::map<std::string, BcfwBlock>& kept,
                         double rescale, int* reused = nullptr);

// With control.processes of more than one process, the 1-slack learner runs spread over them
// (learning/shared_blocks.h); BCFW then throws std::invalid_argument.
BcfwResult trainBcfw(const StructuredOracle& oracle, const BcfwOptions& options,
                     const LearnerControl& control = {}, BcfwState warmStart = {});

// Block i of `oracle` at the dual point that puts `support`'s weights on its outputs (and the
// rest on the gold output), with C: a warm start in another feature space, or after the gold
// output changed. Every such point is dual feasible, so the learner's gap stays a certificate.
// Outputs the oracle rejects (std::invalid_argument: a tree with a rule the new grammar lacks)
// are left out, their weight going to the gold output. Up to `planes` of the heaviest outputs
// become cached planes.
BcfwBlock blockFromSupport(const StructuredOracle& oracle, int i, std::vector<SupportAtom> support, double C,
                           int planes);

// The engine behind trainBcfw and trainRelaxedBcfw (learning/relaxed_bcfw.h), for learners
// whose outputs are not Labelings: it needs only each block's corner and the primal.
struct BcfwProblem {
  int blocks = 0, dimension = 0;
  // Writes the block's loss-augmented corner w_s = C (phi_i(y_i) - phi_i(y*)) at weights w
  // into ws and returns b_s = C loss_i(y*); when `output` is not null and the problem names
  // its outputs, also y* (empty for the gold output).
  std::function<double(int i, const Eigen::VectorXd& w, Eigen::VectorXd& ws, Labeling* output)> corner;
  bool namesOutputs = false;
  std::function<PrimalEvaluation(const Eigen::VectorXd& w)> primal;  // exact P(w) when certified
  std::function<void(Eigen::VectorXd&)> project;                     // empty: unconstrained
  bool certified = true;                                              // see TrainingProgress
  // Corners with few non-zeros next to the dimension (a LEXICAL parser's: a few hundred of
  // 10^5): blocks and cached planes are kept sparse, or they would need blocks * d doubles.
  bool sparseCorners = false;
  // When not certified: an upper bound on P(w) from hinge upper bounds (see above).
  std::function<double(const Eigen::VectorXd& w)> certifiedPrimal;
  // The 1-slack learner only: blocks spread over processes (learning/shared_blocks.h); primal
  // and certifiedPrimal then sum over the processes too.
  SharedBlocks* shared = nullptr;
};
// Throws std::invalid_argument unless C > 0 (or for pairwise steps without cached planes),
// std::logic_error for a corner of the wrong size.
BcfwResult runBcfw(const BcfwProblem& problem, const BcfwOptions& options, const LearnerControl& control,
                   BcfwState warmStart);

// The end of every evaluation, shared by BCFW and the 1-slack learner (learning/one_slack.h):
// p holds the pass, primal, dual and gap measured at weights w, and `converged` says whether
// that gap is within tolerance. Marks whether the gap is a certificate and, with approximate
// inference, computes the certificate once, when the run ends (converged or at its pass limit);
// fills the errors and the time; reports p and, unless converged, w to the front end.
void finishEvaluation(const BcfwProblem& problem, const BcfwOptions& options, const LearnerControl& control,
                      const Eigen::VectorXd& w, bool converged, bool atPassLimit, double trainError,
                      double seconds, TrainingProgress& p);

PrimalEvaluation evaluatePrimal(const StructuredOracle& oracle, const Eigen::VectorXd& w, double C);

}  // namespace m3
