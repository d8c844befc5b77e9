#include "learning/relaxed_bcfw.h"

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
  BcfwProblem problem;
  problem.blocks = oracle.numExamples();
  problem.dimension = oracle.dimension();
  problem.corner = [&](int i, const Eigen::VectorXd& w, Eigen::VectorXd& ws) {
    const RelaxedCorner corner = oracle.lossAugmentedCorner(i, w);
    if (corner.featureGap.size() != w.size()) throw std::logic_error("relaxed BCFW: corner of the wrong dimension");
    ws = options.C * corner.featureGap;
    return options.C * corner.loss;
  };
  problem.primal = [&](const Eigen::VectorXd& w) { return evaluateRelaxedPrimal(oracle, w, options.C); };
  return runBcfw(problem, options, control, std::move(warmStart));
}

}  // namespace m3
