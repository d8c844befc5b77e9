// What hostile input may cost: JSON nesting and sizes from headers are bounded before anything
// is allocated, and a gzip bomb stops at the load limit (core/io/io_error.h, io/json_util.h).
// What a write guarantees is test_atomic_write.
#include <zlib.h>

#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <string>

#include "io/arff_io.h"
#include "io/graph_json.h"
#include "io/io_error.h"
#include "io/json_util.h"
#include "io_error_of.h"
#include "model/chain_model_json.h"

using namespace m3;
namespace fs = std::filesystem;

namespace {

const char* kGraphHeader =
    R"({"format": "m3studio-graphs", "schema": 1, "labels": ["a", "b"], )";

}  // namespace

class TestHostileInput : public QObject {
  Q_OBJECT

 private slots:
  void deepJsonIsRefusedBeforeParsing() {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::string message = ioErrorOf([&] { parseJsonDocument(deep, "deep.json", "test file"); }).toStdString();
    QVERIFY2(message.find("deep.json") == 0 && message.find("nested") != std::string::npos, message.c_str());
    // Brackets inside strings do not count, and our own files stay well under the limit.
    const std::string inString = "{\"s\": \"" + std::string(5000, '[') + "\", \"a\": [[[1]]]}";
    QCOMPARE(parseJsonDocument(inString, "ok.json", "test file")["a"][0][0][0].get<int>(), 1);
    const std::string atLimit = std::string(kMaxJsonDepth, '[') + std::string(kMaxJsonDepth, ']');
    QVERIFY(parseJsonDocument(atLimit, "limit.json", "test file").is_array());
    QVERIFY(!ioErrorOf([&] { parseJsonDocument("[" + atLimit + "]", "over.json", "test file"); }).toStdString().empty());
    // Every reader goes through it: a model file nested too deep names the file.
    const std::string model = ioErrorOf([&] { modelFromJson("{\"a\":" + deep + "}", "m.json"); }).toStdString();
    QVERIFY2(model.find("m.json") == 0, model.c_str());
  }

  void numbersOutOfRangeNameTheFile() {
    const std::string message = ioErrorOf([] { parseJsonDocument(R"({"x": 1e309})", "big.json", "test file"); }).toStdString();
    QVERIFY2(message.find("big.json: ") == 0, message.c_str());
    const std::string syntax = ioErrorOf([] { parseJsonDocument("{\"x\": ", "cut.json", "test file"); }).toStdString();
    QVERIFY2(syntax.find("cut.json: invalid test file (not JSON") == 0, syntax.c_str());
  }

  void graphHeaderSizesAreCheckedBeforeAllocating() {
    // 1,000,000 features per node declared, three nodes with one value each: refused without
    // allocating 3 x 1,000,000 doubles (the independent check saw a 4.8 GB request).
    std::string text = std::string(kGraphHeader) +
                       R"("nodeFeatures": 1000000, "edgeFeatures": 0, "graphs": [{"nodes": [)";
    for (int i = 0; i < 3; ++i) text += std::string(i ? "," : "") + R"({"features": [1]})";
    text += "]}]}";
    const std::string message = ioErrorOf([&] { parseGraphSet(text, "g.json"); }).toStdString();
    QVERIFY2(message.find("g.json: graph 0, node 0: expected 1000000 feature values, found 1") == 0,
             message.c_str());
  }

  void graphEdgeEndpointsDoNotWrap() {
    // 2^40 + 1 would wrap to 1 through a plain cast and make a valid edge.
    const std::string text = std::string(kGraphHeader) +
                             R"("nodeFeatures": 1, "edgeFeatures": 0, "graphs": [{"nodes": )"
                             R"([{"features": [1]}, {"features": [2]}], "edges": [{"a": 0, "b": 1099511627777}]}]})";
    const std::string message = ioErrorOf([&] { parseGraphSet(text, "g.json"); }).toStdString();
    QVERIFY2(message.find("g.json: ") == 0 && message.find("outside") != std::string::npos, message.c_str());
  }

  void aGzipBombStopsAtTheLoadLimit() {
    // 64 MiB of zeros compress to about 64 KiB; with a 16 MiB limit the read stops early.
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString() + "/bomb.ply.gz";
    gzFile out = gzopen(path.c_str(), "wb9");
    const std::string zeros(1 << 20, '\0');
    for (int k = 0; k < 64; ++k) gzwrite(out, zeros.data(), static_cast<unsigned>(zeros.size()));
    gzclose(out);
    QVERIFY(fs::file_size(path) < (1u << 20));
    qputenv("M3_MAX_LOAD_GB", "0.015625");
    QCOMPARE(maxLoadBytes(), std::size_t{16} << 20);
    const std::string message = ioErrorOf([&] { readFileMaybeGzip(path); }).toStdString();
    qunsetenv("M3_MAX_LOAD_GB");
    QVERIFY2(message.find("/bomb.ply.gz: holds more than the") != std::string::npos &&
                 message.find("M3_MAX_LOAD_GB") != std::string::npos,
             message.c_str());
    QVERIFY(maxLoadBytes() > (std::size_t{16} << 20));
  }

  // A sparse ARFF of 100,000 attributes and empty rows is small on disk but dense in memory
  // (the learners take dense tables): the reader stops at the row that would pass the load
  // limit, naming the file and the line, instead of ending in std::bad_alloc.
  void aSparseArffStopsAtTheLoadLimit() {
    std::string text = "@relation wide\n";
    for (int k = 0; k < 100000; ++k) text += "@attribute a" + std::to_string(k) + " numeric\n";
    text += "@data\n";
    for (int r = 0; r < 200; ++r) text += "{}\n";
    qputenv("M3_MAX_LOAD_GB", "0.25");  // 256 MiB: 100 rows of 100,000 doubles, three copies
    const std::string message = ioErrorOf([&] { parseArff(text, "wide.arff"); }).toStdString();
    qunsetenv("M3_MAX_LOAD_GB");
    QVERIFY2(message.find("wide.arff:100114: ") == 0 &&
                 message.find("M3_MAX_LOAD_GB") != std::string::npos,
             message.c_str());
    QCOMPARE(parseArff(text, "wide.arff").values.rows(), 200);  // within the default limit
  }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "test_hostile_input.moc"
