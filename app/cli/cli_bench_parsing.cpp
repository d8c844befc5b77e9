// `bench parsing` (thesis ch. 9, Table 9.2; issue 18): parsers trained on the Penn Treebank
// sample's training files and scored like evalb on its test sentences of at most --max-words
// words (15 in the thesis). The sample (../shared/data/ptb_sample, --data) has no standard
// split; its PROVENANCE.md suggests files 0001-0159 train, 0160-0179 development, 0180-0199
// test. Rows: the GENERATIVE baseline (parsing/pcfg.h: relative-frequency PCFG over CNF trees
// with smoothed tag-word scores), trained on every training sentence; BASIC (learning/
// parse_oracle.h: rule, root and tag-word-scale weights by multi-plane BCFW to a 1% certified
// gap, --C, default 1, not tuned; --passes) on the training sentences of at most --max-words
// words. LEXICAL is still to come. Reported: labelled precision, recall, F1, exact match,
// training time and parsing speed. --quick: BASIC on 150 sentences for 3 passes (a smoke test).
#include <cstdio>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "io/treebank.h"
#include "parsing/cnf_tree.h"
#include "learning/bcfw.h"
#include "learning/parse_oracle.h"
#include "parsing/pcfg.h"

namespace m3::cli {

namespace {

// The number of a WSJ file ("combined/wsj_0123.mrg": 123), or -1.
int wsjFileNumber(const std::string& source) {
  const size_t at = source.rfind("wsj_");
  if (at == std::string::npos || at + 8 > source.size()) return -1;
  try {
    return std::stoi(source.substr(at + 4, 4));
  } catch (const std::exception&) {
    return -1;
  }
}

// What a parser that found no parse is scored with: the words under the root, every gold
// bracket missed.
ParseTree flatTree(const ParseTree& gold) {
  ParseTree flat;
  flat.label = gold.label;
  const std::vector<std::string> words = treeWords(gold), tags = treeTags(gold);
  for (size_t w = 0; w < words.size(); ++w) flat.children.push_back({tags[w], words[w], {}});
  return flat;
}

}  // namespace

int benchParsing(const Args& args) {
  const std::string data = args.get("data", "../shared/data/ptb_sample/ptb_sample_combined.tar.gz");
  const int maxWords = args.integer("max-words", 15);
  std::vector<std::string> sources;
  std::vector<ParseTree> trees = readPennTrees(data, &sources);
  std::vector<ParseTree> train, test;
  for (size_t i = 0; i < trees.size(); ++i) {
    const int file = wsjFileNumber(sources[i]);
    if (file < 0) throw IoError(data + ": " + sources[i] + " is not named like wsj_NNNN.mrg, so the split is unknown");
    if (!normaliseTree(trees[i])) continue;
    if (file <= 159) train.push_back(toCnf(trees[i]));
    else if (file >= 180 && scoredLength(trees[i]) <= maxWords) test.push_back(std::move(trees[i]));
  }
  if (train.empty() || test.empty()) throw IoError(data + ": no training (wsj_0001-0159) or test (wsj_0180-0199) trees");
  std::printf("%s: %zu training trees (files 0001-0159, every length), %zu test sentences of at most %d words "
              "(files 0180-0199)\n\n%-12s %9s %9s %9s %7s %10s %10s\n",
              data.c_str(), train.size(), test.size(), maxWords, "model", "precision", "recall", "F1", "exact",
              "train s", "sent/s");
  const auto t0 = Clock::now();
  const Pcfg pcfg = estimatePcfg(train);
  const double trainSeconds = secondsSince(t0);
  BracketScores scores;
  int unparsed = 0;
  const auto t1 = Clock::now();
  for (const ParseTree& gold : test) {
    const CkyParse parse = pcfg.parse(treeWords(gold));
    unparsed += !parse.found();
    scores.add(gold, parse.found() ? fromCnf(parse.tree) : flatTree(gold));
  }
  const double parseSeconds = secondsSince(t1);
  std::printf("%-12s %9.4f %9.4f %9.4f %7.3f %10.2f %10.1f\n", "GENERATIVE", scores.precision(), scores.recall(),
              scores.f1(), scores.exactMatch(), trainSeconds, test.size() / std::max(parseSeconds, 1e-9));
  std::fflush(stdout);

  // BASIC: rule and root weights and the tag-word scale learned by BCFW on the training
  // sentences of at most --max-words words (longer ones cost CKY's n^3), the PCFG's lexicon.
  auto shared = std::make_shared<const Pcfg>(pcfg);
  auto examples = std::make_shared<std::vector<ParseExample>>();
  const size_t most = args.has("quick") ? 150 : train.size();  // --quick: a smoke test
  for (const ParseTree& t : train)
    if (examples->size() < most && static_cast<int>(treeWords(t).size()) <= 2 * maxWords &&
        scoredLength(fromCnf(t)) <= maxWords)
      examples->push_back({treeWords(t), t});
  const ParseOracle oracle(shared, examples);
  BcfwOptions options;
  options.C = args.number("C", 1.0);
  options.maxPasses = args.integer("passes", args.has("quick") ? 3 : 40);
  options.relativeGapTolerance = 0.01;
  options.cachedPlanes = 10;
  options.evaluateEvery = 5;
  const auto t2 = Clock::now();
  LearnerControl control;
  control.onProgress = [](const TrainingProgress& p) {
    std::fprintf(stderr, "BASIC pass %d, gap %.2f%%, training error %.3f, %.0f s\n", p.pass, 100 * p.relativeGap(),
                 p.trainError, p.seconds);
  };
  const BcfwResult basic = trainBcfw(oracle, options, control);
  const double basicSeconds = secondsSince(t2);
  const CkyGrammar grammar = oracle.weighted(basic.weights);
  const double scale = basic.weights[oracle.numRules() + oracle.numSymbols()];
  BracketScores basicScores;
  const auto t3 = Clock::now();
  for (const ParseTree& gold : test) {
    const std::vector<std::string> words = treeWords(gold);
    const Eigen::MatrixXd lexical = pcfg.lexicalScores(words).unaryExpr(
        [scale](double v) { return v == -std::numeric_limits<double>::infinity() ? v : scale * v; });
    const CkyParse parse = parseCky(grammar, words, lexical);
    basicScores.add(gold, parse.found() ? fromCnf(parse.tree) : flatTree(gold));
  }
  std::printf("%-12s %9.4f %9.4f %9.4f %7.3f %10.2f %10.1f  (%zu training sentences, C %g, %d passes, gap %.2f%%)\n",
              "BASIC", basicScores.precision(), basicScores.recall(), basicScores.f1(), basicScores.exactMatch(),
              basicSeconds, test.size() / std::max(secondsSince(t3), 1e-9), examples->size(), options.C,
              basic.progress.pass, 100 * basic.progress.relativeGap());
  std::printf("\n%zu symbols, %zu binary rules in CNF; %d test sentences without a parse (scored flat). Thesis Table 9.2 "
              "(trained on sections 2-21 of the full treebank, far more than this sample): GENERATIVE 87.99, BASIC 88.20, "
              "LEXICAL 88.44, LEXICAL+AUX 89.12 F1 on section 23's sentences of at most 15 words.\n",
              pcfg.grammar.symbols.size(), pcfg.grammar.rules.size(), unparsed);
  return 0;
}

}  // namespace m3::cli
