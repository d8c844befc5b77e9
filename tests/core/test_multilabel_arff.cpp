// Tests of the ARFF reader / writer and the MULAN multi-label split (core/io/arff_io.h):
// dense and sparse round trips, gzip, quoted names, comments, the xml label file, every
// error path (file and line named), the strict MULAN .xml reader, and the real scene set when
// ../shared/data is present.
#include <zlib.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <random>
#include <string>

#include "io/arff_io.h"
#include "io/io_error.h"
#include "io/multilabel_files.h"
#include "io_error_of.h"
#include "test_paths.h"

using namespace m3;

namespace {

MultiLabelData randomData(int n, int d, int k, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(-3, 3);
  std::bernoulli_distribution coin(0.4);
  MultiLabelData data;
  data.features.resize(n, d);
  data.labels.resize(n, k);
  for (int j = 0; j < d; ++j) {
    std::string name = "f";
    name += std::to_string(j);
    if (j == 1) name += " with space's";
    data.featureNames.push_back(name);
  }
  for (int j = 0; j < k; ++j) data.labelNames.push_back(std::string("L") += std::to_string(j));
  for (int r = 0; r < n; ++r) {
    for (int j = 0; j < d; ++j) data.features(r, j) = coin(rng) ? 0.0 : u(rng) / 7.0;
    for (int j = 0; j < k; ++j) data.labels(r, j) = coin(rng);
  }
  return data;
}

// Runs the parser on `text` and returns the IoError message ("" when it parsed).
std::string parseError(const std::string& text) {
  try {
    const ArffTable t = parseArff(text, "bad.arff");
    splitMultiLabel(t, 2, "bad.arff");
  } catch (const IoError& e) {
    return e.what();
  }
  return {};
}

// Writes `bytes` to `path` (a QTemporaryDir file).
void writeBytes(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(bytes);
}


const char* kHeader =
    "% a comment\n@RELATION 'tiny set'\n@attribute a numeric\n@attribute \"b c\" REAL\n"
    "@attribute y1 {0,1}\n@attribute y2 {0,1}\n@data\n";

}  // namespace

class TestMultilabelArff : public QObject {
  Q_OBJECT
 private slots:
  void denseAndSparseRoundTrip() {
    for (unsigned seed = 1; seed <= 5; ++seed) {
      const MultiLabelData data = randomData(20 + static_cast<int>(seed), 7, 3, seed);
      for (bool sparse : {false, true}) {
        const std::string text = multiLabelToArff(data, sparse);
        QCOMPARE(text.find("\n{") != std::string::npos, sparse);
        const MultiLabelData back = splitMultiLabel(parseArff(text, "mem"), 3, "mem");
        QVERIFY(back.features == data.features);  // exact: shortest round-trip printing
        QVERIFY(back.labels == data.labels);
        QVERIFY(back.featureNames == data.featureNames);
        QVERIFY(back.labelNames == data.labelNames);
      }
    }
  }

  void parsesCommentsQuotesAndMixedRows() {
    const std::string text = std::string(kHeader) + "1.5, -2e-1, 1, 0\n% inside data\n\n{1 4, 3 1}\n{}\n'7',8,'0',1\n";
    const ArffTable t = parseArff(text, "mem");
    QCOMPARE(t.relation, std::string("tiny set"));
    QCOMPARE(t.attributes[1].name, std::string("b c"));
    QCOMPARE(static_cast<int>(t.values.rows()), 4);
    const MultiLabelData d = splitMultiLabel(t, 2, "mem");
    QCOMPARE(d.numFeatures(), 2);
    QCOMPARE(d.features(0, 1), -0.2);
    QCOMPARE(d.features(1, 0), 0.0);
    QCOMPARE(d.features(1, 1), 4.0);
    QCOMPARE(d.labels(1, 1), 1);
    QCOMPARE(d.labels(2, 0), 0);
    QCOMPARE(d.features(3, 0), 7.0);
    QCOMPARE(d.labels(3, 1), 1);
    // Labels chosen by name (any position): 'a' holds 1.5, so it cannot be a label.
    try {
      splitMultiLabel(t, {"a", "y2"}, "mem");
      QFAIL("expected IoError");
    } catch (const IoError& e) {
      QVERIFY2(QString(e.what()).contains("label 'a' has value 1.5"), e.what());
    }
  }

  void gzipAndXmlFiles() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const MultiLabelData data = randomData(15, 4, 3, 9);
    const std::string text = multiLabelToArff(data, false);
    const std::string gzPath = dir.filePath("d.arff.gz").toStdString();
    gzFile gz = gzopen(gzPath.c_str(), "wb");
    QVERIFY(gz != nullptr);
    gzwrite(gz, text.data(), static_cast<unsigned>(text.size()));
    gzclose(gz);
    const std::string xml = dir.filePath("d.xml").toStdString();
    {
      QFile f(QString::fromStdString(xml));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("<?xml version=\"1.0\"?>\n<labels xmlns=\"http://mulan.sourceforge.net/labels\">\n"
              "<label name=\"L0\"></label><label name='L2'></label>\n</labels>\n");
    }
    const MultiLabelData byCount = readMultiLabelArff(gzPath, 3);
    QVERIFY(byCount.features == data.features && byCount.labels == data.labels);
    const MultiLabelData byXml = readMultiLabelArff(gzPath, xml);
    QCOMPARE(byXml.numLabels(), 2);
    QCOMPARE(byXml.numFeatures(), 5);  // L1 becomes a feature
    QVERIFY(byXml.labels.col(1) == data.labels.col(2));
    QCOMPARE(byXml.features.col(4).cast<int>().eval(), data.labels.col(1).eval());
    // A truncated gzip stream and a missing file are IoErrors too.
    QVERIFY_THROWS_EXCEPTION(IoError, readMultiLabelArff(dir.filePath("none.arff").toStdString(), 3));
    QCOMPARE(ioErrorOf([&] { readArff(dir.path().toStdString()); }), dir.path() + ": is a folder, not a file");
  }

  void errorsNameFileAndLine_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    const QString h = kHeader;
    QTest::newRow("no relation") << "@attribute a numeric\n@data\n1\n" << "bad.arff:1: @attribute before @relation";
    QTest::newRow("not arff") << "hello,world\n" << "bad.arff:1: expected a header line";
    QTest::newRow("empty") << "" << "bad.arff: empty file (not an ARFF file)";  // was reported at line 0
    QTest::newRow("binary") << "\x01\x02PK" << "bad.arff:1: expected a header line starting with '@', got '??PK'";
    QTest::newRow("unknown keyword") << "@relation r\n@atribute a numeric\n" << "bad.arff:2: unknown header keyword";
    QTest::newRow("string type") << "@relation r\n@attribute a string\n" << "bad.arff:2: unsupported type 'string'";
    QTest::newRow("no type") << "@relation r\n@attribute a\n" << "bad.arff:2: @attribute 'a' without a type";
    QTest::newRow("open nominal") << "@relation r\n@attribute a {0,1\n" << "bad.arff:2: nominal type of 'a' lacks";
    QTest::newRow("unterminated quote") << "@relation r\n@attribute 'a numeric\n" << "bad.arff:2: unterminated quote";
    QTest::newRow("no data") << "@relation r\n@attribute a numeric\n" << "no @data section";
    QTest::newRow("data without attributes") << "@relation r\n@data\n" << "bad.arff:2: @data without any @attribute";
    QTest::newRow("short row") << h + "1,2,0,1\n1,2,0\n" << "bad.arff:9: row has 3 values, the header declares 4";
    QTest::newRow("long row") << h + "1,2,0,1,5\n" << "bad.arff:8: row has 5 values";
    QTest::newRow("non numeric") << h + "1,abc,0,1\n" << "bad.arff:8: non-numeric value 'abc' for attribute 'b c'";
    QTest::newRow("trailing junk") << h + "1,2x,0,1\n" << "non-numeric value '2x'";
    QTest::newRow("nan") << h + "nan,2,0,1\n" << "bad.arff:8: value 'nan' for attribute 'a' is not finite";
    QTest::newRow("inf") << h + "1,inf,0,1\n" << "is not finite";
    QTest::newRow("missing") << h + "1,?,0,1\n" << "bad.arff:8: missing value '?'";
    QTest::newRow("bad nominal") << h + "1,2,0,2\n" << "bad.arff:8: value '2' is not declared for nominal attribute 'y2'";
    QTest::newRow("sparse range") << h + "{0 1, 4 1}\n" << "bad.arff:8: sparse index 4 out of range [0, 4)";
    QTest::newRow("sparse index") << h + "{x 1}\n" << "bad.arff:8: bad sparse index 'x'";
    QTest::newRow("sparse repeat") << h + "{1 1, 1 2}\n" << "bad.arff:8: sparse index 1 repeated";
    QTest::newRow("sparse open") << h + "{1 1\n" << "bad.arff:8: sparse row lacks a closing '}'";
    QTest::newRow("sparse no value") << h + "{1}\n" << "bad.arff:8: sparse entry '1' has no value";
    QTest::newRow("label not binary") << "@relation r\n@attribute a numeric\n@attribute y1 numeric\n@attribute y2 numeric\n@data\n1,0.5,1\n"
                                      << "data row 1: label 'y1' has value";
    QTest::newRow("nominal label") << "@relation r\n@attribute a numeric\n@attribute y1 {a,b}\n@attribute y2 {0,1}\n@data\n1,a,1\n"
                                   << "label attribute 'y1' must be numeric or nominal {0,1}";
    QTest::newRow("too many labels") << "@relation r\n@attribute a numeric\n@attribute y1 {0,1}\n@data\n1,1\n"
                                     << "cannot take the last 2 of 2 attributes";
  }
  void errorsNameFileAndLine() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QString message = QString::fromStdString(parseError(text.toStdString()));
    QVERIFY2(message.contains(expected), qPrintable("got: '" + message + "'"));
  }

  void xmlErrors() {
    QTemporaryDir dir;
    const std::string xml = dir.filePath("e.xml").toStdString();
    {
      QFile f(QString::fromStdString(xml));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("<labels></labels>\n");
    }
    try {
      readMulanLabelNames(xml);
      QFAIL("expected IoError");
    } catch (const IoError& e) {
      QVERIFY(QString(e.what()).contains("no <label name="));
    }
    const ArffTable t = parseArff(std::string(kHeader) + "1,2,0,1\n", "mem");
    try {
      splitMultiLabel(t, {"y1", "nope"}, "mem");
      QFAIL("expected IoError");
    } catch (const IoError& e) {
      QVERIFY(QString(e.what()).contains("label 'nope' is not an attribute"));
    }
  }

  // The MULAN .xml is parsed as XML of MULAN's grammar: text that merely contains
  // '<label name=' (which a pattern scan took for labels) is refused, naming the .xml.
  void mulanXmlIsParsedStrictly_data() {
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("expected");  // after the path of the .xml
    QTest::newRow("empty") << QByteArray() << ": empty file (not a MULAN label file)";
    QTest::newRow("text around a label") << QByteArray("junk <label name=\"y1\"> junk\n")
                                         << ":1: not XML: expected '<labels', found 'junk <label";
    QTest::newRow("UTF-16") << QByteArray("\xff\xfe<\0l\0", 6) << ": binary or UTF-16 data";
    QTest::newRow("unclosed label") << QByteArray("<labels>\n<label name=\"y1\">\n</labels>\n")
                                    << ":3: </labels> does not close <label> (opened on line 2)";
    QTest::newRow("cut short") << QByteArray("<labels>\n<label name=\"y1\"/>\n")
                               << ":3: the file ends inside <labels> (opened on line 1)";
    QTest::newRow("other root") << QByteArray("<html><label name=\"y1\"/></html>")
                                << ":1: the root element is <html>, expected <labels>";
    QTest::newRow("unquoted") << QByteArray("<labels><label name=y1/></labels>")
                              << ":1: the value of attribute 'name' must be quoted";
    QTest::newRow("entity") << QByteArray("<labels>\n<label name=\"y&eacute;\"/></labels>")
                            << ":2: unknown entity '&eacute;'";
    QTest::newRow("twice") << QByteArray("<labels>\n<label name=\"y1\"/>\n<label name=\"y1\"/>\n</labels>")
                           << ":3: label 'y1' declared twice (also on line 2)";
    QTest::newRow("no name") << QByteArray("<labels><label/></labels>") << ":1: <label> without a name attribute";
    QTest::newRow("other element") << QByteArray("<labels>\n<class name=\"y1\"/></labels>")
                                   << ":2: unexpected element <class> inside <labels>";
    QTest::newRow("text inside") << QByteArray("<labels>y1</labels>") << ":1: unexpected text 'y1</labels>'";
    QTest::newRow("after the root") << QByteArray("<labels><label name=\"y1\"/></labels>\n<labels/>")
                                    << ":2: unexpected '<labels/>' after </labels>";
    QTest::newRow("doctype") << QByteArray("<!DOCTYPE labels>\n<labels/>") << ":1: DOCTYPE declarations";
    QTest::newRow("no labels") << QByteArray("<labels/>") << ": no <label name=";
  }
  void mulanXmlIsParsedStrictly() {
    QFETCH(QByteArray, xml);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath("l.xml");
    writeBytes(path, xml);
    const QString e = ioErrorOf([&] { readMulanLabels(path.toStdString()); });
    QVERIFY2(e.startsWith(path + expected), qPrintable(e));
  }

  void mulanXmlHierarchiesEntitiesAndBom() {
    QTemporaryDir dir;
    const QString path = dir.filePath("h.xml");
    writeBytes(path, "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<!-- labels -->\r\n"
                     "<labels xmlns=\"http://mulan.sourceforge.net/labels\">\r\n"
                     "<label name=\"a &amp; b\"><label name=\"a1\"/>\r\n<label name='&#x41;2'></label></label>\r\n"
                     "</labels>\r\n");
    const MulanLabels l = readMulanLabels(path.toStdString());
    QCOMPARE(l.names, (std::vector<std::string>{"a & b", "a1", "A2"}));  // document order, parents first
    QCOMPARE(l.lines, (std::vector<int>{4, 4, 5}));
  }

  void labelsMissingFromTheArffNameBothFiles() {
    QTemporaryDir dir;
    const QString arff = dir.filePath("d.arff"), xml = dir.filePath("d.xml");
    writeBytes(arff, QByteArray(kHeader) + "1,2,0,1\n");
    writeBytes(xml, "<labels>\n<label name=\"y1\"/>\n<label name=\"nope\"/>\n</labels>\n");
    QCOMPARE(ioErrorOf([&] { readMultiLabelArff(arff.toStdString(), xml.toStdString()); }),
             xml + ":3: label 'nope' is not an attribute of " + arff);
    writeBytes(xml, "<labels><label name=\"a\"/><label name=\"b c\"/><label name=\"y1\"/>"
                    "<label name=\"y2\"/></labels>");
    QCOMPARE(ioErrorOf([&] { readMultiLabelArff(arff.toStdString(), xml.toStdString()); }),
             arff + ": every attribute is a label of " + xml + ", no features left");
  }

  // How the Scenes workbench and its headless projects open files (io/multilabel_files.h): the
  // labels from a MULAN file given or found beside the ARFF, else the trailing {0,1} attributes.
  void filesOfOneSetOpenTogether() {
    QTemporaryDir dir;
    const MultiLabelData a = randomData(7, 4, 3, 1), b = randomData(5, 4, 3, 2);
    const QString first = dir.filePath("a.arff"), second = dir.filePath("b.arff");
    writeBytes(first, QByteArray::fromStdString(multiLabelToArff(a, false)));
    writeBytes(second, QByteArray::fromStdString(multiLabelToArff(b, true)));
    MultiLabelFiles files = readMultiLabelFiles({first.toStdString(), second.toStdString()});
    QCOMPARE(files.data.size(), 12);
    QCOMPARE(files.data.numLabels(), 3);  // trailing {0,1} attributes
    QVERIFY(files.data.labels.bottomRows(5) == b.labels);
    QCOMPARE(files.rowPart, (std::vector<int>{0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1}));
    // A MULAN file beside them that names attributes of the data decides.
    writeBytes(dir.filePath("labels.xml"),
               "<labels><label name=\"L0\"/><label name=\"L1\"/></labels>");
    files = readMultiLabelFiles({first.toStdString()});
    QCOMPARE(files.data.numLabels(), 2);
    QCOMPARE(files.data.numFeatures(), 5);
    // Files of other data sets, and two label files, are refused naming the file.
    writeBytes(second, QByteArray::fromStdString(multiLabelToArff(randomData(5, 6, 3, 2), false)));
    QVERIFY(ioErrorOf([&] {
              readMultiLabelFiles({first.toStdString(), second.toStdString()});
            }).startsWith(second + ": other attributes than " + first));
    const QString other = dir.filePath("other.xml");
    writeBytes(other, "<labels><label name=\"L0\"/></labels>");
    QVERIFY(ioErrorOf([&] {
              readMultiLabelFiles({first.toStdString(), dir.filePath("labels.xml").toStdString(),
                                   other.toStdString()});
            }).startsWith(other + ": a second MULAN label file"));
    // No label file and no trailing {0,1} attributes: the message says what is missing.
    QFile::remove(dir.filePath("labels.xml"));
    writeBytes(first, QByteArray(kHeader).replace("{0,1}", "numeric") + "1,2,0,1\n");
    QVERIFY(ioErrorOf([&] {
              readMultiLabelFiles({first.toStdString()});
            }).contains("cannot tell the labels from the features"));
  }

  // A Latin-1 name used to be read, trained on and refused only when the model was written.
  void namesMustBeUtf8() {
    QVERIFY(isUtf8("plain ascii"));
    QVERIFY(
        isUtf8("Stra\xc3\x9f"
               "e \xe2\x82\xac \xf0\x9f\x8c\xb3"));  // 2-, 3- and 4-byte forms
    QVERIFY(
        !isUtf8("Stra\xdf"
                "e"));                     // Latin-1
    QVERIFY(!isUtf8("\xc0\xaf"));          // overlong '/'
    QVERIFY(!isUtf8("\xed\xa0\x80"));      // a surrogate
    QVERIFY(!isUtf8("\xf4\x90\x80\x80"));  // past U+10FFFF
    QVERIFY(!isUtf8("\xe2\x82"));          // cut short
    QTemporaryDir dir;
    const QString arff = dir.filePath("latin1.arff");
    writeBytes(arff,
               "@relation r\n@attribute gr\xf6\xdf"
               "e numeric\n@attribute y {0,1}\n@data\n1,0\n");
    QCOMPARE(ioErrorOf([&] { readArff(arff.toStdString()); }),
             arff +
                 ":2: the attribute name 'gr??e' is not UTF-8 text (convert the file to UTF-8, "
                 "e.g. with iconv)");
    const QString xml = dir.filePath("labels.xml");
    writeBytes(xml, "<labels><label name=\"caf\xe9\"/></labels>");
    QVERIFY(ioErrorOf([&] { readMulanLabels(xml.toStdString()); }).contains("is not UTF-8 text"));
  }

  void realSceneSet() {
    const QString dir = QString(M3_SHARED_DATA_DIR) + "/scene";
    if (!QFile::exists(dir + "/scene-train.arff.gz"))
      QSKIP(qPrintable("scene data not found in " + dir + " (set M3_SHARED_DATA_DIR); real-data check skipped"));
    const MultiLabelData train = readMultiLabelArff((dir + "/scene-train.arff.gz").toStdString(), (dir + "/scene.xml").toStdString());
    const MultiLabelData test = readMultiLabelArff((dir + "/scene-test.arff.gz").toStdString(), 6);
    QCOMPARE(train.size(), 1211);
    QCOMPARE(test.size(), 1196);
    QCOMPARE(train.numFeatures(), 294);
    QCOMPARE(train.numLabels(), 6);
    QCOMPARE(train.labelNames.front(), std::string("Class1"));
    const MulanLabels xml = readMulanLabels((dir + "/scene.xml").toStdString());  // CRLF, xmlns, XML declaration
    QCOMPARE(xml.names.back(), std::string("Class6"));
    QCOMPARE(xml.lines, (std::vector<int>{3, 4, 5, 6, 7, 8}));
    // PROVENANCE.md: positives per label 227, 165, 197, 196, 277, 224 (train).
    const Eigen::VectorXi positives = train.labels.colwise().sum().transpose();
    QCOMPARE(positives(0), 227);
    QCOMPARE(positives(4), 277);
    QVERIFY(train.features.minCoeff() >= 0.0 && train.features.maxCoeff() <= 1.0);
  }
};

QTEST_APPLESS_MAIN(TestMultilabelArff)
#include "test_multilabel_arff.moc"
