#include "learning/lmsbn.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>

#include "learning/binary_relevance.h"

namespace m3 {

std::vector<int> indexOrder(int K) {
  std::vector<int> order(static_cast<std::size_t>(std::max(K, 0)));
  std::iota(order.begin(), order.end(), 0);
  return order;
}

std::vector<int> fScoreOrder(const std::vector<double>& f) {
  std::vector<int> order = indexOrder(static_cast<int>(f.size()));
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return f[static_cast<std::size_t>(a)] > f[static_cast<std::size_t>(b)]; });
  return order;
}

namespace {
void checkOrder(const std::vector<int>& order, int K) {
  std::vector<int> sorted = order;
  std::sort(sorted.begin(), sorted.end());
  if (sorted != indexOrder(K)) throw std::invalid_argument("LMSBN: the label order is not a permutation of the labels");
}
}  // namespace

namespace {
LmsbnModel trainKernelLmsbn(const MultiLabelData& data, const std::vector<int>& order, const DualCdOptions& options,
                            const KernelSpec& kernel) {
  kernel.validate();
  const int K = data.numLabels(), D = data.numFeatures(), N = data.size();
  if (N > kMaxKernelLmsbnRows)
    throw std::invalid_argument("kernel LMSBN: " + std::to_string(N) + " training rows, at most " +
                                std::to_string(kMaxKernelLmsbnRows) + " (the Gram matrix is N x N)");
  LmsbnModel model;
  model.order = order;
  model.numFeatures = D;
  model.kernel = kernel;
  const Eigen::MatrixXd kx = kernelMatrix(kernel, data.features, data.features);
  Eigen::MatrixXd gram = kx;  // kx + P P^T for the parents P seen so far, grown one label at a time
  Eigen::MatrixXd parents(N, K);
  Eigen::MatrixXd beta(N, K);
  for (int t = 0; t < K; ++t) {
    if (t > 0) {
      const Eigen::VectorXd p = signedLabels(data.labels, order[static_cast<std::size_t>(t - 1)]);
      parents.col(t - 1) = p;
      gram.noalias() += p * p.transpose();
    }
    const Eigen::VectorXd y = signedLabels(data.labels, order[static_cast<std::size_t>(t)]);
    const KernelDualCdResult r = trainKernelDualCdSvm(gram, y, options);
    beta.col(t) = r.alpha.cwiseProduct(y);
    LinearSvm u;
    u.w = Eigen::VectorXd::Zero(D + t);
    u.w.tail(t) = parents.leftCols(t).transpose() * beta.col(t);
    u.bias = r.bias;
    model.units.push_back(std::move(u));
  }
  // Rows whose beta is zero in every unit add nothing to any g_t: drop them.
  std::vector<int> keep;
  for (int j = 0; j < N; ++j)
    if ((beta.row(j).array() != 0).any()) keep.push_back(j);
  model.supportVectors.resize(static_cast<Eigen::Index>(keep.size()), D);
  model.beta.resize(static_cast<Eigen::Index>(keep.size()), K);
  for (std::size_t i = 0; i < keep.size(); ++i) {
    model.supportVectors.row(static_cast<Eigen::Index>(i)) = data.features.row(keep[i]);
    model.beta.row(static_cast<Eigen::Index>(i)) = beta.row(keep[i]);
  }
  return model;
}
}  // namespace

LmsbnModel trainLmsbn(const MultiLabelData& data, const std::vector<int>& order, const DualCdOptions& options,
                      const std::optional<KernelSpec>& kernel) {
  const int K = data.numLabels(), D = data.numFeatures();
  checkOrder(order, K);
  if (kernel) return trainKernelLmsbn(data, order, options, *kernel);
  LmsbnModel model;
  model.order = order;
  model.numFeatures = D;
  FeatureMatrix augmented(data.size(), D + K);
  augmented.leftCols(D) = data.features;
  for (int t = 0; t < K; ++t) {
    // Unit t sees x and the true values (+-1) of the labels before it in the order.
    if (t > 0) augmented.col(D + t - 1) = signedLabels(data.labels, order[static_cast<std::size_t>(t - 1)]);
    const FeatureMatrix X = augmented.leftCols(D + t);
    model.units.push_back(trainDualCdSvm(X, signedLabels(data.labels, order[static_cast<std::size_t>(t)]), options).svm);
  }
  return model;
}

Eigen::VectorXd lmsbnInputScores(const LmsbnModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x) {
  if (x.size() != model.numFeatures) throw std::invalid_argument("LMSBN: feature row has the wrong length");
  const int K = model.numLabels(), D = model.numFeatures;
  Eigen::VectorXd scores(K);
  if (model.kernel) {
    const RowMatrix row = x;
    scores = (kernelMatrix(*model.kernel, row, model.supportVectors) * model.beta).transpose();
  } else {
    for (int t = 0; t < K; ++t) scores(t) = model.units[static_cast<std::size_t>(t)].w.head(D).dot(x.transpose());
  }
  for (int t = 0; t < K; ++t) scores(t) += model.units[static_cast<std::size_t>(t)].bias;
  return scores;
}

double lmsbnLoss(const LmsbnModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x, const Labeling& y) {
  const int K = model.numLabels(), D = model.numFeatures;
  const Eigen::VectorXd base = lmsbnInputScores(model, x);
  double loss = 0;
  for (int t = 0; t < K; ++t) {
    const LinearSvm& u = model.units[static_cast<std::size_t>(t)];
    double a = base(t);
    for (int s = 0; s < t; ++s) a += u.w(D + s) * (y[static_cast<std::size_t>(model.order[static_cast<std::size_t>(s)])] ? 1.0 : -1.0);
    const double yt = y[static_cast<std::size_t>(model.order[static_cast<std::size_t>(t)])] ? 1.0 : -1.0;
    loss += std::max(0.0, 1.0 - yt * a);
  }
  return loss;
}

BranchAndBoundResult lmsbnBranchAndBound(const LmsbnModel& model, const Eigen::Ref<const Eigen::RowVectorXd>& x,
                                         double S) {
  if (x.size() != model.numFeatures) throw std::invalid_argument("LMSBN: feature row has the wrong length");
  if (!(S > 0)) throw std::invalid_argument("LMSBN: the bound S must be positive");
  const int K = model.numLabels(), D = model.numFeatures;
  std::vector<double> base(static_cast<std::size_t>(K)), a(static_cast<std::size_t>(K)), U(static_cast<std::size_t>(K + 1), 0.0);
  const Eigen::VectorXd scores = lmsbnInputScores(model, x);
  for (int t = 0; t < K; ++t) base[static_cast<std::size_t>(t)] = scores(t);
  std::vector<double> y(static_cast<std::size_t>(K), 1.0);  // +-1 by position
  std::vector<int> tried(static_cast<std::size_t>(K), 0);
  std::vector<double> best;
  std::vector<double> greedy;
  double UB = S;
  BranchAndBoundResult r;
  auto field = [&](int t) {
    const Eigen::VectorXd& w = model.units[static_cast<std::size_t>(t)].w;
    double v = base[static_cast<std::size_t>(t)];
    for (int s = 0; s < t; ++s) v += w(D + s) * y[static_cast<std::size_t>(s)];
    return v;
  };
  // The greedy (all-left) leaf, the fallback when nothing beats S.
  {
    double loss = 0;
    for (int t = 0; t < K; ++t) {
      const double v = field(t);
      y[static_cast<std::size_t>(t)] = v >= 0 ? 1.0 : -1.0;
      loss += std::max(0.0, 1.0 - std::abs(v));
    }
    greedy = y;
    r.loss = loss;
  }
  int i = 0;
  while (i >= 0) {
    const auto ui = static_cast<std::size_t>(i);
    if (i == K) {
      if (U[ui] < UB) {
        UB = U[ui];
        best = y;
      }
      --i;
      continue;
    }
    if (tried[ui] == 0) {
      a[ui] = field(i);
      y[ui] = a[ui] >= 0 ? 1.0 : -1.0;
      U[ui + 1] = U[ui] + std::max(0.0, 1.0 - std::abs(a[ui]));
      tried[ui] = 1;
    } else if (tried[ui] == 1) {
      y[ui] = -y[ui];
      U[ui + 1] = U[ui] + 1.0 + std::abs(a[ui]);
      tried[ui] = 2;
    } else {
      tried[ui] = 0;
      --i;
      continue;
    }
    ++r.states;
    if (U[ui + 1] >= UB) continue;
    ++i;
  }
  r.certified = !best.empty();
  const std::vector<double>& chosen = r.certified ? best : greedy;
  if (r.certified) r.loss = UB;
  r.labels.assign(static_cast<std::size_t>(K), 0);
  for (int t = 0; t < K; ++t) r.labels[static_cast<std::size_t>(model.order[static_cast<std::size_t>(t)])] = chosen[static_cast<std::size_t>(t)] > 0 ? 1 : 0;
  return r;
}

}  // namespace m3
