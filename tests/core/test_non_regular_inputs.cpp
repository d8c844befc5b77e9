// Inputs that are not regular files (a device that never ends, a named pipe whose open waits
// for a writer, a folder) are refused by every kind of reader at once, naming the path, instead
// of hanging or reading until memory runs out (docs/reliability.md, "What a file may cost").
#include <sys/stat.h>

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>

#include "io/arff_io.h"
#include "io/bsds_mat.h"
#include "io/image_io.h"
#include "io/io_error.h"
#include "io/letter_data.h"
#include "io/point_cloud_io.h"
#include "io/sentence_file.h"
#include "io_error_of.h"

using namespace m3;

class TestNonRegularInputs : public QObject {
  Q_OBJECT

  // Every reader given `path` throws IoError starting with the path and saying what it is.
  static void everyReaderRefuses(const std::string& path, const QString& what) {
    const std::vector<std::pair<const char*, std::function<void()>>> readers{
        {"whole file", [&] { readFileMaybeGzip(path); }},
        {"arff", [&] { readArff(path); }},
        {"letters", [&] { readLetterData(path); }},
        {"sentences", [&] { readSentences(path); }},
        {"image", [&] { readImage(path); }},
        {"mask", [&] { readLabelMask(path); }},
        {"palette", [&] { readPalette(path); }},
        {"bsds", [&] { readBsdsSegmentations(path); }},
        {"cloud .ply", [&] { readPointCloud(path); }}};
    for (const auto& [name, read] : readers) {
      QElapsedTimer clock;
      clock.start();
      const QString message = ioErrorOf(read);
      QVERIFY2(message.startsWith(QString::fromStdString(path) + ": is " + what),
               qPrintable(QString(name) + ": " + message));
      QVERIFY2(clock.elapsed() < 5000, name);  // refused before reading, not after a budget
    }
  }

 private slots:
  // Named as a cloud (.ply) so that the point-cloud reader, which picks its format by the
  // name, reaches the file too.
  void devicesAreRefused() {
    QTemporaryDir dir;
    const std::string link = dir.filePath("zero.ply").toStdString();
    QCOMPARE(::symlink("/dev/zero", link.c_str()), 0);  // a link to a device is the device
    everyReaderRefuses(link, "a device");
  }

  void namedPipesAreRefused() {
    QTemporaryDir dir;
    const std::string fifo = dir.filePath("pipe.ply").toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    everyReaderRefuses(fifo, "a named pipe");  // its open would wait for a writer for ever
  }

  void foldersAreRefused() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("folder.ply"));
    everyReaderRefuses(dir.filePath("folder.ply").toStdString(), "a folder");
  }
};

QTEST_APPLESS_MAIN(TestNonRegularInputs)
#include "test_non_regular_inputs.moc"
