#include "learning/oracle.h"

#include <algorithm>

namespace m3 {

ExampleEvaluation StructuredOracle::evaluate(int i, const Eigen::VectorXd& w) const {
  Eigen::VectorXd truthFeature = Eigen::VectorXd::Zero(dimension());
  addJointFeature(i, truth(i), 1.0, truthFeature);
  const ScoredLabeling top = lossAugmentedArgmax(i, w);
  // max_y includes y = y_i, so H_i >= 0 up to rounding.
  return {std::max(0.0, top.value - w.dot(truthFeature)), loss(i, argmax(i, w))};
}

}  // namespace m3
