// The generated scene sample: shapes, names and value ranges of the scene layout, determinism,
// label co-occurrence only along the declared pairs, bad options refused, and that it is a
// learning problem worth the workbench: LMSBN trained on 300 items predicts the whole set
// of 300 others far better than always answering the most common set, yet not perfectly.
#include <QtTest>

#include <map>
#include <set>

#include "eval/multilabel_metrics.h"
#include "samples/scene_sample.h"
#include "tasks/multilabel_task.h"

using namespace m3;

class TestSceneSample : public QObject {
  Q_OBJECT
 private slots:
  void shapesAndRanges() {
    const MultiLabelData d = generateSceneSample({.images = 200});
    QCOMPARE(d.size(), 200);
    QCOMPARE(d.numFeatures(), kSceneFeatures);
    QCOMPARE(d.numLabels(), 6);
    QCOMPARE(static_cast<int>(d.featureNames.size()), 294);
    QCOMPARE(d.featureNames[0], std::string("Lmean_r0c0"));
    QCOMPARE(d.featureNames[49], std::string("Lvar_r0c0"));
    QCOMPARE(d.labelNames[1], std::string("Sunset"));
    QVERIFY(d.features.minCoeff() >= 0 && d.features.maxCoeff() <= 1);
    for (int i = 0; i < d.size(); ++i) {
      const int count = d.labels.row(i).sum();
      QVERIFY2(count == 1 || count == 2, qPrintable(QString("item %1 has %2 labels").arg(i).arg(count)));
    }
  }

  void deterministicAndSeeded() {
    const MultiLabelData a = generateSceneSample({.images = 50, .seed = 3});
    const MultiLabelData b = generateSceneSample({.images = 50, .seed = 3});
    const MultiLabelData c = generateSceneSample({.images = 50, .seed = 4});
    QVERIFY(a.features == b.features && a.labels == b.labels);
    QVERIFY(a.features != c.features);
  }

  void pairsAreThePlausibleOnes() {
    const MultiLabelData d = generateSceneSample({.images = 2000, .pairProbability = 0.5});
    std::set<std::pair<int, int>> seen;
    int pairs = 0;
    for (int i = 0; i < d.size(); ++i) {
      std::vector<int> on;
      for (int k = 0; k < 6; ++k)
        if (d.labels(i, k)) on.push_back(k);
      if (on.size() == 2) seen.insert({on[0], on[1]}), ++pairs;
    }
    const std::set<std::pair<int, int>> allowed = {{0, 5}, {3, 4}, {2, 4}, {0, 1}, {1, 4}, {2, 3}};
    for (const auto& p : seen) QVERIFY2(allowed.count(p), qPrintable(QString("%1+%2").arg(p.first).arg(p.second)));
    QCOMPARE(seen.size(), allowed.size());
    QVERIFY2(pairs > 700 && pairs < 1300, qPrintable(QString::number(pairs)));  // about half of 2000
  }

  void badOptionsRefused() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateSceneSample({.images = 0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateSceneSample({.images = 5, .pairProbability = 1.5}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateSceneSample({.images = 5, .noise = -1}));
  }

  void learnableButNotTrivial() {
    const MultiLabelData d = generateSceneSample({.images = 600});
    std::vector<int> first, second;
    for (int i = 0; i < 600; ++i) (i < 300 ? first : second).push_back(i);
    const MultiLabelData train = selectRows(d, first), test = selectRows(d, second);
    MultiLabelTrainingOptions options;
    options.kind = MultiLabelModelKind::Lmsbn;
    options.C = 1;
    const MultiLabelModel model = trainMultiLabel(train, options).model;
    const MultiLabelPrediction p = predictMultiLabel(model, test.features);
    const double exact = multiLabelMetrics(test.labels, p.labels).exactMatch;
    // The most common label set of the training half, answered for every test item.
    std::map<std::vector<int>, int> counts;
    for (int i = 0; i < train.size(); ++i)
      ++counts[std::vector<int>(train.labels.row(i).data(), train.labels.row(i).data() + 6)];
    auto best = std::max_element(counts.begin(), counts.end(), [](auto& a, auto& b) { return a.second < b.second; });
    LabelMatrix constant(test.size(), 6);
    for (int i = 0; i < test.size(); ++i)
      for (int k = 0; k < 6; ++k) constant(i, k) = best->first[k];
    const double baseline = multiLabelMetrics(test.labels, constant).exactMatch;
    qInfo("LMSBN exact match %.3f, most common set %.3f", exact, baseline);
    QVERIFY2(exact > baseline + 0.3, qPrintable(QString("%1 vs %2").arg(exact).arg(baseline)));
    QVERIFY2(exact < 0.995, "the sample should leave the models something to get wrong");
  }
};

QTEST_MAIN(TestSceneSample)
#include "test_scene_sample.moc"
