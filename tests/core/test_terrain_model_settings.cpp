// What a model file records so that it can be used again: the writing program's version in
// every model, and for terrain models the feature settings and class mapping they were
// trained with (model/terrain_model_settings.h): exact round trips, older files without them,
// and clear errors for settings that do not fit the model.
#include <QtTest>
#include <nlohmann/json.hpp>

#include "features/point_features.h"
#include "io/class_mapping.h"
#include "io/io_error.h"
#include "io/program_version.h"
#include "tasks/graphs/graph_task.h"

using namespace m3;
using nlohmann::json;

namespace {

// A terrain model with non-default settings (weights as the features they give ask for).
AmnModel terrainModel() {
  TerrainModelSettings s;
  s.graph.features.neighbours = 12;
  s.graph.features.columnBins = 6;
  s.graph.features.heightBinEdges = {0.5, 3};
  s.graph.features.threads = 3;  // not recorded: never changes the features
  s.graph.graph.featureSimilarity = true;
  s.graph.graph.distanceSigma = 0.45;
  s.mapping = asprsTerrainMapping();
  AmnModel m;
  m.labels.names = s.mapping.labelNames;
  m.layout = {s.graph.features.dimension(), s.graph.graph.numEdgeFeatures(), m.labels.size()};
  m.weights = Eigen::VectorXd::LinSpaced(m.layout.dimension(), 0.25, 2);
  m.C = 0.1;
  m.terrain = s;
  return m;
}

// The error loading `j` gives, or "" when it loads.
QString loadError(const json& j) {
  try {
    amnModelFromJson(j.dump(), "m.json");
    return {};
  } catch (const IoError& e) {
    return QString::fromUtf8(e.what());
  }
}

}  // namespace

class TestTerrainModelSettings : public QObject {
  Q_OBJECT
 private slots:
  void everyModelNamesTheProgramThatWroteIt() {
    const json j = json::parse(amnModelToJson(terrainModel()));
    QCOMPARE(QString::fromStdString(j.at("writtenBy").get<std::string>()),
             QString("M3Studio ") + programVersion());
    QVERIFY(QString(programVersion()).contains(QRegularExpression("^\\d+\\.\\d+\\.\\d+$")));
    // Files written before the stamp, and stamps of other versions, load all the same.
    json old = j;
    old.erase("writtenBy");
    QCOMPARE(loadError(old), QString());
    old["writtenBy"] = "M3Studio 99.0.0";
    QCOMPARE(loadError(old), QString());
  }

  void terrainSettingsRoundTripExactly() {
    const AmnModel model = terrainModel();
    const std::string text = amnModelToJson(model);
    const AmnModel back = amnModelFromJson(text, "m.json");
    QVERIFY(back.terrain.has_value());
    QVERIFY(back == model);
    QCOMPARE(back.terrain->graph.features.neighbours, 12);
    QCOMPARE(back.terrain->graph.features.heightBinEdges, (std::vector<double>{0.5, 3}));
    QCOMPARE(back.terrain->graph.features.threads, 0);
    QVERIFY(back.terrain->graph.graph.featureSimilarity);
    QCOMPARE(back.terrain->graph.graph.distanceSigma, 0.45);
    QCOMPARE(back.terrain->mapping.labelNames, model.terrain->mapping.labelNames);
    QCOMPARE(labelsToCodes({0, 1, 2, 3}, back.terrain->mapping), (std::vector<int>{2, 6, 5, 3}));
    QCOMPARE(amnModelToJson(back), text);
    // Models of other graphs (and terrain models written before the settings) have none.
    AmnModel plain = model;
    plain.terrain.reset();
    QVERIFY(!json::parse(amnModelToJson(plain)).contains("terrain"));
    QVERIFY(!amnModelFromJson(amnModelToJson(plain), "m.json").terrain.has_value());
  }

  void settingsThatDoNotFitAreRefused_data() {
    QTest::addColumn<QString>("pointer");  // the member changed
    QTest::addColumn<QString>("value");    // its new value, JSON
    QTest::addColumn<QString>("message");  // part of the error
    QTest::newRow("more bins: other feature count") << "/terrain/features/columnBins" << "7" << "feature settings give";
    QTest::newRow("edge features") << "/terrain/graph/featureSimilarity" << "false" << "feature settings give";
    QTest::newRow("no neighbours") << "/terrain/features/neighbours" << "0" << "terrain.features";
    QTest::newRow("a billion neighbours") << "/terrain/features/neighbours" << "1000000000" << "outside";
    QTest::newRow("radius") << "/terrain/features/neighbourRadius" << "-1" << "neighbourRadius";
    QTest::newRow("edges not increasing") << "/terrain/features/heightBinEdges" << "[3, 0.5]" << "increasing";
    QTest::newRow("sigma") << "/terrain/graph/distanceSigma" << "\"wide\"" << "terrain.graph";
    QTest::newRow("other labels") << "/terrain/mapping/labels" << R"(["a", "b", "c", "d"])" << "terrain.mapping";
    QTest::newRow("code of no label") << "/terrain/mapping/codes" << R"({"2": "lawn"})" << "terrain.mapping";
    QTest::newRow("no mapping") << "/terrain/mapping" << "null" << "mapping";
    // Valid JSON asking for absurd work: each was a crash, a hang or gigabytes before the
    // settings had bounds (the independent check of issue 53).
    QTest::newRow("ground radius 1e10") << "/terrain/features/groundRadius"
                                        << "1e10"
                                        << "groundRadius must be in";
    QTest::newRow("10,000 neighbours") << "/terrain/features/neighbours"
                                       << "10000"
                                       << "neighbours must be in";
    QTest::newRow("10,000 graph neighbours") << "/terrain/graph/nearest3d"
                                             << "10000"
                                             << "nearest3d must be in";
    QTest::newRow("column radius 1e9") << "/terrain/features/columnRadius"
                                       << "1e9"
                                       << "columnRadius must be in";
    QTest::newRow("graph column radius 1e9") << "/terrain/graph/columnRadius"
                                             << "1e9"
                                             << "columnRadius must be in";
    QTest::newRow("ground cell 1e-300") << "/terrain/features/groundCell"
                                        << "1e-300"
                                        << "groundCell must be in";
  }

  // The local ground itself takes any radius and refuses coordinates no double can span,
  // instead of overflowing an int (SIGSEGV) or looping for ever.
  void localGroundTakesAnyRadiusAndRefusesUnmeasurableClouds() {
    PointMatrix xyz(3, 3);
    xyz << 0, 0, 1, 1, 0, 0.5, 0, 1, 2;
    const std::vector<double> ground = localGroundHeights(xyz, 0.5, 1e10);
    QCOMPARE(ground, (std::vector<double>{0.5, 0.5, 0.5}));
    xyz(1, 0) = 1e308;
    xyz(2, 0) = -1e308;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, localGroundHeights(xyz, 0.5, 3));
  }

  void settingsThatDoNotFitAreRefused() {
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, message);
    json j = json::parse(amnModelToJson(terrainModel()));
    j[json::json_pointer(pointer.toStdString())] = json::parse(value.toStdString());
    const QString error = loadError(j);
    QVERIFY2(error.startsWith("m.json: invalid model file") && error.contains(message), qPrintable(error));
  }
};

QTEST_MAIN(TestTerrainModelSettings)
#include "test_terrain_model_settings.moc"
