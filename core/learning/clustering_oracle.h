#pragma once
// Learned correlation clustering (thesis 11.2): edge scores s_e = w . f_e, joint feature
// phi(x, y) = sum_e y_e f_e, Hamming loss over the edges, and loss-augmented inference by the
// cycle-inequality LP of inference/clustering.h (eq. 11.5 upper-bounded by its LP). Trained
// by trainRelaxedBcfw (learning/relaxed_bcfw.h explains why not the integral-output BCFW):
// the corner is the LP optimum mu itself, phi(y_i) - phi(mu) = F^T (g - mu),
// loss(mu) = sum_e g_e + sum_e mu_e (1 - 2 g_e).
// Requires: every example valid (data/clustering_example.h) with numFeatures columns and a
//   gold partition; throws std::invalid_argument naming the example otherwise.
// Ensures: the relaxed hinge is >= 0 (the gold's indicators are feasible in the LP);
//   evaluate's predictionLoss is the edge Hamming loss of the rounded LP prediction;
//   lossScale = number of edges, so trainError is the fraction of wrongly predicted edges.
// Cost per call: O(E F) for the scores plus the cutting-plane LP, which starts from the cuts
// tight at the example's most alike earlier LP (inference/clustering_cut_pool.h).
#include <memory>
#include <mutex>
#include <vector>

#include "data/clustering_example.h"
#include "inference/clustering.h"
#include "learning/relaxed_bcfw.h"

namespace m3 {

class ClusteringOracle final : public RelaxedStructuredOracle {
 public:
  ClusteringOracle(std::shared_ptr<const std::vector<ClusteringExample>> examples, int numFeatures,
                   ClusteringLpOptions lp = {});

  int numExamples() const override { return static_cast<int>(examples_->size()); }
  int dimension() const override { return numFeatures_; }
  RelaxedCorner lossAugmentedCorner(int i, const Eigen::VectorXd& w) const override;
  ExampleEvaluation evaluate(int i, const Eigen::VectorXd& w) const override;
  double lossScale(int i) const override { return static_cast<double>((*examples_)[i].edges.size()); }

  const Eigen::VectorXd& goldIndicators(int i) const { return gold_[static_cast<size_t>(i)]; }
  // Seconds of every loss-augmented LP solved so far (the learner's and evaluate's), in order:
  // what `bench clustering` reports, since the LP is where training's time goes.
  std::vector<double> lossAugmentedLpSeconds() const;

 private:
  std::shared_ptr<const std::vector<ClusteringExample>> examples_;
  int numFeatures_;
  ClusteringLpOptions lp_;
  std::vector<Eigen::VectorXd> gold_;  // edge indicators of each gold partition
  // Per example, the cuts of its last loss-augmented LPs, the learner's steps' and evaluate's
  // alike, to start the next one with (one pool for both measured faster than two or than
  // evaluating without one; docs/learning.md).
  std::vector<std::unique_ptr<ClusteringCutPool>> cutPools_;
  mutable std::mutex timesMutex_;
  mutable std::vector<double> lpSeconds_;
};

// s_e = w . f_e for every edge (throws on a dimension mismatch).
Eigen::VectorXd clusteringEdgeScores(const ClusteringExample& example, const Eigen::VectorXd& w);
// Prediction: the rounded LP partition under scores w . f (inference/clustering.h).
Partition predictClustering(const ClusteringExample& example, const Eigen::VectorXd& w,
                            const ClusteringLpOptions& lp = {});

}  // namespace m3
