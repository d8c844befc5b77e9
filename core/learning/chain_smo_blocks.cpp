#include "learning/chain_smo_blocks.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace m3::chain_smo_detail {

namespace {
// Tolerance when checking a warm-start state for feasibility.
constexpr double kFeasibility = 1e-6;
}  // namespace

void validateExamples(const std::vector<ChainExample>& examples, int F, int K) {
  if (K < 1 || F < 0) throw std::invalid_argument("trainChainSmo: need numLabels >= 1");
  for (const ChainExample& ex : examples) {
    if (ex.features.cols() != F || ex.features.rows() != ex.length())
      throw std::invalid_argument("trainChainSmo: feature matrix has the wrong shape");
    for (int y : ex.labels)
      if (y != kUnlabelled && (y < 0 || y >= K))
        throw std::invalid_argument("trainChainSmo: label out of range");
  }
}

void validateOptions(const ChainSmoOptions& o) {
  o.kernel.validate();
  if (!(o.C > 0) || !std::isfinite(o.C))
    throw std::invalid_argument("trainChainSmo: C must be positive");
  if (!(o.epsilon >= 0)) throw std::invalid_argument("trainChainSmo: epsilon must be >= 0");
  if (o.maxPasses < 0 || o.stepsPerVisit < 1)
    throw std::invalid_argument("trainChainSmo: need maxPasses >= 0 and stepsPerVisit >= 1");
}

TrainingSet buildTrainingSet(const std::vector<ChainExample>& examples, int F,
                             bool useTransitions) {
  TrainingSet set;
  int rows = 0;
  for (const ChainExample& ex : examples) rows += countLabelled(ex.labels);
  set.features->resize(rows, F);
  int next = 0;
  for (const ChainExample& ex : examples) {
    for (const Run& run : labelledRuns(ex.labels)) {
      const int begin = next;
      for (int j = run.begin; j < run.end; ++j, ++next) {
        set.features->row(next) = ex.features.row(j);
        set.truth.push_back(ex.labels[j]);
      }
      if (useTransitions) {
        set.blocks.push_back(
            {begin, Labeling(ex.labels.begin() + run.begin, ex.labels.begin() + run.end)});
      } else {
        for (int j = run.begin; j < run.end; ++j)
          set.blocks.push_back({begin + (j - run.begin), Labeling{ex.labels[j]}});
      }
    }
  }
  return set;
}

ChainSmoBlock truthCorner(const Labeling& labels, int K) {
  const int L = static_cast<int>(labels.size());
  ChainSmoBlock b;
  b.labels = labels;
  b.node = Eigen::MatrixXd::Zero(L, K);
  b.edge = Eigen::MatrixXd::Zero(K, K * std::max(0, L - 1));
  for (int j = 0; j < L; ++j) b.node(j, labels[j]) = 1;
  for (int j = 0; j + 1 < L; ++j) b.edge(labels[j], j * K + labels[j + 1]) = 1;
  return b;
}

bool feasibleFor(const ChainSmoBlock& b, const Labeling& labels, int K) {
  const int L = static_cast<int>(labels.size());
  if (b.labels != labels || b.node.rows() != L || b.node.cols() != K || b.edge.rows() != K ||
      b.edge.cols() != K * std::max(0, L - 1))
    return false;
  if (!b.node.allFinite() || !b.edge.allFinite()) return false;
  if (b.node.minCoeff() < -kFeasibility || (L > 1 && b.edge.minCoeff() < -kFeasibility))
    return false;
  for (int j = 0; j < L; ++j)
    if (std::abs(b.node.row(j).sum() - 1) > kFeasibility) return false;
  for (int j = 0; j + 1 < L; ++j) {
    const auto e = b.edge.middleCols(j * K, K);
    if ((e.rowwise().sum() - b.node.row(j).transpose()).cwiseAbs().maxCoeff() > kFeasibility ||
        (e.colwise().sum() - b.node.row(j + 1)).cwiseAbs().maxCoeff() > kFeasibility)
      return false;
  }
  return true;
}

}  // namespace m3::chain_smo_detail
