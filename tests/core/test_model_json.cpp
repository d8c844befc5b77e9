// Model files: exact round trip and clear errors for damaged files.
#include <QTemporaryDir>
#include <QtTest>
#include <random>

#include "io/io_error.h"
#include "model/chain_model_json.h"
#include "random_problems.h"

using namespace m3;

namespace {
ChainModel randomModel(bool transitions, unsigned seed) {
  ChainModel m;
  m.labels = LabelSet::lowercaseLetters();
  m.C = 0.125 * seed;
  m.weights = ChainWeights(m.features.dimension(), 26, transitions);
  std::mt19937 rng(seed);
  std::normal_distribution<double> g(0, 1e-3);
  for (Eigen::Index i = 0; i < m.weights.w.size(); ++i) m.weights.w[i] = g(rng) * std::pow(10, i % 7);
  return m;
}
}  // namespace

class TestModelJson : public QObject {
  Q_OBJECT
 private slots:
  void roundTripIsExact() {
    QTemporaryDir dir;
    for (bool transitions : {true, false}) {
      const ChainModel m = randomModel(transitions, transitions ? 3 : 4);
      const std::string path = dir.filePath("model.json").toStdString();
      saveModel(path, m);
      const ChainModel back = loadModel(path);
      QVERIFY(back == m);
      QCOMPARE(back.kind(), transitions ? std::string("chain-m3n") : std::string("multiclass-svm"));
    }
  }
  void kernelModelsRoundTrip() {
    for (bool transitions : {true, false}) {
      ChainModel m;
      m.labels = LabelSet::lowercaseLetters();
      m.features.bias = false;
      auto k = std::make_shared<ChainSmoModel>();
      k->kernel = KernelSpec::polynomial(3, 1.0, 1.0 / 14);
      k->numFeatures = 128, k->numLabels = 26, k->useTransitions = transitions;
      k->supportVectors = RowMatrix::Random(5, 128);
      k->coefficients = Eigen::MatrixXd::Random(5, 26);
      k->transition = Eigen::MatrixXd::Zero(26, 26);
      if (transitions) k->transition.setRandom();
      k->C = m.C;
      m.kernel = k;
      const ChainModel back = modelFromJson(modelToJson(m), "k.json");
      QVERIFY(back == m);
      QCOMPARE(back.kind(), std::string(transitions ? "chain-m3n-kernel" : "multiclass-svm-kernel"));
      // Damaged kernel sections are named.
      std::string text = modelToJson(m);
      text.replace(text.find("\"polynomial\""), 12, "\"sigmoid\"");
      try {
        modelFromJson(text, "k.json");
        QFAIL("expected an IoError");
      } catch (const IoError& e) {
        QVERIFY2(QString(e.what()).contains("unknown kernel"), e.what());
      }
    }
  }

  void damagedFilesGiveClearErrors_data() {
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not json") << "truncate" << "not JSON";
    QTest::newRow("wrong format") << "format" << "not an M3Studio model";
    QTest::newRow("future schema") << "schema" << "newer than";
    QTest::newRow("unknown kind") << "kind" << "unknown model kind";
    QTest::newRow("short row") << "row" << "weights.node";
    QTest::newRow("nan") << "nan" << "not JSON";
  }
  void damagedFilesGiveClearErrors() {
    QFETCH(QString, edit);
    QFETCH(QString, expected);
    std::string json = modelToJson(randomModel(true, 1));
    auto replace = [&](const std::string& from, const std::string& to) {
      const size_t at = json.find(from);
      QVERIFY(at != std::string::npos);
      json.replace(at, from.size(), to);
    };
    if (edit == "truncate") json.resize(json.size() / 2);
    if (edit == "format") replace("m3studio-model", "something-else");
    if (edit == "schema") replace("\"schema\": 1", "\"schema\": 99");
    if (edit == "kind") replace("chain-m3n", "chain-m9n");
    if (edit == "row") {
      // Drop the second number of the first node row.
      const size_t firstComma = json.find(',', json.find("\"node\""));
      json.erase(firstComma, json.find(',', firstComma + 1) - firstComma);
    }
    if (edit == "nan") replace("\"C\": ", "\"C\": NaN, \"x\": ");
    try {
      modelFromJson(json, "m.json");
      QFAIL("expected an IoError");
    } catch (const IoError& e) {
      QVERIFY2(QString(e.what()).contains(expected), e.what());
      QVERIFY(QString(e.what()).startsWith("m.json: "));
    }
  }
  void missingFile() {
    QVERIFY_THROWS_EXCEPTION(IoError, loadModel("/nonexistent/model.json"));
  }
};

QTEST_APPLESS_MAIN(TestModelJson)
#include "test_model_json.moc"
