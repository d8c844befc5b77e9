#include "learning/multilabel_oracle.h"

#include <stdexcept>

namespace m3 {

int PairwiseMultiLabelModel::dimension() const {
  return numLabels * (numFeatures + 1) + static_cast<int>(edges().size());
}

std::vector<std::pair<int, int>> PairwiseMultiLabelModel::edges() const {
  std::vector<std::pair<int, int>> e;
  for (int i = 0; i < numLabels; ++i)
    for (int j = i + 1; j < numLabels; ++j)
      if (graph == LabelGraph::Full || j == i + 1) e.emplace_back(i, j);
  return e;
}

BinaryPairwiseProblem PairwiseMultiLabelModel::problem(const Eigen::Ref<const Eigen::RowVectorXd>& x) const {
  if (x.size() != numFeatures) throw std::invalid_argument("multi-label model: feature row has the wrong length");
  const int stride = numFeatures + 1;
  BinaryPairwiseProblem p;
  p.unary.resize(numLabels);
  p.pairwise = Eigen::MatrixXd::Zero(numLabels, numLabels);
  for (int i = 0; i < numLabels; ++i)
    p.unary(i) = w.segment(i * stride, numFeatures).dot(x.transpose()) + w(i * stride + numFeatures) * biasValue;
  const auto e = edges();
  for (std::size_t k = 0; k < e.size(); ++k)
    p.pairwise(e[k].first, e[k].second) = w(numLabels * stride + static_cast<Eigen::Index>(k));
  return p;
}

namespace {
Labeling solve(const BinaryPairwiseProblem& p, LabelGraph graph, bool* integral) {
  if (graph == LabelGraph::Chain) {
    if (integral) *integral = true;
    return binaryChainMap(p);
  }
  const LpMapResult r = solveBinaryLp(p);
  if (integral) *integral = r.integral;
  return r.labels;
}
}  // namespace

Labeling PairwiseMultiLabelModel::predict(const Eigen::Ref<const Eigen::RowVectorXd>& x, bool* integral) const {
  return solve(problem(x), graph, integral);
}

MultiLabelOracle::MultiLabelOracle(std::shared_ptr<const MultiLabelData> data, LabelGraph graph, double biasValue)
    : data_(std::move(data)) {
  layout_.graph = graph;
  layout_.numFeatures = data_->numFeatures();
  layout_.numLabels = data_->numLabels();
  layout_.biasValue = biasValue;
  for (int l = 0; l < data_->size(); ++l) {
    Labeling y(static_cast<std::size_t>(data_->numLabels()));
    for (int i = 0; i < data_->numLabels(); ++i) y[static_cast<std::size_t>(i)] = data_->labels(l, i);
    truths_.push_back(std::move(y));
  }
}

void MultiLabelOracle::addJointFeature(int l, const Labeling& y, double scale, Eigen::VectorXd& acc) const {
  const int K = layout_.numLabels, D = layout_.numFeatures, stride = D + 1;
  for (int i = 0; i < K; ++i) {
    if (!y[static_cast<std::size_t>(i)]) continue;
    acc.segment(i * stride, D) += scale * data_->features.row(l).transpose();
    acc(i * stride + D) += scale * layout_.biasValue;
  }
  const auto e = layout_.edges();
  for (std::size_t k = 0; k < e.size(); ++k)
    if (y[static_cast<std::size_t>(e[k].first)] && y[static_cast<std::size_t>(e[k].second)])
      acc(K * stride + static_cast<Eigen::Index>(k)) += scale;
}

ScoredLabeling MultiLabelOracle::lossAugmentedArgmax(int l, const Eigen::VectorXd& w) const {
  PairwiseMultiLabelModel model = layout_;
  model.w = w;
  BinaryPairwiseProblem p = model.problem(data_->features.row(l));
  // Hamming: truth 1 -> loss 1 - u (constant 1, unary -1); truth 0 -> loss u (unary +1).
  const Labeling& t = truth(l);
  for (int i = 0; i < layout_.numLabels; ++i) {
    if (t[static_cast<std::size_t>(i)]) {
      p.constant += 1;
      p.unary(i) -= 1;
    } else {
      p.unary(i) += 1;
    }
  }
  bool integral = true;
  ScoredLabeling s;
  s.labels = solve(p, layout_.graph, &integral);
  s.value = binaryScore(p, s.labels);
  if (layout_.graph == LabelGraph::Full) {
    ++lpCalls_;
    lpIntegral_ += integral;
  }
  return s;
}

Labeling MultiLabelOracle::argmax(int l, const Eigen::VectorXd& w) const {
  PairwiseMultiLabelModel model = layout_;
  model.w = w;
  return model.predict(data_->features.row(l));
}

}  // namespace m3
