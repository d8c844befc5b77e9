// Terrain features, graph and generated scan: eigenvalue features on analytic shapes (plane,
// line, blob), height above ground on a slope and a pole, finite values on degenerate clouds,
// thread-count independence, graph invariants, scene determinism and class balance, and a
// learnability check (the AMN on the scene's graph beats the node-only SVM, as in thesis 7.5).
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <random>
#include <set>

#include "features/column_voxels.h"
#include "features/point_features.h"
#include "features/point_graph.h"
#include "samples/terrain_scene.h"
#include "tasks/graphs/graph_task.h"

using namespace m3;

namespace {

PointCloud cloudOf(const std::vector<Eigen::Vector3d>& points) {
  PointCloud cloud;
  cloud.xyz.resize(static_cast<Eigen::Index>(points.size()), 3);
  for (size_t i = 0; i < points.size(); ++i)
    cloud.xyz.row(static_cast<Eigen::Index>(i)) = points[i].transpose();
  return cloud;
}

int column(const PointFeatures& f, const std::string& name) {
  const auto it = std::find(f.names.begin(), f.names.end(), name);
  if (it == f.names.end()) qFatal("no feature %s", name.c_str());
  return static_cast<int>(it - f.names.begin());
}

double median(std::vector<double> v) {
  std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
  return v[v.size() / 2];
}

// A square grid of side x side points, spacing h, on the plane through the origin with the
// given unit normal; point a * side + b is at grid position (a, b).
std::vector<Eigen::Vector3d> planeGrid(const Eigen::Vector3d& normal, int side, double h) {
  const Eigen::Vector3d u = normal.unitOrthogonal(), v = normal.cross(u);
  std::vector<Eigen::Vector3d> points;
  for (int a = 0; a < side; ++a)
    for (int b = 0; b < side; ++b)
      points.push_back((a - side / 2) * h * u + (b - side / 2) * h * v);
  return points;
}

bool finiteAndBounded(const PointFeatures& f) {
  return f.values.allFinite() && (f.values.array() >= 0).all() && (f.values.array() <= 3).all();
}

}  // namespace

class TestPointFeatures : public QObject {
  Q_OBJECT
 private slots:
  void namesMatchTheDimension() {
    PointFeatureOptions o;
    QCOMPARE(int(pointFeatureNames(o).size()), o.dimension());
    QCOMPARE(pointFeatureNames(o).back(), std::string("bias"));
    o.neighbours = 0;
    QVERIFY(!o.validate().empty());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computePointFeatures(cloudOf({{0, 0, 0}}), o));
    o = {};
    o.heightBinEdges = {1, 0.5};
    QVERIFY(!o.validate().empty());
  }

  void planeIsPlanarWithItsNormal() {
    // A regular grid makes every interior neighbourhood symmetric, so l1 == l2: planarity 1.
    const Eigen::Vector3d normal = Eigen::Vector3d(0.3, -0.2, 1).normalized();
    const int side = 40;
    const std::vector<Eigen::Vector3d> points = planeGrid(normal, side, 0.05);
    const PointFeatures f = computePointFeatures(cloudOf(points));
    QVERIFY(finiteAndBounded(f));
    const int planarity = column(f, "planarity"), normalZ = column(f, "normal_z");
    int checked = 0;
    for (size_t i = 0; i < points.size(); ++i) {
      const int a = int(i) / side, b = int(i) % side;
      if (std::min({a, b, side - 1 - a, side - 1 - b}) < 3) continue;  // borders are one-sided
      QVERIFY2(f.values(Eigen::Index(i), planarity) > 0.99,
               qPrintable(QString::number(f.values(Eigen::Index(i), planarity))));
      QVERIFY(std::abs(f.values(Eigen::Index(i), normalZ) - normal.z()) < 1e-6);
      const double sum = f.values(Eigen::Index(i), 0) + f.values(Eigen::Index(i), 1) +
                         f.values(Eigen::Index(i), 2);
      QVERIFY(std::abs(sum - 1) < 1e-9);
      ++checked;
    }
    QVERIFY(checked > 200);
  }

  void lineIsLinearAlongItsDirection() {
    const Eigen::Vector3d d = Eigen::Vector3d(1, 2, 3).normalized();
    std::vector<Eigen::Vector3d> points;
    for (int i = 0; i < 200; ++i) points.push_back(i * 0.02 * d);
    const PointFeatures f = computePointFeatures(cloudOf(points));
    QVERIFY(finiteAndBounded(f));
    for (Eigen::Index i = 0; i < f.values.rows(); ++i) {
      QVERIFY(f.values(i, column(f, "linearity")) > 0.999);
      QVERIFY(std::abs(f.values(i, column(f, "direction_z")) - d.z()) < 1e-6);
    }
  }

  void blobIsScatteredUnlikePlaneAndLine() {
    std::mt19937 rng(3);
    std::normal_distribution<double> g(0, 0.3);
    std::vector<Eigen::Vector3d> points;
    for (int i = 0; i < 4000; ++i) points.emplace_back(g(rng), g(rng), g(rng));
    const PointFeatures blob = computePointFeatures(cloudOf(points));
    std::vector<double> scattering, linearity;
    for (Eigen::Index i = 0; i < blob.values.rows(); ++i) {
      scattering.push_back(blob.values(i, column(blob, "scattering")));
      linearity.push_back(blob.values(i, column(blob, "linearity")));
    }
    qInfo("blob: median scattering %.3f, median linearity %.3f", median(scattering),
          median(linearity));
    QVERIFY(median(scattering) > 0.3);
    QVERIFY(median(scattering) > median(linearity));
  }

  void heightAboveGroundOnASlopeAndAPole() {
    // A 20 m x 20 m plane rising 5% along x, and a pole of points standing on it.
    std::vector<Eigen::Vector3d> points;
    const double slope = 0.05;
    for (double x = 0; x <= 20; x += 0.2)
      for (double y = 0; y <= 20; y += 0.2) points.emplace_back(x, y, slope * x);
    const size_t poleStart = points.size();
    for (double z = 0; z <= 5; z += 0.05) points.emplace_back(10.05, 10.05, slope * 10.05 + z);
    const PointCloud cloud = cloudOf(points);
    PointFeatureOptions o;
    const PointFeatures f = computePointFeatures(cloud, o);
    QVERIFY(finiteAndBounded(f));
    const int height = column(f, "height");
    // The window's lowest point is at most groundRadius + one cell downhill.
    const double bound = slope * (o.groundRadius + o.groundCell) + 1e-9;
    for (size_t i = 0; i < poleStart; ++i)
      QVERIFY(f.values(Eigen::Index(i), height) * o.heightScale <= bound);
    double previous = -1;
    for (size_t i = poleStart; i < points.size(); ++i) {
      const double h = f.values(Eigen::Index(i), height) * o.heightScale;
      QVERIFY(h >= previous - 1e-12);
      QVERIFY(std::abs(h - (points[i].z() - slope * 10.05)) <= bound);
      previous = h;
    }
    // The pole top sits 5 m up: the >= 4 m indicator is set, the column holds the whole pole below.
    const Eigen::Index top = Eigen::Index(points.size() - 1);
    QCOMPARE(f.values(top, column(f, "height_4_8")), 1.0);
    QCOMPARE(f.values(top, column(f, "column_top")), 0.0);
    QVERIFY(f.values(top, column(f, "column_below")) > 0.5);
  }

  void voxelColumnsMatchExactColumnsAndIgnoreDensity() {
    TerrainSceneOptions so;
    so.targetPoints = 20000;
    so.seed = 6;
    const TerrainScene scene = generateTerrainScene(so);
    PointFeatureOptions exact, voxel;
    exact.columnVoxel = 0;
    const PointFeatures a = computePointFeatures(scene.cloud, exact), b = computePointFeatures(scene.cloud, voxel);
    QCOMPARE(b.names, a.names);
    const int first = column(a, "column_below"), last = column(a, "column_top");
    double meanDifference = 0;
    for (int j = first; j <= last; ++j) meanDifference += (a.values.col(j) - b.values.col(j)).cwiseAbs().mean();
    meanDifference /= last - first + 1;
    QVERIFY2(meanDifference < 0.02, qPrintable(QString::number(meanDifference)));
    // Every point twice (a scan twice as dense): the same voxel column fractions.
    PointCloud twice;
    twice.xyz.resize(2 * scene.cloud.numPoints(), 3);
    twice.xyz << scene.cloud.xyz, scene.cloud.xyz;
    const PointFeatures c = computePointFeatures(twice, voxel);
    QVERIFY(c.values.topRows(scene.cloud.numPoints()).middleCols(first, last - first + 1).isApprox(
        b.values.middleCols(first, last - first + 1), 1e-12));
    // Voxels hold every point once; a bad size is refused.
    const ColumnVoxels voxels(scene.cloud.xyz, 0.1);
    long counted = 0;
    for (int v = 0; v < voxels.numVoxels(); ++v) counted += voxels.voxel(v).count;
    QCOMPARE(counted, long(scene.cloud.numPoints()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ColumnVoxels(scene.cloud.xyz, 0));
    voxel.columnVoxel = 1;  // larger than the column
    QVERIFY(!voxel.validate().empty());
  }

  void degenerateCloudsGiveFiniteFeatures() {
    const int F = PointFeatureOptions{}.dimension();
    const PointFeatures none = computePointFeatures(PointCloud{});
    QCOMPARE(int(none.values.rows()), 0);
    QCOMPARE(int(none.values.cols()), F);
    const PointFeatures one = computePointFeatures(cloudOf({{1, 2, 3}}));
    QVERIFY(finiteAndBounded(one));
    QCOMPARE(one.values(0, column(one, "fill")), 0.0);
    QCOMPARE(one.values(0, F - 1), 1.0);
    // Duplicates, three collinear points, two points far apart, a duplicate pair on a line.
    const std::vector<std::vector<Eigen::Vector3d>> clouds{
        std::vector<Eigen::Vector3d>(50, Eigen::Vector3d(5, 5, 5)),
        {{0, 0, 0}, {0.1, 0, 0}, {0.2, 0, 0}},
        {{0, 0, 0}, {100, 0, 0}},
        {{0, 0, 0}, {0, 0, 0}, {0, 0, 0.1}, {0, 0, 0.2}, {0, 0, 0.2}}};
    for (const auto& points : clouds) {
      const PointFeatures f = computePointFeatures(cloudOf(points));
      QVERIFY(finiteAndBounded(f));
      for (Eigen::Index i = 0; i < f.values.rows(); ++i) {
        const double cube = f.values.row(i).segment(6, 27).sum();
        QVERIFY(std::abs(cube - (f.values(i, column(f, "fill")) > 0 ? 1.0 : 0.0)) < 1e-9);
      }
    }
    const PointFeatures far = computePointFeatures(cloudOf(clouds[2]));
    QCOMPARE(far.values(0, column(far, "fill")), 0.0);  // its only neighbour is beyond the radius
    PointCloud bad = cloudOf({{0, 0, std::nan("")}});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computePointFeatures(bad));
  }

  void threadsDoNotChangeTheResult() {
    TerrainSceneOptions so;
    so.targetPoints = 20000;
    const TerrainScene scene = generateTerrainScene(so);
    PointFeatureOptions fo;
    fo.threads = 1;
    const PointFeatures one = computePointFeatures(scene.cloud, fo);
    fo.threads = 3;
    const PointFeatures three = computePointFeatures(scene.cloud, fo);
    QVERIFY(one.values == three.values);
    PointGraphOptions go;
    go.featureSimilarity = true;  // its scale is a sum over all edges
    go.threads = 1;
    const PairwiseGraph g1 = buildPointGraph(scene.cloud, one.values, go);
    go.threads = 3;
    const PairwiseGraph g3 = buildPointGraph(scene.cloud, one.values, go);
    QCOMPARE(g1.numEdges(), g3.numEdges());
    for (int e = 0; e < g1.numEdges(); ++e)
      QVERIFY(g1.edges[e].a == g3.edges[e].a && g1.edges[e].b == g3.edges[e].b);
    QVERIFY(g1.edgeFeatures == g3.edgeFeatures);
    QCOMPARE(int(g1.edgeFeatures.cols()), 3);
    QVERIFY((g1.edgeFeatures.array() >= 0).all() && (g1.edgeFeatures.array() <= 1).all());
    so.threads = 1;
    const TerrainScene serial = generateTerrainScene(so);
    QVERIFY(serial.cloud.xyz == scene.cloud.xyz && serial.labels == scene.labels);
  }

  void graphIsUndirectedSimpleAndConnectsEveryPoint() {
    TerrainSceneOptions so;
    so.targetPoints = 20000;
    const TerrainScene scene = generateTerrainScene(so);
    const PointFeatures f = computePointFeatures(scene.cloud);
    const PairwiseGraph g = buildPointGraph(scene.cloud, f.values, {}, scene.labels);
    validateGraph(g, 4);
    QCOMPARE(g.labels, scene.labels);
    QCOMPARE(int(g.edgeFeatures.cols()), PointGraphOptions{}.numEdgeFeatures());
    std::set<std::pair<int, int>> seen;
    std::vector<int> degree(static_cast<size_t>(g.numNodes()), 0);
    for (const Edge& e : g.edges) {
      QVERIFY(e.a < e.b);
      QVERIFY(seen.insert({e.a, e.b}).second);
      ++degree[e.a], ++degree[e.b];
    }
    QVERIFY(*std::min_element(degree.begin(), degree.end()) >= 1);
    QVERIFY(g.edgeFeatures.allFinite() && (g.edgeFeatures.array() >= 0).all() &&
            (g.edgeFeatures.array() <= 1).all());
    QVERIFY((g.edgeFeatures.col(0).array() == 1).all());
    const double meanDegree = 2.0 * g.numEdges() / g.numNodes();
    qInfo("%d points, %d edges, mean degree %.2f", g.numNodes(), g.numEdges(), meanDegree);
    QVERIFY(meanDegree >= 3 && meanDegree <= 12);
  }

  void graphHandlesTinyAndDuplicateClouds() {
    const PairwiseGraph empty = buildPointGraph(PointCloud{}, RowMatrix(0, 3));
    QCOMPARE(empty.numNodes(), 0);
    QCOMPARE(empty.numEdges(), 0);
    const PairwiseGraph single = buildPointGraph(cloudOf({{1, 1, 1}}), RowMatrix::Ones(1, 3));
    QCOMPARE(single.numEdges(), 0);
    QCOMPARE(single.labels, Labeling{kUnlabelled});
    const PairwiseGraph pair =
        buildPointGraph(cloudOf({{1, 1, 1}, {1, 1, 1}}), RowMatrix::Ones(2, 3), {}, {0, 1});
    QCOMPARE(pair.numEdges(), 1);
    QVERIFY(pair.edgeFeatures.allFinite());
    const std::vector<Eigen::Vector3d> same(12, Eigen::Vector3d(2, 2, 2));
    const PairwiseGraph dup = buildPointGraph(cloudOf(same), RowMatrix::Zero(12, 2));
    validateGraph(dup, 1);
    std::vector<int> degree(12, 0);
    for (const Edge& e : dup.edges) ++degree[e.a], ++degree[e.b];
    QVERIFY(*std::min_element(degree.begin(), degree.end()) >= 1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             buildPointGraph(cloudOf(same), RowMatrix::Zero(3, 2)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             buildPointGraph(cloudOf(same), RowMatrix::Zero(12, 2), {}, {0}));
  }

  void sceneIsDeterministicBalancedAndScanLike() {
    TerrainSceneOptions so;
    so.targetPoints = 50000;
    const TerrainScene a = generateTerrainScene(so), b = generateTerrainScene(so);
    QCOMPARE(a.cloud.numPoints(), 50000);
    QVERIFY(a.cloud.xyz == b.cloud.xyz && a.labels == b.labels &&
            a.cloud.intensity == b.cloud.intensity);
    QCOMPARE(a.cloud.classCodes, a.labels);
    QCOMPARE(a.labelNames, terrainLabelSet());
    QVERIFY(a.cloud.xyz.allFinite());
    QVERIFY(std::all_of(a.cloud.intensity.begin(), a.cloud.intensity.end(),
                        [](float v) { return v >= 0 && v <= 1; }));
    std::vector<int> count(4, 0);
    for (int l : a.labels) ++count[static_cast<size_t>(l)];
    for (int k = 0; k < 4; ++k) {
      qInfo("%s: %.1f%%", a.labelNames.names[k].c_str(), 100.0 * count[k] / a.cloud.numPoints());
      QVERIFY(count[k] >= 0.02 * a.cloud.numPoints());
    }
    so.seed = 2;
    QVERIFY(!(generateTerrainScene(so).cloud.xyz == a.cloud.xyz));
    so.targetPoints = 0;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateTerrainScene(so));
  }

  void amnLearnsTheSceneAndBeatsTheNodeSvm() {
    TerrainSceneOptions so;
    so.targetPoints = 30000;
    const TerrainScene scene = generateTerrainScene(so);
    const PointIndex index(scene.cloud.xyz);
    PointFeatures f = computePointFeatures(scene.cloud, {}, &index);
    GraphSet set;
    set.labels = scene.labelNames;
    set.numNodeFeatures = static_cast<int>(f.values.cols());
    set.numEdgeFeatures = PointGraphOptions{}.numEdgeFeatures();
    set.names = {"scene"};
    // A random 20% of the points keep their label (rng() % 5 is the same on every platform).
    Labeling partial = scene.labels;
    std::mt19937 rng(11);
    for (int& l : partial)
      if (rng() % 5 != 0) l = kUnlabelled;
    set.graphs.push_back(buildPointGraph(scene.cloud, std::move(f.values), {}, partial, &index));
    const PairwiseGraph& graph = set.graphs[0];
    auto accuracy = [&](const AmnModel& model) {
      const Labeling y = predictAmn(model, graph);
      int right = 0;
      for (int i = 0; i < graph.numNodes(); ++i) right += y[i] == scene.labels[i];
      return double(right) / graph.numNodes();
    };
    AmnTrainingOptions options;
    options.bcfw.C = 0.03;
    options.bcfw.maxPasses = 30;
    const AmnTrainingResult amn = trainAmn(set, options);
    options.kind = GraphModelKind::NodeSvm;
    const AmnTrainingResult svm = trainAmn(set, options);
    const double amnAcc = accuracy(amn.model), svmAcc = accuracy(svm.model);
    qInfo("%d labelled points: AMN %.4f, node SVM %.4f", amn.labelledNodes, amnAcc, svmAcc);
    QVERIFY((amn.model.layout.edge(amn.model.weights).array() >= 0).all());
    QVERIFY(amnAcc > 0.8);
    QVERIFY2(amnAcc > svmAcc, qPrintable(QString("AMN %1 vs SVM %2").arg(amnAcc).arg(svmAcc)));
  }
};

QTEST_APPLESS_MAIN(TestPointFeatures)
#include "test_point_features.moc"
