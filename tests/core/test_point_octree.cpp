// The level-of-detail octree (geometry/point_octree.h): every point in exactly one node,
// inside that node's cube; a camera that sees everything with a large budget gets every
// point; a budget is never exceeded and parents come before children; a camera close to a
// small part of the cloud gets every point it can see there (checked point by point against
// the projection) and little of the rest; degenerate clouds terminate.
#include <QtTest>

#include <random>
#include <set>

#include "geometry/point_octree.h"

using namespace m3;

namespace {

// A 100 x 100 m ground plane of uniform points; every tenth point in a 1 cm cube above it.
FloatPointMatrix ground(int n, unsigned seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<float> u(0, 1);
  FloatPointMatrix xyz(n, 3);
  for (int i = 0; i < n; ++i) {
    if (i % 10 == 0) xyz.row(i) << 30.3f + 0.01f * u(random), 70.7f + 0.01f * u(random), 5 + 0.01f * u(random);
    else xyz.row(i) << 100 * u(random), 100 * u(random), 0.2f * u(random);
  }
  return xyz;
}

// Looking straight down from (cx, cy, height) with half-width `halfWidth` at z = 0.
PointOctree::Camera downwards(double cx, double cy, double height, double halfWidth) {
  const double f = height / halfWidth;  // cot of half the view angle
  PointOctree::Camera camera;
  const double m[16] = {f, 0, 0, -f * cx, 0, f, 0, -f * cy, 0, 0, -1, height - 1, 0, 0, -1, height};
  std::copy(m, m + 16, camera.worldToClip);
  camera.pixelsPerUnitAtUnitDistance = 500 * f;  // a 1000-pixel viewport
  return camera;
}

bool seen(const PointOctree::Camera& camera, const FloatPointMatrix& xyz, int i) {
  const double* m = camera.worldToClip;
  const double x = xyz(i, 0), y = xyz(i, 1), z = xyz(i, 2);
  const double cx = m[0] * x + m[1] * y + m[2] * z + m[3], cy = m[4] * x + m[5] * y + m[6] * z + m[7];
  const double w = m[12] * x + m[13] * y + m[14] * z + m[15];
  return w > 0 && std::abs(cx) < w && std::abs(cy) < w;
}

size_t pointsOf(const PointOctree& tree, const std::vector<int>& nodes) {
  size_t total = 0;
  for (int k : nodes) total += tree.nodes()[k].end - tree.nodes()[k].begin;
  return total;
}

}  // namespace

class TestPointOctree : public QObject {
  Q_OBJECT
 private slots:
  void everyPointInOneNodeInsideItsCube() {
    const FloatPointMatrix xyz = ground(60000, 1);
    const PointOctree tree(xyz, 500);
    std::vector<std::uint32_t> sorted = tree.order();
    std::sort(sorted.begin(), sorted.end());
    for (std::uint32_t i = 0; i < sorted.size(); ++i) QCOMPARE(sorted[i], i);
    QCOMPARE(int(sorted.size()), 60000);
    std::vector<int> parent(tree.nodes().size(), -1);
    for (size_t k = 0; k < tree.nodes().size(); ++k) {
      const PointOctree::Node& node = tree.nodes()[k];
      const float slack = 1e-4f * node.size;
      for (std::uint32_t slot = node.begin; slot < node.end; ++slot) {
        const Eigen::Vector3f p = xyz.row(tree.order()[slot]).transpose();
        QVERIFY(((p - node.lo).array() >= -slack).all() && ((p - node.lo).array() <= node.size + slack).all());
      }
      if (node.childCount > 0) QCOMPARE(node.end - node.begin, 500u);  // inner nodes hold a sample
      else QVERIFY(node.end - node.begin <= 1000);                      // leaves the rest
      for (int c = 0; c < node.childCount; ++c) {
        QVERIFY(node.firstChild + c > int(k));  // parents first
        parent[node.firstChild + c] = int(k);
        QCOMPARE(tree.nodes()[node.firstChild + c].size, node.size / 2);
      }
    }
    for (size_t k = 1; k < parent.size(); ++k) QVERIFY(parent[k] >= 0);
    // Ground leaves are 3 to 6 m cubes (depth 4 or 5); the 1 cm cube holds 10% of the points,
    // so its nodes go down to decimetre cubes and below.
    int deepest = 0;
    for (const auto& node : tree.nodes()) deepest = std::max(deepest, int(node.depth));
    QVERIFY(deepest >= 9);
  }

  void aCameraSeeingEverythingGetsEverythingWithinTheBudget() {
    const FloatPointMatrix xyz = ground(60000, 2);
    const PointOctree tree(xyz, 500);
    const PointOctree::Camera all = downwards(50, 50, 200, 60);
    bool thinned = true;
    QCOMPARE(pointsOf(tree, tree.select(all, 1000000, nullptr, &thinned)), size_t(60000));
    QVERIFY(!thinned);
    tree.select(all, 5000, nullptr, &thinned);
    QVERIFY(thinned);
    for (size_t budget : {0, 499, 500, 5000, 20000}) {
      const std::vector<int> chosen = tree.select(all, budget);
      QVERIFY(pointsOf(tree, chosen) <= budget);
      if (budget >= 5000) QVERIFY(pointsOf(tree, chosen) >= budget / 4);  // stops near the budget
      const std::set<int> set(chosen.begin(), chosen.end());
      // Coarse to fine: every chosen node's parent is chosen too.
      for (size_t k = 0; k < tree.nodes().size(); ++k)
        for (int c = 0; c < tree.nodes()[k].childCount; ++c)
          if (set.count(tree.nodes()[k].firstChild + c)) QVERIFY(set.count(int(k)));
    }
    // Visible counts per node (hidden classes) are what the budget counts.
    std::vector<std::uint32_t> half(tree.nodes().size());
    for (size_t k = 0; k < half.size(); ++k) half[k] = (tree.nodes()[k].end - tree.nodes()[k].begin) / 2;
    QVERIFY(pointsOf(tree, tree.select(all, 10000, &half)) > 10000);
  }

  void detailFollowsTheCamera() {
    const FloatPointMatrix xyz = ground(200000, 3);
    const PointOctree tree(xyz, 1000);
    // 10 m up over (20, 20), seeing about 5 x 5 m of the 100 x 100 m ground: 0.25% of it.
    const PointOctree::Camera close = downwards(20, 20, 10, 2.5);
    bool thinned = true;
    const std::vector<int> chosen = tree.select(close, 30000, nullptr, &thinned);
    QVERIFY2(!thinned, "everything in view fits the budget: nothing was thinned");
    std::vector<char> drawn(xyz.rows(), 0);
    for (int k : chosen)
      for (std::uint32_t slot = tree.nodes()[k].begin; slot < tree.nodes()[k].end; ++slot) drawn[tree.order()[slot]] = 1;
    int visible = 0;
    for (int i = 0; i < xyz.rows(); ++i)
      if (seen(close, xyz, i)) {
        ++visible;
        QVERIFY2(drawn[i], "every point the camera sees is drawn");
      }
    QVERIFY(visible > 300);
    // ... while far less than the budget's 30,000 was spent elsewhere: nodes out of view
    // are skipped, not drawn thin.
    QVERIFY(pointsOf(tree, chosen) < 15000);
    // The same budget from far away draws a thin sample of the whole cloud.
    const std::vector<int> far = tree.select(downwards(50, 50, 200, 60), 30000);
    QVERIFY(pointsOf(tree, far) <= 30000 && pointsOf(tree, far) > 10000);
  }

  void degenerateClouds() {
    FloatPointMatrix same(5000, 3);
    same.setConstant(7);
    const PointOctree duplicates(same, 100);  // cannot split: stops at its depth limit
    QCOMPARE(int(duplicates.order().size()), 5000);
    QCOMPARE(pointsOf(duplicates, duplicates.select(downwards(7, 7, 20, 5), 1 << 20)), size_t(5000));
    const PointOctree empty(FloatPointMatrix(0, 3));
    QVERIFY(empty.nodes().empty() && empty.select(PointOctree::Camera{}, 100).empty());
    FloatPointMatrix bad = ground(10, 4);
    bad(3, 1) = std::numeric_limits<float>::quiet_NaN();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, PointOctree{bad});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (PointOctree{ground(10, 5), 0}));
  }
};

QTEST_APPLESS_MAIN(TestPointOctree)
#include "test_point_octree.moc"
