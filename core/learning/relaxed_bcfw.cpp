#include "learning/relaxed_bcfw.h"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <random>
#include <stdexcept>

namespace m3 {

PrimalEvaluation evaluateRelaxedPrimal(const RelaxedStructuredOracle& oracle, const Eigen::VectorXd& w, double C) {
  double hinge = 0, errors = 0, scale = 0;
  for (int i = 0; i < oracle.numExamples(); ++i) {
    const ExampleEvaluation e = oracle.evaluate(i, w);
    hinge += e.hinge;
    errors += e.predictionLoss;
    scale += oracle.lossScale(i);
  }
  return {0.5 * w.squaredNorm() + C * hinge, scale > 0 ? errors / scale : 0.0};
}

BcfwResult trainRelaxedBcfw(const RelaxedStructuredOracle& oracle, const BcfwOptions& options,
                            const LearnerControl& control, BcfwState warmStart) {
  if (!(options.C > 0)) throw std::invalid_argument("relaxed BCFW: C must be positive");
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  const int n = oracle.numExamples();
  const int d = oracle.dimension();
  BcfwResult result;
  result.weights = Eigen::VectorXd::Zero(d);
  if (n == 0) {
    result.reason = StopReason::EmptyProblem;
    return result;
  }
  BcfwState& state = result.state;
  state = std::move(warmStart);
  if (state.blocks.size() != static_cast<size_t>(n)) state.blocks.assign(static_cast<size_t>(n), {});
  Eigen::VectorXd w = Eigen::VectorXd::Zero(d);  // = sum of the blocks (unconstrained weights)
  double b = 0;
  for (auto& block : state.blocks) {
    if (block.w.size() != 0 && block.w.size() != d) block = {};
    if (block.w.size() != 0) w += block.w;
    b += block.b;
  }
  Eigen::VectorXd wAvg = w;
  double bAvg = b;
  long long steps = 0;
  std::vector<int> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 rng(options.seed);
  Eigen::VectorXd diff(d);
  bool evaluated = false;
  result.reason = StopReason::PassLimit;
  for (int pass = 1; pass <= options.maxPasses; ++pass) {
    std::shuffle(order.begin(), order.end(), rng);
    for (int i : order) {
      if (control.cancelled()) {
        result.reason = StopReason::Cancelled;
        break;
      }
      BcfwBlock& block = state.blocks[static_cast<size_t>(i)];
      const RelaxedCorner corner = oracle.lossAugmentedCorner(i, w);
      if (corner.featureGap.size() != d) throw std::logic_error("relaxed BCFW: corner of the wrong dimension");
      const double bs = options.C * corner.loss;
      // diff = block - corner, corner w_s = C featureGap.
      if (block.w.size() == 0) diff = -options.C * corner.featureGap;
      else diff = block.w - options.C * corner.featureGap;
      const double blockGap = diff.dot(w) - block.b + bs;
      const double denom = diff.squaredNorm();
      double gamma = denom > 0 ? blockGap / denom : (blockGap > 0 ? 1.0 : 0.0);
      gamma = std::clamp(gamma, 0.0, 1.0);
      if (gamma > 0) {
        if (block.w.size() == 0) block.w = Eigen::VectorXd::Zero(d);
        block.w -= gamma * diff;
        w -= gamma * diff;
        const double db = gamma * (bs - block.b);
        block.b += db;
        b += db;
      }
      if (options.weightedAveraging) {
        const double rho = 2.0 / (static_cast<double>(steps) + 2.0);
        wAvg = (1 - rho) * wAvg + rho * w;
        bAvg = (1 - rho) * bAvg + rho * b;
      }
      ++steps;
    }
    if (result.reason == StopReason::Cancelled) break;
    if (pass != options.maxPasses && pass % std::max(1, options.evaluateEvery) != 0) continue;
    const Eigen::VectorXd& current = options.weightedAveraging ? wAvg : w;
    const double dual = (options.weightedAveraging ? bAvg : b) - 0.5 * current.squaredNorm();
    const PrimalEvaluation eval = evaluateRelaxedPrimal(oracle, current, options.C);
    TrainingProgress& p = result.progress;
    p.pass = pass;
    p.primal = eval.primal;
    p.dual = dual;
    p.gap = std::max(0.0, eval.primal - dual);
    p.trainError = eval.trainError;
    if (control.validationError) p.validationError = control.validationError(current);
    p.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    result.weights = current;
    evaluated = true;
    if (control.onProgress) control.onProgress(p);
    if (p.gap <= options.relativeGapTolerance * p.primal) {
      result.reason = StopReason::Converged;
      break;
    }
  }
  if (!evaluated || result.reason == StopReason::Cancelled) {
    result.weights = options.weightedAveraging ? wAvg : w;
    result.progress.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  }
  return result;
}

}  // namespace m3
