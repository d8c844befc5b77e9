// Region features: a flat red region has the Lab mean of sRGB red (computed here from the
// CIE formulas, independently of OpenCV), no spread, no gradient, a single LBP bin;
// histograms sum to 1; edge features are in [0, 1] and react to contrast; textured
// samples have finite features.
#include <QtTest>

#include <cmath>

#include "features/region_features.h"
#include "samples/textured_shapes.h"

using namespace m3;

namespace {

// sRGB (0..1) -> CIE Lab (D65), from the published formulas.
std::array<double, 3> srgbToLab(double r, double g, double b) {
  auto lin = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
  r = lin(r), g = lin(g), b = lin(b);
  const double X = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const double Y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
  const double Z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
  auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
  return {116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))};
}

ColourImage halves(int w, int h, std::array<std::uint8_t, 3> left, std::array<std::uint8_t, 3> right) {
  ColourImage img{w, h, std::vector<std::uint8_t>(size_t(w) * h * 3)};
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int k = 0; k < 3; ++k) img.bgr[(size_t(y) * w + x) * 3 + k] = x < w / 2 ? left[k] : right[k];
  return img;
}

Superpixels halvesMap(int w, int h) {
  LabelImage map{w, h, Labeling(size_t(w) * h)};
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) map.labels[size_t(y) * w + x] = x < w / 2 ? 0 : 1;
  return superpixelsFromLabels(map);
}

}  // namespace

class TestRegionFeatures : public QObject {
  Q_OBJECT
 private slots:
  void flatRedRegion() {
    const ColourImage img = halves(20, 10, {0, 0, 255}, {255, 0, 0});  // BGR: red | blue
    const RegionFeatures f = computeRegionFeatures(img, halvesMap(20, 10));
    QCOMPARE(int(f.nodes.rows()), 2);
    QCOMPARE(int(f.nodes.cols()), kRegionNodeFeatures);
    const auto red = srgbToLab(1, 0, 0), blue = srgbToLab(0, 0, 1);
    QVERIFY2(std::abs(f.nodes(0, 0) - red[0] / 100) < 0.01, qPrintable(QString::number(f.nodes(0, 0) * 100)));
    QVERIFY(std::abs(f.nodes(0, 1) - red[1] / 64) < 0.02);
    QVERIFY(std::abs(f.nodes(0, 2) - red[2] / 64) < 0.02);
    QVERIFY(std::abs(f.nodes(1, 2) - blue[2] / 64) < 0.02);  // blue: strongly negative b
    for (int k = 3; k < 6; ++k) QVERIFY(std::abs(f.nodes(0, k)) < 1e-6);
    for (int r = 0; r < 2; ++r) {
      QVERIFY(std::abs(f.nodes.row(r).segment(6, 4).sum() - 1) < 1e-9);
      QVERIFY(std::abs(f.nodes.row(r).segment(10, 4).sum() - 1) < 1e-9);
      QVERIFY(std::abs(f.nodes.row(r).segment(27, 10).sum() - 1) < 1e-9);
      QCOMPARE(f.nodes(r, 40), 1.0);
      QVERIFY(std::abs(f.nodes(r, 39) - 1) < 1e-9);  // equal halves: mean size
    }
    // Red is flat away from the boundary: gradient only in the column next to blue.
    QVERIFY(f.nodes(0, 26) > 0);
    QVERIFY(std::abs(f.nodes(0, 37) - 0.25) < 1e-9 && std::abs(f.nodes(1, 37) - 0.75) < 1e-9);
    QVERIFY(std::abs(f.nodes(0, 38) - 0.5) < 1e-9);

    // A wholly flat image: no gradient, every LBP code 255 (all neighbours equal).
    const RegionFeatures flat = computeRegionFeatures(halves(20, 10, {0, 0, 255}, {0, 0, 255}), halvesMap(20, 10));
    QCOMPARE(flat.nodes(0, 26), 0.0);
    QCOMPARE(flat.nodes(0, 27 + 8), 1.0);
    QCOMPARE(flat.nodes.row(0).segment(18, 8).sum(), 0.0);
  }

  // regions-2: row and column histograms, the filter bank and the context columns.
  void photographFeatures() {
    // Left half red, right half blue, 20 x 16: each half fills every row band, and the two
    // left / right column strips of its side.
    const RegionFeatures f = computeRegionFeatures(halves(20, 16, {0, 0, 255}, {255, 0, 0}), halvesMap(20, 16));
    for (int r = 0; r < 2; ++r) {
      for (int band = 0; band < 8; ++band) QVERIFY(std::abs(f.nodes(r, 41 + band) - 1.0 / 8) < 1e-9);
      QVERIFY(std::abs(f.nodes.row(r).segment(49, 4).sum() - 1) < 1e-9);
    }
    QVERIFY(std::abs(f.nodes(0, 49) - 0.5) < 1e-9 && std::abs(f.nodes(0, 50) - 0.5) < 1e-9);
    QVERIFY(std::abs(f.nodes(1, 51) - 0.5) < 1e-9 && f.nodes(1, 49) == 0);
    // Vertical boundary: x-derivatives respond at every scale, y-derivatives not at all.
    for (int s = 0; s < 3; ++s) {
      QVERIFY2(f.nodes(0, 53 + 3 * s) > 0.01, qPrintable(QString::number(f.nodes(0, 53 + 3 * s))));
      QVERIFY(std::abs(f.nodes(0, 54 + 3 * s)) < 1e-6);
    }
    // Context: each half's only neighbour is the other half.
    QVERIFY(std::abs(f.nodes(0, 62) - f.nodes(1, 0)) < 1e-12 && std::abs(f.nodes(1, 64) - f.nodes(0, 2)) < 1e-12);
    QVERIFY((f.nodes.block(0, 65, 1, 12) - f.nodes.block(1, 6, 1, 12)).cwiseAbs().maxCoeff() < 1e-12);
    QVERIFY((f.nodes.block(1, 86, 1, 9) - f.nodes.block(0, 53, 1, 9)).cwiseAbs().maxCoeff() < 1e-12);
    // A flat image: no filter response; a region with no neighbour is its own context.
    ColourImage flat = halves(20, 16, {10, 200, 30}, {10, 200, 30});
    LabelImage one{20, 16, Labeling(20 * 16, 0)};
    const RegionFeatures g = computeRegionFeatures(flat, superpixelsFromLabels(one));
    QCOMPARE(g.nodes.block(0, 53, 1, 9).cwiseAbs().maxCoeff(), 0.0);
    QVERIFY((g.nodes.block(0, 62, 1, 3) - g.nodes.block(0, 0, 1, 3)).cwiseAbs().maxCoeff() < 1e-12);
    // Every column but the bias belongs to exactly one named group.
    std::vector<int> owners(kRegionNodeFeatures, 0);
    for (const RegionFeatureGroup& group : regionFeatureGroups())
      for (const auto& [first, count] : group.ranges)
        for (int c = first; c < first + count; ++c) ++owners[c];
    for (int c = 0; c < kRegionNodeFeatures; ++c) QCOMPARE(owners[c], c == kRegionBiasFeature ? 0 : 1);
    // Context columns mirror their sources: 0 -> 62, 6 -> 65, 18 -> 77, 53 -> 86; none for LBP.
    QCOMPARE(regionContextColumn(0), 62);
    QCOMPARE(regionContextColumn(6), 65);
    QCOMPARE(regionContextColumn(26), 85);
    QCOMPARE(regionContextColumn(61), 94);
    QCOMPARE(regionContextColumn(30), -1);
    QCOMPARE(regionContextColumn(70), -1);
  }

  void edgeFeaturesAreNonNegative() {
    const TexturedShapes sample = generateTexturedShapes({.width = 160, .height = 120, .seed = 5});
    const Superpixels sp = computeSuperpixels(sample.image, {.regionSize = 12});
    const RegionFeatures f = computeRegionFeatures(sample.image, sp);
    QCOMPARE(int(f.edges.size()), int(sp.edges.size()));
    QCOMPARE(int(f.edgeFeatures.cols()), kRegionEdgeFeatures);
    QVERIFY(f.nodes.allFinite() && f.edgeFeatures.allFinite());
    QVERIFY((f.edgeFeatures.array() >= 0).all() && (f.edgeFeatures.array() <= 1).all());
    QVERIFY((f.edgeFeatures.col(0).array() == 1).all());
    // Edges inside one class are on average more similar than edges across classes.
    double same = 0, across = 0;
    int nSame = 0, nAcross = 0;
    auto classOf = [&](int region) {
      std::vector<int> votes(4, 0);
      for (size_t p = 0; p < sp.regions.labels.size(); ++p)
        if (sp.regions.labels[p] == region) ++votes[sample.classes.labels[p]];
      return int(std::max_element(votes.begin(), votes.end()) - votes.begin());
    };
    std::vector<int> cls(sp.numRegions);
    for (int r = 0; r < sp.numRegions; ++r) cls[r] = classOf(r);
    for (size_t e = 0; e < f.edges.size(); ++e) {
      const double s = f.edgeFeatures(e, 1) + f.edgeFeatures(e, 2);
      if (cls[f.edges[e].a] == cls[f.edges[e].b]) same += s, ++nSame;
      else across += s, ++nAcross;
    }
    QVERIFY(nSame > 0 && nAcross > 0);
    QVERIFY2(same / nSame > across / nAcross, qPrintable(QString("%1 vs %2").arg(same / nSame).arg(across / nAcross)));
  }

  void sizeMismatchThrows() {
    const ColourImage img = halves(20, 10, {0, 0, 0}, {1, 1, 1});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, computeRegionFeatures(img, halvesMap(10, 10)));
  }
};

QTEST_APPLESS_MAIN(TestRegionFeatures)
#include "test_region_features.moc"
