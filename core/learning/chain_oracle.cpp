#include "learning/chain_oracle.h"

#include <algorithm>
#include <stdexcept>

#include "inference/viterbi.h"

namespace m3 {

ChainOracle::ChainOracle(std::shared_ptr<const std::vector<ChainExample>> examples,
                         int numFeatures, int numLabels, bool useTransitions)
    : examples_(std::move(examples)) {
  layout_.numFeatures = numFeatures;
  layout_.numLabels = numLabels;
  layout_.useTransitions = useTransitions;
  for (const ChainExample& ex : *examples_) {
    if (ex.features.cols() != numFeatures || ex.features.rows() != ex.length())
      throw std::invalid_argument("ChainOracle: feature matrix has the wrong shape");
    for (int y : ex.labels)
      if (y < 0 || y >= numLabels)
        throw std::invalid_argument(
            "ChainOracle: training chains must be fully labelled with labels in [0, K); "
            "split partial labels with labelledRuns()");
  }
}

void ChainOracle::addJointFeature(int i, const Labeling& y, double scale,
                                  Eigen::VectorXd& acc) const {
  const ChainExample& ex = (*examples_)[i];
  auto node = layout_.nodeOf(acc);
  double* trans = layout_.transitionData(acc);
  const int K = layout_.numLabels;
  for (int j = 0; j < ex.length(); ++j) {
    node.col(y[j]) += scale * ex.features.row(j).transpose();
    if (layout_.useTransitions && j > 0) trans[y[j - 1] + K * y[j]] += scale;
  }
}

Eigen::MatrixXd ChainOracle::transition(const Eigen::VectorXd& w) const {
  if (!layout_.useTransitions) return Eigen::MatrixXd::Zero(layout_.numLabels, layout_.numLabels);
  const int K = layout_.numLabels;
  return Eigen::Map<const Eigen::MatrixXd>(w.data() + layout_.numFeatures * K, K, K);
}

Eigen::MatrixXd ChainOracle::nodeScores(int i, const Eigen::VectorXd& w) const {
  return (*examples_)[i].features * layout_.nodeOf(w);
}

ScoredLabeling ChainOracle::lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const {
  ChainSolution s = lossAugmentedViterbi(nodeScores(i, w), transition(w), truth(i));
  return {std::move(s.labels), s.score};
}

Labeling ChainOracle::argmax(int i, const Eigen::VectorXd& w) const {
  return viterbi(nodeScores(i, w), transition(w)).labels;
}

ExampleEvaluation ChainOracle::evaluate(int i, const Eigen::VectorXd& w) const {
  const Eigen::MatrixXd scores = nodeScores(i, w);
  const Eigen::MatrixXd trans = transition(w);
  const double truthScore = chainScore(scores, trans, truth(i));
  const double top = lossAugmentedViterbi(scores, trans, truth(i)).score;
  return {std::max(0.0, top - truthScore), loss(i, viterbi(scores, trans).labels)};
}

double ChainOracle::loss(int i, const Labeling& y) const { return hammingLoss(truth(i), y); }

double ChainOracle::lossScale(int i) const { return countLabelled(truth(i)); }

Eigen::MatrixXd chainNodeScores(const ChainWeights& weights, const RowMatrix& features) {
  return features * weights.node();
}

Labeling predictChain(const ChainWeights& weights, const RowMatrix& features) {
  return viterbi(chainNodeScores(weights, features), weights.transition()).labels;
}

}  // namespace m3
