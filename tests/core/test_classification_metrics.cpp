// Confusion matrix, precision, recall and F1 on a hand-counted example.
#include <QtTest>

#include "eval/classification_metrics.h"

using namespace m3;

class TestClassificationMetrics : public QObject {
  Q_OBJECT
 private slots:
  void handCountedExample() {
    ClassificationMetrics m(3);
    // truth:      0 0 0 1 1 2 -  (the unlabelled one does not count)
    // prediction: 0 0 1 1 0 2 2
    m.add({0, 0, 0, 1, 1, 2, kUnlabelled}, {0, 0, 1, 1, 0, 2, 2});
    QCOMPARE(m.total(), 6L);
    QCOMPARE(m.confusion(0, 0), 2);
    QCOMPARE(m.confusion(0, 1), 1);
    QCOMPARE(m.confusion(1, 0), 1);
    QCOMPARE(m.accuracy(), 4.0 / 6.0);
    QCOMPARE(m.precision(0), 2.0 / 3.0);  // predicted 0 three times, right twice
    QCOMPARE(m.recall(0), 2.0 / 3.0);
    QCOMPARE(m.precision(1), 0.5);
    QCOMPARE(m.recall(1), 0.5);
    QCOMPARE(m.f1(2), 1.0);
  }
  void emptyAndBadInput() {
    ClassificationMetrics m(2);
    QCOMPARE(m.accuracy(), 0.0);
    QCOMPARE(m.f1(1), 0.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m.add({0}, {0, 1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m.add({0}, {2}));
  }
};

QTEST_APPLESS_MAIN(TestClassificationMetrics)
#include "test_classification_metrics.moc"
