// The BSDS region benchmarks (covering, PRI, VI) on images small enough to score by hand,
// and against the pair-counting metrics of eval/clustering_metrics.h for Rand and VI.
#include <QtTest>

#include <random>

#include "eval/bsds_region_benchmark.h"
#include "eval/clustering_metrics.h"

using namespace m3;

namespace {

LabelImage image(int width, int height, Labeling labels) { return {width, height, std::move(labels)}; }

}  // namespace

class TestBsdsRegionBenchmark : public QObject {
  Q_OBJECT
 private slots:
  void handWorkedExample() {
    // 2 x 2 pixels. Human: left column region 0, right column region 1.
    // Machine: everything one region.
    const LabelImage human = image(2, 2, {0, 1, 0, 1});
    const LabelImage machine = image(2, 2, {0, 0, 0, 0});
    const RegionBenchmark b = regionBenchmark(machine, {human});
    // Each human region (2 pixels) overlaps the machine's 4-pixel region by 2 / 4.
    QCOMPARE(b.coveredArea, 2 * 0.5 + 2 * 0.5);
    QCOMPARE(b.area, 4.0);
    QCOMPARE(b.covering(), 0.5);
    // 6 pixel pairs: the machine joins all, the human 2 of them: Rand 2 / 6.
    QVERIFY(std::abs(b.pri - 2.0 / 6.0) < 1e-12);
    // VI = H(S) + H(G) - 2 I = 0 + log 2 - 0.
    QVERIFY(std::abs(b.vi - std::log(2.0)) < 1e-12);
  }

  void identicalSegmentationsScorePerfectly() {
    const LabelImage human = image(3, 2, {0, 0, 1, 2, 2, 1});
    const LabelImage renamed = image(3, 2, {7, 7, 3, 5, 5, 3});
    const RegionBenchmark b = regionBenchmark(renamed, {human, human});
    QCOMPARE(b.covering(), 1.0);
    QCOMPARE(b.pri, 1.0);
    QVERIFY(std::abs(b.vi) < 1e-12);
  }

  void averagesOverHumansAndMatchesThePairCounts() {
    std::mt19937 rng(3);
    const int w = 9, h = 7;
    Labeling s(w * h), g1(w * h), g2(w * h);
    for (auto* l : {&s, &g1, &g2})
      for (int& v : *l) v = static_cast<int>(rng() % 4);
    g2[5] = -1;  // a pixel this human left unlabelled
    const LabelImage machine = image(w, h, s);
    const RegionBenchmark both = regionBenchmark(machine, {image(w, h, g1), image(w, h, g2)});
    const RegionBenchmark one = regionBenchmark(machine, {image(w, h, g1)});
    const RegionBenchmark two = regionBenchmark(machine, {image(w, h, g2)});
    QVERIFY(std::abs(both.pri - (one.pri + two.pri) / 2) < 1e-12);
    QVERIFY(std::abs(both.vi - (one.vi + two.vi) / 2) < 1e-12);
    QCOMPARE(both.area, double(w * h) + double(w * h - 1));
    QVERIFY(std::abs(both.coveredArea - (one.coveredArea + two.coveredArea)) < 1e-9);
    // Rand and VI as the pair-counting metrics define them.
    const ClusteringMetrics m = clusteringMetrics(g1, s);
    QVERIFY(std::abs(one.pri - m.rand) < 1e-12);
    QVERIFY(std::abs(one.vi - m.variationOfInformation) < 1e-9);
    QVERIFY(one.covering() > 0 && one.covering() < 1);
  }

  void poolsImagesAsTheBenchmarkDoes() {
    RegionBenchmarkTotals totals;
    RegionBenchmark a, b;
    a.coveredArea = 3, a.area = 4, a.pri = 0.5, a.vi = 1;
    b.coveredArea = 1, b.area = 4, b.pri = 1.0, b.vi = 2;
    totals.add(a);
    totals.add(b);
    QCOMPARE(totals.covering(), 0.5);
    QCOMPARE(totals.pri(), 0.75);
    QCOMPARE(totals.vi(), 1.5);
    QCOMPARE(totals.images(), 2);
  }

  void rejectsMismatchedInput() {
    const LabelImage machine = image(2, 1, {0, 0});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, regionBenchmark(machine, {image(1, 2, {0, 0})}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, regionBenchmark(image(2, 1, {0, -1}), {image(2, 1, {0, 0})}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, regionBenchmark(machine, {image(2, 1, {-1, -1})}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, regionBenchmark(machine, {}));
  }
};

QTEST_APPLESS_MAIN(TestBsdsRegionBenchmark)
#include "test_bsds_region_benchmark.moc"
