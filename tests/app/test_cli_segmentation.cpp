// m3studio-cli cluster train / predict / eval on generated images (label PNG segmentations)
// and on BSDS500 .mat files with --annotator; bench segmentation --quick prints its tables
// with metrics in range and learned CC above the one-per-superpixel sanity row; bad options
// are usage errors (2), missing files failures (1). BSDS parts skip when ../shared is absent.
#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"
#include "io/image_io.h"
#include "samples/textured_shapes.h"
#include "test_paths.h"

class TestCliSegmentation : public QObject {
  Q_OBJECT

  using Run = m3test::CliRun;
  Run cli(const QStringList& args) { return m3test::runCli(args, 600000); }
  static QString bsds() { return QString(M3_SHARED_DATA_DIR) + "/bsds500"; }
  // "  <method>  F1  VI  Rand  segments" rows of a bench table, in order.
  static QList<QList<double>> rows(const QString& out) {
    static const QRegularExpression row(
        R"(^  (learned CC|k-means \(true k\)|one per superpixel|one segment)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$)",
        QRegularExpression::MultilineOption);
    QList<QList<double>> result;
    for (auto it = row.globalMatch(out); it.hasNext();) {
      const auto m = it.next();
      result.append({m.captured(2).toDouble(), m.captured(3).toDouble(), m.captured(4).toDouble(),
                     m.captured(5).toDouble()});
    }
    return result;
  }
  // Generated images (textured shapes) and their instance maps as label PNGs.
  static void writeSamples(const QString& images, const QString& segs, int first, int count) {
    QDir().mkpath(images);
    QDir().mkpath(segs);
    for (int i = first; i < first + count; ++i) {
      m3::TexturedShapesOptions o;
      o.width = 160;
      o.height = 120;
      o.shapes = 4;
      o.seed = std::uint64_t(i);
      const m3::TexturedShapes s = m3::generateTexturedShapes(o);
      const QString name = QString("img%1").arg(i);
      m3::writeImage((images + "/" + name + ".png").toStdString(), s.image);
      m3::writeLabelMask((segs + "/" + name + ".png").toStdString(), s.instances);
    }
  }

 private slots:
  void trainPredictEvalOnGeneratedImages() {
    QTemporaryDir dir;
    writeSamples(dir.filePath("train"), dir.filePath("train_seg"), 100, 3);
    writeSamples(dir.filePath("test"), dir.filePath("test_seg"), 200, 2);
    const QString model = dir.filePath("seg.json");
    Run r = cli({"segmentation", "train", "--images", dir.filePath("train"), "--segmentations", dir.filePath("train_seg"),
                 "--out", model, "--passes", "6", "--region-size", "12", "--C", "0.5"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("training on 3 image(s), C = 0.5"));
    QVERIFY(QFile::exists(model));
    // The plain (unbalanced) edge loss is a training option too.
    r = cli({"cluster", "train", "--images", dir.filePath("train"), "--segmentations", dir.filePath("train_seg"),
             "--out", dir.filePath("plain.json"), "--passes", "2", "--region-size", "12", "--plain-loss"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile plain(dir.filePath("plain.json"));
    QVERIFY(plain.open(QIODevice::ReadOnly));
    QVERIFY(plain.readAll().contains("\"balancedLoss\": false"));

    const QString seg = dir.filePath("pred.png");
    r = cli({"segmentation", "predict", "--model", model, "--image", dir.filePath("test/img200.png"), "--out", seg});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const m3::LabelImage mask = m3::readLabelMask(seg.toStdString());
    QCOMPARE(mask.width, 160);
    QCOMPARE(mask.height, 120);
    for (int l : mask.labels) QVERIFY(l >= 0);  // every pixel in a segment

    r = cli({"segmentation", "eval", "--model", model, "--images", dir.filePath("test"), "--segmentations",
             dir.filePath("test_seg")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    static const QRegularExpression mean(R"(learned CC:\s+pair F1 ([\d.]+)\s+VI ([\d.]+)\s+Rand ([\d.]+))");
    static const QRegularExpression km(R"(k-means \(true k\):\s+pair F1 ([\d.]+)\s+VI ([\d.]+)\s+Rand ([\d.]+))");
    const auto a = mean.match(r.out), b = km.match(r.out);
    QVERIFY2(a.hasMatch() && b.hasMatch(), qPrintable(r.out));
    QVERIFY(a.captured(1).toDouble() > 0 && a.captured(1).toDouble() <= 1);
    QVERIFY(a.captured(3).toDouble() > 0 && a.captured(3).toDouble() <= 1);
    QVERIFY2(a.captured(1).toDouble() > b.captured(1).toDouble(), qPrintable(r.out));  // learned beats k-means
    QVERIFY(r.out.contains("img200.png") && r.out.contains("img201.png"));
    // suggest: every test image once, the least sure segmentation first.
    r = cli({"segmentation", "suggest", "--model", model, "--images", dir.filePath("test"),
             "--count", "50"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    {
      QList<QStringList> rows;
      const QString wrong =
          m3test::checkSuggestions(r.out, "rank\timage\tmargin\tsegments", 2, &rows);
      QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
      QCOMPARE(rows.size(), QDir(dir.filePath("test")).entryList(QDir::Files).size());
      for (const QStringList& f : rows) QVERIFY(f[1].endsWith(".png") && f[3].toInt() >= 1);
    }
  }

  void badInput() {
    QTemporaryDir dir;
    for (const QStringList& args :
         {QStringList{"cluster"}, QStringList{"cluster", "bogus"}, QStringList{"cluster", "train", "--images", "x"},
          QStringList{"cluster", "train", "--images", "x", "--segmentations", "y", "--out", "m", "--C", "0"},
          QStringList{"cluster", "train", "--images", "x", "--segmentations", "y", "--out", "m", "--annotator", "0"},
          QStringList{"cluster", "train", "--images", "x", "--segmentations", "y", "--out", "m", "--region-size", "2"},
          QStringList{"cluster", "predict", "--model", "m"}, QStringList{"bench", "segmentation", "--train", "0"},
          QStringList{"bench", "segmentation", "--bogus"}}) {
      const Run r = cli(args);
      QVERIFY2(r.code == 2, qPrintable(args.join(' ') + ": " + r.err));
      QVERIFY(!r.err.isEmpty());
    }
    // Missing files and a damaged model are failures with a message naming the file.
    Run r = cli({"cluster", "predict", "--model", dir.filePath("absent.json"), "--image", "x.png", "--out",
                 dir.filePath("o.png")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("absent.json"));
    QFile bad(dir.filePath("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"format\": \"m3studio-segmentation-model\", \"version\": 1");
    bad.close();
    r = cli({"cluster", "predict", "--model", dir.filePath("bad.json"), "--image", "x.png", "--out",
             dir.filePath("o.png")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("bad.json"));
    QDir().mkpath(dir.filePath("empty"));
    r = cli({"cluster", "train", "--images", dir.filePath("empty"), "--segmentations", dir.filePath("empty"), "--out",
             dir.filePath("m.json")});
    QCOMPARE(r.code, 1);
    r = cli({"bench", "segmentation", "--quick", "--data", dir.filePath("empty")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("BSDS500 layout"));
  }

  void bsdsAnnotatorEntries() {
    if (!QDir(bsds()).exists()) QSKIP("BSDS500 not found in M3_SHARED_DATA_DIR (../shared/data/bsds500)");
    QTemporaryDir dir;
    const QString train = bsds() + "/images/train", truth = bsds() + "/groundTruth/train";
    const QStringList jpgs = QDir(train).entryList({"*.jpg"}, QDir::Files, QDir::Name);
    QVERIFY(jpgs.size() >= 2);
    const QString files = train + "/" + jpgs[0] + "," + train + "/" + jpgs[1];
    const QString model = dir.filePath("bsds.json");
    Run r = cli({"cluster", "train", "--images", files, "--segmentations", truth, "--annotator", "2", "--out", model,
                 "--passes", "3", "--region-size", "30"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = cli({"segmentation", "eval", "--model", model, "--images", files, "--segmentations", truth, "--annotator", "2"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("means over 2 image(s)"));
    // No image has 100 entries: a clear failure, not a crash.
    r = cli({"segmentation", "eval", "--model", model, "--images", files, "--segmentations", truth, "--annotator", "100"});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("entry 100"));
  }

  void quickBench() {
    if (!QDir(bsds()).exists()) QSKIP("BSDS500 not found in M3_SHARED_DATA_DIR (../shared/data/bsds500)");
    const Run r = cli({"bench", "segmentation", "--quick", "--data", bsds()});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("BSDS stores no annotator identity"));
    QVERIFY2(r.err.contains("test images: ") && r.err.contains("(1 of 3 steps, ") && r.err.contains("left)") &&
                 !r.out.contains("steps"),
             qPrintable(r.err));
    const auto table = rows(r.out);
    QCOMPARE(table.size(), 8);  // four methods against the same entry, four against the others
    for (const auto& row : table) {
      QVERIFY(row[0] >= 0 && row[0] <= 1);  // F1
      QVERIFY(row[1] >= 0);                 // VI
      QVERIFY(row[2] >= 0 && row[2] <= 1);  // Rand
    }
    QCOMPARE(table[3][3], 1.0);  // "one segment" has one segment
    QVERIFY(table[0][0] > table[2][0]);  // learned CC above one segment per superpixel in F1
    QVERIFY(table[0][1] < table[2][1]);  // ... and in VI
    // The BSDS region benchmarks against all humans: covering, PRI, VI per method.
    QVERIFY(r.out.contains("BSDS500 region benchmarks against all human segmentations of each image (3 image(s)"));
    static const QRegularExpression benchmarkRow(
        R"(^  (learned CC|k-means \(mean k\)|one per superpixel|one segment)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$)",
        QRegularExpression::MultilineOption);
    QList<QList<double>> scores;
    for (auto it = benchmarkRow.globalMatch(r.out); it.hasNext();) {
      const auto m = it.next();
      scores.append({m.captured(2).toDouble(), m.captured(3).toDouble(), m.captured(4).toDouble()});
    }
    QCOMPARE(scores.size(), 4);
    for (const auto& row : scores) QVERIFY(row[0] > 0 && row[0] <= 1 && row[1] > 0 && row[1] <= 1 && row[2] >= 0);
    QVERIFY(scores[0][0] > scores[2][0] && scores[0][2] < scores[2][2]);  // learned CC beats one per superpixel
  }
};

QTEST_APPLESS_MAIN(TestCliSegmentation)
#include "test_cli_segmentation.moc"
