// m3studio-cli regions end to end on small generated images: sample -> train -> eval ->
// predict (the predicted mask read back and scored), the three model kinds, partial masks
// (--keep-regions, and a hand-made scribble mask), palettes, exit codes and messages for
// bad input, and the `bench regions --quick` smoke run.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"
#include "test_paths.h"

class TestCliRegions : public QObject, protected m3test::CliFixture {
  Q_OBJECT

  // Predictions written as label files (`labels`: --coco FILE or --labelme DIR) read back: every
  // pixel of the three images as predicted (accuracy 1), and a model trains from them.
  void readsBackExactly(const QString& images, const QStringList& labels, const QString& trained) {
    Run r = cli(QStringList{"regions", "eval", "--model", path("amn.json"), "--images", images} + labels);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("3 image(s), 230400 labelled pixels") && r.out.contains("global accuracy 1.0000"), qPrintable(r.out));
    r = cli(QStringList{"regions", "train", "--images", images} + labels +
            QStringList{"--out", path(trained), "--keep-regions", "60"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("trained on 3 image(s)"), qPrintable(r.out));
    const QStringList classes = QRegularExpression("labels: ([^\n]*)").match(r.out).captured(1).split(", ");
    QCOMPARE(QSet<QString>(classes.begin(), classes.end()),
             QSet<QString>({"meadow", "stripes", "spots", "sand"}));  // labelme's order is the files'; COCO's the model's
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    for (int seed : {1, 2, 3}) {
      const QString s = QString::number(seed);
      const Run r = cli({"regions", "sample", "--image", path("img" + s + ".png"), "--mask", path("mask" + s + ".png"),
                         "--palette", path("palette.txt"), "--regions", path("inst" + s + ".png"), "--seed", s});
      QVERIFY2(r.code == 0, qPrintable(r.err));
      QVERIFY2(r.out.contains("wrote 320 x 240 image") && r.out.contains("4 sand"), qPrintable(r.out));
    }
    QCOMPARE(QImage(path("inst1.png")).size(), QSize(320, 240));
  }

  void trainEvalPredictRoundTrip() {
    Run r = cli({"regions", "train", "--image", path("img1.png") + "," + path("img2.png"), "--mask",
                 path("mask1.png") + "," + path("mask2.png"), "--palette", path("palette.txt"), "--out",
                 path("amn.json"), "--keep-regions", "80"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.err.contains("pass"));  // progress
    QVERIFY2(r.out.contains("amn trained on 2 image(s)") && r.out.contains(", 160 labelled; labels: meadow, stripes, spots, sand"),
             qPrintable(r.out));

    r = cli({"regions", "eval", "--model", path("amn.json"), "--image", path("img3.png"), "--mask", path("mask3.png")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const double accuracy = number(r.out, "global accuracy ([0-9.]+)");
    QVERIFY2(accuracy > 0.75, qPrintable(r.out));
    QVERIFY(r.out.contains("76800 labelled pixels") && r.out.contains(QRegularExpression("\n  spots +[0-9.]+ +[0-9.]+\n")));
    r = cli({"regions", "eval", "--model", path("amn.json"), "--image", path("img3.png"), "--mask", path("mask3.png"), "--json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject evalJson = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(evalJson["command"].toString(), QString("regions eval"));
    QVERIFY2(std::abs(evalJson["globalAccuracy"].toDouble() - accuracy) < 1e-4, qPrintable(r.out));
    QCOMPARE(evalJson["evaluated"].toInt(), 76800);
    QCOMPARE(evalJson["perClass"].toArray().size(), 4);
    QCOMPARE(evalJson["perClass"].toArray()[2].toObject()["class"].toString(), QString("spots"));

    r = cli({"regions", "predict", "--model", path("amn.json"), "--image", path("img3.png"), "--out", path("pred.png"),
             "--preview", path("preview.jpg"), "--palette", path("out_palette.txt")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("with the amn model") && r.out.contains("meadow"), qPrintable(r.out));
    // The written mask scores like eval did, measured here independently of the CLI.
    const QImage pred(path("pred.png")), truth(path("mask3.png"));
    QCOMPARE(pred.size(), truth.size());
    long same = 0;
    for (int y = 0; y < pred.height(); ++y)
      for (int x = 0; x < pred.width(); ++x) same += qGray(pred.pixel(x, y)) == qGray(truth.pixel(x, y));
    QVERIFY(std::abs(double(same) / (320 * 240) - accuracy) < 1e-3);
    QCOMPARE(QImage(path("preview.jpg")).size(), QSize(320, 240));
    QFile palette(path("out_palette.txt"));
    QVERIFY(palette.open(QIODevice::ReadOnly));
    QVERIFY(palette.readAll().contains("4 230 200 90 sand"));
  }

  // COCO segmentation JSON both ways: predict writes every image's mask into one file, eval
  // reads it back (the model scored against its own predictions: exactly right), train learns
  // from it with the classes its categories name; bad uses are refused with the file named.
  void cocoFilesInAndOut() {
    const QString images = path("img1.png") + "," + path("img2.png") + "," + path("img3.png");
    QVERIFY(QDir().mkpath(path("coco_out")));
    Run r = cli({"regions", "predict", "--model", path("amn.json"), "--images", images, "--out-dir", path("coco_out"),
                 "--coco-out", path("pred.json")});
    QVERIFY2(r.code == 0 && r.out.contains("predicted 3 image(s)") && r.out.contains("pred.json"), qPrintable(r.out + r.err));
    QFile json(path("pred.json"));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QByteArray text = json.readAll();
    QVERIFY(text.contains("\"img3.png\"") && text.contains("\"sand\"") && text.contains("\"counts\""));

    readsBackExactly(images, {"--coco", path("pred.json")}, "from_coco.json");
    if (QTest::currentTestFailed()) return;

    r = cli({"regions", "eval", "--model", path("amn.json"), "--images", images, "--coco", path("pred.json"), "--mask",
             path("mask1.png")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--coco gives the masks"), qPrintable(r.err));
    r = cli({"regions", "eval", "--model", path("amn.json"), "--images", path("img1.png") + "," + path("junk.png"),
             "--coco", path("pred.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("pred.json: has no image called junk.png"), qPrintable(r.err));
    r = cli({"regions", "predict", "--model", path("amn.json"), "--images", images, "--out-dir", path("coco_out"),
             "--coco-out", path("pred.txt")});
    QCOMPARE(r.code, 2);
  }

  // labelme files both ways: predict writes one per image (polygons), eval reads the folder
  // back (every pixel was predicted, so the polygons give back exactly the masks: accuracy 1),
  // train learns from them with the classes their labels name; bad uses are refused.
  void labelmeFilesInAndOut() {
    const QString images = path("img1.png") + "," + path("img2.png") + "," + path("img3.png");
    QVERIFY(QDir().mkpath(path("labelme_masks")) && QDir().mkpath(path("labelme")));
    Run r = cli({"regions", "predict", "--model", path("amn.json"), "--images", images, "--out-dir",
                 path("labelme_masks"), "--labelme-out", path("labelme")});
    QVERIFY2(r.code == 0 && r.out.contains("labelme files to"), qPrintable(r.out + r.err));
    QFile json(path("labelme/img2.json"));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QByteArray text = json.readAll();
    QVERIFY2(text.contains("\"imagePath\": \"../img2.png\"") && text.contains("\"shape_type\": \"polygon\"") &&
                 text.contains("\"imageWidth\": 320"),
             text.left(400).constData());

    readsBackExactly(images, {"--labelme", path("labelme")}, "from_labelme.json");
    if (QTest::currentTestFailed()) return;

    // Beside the photos, where labelme keeps the annotations, predictions would replace them.
    r = cli({"regions", "predict", "--model", path("amn.json"), "--images", images, "--out-dir", path("labelme_masks"),
             "--labelme-out", dir_.path()});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--labelme-out is the images' folder"), qPrintable(r.err));
    r = cli({"regions", "eval", "--model", path("amn.json"), "--images", images, "--labelme", path("labelme"),
             "--coco", path("pred.json")});
    QCOMPARE(r.code, 2);
    r = cli({"regions", "eval", "--model", path("amn.json"), "--images", images, "--masks", path("labelme")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("is a JSON file") && r.err.contains("--labelme"), qPrintable(r.err));
    r = cli({"regions", "eval", "--model", path("amn.json"), "--images", images, "--labelme", path("coco_out")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("holds no .json"), qPrintable(r.err));
  }

  void baselinesAndScribbles() {
    for (const QString& kind : QStringList{"node-svm", "voted-svm"}) {
      Run r = cli({"regions", "train", "--image", path("img1.png"), "--mask", path("mask1.png"), "--out",
                   path(kind + ".json"), "--model-kind", kind, "--keep-regions", "80", "--palette", path("palette.txt")});
      QVERIFY2(r.code == 0, qPrintable(r.err));
      QVERIFY(r.out.startsWith(kind + " trained on"));
      r = cli({"regions", "eval", "--model", path(kind + ".json"), "--image", path("img3.png"), "--mask", path("mask3.png")});
      QVERIFY2(r.code == 0, qPrintable(r.err));
      QVERIFY2(number(r.out, "global accuracy ([0-9.]+)") > 0.6, qPrintable(r.out));
    }
    // A scribble mask: only a 5-pixel-wide vertical and horizontal stroke keep their labels.
    QImage mask(path("mask1.png"));
    QImage scribble(mask.size(), QImage::Format_Grayscale8);
    scribble.fill(0);
    for (int y = 0; y < mask.height(); ++y)
      for (int x = 0; x < mask.width(); ++x)
        if (std::abs(x - 160) < 3 || std::abs(y - 120) < 3) scribble.setPixel(x, y, mask.pixel(x, y));
    QVERIFY(scribble.save(path("scribble.png")));
    const Run r = cli({"regions", "train", "--image", path("img1.png"), "--mask", path("scribble.png"), "--out",
                       path("scribble.json"), "--palette", path("palette.txt")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const int labelled = static_cast<int>(number(r.out, "regions, ([0-9]+) labelled"));
    QVERIFY2(labelled > 10 && labelled < 120, qPrintable(r.out));  // the regions the strokes cross
    // Without a palette, labels are named after the mask values.
    const Run n = cli({"regions", "train", "--image", path("img1.png"), "--mask", path("mask1.png"), "--out",
                       path("plain.json"), "--passes", "20"});
    QVERIFY2(n.code == 0 && n.out.contains("labels: 1, 2, 3, 4"), qPrintable(n.out + n.err));
  }

  void datasetMasksInFolders() {
    // Masks in a dataset's convention (class index from 0, void 9), images and masks in folders
    // under the same names, as CamVid ships them; a stripe of void pixels in every mask.
    for (const char* sub : {"ds/images", "ds/masks"}) QVERIFY(QDir().mkpath(path(sub)));
    for (int seed : {1, 2, 3}) {
      const QString name = QString("frame%1.png").arg(seed);
      QVERIFY(QFile::copy(path(QString("img%1.png").arg(seed)), path("ds/images/" + name)));
      QImage mask = QImage(path(QString("mask%1.png").arg(seed))).convertToFormat(QImage::Format_Grayscale8);
      for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < mask.width(); ++x) {
          uchar& v = mask.scanLine(y)[x];
          v = x < 20 ? 9 : v - 1;  // M3Studio's value v is class v - 1
        }
      QVERIFY(mask.save(path("ds/masks/" + name)));
    }
    QFile description(path("ds/classes.txt"));
    QVERIFY(description.open(QIODevice::WriteOnly));
    description.write("# generated shapes\nvoid 9\n0 90 160 60 meadow\n1 200 200 0 stripes\n2 200 0 0 spots\n"
                      "3 230 200 150 sand\n");
    description.close();
    Run r = cli({"regions", "train", "--images", path("ds/images/frame1.png") + "," + path("ds/images/frame2.png"),
                 "--masks", path("ds/masks"), "--dataset", path("ds/classes.txt"), "--scribble-fraction", "0.5",
                 "--out", path("ds.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("labels: meadow, stripes, spots, sand"), qPrintable(r.out));
    r = cli({"regions", "eval", "--model", path("ds.json"), "--images", path("ds/images"), "--masks", path("ds/masks"),
             "--void", "9"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("3 image(s), 216000 labelled pixels"), qPrintable(r.out));  // 3 x (320 - 20) x 240
    for (const char* line : {"global accuracy", "class average accuracy", "mean IoU"})
      QVERIFY2(number(r.out, QString("\n%1 ([0-9.]+)").arg(line)) > 0.6, qPrintable(r.out));
    // The regions to label next over the set: ranked by margin across images; with the masks
    // as the labels so far, only regions of the unlabelled (void) stripe x < 20 are left.
    r = cli({"regions", "suggest", "--model", path("ds.json"), "--images", path("ds/images"), "--count", "6"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith("6 least confident unlabelled regions of 3 image(s)"), qPrintable(r.out));
    const QRegularExpression row("\n +\\d+  (frame\\d\\.png) +\\d+ +(\\d+),\\d+ +\\d+  \\S+ +([0-9.e+-]+)");
    auto rows = [&](const QString& out) {
      std::vector<std::pair<int, double>> xMargin;
      for (auto m = row.globalMatch(out); m.hasNext();) {
        const auto match = m.next();
        xMargin.emplace_back(match.captured(2).toInt(), match.captured(3).toDouble());
      }
      return xMargin;
    };
    std::vector<std::pair<int, double>> all = rows(r.out);
    QCOMPARE(all.size(), size_t(6));
    for (size_t k = 1; k < all.size(); ++k) QVERIFY(all[k].second >= all[k - 1].second);
    r = cli({"regions", "suggest", "--model", path("ds.json"), "--images", path("ds/images"), "--masks", path("ds/masks"),
             "--void", "9", "--count", "4"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    all = rows(r.out);
    QCOMPARE(all.size(), size_t(4));
    for (const auto& [x, margin] : all) QVERIFY2(x < 30, qPrintable(r.out));
    // Every image's predicted mask, in the dataset's convention, under the image's name.
    QVERIFY(QDir().mkpath(path("ds/predicted")));
    r = cli({"regions", "predict", "--model", path("ds.json"), "--images", path("ds/images"), "--out-dir",
             path("ds/predicted"), "--dataset", path("ds/classes.txt"), "--void", "9"});
    QVERIFY2(r.code == 0 && r.out.contains("predicted 3 image(s)"), qPrintable(r.out + r.err));
    for (int seed : {1, 2, 3}) {
      const QImage written(path(QString("ds/predicted/frame%1.png").arg(seed)));
      const QImage truth(path(QString("ds/masks/frame%1.png").arg(seed)));
      QCOMPARE(written.size(), truth.size());
      long same = 0, scored = 0;
      for (int y = 0; y < truth.height(); ++y)
        for (int x = 20; x < truth.width(); ++x, ++scored) {  // right of the void stripe
          QVERIFY(qGray(written.pixel(x, y)) <= 3);  // classes 0..3, nothing void
          same += qGray(written.pixel(x, y)) == qGray(truth.pixel(x, y));
        }
      QVERIFY2(double(same) / scored > 0.6, qPrintable(QString::number(double(same) / scored)));
    }
    QVERIFY(QFile::exists(path("ds/predicted/classes.txt")));
    // --indexed: the same values as indexed-colour PNGs with VOC's colours (Pascal VOC's masks),
    // which read back (as training masks would) like the greyscale ones.
    QVERIFY(QDir().mkpath(path("ds/indexed")));
    r = cli({"regions", "predict", "--model", path("ds.json"), "--images", path("ds/images"), "--out-dir",
             path("ds/indexed"), "--void", "9", "--indexed"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    for (int seed : {1, 2, 3}) {
      const QImage indexed(path(QString("ds/indexed/frame%1.png").arg(seed)));
      QCOMPARE(indexed.format(), QImage::Format_Indexed8);
      const QImage grey(path(QString("ds/predicted/frame%1.png").arg(seed)));
      for (int y = 0; y < grey.height(); y += 7)
        for (int x = 20; x < grey.width(); x += 7) QCOMPARE(indexed.pixelIndex(x, y), qGray(grey.pixel(x, y)));
      QCOMPARE(indexed.color(1), qRgb(128, 0, 0));  // VOC's colour map
    }
    r = cli({"regions", "eval", "--model", path("ds.json"), "--images", path("ds/images"), "--masks", path("ds/indexed"),
             "--void", "9"});
    // (every pixel is predicted: none is void)
    QVERIFY2(r.code == 0 && r.out.contains("3 image(s), 230400 labelled pixels"), qPrintable(r.out + r.err));
    QVERIFY2(number(r.out, "\nglobal accuracy ([0-9.]+)") == 1.0, qPrintable(r.out));  // its own predictions
    r = cli({"regions", "predict", "--model", path("ds.json"), "--images", path("ds/images"), "--out-dir",
             path("ds/indexed"), "--indexed"});
    QVERIFY2(r.code == 2 && r.err.contains("--indexed"), qPrintable(r.err));
    r = cli({"regions", "predict", "--model", path("ds.json"), "--images", path("ds/images"), "--out-dir",
             path("ds/images"), "--void", "9"});
    QVERIFY2(r.code == 2 && r.err.contains("photos"), qPrintable(r.err));
    // Without a void value, 9 is no class of the model: refused, naming the mask.
    r = cli({"regions", "eval", "--model", path("ds.json"), "--images", path("ds/images"), "--masks", path("ds/masks"),
             "--dataset", path("ds/classes.txt"), "--void", "8"});
    QCOMPARE(r.code, 2);
    r = cli({"regions", "eval", "--model", path("ds.json"), "--images", path("ds/images"), "--masks", path("ds/masks"),
             "--void", "4"});
    QVERIFY2(r.code != 0 && r.err.contains("frame1.png") && r.err.contains("mask value 9"), qPrintable(r.err));
  }

  void badInputGivesClearErrors() {
    Run r = cli({"regions", "train", "--image", path("missing.png"), "--mask", path("mask1.png"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("missing.png") && r.err.contains("missing or unreadable"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path("x.json")));
    // Mask and image of different sizes.
    QImage small(10, 10, QImage::Format_Grayscale8);
    small.fill(1);
    QVERIFY(small.save(path("small.png")));
    r = cli({"regions", "train", "--image", path("img1.png"), "--mask", path("small.png"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("the mask is 10 x 10 but"), qPrintable(r.err));
    // A mask value above the palette's labels.
    QImage big = QImage(path("mask1.png")).convertToFormat(QImage::Format_Grayscale8);
    big.setPixel(0, 0, qRgb(9, 9, 9));
    QVERIFY(big.save(path("mask9.png")));
    r = cli({"regions", "train", "--image", path("img1.png"), "--mask", path("mask9.png"), "--palette",
             path("palette.txt"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("mask value 9 is above the 4 labels"), qPrintable(r.err));
    // Without a palette one stray pixel of 65535 in a 16-bit mask would make 65,535 classes.
    QImage stray = QImage(path("mask1.png")).convertToFormat(QImage::Format_Grayscale16);
    reinterpret_cast<quint16*>(stray.scanLine(5))[5] = 65535;
    QVERIFY(stray.save(path("stray16.png")));
    r = cli({"regions", "train", "--image", path("img1.png"), "--mask", path("stray16.png"),
             "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(path("stray16.png") +
                            ": mask value 65535 would make 65535 classes; name the classes"),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(path("x.json")));
    // An empty mask: nothing labelled.
    QImage none(320, 240, QImage::Format_Grayscale8);
    none.fill(0);
    QVERIFY(none.save(path("none.png")));
    r = cli({"regions", "train", "--image", path("img1.png"), "--mask", path("none.png"), "--palette",
             path("palette.txt"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("no region is labelled"), qPrintable(r.err));
    // A text file as an image, a non-region model.
    QFile junk(path("junk.png"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("not a picture");
    junk.close();
    r = cli({"regions", "predict", "--model", path("amn.json"), "--image", path("junk.png"), "--out", path("p.png")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("not an image"), qPrintable(r.err));
    r = cli({"regions", "eval", "--model", path("palette.txt"), "--image", path("img3.png"), "--mask", path("mask3.png")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("invalid model file"), qPrintable(r.err));

    // Usage errors (exit code 2) come before any file is read.
    QCOMPARE(cli({"regions"}).code, 2);
    QCOMPARE(cli({"regions", "frobnicate"}).code, 2);
    QCOMPARE(cli({"regions", "train", "--image", path("img1.png"), "--mask", path("mask1.png")}).code, 2);  // no --out
    QCOMPARE(cli({"regions", "train", "--image", path("img1.png") + "," + path("img2.png"), "--mask", path("mask1.png"),
                  "--out", path("x.json")}).code, 2);
    QCOMPARE(cli({"regions", "train", "--image", path("img1.png"), "--mask", path("mask1.png"), "--out", path("x.json"),
                  "--region-size", "1"}).code, 2);
    QCOMPARE(cli({"regions", "train", "--image", path("img1.png"), "--mask", path("mask1.png"), "--out", path("x.json"),
                  "--superpixels", "seeds"}).code, 2);
    QCOMPARE(cli({"regions", "predict", "--model", path("amn.json"), "--image", path("img1.png"), "--out", path("p.jpg")}).code, 2);
    QCOMPARE(cli({"regions", "sample", "--image", path("s.png"), "--mask", path("m.png"), "--width", "3"}).code, 2);
  }

  void benchOnADatasetFolder() {
    // `bench regions --camvid` on a folder laid out as CamVid is (train, trainannot, val,
    // valannot), made of generated images: two to train on, one to validate.
    if (!QFile::exists(path("ds/classes.txt"))) datasetMasksInFolders();  // ds/images, ds/masks, ds/classes.txt
    for (const char* sub : {"cv/train", "cv/trainannot", "cv/val", "cv/valannot"}) QVERIFY(QDir().mkpath(path(sub)));
    for (int seed : {1, 2, 3}) {
      const QString name = QString("frame%1.png").arg(seed), split = seed < 3 ? "train" : "val";
      QVERIFY(QFile::copy(path("ds/images/" + name), path("cv/" + split + "/" + name)));
      QVERIFY(QFile::copy(path("ds/masks/" + name), path("cv/" + split + "annot/" + name)));
    }
    Run r = cli({"bench", "regions", "--camvid", "--quick", "--data", path("cv"), "--dataset", path("ds/classes.txt")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("2 training images") && r.out.contains("1 validation images"), qPrintable(r.out));
    QVERIFY2(r.out.contains("features regions-2 (95 per region)"), qPrintable(r.out));
    for (const char* row : {"amn +100% ", "node-svm +100% ", "amn +10% ", "node-svm +10% "})
      QVERIFY2(r.out.contains(QRegularExpression(QString("\n%1").arg(row))), qPrintable(r.out));
    // Every labelled region of two generated images is plenty: the AMN finds most pixels.
    QVERIFY2(number(r.out, "\namn +100% +([0-9.]+)") > 0.7, qPrintable(r.out));
    r = cli({"bench", "regions", "--camvid", "--quick", "--data", path("cv"), "--dataset", path("ds/classes.txt"),
             "--features", "regions-1", "--without", "lbp,size", "--kinds", "amn", "--fractions", "1"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("features regions-1 (41 per region), without lbp size"), qPrintable(r.out));
    r = cli({"bench", "regions", "--camvid", "--data", path("cv"), "--dataset", path("ds/classes.txt"), "--without", "hue"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("no feature group hue (groups: colour, gradients"), qPrintable(r.err));
    r = cli({"bench", "regions", "--camvid", "--data", path("nowhere")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("no CamVid there"), qPrintable(r.err));
  }

  void benchQuick() {
    QElapsedTimer timer;
    timer.start();
    QStringList args{"bench", "regions", "--quick"};
    const QString bsds = QString(M3_SHARED_DATA_DIR) + "/bsds500";
    const bool haveBsds = QFile::exists(bsds + "/groundTruth/val/101085.mat");
    if (haveBsds) args << "--bsds" << bsds;
    const Run r = cli(args);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    for (const char* section : {"1. accuracy", "noise 18", "noise 40", "2. a 300 x 300 image", "3. label to redraw"})
      QVERIFY2(r.out.contains(section), qPrintable(r.out));
    if (haveBsds) {
      QVERIFY2(r.out.contains("4. superpixels on 3 BSDS500"), qPrintable(r.out));
      // Superpixels of ~400 pixels follow human boundaries closely.
      QVERIFY2(number(r.out, "slic .*achievable accuracy ([0-9.]+)") > 0.9, qPrintable(r.out));
    } else {
      qWarning("BSDS500 not in the shared data: section 4 of bench regions not exercised");
    }
    for (const char* model : {"amn ", "node-svm ", "voted-svm ", "random-forest "})
      QVERIFY2(r.out.contains(QRegularExpression(QString("  %1 *pixel accuracy").arg(model))), qPrintable(r.out));
    QVERIFY2(timer.elapsed() < 60000, qPrintable(QString("bench regions --quick took %1 ms").arg(timer.elapsed())));
    QCOMPARE(cli({"bench", "regions", "--repeats", "0"}).code, 2);
    const Run bad = cli({"bench", "regions", "--quick", "--bsds", path("nowhere")});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("no images/val/*.jpg"), qPrintable(bad.err));
  }
};

QTEST_GUILESS_MAIN(TestCliRegions)
#include "test_cli_regions.moc"
