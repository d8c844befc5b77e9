// Multi-label metrics (core/eval/multilabel_metrics.h) on hand-computed cases, including the
// documented empty-set conventions.
#include <QtTest>

#include "eval/multilabel_metrics.h"

using namespace m3;

namespace {
LabelMatrix rows(std::initializer_list<std::initializer_list<int>> r) {
  LabelMatrix m(static_cast<Eigen::Index>(r.size()), static_cast<Eigen::Index>(r.begin()->size()));
  int i = 0;
  for (const auto& row : r) {
    int j = 0;
    for (int v : row) m(i, j++) = v;
    ++i;
  }
  return m;
}
}  // namespace

class TestMultilabelMetrics : public QObject {
  Q_OBJECT
 private slots:
  void handComputed() {
    // truth / prediction, 3 examples x 3 labels.
    const LabelMatrix truth = rows({{1, 0, 1}, {0, 1, 0}, {0, 0, 0}});
    const LabelMatrix pred = rows({{1, 1, 0}, {0, 1, 0}, {0, 0, 0}});
    const MultiLabelMetrics m = multiLabelMetrics(truth, pred);
    QCOMPARE(m.exactMatch, 2.0 / 3.0);      // examples 2 and 3
    QCOMPARE(m.hammingLoss, 2.0 / 9.0);     // two wrong entries in example 1
    // instance F1: ex1 2*1/(2+2) = 0.5, ex2 1, ex3 empty/empty = 1 -> 2.5/3
    QCOMPARE(m.instanceF1, 2.5 / 3.0);
    // label 1: TP1 FP0 FN0 -> 1; label 2: TP1 FP1 -> 2/3; label 3: FN1 -> 0
    QCOMPARE(m.perLabelF1[0], 1.0);
    QCOMPARE(m.perLabelF1[1], 2.0 / 3.0);
    QCOMPARE(m.perLabelF1[2], 0.0);
    QCOMPARE(m.macroF1, (1.0 + 2.0 / 3.0) / 3.0);
    // micro: TP 2, positives (truth 3 + predicted 3) -> 4/6
    QCOMPARE(m.microF1, 4.0 / 6.0);
  }

  void emptyConventions() {
    const LabelMatrix none = rows({{0, 0}, {0, 0}});
    const MultiLabelMetrics m = multiLabelMetrics(none, none);
    QCOMPARE(m.exactMatch, 1.0);
    QCOMPARE(m.hammingLoss, 0.0);
    QCOMPARE(m.instanceF1, 1.0);
    QCOMPARE(m.macroF1, 1.0);
    QCOMPARE(m.microF1, 1.0);
    // Predicting a label when the truth is empty: instance F1 0, that label's F1 0.
    const MultiLabelMetrics w = multiLabelMetrics(none, rows({{1, 0}, {0, 0}}));
    QCOMPARE(w.instanceF1, 0.5);
    QCOMPARE(w.perLabelF1[0], 0.0);
    QCOMPARE(w.perLabelF1[1], 1.0);
    QCOMPARE(w.microF1, 0.0);
    QCOMPARE(w.hammingLoss, 0.25);
  }

  void shapeMismatchThrows() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, multiLabelMetrics(rows({{1, 0}}), rows({{1, 0, 1}})));
  }
};

QTEST_APPLESS_MAIN(TestMultilabelMetrics)
#include "test_multilabel_metrics.moc"
