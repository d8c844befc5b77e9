// Tiled prediction (tasks/terrain_tiles.h): with a halo, a tile's features equal the whole
// cloud's, and its labels, near the tile borders too, agree with a whole-cloud solve; every
// point gets a label; bad options are refused.
#include <QtTest>

#include <cmath>

#include "samples/terrain_scene.h"
#include "tasks/terrain_paint_budget.h"
#include "tasks/terrain_tiles.h"

using namespace m3;

class TestTerrainTiles : public QObject {
  Q_OBJECT
  TerrainScene scene_;
  AmnModel model_;

 private slots:
  void initTestCase() {
    TerrainSceneOptions so;
    so.targetPoints = 40000;
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

  void badOptionsAreRefused() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictTerrainTiled(scene_.cloud, model_, {}, {0, 5}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictTerrainTiled(scene_.cloud, model_, {}, {20, -1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictTerrainTiled(scene_.cloud, model_, {}, {1e-6, 5}));
    QVERIFY(predictTerrainTiled(PointCloud{}, model_).labels.empty());
  }
};

QTEST_APPLESS_MAIN(TestTerrainTiles)
#include "test_terrain_tiles.moc"
