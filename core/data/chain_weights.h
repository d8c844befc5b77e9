#pragma once
// Weights of a chain M3N with parameters tied across positions, stored as one flat vector
// so that every learner can treat them as a point in R^d:
//   [ node weights (F x K, column-major) | transition weights (K x K, column-major) ]
// transition(a, b) scores label a at position j followed by label b at position j+1.
// Without transitions (multiclass SVM baseline) the second block is absent.
#include <Eigen/Dense>

namespace m3 {

struct ChainWeights {
  int numFeatures = 0;
  int numLabels = 0;
  bool useTransitions = true;
  Eigen::VectorXd w;

  ChainWeights() = default;
  ChainWeights(int features, int labels, bool transitions)
      : numFeatures(features),
        numLabels(labels),
        useTransitions(transitions),
        w(Eigen::VectorXd::Zero(dimension(features, labels, transitions))) {}

  static int dimension(int features, int labels, bool transitions) {
    return features * labels + (transitions ? labels * labels : 0);
  }
  int dimension() const { return dimension(numFeatures, numLabels, useTransitions); }

  Eigen::Map<const Eigen::MatrixXd> node() const { return nodeOf(w); }
  Eigen::Map<Eigen::MatrixXd> node() { return nodeOf(w); }
  // Zero matrix when transitions are off, so inference code needs no special case.
  Eigen::MatrixXd transition() const;

  // Views into any vector laid out like `w` (used for joint features and dual blocks).
  Eigen::Map<const Eigen::MatrixXd> nodeOf(const Eigen::VectorXd& v) const {
    return {v.data(), numFeatures, numLabels};
  }
  Eigen::Map<Eigen::MatrixXd> nodeOf(Eigen::VectorXd& v) const {
    return {v.data(), numFeatures, numLabels};
  }
  double* transitionData(Eigen::VectorXd& v) const { return v.data() + numFeatures * numLabels; }

  bool operator==(const ChainWeights& o) const {
    return numFeatures == o.numFeatures && numLabels == o.numLabels &&
           useTransitions == o.useTransitions && w == o.w;
  }
};

}  // namespace m3
