#include "learning/relaxed_bcfw.h"

#include "learning/structured_learner.h"

namespace m3 {

PrimalEvaluation evaluateRelaxedPrimal(const RelaxedStructuredOracle& oracle, const Eigen::VectorXd& w, double C) {
  return sumPrimal(oracle, w, C);
}

BcfwResult trainRelaxedBcfw(const RelaxedStructuredOracle& oracle, const BcfwOptions& options,
                            const LearnerControl& control, BcfwState warmStart) {
  BcfwProblem problem;
  problem.blocks = oracle.numExamples();
  problem.dimension = oracle.dimension();
  problem.corner = [&](int i, const Eigen::VectorXd& w, Eigen::VectorXd& ws, Labeling*) {
    const RelaxedCorner corner = oracle.lossAugmentedCorner(i, w);
    ws = options.C * corner.featureGap;  // the solver checks its dimension
    return options.C * corner.loss;
  };
  problem.primal = [&](const Eigen::VectorXd& w) { return evaluateRelaxedPrimal(oracle, w, options.C); };
  return solveStructured(problem, options, control, std::move(warmStart));
}

}  // namespace m3
