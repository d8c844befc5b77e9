// Multi-label task layer: every model kind trains by name, predicts consistently with its
// margins, and survives a model-file round trip exactly; malformed model files give IoError
// naming the file; LMBM's exact inference agrees with brute force.
#include <QtTest>

#include <random>

#include "eval/multilabel_metrics.h"
#include "io/io_error.h"
#include "tasks/multilabel_task.h"

using namespace m3;

namespace {

// Three labels: y0 and y1 from x, y2 = y0 AND y1 (a dependency the structured models can use).
MultiLabelData correlated(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> g;
  MultiLabelData d;
  d.features.resize(n, 3);
  d.labels = LabelMatrix::Zero(n, 3);
  for (int l = 0; l < n; ++l) {
    for (int j = 0; j < 3; ++j) d.features(l, j) = g(rng);
    d.labels(l, 0) = d.features(l, 0) + 0.3 * g(rng) > 0;
    d.labels(l, 1) = d.features(l, 1) + 0.3 * g(rng) > 0;
    d.labels(l, 2) = d.labels(l, 0) && d.labels(l, 1);
  }
  d.featureNames = {"a", "b", "c"};
  d.labelNames = {"sky", "sea", "beach"};
  return d;
}

}  // namespace

class TestMultilabelTask : public QObject {
  Q_OBJECT
 private slots:
  void kindNames() {
    for (MultiLabelModelKind k : kAllMultiLabelKinds) QCOMPARE(parseMultiLabelKind(multiLabelKindName(k)), k);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parseMultiLabelKind("crf"));
  }

  void everyKindTrainsPredictsAndRoundTrips() {
    const MultiLabelData train = correlated(200, 1), test = correlated(300, 2);
    for (MultiLabelModelKind k : kAllMultiLabelKinds) {
      MultiLabelTrainingOptions o;
      o.kind = k;
      o.C = 0.5;
      const MultiLabelTrainingResult t = trainMultiLabel(train, o);
      QCOMPARE(t.model.kind, k);
      QCOMPARE(t.model.labelNames, train.labelNames);
      const MultiLabelPrediction p = predictMultiLabel(t.model, test.features);
      QCOMPARE(p.labels.rows(), 300);
      // Margins agree with the labels (> 0 on, <= 0 off, up to ties at 0).
      for (int l = 0; l < test.size(); ++l)
        for (int i = 0; i < 3; ++i)
          if (std::abs(p.margins(l, i)) > 1e-9) QCOMPARE(p.labels(l, i), p.margins(l, i) > 0 ? 1 : 0);
      const double em = multiLabelMetrics(test.labels, p.labels).exactMatch;
      QVERIFY2(em > 0.6, qPrintable(QString("%1: exact match %2").arg(multiLabelKindName(k)).arg(em)));

      const std::string json = multiLabelModelToJson(t.model);
      const MultiLabelModel back = multiLabelModelFromJson(json, "m.json");
      QCOMPARE(multiLabelModelToJson(back), json);
      const MultiLabelPrediction q = predictMultiLabel(back, test.features);
      QVERIFY(q.labels == p.labels);
      QVERIFY(q.margins == p.margins);  // exact: doubles round-trip
    }
  }

  // Kernel LMSBN through the task layer: every kernel trains, predicts, round-trips exactly
  // (kernel object, support vectors, betas); other kinds refuse a kernel; a linear model file
  // has no "kernel" and loads as a linear model.
  void kernelLmsbnTrainsAndRoundTrips() {
    const MultiLabelData train = correlated(200, 1), test = correlated(300, 2);
    for (MultiLabelModelKind k : {MultiLabelModelKind::Lmsbn, MultiLabelModelKind::LmsbnFscore})
      for (const KernelSpec& kernel : {KernelSpec::rbf(0.3), KernelSpec::polynomial(2, 1.0, 0.5)}) {
        MultiLabelTrainingOptions o;
        o.kind = k;
        o.C = 0.5;
        o.kernel = kernel;
        const MultiLabelTrainingResult t = trainMultiLabel(train, o);
        QVERIFY(t.model.lmsbn.kernel.has_value());
        QCOMPARE(*t.model.lmsbn.kernel, kernel);
        QVERIFY(multiLabelReportText(t.report).find("support vectors") != std::string::npos);
        const MultiLabelPrediction p = predictMultiLabel(t.model, test.features);
        const double em = multiLabelMetrics(test.labels, p.labels).exactMatch;
        QVERIFY2(em > 0.6, qPrintable(QString("%1 %2: exact match %3").arg(multiLabelKindName(k)).arg(QString::fromStdString(kernel.name())).arg(em)));
        const std::string json = multiLabelModelToJson(t.model);
        QVERIFY(json.find("\"supportVectors\"") != std::string::npos);
        const MultiLabelModel back = multiLabelModelFromJson(json, "m.json");
        QCOMPARE(multiLabelModelToJson(back), json);
        QVERIFY(back.lmsbn.supportVectors == t.model.lmsbn.supportVectors);
        QVERIFY(back.lmsbn.beta == t.model.lmsbn.beta);
        const MultiLabelPrediction q = predictMultiLabel(back, test.features);
        QVERIFY(q.labels == p.labels);
        QVERIFY(q.margins == p.margins);
      }
    MultiLabelTrainingOptions o;
    o.kind = MultiLabelModelKind::Svm;
    o.kernel = KernelSpec::rbf(1.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainMultiLabel(train, o));
    o.kind = MultiLabelModelKind::Lmsbn;
    o.kernel = KernelSpec::rbf(0.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainMultiLabel(train, o));
    o.kernel = KernelSpec::linear();
    const MultiLabelModel linear = trainMultiLabel(train, o).model;
    QVERIFY(!linear.lmsbn.kernel.has_value());
    const std::string json = multiLabelModelToJson(linear);
    QVERIFY(json.find("\"kernel\"") == std::string::npos);
    QVERIFY(!multiLabelModelFromJson(json, "m.json").lmsbn.kernel.has_value());
  }

  void badKernelModelFilesAreRejected() {
    MultiLabelTrainingOptions o;
    o.kernel = KernelSpec::rbf(0.5);
    const std::string good = multiLabelModelToJson(trainMultiLabel(correlated(40, 3), o).model);
    auto expectError = [&](const std::string& from, const std::string& to) {
      std::string text = good;
      const auto at = text.find(from);
      QVERIFY2(at != std::string::npos, from.c_str());
      text.replace(at, from.size(), to);
      QVERIFY_THROWS_EXCEPTION(IoError, multiLabelModelFromJson(text, "bad.json"));
    };
    expectError("\"type\": \"rbf\"", "\"type\": \"sigmoid\"");
    expectError("\"gamma\": 0.5", "\"gamma\": -0.5");
    expectError("\"beta\": [", "\"beta\": [[1],");
    expectError("\"supportVectors\"", "\"vectors\"");
  }

  void badModelFilesNameTheFile() {
    MultiLabelTrainingOptions o;
    o.kind = MultiLabelModelKind::Lmbm;
    const std::string good = multiLabelModelToJson(trainMultiLabel(correlated(50, 3), o).model);
    auto expectError = [](const std::string& text, const std::string& needle) {
      try {
        multiLabelModelFromJson(text, "broken.json");
        QFAIL(("accepted: " + needle).c_str());
      } catch (const IoError& e) {
        const std::string what = e.what();
        QVERIFY2(what.find("broken.json") != std::string::npos && what.find(needle) != std::string::npos, e.what());
      }
    };
    expectError("{", "invalid model file");
    expectError(R"({"format": "other"})", "not an M3Studio model");
    std::string s = good;
    s.replace(s.find("multilabel-lmbm"), 15, "multilabel-crf0");
    expectError(s, "unknown multi-label model");
    s = good;
    s.replace(s.find("\"count\": 3"), 10, "\"count\": 4");
    expectError(s, "weights.unary");
    s = good;
    s.replace(s.find("\"schema\": 1"), 11, "\"schema\": 7");
    expectError(s, "is newer than");
  }

  void predictRejectsWrongWidth() {
    MultiLabelTrainingOptions o;
    o.kind = MultiLabelModelKind::Svm;
    const MultiLabelModel m = trainMultiLabel(correlated(50, 3), o).model;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictMultiLabel(m, FeatureMatrix::Zero(2, 5)));
  }

  void lmbmExactMatchesBruteForceAndBoundsTheLp() {
    std::mt19937 rng(5);
    std::normal_distribution<double> g;
    for (int rep = 0; rep < 30; ++rep) {
      LmbmModel m;
      const int K = 5;
      m.unary = Eigen::MatrixXd::NullaryExpr(K, 3, [&] { return g(rng); });
      m.pairwise = Eigen::MatrixXd::Zero(K, K);
      for (int i = 0; i < K; ++i)
        for (int k = i + 1; k < K; ++k) m.pairwise(i, k) = m.pairwise(k, i) = g(rng);
      const Eigen::RowVectorXd x = Eigen::RowVectorXd::NullaryExpr(2, [&] { return g(rng); });
      const LpMapResult exact = lmbmPredictExact(m, x);
      double best = 1e300;
      for (int code = 0; code < (1 << K); ++code) {
        Labeling y(K);
        for (int i = 0; i < K; ++i) y[i] = (code >> i) & 1;
        best = std::min(best, lmbmLoss(m, x, y));
      }
      QCOMPARE(exact.score, best);
      QCOMPARE(lmbmLoss(m, x, exact.labels), best);
      const LpMapResult lp = lmbmPredictLp(m, x);
      QVERIFY(lp.lpBound <= best + 1e-7);  // a relaxation
      QVERIFY(lp.score >= best - 1e-9);
    }
  }
};

QTEST_APPLESS_MAIN(TestMultilabelTask)
#include "test_multilabel_task.moc"
