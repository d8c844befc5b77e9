// The max-margin parsing oracle (learning/parse_oracle.h) on a tiny treebank: trees encode and
// decode, the PCFG's weights score trees as the PCFG does, loss-augmented CKY finds the best of
// every tree of the grammar (enumerated), with and without LEXICAL's span features
// (parsing/span_features.h), and BCFW reaches a small certified gap and parses its training
// sentences right, with sparse blocks stepping exactly as dense ones.
#include <QtTest>
#include <memory>
#include <random>
#include <set>

#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "learning/bcfw.h"
#include "learning/parse_oracle.h"
#include "learning/structured_learner.h"
#include "parsing/aux_spans.h"
#include "parsing/cnf_tree.h"
#include "parsing/tree_edit.h"
#include "samples/sentence_sample.h"
#include "sanitized_build.h"
#include "tasks/sentences/parse_task.h"
#include "tasks/sentences/parse_training_round.h"

using namespace m3;

namespace {

const char* kTrees[] = {
    "(S (NP (DT the) (NN dog)) (VP (VBD saw) (NP (DT a) (NN cat))) (. .))",
    "(S (NP (PRP she)) (VP (VBD ran) (PP (IN to) (NP (DT the) (NN park)))) (. .))",
    "(S (NP (DT the) (JJ old) (NN man)) (VP (VBD saw) (NP (PRP her))) (. .))",
    "(S (NP (NNS dogs)) (VP (VBP run)) (. .))",
    "(S (NP (DT a) (NN cat)) (VP (VBD sat) (PP (IN on) (NP (DT the) (NN mat)))) (. .))",
};

std::vector<ParseTree> cnfTrees() {
  std::vector<ParseTree> trees;
  for (const char* text : kTrees) {
    ParseTree t = parsePennTrees(text, "tiny")[0];
    normaliseTree(t);
    trees.push_back(toCnf(t));
  }
  return trees;
}

// Every tree of symbol s over words [start, end) that the grammar and lexicon allow.
std::vector<ParseTree> allTrees(const CkyGrammar& g, const Eigen::MatrixXd& lexical, const std::vector<std::string>& words,
                                int start, int end, int s) {
  std::vector<ParseTree> out;
  if (end - start == 1) {
    if (std::isfinite(lexical(start, s))) out.push_back({g.symbols[static_cast<size_t>(s)], words[static_cast<size_t>(start)], {}});
    return out;
  }
  for (const CkyRule& r : g.rules) {
    if (r.parent != s) continue;
    for (int split = start + 1; split < end; ++split)
      for (const ParseTree& l : allTrees(g, lexical, words, start, split, r.left))
        for (const ParseTree& rt : allTrees(g, lexical, words, split, end, r.right))
          out.push_back({g.symbols[static_cast<size_t>(s)], "", {l, rt}});
  }
  return out;
}

std::shared_ptr<std::vector<ParseExample>> examplesOf(const std::vector<ParseTree>& trees) {
  auto examples = std::make_shared<std::vector<ParseExample>>();
  for (const ParseTree& t : trees) examples->push_back({treeWords(t), t, {}});
  return examples;
}

// Every span feature of the examples' sentences (seen at least once).
std::shared_ptr<const SpanFeatureIndex> allSpanFeatures(const std::vector<ParseExample>& examples) {
  std::vector<std::vector<std::string>> sentences;
  for (const ParseExample& e : examples) sentences.push_back(e.words);
  return std::make_shared<const SpanFeatureIndex>(SpanFeatureIndex::collect(sentences, 1));
}

// The oracle over CNF trees (by default the sample's), with the PCFG estimated from them:
// BASIC, or LEXICAL with every span feature the sentences have.
std::unique_ptr<ParseOracle> sampleOracle(bool lexical, const std::vector<ParseTree>& trees = cnfTrees()) {
  auto pcfg = std::make_shared<const Pcfg>(estimatePcfg(trees));
  auto examples = examplesOf(trees);
  return std::make_unique<ParseOracle>(pcfg, examples, lexical ? allSpanFeatures(*examples) : nullptr);
}

BcfwOptions bcfwOptions(double C, int maxPasses, double gapTolerance, int cachedPlanes) {
  BcfwOptions options;
  options.C = C;
  options.maxPasses = maxPasses;
  options.relativeGapTolerance = gapTolerance;
  options.cachedPlanes = cachedPlanes;
  return options;
}

// The same oracle, claiming dense features: BCFW then keeps dense blocks.
class DenseView final : public StructuredOracle {
 public:
  explicit DenseView(const StructuredOracle& o) : o_(o) {}
  int numExamples() const override { return o_.numExamples(); }
  int dimension() const override { return o_.dimension(); }
  const Labeling& truth(int i) const override { return o_.truth(i); }
  void addJointFeature(int i, const Labeling& y, double scale, Eigen::VectorXd& acc) const override {
    o_.addJointFeature(i, y, scale, acc);
  }
  ScoredLabeling lossAugmentedArgmax(int i, const Eigen::VectorXd& w) const override { return o_.lossAugmentedArgmax(i, w); }
  Labeling argmax(int i, const Eigen::VectorXd& w) const override { return o_.argmax(i, w); }
  double loss(int i, const Labeling& y) const override { return o_.loss(i, y); }
  double lossScale(int i) const override { return o_.lossScale(i); }

 private:
  const StructuredOracle& o_;
};

// With `aux`, each sentence's auxiliary tree is one of its PCFG trees other than the gold one,
// so the auxiliary features fire on some spans and not on others.
void checkLossAugmentedCky(bool lexical, bool aux = false) {
  const std::vector<ParseTree> trees = cnfTrees();
  auto pcfg = std::make_shared<const Pcfg>(estimatePcfg(trees));
  auto examples = examplesOf(trees);
  if (aux)
    for (ParseExample& e : *examples) {
      const int root = static_cast<int>(std::find(pcfg->grammar.symbols.begin(), pcfg->grammar.symbols.end(), e.gold.label) -
                                        pcfg->grammar.symbols.begin());
      const std::vector<ParseTree> all = allTrees(pcfg->grammar, pcfg->lexicalScores(e.words), e.words, 0,
                                                  static_cast<int>(e.words.size()), root);
      for (const ParseTree& t : all)
        if (!(t == e.gold)) e.aux = t;
    }
  const ParseOracle oracle(pcfg, examples, lexical ? allSpanFeatures(*examples) : nullptr, aux);
  QCOMPARE(oracle.dimension(), static_cast<int>(spanFeatureOffset(pcfg->grammar)) + oracle.numSpanFeatures() + (aux ? kAuxFeatures : 0));
  QCOMPARE(oracle.sparseFeatures(), lexical);
  if (lexical) QVERIFY(oracle.numSpanFeatures() > 100);
  std::mt19937 rng(3);
  std::normal_distribution<double> gauss;
  for (int trial = 0; trial < 10; ++trial) {
    Eigen::VectorXd w(oracle.dimension());
    for (Eigen::Index d = 0; d < w.size(); ++d) w[d] = gauss(rng);
    for (int i : {0, 3}) {  // sentences of 6 and 4 words
      const std::vector<std::string>& words = (*examples)[static_cast<size_t>(i)].words;
      const CkyGrammar g = oracle.weighted(w);
      const Eigen::MatrixXd lexical = pcfg->lexicalScores(words);
      double best = -1e300;
      int count = 0;
      std::set<std::pair<double, double>> auxCounts;  // the auxiliary features' values seen
      for (size_t s = 0; s < g.symbols.size(); ++s) {
        if (!std::isfinite(g.rootScore[s])) continue;
        for (const ParseTree& t : allTrees(g, lexical, words, 0, static_cast<int>(words.size()), static_cast<int>(s))) {
          const Labeling y = oracle.encode(t);
          Eigen::VectorXd phi = Eigen::VectorXd::Zero(oracle.dimension());
          oracle.addJointFeature(i, y, 1.0, phi);
          best = std::max(best, w.dot(phi) + oracle.loss(i, y));
          ++count;
          if (aux) auxCounts.insert({phi[phi.size() - 2], phi[phi.size() - 1]});
        }
      }
      QVERIFY(count > 1);
      if (aux) QVERIFY2(auxCounts.size() > 1, qPrintable(QString("%1 values over %2 trees").arg(auxCounts.size()).arg(count)));  // trees differ in how much they agree with the auxiliary one
      const ScoredLabeling found = oracle.lossAugmentedArgmax(i, w);
      QVERIFY2(std::abs(found.value - best) < 1e-9, qPrintable(QString("%1 vs %2 over %3 trees").arg(found.value).arg(best).arg(count)));
      Eigen::VectorXd phi = Eigen::VectorXd::Zero(oracle.dimension());
      oracle.addJointFeature(i, found.labels, 1.0, phi);
      QVERIFY(std::abs(w.dot(phi) + oracle.loss(i, found.labels) - found.value) < 1e-9);
    }
  }
}

}  // namespace

class TestParseOracle : public QObject {
  Q_OBJECT
 private slots:
  void encodesAndScoresLikeThePcfg() {
    const std::vector<ParseTree> trees = cnfTrees();
    auto pcfg = std::make_shared<const Pcfg>(estimatePcfg(trees));
    auto examples = std::make_shared<std::vector<ParseExample>>();
    for (const ParseTree& t : trees) examples->push_back({treeWords(t), t, {}});
    const ParseOracle oracle(pcfg, examples);
    const Eigen::VectorXd w = oracle.pcfgWeights();
    for (int i = 0; i < oracle.numExamples(); ++i) {
      const Labeling& y = oracle.truth(i);
      QVERIFY(oracle.decode(y, (*examples)[static_cast<size_t>(i)].words) == trees[static_cast<size_t>(i)]);
      QCOMPARE(oracle.loss(i, y), 0.0);
      // The PCFG's own parse scores the same through the oracle's features.
      const CkyParse parse = pcfg->parse((*examples)[static_cast<size_t>(i)].words);
      Eigen::VectorXd phi = Eigen::VectorXd::Zero(oracle.dimension());
      oracle.addJointFeature(i, oracle.encode(parse.tree), 1.0, phi);
      QVERIFY(std::abs(w.dot(phi) - parse.score) < 1e-9);
      QCOMPARE(oracle.argmax(i, w).size(), y.size());  // a tree over every word
    }
    // Labelings CKY could not give are refused (a warm start's trees from another grammar are
    // then left out, blockFromSupport): a root the grammar never had, a node past the words.
    Labeling y = oracle.truth(0);
    y[0] = static_cast<int>(std::find(pcfg->grammar.symbols.begin(), pcfg->grammar.symbols.end(), "NP") -
                            pcfg->grammar.symbols.begin());
    Eigen::VectorXd phi = Eigen::VectorXd::Zero(oracle.dimension());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, oracle.addJointFeature(0, y, 1.0, phi));
    QVERIFY(blockFromSupport(oracle, 0, {{y, 0.5}}, 1.0, 0).support.empty());
    y = oracle.truth(0);
    y[2] += 1;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, oracle.addJointFeature(0, y, 1.0, phi));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, oracle.addJointFeature(0, Labeling{}, 1.0, phi));
  }

  void spanFeaturesAreTheThesisTemplates() {
    const std::vector<std::string> words{"He", "would", "visit", "Libya", "today"};
    // A one-word span: each base feature, and each again with the length.
    const std::vector<std::string> today = spanFeatureNames(words, 4, 5);
    for (const char* name : {"F today", "F1 today", "L1 today", "P1 libya", "N </s>", "LN1 today </s>", "PF libya today"})
      QVERIFY2(std::count(today.begin(), today.end(), name) == 1, name);
    QCOMPARE(today.size(), size_t(12));
    // Three words add the middle word; longer spans have no length-conjoined features.
    const std::vector<std::string> three = spanFeatureNames(words, 0, 3);
    QVERIFY(std::count(three.begin(), three.end(), "M3 would") == 1);
    QVERIFY(std::count(three.begin(), three.end(), "P <s>") == 1);
    QCOMPARE(three.size(), size_t(14));
    QCOMPARE(spanFeatureNames(words, 0, 5).size(), size_t(6));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, spanFeatureNames(words, 2, 2));
    // Constituents: not '@' intermediates; over one word only as a chain over the tag.
    QVERIFY(isConstituentNode("NP", 2) && isConstituentNode("S+VP", 5) && isConstituentNode("NP+NNP", 1));
    QVERIFY(!isConstituentNode("@NP", 3) && !isConstituentNode("NN", 1));
    // The table holds the known features only; scores sum their weights.
    const SpanFeatureIndex index({"F today", "L today", "F he"});
    const SpanFeatureTable table = index.table(words);
    QCOMPARE(table.at(4, 5).size(), size_t(2));
    QCOMPARE(table.at(0, 5).size(), size_t(2));  // F he, L today
    QVERIFY(table.at(1, 3).empty());
    const Eigen::MatrixXd scores = table.scores(Eigen::Vector4d(9, 1, 2, 4), 1);
    QCOMPARE(scores(4, 5), 3.0);
    QCOMPARE(scores(0, 2), 4.0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SpanFeatureIndex({"F a", "F a"}));
  }

  void lossAugmentedCkyIsTheBestOfEveryTree() {
    for (bool lexical : {false, true}) {
      checkLossAugmentedCky(lexical);
      if (QTest::currentTestFailed()) return;
    }
    checkLossAugmentedCky(true, true);  // LEXICAL+AUX
  }

  // The auxiliary features fire on the auxiliary tree's constituents: any symbol over the same
  // span, and the same symbol there (matched by name).
  void auxSpansAreTheAuxiliaryTreesConstituents() {
    ParseTree t = parsePennTrees("(S (NP (DT the) (NN dog)) (VP (VBD saw) (NP (PRP her))) (. .))", "aux")[0];
    normaliseTree(t);
    const ParseTree cnf = toCnf(t);
    const std::unordered_map<std::string, int> symbols{{"S", 0}, {"NP", 1}, {"VP", 2}, {"NP+PRP", 3}};
    const AuxSpans aux(cnf, symbols, 5);
    QVERIFY(aux.sameSpan(0, 2) && aux.sameSymbol(1, 0, 2));  // NP over "the dog"
    QVERIFY(!aux.sameSymbol(2, 0, 2));
    QVERIFY(aux.sameSpan(2, 4) && aux.sameSymbol(2, 2, 4));  // VP
    QVERIFY(aux.sameSpan(3, 4) && aux.sameSymbol(3, 3, 4));  // the chain NP+PRP over "her"
    QVERIFY(!aux.sameSpan(0, 1) && !aux.sameSpan(1, 3));      // a tag; no bracket
    QVERIFY(aux.sameSpan(0, 5) && aux.sameSymbol(0, 0, 5));
    const double w[kAuxFeatures] = {0.5, 2};
    QCOMPARE(aux.score(w, 1, 0, 2), 2.5);
    QCOMPARE(aux.score(w, 2, 0, 2), 0.5);
    QCOMPARE(aux.score(w, 1, 1, 3), 0.0);
    QVERIFY(AuxSpans().empty() && !AuxSpans().sameSpan(0, 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AuxSpans(cnf, symbols, 4));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, AuxSpans(cnf, symbols, 6));

    // Jackknifed: each tree parsed by a PCFG of the others; "dogs run ." has the only VP over
    // one word (VP+VBP), so its auxiliary tree cannot be its gold tree. One tree: no folds.
    const std::vector<ParseTree> trees = cnfTrees();
    const std::vector<ParseTree> auxTrees = jackknifedAuxTrees(trees, {0, 3, 4}, 5);
    QCOMPARE(auxTrees.size(), size_t(3));
    QVERIFY(treeWords(auxTrees[0]) == treeWords(trees[0]));
    QVERIFY(auxTrees[1].label.empty() || !(auxTrees[1] == trees[3]));
    QVERIFY(treeWords(auxTrees[2]) == treeWords(trees[4]));
    QVERIFY(jackknifedAuxTrees({trees[0]}, {0})[0].label.empty());
  }

  void bcfwLearnsTheTrainingTrees() {
    for (bool lexical : {false, true}) {
      const std::unique_ptr<ParseOracle> owned = sampleOracle(lexical);
      const ParseOracle& oracle = *owned;
      const BcfwOptions options = bcfwOptions(10, 500, 0.01, 10);  // planes as the parser task trains
      const BcfwResult r = trainStructured(oracle, options);
      qInfo("%s: %d passes, gap %.4f, training error %.3f", lexical ? "LEXICAL" : "BASIC", r.progress.pass,
            r.progress.relativeGap(), r.progress.trainError);
      QVERIFY(r.progress.relativeGap() <= 0.01);
      QVERIFY(r.progress.gapCertified);
      for (int i = 0; i < oracle.numExamples(); ++i) QCOMPARE(oracle.loss(i, oracle.argmax(i, r.weights)), 0.0);
    }
  }

  // Sparse blocks and planes (LEXICAL's) are a storage choice: the same steps, the same
  // weights and the same certified gap as dense ones, with and without cached planes; a warm
  // start from a sparse state carries on from where it stopped.
  void sparseBlocksStepAsDenseOnes() {
    const std::unique_ptr<ParseOracle> lexical = sampleOracle(true);
    const ParseOracle& oracle = *lexical;
    const DenseView dense(oracle);
    for (int planes : {0, 5}) {
      BcfwOptions options = bcfwOptions(1, 8, 1e-6, planes);
      const BcfwResult s = trainStructured(oracle, options), d = trainStructured(dense, options);
      QVERIFY(s.state.blocks[0].w.size() == 0 && s.state.blocks[0].sparseW.size() == oracle.dimension());
      QVERIFY(d.state.blocks[0].sparseW.size() == 0 && d.state.blocks[0].w.size() == oracle.dimension());
      QVERIFY2((s.weights - d.weights).norm() <= 1e-9 * (1 + d.weights.norm()), qPrintable(QString::number((s.weights - d.weights).norm())));
      QVERIFY(std::abs(s.progress.gap - d.progress.gap) <= 1e-9 * (1 + d.progress.primal));
      QVERIFY(s.progress.gap > 0);
      for (size_t i = 0; i < s.state.blocks.size(); ++i)
        QVERIFY((Eigen::VectorXd(s.state.blocks[i].sparseW) - d.state.blocks[i].w).norm() <= 1e-9);
      // Warm: the next run starts from the sparse blocks' sum, no lower than where it stopped.
      options.maxPasses = 1;
      const BcfwResult warm = trainStructured(oracle, options, {}, s.state);
      QVERIFY(warm.progress.dual >= s.progress.dual - 1e-9);
    }
  }

  // With trackSupport every block is also kept as weights over the trees it mixes, through
  // exact and cached-plane steps alike: rebuilt from them, dense (BASIC) and sparse (LEXICAL)
  // blocks come back as BCFW left them, and the tracking changes no step.
  void supportsRebuildTheBlocks() {
    std::vector<ParseTree> generated;  // enough sentences that blocks mix several trees
    for (const ParseTree& t : generateSentenceSample({.sentences = 40, .seed = 2})) generated.push_back(toCnf(t));
    for (bool lexical : {false, true}) {
      const std::unique_ptr<ParseOracle> owned = sampleOracle(lexical, generated);
      const ParseOracle& oracle = *owned;
      BcfwOptions options = bcfwOptions(10, 6, 1e-6, 5);
      const BcfwResult plain = trainStructured(oracle, options);
      options.trackSupport = true;
      const BcfwResult tracked = trainStructured(oracle, options);
      QVERIFY(tracked.weights == plain.weights);
      QVERIFY(tracked.progress.approximatePasses > 0);
      int mixed = 0;
      for (int i = 0; i < oracle.numExamples(); ++i) {
        const BcfwBlock& block = tracked.state.blocks[static_cast<size_t>(i)];
        double total = 0;
        for (const SupportAtom& atom : block.support) total += atom.weight;
        QVERIFY(total <= 1 + 1e-12);
        mixed += block.support.size() > 1;
        const BcfwBlock rebuilt = blockFromSupport(oracle, i, block.support, options.C, 0);
        const Eigen::VectorXd was = lexical ? Eigen::VectorXd(block.sparseW) : block.w;
        // A block all on the gold tree has no support: rebuilt, it is the empty (zero) block.
        const Eigen::VectorXd now = block.support.empty() ? Eigen::VectorXd::Zero(was.size())
                                    : lexical             ? Eigen::VectorXd(rebuilt.sparseW)
                                                          : rebuilt.w;
        QCOMPARE(now.size(), was.size());
        if (block.support.empty()) QVERIFY(rebuilt.w.size() == 0 && rebuilt.sparseW.size() == 0);
        QVERIFY2((now - was).norm() <= 1e-9 * (1 + was.norm()), qPrintable(QString::number((now - was).norm())));
        QVERIFY(std::abs(rebuilt.b - block.b) <= 1e-9 * (1 + block.b));
      }
      QVERIFY(mixed > 0);  // not only single corners
    }
  }
};

// Placed here beside the oracle's tests: the parser task over it (tasks/sentences/parse_task.h).
class TestParseTask : public QObject {
  Q_OBJECT
 private slots:
  void modelFilesRoundTripAndParseAlike() {
    std::vector<ParseTree> trees;
    for (const char* text : kTrees) {
      ParseTree t = parsePennTrees(text, "tiny")[0];
      normaliseTree(t);
      trees.push_back(t);
    }
    for (ParserKind kind : {ParserKind::Generative, ParserKind::Basic, ParserKind::Lexical, ParserKind::LexicalAux}) {
      ParserTrainingOptions options;
      options.kind = kind;
      options.minFeatureCount = 1;
      options.bcfw.C = 10;
      options.bcfw.maxPasses = 200;
      const ParserTrainingResult r = trainParser(trees, options);
      QCOMPARE(r.trainedSentences, 5);
      const ParserModel back = parserModelFromJson(parserModelToJson(r.model), "m.json");
      QCOMPARE(back.kind, kind);
      QCOMPARE(back.pcfg->grammar.rules.size(), r.model.pcfg->grammar.rules.size());
      QVERIFY(back.weights == r.model.weights);
      QCOMPARE(back.spanFeatures != nullptr, hasSpanFeatures(kind));
      if (back.spanFeatures) QVERIFY(back.spanFeatures->names() == r.model.spanFeatures->names());
      for (const ParseTree& t : trees) {
        bool found = false;
        const ParseTree parsed = parseSentence(back, treeWords(t), &found);
        QVERIFY(found);
        QVERIFY(parsed == parseSentence(r.model, treeWords(t)));
        if (isMaxMarginParser(kind)) QVERIFY(parsed == t);  // it learned its training trees
      }
      // Words the grammar never saw are parsed by their signatures; no parse gives a flat tree.
      bool found = false;
      parseSentence(back, {"Zorbs", "glimmered", "."}, &found);
      QVERIFY(found);
    }
  }

  void badModelFilesAreRefusedByName() {
    std::vector<ParseTree> trees{parsePennTrees(kTrees[3], "tiny")[0]};
    normaliseTree(trees[0]);
    ParserTrainingOptions options;
    options.kind = ParserKind::Basic;
    const std::string good = parserModelToJson(trainParser(trees, options).model);
    const auto refused = [](const std::string& text, const char* expected) {
      try {
        parserModelFromJson(text, "p.json");
      } catch (const IoError& e) {
        return QString(e.what()).startsWith("p.json: ") && QString(e.what()).contains(expected);
      }
      return false;
    };
    std::string bad = good;
    bad.replace(bad.find("\"rules\": ["), 11, "\"rules\": [[99999,0,0,0],");
    QVERIFY(refused(bad, "out of range"));
    bad = good;
    bad.replace(bad.find("\"weights\": ["), 12, "\"weights\": [1,");
    QVERIFY(refused(bad, "the grammar needs"));
    QVERIFY(refused("{\"format\": \"m3studio-model\", \"schema\": 1, \"kind\": \"amn\"}", "is not a parser"));
    // LEXICAL: its span features must be there, each once, one weight each.
    options.kind = ParserKind::Lexical;
    const std::string lexical = parserModelToJson(trainParser(trees, options).model);
    bad = lexical;
    bad.replace(bad.find("\"spanFeatures\": ["), 17, "\"spanFeatures\": [\"F x\",");
    QVERIFY(refused(bad, "the grammar needs"));
    bad = lexical;
    bad.replace(bad.find("\"spanFeatures\": ["), 17, "\"spanFeatures\": [\"F x\",\"F x\",");
    QVERIFY(refused(bad, "appears twice"));
    bad = lexical;
    bad.replace(bad.find("\"spanFeatures\""), 14, "\"spanFeaturez\"");
    QVERIFY(refused(bad, "spanFeatures"));
    QVERIFY(refused("{", "invalid model file"));
  }

  // The workbench's round (tasks/sentences/parse_training_round.h) on the generated sample: trained
  // on 150 sentences, it parses 100 others well; long sentences are left unparsed; a given model
  // only parses; nothing to train on and cancelling say so.
  void theRoundTrainsOnTheUsersTreesAndParsesEverySentence() {
    const std::vector<ParseTree> sample = generateSentenceSample({.sentences = 250, .seed = 3});
    auto sentences = std::make_shared<std::vector<std::vector<std::string>>>();
    for (const ParseTree& t : sample) sentences->push_back(treeWords(t));
    sentences->push_back(std::vector<std::string>(45, "word"));
    ParseTrainingRequest request;
    request.sentences = sentences;
    request.trees.assign(sample.begin(), sample.begin() + 150);
    request.options.kind = ParserKind::Basic;
    request.options.bcfw.C = 10;
    request.dataGeneration = 7;
    ParserWarmStart warm;
    const ParseTrainingOutcome outcome = trainAndParseSentences(request, {}, warm);
    QCOMPARE(outcome.dataGeneration, std::uint64_t(7));
    QCOMPARE(outcome.trainedSentences, 150);
    QVERIFY(outcome.progress.pass > 0);
    QCOMPARE(outcome.predictions.size(), sample.size() + 1);
    QVERIFY(!outcome.predictions.back());  // 45 words: over maxParsedWords
    BracketScores heldOut;
    for (size_t i = 150; i < sample.size(); ++i) heldOut.add(sample[i], *outcome.predictions[i]);
    QVERIFY2(heldOut.f1() > 0.85, qPrintable(QString::number(heldOut.f1())));

    ParseTrainingRequest given = request;
    given.trees.clear();
    given.given = outcome.model;
    const ParseTrainingOutcome parsed = trainAndParseSentences(given, {}, warm);
    QVERIFY(parsed.given);
    QVERIFY(parsed.predictions[160] == outcome.predictions[160]);

    given.given.reset();
    QCOMPARE(trainAndParseSentences(given, {}, warm).reason, StopReason::EmptyProblem);
    std::atomic<bool> stop{true};
    LearnerControl control;
    control.stop = &stop;
    const ParseTrainingOutcome cancelled = trainAndParseSentences(request, control, warm);
    QCOMPARE(cancelled.reason, StopReason::Cancelled);
    QVERIFY(cancelled.predictions.empty());
  }

  // A Live round after an edit starts from the last round's dual blocks, rebuilt as trees in
  // the new round's feature space (ParserWarmStart): with a tree removed, another changed and ten
  // added, it reaches the same optimum as a cold run (both gaps certified) in fewer passes.
  // The lexical parser needs 155 cold passes (5 s here, 120 s under ASan): the sanitized build
  // runs the same warm-start code on the basic parser only.
  void aWarmRoundReachesTheColdOptimumSooner() {
    const std::vector<ParseTree> sample = generateSentenceSample({.sentences = 200, .seed = 5});
    const std::vector<ParserKind> kinds = kSanitizedBuild
                                              ? std::vector{ParserKind::Basic}
                                              : std::vector{ParserKind::Basic, ParserKind::Lexical};
    for (ParserKind kind : kinds) {
      ParserTrainingOptions options;
      options.kind = kind;
      options.bcfw.C = 10;
      options.bcfw.maxPasses = 200;
      options.bcfw.relativeGapTolerance = 1e-3;
      std::vector<ParseTree> first(sample.begin(), sample.begin() + 120);
      ParserWarmStart warm;
      const ParserTrainingResult before = trainParser(first, options, {}, &warm);
      QCOMPARE(before.reason, StopReason::Converged);
      QCOMPARE(before.warmSentences, 0);
      QCOMPARE(warm.sentences.size(), size_t(120));

      std::vector<ParseTree> second(sample.begin() + 1, sample.begin() + 130);  // one removed, ten added
      bool edited = false;  // and one tree changed: its first phrase's bracket deleted
      for (int k = 0; !edited && k < static_cast<int>(second[5].children.size()); ++k)
        edited = !second[5].children[static_cast<size_t>(k)].isPreterminal() && removeBracket(second[5], {k}, nullptr);
      QVERIFY(edited);
      const ParserTrainingResult warmRun = trainParser(second, options, {}, &warm);
      const ParserTrainingResult coldRun = trainParser(second, options);
      qInfo("%s: warm %d passes (%d of %d blocks warm), cold %d passes", parserKindName(kind),
            warmRun.progress.pass, warmRun.warmSentences, warmRun.trainedSentences, coldRun.progress.pass);
      QVERIFY(warmRun.warmSentences > 0 && warmRun.warmSentences <= 119);  // kept trees not at their gold
      QCOMPARE(warmRun.reason, StopReason::Converged);
      QVERIFY(warmRun.progress.gapCertified && coldRun.progress.gapCertified);
      QVERIFY(warmRun.progress.pass < coldRun.progress.pass);
      // Both primal values are within their gaps of the one optimum.
      QVERIFY(std::abs(warmRun.progress.primal - coldRun.progress.primal) <= warmRun.progress.gap + coldRun.progress.gap);
      QCOMPARE(warm.sentences.size(), size_t(129));
    }
  }
};

int main(int argc, char** argv) {
  TestParseOracle oracle;
  TestParseTask task;
  return QTest::qExec(&oracle, argc, argv) | QTest::qExec(&task, argc, argv);
}
#include "test_parse_oracle.moc"
