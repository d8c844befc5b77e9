#include "learning/kernel_bond_bcfw.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>

namespace m3 {

Eigen::VectorXd KernelPairScorer::score(const RowMatrix& pairs) const {
  if (supportPairs.rows() == 0) return Eigen::VectorXd::Zero(pairs.rows());
  return kernelExpansion(kernel, pairs, supportPairs, coefficients).col(0);
}

double rbfGammaHeuristic(const RowMatrix& rows) {
  const Eigen::Index n = rows.rows();
  if (n < 2) return 1.0;
  const Eigen::Index step = std::max<Eigen::Index>(1, n / 2000);
  RowMatrix sample((n + step - 1) / step, rows.cols());
  for (Eigen::Index i = 0, r = 0; i < n; i += step) sample.row(r++) = rows.row(i);
  // mean over pairs of |a - b|^2 = 2 mean |a|^2 - 2 |mean a|^2
  const double meanSq = sample.rowwise().squaredNorm().mean();
  const double centre = sample.colwise().mean().squaredNorm();
  const double meanDistance = 2.0 * (meanSq - centre) * sample.rows() / std::max<Eigen::Index>(1, sample.rows() - 1);
  return meanDistance > 1e-12 ? 1.0 / meanDistance : 1.0;
}

namespace {

struct Block {
  int offset = 0;  // first row of this protein's pairs in the stacked matrix
  int pairs = 0;
};

// Corner of block i for the labeling y: beta_s over the protein's pairs and b_s.
void corner(const BondExample& e, const std::vector<Bond>& y, double C, Eigen::VectorXd& beta, double& b) {
  const int n = e.numCysteines;
  beta.setZero(static_cast<Eigen::Index>(n) * (n - 1) / 2);
  for (const Bond& g : e.gold) beta(BondOracle::pairRow(g.a, g.b, n)) += C;
  for (const Bond& g : y) beta(BondOracle::pairRow(g.a, g.b, n)) -= C;
  b = C * missingBonds(e.gold, y);
}

Eigen::MatrixXd scoreMatrix(const Eigen::VectorXd& s, const Block& blk, int n) {
  Eigen::MatrixXd m = Eigen::MatrixXd::Zero(n, n);
  for (int a = 0; a < n; ++a)
    for (int c = a + 1; c < n; ++c) m(a, c) = m(c, a) = s(blk.offset + BondOracle::pairRow(a, c, n));
  return m;
}

}  // namespace

KernelBondResult trainKernelBondBcfw(const std::vector<BondExample>& examples, const KernelSpec& kernel,
                                     const BcfwOptions& options, const LearnerControl& control) {
  kernel.validate();
  if (!(options.C > 0)) throw std::invalid_argument("kernel bond BCFW: C must be > 0");
  KernelBondResult result;
  result.scorer.kernel = kernel;
  if (examples.empty()) {
    result.reason = StopReason::EmptyProblem;
    return result;
  }
  const int F = static_cast<int>(examples.front().pairFeatures.cols());
  BondOracle validation(std::make_shared<const std::vector<BondExample>>(examples), F);  // throws on bad input
  std::vector<Block> blocks;
  long long total = 0;
  for (const BondExample& e : examples) {
    blocks.push_back({static_cast<int>(total), static_cast<int>(e.pairFeatures.rows())});
    total += e.pairFeatures.rows();
  }
  if (total > kMaxKernelPairs)
    throw std::invalid_argument("kernel training holds the Gram matrix of all training pairs in memory: " +
                                std::to_string(total) + " pairs is above the limit of " +
                                std::to_string(kMaxKernelPairs));
  const int N = static_cast<int>(total);
  RowMatrix X(N, F);
  for (size_t i = 0; i < examples.size(); ++i) X.middleRows(blocks[i].offset, blocks[i].pairs) = examples[i].pairFeatures;
  const Eigen::MatrixXd K = kernelMatrix(kernel, X, X);

  const double C = options.C;
  const auto start = std::chrono::steady_clock::now();
  Eigen::VectorXd beta = Eigen::VectorXd::Zero(N), s = Eigen::VectorXd::Zero(N);
  std::vector<double> b(examples.size(), 0.0);
  std::vector<int> order(examples.size());
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 rng(options.seed);
  Eigen::VectorXd betaS;
  double bS = 0;

  // Exact primal, dual and gap at the current point: one loss-augmented matching per block.
  auto evaluate = [&](int pass) {
    TrainingProgress p;
    p.pass = pass;
    const double half = 0.5 * beta.dot(s);
    double hinge = 0, trainLoss = 0, lossScale = 0;
    for (size_t i = 0; i < examples.size(); ++i) {
      const BondExample& e = examples[i];
      const Eigen::MatrixXd S = scoreMatrix(s, blocks[i], e.numCysteines);
      const MatchingResult aug = lossAugmentedMatching(S, e.gold);
      hinge += std::max(0.0, aug.score - matchingScore(S, e.gold));
      trainLoss += missingBonds(e.gold, maxWeightPerfectMatching(S).bonds);
      lossScale += static_cast<double>(e.gold.size());
    }
    p.primal = half + C * hinge;
    p.dual = -half + std::accumulate(b.begin(), b.end(), 0.0);
    p.gap = std::max(0.0, p.primal - p.dual);
    p.trainError = lossScale > 0 ? trainLoss / lossScale : 0.0;
    p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.progress = p;
    if (control.onProgress) control.onProgress(p);
    return p.gap <= options.relativeGapTolerance * std::max(p.primal, 1e-300);
  };

  result.reason = StopReason::PassLimit;
  for (int pass = 1; pass <= options.maxPasses; ++pass) {
    std::shuffle(order.begin(), order.end(), rng);
    for (int i : order) {
      if (control.cancelled()) {
        result.reason = StopReason::Cancelled;
        goto done;
      }
      const BondExample& e = examples[i];
      const Block& blk = blocks[i];
      if (blk.pairs == 0) continue;
      const MatchingResult y = lossAugmentedMatching(scoreMatrix(s, blk, e.numCysteines), e.gold);
      corner(e, y.bonds, C, betaS, bS);
      const Eigen::VectorXd d = betaS - beta.segment(blk.offset, blk.pairs);
      const double curvature = d.dot(K.block(blk.offset, blk.offset, blk.pairs, blk.pairs) * d);
      const double gradient = (bS - b[i]) - s.segment(blk.offset, blk.pairs).dot(d);
      if (curvature <= 1e-15 || gradient <= 0) continue;
      const double gamma = std::min(1.0, gradient / curvature);
      beta.segment(blk.offset, blk.pairs) += gamma * d;
      s.noalias() += gamma * (K.middleCols(blk.offset, blk.pairs) * d);
      b[i] += gamma * (bS - b[i]);
    }
    if (pass % std::max(1, options.evaluateEvery) == 0 || pass == options.maxPasses) {
      if (evaluate(pass)) {
        result.reason = StopReason::Converged;
        break;
      }
    }
  }
done:
  if (result.reason == StopReason::Cancelled) evaluate(result.progress.pass);
  std::vector<int> support;
  for (int p = 0; p < N; ++p)
    if (beta(p) != 0) support.push_back(p);
  result.scorer.supportPairs.resize(static_cast<Eigen::Index>(support.size()), F);
  result.scorer.coefficients.resize(static_cast<Eigen::Index>(support.size()));
  for (size_t k = 0; k < support.size(); ++k) {
    result.scorer.supportPairs.row(k) = X.row(support[k]);
    result.scorer.coefficients(k) = beta(support[k]);
  }
  return result;
}

}  // namespace m3
