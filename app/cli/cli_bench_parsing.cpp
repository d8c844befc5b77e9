// `bench parsing` (thesis ch. 9, Table 9.2; issue 18): parsers trained on the Penn Treebank
// sample's training files and scored like evalb on its test sentences of at most --max-words
// words (15 in the thesis). The sample (../shared/data/ptb_sample, --data) has no standard
// split; its PROVENANCE.md suggests files 0001-0159 train, 0160-0179 development, 0180-0199
// test. Rows so far: the GENERATIVE baseline (parsing/pcfg.h: relative-frequency PCFG over CNF
// trees with smoothed tag-word scores), trained on every training sentence; the max-margin
// models (BASIC, LEXICAL) are still to come. Reported: labelled precision, recall, F1, exact
// match, and parsing speed.
#include <cstdio>
#include <string>
#include <vector>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "io/treebank.h"
#include "parsing/cnf_tree.h"
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
    if (!parse.found()) {  // scored as a flat tree: every gold bracket missed
      ++unparsed;
      ParseTree flat = gold;
      flat.children.clear();
      for (size_t w = 0; w < treeWords(gold).size(); ++w)
        flat.children.push_back({treeTags(gold)[w], treeWords(gold)[w], {}});
      scores.add(gold, flat);
      continue;
    }
    scores.add(gold, fromCnf(parse.tree));
  }
  const double parseSeconds = secondsSince(t1);
  std::printf("%-12s %9.4f %9.4f %9.4f %7.3f %10.2f %10.1f\n", "GENERATIVE", scores.precision(), scores.recall(),
              scores.f1(), scores.exactMatch(), trainSeconds, test.size() / std::max(parseSeconds, 1e-9));
  std::printf("\n%zu symbols, %zu binary rules in CNF; %d test sentences without a parse (scored flat). Thesis Table 9.2 "
              "(trained on sections 2-21 of the full treebank, far more than this sample): GENERATIVE 87.99, BASIC 88.20, "
              "LEXICAL 88.44, LEXICAL+AUX 89.12 F1 on section 23's sentences of at most 15 words.\n",
              pcfg.grammar.symbols.size(), pcfg.grammar.rules.size(), unparsed);
  return 0;
}

}  // namespace m3::cli
