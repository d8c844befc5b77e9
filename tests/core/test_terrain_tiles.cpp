// Tiled prediction (tasks/terrain/terrain_tiles.h): with a halo, a tile's features equal the whole
// cloud's, and its labels, near the tile borders too, agree with a whole-cloud solve; every
// point gets a label; bad options are refused.
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <filesystem>
#include <set>

#include "io/class_mapping.h"
#include "io/io_error.h"
#include "samples/terrain_scene.h"
#include "sanitized_build.h"
#include "tasks/terrain/terrain_paint_budget.h"
#include "tasks/terrain/terrain_stream.h"
#include "tasks/terrain/terrain_tiles.h"

using namespace m3;

class TestTerrainTiles : public QObject {
  Q_OBJECT
  TerrainScene scene_;
  AmnModel model_;

 private slots:
  void initTestCase() {
    TerrainSceneOptions so;
    so.targetPoints = kSanitizedBuild ? 20000 : 40000;  // the same street, half as dense
    so.seed = 3;
    scene_ = generateTerrainScene(so);
    const PairwiseGraph graph = buildTerrainGraph(scene_.cloud);
    const Labeling painted = keepLabelledPatches(scene_.cloud.xyz, scene_.labels, 3000, 1.5, 2);
    AmnTrainingOptions options;
    options.bcfw.C = 0.1;
    model_ = trainAmn(graph, painted, scene_.labelNames, options).model;
  }

  void tileFeaturesEqualTheWholeCloudsWithinTheTile() {
    // One 20 m tile with a 5 m halo around it, cut out by hand.
    const double x0 = std::floor(scene_.cloud.xyz.col(0).minCoeff() / 20) * 20 + 20;
    std::vector<int> own, members;
    for (int i = 0; i < scene_.cloud.numPoints(); ++i) {
      const double x = scene_.cloud.xyz(i, 0);
      if (x >= x0 && x < x0 + 20) own.push_back(i);
    }
    members = own;
    for (int i = 0; i < scene_.cloud.numPoints(); ++i) {
      const double x = scene_.cloud.xyz(i, 0);
      if ((x >= x0 - 5 && x < x0) || (x >= x0 + 20 && x <= x0 + 25)) members.push_back(i);
    }
    QVERIFY(own.size() > 1000);
    PointCloud part;
    part.xyz.resize(static_cast<Eigen::Index>(members.size()), 3);
    for (size_t k = 0; k < members.size(); ++k) part.xyz.row(static_cast<Eigen::Index>(k)) = scene_.cloud.xyz.row(members[k]);
    const PointFeatures whole = computePointFeatures(scene_.cloud), tile = computePointFeatures(part);
    for (size_t k = 0; k < own.size(); ++k)
      QVERIFY2(tile.values.row(static_cast<Eigen::Index>(k)).isApprox(whole.values.row(own[k]), 1e-9),
               qPrintable(QString::number(own[k])));
  }

  void tiledLabelsAgreeWithAWholeCloudSolve() {
    const Labeling whole = predictAmn(model_, buildTerrainGraph(scene_.cloud));
    int progressCalls = 0;
    const TiledPrediction tiled =
        predictTerrainTiled(scene_.cloud, model_, {}, {20, 5}, [&](int done, int total) {
          QVERIFY(done >= 1 && done <= total);
          ++progressCalls;
        });
    QCOMPARE(tiled.labels.size(), whole.size());
    QVERIFY(tiled.tiles >= 4);
    QCOMPARE(progressCalls, tiled.tiles);
    QVERIFY(tiled.solvedPoints > scene_.cloud.numPoints());
    long agree = 0, border = 0, borderAgree = 0;
    for (int i = 0; i < scene_.cloud.numPoints(); ++i) {
      QVERIFY(tiled.labels[i] >= 0 && tiled.labels[i] < model_.layout.numLabels);
      agree += tiled.labels[i] == whole[i];
      // Within 2 m of a tile border (tiles start at multiples of 20 m).
      const double fx = std::fmod(scene_.cloud.xyz(i, 0), 20.0), fy = std::fmod(scene_.cloud.xyz(i, 1), 20.0);
      auto near = [](double f) { f = std::abs(f); return f < 2 || f > 18; };
      if (near(fx) || near(fy)) ++border, borderAgree += tiled.labels[i] == whole[i];
    }
    const double overall = double(agree) / scene_.cloud.numPoints(), atBorders = double(borderAgree) / border;
    QVERIFY2(border > 1000, qPrintable(QString::number(border)));
    QVERIFY2(overall > 0.995, qPrintable(QString::number(overall)));
    QVERIFY2(atBorders > 0.99, qPrintable(QString::number(atBorders)));
    // Without a halo the borders see only half their neighbourhood: more disagreement there.
    const TiledPrediction bare = predictTerrainTiled(scene_.cloud, model_, {}, {20, 0});
    long bareAgree = 0;
    for (int i = 0; i < scene_.cloud.numPoints(); ++i) bareAgree += bare.labels[i] == whole[i];
    QVERIFY2(bareAgree < agree, qPrintable(QString("%1 vs %2").arg(bareAgree).arg(agree)));
  }

  void streamedPredictionEqualsTheTilesInMemory() {
    // The cloud on disk (float coordinates, codes of the scene's classes), streamed in batches of
    // 7,000 points through scratch files; the output must carry exactly the codes of the tiles
    // solved in memory on the same (read back) cloud, and the scratch folder must be left empty.
    QTemporaryDir dir;
    const std::string in = (dir.path() + "/street.ply").toStdString(), out = (dir.path() + "/out.las").toStdString();
    const std::string scratch = (dir.path() + "/scratch").toStdString();
    std::filesystem::create_directory(scratch);
    PointCloud cloud = scene_.cloud;
    cloud.classCodes.assign(scene_.labels.begin(), scene_.labels.end());
    writePointCloud(in, cloud);
    const PointCloud onDisk = readPointCloud(in);
    const ClassMapping mapping = identityClassMapping(scene_.labelNames.names);
    const TiledPrediction inMemory = predictTerrainTiled(onDisk, model_, {}, {20, 5});
    TerrainStreamOptions options;
    options.tiles = {20, 5};
    options.scratchFolder = scratch;
    options.batchPoints = 7000;
    std::set<std::string> phases;
    const StreamedPrediction streamed =
        predictTerrainStreamed(in, out, model_, mapping, options, [&](const char* phase, std::uint64_t done, std::uint64_t total) {
          QVERIFY(done <= total);
          phases.insert(phase);
        });
    QCOMPARE(phases, (std::set<std::string>{"reading", "tiles", "writing"}));
    QVERIFY(streamed.inputStreamed);
    QCOMPARE(streamed.points, static_cast<std::uint64_t>(cloud.numPoints()));
    QCOMPARE(streamed.tiles, inMemory.tiles);
    QCOMPARE(streamed.solvedPoints, static_cast<std::uint64_t>(inMemory.solvedPoints));
    const PointCloud written = readPointCloud(out);
    QCOMPARE(written.numPoints(), cloud.numPoints());
    QVERIFY(written.classCodes == labelsToCodes(inMemory.labels, mapping, onDisk.classCodes));
    std::uint64_t counted = 0;
    for (std::uint64_t c : streamed.labelCounts) counted += c;
    QCOMPARE(counted, streamed.points);
    QVERIFY(std::filesystem::is_empty(scratch));

    // LAS to LAS: the input copied with only the classification replaced.
    const std::string las = (dir.path() + "/street.las").toStdString(), lasOut = (dir.path() + "/out2.las").toStdString();
    writePointCloud(las, cloud);
    const PointCloud lasCloud = readPointCloud(las);
    const TiledPrediction lasTiles = predictTerrainTiled(lasCloud, model_, {}, {20, 5});
    predictTerrainStreamed(las, lasOut, model_, mapping, options);
    QCOMPARE(std::filesystem::file_size(lasOut), std::filesystem::file_size(las));
    QVERIFY(readPointCloud(lasOut).classCodes == labelsToCodes(lasTiles.labels, mapping, lasCloud.classCodes));

    // Cancelled from the progress callback while tiles are solved: no output, no scratch left.
    const std::string cancelled = (dir.path() + "/cancelled.ply").toStdString();
    QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                             predictTerrainStreamed(in, cancelled, model_, mapping, options,
                                                    [](const char* phase, std::uint64_t, std::uint64_t) {
                                                      if (std::string(phase) == "tiles") throw std::runtime_error("stop");
                                                    }));
    QVERIFY(!std::filesystem::exists(cancelled));
    QVERIFY(std::filesystem::is_empty(scratch));
    QVERIFY_THROWS_EXCEPTION(IoError, predictTerrainStreamed(in, (dir.path() + "/x.pcd").toStdString(), model_, mapping));
  }

  void badOptionsAreRefused() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictTerrainTiled(scene_.cloud, model_, {}, {0, 5}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictTerrainTiled(scene_.cloud, model_, {}, {20, -1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictTerrainTiled(scene_.cloud, model_, {}, {1e-6, 5}));
    QVERIFY(predictTerrainTiled(PointCloud{}, model_).labels.empty());
    // A halo of more than 10 tile sizes would test each point against hundreds of tiles.
    QCOMPARE((TerrainTileOptions{20, 200}.reach("x")), 10);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (TerrainTileOptions{20, 201}.reach("x")));
    TerrainStreamOptions streamed;
    streamed.tiles = {0.01, 5};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             predictTerrainStreamed("unused.ply", "unused.ply", model_, ClassMapping{}, streamed));
  }
};

QTEST_APPLESS_MAIN(TestTerrainTiles)
#include "test_terrain_tiles.moc"
