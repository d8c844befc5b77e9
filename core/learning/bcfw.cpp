#include "learning/bcfw.h"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <random>
#include <stdexcept>

namespace m3 {

PrimalEvaluation evaluatePrimal(const StructuredOracle& oracle, const Eigen::VectorXd& w,
                                double C) {
  double hinge = 0, errors = 0, scale = 0;
  for (int i = 0; i < oracle.numExamples(); ++i) {
    const ExampleEvaluation e = oracle.evaluate(i, w);
    hinge += e.hinge;
    errors += e.predictionLoss;
    scale += oracle.lossScale(i);
  }
  return {0.5 * w.squaredNorm() + C * hinge, scale > 0 ? errors / scale : 0.0};
}

BcfwResult trainBcfw(const StructuredOracle& oracle, const BcfwOptions& options,
                     const LearnerControl& control, BcfwState warmStart) {
  if (!(options.C > 0)) throw std::invalid_argument("BCFW: C must be positive");
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
  if (state.blocks.size() != static_cast<size_t>(n)) state.blocks.assign(n, {});
  // Recompute the sums from the blocks rather than trusting cached totals.
  Eigen::VectorXd v = Eigen::VectorXd::Zero(d);
  double b = 0;
  for (auto& block : state.blocks) {
    if (block.w.size() != 0 && block.w.size() != d) block = {};  // stale dimension: reset
    if (block.w.size() != 0) v += block.w;
    b += block.b;
  }
  const bool constrained = oracle.isConstrained();
  auto primalOf = [&](const Eigen::VectorXd& sum) {
    Eigen::VectorXd w = sum;
    oracle.project(w);
    return w;
  };
  auto dualOf = [&](const Eigen::VectorXd& sum, double losses) {
    double dual = losses - 0.5 * sum.squaredNorm();
    if (constrained) dual += 0.5 * (sum - primalOf(sum)).squaredNorm();
    return dual;
  };
  Eigen::VectorXd projected = constrained ? primalOf(v) : Eigen::VectorXd();
  const Eigen::VectorXd& w = constrained ? projected : v;  // the primal iterate
  Eigen::VectorXd vAvg = v;
  double bAvg = b;
  long long steps = 0;

  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 rng(options.seed);
  Eigen::VectorXd psi(d), diff(d);

  result.reason = StopReason::PassLimit;
  bool evaluated = false;
  for (int pass = 1; pass <= options.maxPasses; ++pass) {
    std::shuffle(order.begin(), order.end(), rng);
    for (int i : order) {
      if (control.cancelled()) {
        result.reason = StopReason::Cancelled;
        break;
      }
      BcfwBlock& block = state.blocks[i];
      const ScoredLabeling corner = oracle.lossAugmentedArgmax(i, w);
      psi.setZero();
      oracle.addJointFeature(i, oracle.truth(i), options.C, psi);
      oracle.addJointFeature(i, corner.labels, -options.C, psi);  // psi = w_s = C (phi_i - phi)
      const double bs = options.C * oracle.loss(i, corner.labels);
      if (block.w.size() == 0) diff = -psi;
      else diff = block.w - psi;
      const double blockGap = diff.dot(w) - block.b + bs;
      const double denom = diff.squaredNorm();
      double gamma = denom > 0 ? blockGap / denom : (blockGap > 0 ? 1.0 : 0.0);
      gamma = std::clamp(gamma, 0.0, 1.0);
      if (gamma > 0) {
        if (block.w.size() == 0) block.w = Eigen::VectorXd::Zero(d);
        block.w -= gamma * diff;
        v -= gamma * diff;
        if (constrained) projected = primalOf(v);
        const double db = gamma * (bs - block.b);
        block.b += db;
        b += db;
      }
      if (options.weightedAveraging) {
        const double rho = 2.0 / (steps + 2.0);
        vAvg = (1 - rho) * vAvg + rho * v;
        bAvg = (1 - rho) * bAvg + rho * b;
      }
      ++steps;
    }
    if (result.reason == StopReason::Cancelled) break;
    if (pass != options.maxPasses && pass % std::max(1, options.evaluateEvery) != 0) continue;

    const Eigen::VectorXd& currentSum = options.weightedAveraging ? vAvg : v;
    const Eigen::VectorXd current = constrained ? primalOf(currentSum) : currentSum;
    const double dual = dualOf(currentSum, options.weightedAveraging ? bAvg : b);
    const PrimalEvaluation eval = evaluatePrimal(oracle, current, options.C);
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
    // Hand back the iterate we have without spending oracle calls on an evaluation.
    result.weights = primalOf(options.weightedAveraging ? vAvg : v);
    result.progress.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  }
  return result;
}

BcfwState warmStateByKey(const std::vector<std::string>& keys, std::map<std::string, BcfwBlock>& kept,
                         double rescale, int* reused) {
  BcfwState state;
  state.blocks.resize(keys.size());
  for (size_t i = 0; i < keys.size(); ++i) {
    auto it = kept.find(keys[i]);
    if (it == kept.end()) continue;
    state.blocks[i] = std::move(it->second);
    state.blocks[i].w *= rescale;
    state.blocks[i].b *= rescale;
    if (reused) ++*reused;
  }
  return state;
}

}  // namespace m3
