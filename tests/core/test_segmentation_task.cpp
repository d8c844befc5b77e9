// The image-segmentation task (learned correlation clustering of superpixels): partitions
// from segmentations (majority, ties, unlabelled pixels), painting back, pixel-level
// agreement against brute force over pixel pairs, learnability on generated images (the
// learned model beats k-means told the true segment count on held-out images), model files
// (round trip, damaged files) and refusal of bad input.
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <set>

#include "io/io_error.h"
#include "samples/textured_shapes.h"
#include "tasks/segmentation_task.h"

using namespace m3;

namespace {

// Brute force over unordered pixel pairs and the pixel-level joint distribution.
ClusteringMetrics bruteForce(const LabelImage& ref, const LabelImage& pred) {
  std::vector<size_t> px;
  for (size_t p = 0; p < ref.labels.size(); ++p)
    if (ref.labels[p] != kUnlabelled) px.push_back(p);
  double tp = 0, P = 0, G = 0, T = 0, agree = 0;
  for (size_t i = 0; i < px.size(); ++i)
    for (size_t j = i + 1; j < px.size(); ++j) {
      const bool g = ref.labels[px[i]] == ref.labels[px[j]], c = pred.labels[px[i]] == pred.labels[px[j]];
      T += 1, G += g, P += c, tp += g && c, agree += g == c;
    }
  ClusteringMetrics m;
  m.rand = T > 0 ? agree / T : 1;
  m.precision = P > 0 ? tp / P : 1;
  m.recall = G > 0 ? tp / G : 1;
  m.f1 = m.precision + m.recall > 0 ? 2 * m.precision * m.recall / (m.precision + m.recall) : 0;
  std::map<std::pair<int, int>, double> joint;
  std::map<int, double> pg, pc;
  const double n = static_cast<double>(px.size());
  for (size_t p : px) {
    joint[{ref.labels[p], pred.labels[p]}] += 1 / n;
    pg[ref.labels[p]] += 1 / n;
    pc[pred.labels[p]] += 1 / n;
  }
  // VI = sum_gc p_gc (log(p_g / p_gc) + log(p_c / p_gc)).
  double vi = 0;
  for (const auto& [key, p] : joint) vi += p * (std::log(pg[key.first] / p) + std::log(pc[key.second] / p));
  m.variationOfInformation = vi;
  return m;
}

LabelImage randomLabels(int w, int h, int labels, double unlabelledShare, std::mt19937& rng) {
  LabelImage im{w, h, Labeling(size_t(w) * h)};
  std::uniform_int_distribution<int> label(0, labels - 1);
  std::uniform_real_distribution<double> u(0, 1);
  for (int& l : im.labels) l = u(rng) < unlabelledShare ? kUnlabelled : label(rng);
  return im;
}

// Small generated images: instance map (each shape's visible part, background 0) as the
// segmentation.
TexturedShapes sample(std::uint64_t seed) {
  TexturedShapesOptions o;
  o.width = 160;
  o.height = 120;
  o.shapes = 4;
  o.seed = seed;
  return generateTexturedShapes(o);
}

SegmentationTaskOptions smallOptions() {
  SegmentationTaskOptions o;
  o.superpixels.regionSize = 12;
  o.bcfw.maxPasses = 15;
  return o;
}

int distinct(const LabelImage& im) {
  std::set<int> ids;
  for (int l : im.labels)
    if (l >= 0) ids.insert(l);
  return static_cast<int>(ids.size());
}

}  // namespace

class TestSegmentationTask : public QObject {
  Q_OBJECT
 private slots:
  void partitionFollowsMajority() {
    // Four 2 x 2 regions in a 4 x 4 image (raster order: 0 top-left, 1 top-right, ...).
    LabelImage map{4, 4, Labeling(16)};
    for (int y = 0; y < 4; ++y)
      for (int x = 0; x < 4; ++x) map.labels[y * 4 + x] = (y / 2) * 2 + x / 2;
    const Superpixels sp = superpixelsFromLabels(map);
    QCOMPARE(sp.numRegions, 4);
    const int U = kUnlabelled;
    // Region 0: 3 x seg 5, 1 x seg 7 -> 5. Region 1: seg 7 twice, seg 5 twice -> tie -> 5.
    // Region 2: only unlabelled -> own cluster. Region 3: 1 x seg 7, rest unlabelled -> 7.
    const LabelImage seg{4, 4, {5, 5, 7, 5,  //
                                5, 7, 5, 7,  //
                                U, U, U, U,  //
                                U, U, 7, U}};
    const Partition p = partitionFromSegmentation(sp, seg);
    QCOMPARE(p.size(), size_t(4));
    QCOMPARE(p[0], p[1]);  // both 5
    QVERIFY(p[3] != p[0]);
    QVERIFY(p[2] != p[0] && p[2] != p[3]);
    QCOMPARE(p, canonicalPartition(p));
    // Changing the majority of region 3 to segment 5 joins it with regions 0 and 1.
    LabelImage seg2 = seg;
    seg2.labels[15] = 5;
    seg2.labels[14] = 5;
    const Partition q = partitionFromSegmentation(sp, seg2);
    QCOMPARE(q[3], q[0]);
    // A segmentation of another size is refused.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, partitionFromSegmentation(sp, LabelImage{3, 4, Labeling(12, 0)}));
  }

  void paintPartitionCopiesRegionIds() {
    const TexturedShapes s = sample(3);
    const SegmentationScene scene = buildSegmentationScene(s.image, smallOptions(), &s.instances);
    Partition p(size_t(scene.superpixels.numRegions));
    for (size_t r = 0; r < p.size(); ++r) p[r] = int(r % 5) * 3;
    const LabelImage painted = paintPartition(scene.superpixels, p);
    QCOMPARE(painted.width, s.image.width);
    QCOMPARE(painted.height, s.image.height);
    for (size_t q = 0; q < painted.labels.size(); ++q)
      QCOMPARE(painted.labels[q], p[size_t(scene.superpixels.regions.labels[q])]);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, paintPartition(scene.superpixels, Partition(2, 0)));
    // The scene: one edge per adjacency, region pixel counts summing to the image, gold.
    QCOMPARE(scene.example.edges.size(), scene.superpixels.edges.size());
    QCOMPARE(scene.example.edgeFeatures.rows(), Eigen::Index(scene.example.edges.size()));
    QCOMPARE(scene.example.edgeFeatures.cols(), Eigen::Index(kSegmentationPairFeatures));
    QVERIFY(scene.example.edgeFeatures.allFinite());
    double total = 0;
    for (double w : scene.regionPixels) total += w;
    QCOMPARE(total, double(s.image.numPixels()));
    QCOMPARE(scene.example.gold, partitionFromSegmentation(scene.superpixels, s.instances));
    QCOMPARE(scene.regionFeatures.rows(), Eigen::Index(scene.superpixels.numRegions));
  }

  void agreementMatchesBruteForce() {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 40; ++trial) {
      const int w = 2 + trial % 5, h = 1 + trial % 4;
      const LabelImage ref = randomLabels(w, h, 1 + trial % 4, trial % 3 == 0 ? 0.3 : 0.0, rng);
      const LabelImage pred = randomLabels(w, h, 1 + (trial / 3) % 5, 0.0, rng);
      bool any = false;
      for (int l : ref.labels) any = any || l >= 0;
      if (!any) {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, segmentationAgreement(ref, pred));
        continue;
      }
      const ClusteringMetrics a = segmentationAgreement(ref, pred), b = bruteForce(ref, pred);
      QVERIFY2(std::abs(a.rand - b.rand) < 1e-12, qPrintable(QString("trial %1 rand").arg(trial)));
      QVERIFY(std::abs(a.precision - b.precision) < 1e-12);
      QVERIFY(std::abs(a.recall - b.recall) < 1e-12);
      QVERIFY(std::abs(a.f1 - b.f1) < 1e-12);
      QVERIFY2(std::abs(a.variationOfInformation - b.variationOfInformation) < 1e-9,
               qPrintable(QString("trial %1 VI %2 vs %3").arg(trial).arg(a.variationOfInformation).arg(b.variationOfInformation)));
    }
  }

  void identicalSegmentationsAgreeFully() {
    std::mt19937 rng(11);
    const LabelImage a = randomLabels(9, 7, 5, 0.0, rng);
    LabelImage renamed = a;  // same segments under other ids
    for (int& l : renamed.labels) l = 40 - 3 * l;
    const ClusteringMetrics m = segmentationAgreement(a, renamed);
    QCOMPARE(m.rand, 1.0);
    QCOMPARE(m.f1, 1.0);
    QVERIFY(std::abs(m.variationOfInformation) < 1e-12);
    // Unlabelled reference pixels are ignored whatever is predicted there.
    LabelImage partial = a, pred = a;
    for (size_t p = 0; p < partial.labels.size(); p += 3) partial.labels[p] = kUnlabelled, pred.labels[p] = 99;
    QCOMPARE(segmentationAgreement(partial, pred).f1, 1.0);
  }

  void learnedModelBeatsKmeansOnHeldOutImages() {
    const SegmentationTaskOptions options = smallOptions();
    std::vector<TexturedShapes> train, test;
    for (std::uint64_t seed = 100; seed < 104; ++seed) train.push_back(sample(seed));
    for (std::uint64_t seed = 200; seed < 204; ++seed) test.push_back(sample(seed));
    std::vector<SegmentationScene> scenes;
    for (const auto& s : train) scenes.push_back(buildSegmentationScene(s.image, options, &s.instances));
    std::vector<const SegmentationScene*> ptrs;
    for (const auto& s : scenes) ptrs.push_back(&s);
    const SegmentationTrainingResult r = trainSegmentationModel(ptrs, options);
    QVERIFY(r.model.weights.allFinite());
    // The weighted-loss oracle keeps BCFW's certificate: relaxed hinges >= 0, so gap >= 0.
    QVERIFY(r.progress.primal >= 0);
    QVERIFY(r.progress.gap >= -1e-6 * std::max(1.0, r.progress.primal));
    QVERIFY(r.progress.trainError >= 0 && r.progress.trainError <= 1);
    double learned = 0, km = 0;
    for (const auto& s : test) {
      const SegmentationScene scene = buildSegmentationScene(s.image, options);
      const SegmentationPrediction p = predictSegmentation(r.model, scene);
      validatePartition(p.partition, scene.superpixels.numRegions);
      QVERIFY(p.score <= p.lpBound + 1e-6);
      // The margin: each adjacent pair's score where the partition agrees with its sign, 0
      // where it overrides it, averaged over the pairs.
      const Eigen::VectorXd scores =
          standardisedPairFeatures(r.model, scene.example.edgeFeatures) * r.model.weights;
      double agreement = 0;
      for (size_t e = 0; e < scene.example.edges.size(); ++e) {
        const double se = scores[static_cast<Eigen::Index>(e)];
        const bool joined =
            p.partition[scene.example.edges[e].j] == p.partition[scene.example.edges[e].k];
        agreement += joined == (se > 0) ? std::abs(se) : 0.0;
      }
      QVERIFY(std::abs(p.margin - agreement / scene.example.edges.size()) < 1e-9);
      learned += segmentationAgreement(s.instances, paintPartition(scene.superpixels, p.partition)).f1 / test.size();
      const Partition k = kmeansSegmentation(scene, distinct(s.instances));
      km += segmentationAgreement(s.instances, paintPartition(scene.superpixels, k)).f1 / test.size();
    }
    qInfo("held-out pair F1: learned %.3f, k-means (true k) %.3f", learned, km);
    QVERIFY2(learned > km + 0.05, qPrintable(QString("learned %1, k-means %2").arg(learned).arg(km)));
    QVERIFY(learned > 0.6);
  }

  void kmeansIsDeterministicAndHonoursK() {
    const TexturedShapes s = sample(5);
    const SegmentationScene scene = buildSegmentationScene(s.image, smallOptions());
    const Partition a = kmeansSegmentation(scene, 4, 3), b = kmeansSegmentation(scene, 4, 3);
    QCOMPARE(a, b);
    QCOMPARE(*std::max_element(a.begin(), a.end()) + 1, 4);
    // k above the region count is clipped to one cluster per region.
    const Partition all = kmeansSegmentation(scene, 100000);
    QCOMPARE(*std::max_element(all.begin(), all.end()) + 1, scene.superpixels.numRegions);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, kmeansSegmentation(scene, 0));
  }

  void modelFilesRoundTripAndRejectDamage() {
    const TexturedShapes s = sample(9);
    SegmentationTaskOptions options = smallOptions();
    options.bcfw.maxPasses = 3;
    options.C = 0.5;
    options.balancedLoss = false;  // the plain Hamming loss trains too
    const SegmentationScene scene = buildSegmentationScene(s.image, options, &s.instances);
    const SegmentationModel model = trainSegmentationModel({&scene}, options).model;
    QTemporaryDir dir;
    const std::string path = dir.filePath("seg.json").toStdString();
    saveSegmentationModel(path, model);
    const SegmentationModel back = loadSegmentationModel(path);
    QCOMPARE(back.weights, model.weights);
    QCOMPARE(back.featureMean, model.featureMean);
    QCOMPARE(back.featureScale, model.featureScale);
    QCOMPARE(back.options.C, 0.5);
    QCOMPARE(back.options.balancedLoss, false);
    QCOMPARE(back.options.superpixels.regionSize, 12);
    QCOMPARE(back.options.bcfw.maxPasses, 3);
    QCOMPARE(predictSegmentation(back, scene).partition, predictSegmentation(model, scene).partition);

    const std::string json = segmentationModelToJson(model);
    auto refused = [](const std::string& text, const char* needle) {
      try {
        segmentationModelFromJson(text, "damaged.json");
      } catch (const IoError& e) {
        const std::string what = e.what();
        return what.find("damaged.json") != std::string::npos && what.find(needle) != std::string::npos;
      }
      return false;
    };
    QVERIFY(refused(json.substr(0, json.size() / 2), "invalid segmentation model"));
    QVERIFY(refused("{\"format\": \"m3studio-graph-model\"}", "not a segmentation model"));
    QVERIFY(refused("[1, 2]", "not a segmentation model"));
    auto replaced = [&](const std::string& from, const std::string& to) {
      std::string t = json;
      const size_t at = t.find(from);
      if (at == std::string::npos) return std::string("missing: ") + from;
      return t.replace(at, from.size(), to);
    };
    QVERIFY(refused(replaced("\"weights\": [", "\"weights\": [1.0, "), "weights"));
    QVERIFY(refused(replaced("\"featureScale\": [", "\"featureScale\": [null, "), "invalid segmentation model"));
    QVERIFY(refused(replaced("\"regionSize\": 12", "\"regionSize\": 1"), "region size"));
    QVERIFY(refused(replaced("\"features\": \"segpairs-1\"", "\"features\": \"segpairs-9\""), "feature version"));
    QVERIFY(refused(replaced("\"C\": 0.5", "\"C\": -1"), "C must be positive"));
    QVERIFY_THROWS_EXCEPTION(IoError, loadSegmentationModel(dir.filePath("absent.json").toStdString()));
  }

  void badInputIsRefused() {
    const TexturedShapes s = sample(4);
    SegmentationTaskOptions bad = smallOptions();
    bad.C = 0;
    QVERIFY(!bad.validate().empty());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, buildSegmentationScene(s.image, bad));
    bad = smallOptions();
    bad.lp.maxRounds = 0;
    QVERIFY(!bad.validate().empty());
    bad = smallOptions();
    bad.superpixels.regionSize = 2;
    QVERIFY(!bad.validate().empty());
    bad = smallOptions();
    bad.lp.exactUpTo = kMaxExactObjects + 1;
    QVERIFY(!bad.validate().empty());
    QVERIFY(smallOptions().validate().empty());
    // A segmentation of another size.
    const LabelImage wrong{s.image.width - 1, s.image.height, Labeling(size_t(s.image.width - 1) * s.image.height, 0)};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, buildSegmentationScene(s.image, smallOptions(), &wrong));
    // No scene with a gold partition.
    const SegmentationScene unlabelled = buildSegmentationScene(s.image, smallOptions());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainSegmentationModel({&unlabelled}, smallOptions()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainSegmentationModel({}, smallOptions()));
    // A model without weights.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, predictSegmentation(SegmentationModel{}, unlabelled));
    // Agreement: size mismatch, nothing labelled, unlabelled prediction.
    const LabelImage a{3, 2, {0, 0, 1, 1, 2, 2}};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, segmentationAgreement(a, LabelImage{2, 3, Labeling(6, 0)}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             segmentationAgreement(LabelImage{3, 2, Labeling(6, kUnlabelled)}, a));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             segmentationAgreement(a, LabelImage{3, 2, {0, 0, 0, kUnlabelled, 0, 0}}));
    // An empty image.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, buildSegmentationScene(ColourImage{}, smallOptions()));
  }
};

QTEST_APPLESS_MAIN(TestSegmentationTask)
#include "test_segmentation_task.moc"
