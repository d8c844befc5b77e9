// m3studio-bench clustering: the --quick smoke run prints one row per noise level with
// edge accuracies in [0, 1], learned correlation clustering beats chance and k-means, the
// default learner (1-slack) ends at the 1% certified gap where a few BCFW passes do not,
// custom options are honoured, and bad options are usage errors (exit code 2).
// With --json the table goes to stderr and stdout holds one JSON object with the same numbers.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include "cli_run.h"

class TestCliClustering : public QObject {
  Q_OBJECT

  using Run = m3test::CliRun;
  Run cli(const QStringList& args) { return m3test::runCli(args); }
  // Rows "  <noise>  <lcc> +- <se>  <kmeans> +- <se>  ..." of the result table.
  static QList<QList<double>> rows(const QString& out) {
    static const QRegularExpression row(R"(^\s+(\d+)\s+([\d.]+) \+- [\d.]+\s+([\d.]+) \+- [\d.]+)",
                                        QRegularExpression::MultilineOption);
    QList<QList<double>> result;
    for (auto it = row.globalMatch(out); it.hasNext();) {
      const auto m = it.next();
      result.append({m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble()});
    }
    return result;
  }

 private slots:
  void quickBench() {
    const Run r = cli({"bench", "clustering", "--quick"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto table = rows(r.out);
    QCOMPARE(table.size(), 3);
    QCOMPARE(table[0][0], 1.0);
    QCOMPARE(table[2][0], 16.0);
    double learned = 0, kmeans = 0;
    for (const auto& row : table) {
      QVERIFY(row[1] >= 0 && row[1] <= 1 && row[2] >= 0 && row[2] <= 1);
      QVERIFY2(row[1] > 0.6, qPrintable(r.out));  // above chance (~0.5) at every noise level
      learned += row[1] / table.size();
      kmeans += row[2] / table.size();
    }
    // The shape of Fig. 11.1b: k-means is fooled by the noise dimensions, the learned metric is not.
    QVERIFY2(learned > kmeans + 0.15, qPrintable(r.out));
  }

  void jsonHoldsTheTablesNumbers() {
    const Run r = cli({"bench", "clustering", "--quick", "--json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QJsonParseError parseError;
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8(), &parseError).object();
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(r.out));  // nothing else on stdout
    QCOMPARE(json["command"].toString(), QString("bench clustering"));
    QCOMPARE(json["settings"].toObject()["points"].toInt(), 30);
    const auto table = rows(r.err);  // the text, still printed for the person watching
    const QJsonArray jsonRows = json["rows"].toArray();
    QCOMPARE(jsonRows.size(), 3);
    QCOMPARE(table.size(), 3);
    for (int i = 0; i < 3; ++i) {
      const QJsonObject row = jsonRows[i].toObject();
      QCOMPARE(row["noiseDimensions"].toInt(), static_cast<int>(table[i][0]));
      QVERIFY(std::abs(row["learnedEdgeAccuracy"].toObject()["mean"].toDouble() - table[i][1]) < 5e-4);
      QVERIFY(std::abs(row["kmeansEdgeAccuracy"].toObject()["mean"].toDouble() - table[i][2]) < 5e-4);
    }
    QVERIFY(json["totalSeconds"].toDouble() > 0);
  }

  void learnersReportTheirCertifiedGap() {
    // The default (1-slack) stops at a 1% gap; BCFW with 3 passes of 3 blocks cannot get there.
    for (const QString& learner : {QString(), QString("bcfw")}) {
      QStringList args{"bench", "clustering", "--quick", "--json"};
      if (!learner.isEmpty()) args << "--learner" << learner << "--passes" << "3";
      const Run r = cli(args);
      QVERIFY2(r.code == 0, qPrintable(r.err));
      const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
      QCOMPARE(json["settings"].toObject()["learner"].toString(), learner.isEmpty() ? QString("one-slack") : learner);
      double largestGap = 0;
      for (const QJsonValue& value : json["rows"].toArray()) {
        const QJsonObject row = value.toObject();
        const double gap = row["meanRelativeGap"].toDouble(-1);
        QVERIFY2(gap >= 0, qPrintable(r.out));
        largestGap = std::max(largestGap, gap);
        QVERIFY(!row["trainingLpSeconds"].toArray().isEmpty());  // every training LP timed
      }
      if (learner.isEmpty()) QVERIFY2(largestGap <= 0.01, qPrintable(r.err));
      else QVERIFY2(largestGap > 0.01, qPrintable(r.err));
    }
  }

  void customOptions() {
    const Run r = cli({"bench", "clustering", "--points", "12", "--runs", "1", "--passes", "3", "--noise", "0,2",
                       "--max-cuts", "50", "--train-split", "2"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("12 train (in 2 problem(s)) / 12 test points, 1 run(s)"));
    const auto table = rows(r.out);
    QCOMPARE(table.size(), 2);
    QCOMPARE(table[1][0], 2.0);
    // A progress line per run on stderr, with the time left until the last one.
    QVERIFY2(r.err.contains("bench clustering: 0 noise dimension(s), run 1 (1 of 2 steps, ") &&
                 r.err.contains(" left)") && r.err.contains("bench clustering: 2 noise dimension(s), run 1 (2 of 2 steps, "),
             qPrintable(r.err));
    QVERIFY(!r.out.contains("steps,"));  // results only on stdout
  }

  void badOptionsAreUsageErrors() {
    for (const QStringList& args : {QStringList{"--noise", "1,x"}, QStringList{"--noise", "-1"},
                                    QStringList{"--points", "2"}, QStringList{"--runs", "0"},
                                    QStringList{"--C", "0"}, QStringList{"--train-split", "0"}, QStringList{"--bogus"},
                                    QStringList{"--learner", "newton"}}) {
      const Run r = cli(QStringList{"bench", "clustering"} + args);
      QVERIFY2(r.code == 2, qPrintable(args.join(' ') + ": " + r.err));
      QVERIFY(!r.err.isEmpty());
    }
  }
};

QTEST_APPLESS_MAIN(TestCliClustering)
#include "test_cli_clustering.moc"
