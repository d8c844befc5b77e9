// Every multi-label inference routine against brute-force enumeration of all 2^K labelings
// on tiny random problems: LMSBN branch-and-bound (exact whenever certified, certified
// exactly when the optimum's loss is below S), the local-polytope LP (exact on supermodular
// and tree problems, an upper bound otherwise), the binary chain DP, the LMBM MAP problem, and
// the multi-label SSVM oracle's joint feature and loss-augmented argmax.
#include <QtTest>
#include <cmath>
#include <limits>
#include <random>

#include "inference/binary_lp.h"
#include "learning/lmbm.h"
#include "learning/lmsbn.h"
#include "learning/multilabel_oracle.h"

using namespace m3;

namespace {

Labeling fromBits(int bits, int K) {
  Labeling y(static_cast<std::size_t>(K));
  for (int i = 0; i < K; ++i) y[static_cast<std::size_t>(i)] = (bits >> i) & 1;
  return y;
}

double bruteMax(const BinaryPairwiseProblem& p) {
  const int K = static_cast<int>(p.unary.size());
  double best = -std::numeric_limits<double>::infinity();
  for (int b = 0; b < (1 << K); ++b) best = std::max(best, binaryScore(p, fromBits(b, K)));
  return best;
}

BinaryPairwiseProblem randomProblem(int K, std::mt19937& rng, int kind) {  // 0 general, 1 supermodular, 2 tree
  std::normal_distribution<double> g(0, 2);
  BinaryPairwiseProblem p;
  p.unary.resize(K);
  p.pairwise = Eigen::MatrixXd::Zero(K, K);
  p.constant = g(rng);
  for (int i = 0; i < K; ++i) p.unary(i) = g(rng);
  if (kind == 2) {
    for (int j = 1; j < K; ++j) {
      const int parent = std::uniform_int_distribution<int>(0, j - 1)(rng);
      p.pairwise(parent, j) = g(rng);
    }
  } else {
    for (int i = 0; i < K; ++i)
      for (int j = i + 1; j < K; ++j) p.pairwise(i, j) = kind == 1 ? std::abs(g(rng)) : g(rng);
  }
  return p;
}

LmsbnModel randomLmsbn(int K, int D, std::mt19937& rng, double scale) {
  std::normal_distribution<double> g(0, scale);
  LmsbnModel m;
  m.numFeatures = D;
  m.order = indexOrder(K);
  std::shuffle(m.order.begin(), m.order.end(), rng);
  for (int t = 0; t < K; ++t) {
    LinearSvm u;
    u.w.resize(D + t);
    for (int j = 0; j < D + t; ++j) u.w(j) = g(rng);
    u.bias = g(rng);
    m.units.push_back(u);
  }
  return m;
}

// A kernel LMSBN with random support vectors, betas and parent weights (zero input weights).
LmsbnModel randomKernelLmsbn(int K, int D, std::mt19937& rng, double scale) {
  LmsbnModel m = randomLmsbn(K, D, rng, scale);
  std::normal_distribution<double> g(0, scale);
  for (LinearSvm& u : m.units) u.w.head(D).setZero();
  m.kernel = KernelSpec::rbf(0.5);
  const int S = 5;
  m.supportVectors.resize(S, D);
  m.beta.resize(S, K);
  for (int i = 0; i < S; ++i) {
    for (int j = 0; j < D; ++j) m.supportVectors(i, j) = std::normal_distribution<double>()(rng);
    for (int t = 0; t < K; ++t) m.beta(i, t) = g(rng);
  }
  return m;
}

}  // namespace

class TestMultilabelInference : public QObject {
  Q_OBJECT
 private slots:
  void branchAndBoundMatchesBruteForce() {
    std::mt19937 rng(7);
    int certified[4] = {0, 0, 0, 0}, total = 0;
    const double bounds[4] = {1, 2, 3, std::numeric_limits<double>::infinity()};
    for (int trial = 0; trial < 600; ++trial) {
      const int K = 1 + trial % 8, D = 3;
      const LmsbnModel m = randomLmsbn(K, D, rng, trial % 3 == 0 ? 0.3 : 2.0);
      Eigen::RowVectorXd x(D);
      for (int j = 0; j < D; ++j) x(j) = std::normal_distribution<double>()(rng);
      double best = std::numeric_limits<double>::infinity();
      for (int b = 0; b < (1 << K); ++b) best = std::min(best, lmsbnLoss(m, x, fromBits(b, K)));
      ++total;
      for (int s = 0; s < 4; ++s) {
        const BranchAndBoundResult r = lmsbnBranchAndBound(m, x, bounds[s]);
        QCOMPARE(r.certified, best < bounds[s]);
        QVERIFY(std::abs(r.loss - lmsbnLoss(m, x, r.labels)) < 1e-9);
        if (r.certified) {
          QVERIFY2(std::abs(r.loss - best) < 1e-9, qPrintable(QString("K %1 S %2: %3 vs %4").arg(K).arg(bounds[s]).arg(r.loss).arg(best)));
          ++certified[s];
        }
        QVERIFY(r.states <= 2L * ((1L << (K + 1)) - 1));
      }
    }
    // The sample covers both outcomes at small S, and S = infinity is always exact.
    QVERIFY(certified[0] > 0 && certified[0] < total);
    QCOMPARE(certified[3], total);
  }

  // The kernel only changes the label-independent input scores, so B&B must stay exact; the
  // loss is computed independently here from the kernel expansion.
  void kernelBranchAndBoundMatchesBruteForce() {
    std::mt19937 rng(17);
    for (int trial = 0; trial < 200; ++trial) {
      const int K = 1 + trial % 7, D = 3;
      const LmsbnModel m = randomKernelLmsbn(K, D, rng, trial % 2 ? 0.5 : 2.0);
      Eigen::RowVectorXd x(D);
      for (int j = 0; j < D; ++j) x(j) = std::normal_distribution<double>()(rng);
      const Eigen::VectorXd scores = lmsbnInputScores(m, x);
      for (int t = 0; t < K; ++t) {
        double g = m.units[static_cast<std::size_t>(t)].bias;
        for (int i = 0; i < 5; ++i) g += m.beta(i, t) * std::exp(-0.5 * (m.supportVectors.row(i) - x).squaredNorm());
        QVERIFY(std::abs(scores(t) - g) < 1e-12);
      }
      double best = std::numeric_limits<double>::infinity();
      for (int b = 0; b < (1 << K); ++b) best = std::min(best, lmsbnLoss(m, x, fromBits(b, K)));
      const BranchAndBoundResult r = lmsbnBranchAndBound(m, x, std::numeric_limits<double>::infinity());
      QVERIFY(r.certified);
      QVERIFY(std::abs(r.loss - best) < 1e-9);
      QVERIFY(std::abs(r.loss - lmsbnLoss(m, x, r.labels)) < 1e-9);
    }
  }

  void branchAndBoundRejectsBadInput() {
    std::mt19937 rng(1);
    const LmsbnModel m = randomLmsbn(3, 2, rng, 1.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, lmsbnBranchAndBound(m, Eigen::RowVectorXd::Zero(3), 1.0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, lmsbnBranchAndBound(m, Eigen::RowVectorXd::Zero(2), 0.0));
  }

  void lpExactOnSupermodularAndTrees() {
    std::mt19937 rng(11);
    for (int trial = 0; trial < 300; ++trial) {
      const int K = 1 + trial % 7;
      const BinaryPairwiseProblem p = randomProblem(K, rng, 1 + trial % 2);
      const LpMapResult r = solveBinaryLp(p);
      const double best = bruteMax(p);
      QVERIFY2(r.integral, qPrintable(QString("trial %1 kind %2").arg(trial).arg(1 + trial % 2)));
      QVERIFY(std::abs(r.score - best) < 1e-7 * (1 + std::abs(best)));
      QVERIFY(std::abs(r.lpBound - best) < 1e-7 * (1 + std::abs(best)));
      QVERIFY(std::abs(binaryScore(p, r.labels) - r.score) < 1e-9);
    }
  }

  void lpIsAnUpperBoundInGeneral() {
    std::mt19937 rng(5);
    int fractional = 0;
    for (int trial = 0; trial < 300; ++trial) {
      const int K = 3 + trial % 5;
      const BinaryPairwiseProblem p = randomProblem(K, rng, 0);
      const LpMapResult r = solveBinaryLp(p);
      const double best = bruteMax(p);
      QVERIFY(r.lpBound >= best - 1e-7 * (1 + std::abs(best)));
      QVERIFY(r.score <= best + 1e-9);
      if (r.integral) QVERIFY(std::abs(r.score - best) < 1e-7 * (1 + std::abs(best)));
      else ++fractional;
    }
    QVERIFY(fractional > 0);  // frustrated cycles do occur: the bound is exercised
  }

  void chainDpMatchesBruteForce() {
    std::mt19937 rng(3);
    for (int trial = 0; trial < 200; ++trial) {
      const int K = 1 + trial % 8;
      BinaryPairwiseProblem p = randomProblem(K, rng, 0);
      for (int i = 0; i < K; ++i)
        for (int j = i + 2; j < K; ++j) p.pairwise(i, j) = 0;  // a chain
      QVERIFY(std::abs(binaryScore(p, binaryChainMap(p)) - bruteMax(p)) < 1e-9);
    }
  }

  void lmbmMapProblemIsTheBoltzmannScore() {
    std::mt19937 rng(2);
    std::normal_distribution<double> g;
    LmbmModel m;
    const int K = 5, D = 3;
    m.unary = Eigen::MatrixXd::NullaryExpr(K, D + 1, [&]() { return g(rng); });
    m.pairwise = Eigen::MatrixXd::Zero(K, K);
    for (int i = 0; i < K; ++i)
      for (int k = i + 1; k < K; ++k) m.pairwise(i, k) = m.pairwise(k, i) = g(rng);
    const Eigen::RowVectorXd x = Eigen::RowVectorXd::NullaryExpr(D, [&]() { return g(rng); });
    const BinaryPairwiseProblem p = lmbmMapProblem(m, x);
    const Eigen::VectorXd h = m.fields(x);
    for (int b = 0; b < (1 << K); ++b) {
      const Labeling u = fromBits(b, K);
      double s = 0;
      for (int i = 0; i < K; ++i) {
        const double yi = u[static_cast<std::size_t>(i)] ? 1 : -1;
        s += yi * h(i);
        for (int k = i + 1; k < K; ++k) s += m.pairwise(i, k) * yi * (u[static_cast<std::size_t>(k)] ? 1 : -1);
      }
      QVERIFY(std::abs(s - binaryScore(p, u)) < 1e-9);
    }
  }

  void lmbmLpBoundsTheLeastHingeLoss() {
    std::mt19937 rng(4);
    std::normal_distribution<double> g;
    int integral = 0;
    for (int trial = 0; trial < 200; ++trial) {
      const int K = 2 + trial % 5, D = 2;
      const double scale = trial % 2 ? 0.3 : 1.5;
      LmbmModel m;
      m.unary = Eigen::MatrixXd::NullaryExpr(K, D + 1, [&]() { return 2 * g(rng); });
      m.pairwise = Eigen::MatrixXd::Zero(K, K);
      for (int i = 0; i < K; ++i)
        for (int k = i + 1; k < K; ++k) m.pairwise(i, k) = m.pairwise(k, i) = scale * g(rng);
      const Eigen::RowVectorXd x = Eigen::RowVectorXd::NullaryExpr(D, [&]() { return g(rng); });
      double best = std::numeric_limits<double>::infinity();
      for (int b = 0; b < (1 << K); ++b) best = std::min(best, lmbmLoss(m, x, fromBits(b, K)));
      const LpMapResult r = lmbmPredictLp(m, x);
      QVERIFY(r.lpBound <= best + 1e-7);
      QVERIFY(r.score >= best - 1e-9);
      QVERIFY(std::abs(r.score - lmbmLoss(m, x, r.labels)) < 1e-9);
      if (r.integral) {
        QVERIFY2(std::abs(r.score - best) < 1e-7, qPrintable(QString("%1 vs %2").arg(r.score).arg(best)));
        ++integral;
      }
    }
    QVERIFY(integral > 0);
  }

  void oracleMatchesBruteForce() {
    std::mt19937 rng(9);
    std::normal_distribution<double> g;
    auto data = std::make_shared<MultiLabelData>();
    const int N = 6, D = 3, K = 5;
    data->features = FeatureMatrix::NullaryExpr(N, D, [&]() { return g(rng); });
    data->labels = LabelMatrix::NullaryExpr(N, K, [&]() { return static_cast<int>(rng() % 2); });
    for (LabelGraph graph : {LabelGraph::Chain, LabelGraph::Full}) {
      const MultiLabelOracle oracle(data, graph);
      QCOMPARE(oracle.dimension(), K * (D + 1) + (graph == LabelGraph::Chain ? K - 1 : K * (K - 1) / 2));
      for (int trial = 0; trial < 20; ++trial) {
        const Eigen::VectorXd w = Eigen::VectorXd::NullaryExpr(oracle.dimension(), [&]() { return g(rng); });
        for (int l = 0; l < N; ++l) {
          double best = -std::numeric_limits<double>::infinity();
          for (int b = 0; b < (1 << K); ++b) {
            Eigen::VectorXd phi = Eigen::VectorXd::Zero(oracle.dimension());
            oracle.addJointFeature(l, fromBits(b, K), 1.0, phi);
            best = std::max(best, w.dot(phi) + oracle.loss(l, fromBits(b, K)));
          }
          const ScoredLabeling s = oracle.lossAugmentedArgmax(l, w);
          Eigen::VectorXd phi = Eigen::VectorXd::Zero(oracle.dimension());
          oracle.addJointFeature(l, s.labels, 1.0, phi);
          QVERIFY(std::abs(s.value - (w.dot(phi) + oracle.loss(l, s.labels))) < 1e-9);
          if (graph == LabelGraph::Chain) QVERIFY(std::abs(s.value - best) < 1e-9);
          else QVERIFY(s.value <= best + 1e-9);
        }
      }
      if (graph == LabelGraph::Full) QVERIFY(oracle.lpCalls() == 20 * N && oracle.lpIntegral() > 0);
    }
  }
};

QTEST_APPLESS_MAIN(TestMultilabelInference)
#include "test_multilabel_inference.moc"
