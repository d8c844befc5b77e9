#pragma once
// The interface every learner trains through (margin rescaling, DESIGN section 4).
// An oracle owns m training examples with their (fully or partially) labelled truths and
// knows the joint feature map phi(x_i, y) in R^d and the loss.
// Contract for implementations:
//   - addJointFeature(i, y, s, acc) adds s * phi(x_i, y) to acc (acc.size() == dimension()).
//   - lossAugmentedArgmax(i, w) returns argmax_y [ w.phi(x_i, y) + loss(i, y) ] exactly,
//     together with its value (score + loss).
//   - argmax(i, w) returns the prediction argmax_y w.phi(x_i, y).
//   - loss(i, y) >= 0 and loss(i, truth(i)) == 0; lossScale(i) is the largest possible loss
//     (used to report a normalised training error).
//   - project(w) maps w onto the feasible weight set W (Euclidean projection onto a closed
//     convex set, e.g. non-negative AMN edge weights); identity when isConstrained() is false.
//   - exactInference() is false when lossAugmentedArgmax may return a labeling short of the
//     max (e.g. alpha-expansion for K > 2): the hinge it yields underestimates H_i, so the
//     measured gap is then a lower estimate of the true gap, not a certificate.
//     hingeUpperBound(i, w) then returns a certified upper bound on H_i instead (default:
//     the hinge evaluate() measures, a bound only when inference is exact).
//   - sparseFeatures() is true when phi(x_i, y) has few non-zeros next to d (a parser's span
//     features): BCFW then keeps its blocks and cached planes as sparse vectors.
//   - evaluate(i, w) returns the hinge H_i(w) = max_y [loss + w.phi(y)] - w.phi(y_i) and the
//     loss of the prediction; the default composes the calls above, domains override it to
//     share work (it runs once per example for every duality-gap evaluation).
// Implementations must be safe to call concurrently for different i.
#include <Eigen/Dense>

#include "data/labeling.h"

namespace m3 {

struct ScoredLabeling {
  Labeling labels;
  double value = 0;
};

struct ExampleEvaluation {
  double hinge = 0;           // H_i(w) >= 0
  double predictionLoss = 0;  // loss(i, argmax(i, w))
};

class StructuredOracle {
 public:
  virtual ~StructuredOracle() = default;
  virtual int numExamples() const = 0;
  virtual int dimension() const = 0;
  virtual const Labeling& truth(int i) const = 0;
  virtual void addJointFeature(int i, const Labeling& y, double scale,
                               Eigen::VectorXd& acc) const = 0;
  virtual ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const = 0;
  virtual Labeling argmax(int i, const Eigen::VectorXd& w) const = 0;
  virtual double loss(int i, const Labeling& y) const = 0;
  virtual double lossScale(int i) const = 0;
  virtual ExampleEvaluation evaluate(int i, const Eigen::VectorXd& w) const;
  virtual bool exactInference() const { return true; }
  virtual double hingeUpperBound(int i, const Eigen::VectorXd& w) const { return evaluate(i, w).hinge; }
  virtual bool sparseFeatures() const { return false; }
  virtual bool isConstrained() const { return false; }
  virtual void project(Eigen::VectorXd& /*w*/) const {}
};

}  // namespace m3
