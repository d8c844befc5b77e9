// The hostile-input suite (docs/reliability.md): files that are valid in form but absurd in
// meaning, each given to the command that reads it, as a person or a script would. Every case
// runs m3studio-cli in a folder of its own under a memory limit (4 GiB of address space; the load
// limit M3_MAX_LOAD_GB at 256 MiB, as on a small machine, and so that a case which fills the
// budget is quick) and a time limit (60 s), and must end with the exit code it expects and a
// message naming the file, and leave every file that was there before as it was (no temporary
// left beside an output, nothing written through a link).
#include <sys/resource.h>
#include <zlib.h>

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <functional>
#include <map>

#include "cli_run.h"

using namespace m3test;

namespace {

struct Outcome {
  int code = 0;
  QString err;
  bool timedOut = false;
};

// Every file below `root` (links as links: their target is not followed) by its content hash.
std::map<QString, QByteArray> snapshot(const QString& root) {
  std::map<QString, QByteArray> files;
  QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                  QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString path = it.next();
    const QFileInfo info(path);
    if (info.isSymLink()) {
      files[path] = "link to " + info.symLinkTarget().toUtf8();
      continue;
    }
    QFile file(path);
    files[path] = file.open(QIODevice::ReadOnly)
                      ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                      : QByteArray("unreadable");
  }
  return files;
}

}  // namespace

class TestCliHostile : public QObject, CliFixture {
  Q_OBJECT

  // Runs the CLI in `folder` with the suite's limits.
  Outcome run(const QString& folder, const QStringList& args) {
    QProcess p;
    p.setWorkingDirectory(folder);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("M3_MAX_LOAD_GB", "0.25");
    p.setProcessEnvironment(env);
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
    // Sanitizers reserve terabytes of address space up front: the limit is left to them there.
    p.setChildProcessModifier([] {
      const rlimit limit{std::size_t{4} << 30, std::size_t{4} << 30};
      ::setrlimit(RLIMIT_AS, &limit);
    });
#endif
    p.start(M3_CLI_PATH, args);
    if (!p.waitForFinished(60000)) {
      p.kill();
      p.waitForFinished();
      return {-1, QString::fromUtf8(p.readAllStandardError()), true};
    }
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardError()), false};
  }

  QString base(const QString& name) const {
    return dir_.filePath("base/" + name);
  }

 private slots:
  void initTestCase() {
    QVERIFY(QDir(dir_.path()).mkpath("base"));
    const QString b = dir_.filePath("base");
    for (const QStringList& args :
         {QStringList{"terrain", "sample", "--out", b + "/street.ply", "--points", "3000"},
          QStringList{"terrain", "train", "--cloud", b + "/street.ply", "--mapping", "terrain",
                      "--out", b + "/terrain.json"},
          QStringList{"sample", "--out", b + "/words.data", "--words", "40"},
          QStringList{"train", "--data", b + "/words.data", "--out", b + "/words.json", "--passes",
                      "2"}}) {
      const Run r = cli(args);
      QVERIFY2(r.code == 0, qPrintable(args.join(' ') + ": " + r.err));
    }
  }

  void hostileInputs_data() {
    QTest::addColumn<std::function<void(const QString&)>>("make");  // writes the case's files
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("said");  // what the message must hold (the file first)

    // Settings inside a model file: each has a range, checked when the model is read (every
    // setting: tests/core/test_terrain_model_settings.cpp; here two, through the command).
    const auto terrainModel = [this](const char* part, const char* key, double value) {
      return [this, part, key, value](const QString& folder) {
        QFile in(base("terrain.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject model = QJsonDocument::fromJson(in.readAll()).object();
        QJsonObject terrain = model["terrain"].toObject();
        QJsonObject settings = terrain[part].toObject();
        settings[key] = value;
        terrain[part] = settings;
        model["terrain"] = terrain;
        writeIn(folder, "model.json", QJsonDocument(model).toJson());
      };
    };
    const QStringList predict{"terrain", "predict",          "--model", "model.json",
                              "--cloud", base("street.ply"), "--out",   "out.ply"};
    QTest::newRow("ground radius 1e10")
        << std::function(terrainModel("features", "groundRadius", 1e10)) << predict << 1
        << QStringList{"model.json", "groundRadius"};
    QTest::newRow("nearest3d 10,000") << std::function(terrainModel("graph", "nearest3d", 10000))
                                      << predict << 1 << QStringList{"model.json", "nearest3d"};
    QTest::newRow("a model nested 100,000 deep") << std::function([this](const QString& f) {
      writeIn(f, "model.json", QByteArray(100000, '[') + QByteArray(100000, ']'));
    }) << predict << 1 << QStringList{"model.json", "nest"};

    // Clouds.
    const QStringList train{"terrain",   "train", "--cloud", "cloud",
                            "--mapping", "codes", "--out",   "model.json"};
    const auto trainOn = [&](const QString& name) {
      QStringList args = train;
      args[3] = name;
      return args;
    };
    QTest::newRow("PLY of 200,000 properties") << std::function([this](const QString& f) {
      QByteArray header = "ply\nformat ascii 1.0\nelement vertex 1\n";
      for (int k = 0; k < 200000; ++k) header += "property float p" + QByteArray::number(k) + "\n";
      writeIn(f, "wide.ply", header + "end_header\n");
    }) << trainOn("wide.ply") << 1 << QStringList{"wide.ply", "properties"};
    QTest::newRow("a coordinate of 1e308") << std::function([this](const QString& f) {
      writeIn(f, "far.xyz", "0 0 0 1\n1 1 1 2\n1e308 0 0 1\n");
    }) << trainOn("far.xyz") << 1 << QStringList{"far.xyz", "point 3"};
    QTest::newRow("a gzip bomb") << std::function([](const QString& f) {
      gzFile out = gzopen(QDir(f).filePath("bomb.ply.gz").toUtf8().constData(), "wb9");
      const std::string zeros(1 << 20, '\0');
      for (int k = 0; k < 300; ++k)  // 300 MiB from 0.3 MiB: past the 256 MiB budget
        gzwrite(out, zeros.data(), static_cast<unsigned>(zeros.size()));
      gzclose(out);
    }) << trainOn("bomb.ply.gz") << 1
                                 << QStringList{"bomb.ply.gz", "M3_MAX_LOAD_GB"};
    QTest::newRow("a link to /dev/zero") << std::function([](const QString& f) {
      QFile::link("/dev/zero", QDir(f).filePath("zero.ply"));
    }) << trainOn("zero.ply") << 1 << QStringList{"zero.ply"};
    QTest::newRow("one class") << std::function([this](const QString& f) {
      writeIn(f, "flat.xyz", "0 0 0 7\n1 0 0 7\n0 1 0 7\n1 1 0 7\n0.5 0.5 0.1 7\n");
    }) << trainOn("flat.xyz") << 1
                               << QStringList{"everything labelled is", "two classes"};
    QTest::newRow("C of 1e308") << std::function([](const QString&) {
    }) << QStringList{"terrain",   "train",   "--cloud", base("street.ply"),
                      "--mapping", "terrain", "--out",   "model.json",
                      "--C",       "1e308"}
                                << 2 << QStringList{"C"};

    QTest::newRow("a project whose data is /dev/zero") << std::function([this](const QString& f) {
      QFile::link("/dev/zero", QDir(f).filePath("zero.data"));
      writeIn(f, "zero.m3p",
              R"({"format": "m3studio-project", "schema": 2, "workbench": "handwriting",
                 "state": {"dataset": {"path": "zero.data"}, "labels": [{"word": 0, "letters": "ab"}]}})");
    }) << QStringList{"train", "--project", "zero.m3p", "--out", "model.json"}
                                                       << 1 << QStringList{"zero.data"};

    // Writes: a link planted at the temporary name is never written through, a long name works.
    QTest::newRow("a link at the temporary name") << std::function([this](const QString& f) {
      writeIn(f, "victim.txt", "not to be overwritten\n");
      QFile::link(QDir(f).filePath("victim.txt"), QDir(f).filePath(".model.json.m3tmp"));
    }) << QStringList{"train", "--data", base("words.data"), "--out", "model.json", "--passes", "2"}
                                                  << 0 << QStringList{};
    QTest::newRow("an output name of 250 bytes")
        << std::function([](const QString&) {}) << QStringList{"train",
                                                               "--data",
                                                               base("words.data"),
                                                               "--out",
                                                               QString(245, 'm') + ".json",
                                                               "--passes",
                                                               "2"}
        << 0 << QStringList{};

    // Evaluations of nothing are refused, not reported as perfect.
    QTest::newRow("folds without words")
        << std::function([](const QString&) {})
        << QStringList{"eval",    "--model", base("words.json"), "--data", base("words.data"),
                       "--folds", "99"}
        << 1 << QStringList{"words.data", "folds 99"};
    QTest::newRow("parse eval of empty files")
        << std::function([this](const QString& f) { writeIn(f, "empty.mrg", ""); })
        << QStringList{"parse", "eval", "--gold", "empty.mrg", "--guess", "empty.mrg"} << 1
        << QStringList{"empty.mrg"};
    QTest::newRow("multilabel training on no rows") << std::function([this](const QString& f) {
      writeIn(f, "none.arff", "@relation r\n@attribute a numeric\n@attribute l {0,1}\n@data\n");
    }) << QStringList{"multilabel", "train", "--data", "none.arff",
                      "--labels",   "1",     "--out",  "model.json"}
                                                    << 1 << QStringList{"none.arff"};

    // Data that would expand or mislead.
    QTest::newRow("a sparse ARFF of 200,000 attributes")
        << std::function([this](const QString& f) {
             QByteArray text = "@relation wide\n";
             for (int k = 0; k < 200000; ++k)
               text += "@attribute a" + QByteArray::number(k) + " numeric\n";
             text += "@attribute l {0,1}\n@data\n";
             for (int r = 0; r < 400; ++r) text += "{}\n";
             writeIn(f, "wide.arff", text);
           })
        << QStringList{"multilabel", "train", "--data", "wide.arff",
                       "--labels",   "1",     "--out",  "model.json"}
        << 1 << QStringList{"wide.arff", "M3_MAX_LOAD_GB"};
    QTest::newRow("an attribute name not in UTF-8") << std::function([this](const QString& f) {
      writeIn(f, "latin1.arff",
              "@relation r\n@attribute caf\xe9 numeric\n@attribute l {0,1}\n@data\n1,0\n0,1\n");
    }) << QStringList{"multilabel", "train", "--data", "latin1.arff",
                      "--labels",   "1",     "--out",  "model.json"}
                                                    << 1 << QStringList{"latin1.arff", "UTF-8"};
    QTest::newRow("one pixel of 65535 in a 16-bit mask") << std::function([this](const QString& f) {
      QDir(f).mkpath("images");
      QDir(f).mkpath("masks");
      QImage image(40, 30, QImage::Format_RGB32);
      image.fill(Qt::darkGreen);
      QVERIFY(image.save(QDir(f).filePath("images/a.png")));
      QImage mask(40, 30, QImage::Format_Grayscale16);
      mask.fill(0);
      for (int y = 0; y < 30; ++y)
        for (int x = 0; x < 20; ++x) reinterpret_cast<quint16*>(mask.scanLine(y))[x] = 1;
      reinterpret_cast<quint16*>(mask.scanLine(5))[30] = 65535;
      QVERIFY(mask.save(QDir(f).filePath("masks/a.png")));
    }) << QStringList{"regions", "train", "--images", "images",
                      "--masks", "masks", "--out",    "model.json"}
                                                         << 1 << QStringList{"a.png", "--palette"};
    QTest::newRow("a COCO polygon of 50,000 vertices") << std::function([this](const QString& f) {
      QDir(f).mkpath("images");
      QImage image(96, 72, QImage::Format_RGB32);
      image.fill(Qt::gray);
      for (int y = 0; y < 30; ++y)
        for (int x = 0; x < 30; ++x) image.setPixel(x, y, qRgb(200, 40, 40));
      QVERIFY(image.save(QDir(f).filePath("images/a.png")));
      QByteArray ring;
      for (int k = 0; k < 50000; ++k) {
        const double t = 6.283185307 * k / 50000, r = k % 2 ? 20 : 12;
        ring += (k ? "," : "") + QByteArray::number(60 + r * std::cos(t)) + "," +
                QByteArray::number(45 + r * std::sin(t));
      }
      writeIn(f, "coco.json",
              R"({"images": [{"id": 1, "file_name": "a.png", "width": 96, "height": 72}],
                         "categories": [{"id": 1, "name": "star"}, {"id": 2, "name": "corner"}],
                         "annotations": [{"id": 1, "image_id": 1, "category_id": 1, "segmentation": [[)" +
                  ring + R"(]]}, {"id": 2, "image_id": 1, "category_id": 2,
                         "segmentation": [[0, 0, 30, 0, 30, 30, 0, 30]]}]})");
    }) << QStringList{"regions", "train",     "--images", "images",
                      "--coco",  "coco.json", "--out",    "model.json"}
                                                       << 0 << QStringList{};
  }

  void hostileInputs() {
    QFETCH(std::function<void(const QString&)>, make);
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QStringList, said);
    const QString folder = dir_.filePath(QString("case%1").arg(++cases_));
    QVERIFY(QDir().mkpath(folder));
    make(folder);
    const auto before = snapshot(dir_.path());

    const Outcome out = run(folder, args);
    QVERIFY2(!out.timedOut, qPrintable("no answer within 60 s: " + out.err));
    QVERIFY2(out.code == code,
             qPrintable(QString("exit %1 (expected %2): %3").arg(out.code).arg(code).arg(out.err)));
    for (const QString& words : said)
      QVERIFY2(out.err.contains(words),
               qPrintable(QString("\"%1\" not in: %2").arg(words, out.err)));
    QVERIFY2(!out.err.contains("bad_alloc") && !out.err.contains("basic_string"),
             qPrintable(out.err));

    // Nothing that was there changed; what is new is the output of a run that succeeded.
    const auto after = snapshot(dir_.path());
    for (const auto& [path, hash] : before) {
      QVERIFY2(after.count(path), qPrintable(path + " is gone"));
      QVERIFY2(after.at(path) == hash, qPrintable(path + " changed"));
    }
    for (const auto& [path, hash] : after) {
      if (before.count(path)) continue;
      QVERIFY2(code == 0 && !QFileInfo(path).fileName().contains(".m3tmp"),
               qPrintable(path + " was left behind"));
    }
  }

 private:
  void writeIn(const QString& folder, const QString& name, const QByteArray& bytes) {
    QFile file(QDir(folder).filePath(name));
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(file.fileName()));
    file.write(bytes);
  }
  int cases_ = 0;
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "test_cli_hostile.moc"
