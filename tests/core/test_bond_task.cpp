// The protein bonds engine: bond metrics by hand, the pair-SVM oracle against the exact QP,
// restriction to bonded cysteines, M3N and pair-SVM training on connectivity planted by a
// hidden weight vector (sequence and vector features), warm start, cross-validation folds,
// model files and their error paths, and the real DISULFIND set (skipped when absent).
#include <QtTest>

#include <filesystem>
#include <random>

#include "brute_force.h"
#include "features/cysteine_pairs.h"
#include "io/disulfind_io.h"
#include "io/io_error.h"
#include "learning/binary_svm_oracle.h"
#include "tasks/bond_task.h"

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
    const BcfwResult r = trainBcfw(oracle, o);
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
