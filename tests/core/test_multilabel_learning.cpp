// Multi-label learners: LMBM joint dual coordinate descent reaches a zero duality gap and
// satisfies stationarity (corrected Algorithm 1); on generated data whose labels are mutually
// exclusive (exactly one of K applies, x only partly informative) LMSBN and the fully
// connected SSVM beat independent SVMs on exact match (LMBM is measured and reported).
#include <QtTest>
#include <random>

#include "eval/multilabel_metrics.h"
#include "learning/bcfw.h"
#include "learning/binary_relevance.h"
#include "learning/lmbm.h"
#include "learning/lmsbn.h"
#include "learning/multilabel_oracle.h"
#include "learning/structured_learner.h"

using namespace m3;

namespace {

// Exactly one label per example: the argmax of W x + noise.
MultiLabelData exclusiveLabels(int n, unsigned seed) {
  const int D = 4, K = 4;
  std::mt19937 rng(seed);
  std::normal_distribution<double> g;
  Eigen::MatrixXd W(K, D);
  std::mt19937 fixed(99);  // the same generating weights for train and test
  for (int i = 0; i < K; ++i)
    for (int j = 0; j < D; ++j) W(i, j) = std::normal_distribution<double>()(fixed);
  MultiLabelData d;
  d.features.resize(n, D);
  d.labels = LabelMatrix::Zero(n, K);
  for (int l = 0; l < n; ++l) {
    for (int j = 0; j < D; ++j) d.features(l, j) = g(rng);
    Eigen::VectorXd s = W * d.features.row(l).transpose();
    for (int i = 0; i < K; ++i) s(i) += 0.7 * g(rng);
    Eigen::Index best;
    s.maxCoeff(&best);
    d.labels(l, best) = 1;
  }
  // (std::string(1, c) += ...: GCC 12 warns falsely about "literal" + std::to_string.)
  for (int j = 0; j < D; ++j) d.featureNames.push_back(std::string(1, 'x') += std::to_string(j));
  for (int i = 0; i < K; ++i) d.labelNames.push_back(std::string(1, 'y') += std::to_string(i));
  return d;
}

// Two labels of XOR form in a 2-D square: y0 = [x0 x1 > 0], y1 = [x0 > 0] xor [x1 > 0.3]
// (plus 2 % flips); no linear function of x separates either, parents do not help y0.
MultiLabelData xorLabels(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(-1, 1), flip(0, 1);
  MultiLabelData d;
  d.features.resize(n, 2);
  d.labels = LabelMatrix::Zero(n, 2);
  for (int l = 0; l < n; ++l) {
    const double a = u(rng), b = u(rng);
    d.features(l, 0) = a;
    d.features(l, 1) = b;
    d.labels(l, 0) = (a * b > 0) != (flip(rng) < 0.02);
    d.labels(l, 1) = ((a > 0) != (b > 0.3)) != (flip(rng) < 0.02);
  }
  d.featureNames = {"x0", "x1"};
  d.labelNames = {"y0", "y1"};
  return d;
}

LabelMatrix predictAll(const LmsbnModel& m, const FeatureMatrix& X) {
  LabelMatrix pred(X.rows(), m.numLabels());
  for (Eigen::Index l = 0; l < X.rows(); ++l) {
    const BranchAndBoundResult r = lmsbnBranchAndBound(m, X.row(l), std::numeric_limits<double>::infinity());
    for (int i = 0; i < m.numLabels(); ++i) pred(l, i) = r.labels[static_cast<std::size_t>(i)];
  }
  return pred;
}

}  // namespace

class TestMultilabelLearning : public QObject {
  Q_OBJECT
 private slots:
  void lmbmDualCoordinateDescentConverges() {
    const MultiLabelData d = exclusiveLabels(40, 3);
    for (double eta0 : {0.0, 1.0, 4.0}) {
      LmbmOptions o;
      o.C = 0.5;
      o.eta0 = eta0;
      o.epsilon = 1e-9;
      o.maxPasses = 200000;
      const LmbmResult r = trainLmbm(d, o);
      QVERIFY(r.converged);
      QVERIFY2(r.primal - r.dual < 1e-6 * r.primal, qPrintable(QString("gap %1 primal %2").arg(r.primal - r.dual).arg(r.primal)));
      QVERIFY((r.model.pairwise - r.model.pairwise.transpose()).norm() < 1e-12);
      QVERIFY(r.model.pairwise.diagonal().norm() == 0);
    }
  }

  // The linear kernel through the Gram-matrix solver is the linear LMSBN: same parent weights,
  // biases, input scores and predictions (to solver tolerance).
  void linearKernelLmsbnEqualsLinearLmsbn() {
    const MultiLabelData train = exclusiveLabels(150, 4), test = exclusiveLabels(300, 5);
    DualCdOptions o;
    o.C = 0.5;
    o.epsilon = 1e-8;
    o.maxPasses = 100000;
    std::vector<int> order = {2, 0, 3, 1};
    const LmsbnModel lin = trainLmsbn(train, order, o);
    const LmsbnModel ker = trainLmsbn(train, order, o, KernelSpec::linear());
    QVERIFY(ker.kernel.has_value() && !lin.kernel.has_value());
    QVERIFY(ker.supportVectors.rows() > 0 && ker.supportVectors.rows() < train.size());
    for (int t = 0; t < 4; ++t) {
      const auto& a = lin.units[static_cast<std::size_t>(t)];
      const auto& b = ker.units[static_cast<std::size_t>(t)];
      QVERIFY(t == 0 || (a.w.tail(t) - b.w.tail(t)).cwiseAbs().maxCoeff() < 1e-5);  // t = 0 has no parents
      QVERIFY(std::abs(a.bias - b.bias) < 1e-5);
      // Input weights of the linear model = sum_j beta_tj x_j of the kernel model.
      QVERIFY((a.w.head(4) - ker.supportVectors.transpose() * ker.beta.col(t)).cwiseAbs().maxCoeff() < 1e-5);
    }
    for (int l = 0; l < test.size(); ++l)
      QVERIFY((lmsbnInputScores(lin, test.features.row(l)) - lmsbnInputScores(ker, test.features.row(l))).cwiseAbs().maxCoeff() < 1e-5);
    QVERIFY(predictAll(lin, test.features) == predictAll(ker, test.features));
  }

  void rbfLmsbnFitsXorLabels() {
    const MultiLabelData train = xorLabels(300, 1), test = xorLabels(1000, 2);
    DualCdOptions o;
    o.C = 3.0;
    const LmsbnModel lin = trainLmsbn(train, indexOrder(2), o);
    const LmsbnModel rbf = trainLmsbn(train, indexOrder(2), o, KernelSpec::rbf(2.0));
    const MultiLabelMetrics a = multiLabelMetrics(test.labels, predictAll(lin, test.features));
    const MultiLabelMetrics b = multiLabelMetrics(test.labels, predictAll(rbf, test.features));
    qInfo("XOR labels, held-out exact match: linear %.3f, rbf %.3f (%d support vectors)", a.exactMatch, b.exactMatch,
          static_cast<int>(rbf.supportVectors.rows()));
    QVERIFY(b.exactMatch > 0.85);
    QVERIFY(b.exactMatch > a.exactMatch + 0.3);
  }

  void kernelLmsbnRejectsBadKernel() {
    const MultiLabelData train = xorLabels(20, 1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainLmsbn(train, indexOrder(2), {}, KernelSpec::rbf(-1.0)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainLmsbn(train, {0, 0}, {}, KernelSpec::rbf(1.0)));
    MultiLabelData big;  // refused before any Gram matrix is allocated
    big.features = FeatureMatrix::Zero(kMaxKernelLmsbnRows + 1, 1);
    big.labels = LabelMatrix::Zero(kMaxKernelLmsbnRows + 1, 1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainLmsbn(big, indexOrder(1), {}, KernelSpec::rbf(1.0)));
  }

  void structuredModelsBeatIndependentSvms() {
    const MultiLabelData train = exclusiveLabels(400, 1), test = exclusiveLabels(1000, 2);
    DualCdOptions svm;
    svm.C = 1.0;
    const double br = multiLabelMetrics(test.labels, trainIndependentSvms(train, svm).predict(test.features)).exactMatch;

    const LmsbnModel lmsbn = trainLmsbn(train, indexOrder(train.numLabels()), svm);
    LabelMatrix pred(test.size(), test.numLabels());
    for (int l = 0; l < test.size(); ++l) {
      const BranchAndBoundResult r = lmsbnBranchAndBound(lmsbn, test.features.row(l), 1e9);
      QVERIFY(r.certified);
      for (int i = 0; i < test.numLabels(); ++i) pred(l, i) = r.labels[static_cast<std::size_t>(i)];
    }
    const double sbn = multiLabelMetrics(test.labels, pred).exactMatch;

    LmbmOptions lo;
    lo.C = 1.0;
    lo.eta0 = 0.1;
    const LmbmModel lmbm = trainLmbm(train, lo).model;
    for (int l = 0; l < test.size(); ++l) {
      const Labeling y = lmbmPredictLp(lmbm, test.features.row(l)).labels;
      for (int i = 0; i < test.numLabels(); ++i) pred(l, i) = y[static_cast<std::size_t>(i)];
    }
    const double bm = multiLabelMetrics(test.labels, pred).exactMatch;
    for (int l = 0; l < test.size(); ++l) {
      const Labeling y = lmbmPredictExact(lmbm, test.features.row(l)).labels;
      for (int i = 0; i < test.numLabels(); ++i) pred(l, i) = y[static_cast<std::size_t>(i)];
    }
    const double bmExact = multiLabelMetrics(test.labels, pred).exactMatch;

    auto shared = std::make_shared<const MultiLabelData>(train);
    const MultiLabelOracle oracle(shared, LabelGraph::Full);
    BcfwOptions bo;
    bo.C = 1.0;
    bo.maxPasses = 50;
    PairwiseMultiLabelModel full = oracle.layout();
    full.w = trainStructured(oracle, bo).weights;
    for (int l = 0; l < test.size(); ++l) {
      const Labeling y = full.predict(test.features.row(l));
      for (int i = 0; i < test.numLabels(); ++i) pred(l, i) = y[static_cast<std::size_t>(i)];
    }
    const double ssvm = multiLabelMetrics(test.labels, pred).exactMatch;
    qInfo("exact match: independent %.3f, LMSBN %.3f, LMBM LP %.3f, LMBM exact %.3f, full SSVM %.3f", br, sbn, bm,
          bmExact, ssvm);
    QVERIFY(sbn > br + 0.05);
    // LMBM with LP-relaxed eq. 5 inference does not beat independent SVMs here: the local
    // polytope lets u = 1/2 and mu agree with the sign of every coupling, so the LP is loose and
    // rounding loses. The exact argmin of eq. 5 (enumeration) must do better than the LP.
    QVERIFY(bm > 0.25);  // far above chance (1/16 labelings), i.e. the pipeline works
    QVERIFY2(bmExact > bm + 0.02, qPrintable(QString("exact %1, LP %2").arg(bmExact).arg(bm)));
    QVERIFY(ssvm > br + 0.05);
  }
};

QTEST_APPLESS_MAIN(TestMultilabelLearning)
#include "test_multilabel_learning.moc"
