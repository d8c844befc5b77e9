// Graphs built tile by tile (tasks/terrain/terrain_tile_graphs.h), as the terrain workbench trains
// and predicts on clouds too large for one graph: the painted points' graph cut from their tiles
// equals the whole cloud's graph restricted to them; a training round on tiles trains the
// same blocks as on the whole graph and predicts what predictTerrainTiled predicts, tile by
// tile in the order asked; the cache stays within its bound.
#include <QtTest>
#include <algorithm>
#include <map>
#include <set>
#include <thread>

#include "samples/terrain_scene.h"
#include "sanitized_build.h"
#include "tasks/interactive_training.h"
#include "tasks/terrain/terrain_paint_budget.h"
#include "tasks/terrain/terrain_tile_strokes.h"
#include "tasks/terrain/terrain_tiles.h"

using namespace m3;

namespace {

const TerrainTileOptions kTiles{20, 5};

std::vector<int> labelledPoints(const Labeling& labels) {
  std::vector<int> points;
  for (int i = 0; i < static_cast<int>(labels.size()); ++i)
    if (labels[static_cast<size_t>(i)] != kUnlabelled) points.push_back(i);
  return points;
}

}  // namespace

class TestTerrainTileGraphs : public QObject {
  Q_OBJECT
  TerrainScene scene_;
  std::shared_ptr<const PointCloud> cloud_;
  std::shared_ptr<const PairwiseGraph> whole_;
  Labeling painted_;

 private slots:
  void initTestCase() {
    TerrainSceneOptions so;
    so.targetPoints = kSanitizedBuild ? 20000 : 40000;  // the same street, half as dense
    so.seed = 5;
    scene_ = generateTerrainScene(so);
    cloud_ = std::make_shared<const PointCloud>(scene_.cloud);
    whole_ = std::make_shared<const PairwiseGraph>(buildTerrainGraph(scene_.cloud));
    painted_ = keepLabelledPatches(scene_.cloud.xyz, scene_.labels, 4000, 2.0, 7);
  }

  void gridCutsEveryPointIntoOneTile() {
    const TerrainTileGrid grid(cloud_->xyz, kTiles, "test");
    QVERIFY(grid.size() >= 4);
    std::vector<int> seen(static_cast<size_t>(cloud_->numPoints()), 0);
    for (int t = 0; t < grid.size(); ++t) {
      const TileBox box = grid.bounds(t);
      for (int i : grid.own(t)) {
        ++seen[static_cast<size_t>(i)];
        QCOMPARE(grid.tileOf(i), t);
        QVERIFY(cloud_->xyz(i, 0) >= box.lowX && cloud_->xyz(i, 0) < box.highX);
      }
      const std::vector<int> halo = grid.withHalo(t);
      QVERIFY(halo.size() >= grid.own(t).size());
      QVERIFY(std::is_sorted(halo.begin() + static_cast<long>(grid.own(t).size()), halo.end()));
    }
    QVERIFY(std::all_of(seen.begin(), seen.end(), [](int c) { return c == 1; }));

    // A stray point a thousand kilometres away costs one more tile, not a grid spanning the gap.
    PointMatrix stray(cloud_->xyz.rows() + 1, 3);
    stray << cloud_->xyz, Eigen::RowVector3d(1e6, -1e6, 0);
    const TerrainTileGrid far(stray, kTiles, "test");
    QCOMPARE(far.size(), grid.size() + 1);
    QCOMPARE(far.tileOf(static_cast<int>(stray.rows()) - 1), 0);  // its row (y = -1e6) comes first
    QCOMPARE(static_cast<int>(far.own(0).size()), 1);
    QCOMPARE(tilesForDensity(stray, 20000).tileSize, tilesForDensity(cloud_->xyz, 20000).tileSize);
  }

  void tilesAreSizedToTheDensity() {
    // Tiles of about the points asked for where the cloud is; twice the density, a side about
    // 1 / sqrt(2) as long.
    const double asked = cloud_->numPoints() / 2.0;  // two tiles' worth
    const TerrainTileOptions sized = tilesForDensity(cloud_->xyz, asked);
    QVERIFY2(sized.tileSize > 20 && sized.tileSize < 200, qPrintable(QString::number(sized.tileSize)));
    QCOMPARE(sized.halo, TerrainTileOptions{}.halo);
    const TerrainTileGrid grid(cloud_->xyz, sized, "test");
    std::vector<double> counts;
    for (int t = 0; t < grid.size(); ++t) counts.push_back(static_cast<double>(grid.own(t).size()));
    std::sort(counts.begin(), counts.end());
    const double largest = counts.back();
    QVERIFY2(largest > asked / 3 && largest < asked * 3, qPrintable(QString::number(largest)));
    PointMatrix doubled(2 * cloud_->xyz.rows(), 3);
    doubled << cloud_->xyz, cloud_->xyz;
    const double ratio = tilesForDensity(doubled, asked).tileSize / sized.tileSize;
    QVERIFY2(std::abs(ratio - 1 / std::sqrt(2.0)) < 0.05, qPrintable(QString::number(ratio)));
    // Clamped at both ends.
    QCOMPARE(tilesForDensity(cloud_->xyz, 1).tileSize, 20.0);
    QCOMPARE(tilesForDensity(cloud_->xyz, 1e12).tileSize, 200.0);
  }

  void paintedGraphEqualsTheWholeGraphAmongThem() {
    const TerrainTileGraphs tiles(cloud_, kTiles);
    const std::vector<int> points = labelledPoints(painted_);
    QVERIFY(points.size() >= 3000);
    const PairwiseGraph cut = tiles.subgraph(points, 2);
    QCOMPARE(cut.numNodes(), static_cast<int>(points.size()));
    QCOMPARE(cut.nodeFeatures.cols(), whole_->nodeFeatures.cols());
    for (size_t k = 0; k < points.size(); ++k)
      QVERIFY2(cut.nodeFeatures.row(static_cast<Eigen::Index>(k)).isApprox(whole_->nodeFeatures.row(points[k]), 1e-9),
               qPrintable(QString::number(points[k])));
    // Edges as pairs of points, with their features.
    std::map<std::pair<int, int>, Eigen::RowVectorXd> expected, found;
    std::vector<int> node(static_cast<size_t>(cloud_->numPoints()), -1);
    for (size_t k = 0; k < points.size(); ++k) node[static_cast<size_t>(points[k])] = static_cast<int>(k);
    for (int e = 0; e < whole_->numEdges(); ++e) {
      const Edge& edge = whole_->edges[static_cast<size_t>(e)];
      if (node[static_cast<size_t>(edge.a)] >= 0 && node[static_cast<size_t>(edge.b)] >= 0)
        expected[{std::min(edge.a, edge.b), std::max(edge.a, edge.b)}] = whole_->edgeFeatures.row(e);
    }
    for (int e = 0; e < cut.numEdges(); ++e) {
      const Edge& edge = cut.edges[static_cast<size_t>(e)];
      QVERIFY(edge.a < edge.b);
      const std::pair<int, int> pair{points[static_cast<size_t>(edge.a)], points[static_cast<size_t>(edge.b)]};
      QVERIFY2(!found.count(pair), "an edge taken twice");
      found[pair] = cut.edgeFeatures.row(e);
    }
    QVERIFY(expected.size() > points.size());
    QCOMPARE(found.size(), expected.size());
    for (const auto& [pair, features] : expected) {
      QVERIFY2(found.count(pair), qPrintable(QString("%1-%2").arg(pair.first).arg(pair.second)));
      QVERIFY(found[pair].isApprox(features, 1e-12));
    }
    validateGraph(cut, scene_.labelNames.size());
  }

  void aRoundOnTilesTrainsTheWholeGraphsBlocksAndPredictsTileByTile() {
    TerrainTrainingRequest whole;
    whole.graph = whole_;
    whole.cloud = cloud_;
    whole.labels = painted_;
    whole.labelSet = scene_.labelNames;
    whole.options.bcfw.C = 0.1;
    TerrainTrainingRequest tiled = whole;
    tiled.graph.reset();
    auto graphs = std::make_shared<const TerrainTileGraphs>(cloud_, kTiles);
    tiled.tiles = graphs;
    const int tileCount = graphs->grid().size();
    tiled.tileOrder = {tileCount - 1, tileCount / 2};  // e.g. the tiles in view
    tiled.tileThreads = 1;  // tiles reported in the order they start
    std::vector<int> reported;
    tiled.onTilePredicted = [&](int tile, const Labeling& labels, const std::vector<double>& confidence) {
      reported.push_back(tile);
      QCOMPARE(labels.size(), graphs->grid().own(tile).size());
      QCOMPARE(confidence.size(), labels.size());
    };
    AmnWarmStart warmWhole, warmTiled;
    const TerrainTrainingOutcome a = trainAndPredictTerrain(whole, {}, warmWhole);
    const TerrainTrainingOutcome b = trainAndPredictTerrain(tiled, {}, warmTiled);
    // The same blocks, known by the same points (so a stroke's warm start carries over).
    std::set<std::string> keysWhole, keysTiled;
    for (const auto& [key, block] : warmWhole.blocks) keysWhole.insert(key);
    for (const auto& [key, block] : warmTiled.blocks) keysTiled.insert(key);
    QVERIFY(keysWhole.size() > 1);
    QVERIFY(keysWhole == keysTiled);
    QCOMPARE(a.labelledPoints, b.labelledPoints);
    QVERIFY2((a.model->weights - b.model->weights).norm() <= 1e-6 * (1 + a.model->weights.norm()),
             qPrintable(QString::number((a.model->weights - b.model->weights).norm())));
    // Every tile once, those asked for first (the cached ones among them before the others),
    // then the others in grid order.
    std::vector<int> sequence = tiled.tileOrder;
    std::stable_partition(sequence.begin(), sequence.end(), [&](int t) { return graphs->isCached(t); });
    for (int t = 0; t < tileCount; ++t)
      if (std::find(sequence.begin(), sequence.end(), t) == sequence.end()) sequence.push_back(t);
    QVERIFY(reported == sequence);
    // What predictTerrainTiled gives with that model.
    const TiledPrediction expected = predictTerrainTiled(*cloud_, *b.model, {}, kTiles);
    QVERIFY(b.predictions == expected.labels);
    QCOMPARE(b.confidence.size(), b.predictions.size());
    QVERIFY(std::all_of(b.confidence.begin(), b.confidence.end(), [](double c) { return std::isfinite(c); }));

    // Only the tiles asked for, a cached one first.
    const TerrainTileGraphs fresh(cloud_, kTiles);
    fresh.tile(2, true);
    std::vector<int> onlyAsked;
    fresh.predict(*b.model, {0, 2}, false, 1, {},
                  [&](int tile, const Labeling&, const std::vector<double>&) { onlyAsked.push_back(tile); });
    QVERIFY(onlyAsked == (std::vector<int>{2, 0}));

    // A cancelled round predicts nothing.
    std::atomic<bool> stop{true};
    LearnerControl cancelled;
    cancelled.stop = &stop;
    tiled.given = b.model;
    reported.clear();
    const TerrainTrainingOutcome c = trainAndPredictTerrain(tiled, cancelled, warmTiled);
    QVERIFY(c.predictions.empty());
    QVERIFY(reported.empty());
  }

  void strokesAreSolvedOnTheirTiles() {
    AmnTrainingOptions options;
    options.bcfw.C = 0.1;
    const auto model = std::make_shared<const AmnModel>(trainAmn(*whole_, painted_, scene_.labelNames, options).model);
    auto graphs = std::make_shared<const TerrainTileGraphs>(cloud_, kTiles);
    const Labeling tiled = predictTerrainTiled(*cloud_, *model, {}, kTiles).labels;
    TileStrokeSolvers solvers(model, graphs);
    // A stroke inside one tile: the first update builds its solver and reports every own point,
    // whose labels are (nearly) the tiled prediction's; the stroke's points take its class.
    const int tile = graphs->grid().tileOf(cloud_->numPoints() / 2);
    const std::span<const int> own = graphs->grid().own(tile);
    std::vector<std::pair<int, int>> edits;
    const int wrong = (tiled[static_cast<size_t>(own[0])] + 1) % scene_.labelNames.size();
    for (size_t k = 0; k < own.size(); k += 50) edits.push_back({own[k], wrong});
    const TileStrokeSolvers::Update first = solvers.apply(edits);
    QCOMPARE(first.builtSolvers, 1);
    QCOMPARE(first.points.size(), own.size());
    QVERIFY(std::equal(own.begin(), own.end(), first.points.begin()));
    long agree = 0;
    std::map<int, int> labelOf;
    for (size_t k = 0; k < first.points.size(); ++k) {
      labelOf[first.points[k]] = first.labels[k];
      agree += first.labels[k] == tiled[static_cast<size_t>(first.points[k])];
    }
    for (const auto& [point, label] : edits) QCOMPARE(labelOf[point], label);
    QVERIFY2(agree > 0.8 * own.size(), qPrintable(QString::number(agree)));
    // The next stroke in that tile reports only what changed.
    const TileStrokeSolvers::Update next = solvers.apply({{own[1], wrong}, {own[2], wrong}});
    QCOMPARE(next.builtSolvers, 0);
    QVERIFY(next.points.size() < own.size());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TileStrokeSolvers(nullptr, graphs));
  }

  void theCacheKeepsToItsBound() {
    // Room for about one tile: older tiles leave as new ones come, the newest always stays.
    const TerrainTileGraphs probe(cloud_, kTiles);
    const std::size_t oneTile = probe.tile(0, true)->bytes();
    const TerrainTileGraphs tiles(cloud_, kTiles, {}, oneTile + oneTile / 2);
    for (int t = 0; t < tiles.grid().size(); ++t) {
      tiles.tile(t, true);
      QVERIFY(tiles.cachedBytes() <= std::max(oneTile + oneTile / 2, tiles.tile(t, true)->bytes()));
    }
    QVERIFY(tiles.cachedBytes() > 0);
    // Asked for by two threads at once, a tile is built once (the second waits for the first).
    const TerrainTileGraphs shared(cloud_, kTiles);
    std::shared_ptr<const TileGraph> first, second;
    std::thread other([&] { first = shared.tile(3, true); });
    second = shared.tile(3, true);
    other.join();
    QVERIFY(first && first == second);
    // A tile asked for without keeping it leaves the cache as it was.
    const TerrainTileGraphs untouched(cloud_, kTiles);
    untouched.tile(1, false);
    QCOMPARE(untouched.cachedBytes(), std::size_t{0});
  }
};

QTEST_APPLESS_MAIN(TestTerrainTileGraphs)
#include "test_terrain_tile_graphs.moc"
