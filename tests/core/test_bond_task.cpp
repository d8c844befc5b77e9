// The protein bonds engine: bond metrics by hand, the pair-SVM oracle against the exact QP,
// restriction to bonded cysteines, M3N and pair-SVM training on connectivity planted by a
// hidden weight vector (sequence and vector features), warm start, cross-validation folds,
// model files and their error paths, and the real DISULFIND set (skipped when absent).
#include <QtTest>
#include <filesystem>
#include <random>

#include "brute_force.h"
#include "features/cysteine_pairs.h"
#include "features/protein_similarity.h"
#include "io/disulfind_io.h"
#include "io/io_error.h"
#include "learning/binary_svm_oracle.h"
#include "learning/kernel_bond_bcfw.h"
#include "learning/structured_learner.h"
#include "tasks/bond_task.h"
#include "test_paths.h"

using namespace m3;

namespace {

// Proteins with random per-cysteine vectors whose gold connectivity is the best matching
// under a hidden weight vector, so a linear model over vector pair features can fit it.
// The hidden weights depend on `dim` only, so sets drawn with different seeds share them.
std::vector<Protein> plantedVectorProteins(int count, int dim, std::uint32_t seed) {
  std::normal_distribution<double> gauss;
  std::mt19937 hiddenRng(1000 + dim);
  BondModel hidden;
  hidden.features = BondFeatureKind::Vector;
  hidden.inputDim = dim;
  hidden.weights = Eigen::VectorXd::NullaryExpr(hidden.featureDim(), [&] { return gauss(hiddenRng); });
  std::mt19937 rng(seed);
  std::vector<Protein> proteins;
  for (int k = 0; k < count; ++k) {
    Protein p;
    p.name = "P" + std::to_string(k);
    const int n = 2 * (2 + k % 3);
    p.cysteineFeatures = RowMatrix::NullaryExpr(n, dim, [&] { return std::abs(gauss(rng)); });
    for (const Bond& b : predictBonds(hidden, p).bonds) p.bonds.emplace_back(b.a, b.b);
    proteins.push_back(p);
  }
  return proteins;
}

// Sequences where cysteines bond to the partner with the same residue two places after them
// (K..K, R..R, ...), a rule the symmetrised window product features can express.
std::vector<Protein> plantedSequenceProteins(int count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  const std::string tags = "KRDE";
  const std::string filler = "AGLSTVIPNQ";
  std::vector<Protein> proteins;
  for (int k = 0; k < count; ++k) {
    const int pairs = 2 + k % 2;
    std::vector<char> tagOf;
    for (int b = 0; b < pairs; ++b) tagOf.push_back(tags[b]), tagOf.push_back(tags[b]);
    std::shuffle(tagOf.begin(), tagOf.end(), rng);
    Protein p;
    p.name = "S" + std::to_string(k);
    for (size_t c = 0; c < tagOf.size(); ++c) {
      for (int f = 0; f < 6; ++f) p.sequence += filler[rng() % filler.size()];
      p.cysteines.push_back(static_cast<int>(p.sequence.size()));
      p.sequence += 'C';
      p.sequence += filler[rng() % filler.size()];
      p.sequence += tagOf[c];
    }
    p.sequence += "AAAA";
    for (size_t a = 0; a < tagOf.size(); ++a)
      for (size_t b = a + 1; b < tagOf.size(); ++b)
        if (tagOf[a] == tagOf[b]) p.bonds.emplace_back(static_cast<int>(a), static_cast<int>(b));
    std::sort(p.bonds.begin(), p.bonds.end());
    proteins.push_back(p);
  }
  return proteins;
}

// Bond examples with random non-negative pair features of width F (2..5 bonds each) and gold
// bonds that are the best matching under a hidden vector plus noise (not separable).
std::vector<BondExample> randomBondExamples(int count, int F, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(0, 1);
  const Eigen::VectorXd hidden = Eigen::VectorXd::NullaryExpr(F, [&] { return u(rng) - 0.5; });
  std::vector<BondExample> out;
  for (int k = 0; k < count; ++k) {
    const int n = 4 + 2 * (k % 2);
    BondExample e;
    e.numCysteines = n;
    e.pairFeatures = RowMatrix::NullaryExpr(n * (n - 1) / 2, F, [&] { return u(rng); });
    const Eigen::VectorXd noisy = e.pairFeatures * hidden + 0.3 * Eigen::VectorXd::NullaryExpr(e.pairFeatures.rows(), [&] { return u(rng); });
    Eigen::MatrixXd S = Eigen::MatrixXd::Zero(n, n);
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) S(a, b) = S(b, a) = noisy(BondOracle::pairRow(a, b, n));
    e.gold = maxWeightPerfectMatching(S).bonds;
    out.push_back(e);
  }
  return out;
}

// Explicit feature map of the kernel (s x.x' + 1)^2: [1, sqrt(2s) x_i, s x_i^2, sqrt(2) s x_i x_j].
RowMatrix quadraticMap(const RowMatrix& x, double s) {
  const int F = static_cast<int>(x.cols());
  RowMatrix out(x.rows(), 1 + F + F * (F + 1) / 2);
  for (Eigen::Index r = 0; r < x.rows(); ++r) {
    int c = 0;
    out(r, c++) = 1;
    for (int i = 0; i < F; ++i) out(r, c++) = std::sqrt(2 * s) * x(r, i);
    for (int i = 0; i < F; ++i)
      for (int j = i; j < F; ++j) out(r, c++) = (i == j ? 1.0 : std::sqrt(2.0)) * s * x(r, i) * x(r, j);
  }
  return out;
}

BondMetrics evaluate(const BondModel& model, const std::vector<Protein>& proteins) {
  BondMetrics m;
  for (const Protein& p : proteins) {
    const Protein q = bondedCysteinesOnly(p);
    std::vector<Bond> gold;
    for (const auto& [a, b] : q.bonds) gold.push_back({a, b});
    m.add(gold, predictBonds(model, q).bonds, q.numCysteines());
  }
  return m;
}

}  // namespace

class TestBondTask : public QObject {
  Q_OBJECT
 private slots:
  void metricsByHand() {
    BondMetrics m;
    m.add({{0, 1}, {2, 3}}, {{0, 1}, {2, 3}}, 4);                  // 2 bonds, all right
    m.add({{0, 1}, {2, 3}}, {{0, 2}, {1, 3}}, 4);                  // 2 bonds, none right
    m.add({{0, 5}, {1, 2}, {3, 4}}, {{0, 5}, {1, 3}, {2, 4}}, 6);  // 3 bonds, one right
    m.add({}, {}, 0);                                              // nothing to score
    QCOMPARE(m.byBondCount.size(), size_t(2));
    QCOMPARE(m.byBondCount[2].precision(), 0.5);
    QCOMPARE(m.byBondCount[2].accuracy(), 0.5);
    QCOMPARE(m.byBondCount[3].precision(), 1.0 / 3.0);
    QCOMPARE(m.byBondCount[3].accuracy(), 0.0);
    QCOMPARE(m.overall.proteins, 3);
    QCOMPARE(m.overall.correctBonds, 3);
    QCOMPARE(m.overall.goldBonds, 7);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, m.add({{0, 1}}, {{0, 1}, {1, 2}}, 3));
  }

  void pairSvmOracleMatchesExactQp() {
    std::mt19937 rng(3);
    std::normal_distribution<double> gauss;
    auto rows = std::make_shared<RowMatrix>(RowMatrix::NullaryExpr(7, 3, [&] { return gauss(rng); }));
    const BinarySvmOracle oracle(rows, {1, 0, 1, 1, 0, 0, 1});
    const test::ExactSolution exact = test::solveExactly(oracle, 2, 0.7);
    BcfwOptions o;
    o.C = 0.7;
    o.maxPasses = 20000;
    o.relativeGapTolerance = 1e-9;
    o.weightedAveraging = false;
    const BcfwResult r = trainStructured(oracle, o);
    QVERIFY2((r.weights - exact.w).norm() < 1e-3 * std::max(1.0, exact.w.norm()),
             qPrintable(QString("distance %1").arg((r.weights - exact.w).norm())));
    // The structured hinge is the binary hinge with signs +-1.
    const ExampleEvaluation e = oracle.evaluate(0, r.weights);
    QVERIFY(std::abs(e.hinge - std::max(0.0, 1.0 - rows->row(0).dot(r.weights))) < 1e-12);
  }

  void restrictsToBondedCysteines() {
    Protein p;
    p.name = "x";
    p.sequence = "ACACCAAC";
    p.cysteines = {1, 3, 4, 7};
    p.bonds = {{1, 3}};  // residues 3 and 7; 1 and 4 are free
    const Protein q = bondedCysteinesOnly(p);
    QCOMPARE(q.cysteines, (std::vector<int>{3, 7}));
    QCOMPARE(q.bonds.size(), size_t(1));
    QCOMPARE(q.bonds[0], std::make_pair(0, 1));
  }

  void m3nLearnsPlantedVectorConnectivity() {
    const std::vector<Protein> train = plantedVectorProteins(60, 5, 1), test = plantedVectorProteins(60, 5, 2);
    BondTrainingOptions o;
    o.bcfw.C = 10;
    const BondTrainingResult m3n = trainBonds(train, o);
    QCOMPARE(m3n.proteins, 60);
    QCOMPARE(m3n.model.features, BondFeatureKind::Vector);
    QCOMPARE(m3n.model.weights.size(), Eigen::Index(vectorPairDim(5)));
    const BondMetrics held = evaluate(m3n.model, test);
    // A random perfect matching of 4 / 6 / 8 nodes gets 1/3, 1/5, 1/7 of the bonds.
    QVERIFY2(held.overall.precision() > 0.8, qPrintable(QString::number(held.overall.precision())));
    o.kind = BondModelKind::PairSvm;
    const BondTrainingResult svm = trainBonds(train, o);
    QCOMPARE(svm.model.kind, BondModelKind::PairSvm);
    QVERIFY(evaluate(svm.model, test).overall.precision() > 0.5);
  }

  void m3nLearnsPlantedSequenceConnectivity() {
    const std::vector<Protein> train = plantedSequenceProteins(40, 1), test = plantedSequenceProteins(40, 2);
    BondTrainingOptions o;
    o.bcfw.C = 1;
    const BondTrainingResult r = trainBonds(train, o);
    QCOMPARE(r.model.features, BondFeatureKind::Sequence);
    const BondMetrics held = evaluate(r.model, test);
    QVERIFY2(held.overall.accuracy() > 0.9, qPrintable(QString::number(held.overall.accuracy())));
    // The scores the GUI shows are symmetric and favour the gold partner.
    const Eigen::MatrixXd s = bondPairScores(r.model, test[0]);
    QVERIFY(s.isApprox(s.transpose()));
  }

  void warmStartReusesUneditedProteins() {
    std::vector<Protein> proteins = plantedVectorProteins(30, 4, 5);
    BondTrainingOptions o;
    o.bcfw.C = 1;
    o.bcfw.relativeGapTolerance = 1e-3;
    const BondTrainingResult cold = trainBonds(proteins, o);
    auto& bonds = proteins[0].bonds;  // the user re-pairs the first two bonds of one protein
    const auto [a, b] = bonds[0];
    const auto [c, d] = bonds[1];
    bonds[0] = {a, c};
    bonds[1] = {std::min(b, d), std::max(b, d)};
    std::sort(bonds.begin(), bonds.end());
    const BondTrainingResult warm = trainBonds(proteins, o, {}, cold.warmStart);
    QCOMPARE(warm.warmBlocks, 29);
    const BondTrainingResult again = trainBonds(proteins, o);
    QVERIFY2(warm.progress.pass <= again.progress.pass,
             qPrintable(QString("warm %1 passes, cold %2").arg(warm.progress.pass).arg(again.progress.pass)));
  }

  void crossValidationIsStratified() {
    const std::vector<Protein> proteins = plantedVectorProteins(30, 4, 7);
    BondTrainingOptions o;
    o.bcfw.maxPasses = 5;
    const BondCrossValidation cv = crossValidateBonds(proteins, 3, o);
    QCOMPARE(cv.trainSeconds.size(), size_t(3));
    std::map<std::pair<int, int>, int> perFoldAndCount;
    for (size_t i = 0; i < proteins.size(); ++i) ++perFoldAndCount[{cv.fold[i], int(proteins[i].bonds.size())}];
    std::map<int, int> perFold;
    for (const auto& [key, count] : perFoldAndCount) {
      QVERIFY(count == 3 || count == 4);  // each bond count spread evenly
      perFold[key.first] += count;
    }
    for (const auto& [fold, count] : perFold) QCOMPARE(count, 10);
    QCOMPARE(cv.metrics.overall.proteins, 30);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, crossValidateBonds(proteins, 1, o));
  }

  void similarityGroupsStayInOneFold() {
    std::vector<Protein> proteins = plantedVectorProteins(24, 4, 21);
    // Proteins 0, 3 and 6 (same shape) become near copies of protein 0: one group.
    for (int k : {3, 6}) proteins[k].cysteineFeatures = proteins[0].cysteineFeatures * 1.01, proteins[k].bonds = proteins[0].bonds;
    Protein s1, s2, s3;
    s1.sequence = "MKTAYIAKQRQISFVKSHFSRQCCAGGWLE";
    s2.sequence = "MKTAYIAKQRQISFVKSHFSRQCCAGGWLD";  // one residue changed
    s3.sequence = "GPLGSEEWVRKNCLDHQWTCAAARL";
    const std::vector<int> seqGroups = proteinSimilarityGroups({s1, s2, s3}, 0.3);
    QCOMPARE(seqGroups, (std::vector<int>{0, 0, 1}));
    const std::vector<int> groups = proteinSimilarityGroups(proteins, 0.05);
    QCOMPARE(groups[3], groups[0]);
    QCOMPARE(groups[6], groups[0]);
    QVERIFY(groups[1] != groups[0]);
    BondTrainingOptions o;
    o.bcfw.maxPasses = 3;
    const BondCrossValidation cv = crossValidateBonds(proteins, 4, o, 5, {}, groups);
    QCOMPARE(cv.fold[3], cv.fold[0]);
    QCOMPARE(cv.fold[6], cv.fold[0]);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, proteinSimilarityGroups(proteins, 2.0));
  }

  void modelFileRoundTripAndErrors() {
    const BondTrainingResult r = trainBonds(plantedVectorProteins(10, 3, 9), {});
    const BondModel back = bondModelFromJson(bondModelToJson(r.model), "m.json");
    QCOMPARE(back.weights, r.model.weights);
    QCOMPARE(back.inputDim, 3);
    QCOMPARE(back.features, BondFeatureKind::Vector);
    auto fails = [](const std::string& text, const char* needle) {
      try {
        bondModelFromJson(text, "bad.json");
      } catch (const IoError& e) {
        return QString(e.what()).contains(needle) && QString(e.what()).contains("bad.json");
      }
      return false;
    };
    std::string json = bondModelToJson(r.model);
    QVERIFY(fails("{", "invalid model file"));
    QVERIFY(fails(std::string(json).replace(json.find("bonds-m3n"), 9, "amn"), "not a bond model"));
    QVERIFY(fails(std::string(json).replace(json.find("\"input\": 3"), 10, "\"input\": 4"), "weights"));
    // A protein without the model's input is refused by name.
    Protein seqOnly;
    seqOnly.name = "seqonly";
    seqOnly.sequence = "CAC";
    seqOnly.cysteines = {0, 2};
    try {
      predictBonds(r.model, seqOnly);
      QFAIL("expected an error");
    } catch (const std::invalid_argument& e) {
      QVERIFY(QString(e.what()).contains("seqonly"));
    }
  }

  // With the linear kernel the dual solver must reach the primal BCFW's optimum (unique, since
  // the primal is strongly convex): same scores on every training pair.
  void kernelBcfwLinearEqualsPrimal() {
    const std::vector<BondExample> examples = randomBondExamples(12, 4, 11);
    BcfwOptions o;
    o.C = 2;
    o.maxPasses = 5000;
    o.relativeGapTolerance = 1e-8;
    o.weightedAveraging = false;
    const KernelBondResult dual = trainKernelBondBcfw(examples, KernelSpec::linear(), o);
    QCOMPARE(dual.reason, StopReason::Converged);
    const BondOracle oracle(std::make_shared<const std::vector<BondExample>>(examples), 4);
    const BcfwResult primal = trainStructured(oracle, o);
    QCOMPARE(primal.reason, StopReason::Converged);
    const Eigen::VectorXd w = dual.scorer.supportPairs.transpose() * dual.scorer.coefficients;
    QVERIFY2((w - primal.weights).norm() < 1e-3 * std::max(1.0, primal.weights.norm()),
             qPrintable(QString("|w_dual - w_primal| = %1").arg((w - primal.weights).norm())));
    QVERIFY(std::abs(dual.progress.primal - primal.progress.primal) < 1e-5 * std::max(1.0, primal.progress.primal));
    // The held support pairs score a fresh pair like w does.
    const RowMatrix fresh = RowMatrix::Constant(1, 4, 0.25);
    QVERIFY(std::abs(dual.scorer.score(fresh)(0) - fresh.row(0).dot(w)) < 1e-9);
  }

  // A quadratic kernel equals the linear solver on its explicit feature map.
  void kernelBcfwQuadraticEqualsExplicitMap() {
    const double scale = 0.5;
    std::vector<BondExample> examples = randomBondExamples(10, 3, 13), mapped = examples;
    for (BondExample& e : mapped) e.pairFeatures = quadraticMap(e.pairFeatures, scale);
    BcfwOptions o;
    o.C = 1;
    o.maxPasses = 5000;
    o.relativeGapTolerance = 1e-8;
    o.weightedAveraging = false;
    const KernelBondResult dual = trainKernelBondBcfw(examples, KernelSpec::polynomial(2, 1.0, scale), o);
    const BondOracle oracle(std::make_shared<const std::vector<BondExample>>(mapped), int(mapped[0].pairFeatures.cols()));
    const BcfwResult primal = trainStructured(oracle, o);
    const RowMatrix fresh = RowMatrix::NullaryExpr(5, 3, [] { return 0.3; }) + RowMatrix::Identity(5, 3);
    const Eigen::VectorXd viaKernel = dual.scorer.score(fresh), viaMap = quadraticMap(fresh, scale) * primal.weights;
    QVERIFY2((viaKernel - viaMap).norm() < 1e-3 * std::max(1.0, viaMap.norm()),
             qPrintable(QString("score distance %1").arg((viaKernel - viaMap).norm())));
  }

  void kernelModelsThroughTheTask() {
    const std::vector<Protein> train = plantedVectorProteins(60, 5, 1), test = plantedVectorProteins(60, 5, 2);
    BondTrainingOptions o;
    o.bcfw.C = 10;
    o.kernel = KernelSpec::rbf(0);  // gamma by the heuristic
    const BondTrainingResult r = trainBonds(train, o);
    QVERIFY(r.model.kernel);
    QVERIFY(r.model.kernel->kernel.gamma > 0);
    QVERIFY(r.model.kernel->supportPairs.rows() > 0);
    const BondMetrics held = evaluate(r.model, test);
    QVERIFY2(held.overall.precision() > 0.6, qPrintable(QString::number(held.overall.precision())));
    // The model file keeps the kernel, support pairs and coefficients exactly.
    const BondModel back = bondModelFromJson(bondModelToJson(r.model), "k.json");
    QVERIFY(back.kernel);
    QCOMPARE(back.kernel->kernel, r.model.kernel->kernel);
    QCOMPARE(back.kernel->coefficients, r.model.kernel->coefficients);
    QCOMPARE(bondPairScores(back, test[0]), bondPairScores(r.model, test[0]));
    o.kind = BondModelKind::PairSvm;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainBonds(train, o));
  }

  void disulfindCrossValidation() {
    const std::string dir = std::string(M3_SHARED_DATA_DIR) + "/disulfind_conn";
    if (!std::filesystem::exists(dir + "/graphs.tar.gz"))
      QSKIP(qPrintable(QString("DISULFIND data absent at %1 (see shared/data/disulfind_conn/PROVENANCE.md)")
                           .arg(QString::fromStdString(dir))));
    const DisulfindSet ds = readDisulfindSet(dir);
    BondTrainingOptions o;
    o.bcfw.C = 0.1;
    o.bcfw.maxPasses = 30;
    const BondCrossValidation cv = crossValidateBonds(ds.proteins.proteins, 4, o);
    QCOMPARE(cv.metrics.overall.proteins, 521);
    // Chance for 2 bonds is 1/3; a learned model must be well above it.
    QVERIFY2(cv.metrics.byBondCount.at(2).precision() > 0.5,
             qPrintable(QString::number(cv.metrics.byBondCount.at(2).precision())));
  }
};

QTEST_APPLESS_MAIN(TestBondTask)
#include "test_bond_task.moc"
