#pragma once
// BCFW (same algorithm, options and state as learning/bcfw.h) for structural SVMs whose
// loss-augmented inference is a *relaxation*: the oracle maximises w.phi(mu) + loss(mu) over
// a convex outer bound of the outputs (e.g. the cycle-inequality LP of correlation
// clustering, thesis eq. 11.5-11.7), and its optimum mu may be fractional.
//
// Why not StructuredOracle + trainStructured: that interface passes outputs as integer Labelings
// and recomputes phi and loss from them, so a fractional LP optimum cannot be handed over;
// rounding it first would make the "argmax" inexact, and then the hinge is no longer a max,
// the block gaps can go negative and the reported duality gap certifies nothing. BCFW itself
// needs only the corner (phi(y_i) - phi(mu), loss(mu)), both linear in mu, so it runs
// unchanged on the relaxed polytope: this learner takes the corner as vectors. It then
// solves the relaxed max-margin problem exactly (constraint strengthening: its hinge upper-
// bounds the integral one), and the reported gap is exact for that problem.
//
// Contract for oracles: lossAugmentedCorner(i, w) returns an exact maximiser mu of
// w.phi(mu) + loss(mu) over the relaxed set, as featureGap = phi(y_i) - phi(mu), loss(mu),
// and value = w.phi(mu) + loss(mu); the truth y_i lies in the set (so the hinge is >= 0).
// evaluate(i, w) returns that relaxed hinge and the loss of the (rounded) prediction.
#include "learning/bcfw.h"

namespace m3 {

struct RelaxedCorner {
  Eigen::VectorXd featureGap;  // phi(y_i) - phi(mu)
  double loss = 0;             // loss(mu) >= 0
  double value = 0;            // w.phi(mu) + loss(mu)
};

class RelaxedStructuredOracle {
 public:
  virtual ~RelaxedStructuredOracle() = default;
  virtual int numExamples() const = 0;
  virtual int dimension() const = 0;
  virtual RelaxedCorner lossAugmentedCorner(int i, const Eigen::VectorXd& w) const = 0;
  virtual ExampleEvaluation evaluate(int i, const Eigen::VectorXd& w) const = 0;
  virtual double lossScale(int i) const = 0;
};

// Ensures: as BCFW (learning/bcfw.h: exact line search per block, gap = relaxed primal - dual >= 0,
// weighted averaging, cancellation within one oracle call, warm start from `warmStart`).
BcfwResult trainRelaxedBcfw(const RelaxedStructuredOracle& oracle, const BcfwOptions& options,
                            const LearnerControl& control = {}, BcfwState warmStart = {});

// 1/2 |w|^2 + C sum_i H_i(w) with the relaxed hinge, and the normalised prediction error.
PrimalEvaluation evaluateRelaxedPrimal(const RelaxedStructuredOracle& oracle, const Eigen::VectorXd& w, double C);

}  // namespace m3
