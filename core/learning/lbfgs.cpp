#include "learning/lbfgs.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <stdexcept>
#include <vector>

namespace m3 {

const char* lbfgsStatusName(LbfgsStatus status) {
  switch (status) {
    case LbfgsStatus::GradientConverged:
      return "gradient converged";
    case LbfgsStatus::FunctionConverged:
      return "function converged";
    case LbfgsStatus::IterationLimit:
      return "iteration limit";
    case LbfgsStatus::Cancelled:
      return "cancelled";
    case LbfgsStatus::LineSearchFailed:
      return "line search failed";
  }
  return "?";
}

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Relative size of value differences treated as roundoff by the line search.
constexpr double kRoundoff = 1e-12;

// One evaluated point on the search line x + a * dir: value f, directional derivative d.
struct LinePoint {
  double a = 0, f = 0, d = 0;
  Eigen::VectorXd x, g;
  bool finite() const { return std::isfinite(f) && std::isfinite(d); }
};

// Minimiser of the cubic interpolating value and slope at two points (Nocedal & Wright
// eq. 3.59), NaN when the cubic has no minimiser there. Cubic steps make the zoom phase
// converge in a few evaluations on smooth objectives.
double cubicMinimizer(const LinePoint& p, const LinePoint& q) {
  if (p.a == q.a) return kNaN;
  const double d1 = p.d + q.d - 3 * (p.f - q.f) / (p.a - q.a);
  const double radicand = d1 * d1 - p.d * q.d;
  if (radicand < 0) return kNaN;
  const double d2 = std::copysign(std::sqrt(radicand), q.a - p.a);
  const double denominator = q.d - p.d + 2 * d2;
  if (denominator == 0) return kNaN;
  return q.a - (q.a - p.a) * (q.d + d2 - d1) / denominator;
}

// Next trial inside the bracket [lo, hi], kept away from both ends so that the bracket
// shrinks by at least 10% per evaluation even when interpolation is poor.
double zoomTrial(const LinePoint& lo, const LinePoint& hi) {
  const double left = std::min(lo.a, hi.a), width = std::abs(hi.a - lo.a);
  // An overflowing end says nothing about the shape: step well back towards lo.
  if (!hi.finite()) return lo.a + 0.1 * (hi.a - lo.a);
  const double c = cubicMinimizer(lo, hi);
  if (!std::isfinite(c)) return lo.a + 0.5 * (hi.a - lo.a);
  return std::clamp(c, left + 0.1 * width, left + 0.9 * width);
}

enum class SearchOutcome { Wolfe, SufficientDecrease, Failed, Cancelled };

// Strong-Wolfe line search by bracketing and zoom (Nocedal & Wright Alg. 3.5 / 3.6).
class LineSearch {
 public:
  LineSearch(const LbfgsObjective& objective, const LbfgsOptions& options,
             const std::function<bool()>& cancelled, int& evaluations)
      : objective_(objective),
        options_(options),
        cancelled_(cancelled),
        evaluations_(evaluations) {}

  // origin: the current iterate (a = 0). On Wolfe / SufficientDecrease, `accepted` holds
  // the new iterate.
  SearchOutcome run(const LinePoint& origin, const Eigen::VectorXd& dir, double firstStep,
                    LinePoint& accepted) {
    origin_ = &origin;
    dir_ = &dir;
    budget_ = options_.maxLineSearchEvaluations;
    LinePoint prev = origin;
    double a = firstStep;
    for (int i = 0;; ++i) {
      LinePoint cur;
      if (!evaluate(a, cur)) {
        if (cancelled_ && cancelled_()) return SearchOutcome::Cancelled;
        if (prev.a == 0) return SearchOutcome::Failed;
        accepted = std::move(prev);  // budget spent extrapolating: keep the best step
        return SearchOutcome::SufficientDecrease;
      }
      if (acceptable(cur)) return accept(cur, accepted);
      if (!cur.finite() || !sufficientDecrease(cur) || (i > 0 && cur.f >= prev.f))
        return zoom(prev, cur, accepted);
      if (cur.d >= 0) return zoom(cur, prev, accepted);
      prev = std::move(cur);
      a *= 4;  // still descending steeply: the minimum along the line lies further out
    }
  }

 private:
  // Invariant: lo has sufficient decrease and the lowest value seen; the bracket [lo, hi]
  // contains a strong-Wolfe step because lo.d * (hi.a - lo.a) < 0 or hi is too high.
  SearchOutcome zoom(LinePoint lo, LinePoint hi, LinePoint& accepted) {
    for (;;) {
      const double a = zoomTrial(lo, hi);
      if (std::abs(hi.a - lo.a) <= 1e-16 * std::max(1.0, std::abs(lo.a))) break;
      LinePoint cur;
      if (!evaluate(a, cur)) {
        if (cancelled_ && cancelled_()) return SearchOutcome::Cancelled;
        break;
      }
      if (acceptable(cur)) return accept(cur, accepted);
      if (!cur.finite() || !sufficientDecrease(cur) || cur.f >= lo.f) {
        hi = std::move(cur);
        continue;
      }
      if (cur.d * (hi.a - lo.a) >= 0) hi = std::move(lo);
      lo = std::move(cur);
    }
    // Budget or bracket exhausted: a point with sufficient decrease is still progress.
    if (lo.a > 0) {
      accepted = std::move(lo);
      return SearchOutcome::SufficientDecrease;
    }
    return SearchOutcome::Failed;
  }

  // False when cancelled or out of budget.
  bool evaluate(double a, LinePoint& p) {
    if (budget_ <= 0 || (cancelled_ && cancelled_())) return false;
    --budget_;
    ++evaluations_;
    p.a = a;
    p.x = origin_->x + a * *dir_;
    p.f = objective_(p.x, p.g);
    p.d = std::isfinite(p.f) ? p.g.dot(*dir_) : kNaN;
    return true;
  }

  // Armijo; or, once value differences drown in roundoff near a minimum, its derivative
  // form (Hager & Zhang's approximate Wolfe condition, exact for quadratics):
  // phi'(a) <= (2 c1 - 1) phi'(0) with phi(a) <= phi(0) + kRoundoff |phi(0)|.
  bool sufficientDecrease(const LinePoint& p) const {
    const double f0 = origin_->f, d0 = origin_->d;
    if (p.f <= f0 + options_.c1 * p.a * d0) return true;
    return p.f <= f0 + kRoundoff * std::abs(f0) && p.d <= (2 * options_.c1 - 1) * d0;
  }
  bool curvatureMet(const LinePoint& p) const { return std::abs(p.d) <= -options_.c2 * origin_->d; }
  // A strong-Wolfe point ends the search even if not the lowest seen: L-BFGS only needs
  // sufficient decrease and positive curvature.
  bool acceptable(const LinePoint& p) const {
    return p.finite() && sufficientDecrease(p) && curvatureMet(p);
  }
  static SearchOutcome accept(LinePoint& p, LinePoint& accepted) {
    accepted = std::move(p);
    return SearchOutcome::Wolfe;
  }

  const LbfgsObjective& objective_;
  const LbfgsOptions& options_;
  const std::function<bool()>& cancelled_;
  int& evaluations_;
  const LinePoint* origin_ = nullptr;
  const Eigen::VectorXd* dir_ = nullptr;
  int budget_ = 0;
};

// The m most recent curvature pairs (s, y) and the two-loop recursion applying the
// implicit inverse-Hessian approximation.
class CurvatureHistory {
 public:
  explicit CurvatureHistory(int m) : m_(m) {}

  // Pairs without clearly positive curvature would make the approximation indefinite.
  void push(Eigen::VectorXd s, Eigen::VectorXd y) {
    const double sy = s.dot(y), yy = y.squaredNorm();
    if (!(sy > 1e-12 * yy) || !std::isfinite(sy)) return;
    pairs_.push_back({std::move(s), std::move(y), 1.0 / sy});
    if (static_cast<int>(pairs_.size()) > m_) pairs_.pop_front();
  }
  void clear() { pairs_.clear(); }
  bool empty() const { return pairs_.empty(); }

  // -H g; with no pairs, steepest descent.
  Eigen::VectorXd direction(const Eigen::VectorXd& g) const {
    Eigen::VectorXd q = g;
    std::vector<double> alpha(pairs_.size());
    for (int i = static_cast<int>(pairs_.size()) - 1; i >= 0; --i) {
      alpha[i] = pairs_[i].rho * pairs_[i].s.dot(q);
      q -= alpha[i] * pairs_[i].y;
    }
    if (!pairs_.empty()) {
      // Scale H0 to the most recent curvature so that unit steps are usually accepted.
      const Pair& last = pairs_.back();
      q *= 1.0 / (last.rho * last.y.squaredNorm());
    }
    for (size_t i = 0; i < pairs_.size(); ++i) {
      const double beta = pairs_[i].rho * pairs_[i].y.dot(q);
      q += (alpha[i] - beta) * pairs_[i].s;
    }
    return -q;
  }

 private:
  struct Pair {
    Eigen::VectorXd s, y;
    double rho;
  };
  int m_;
  std::deque<Pair> pairs_;
};

bool gradientConverged(const LinePoint& p, double tolerance) {
  return p.g.norm() <= tolerance * std::max(1.0, p.x.norm());
}

LbfgsResult finish(LinePoint& p, int iterations, int evaluations, LbfgsStatus status) {
  LbfgsResult r;
  r.gradientNorm = p.g.norm();
  r.x = std::move(p.x);
  r.gradient = std::move(p.g);
  r.value = p.f;
  r.iterations = iterations;
  r.evaluations = evaluations;
  r.status = status;
  return r;
}

}  // namespace

LbfgsResult minimizeLbfgs(const LbfgsObjective& objective, Eigen::VectorXd x0,
                          const LbfgsOptions& options, const LbfgsCallback& onIteration,
                          const std::function<bool()>& cancelled) {
  if (options.history < 1) throw std::invalid_argument("minimizeLbfgs: history must be >= 1");
  LinePoint cur;
  cur.x = std::move(x0);
  cur.f = objective(cur.x, cur.g);
  int evaluations = 1;
  if (!std::isfinite(cur.f) || !cur.g.allFinite())
    throw std::invalid_argument("minimizeLbfgs: objective is not finite at the start point");

  auto report = [&](int k) {
    return !onIteration || onIteration({k, evaluations, cur.f, cur.g.norm(), cur.x, cur.g});
  };
  if (!report(0)) return finish(cur, 0, evaluations, LbfgsStatus::Cancelled);
  if (gradientConverged(cur, options.gradientTolerance))
    return finish(cur, 0, evaluations, LbfgsStatus::GradientConverged);

  CurvatureHistory history(options.history);
  LineSearch search(objective, options, cancelled, evaluations);
  std::deque<double> recent{cur.f};
  for (int k = 1; k <= options.maxIterations; ++k) {
    Eigen::VectorXd dir = history.direction(cur.g);
    cur.d = cur.g.dot(dir);
    if (!(cur.d < 0)) {  // roundoff made -H g ascent: fall back to steepest descent
      history.clear();
      dir = -cur.g;
      cur.d = -cur.g.squaredNorm();
    }
    // Without curvature information, try a step of unit length.
    const double firstStep = history.empty() ? 1.0 / dir.norm() : 1.0;
    cur.a = 0;
    LinePoint next;
    SearchOutcome outcome = search.run(cur, dir, firstStep, next);
    if (outcome == SearchOutcome::Failed && !history.empty()) {
      history.clear();  // stale curvature can give a poor direction: retry along -grad
      dir = -cur.g;
      cur.d = -cur.g.squaredNorm();
      outcome = search.run(cur, dir, 1.0 / dir.norm(), next);
    }
    if (outcome == SearchOutcome::Cancelled)
      return finish(cur, k - 1, evaluations, LbfgsStatus::Cancelled);
    if (outcome == SearchOutcome::Failed)
      return finish(cur, k - 1, evaluations, LbfgsStatus::LineSearchFailed);

    history.push(next.x - cur.x, next.g - cur.g);
    cur = std::move(next);
    if (!report(k)) return finish(cur, k, evaluations, LbfgsStatus::Cancelled);
    if (gradientConverged(cur, options.gradientTolerance))
      return finish(cur, k, evaluations, LbfgsStatus::GradientConverged);
    recent.push_back(cur.f);
    if (options.functionTolerance > 0 &&
        static_cast<int>(recent.size()) > std::max(1, options.decreaseWindow)) {
      const double decrease = (recent.front() - cur.f) / std::max(1.0, std::abs(cur.f));
      if (decrease <= options.functionTolerance)
        return finish(cur, k, evaluations, LbfgsStatus::FunctionConverged);
      recent.pop_front();
    }
  }
  return finish(cur, options.maxIterations, evaluations, LbfgsStatus::IterationLimit);
}

}  // namespace m3
