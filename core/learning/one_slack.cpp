#include "learning/one_slack.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

#include "parallel/parallel_blocks.h"

namespace m3 {

namespace {

// The working set of joint constraints and its dual point alpha (on the simplex). Column c
// of `a` is a_c; v = a alpha.
class WorkingSet {
 public:
  WorkingSet(int dimension, std::function<void(Eigen::VectorXd&)> project)
      : a_(Eigen::MatrixXd::Zero(dimension, 1)), b_(Eigen::VectorXd::Zero(1)), alpha_(Eigen::VectorXd::Ones(1)),
        idle_(1, 0), v_(Eigen::VectorXd::Zero(dimension)), project_(std::move(project)) {}

  Eigen::VectorXd weights() const {
    Eigen::VectorXd w = v_;
    if (project_) project_(w);
    return w;
  }

  // The dual objective at alpha; every alpha is dual feasible, so this bounds the optimum.
  double dual() const {
    const Eigen::VectorXd w = weights();
    return b_.dot(alpha_) - 0.5 * v_.squaredNorm() + 0.5 * (v_ - w).squaredNorm();
  }

  void add(const Eigen::VectorXd& a, double b) {
    const Eigen::Index k = a_.cols();
    a_.conservativeResize(Eigen::NoChange, k + 1);
    a_.col(k) = a;
    b_.conservativeResize(k + 1);
    b_(k) = b;
    alpha_.conservativeResize(k + 1);
    alpha_(k) = 0;
    idle_.push_back(0);
  }

  // Pairwise Frank-Wolfe on the simplex: move weight from the worst constraint in use to the
  // best one, with the step that maximises the dual's quadratic lower bound (the exact line
  // search when unconstrained). Stops when the working-set gap max_c g_c - alpha.g, which
  // bounds how far the dual is below the working set's optimum, is within `tolerance`.
  void solve(double tolerance, int maxSteps) {
    for (int step = 0; step < maxSteps; ++step) {
      const Eigen::VectorXd w = weights();
      const Eigen::VectorXd g = b_ - a_.transpose() * w;  // d dual / d alpha_c
      Eigen::Index plus = 0, minus = -1;
      g.maxCoeff(&plus);
      for (Eigen::Index c = 0; c < g.size(); ++c)
        if (alpha_(c) > 0 && (minus < 0 || g(c) < g(minus))) minus = c;
      if (g(plus) - alpha_.dot(g) <= tolerance || minus == plus) break;
      const Eigen::VectorXd direction = a_.col(plus) - a_.col(minus);
      const double curvature = direction.squaredNorm();
      const double gain = g(plus) - g(minus);
      double t = curvature > 0 ? gain / curvature : alpha_(minus);
      t = std::clamp(t, 0.0, alpha_(minus));
      if (!(t > 0)) break;
      alpha_(plus) += t;
      alpha_(minus) -= t;
      if (alpha_(minus) < 1e-15) alpha_(minus) = 0;
      v_ += t * direction;
    }
  }

  // Drops constraints unused for `rounds` rounds (never the zero constraint, column 0), as
  // Joachims et al. do, so the set and the cost of a QP step stay small.
  void forgetIdle(int rounds) {
    std::vector<Eigen::Index> keep;
    for (Eigen::Index c = 0; c < a_.cols(); ++c) {
      idle_[c] = alpha_(c) > 0 ? 0 : idle_[c] + 1;
      if (c == 0 || idle_[c] < rounds) keep.push_back(c);
    }
    if (keep.size() == static_cast<size_t>(a_.cols())) return;
    Eigen::MatrixXd a(a_.rows(), static_cast<Eigen::Index>(keep.size()));
    Eigen::VectorXd b(a.cols()), alpha(a.cols());
    std::vector<int> idle(keep.size());
    for (size_t k = 0; k < keep.size(); ++k) {
      a.col(k) = a_.col(keep[k]);
      b(k) = b_(keep[k]);
      alpha(k) = alpha_(keep[k]);
      idle[k] = idle_[keep[k]];
    }
    a_ = std::move(a), b_ = std::move(b), alpha_ = std::move(alpha), idle_ = std::move(idle);
  }

  Eigen::Index size() const { return a_.cols(); }

 private:
  Eigen::MatrixXd a_;
  Eigen::VectorXd b_, alpha_;
  std::vector<int> idle_;
  Eigen::VectorXd v_;
  std::function<void(Eigen::VectorXd&)> project_;
};

constexpr int kForgetAfterRounds = 50;
constexpr int kMaxQpSteps = 20000;

}  // namespace

BcfwResult runOneSlack(const BcfwProblem& problem, const BcfwOptions& options, const LearnerControl& control) {
  if (!(options.C > 0)) throw std::invalid_argument("1-slack: C must be positive");
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  const int n = problem.blocks, d = problem.dimension;
  BcfwResult result;
  result.weights = Eigen::VectorXd::Zero(d);
  result.state.blocks.assign(n, {});
  if (n == 0) {
    result.reason = StopReason::EmptyProblem;
    return result;
  }
  WorkingSet set(d, problem.project);
  Eigen::VectorXd best = set.weights();
  double bestPrimal = std::numeric_limits<double>::infinity();
  Eigen::VectorXd cut(d);
  // Examples in groups of a fixed size (at most 64 groups), each group's corners summed by one
  // thread: memory of 64 corners, not n, and the same sums whatever the thread count.
  struct CornerSum {
    Eigen::VectorXd psi;
    double offset = 0;
  };
  const int groupSize = std::max(1, (n + 63) / 64);
  std::vector<CornerSum> groups(static_cast<size_t>((n + groupSize - 1) / groupSize));
  result.reason = StopReason::PassLimit;
  SharedBlocks* shared = problem.shared && problem.shared->size() > 1 ? problem.shared : nullptr;
  std::vector<double> joined, seconds;  // spread over processes: what is summed, time per block
  for (int round = 1; round <= options.maxPasses; ++round) {
    const Eigen::VectorXd w = set.weights();
    cut.setZero();
    double cutOffset = 0;
    seconds.assign(shared ? n : 0, 0.0);
    // The loss-augmented corners of every example on the engine's threads: each group of
    // examples sums its own corners, and the groups are added in order, so the cut is the
    // same for any number of threads (the groups do not depend on it).
    std::atomic<bool> stop{false};
    parallelEach(static_cast<int>(groups.size()), [&](int g) {
      CornerSum& sum = groups[static_cast<size_t>(g)];
      sum.psi.setZero(d);
      sum.offset = 0;
      Eigen::VectorXd corner(d);
      for (int i = g * groupSize; i < std::min(n, (g + 1) * groupSize); ++i) {
        if (shared && !shared->mine(i)) continue;
        if (stop || control.cancelled()) {
          stop = true;
          return;
        }
        const auto blockStarted = Clock::now();
        sum.offset += problem.corner(i, w, corner, nullptr);
        if (corner.size() != d) throw std::logic_error("1-slack: a corner of the wrong dimension");
        sum.psi += corner;
        if (shared)
          seconds[static_cast<size_t>(i)] =
              std::chrono::duration<double>(Clock::now() - blockStarted).count();
      }
    });
    for (const CornerSum& sum : groups) cut += sum.psi, cutOffset += sum.offset;
    bool cancelled = stop || control.cancelled();  // also on a process that owns no block
    if (shared) {  // one sum across processes per round: the cut, its offset, stops, block times
      joined.assign(cut.data(), cut.data() + d);
      joined.push_back(cutOffset);
      joined.push_back(cancelled ? 1 : 0);
      joined.insert(joined.end(), seconds.begin(), seconds.end());
      shared->sum(joined);
      cut = Eigen::Map<const Eigen::VectorXd>(joined.data(), d);
      cutOffset = joined[static_cast<size_t>(d)];
      cancelled = joined[static_cast<size_t>(d) + 1] > 0;
      shared->rebalance(std::vector<double>(joined.begin() + d + 2, joined.end()));
    }
    if (cancelled) {
      result.reason = StopReason::Cancelled;
      break;
    }
    // The corners maximise each block's loss-augmented score, so their sum is C sum_i H_i(w).
    const double primal = 0.5 * w.squaredNorm() + std::max(0.0, cutOffset - cut.dot(w));
    if (primal < bestPrimal) bestPrimal = primal, best = w;
    set.add(cut, cutOffset);
    set.solve(0.01 * options.relativeGapTolerance * bestPrimal, kMaxQpSteps);
    set.forgetIdle(kForgetAfterRounds);

    TrainingProgress& p = result.progress;
    p.pass = round;
    p.primal = bestPrimal;
    p.dual = set.dual();
    p.gap = std::max(0.0, bestPrimal - p.dual);
    p.gapCertified = problem.certified;
    result.weights = best;
    const bool converged = p.gap <= options.relativeGapTolerance * p.primal;
    const bool atPassLimit = round == options.maxPasses;
    if (!converged && !atPassLimit && round % std::max(1, options.evaluateEvery) != 0) continue;
    finishEvaluation(problem, options, control, best, converged, atPassLimit, problem.primal(best).trainError,
                     std::chrono::duration<double>(Clock::now() - started).count(), p);
    if (converged) {
      result.reason = StopReason::Converged;
      break;
    }
  }
  // Stopped: like BCFW, hand back the latest iterate (the working set's optimum), which has
  // seen every cut so far, rather than spend oracle calls measuring it.
  if (result.reason == StopReason::Cancelled) result.weights = set.weights();
  result.progress.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  return result;
}

}  // namespace m3
