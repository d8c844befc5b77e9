#include "learning/structured_learner.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include "learning/bcfw.h"
#include "learning/one_slack.h"

namespace m3 {

BcfwResult trainStructured(const StructuredOracle& oracle, const BcfwOptions& options,
                           const LearnerControl& control, BcfwState warmStart) {
  BcfwProblem problem;
  problem.blocks = oracle.numExamples();
  problem.dimension = oracle.dimension();
  problem.corner = [&](int i, const Eigen::VectorXd& w, Eigen::VectorXd& ws, Labeling* output) {
    ScoredLabeling corner = oracle.lossAugmentedArgmax(i, w);
    ws.setZero();
    oracle.addJointFeature(i, oracle.truth(i), options.C, ws);
    oracle.addJointFeature(i, corner.labels, -options.C, ws);
    const double bs = options.C * oracle.loss(i, corner.labels);
    if (output) {
      if (corner.labels == oracle.truth(i))
        output->clear();
      else
        *output = std::move(corner.labels);
    }
    return bs;
  };
  problem.namesOutputs = true;
  problem.primal = [&](const Eigen::VectorXd& w) { return evaluatePrimal(oracle, w, options.C); };
  if (oracle.isConstrained()) problem.project = [&](Eigen::VectorXd& w) { oracle.project(w); };
  problem.certified = oracle.exactInference();
  problem.sparseCorners = oracle.sparseFeatures();
  if (!problem.certified)
    problem.certifiedPrimal = [&](const Eigen::VectorXd& w) {
      std::vector<double> bounds(static_cast<size_t>(oracle.numExamples()));
      parallelEach(oracle.numExamples(),
                   [&](int i) { bounds[static_cast<size_t>(i)] = oracle.hingeUpperBound(i, w); });
      double hinge = 0;
      for (double b : bounds) hinge += b;  // in order: the same sum for any number of threads
      return 0.5 * w.squaredNorm() + options.C * hinge;
    };
  if (!control.processes || control.processes->size() == 1)
    return solveStructured(problem, options, control, std::move(warmStart));

  // Spread over processes: each evaluates the blocks it owns and the sums are added up.
  if (options.method != BcfwOptions::Method::OneSlack)
    throw std::invalid_argument(
        "training spread over processes needs the 1-slack learner: BCFW updates its "
        "blocks one after another");
  SharedBlocks shared(control.processes, problem.blocks);
  problem.shared = &shared;
  problem.primal = [&](const Eigen::VectorXd& w) {
    std::vector<double> sums(3, 0.0);  // hinges, prediction losses, loss scales
    for (int i = 0; i < problem.blocks; ++i)
      if (shared.mine(i)) {
        const ExampleEvaluation e = oracle.evaluate(i, w);
        sums[0] += e.hinge, sums[1] += e.predictionLoss, sums[2] += oracle.lossScale(i);
      }
    shared.sum(sums);
    return PrimalEvaluation{0.5 * w.squaredNorm() + options.C * sums[0],
                            sums[2] > 0 ? sums[1] / sums[2] : 0.0};
  };
  if (!problem.certified)
    problem.certifiedPrimal = [&](const Eigen::VectorXd& w) {
      std::vector<double> hinge(1, 0.0);
      for (int i = 0; i < problem.blocks; ++i)
        if (shared.mine(i)) hinge[0] += oracle.hingeUpperBound(i, w);
      shared.sum(hinge);
      return 0.5 * w.squaredNorm() + options.C * hinge[0];
    };
  return runOneSlack(problem, options, control);
}

BcfwResult solveStructured(const BcfwProblem& problem, const BcfwOptions& options,
                           const LearnerControl& control, BcfwState warmStart) {
  if (options.method == BcfwOptions::Method::OneSlack)
    return runOneSlack(problem, options, control);
  return runBcfw(problem, options, control, std::move(warmStart));
}

}  // namespace m3
