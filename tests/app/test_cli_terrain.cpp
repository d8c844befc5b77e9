// m3studio-cli terrain end to end on small generated scans: sample -> train -> eval ->
// predict (every output format read back), the three model kinds and the four mappings,
// exit codes and messages for bad input, and the `bench terrain --quick` smoke run.
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"
#include "io/point_cloud_io.h"
#include "test_paths.h"

using m3::PointCloud;
using m3::readPointCloud;

class TestCliTerrain : public QObject, protected m3test::CliFixture {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    // Training and test scans differ in layout (seed); both are small enough to stay fast.
    Run r = cli({"terrain", "sample", "--out", path("train.ply"), "--points", "30000", "--seed", "1"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("wrote 30000 points") && r.out.contains("3 shrub") && r.out.contains("--mapping terrain"),
             qPrintable(r.out));
    r = cli({"terrain", "sample", "--out", path("test.pcd"), "--points", "30000", "--seed", "2"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
  }

  void trainEvalPredictRoundTrip() {
    Run r = cli({"terrain", "train", "--cloud", path("train.ply"), "--mapping", "terrain", "--out", path("amn.json"),
                 "--max-points", "3000", "--C", "0.1", "--passes", "100"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.err.contains("pass"));  // the progress line
    QVERIFY2(r.out.contains("amn trained on 30000 points, 30000 labelled (3000 kept for training"), qPrintable(r.out));
    // Four labels: alpha-expansion, so the gap is an estimate and the LP bound certifies it.
    QVERIFY2(r.out.contains(QRegularExpression("stopped: converged after \\d+ passes \\(\\+\\d+ over cached planes\\), "
                                               "gap [0-9.]+% \\(an estimate: .*certified by the LP bound: [0-9.]+%\\)")),
             qPrintable(r.out));
    QVERIFY(r.out.contains("labels: ground, building, tree, shrub"));

    r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "terrain"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const double accuracy = number(r.out, "accuracy ([0-9.]+)");
    QVERIFY2(accuracy > 0.8, qPrintable(r.out));
    QVERIFY(r.out.contains("confusion (rows truth, columns prediction)"));
    QVERIFY(r.out.contains("shrub") && r.out.contains("30000 evaluated"));
    // The model records the mapping it was trained with: without --mapping, eval uses it.
    r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path("test.pcd")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(number(r.out, "accuracy ([0-9.]+)"), accuracy);
    {  // a model written before the mapping was recorded still loads, and needs --mapping
      QFile in(path("amn.json"));
      QVERIFY(in.open(QIODevice::ReadOnly));
      QJsonObject old = QJsonDocument::fromJson(in.readAll()).object();
      QVERIFY(old.contains("terrain") && old.contains("writtenBy"));
      old.remove("terrain");
      old.remove("writtenBy");
      QFile out(path("old.json"));
      QVERIFY(out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(old).toJson()) > 0);
    }
    r = cli({"terrain", "eval", "--model", path("old.json"), "--cloud", path("test.pcd")});
    QVERIFY2(r.code == 2 && r.err.contains("--mapping is required"), qPrintable(r.err));
    r = cli({"terrain", "eval", "--model", path("old.json"), "--cloud", path("test.pcd"), "--mapping", "terrain"});
    QCOMPARE(number(r.out, "accuracy ([0-9.]+)"), accuracy);

    // Predictions written in each format read back as classes: evaluating the model against
    // its own output agrees (up to the coordinates' storage precision in LAS).
    for (const QString& out : QStringList{"pred.ply", "pred.las", "pred.xyz.gz", "pred.pcd"}) {
      r = cli({"terrain", "predict", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "terrain",
               "--out", path(out)});
      QVERIFY2(r.code == 0, qPrintable(out + ": " + r.err));
      QVERIFY2(r.out.contains("predicted 30000 points") && r.out.contains("ground"), qPrintable(r.out));
      r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path(out), "--mapping", "terrain"});
      QVERIFY2(r.code == 0, qPrintable(out + ": " + r.err));
      QVERIFY2(number(r.out, "accuracy ([0-9.]+)") > 0.99, qPrintable(out + ":\n" + r.out));
    }
    // Tile by tile (forced on this small cloud): the same classes almost everywhere.
    r = cli({"terrain", "predict", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "terrain",
             "--out", path("tiled.ply"), "--tile-size", "15", "--halo", "5"});
    QVERIFY2(r.code == 0 && r.out.contains("tiles of 15 m with 5 m halos"), qPrintable(r.out + r.err));
    r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path("tiled.ply"), "--mapping", "terrain"});
    QVERIFY2(number(r.out, "accuracy ([0-9.]+)") > 0.99, qPrintable(r.out));
    // suggest: 2 m patches, the least sure first; a cloud classified everywhere has none left
    // with --skip-labelled.
    r = cli({"terrain", "suggest", "--model", path("amn.json"), "--cloud", path("test.pcd"),
             "--count", "5"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    {
      QList<QStringList> rows;
      const QString wrong =
          m3test::checkSuggestions(r.out, "rank\tx\ty\tz\tpoints\tmargin\tprediction", 5, &rows);
      QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
      QCOMPARE(rows.size(), 5);
      for (const QStringList& f : rows)
        QVERIFY2(
            f[4].toInt() > 0 && QStringList({"ground", "building", "tree", "shrub"}).contains(f[6]),
            qPrintable(f.join(' ')));
    }
    r = cli({"terrain", "suggest", "--model", path("amn.json"), "--cloud", path("test.pcd"),
             "--skip-labelled"});
    QVERIFY2(r.code == 0 && r.out.trimmed().split('\n').size() == 1, qPrintable(r.out + r.err));
    // From PLY, streamed through tile files in --scratch: the same classes as the tiles in memory.
    QVERIFY(QDir().mkpath(path("scratch")));
    r = cli({"terrain", "predict", "--model", path("amn.json"), "--cloud", path("tiled.ply"), "--mapping", "terrain",
             "--out", path("streamed.las"), "--tile-size", "15", "--halo", "5", "--scratch", path("scratch")});
    QVERIFY2(r.code == 0 && r.out.contains("streamed: reading and binning"), qPrintable(r.out + r.err));
    QVERIFY(r.err.contains("tiles: "));
    QCOMPARE(QDir(path("scratch")).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 0);
    const PointCloud inMemory = readPointCloud(path("tiled.ply").toStdString()),
                     streamed = readPointCloud(path("streamed.las").toStdString());
    QVERIFY(inMemory.classCodes == streamed.classCodes);
    // XYZ text in and out, streamed as well: the same classes.
    r = cli({"terrain", "predict", "--model", path("amn.json"), "--cloud", path("tiled.ply"), "--mapping", "terrain",
             "--out", path("tiled.xyz"), "--tile-size", "15", "--halo", "5", "--scratch", path("scratch")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = cli({"terrain", "predict", "--model", path("amn.json"), "--cloud", path("tiled.xyz"), "--mapping", "terrain",
             "--out", path("again.xyz"), "--tile-size", "15", "--halo", "5", "--scratch", path("scratch")});
    QVERIFY2(r.code == 0 && r.out.contains("streamed: reading and binning"), qPrintable(r.out + r.err));
    QVERIFY(readPointCloud(path("again.xyz").toStdString()).classCodes == streamed.classCodes);
    QCOMPARE(cli({"terrain", "predict", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping",
                  "terrain", "--out", path("x.ply"), "--tile-size", "-1"})
                 .code,
             2);
  }

  void baselinesAndSeveralClouds() {
    for (const QString& kind : QStringList{"node-svm", "voted-svm", "random-forest"}) {
      Run r = cli({"terrain", "train", "--cloud", path("train.ply"), "--mapping", "terrain", "--out",
                   path(kind + ".json"), "--model-kind", kind, "--max-points", "3000"});
      QVERIFY2(r.code == 0, qPrintable(r.err));
      QVERIFY(r.out.startsWith(kind + " trained on"));
      r = cli(
          {"terrain", "eval", "--model", path(kind + ".json"), "--cloud", path("test.pcd"), "--mapping", "terrain"});
      QVERIFY2(r.code == 0, qPrintable(r.err));
      QVERIFY2(number(r.out, "accuracy ([0-9.]+)") > 0.7, qPrintable(r.out));
    }
    // Two clouds in one training set; the budget is shared between them.
    const Run r = cli({"terrain", "train", "--cloud", path("train.ply") + "," + path("test.pcd"), "--mapping",
                       "terrain", "--out", path("two.json"), "--max-points", "2000", "--passes", "20"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("on 60000 points, 60000 labelled (2000 kept"), qPrintable(r.out));
  }

  void codesMapping() {
    // Every distinct code becomes a label named after it; eval and predict take the labels
    // from the model.
    Run r = cli({"terrain", "train", "--cloud", path("train.ply"), "--mapping", "codes", "--out", path("codes.json"),
                 "--max-points", "2000", "--passes", "50"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("labels: 0, 1, 2, 3"), qPrintable(r.out));
    r = cli({"terrain", "eval", "--model", path("codes.json"), "--cloud", path("test.pcd"), "--mapping", "codes"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(number(r.out, "accuracy ([0-9.]+)") > 0.7, qPrintable(r.out));
    r = cli({"terrain", "predict", "--model", path("codes.json"), "--cloud", path("test.pcd"), "--mapping", "codes",
             "--out", path("codes.ply")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // A codes model with a named mapping, and a named model with `codes`, do not line up.
    r = cli({"terrain", "eval", "--model", path("codes.json"), "--cloud", path("test.pcd"), "--mapping", "terrain"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("differ from those of --mapping terrain"), qPrintable(r.err));
    r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "codes"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("labels are class codes"), qPrintable(r.err));
  }

  void badInputGivesClearErrors() {
    // Missing files.
    Run r = cli({"terrain", "train", "--cloud", path("missing.ply"), "--mapping", "terrain", "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("missing.ply"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path("x.json")));
    r = cli({"terrain", "eval", "--model", path("missing.json"), "--cloud", path("test.pcd"), "--mapping", "terrain"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("missing.json"), qPrintable(r.err));
    r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path("gone.las"), "--mapping", "terrain"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("gone.las"), qPrintable(r.err));

    // LAZ is refused, as input and as output (before any work).
    writeFile("scan.laz", "LASF not really");
    r = cli({"terrain", "train", "--cloud", path("scan.laz"), "--mapping", "asprs", "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("LAZ") && r.err.contains("laszip"), qPrintable(r.err));
    r = cli({"terrain", "predict", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "terrain",
             "--out", path("out.laz")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("LAZ"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path("out.laz")));

    // Unknown mapping: a usage error, before any file is read.
    r = cli({"terrain", "train", "--cloud", path("missing.ply"), "--mapping", "ikea", "--out", path("x.json")});
    QCOMPARE(r.code, 2);
    QVERIFY2(
        r.err.contains("--mapping: must be one of oakland, asprs, semantickitti, terrain, codes"),
        qPrintable(r.err));
    r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "ikea"});
    QCOMPARE(r.code, 2);

    // A mapping under which no point has a label, and a cloud without classes.
    r = cli({"terrain", "train", "--cloud", path("train.ply"), "--mapping", "oakland", "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("maps to a label"), qPrintable(r.err));
    writeFile("plain.xyz", "0 0 0\n1 0 0\n0 1 0\n1 1 0\n");
    r = cli({"terrain", "train", "--cloud", path("plain.xyz"), "--mapping", "terrain", "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("plain.xyz") && r.err.contains("no class codes"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path("x.json")));

    // Models of the wrong kind: a handwriting model, a JSON that is no model at all.
    r = cli({"sample", "--out", path("words.data"), "--words", "20", "--seed", "1"});
    QCOMPARE(r.code, 0);
    r = cli({"train", "--data", path("words.data"), "--train-folds", "0-9", "--passes", "2", "--out", path("hw.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = cli({"terrain", "eval", "--model", path("hw.json"), "--cloud", path("test.pcd"), "--mapping", "terrain"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("hw.json") && r.err.contains("not a graph model"), qPrintable(r.err));
    writeFile("other.json", R"({"format": "something else", "schema": 1})");
    r = cli({"terrain", "predict", "--model", path("other.json"), "--cloud", path("test.pcd"), "--mapping", "terrain",
             "--out", path("p.ply")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("not an M3Studio model"), qPrintable(r.err));

    // Labels of the model and the mapping differ.
    r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "oakland"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("(ground, building, tree, shrub) differ from those of --mapping oakland (vegetation, "
                            "wire, pole, ground, facade)"),
             qPrintable(r.err));
    r = cli({"terrain", "predict", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "asprs",
             "--out", path("p2.ply")});
    QCOMPARE(r.code, 0);  // asprs has the same four labels as the sample, so this is allowed

    // Usage errors.
    QCOMPARE(cli({"terrain"}).code, 2);
    QCOMPARE(cli({"terrain", "frobnicate"}).code, 2);
    QCOMPARE(cli({"terrain", "train", "--cloud", path("train.ply"), "--mapping", "terrain"}).code, 2);  // no --out
    r = cli({"terrain", "train", "--cloud", path("train.ply"), "--mapping", "terrain", "--out", path("x.json"),
             "--model-kind", "crf"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("amn, node-svm, voted-svm, random-forest"));
    const QStringList train{"terrain",   "train",   "--cloud", path("train.ply"),
                            "--mapping", "terrain", "--out",   path("x.json")};
    QCOMPARE(cli(train + QStringList{"--C", "0"}).code, 2);
    QCOMPARE(cli(train + QStringList{"--max-points", "-5"}).code, 2);
    QCOMPARE(cli(train + QStringList{"--planes", "-1"}).code, 2);
    QCOMPARE(cli(train + QStringList{"--approx-passes", "-1"}).code, 2);
    QCOMPARE(cli(train + QStringList{"--averaging", "maybe"}).code, 2);
    QCOMPARE(cli({"terrain", "train", "--cloud", ",", "--mapping", "terrain", "--out", path("x.json")}).code, 2);
    QCOMPARE(cli({"terrain", "sample", "--out", path("s.ply"), "--points", "0"}).code, 2);
    r = cli({"terrain", "eval", "--model", path("amn.json"), "--cloud", path("test.pcd"), "--mapping", "terrain",
             "--bogus", "1"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("unknown option --bogus"));
    QVERIFY(!QFile::exists(path("x.json")));
  }

  void benchQuickRunsEverySection() {
    QStringList args{"bench", "terrain", "--quick", "--repeats", "1"};
    const QString data = QString(M3_SHARED_DATA_DIR) + "/oakland3d";
    const bool haveData = QFile::exists(data + "/oakland_part3_an.xyz_label_conf.gz");
    if (haveData) args << "--data" << data;
    QElapsedTimer timer;
    timer.start();
    const Run r = cli(args);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    for (const char* section : {"a. real data", "b. features and graph", "c. Train to predictions",
                                "cold:", "warm:", "d. Heavy paint", "one more stroke, warm", "summary",
                                "peak resident memory"})
      QVERIFY2(r.out.contains(section), qPrintable(r.out));
    if (haveData) {
      QVERIFY2(r.out.contains("voted-svm (C = 0.1") && r.out.contains("confusion"), qPrintable(r.out));
    } else {
      QVERIFY2(r.out.contains("skipped: missing"), qPrintable(r.out));
    }
    QVERIFY2(timer.elapsed() < 30000, qPrintable(QString("bench terrain --quick took %1 ms").arg(timer.elapsed())));
    QCOMPARE(cli({"bench", "terrain", "--repeats", "0"}).code, 2);
    QCOMPARE(cli({"bench", "terrain", "--C", "-1"}).code, 2);
  }

  void benchScaleRowsPerSize() {
    const QString csv = path("scale.csv");
    const Run r = cli({"bench", "terrain-scale", "--quick", "--dir", dir_.path(), "--csv", csv});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    for (const char* mode : {"whole", "tiled", "streamed"})
      QVERIFY2(r.out.contains(QString("%1: from 50000 to 100000 points").arg(mode)), qPrintable(r.out));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 7);  // header, then per size: whole cloud, tiles in memory, streamed
    for (int k = 1; k < 7; ++k) {
      const QStringList cells = lines[k].split(',');
      QCOMPARE(cells.size(), 9);
      QVERIFY(cells[0].toInt() > 40000);
      QCOMPARE(cells[1], QStringList({"whole", "tiled", "streamed"})[(k - 1) % 3]);
      for (int c = 2; c < 9; ++c) QVERIFY(cells[c].toDouble() >= 0);
    }
    QCOMPARE(r.out.count("1.0000 of the labels as the tiles in memory"), 4);
    // The temporary clouds are removed.
    QCOMPARE(QDir(dir_.path()).entryList({"m3-scale-*"}).size(), 0);
    QCOMPARE(cli({"bench", "terrain-scale", "--sizes", "0"}).code, 2);
  }

  void benchWorkbenchRoundOnTiles() {
    const Run r = cli({"bench", "terrain-workbench", "--quick", "--dir", dir_.path()});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // One row on tiles: times to the model, the first tile and every point, cold and warm.
    const QRegularExpression row(R"((\d+) +(\d+) tiles of (\d+) m +[\d.]+ \| +([\d.]+) / +([\d.]+) / +([\d.]+) +\| +([\d.]+) / +([\d.]+) / +([\d.]+) +\| +([\d.]+))");
    const QRegularExpressionMatch m = row.match(r.out);
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    QVERIFY(m.captured(1).toInt() > 40000 && m.captured(2).toInt() >= 1);
    for (int c : {4, 7}) {  // model <= first tile <= every point
      QVERIFY(m.captured(c).toDouble() <= m.captured(c + 1).toDouble());
      QVERIFY(m.captured(c + 1).toDouble() <= m.captured(c + 2).toDouble());
    }
    QVERIFY2(m.captured(10).toDouble() > 0.8, qPrintable(r.out));  // accuracy on the truth
    QVERIFY(r.out.contains("trained on 20000 of"));
    QCOMPARE(QDir(dir_.path()).entryList({"m3-workbench-*"}).size(), 0);
    QCOMPARE(cli({"bench", "terrain-workbench", "--sizes", "300"}).code, 2);
  }
};

QTEST_GUILESS_MAIN(TestCliTerrain)
#include "test_cli_terrain.moc"
