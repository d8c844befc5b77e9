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
  for (int j = 0; j < D; ++j) d.featureNames.push_back("x" + std::to_string(j));
  for (int i = 0; i < K; ++i) d.labelNames.push_back("y" + std::to_string(i));
  return d;
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
    full.w = trainBcfw(oracle, bo).weights;
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
