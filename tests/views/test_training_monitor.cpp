// The training monitor follows the desktop's palette (a dark palette gives dark charts, with
// text and grid lines that can be read on them) and writes numbers as the user's locale does.
#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QValueAxis>
#include <QtTest>

#include "training_monitor.h"

using namespace m3;

class TestTrainingMonitor : public QObject {
  Q_OBJECT
 private slots:
  void chartsFollowADarkPalette() {
    TrainingMonitor monitor;
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(30, 30, 34));
    dark.setColor(QPalette::Window, QColor(40, 40, 44));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Mid, QColor(90, 90, 96));
    monitor.setPalette(dark);  // as a dark desktop theme reaches the widget (PaletteChange)
    const auto views = monitor.findChildren<QChartView*>();
    QCOMPARE(views.size(), 2);
    for (QChartView* view : views) {
      QChart* chart = view->chart();
      QCOMPARE(chart->backgroundBrush().color(), QColor(30, 30, 34));
      QCOMPARE(chart->titleBrush().color(), QColor(230, 230, 230));
      QCOMPARE(chart->legend()->labelColor(), QColor(230, 230, 230));
      QVERIFY(chart->axes().size() >= 2);
      for (QAbstractAxis* axis : chart->axes()) {
        QCOMPARE(axis->labelsColor(), QColor(230, 230, 230));
        QCOMPARE(axis->gridLineColor(), QColor(90, 90, 96));
      }
    }
  }

  void numbersAsTheLocaleWritesThem() {
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    TrainingMonitor monitor;
    TrainingProgress p;
    p.pass = 1200;
    p.primal = 10;
    p.gap = 0.391;
    p.trainError = 0.125;
    p.seconds = 2.5;
    monitor.addProgress(p);
    QLocale::setDefault(before);
    QStringList texts;
    for (QLabel* label : monitor.findChildren<QLabel*>()) texts << label->text();
    const QString all = texts.join('\n');
    QVERIFY2(all.contains("1.200") && all.contains("3,91") && all.contains("0,125") && all.contains("2,5 s"),
             qPrintable(all));
  }

  // A tick at an odd value (-0.00912) gets a label wider than the narrow dock, which Qt cuts to
  // "-0.009...": every linear axis puts its ticks at round values, whose labels stay short.
  void axisTicksHaveShortLabels() {
    TrainingMonitor monitor;
    const double objectives[][2] = {{0.0123, -0.0087}, {0.0101, -0.0031}, {0.0094, 0.0017}};
    double seconds = 0.0131;
    for (const auto& o : objectives) {
      TrainingProgress p;
      p.primal = o[0];
      p.dual = o[1];
      p.gap = o[0] - o[1];
      p.seconds = seconds;
      seconds *= 2.37;
      monitor.addProgress(p);
    }
    for (QChartView* view : monitor.findChildren<QChartView*>())
      for (QAbstractAxis* a : view->chart()->axes()) {
        auto* axis = qobject_cast<QValueAxis*>(a);
        if (!axis) continue;
        const double step = (axis->max() - axis->min()) / (axis->tickCount() - 1);
        for (int i = 0; i < axis->tickCount(); ++i) {
          const QString label =
              QString::asprintf(axis->labelFormat().toLatin1(), axis->min() + i * step);
          QVERIFY2(label.size() <= 6, qPrintable(label));
        }
      }
  }
};

QTEST_MAIN(TestTrainingMonitor)
#include "test_training_monitor.moc"
