#pragma once
// Max-margin Markov networks with general pairwise potentials on arbitrary graphs (thesis ch.
// 5 and 8, "Link-MM"): per node, w_k . x_i for label k; per edge e = (a, b), a K x K table
// theta_e(k, l) = w_{k,l} . f_e learned with any sign, so that edges can repel as well as
// attract ("students link to faculty", "courses rarely link to projects"); the edge features
// f_e say which kind of edge it is (link direction, a bias). Loss-augmented inference is the
// local-polytope LP (inference/pairwise_lp.h), and the learner is trainRelaxedBcfw
// (learning/relaxed_bcfw.h): its corners are the LP optimum mu itself, so the reported gap is
// exact for the relaxed max-margin problem (thesis 5.4's "untriangulated" formulation), whose
// hinge upper-bounds the integral one; on trees the two problems coincide.
// Weights: node block F x K (column k), then edge block G x K^2 (column k K + l), column-major.
// Joint feature of marginals mu: sum_i x_i mu_i^T and sum_e f_e mu_e^T; loss: the weighted
// Hamming loss sum_i c(y_i) (1 - mu_i(y_i)) (c = 1, or the class-balanced weights of
// learning/amn_oracle.h), linear in mu, so loss-augmented inference adds c(y_i) to every
// wrong label's node score.
// Requires: every node of every training graph labelled (0..K-1), no self-loops; throws
// std::invalid_argument naming the graph otherwise.
#include <memory>
#include <vector>

#include "inference/pairwise_lp.h"
#include "learning/relaxed_bcfw.h"

namespace m3 {

struct GeneralM3nLayout {
  int numNodeFeatures = 0, numEdgeFeatures = 0, numLabels = 0;
  int dimension() const { return (numNodeFeatures + numEdgeFeatures * numLabels) * numLabels; }
  Eigen::Map<const Eigen::MatrixXd> node(const Eigen::VectorXd& w) const { return {w.data(), numNodeFeatures, numLabels}; }
  Eigen::Map<const Eigen::MatrixXd> edge(const Eigen::VectorXd& w) const {
    return {w.data() + numNodeFeatures * numLabels, numEdgeFeatures, numLabels * numLabels};
  }
};

// Node scores (n x K) and edge tables (m x K^2) of a graph under weights w.
void generalM3nScores(const GeneralM3nLayout& layout, const Eigen::VectorXd& w, const PairwiseGraph& graph,
                      Eigen::MatrixXd& nodeScores, Eigen::MatrixXd& edgeScores);

class GeneralM3nOracle final : public RelaxedStructuredOracle {
 public:
  // `classLossWeights`: empty for the Hamming loss, else one weight > 0 per label.
  GeneralM3nOracle(std::shared_ptr<const std::vector<PairwiseGraph>> graphs, GeneralM3nLayout layout,
                   std::vector<double> classLossWeights = {});

  int numExamples() const override { return static_cast<int>(graphs_->size()); }
  int dimension() const override { return layout_.dimension(); }
  RelaxedCorner lossAugmentedCorner(int i, const Eigen::VectorXd& w) const override;
  ExampleEvaluation evaluate(int i, const Eigen::VectorXd& w) const override;
  double lossScale(int i) const override { return lossScale_[static_cast<size_t>(i)]; }

  // phi of marginals (an integral labeling's are its indicators).
  Eigen::VectorXd jointFeature(int i, const Eigen::MatrixXd& nodeMarginals, const Eigen::MatrixXd& edgeMarginals) const;
  Eigen::VectorXd jointFeature(int i, const Labeling& y) const;
  double loss(int i, const Eigen::MatrixXd& nodeMarginals) const;
  const GeneralM3nLayout& layout() const { return layout_; }

 private:
  double classWeight(int label) const { return lossWeights_.empty() ? 1.0 : lossWeights_[static_cast<size_t>(label)]; }

  std::shared_ptr<const std::vector<PairwiseGraph>> graphs_;
  GeneralM3nLayout layout_;
  std::vector<double> lossWeights_;
  std::vector<double> lossScale_;
  std::vector<Eigen::VectorXd> truthFeature_;  // phi(y_i)
};

}  // namespace m3
