// The terrain paint budget (tasks/terrain/terrain_paint_budget.h): exactly the budget is kept, in
// compact patches, every class gets some, the newest strokes always count (on top), painting more
// keeps the earlier choice mostly unchanged, and a training round with the budget trains on
// the budget only and reports the interim model while it runs.
#include <QtTest>
#include <set>

#include "features/terrain_graph.h"
#include "samples/terrain_scene.h"
#include "tasks/interactive_training.h"
#include "tasks/terrain/terrain_paint_budget.h"

using namespace m3;

namespace {

// A flat 100 x 100 grid of 0.25 m spacing: the left half class 0, a 5 x 5 block class 2, the
// rest class 1.
PointMatrix gridPoints() {
  PointMatrix xyz(10000, 3);
  for (int i = 0; i < 10000; ++i) xyz.row(i) << 0.25 * (i % 100), 0.25 * (i / 100), 0;
  return xyz;
}

Labeling gridLabels() {
  Labeling y(10000);
  for (int i = 0; i < 10000; ++i) {
    const int x = i % 100, row = i / 100;
    y[i] = x < 50 ? 0 : (x >= 80 && x < 85 && row >= 80 && row < 85 ? 2 : 1);
  }
  return y;
}

}  // namespace

class TestTerrainPaintBudget : public QObject {
  Q_OBJECT
 private slots:
  void keepsExactlyTheBudgetInPatchesOfEveryClass() {
    const PointMatrix xyz = gridPoints();
    const Labeling truth = gridLabels();
    const Labeling kept = keepLabelledPatches(xyz, truth, 900, 1.0, 3);
    QCOMPARE(countLabelled(kept), 900);
    std::set<int> classes;
    for (int i = 0; i < 10000; ++i)
      if (kept[i] != kUnlabelled) {
        QCOMPARE(kept[i], truth[i]);  // kept points keep their own label
        classes.insert(kept[i]);
      }
    QCOMPARE(classes.size(), size_t(3));  // the 25-point class too
    // Patches, not a scatter: most kept points have a kept 4-neighbour.
    int withNeighbour = 0;
    for (int i = 0; i < 10000; ++i) {
      if (kept[i] == kUnlabelled) continue;
      const int x = i % 100, row = i / 100;
      withNeighbour += (x > 0 && kept[i - 1] != kUnlabelled) || (x < 99 && kept[i + 1] != kUnlabelled) ||
                       (row > 0 && kept[i - 100] != kUnlabelled) || (row < 99 && kept[i + 100] != kUnlabelled);
    }
    QVERIFY2(withNeighbour > 850, qPrintable(QString::number(withNeighbour)));
    QCOMPARE(keepLabelledPatches(xyz, truth, 900, 1.0, 3), kept);  // deterministic
    QCOMPARE(keepLabelledPatches(xyz, truth, 0, 1.0, 3), truth);   // 0 keeps everything
    QCOMPARE(keepLabelledPatches(xyz, truth, 20000, 1.0, 3), truth);
  }

  void newestStrokesComeOnTopUpToAQuarter() {
    const PointMatrix xyz = gridPoints();
    const Labeling truth = gridLabels();
    std::vector<int> newest;
    for (int i = 9999; i >= 9000; --i) newest.push_back(i);  // the last ten rows, newest first
    const Labeling patches = keepLabelledPatches(xyz, truth, 400, 1.0, 3);
    const Labeling kept = keepLabelledPatches(xyz, truth, 400, 1.0, 3, newest);
    // The same patches, and the newest points on top until 100 more are kept.
    int added = 0;
    for (int i = 0; i < 10000; ++i) {
      if (patches[i] != kUnlabelled) QCOMPARE(kept[i], patches[i]);
      added += patches[i] == kUnlabelled && kept[i] != kUnlabelled;
    }
    QCOMPARE(added, 100);
    QCOMPARE(countLabelled(kept), 500);
    for (int k = 0; k < 100; ++k) QCOMPARE(kept[newest[k]], truth[newest[k]]);
  }

  void paintingMoreKeepsMostOfTheEarlierChoice() {
    const PointMatrix xyz = gridPoints();
    const Labeling truth = gridLabels();
    Labeling painted(10000, kUnlabelled), more;
    for (int i = 0; i < 10000; ++i)
      if (i / 100 < 60) painted[i] = truth[i];
    more = painted;
    for (int i = 6000; i < 6500; ++i) more[i] = truth[i];  // five more rows painted
    const Labeling a = keepLabelledPatches(xyz, painted, 1000, 1.0, 5);
    const Labeling b = keepLabelledPatches(xyz, more, 1000, 1.0, 5);
    int same = 0;
    for (int i = 0; i < 10000; ++i) same += a[i] != kUnlabelled && b[i] != kUnlabelled;
    QVERIFY2(same > 500, qPrintable(QString::number(same)));
  }

  void blockGroupsAreCellsOfSpace() {
    // 24.75 m square, 10,000 points: cells of 2,600 points at this density are about 12.6 m.
    const std::vector<int> groups = spatialBlockGroups(gridPoints(), 2600);
    QCOMPARE(groups.size(), size_t(10000));
    QCOMPARE(std::set<int>(groups.begin(), groups.end()).size(), size_t(4));
    QCOMPARE(groups[0], groups[101]);      // (0, 0) and (0.25, 0.25) m
    QVERIFY(groups[0] != groups[99]);      // the far end of the first row
    QCOMPARE(spatialBlockGroups(gridPoints(), 2600), groups);  // deterministic
  }

  void roundTrainsOnTheBudgetAndShowsInterimModels() {
    TerrainSceneOptions options;
    options.targetPoints = 20000;
    options.seed = 4;
    const TerrainScene scene = generateTerrainScene(options);
    TerrainTrainingRequest request;
    request.cloud = std::make_shared<const PointCloud>(scene.cloud);
    request.graph = std::make_shared<const PairwiseGraph>(buildTerrainGraph(scene.cloud));
    request.labels = scene.labels;  // every point painted
    request.labelSet = scene.labelNames;
    request.budget.points = 2000;
    request.options.bcfw.relativeGapTolerance = 0;  // run to the pass limit
    request.options.bcfw.maxPasses = 12;
    int interim = 0;
    request.interimSeconds = 0;  // every evaluation
    request.onInterimModel = [&](std::shared_ptr<const AmnModel> model) {
      QCOMPARE(model->layout.numLabels, scene.labelNames.size());
      ++interim;
    };
    AmnWarmStart warm;
    const TerrainTrainingOutcome outcome = trainAndPredictTerrain(request, {}, warm);
    QCOMPARE(outcome.paintedPoints, countLabelled(scene.labels));
    QVERIFY(outcome.labelledPoints <= 2000 && outcome.labelledPoints > 1500);
    QVERIFY(interim >= 2);  // evaluations every 5 passes, the last one not interim
    QCOMPARE(outcome.predictions.size(), scene.labels.size());
  }
};

QTEST_APPLESS_MAIN(TestTerrainPaintBudget)
#include "test_terrain_paint_budget.moc"
