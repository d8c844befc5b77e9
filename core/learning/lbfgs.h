#pragma once
// Limited-memory BFGS minimiser for smooth unconstrained objectives (Nocedal & Wright,
// "Numerical Optimization", Alg. 7.4/7.5), used by the likelihood baselines (CRF, logistic
// regression), whose Hessians are too expensive to form.
// Requires: objective(x, grad) returns f(x) and writes grad = df/dx (resizing it if needed);
//   f is finite at x0 (std::invalid_argument otherwise); options.history >= 1.
// Ensures: every accepted step satisfies the strong Wolfe conditions (c1, c2) or, when the
//   line search cannot meet them within its budget, at least the sufficient-decrease
//   condition, so f never increases (beyond roundoff: near a minimum, where value
//   differences fall below 1e-12 |f|, Armijo is checked in its derivative form, Hager &
//   Zhang's approximate Wolfe condition). Trial points where f is NaN/inf are treated as "too
//   far" and the step shrinks. A failed line search first discards the curvature history
//   and retries along -grad; a second failure stops with LineSearchFailed (usually roundoff
//   near a minimum). The returned x is always a point whose value and gradient were
//   evaluated together, and iteration 0 is the start point.
// Stopping (checked after every iteration, in this order): |grad| <= gradientTolerance *
//   max(1, |x|); relative decrease over the last decreaseWindow iterations
//   (f_{k-w} - f_k) / max(1, |f_k|) <= functionTolerance; maxIterations.
// Cancellation: onIteration returning false stops after that iteration; `cancelled` (if set)
//   is polled before every evaluation, so a stop request costs at most one evaluation.
// Cost per iteration: one or a few evaluations plus O(m n) for the two-loop recursion;
//   memory O(m n).
#include <functional>

#include <Eigen/Dense>

namespace m3 {

struct LbfgsOptions {
  int history = 10;  // m: curvature pairs kept
  int maxIterations = 1000;
  double gradientTolerance = 1e-5;   // relative gradient norm
  double functionTolerance = 1e-10;  // relative decrease over decreaseWindow; 0 disables
  int decreaseWindow = 5;            // a single short step should not end the run
  double c1 = 1e-4;                  // sufficient decrease (Armijo)
  double c2 = 0.9;                   // curvature (strong Wolfe); 0.9 is the quasi-Newton default
  int maxLineSearchEvaluations = 30;
};

enum class LbfgsStatus {
  GradientConverged,
  FunctionConverged,
  IterationLimit,
  Cancelled,
  LineSearchFailed
};
const char* lbfgsStatusName(LbfgsStatus status);

// What the per-iteration callback sees: the accepted iterate (references valid during the call).
struct LbfgsIterate {
  int iteration = 0;    // 0 = start point
  int evaluations = 0;  // objective calls so far
  double value = 0;
  double gradientNorm = 0;
  const Eigen::VectorXd& x;
  const Eigen::VectorXd& gradient;
};

using LbfgsObjective = std::function<double(const Eigen::VectorXd& x, Eigen::VectorXd& grad)>;
// Return false to stop (status Cancelled).
using LbfgsCallback = std::function<bool(const LbfgsIterate&)>;

struct LbfgsResult {
  Eigen::VectorXd x;
  Eigen::VectorXd gradient;
  double value = 0;
  double gradientNorm = 0;
  int iterations = 0;
  int evaluations = 0;
  LbfgsStatus status = LbfgsStatus::IterationLimit;
};

LbfgsResult minimizeLbfgs(const LbfgsObjective& objective, Eigen::VectorXd x0,
                          const LbfgsOptions& options = {}, const LbfgsCallback& onIteration = {},
                          const std::function<bool()>& cancelled = {});

}  // namespace m3
