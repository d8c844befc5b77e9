// `parse` (issue 18, the Sentences workbench's engine so far): Penn Treebank files converted as
// parsers learn from them, and labelled bracket scores computed like evalb.
//   parse convert --data TREES --out FILE [--max-words n] [--cnf]
//       normalised trees (no traces, no function tags; io/treebank.h), one per line, of at most
//       n words (punctuation not counted); --cnf writes them in Chomsky normal form
//   parse eval --gold TREES --guess TREES [--max-words n]
//       labelled precision / recall / F1 and exact match over sentence pairs (evalb's usual
//       settings: punctuation and the root not scored; eval/bracket_metrics.h)
// TREES: a bracketed file (.mrg, optionally .gz) or a .tar / .tar.gz of .mrg files.
#include <cstdio>
#include <iostream>

#include "cli_args.h"
#include "cli_commands.h"
#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "io/treebank.h"
#include "parsing/cnf_tree.h"

namespace m3::cli {

namespace {

// The normalised trees of `path` (those with a word left).
std::vector<ParseTree> normalisedTrees(const std::string& path) {
  std::vector<ParseTree> trees = readPennTrees(path), kept;
  for (ParseTree& t : trees)
    if (normaliseTree(t)) kept.push_back(std::move(t));
  return kept;
}

int parseConvert(const Args& args) {
  const int maxWords = args.integer("max-words", 0);
  const std::vector<ParseTree> trees = normalisedTrees(args.required("data"));
  std::string text;
  int written = 0;
  for (const ParseTree& t : trees) {
    if (maxWords > 0 && scoredLength(t) > maxWords) continue;
    text += formatPennTree(args.has("cnf") ? toCnf(t) : t) + "\n";
    ++written;
  }
  writeFileAtomically(args.required("out"), text);
  std::cout << "wrote " << written << " of " << trees.size() << " trees" << (args.has("cnf") ? " in CNF" : "") << " to "
            << args.get("out") << "\n";
  return 0;
}

int parseEval(const Args& args) {
  const std::string goldPath = args.required("gold"), guessPath = args.required("guess");
  const std::vector<ParseTree> gold = normalisedTrees(goldPath), guess = normalisedTrees(guessPath);
  if (gold.size() != guess.size())
    throw IoError(guessPath + ": " + std::to_string(guess.size()) + " trees, " + goldPath + " has " +
                  std::to_string(gold.size()));
  const int maxWords = args.integer("max-words", 0);
  BracketScores scores;
  for (size_t i = 0; i < gold.size(); ++i) {
    if (maxWords > 0 && scoredLength(gold[i]) > maxWords) continue;
    try {
      scores.add(gold[i], guess[i]);
    } catch (const std::invalid_argument&) {
      throw IoError(guessPath + ": tree " + std::to_string(i + 1) + " is of other words than in " + goldPath);
    }
  }
  std::printf("sentences %d\nlabelled precision %.4f\nlabelled recall %.4f\nlabelled F1 %.4f\nexact match %.4f\n",
              scores.sentences, scores.precision(), scores.recall(), scores.f1(), scores.exactMatch());
  return 0;
}

}  // namespace

int runParse(const Argv& argv) {
  return runSubcommand("parse", argv,
                       {{"convert", {"data", "out", "max-words"}, {"cnf"}, parseConvert},
                        {"eval", {"gold", "guess", "max-words"}, {}, parseEval}});
}

}  // namespace m3::cli
