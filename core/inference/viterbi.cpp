#include "inference/viterbi.h"

#include <stdexcept>

namespace m3 {

ChainSolution viterbi(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition) {
  const Eigen::Index L = nodeScores.rows(), K = nodeScores.cols();
  if (transition.rows() != K || transition.cols() != K)
    throw std::invalid_argument("viterbi: transition matrix must be K x K");
  ChainSolution best;
  if (L == 0) return best;
  // best[j](b): best score of a prefix ending at position j with label b.
  Eigen::MatrixXd value(L, K);
  Eigen::MatrixXi from(L, K);
  value.row(0) = nodeScores.row(0);
  for (Eigen::Index j = 1; j < L; ++j) {
    for (Eigen::Index b = 0; b < K; ++b) {
      double top = value(j - 1, 0) + transition(0, b);
      int arg = 0;
      for (Eigen::Index a = 1; a < K; ++a) {
        const double v = value(j - 1, a) + transition(a, b);
        if (v > top) top = v, arg = static_cast<int>(a);
      }
      value(j, b) = top + nodeScores(j, b);
      from(j, b) = arg;
    }
  }
  Eigen::Index last;
  best.score = value.row(L - 1).maxCoeff(&last);
  best.labels.resize(L);
  best.labels[L - 1] = static_cast<int>(last);
  for (Eigen::Index j = L - 1; j > 0; --j) best.labels[j - 1] = from(j, best.labels[j]);
  return best;
}

ChainSolution lossAugmentedViterbi(const Eigen::MatrixXd& nodeScores,
                                   const Eigen::MatrixXd& transition, const Labeling& truth) {
  if (static_cast<Eigen::Index>(truth.size()) != nodeScores.rows())
    throw std::invalid_argument("lossAugmentedViterbi: truth length differs from chain length");
  // Hamming loss decomposes over nodes: +1 on every wrong label of a labelled node.
  Eigen::MatrixXd augmented = nodeScores;
  for (size_t j = 0; j < truth.size(); ++j) {
    if (truth[j] == kUnlabelled) continue;
    augmented.row(static_cast<Eigen::Index>(j)).array() += 1.0;
    augmented(static_cast<Eigen::Index>(j), truth[j]) -= 1.0;
  }
  return viterbi(augmented, transition);
}

double chainScore(const Eigen::MatrixXd& nodeScores, const Eigen::MatrixXd& transition,
                  const Labeling& y) {
  double s = 0;
  for (size_t j = 0; j < y.size(); ++j) {
    s += nodeScores(static_cast<Eigen::Index>(j), y[j]);
    if (j > 0) s += transition(y[j - 1], y[j]);
  }
  return s;
}

}  // namespace m3
