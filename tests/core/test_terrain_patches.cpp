// Terrain patches (tasks/terrain/terrain_patches.h), checked against brute force on small
// random clouds: the patches partition the points by their ground-plan cell, the centres are
// the means, a patch's margin is the mean of its predicted points', and the suggestions are the
// unlabelled patches that are not too sparse, in order of margin. Absurd coordinates and sizes are
// refused or bounded.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "tasks/terrain/terrain_patches.h"

using namespace m3;

namespace {

PointCloud randomCloud(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> xy(-3.0, 7.0), z(0.0, 4.0);
  PointCloud cloud;
  cloud.xyz.resize(n, 3);
  for (int i = 0; i < n; ++i) cloud.xyz.row(i) << xy(rng), xy(rng), z(rng);
  return cloud;
}

}  // namespace

class TestTerrainPatches : public QObject {
  Q_OBJECT

 private slots:
  void partitionsByCell() {
    for (unsigned seed = 1; seed <= 5; ++seed) {
      const PointCloud cloud = randomCloud(300, seed);
      const double size = 0.5 * seed;
      const TerrainPatches patches = terrainPatches(cloud, size);
      std::vector<int> patchOf(300, -1);
      for (int p = 0; p < patches.count(); ++p) {
        QVERIFY(patches.pointCount(p) > 0);
        QVERIFY(std::is_sorted(patches.begin(p), patches.end(p)));
        Eigen::Vector3d mean = Eigen::Vector3d::Zero();
        for (const int* i = patches.begin(p); i != patches.end(p); ++i) {
          QCOMPARE(patchOf[*i], -1);  // in one patch only
          patchOf[*i] = p;
          mean += cloud.xyz.row(*i).transpose();
        }
        QVERIFY((mean / patches.pointCount(p) - patches.centres[p]).norm() < 1e-12);
      }
      const double minX = cloud.xyz.col(0).minCoeff(), minY = cloud.xyz.col(1).minCoeff();
      const auto cell = [&](int i) {
        return std::pair(std::floor((cloud.xyz(i, 0) - minX) / size),
                         std::floor((cloud.xyz(i, 1) - minY) / size));
      };
      for (int i = 0; i < 300; ++i)
        for (int j = 0; j < 300; ++j) QCOMPARE(patchOf[i] == patchOf[j], cell(i) == cell(j));
      // Numbered by their first point.
      for (int p = 1; p < patches.count(); ++p) QVERIFY(*patches.begin(p - 1) < *patches.begin(p));
    }
  }

  void marginsAndSuggestionsMatchBruteForce() {
    const PointCloud cloud = randomCloud(400, 11);
    const TerrainPatches patches = terrainPatches(cloud, 1.0);
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> unit(0, 1);
    Labeling predictions(400), user(400, kUnlabelled);
    std::vector<double> margins(400);
    for (int i = 0; i < 400; ++i) {
      predictions[i] = unit(rng) < 0.2 ? kUnlabelled : static_cast<int>(unit(rng) * 3);
      margins[i] = unit(rng);
      if (unit(rng) < 0.03) user[i] = 1;
    }
    const std::vector<double> patchMargins = terrainPatchMargins(patches, predictions, margins);
    std::vector<int> counts;
    for (int p = 0; p < patches.count(); ++p) counts.push_back(patches.pointCount(p));
    std::sort(counts.begin(), counts.end());
    const int minimum = std::max(3, counts[counts.size() / 2] / 4);
    QCOMPARE(terrainPatchMinimumPoints(patches), minimum);
    int sparse = 0;
    std::vector<std::pair<double, int>> expected;
    for (int p = 0; p < patches.count(); ++p) {
      double sum = 0;
      int predicted = 0;
      bool labelled = false;
      for (int i = 0; i < 400; ++i)
        if (std::find(patches.begin(p), patches.end(p), i) != patches.end(p)) {
          if (predictions[i] != kUnlabelled) sum += margins[i], ++predicted;
          labelled = labelled || user[i] != kUnlabelled;
        }
      if (predicted == 0) {
        QVERIFY(std::isinf(patchMargins[p]));
      } else {
        QVERIFY(std::abs(patchMargins[p] - sum / predicted) < 1e-12);
        if (!labelled && patches.pointCount(p) >= minimum) expected.push_back({sum / predicted, p});
        sparse += patches.pointCount(p) < minimum;
      }
      QCOMPARE(terrainPatchLabelled(patches, p, user), labelled);
    }
    QVERIFY(sparse > 0);  // the rule is exercised
    std::sort(expected.begin(), expected.end());
    const std::vector<Suggestion> got =
        suggestTerrainPatches(patches, predictions, margins, user, {8, 0});
    QCOMPARE(got.size(), size_t(8));
    for (size_t k = 0; k < got.size(); ++k) {
      QCOMPARE(got[k].item, expected[k].second);
      QCOMPARE(got[k].margin, expected[k].first);
    }
    // With diversity: still unlabelled patches, no repeats.
    const std::vector<Suggestion> spread =
        suggestTerrainPatches(patches, predictions, margins, user, {8, 0.7});
    QCOMPARE(spread.size(), size_t(8));
    for (const Suggestion& s : spread)
      QVERIFY(!terrainPatchLabelled(patches, s.item, user) &&
              patches.pointCount(s.item) >= minimum);
  }

  void absurdInputIsBounded() {
    PointCloud cloud;
    cloud.xyz.resize(4, 3);
    cloud.xyz << -1e300, 0, 0, 1e300, 0, 0, 0, 1e300, 0, 0.01, 0.01, 0;
    const TerrainPatches patches = terrainPatches(cloud, 0.05);
    QVERIFY(patches.count() >= 1 && patches.count() <= 4);
    QCOMPARE(patches.members.size(), size_t(4));
    for (double bad : {0.0, -1.0, std::numeric_limits<double>::infinity(), std::nan("")})
      QVERIFY_THROWS_EXCEPTION(std::invalid_argument, terrainPatches(cloud, bad));
    QCOMPARE(terrainPatches(PointCloud{}, 2).count(), 0);
    // Predictions of another size (another cloud) or margins of another size: nothing is
    // suggested, on a cloud where the same call with fitting ones suggests patches.
    const PointCloud dense = randomCloud(400, 5);
    const TerrainPatches denseOnes = terrainPatches(dense, 1.0);
    const Labeling predicted(400, 0);
    const std::vector<double> margins(400, 0.5);
    QCOMPARE(suggestTerrainPatches(denseOnes, predicted, margins, {}, {5, 0}).size(), size_t(5));
    QVERIFY(suggestTerrainPatches(denseOnes, Labeling(300, 0), std::vector<double>(300, 0.5), {},
                                  {5, 0})
                .empty());
    QVERIFY(suggestTerrainPatches(denseOnes, predicted, std::vector<double>(399, 0.5), {}, {5, 0})
                .empty());
    QCOMPARE(terrainPatchMajority(denseOnes, 0, predicted, 3), 0);
    QCOMPARE(terrainPatchMajority(denseOnes, 0, Labeling(400, kUnlabelled), 3), kUnlabelled);
  }
};

QTEST_APPLESS_MAIN(TestTerrainPatches)
#include "test_terrain_patches.moc"
