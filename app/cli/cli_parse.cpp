// `parse` (issue 18, the Sentences workbench's engine so far): Penn Treebank files converted as
// parsers learn from them, and labelled bracket scores computed like evalb.
//   parse sample --out FILE [--sentences n] [--max-words n] [--seed s]   the Sentences workbench's
//       generated sentences with their trees (samples/sentence_sample.h), bracketed
//   parse convert --data TREES --out FILE [--max-words n] [--cnf]
//       normalised trees (no traces, no function tags; io/treebank.h), one per line, of at most
//       n words (punctuation not counted); --cnf writes them in Chomsky normal form
//   parse eval --gold TREES --guess TREES [--max-words n]
//       labelled precision / recall / F1 and exact match over sentence pairs (evalb's usual
//       settings: punctuation and the root not scored; eval/bracket_metrics.h)
//   parse train --data TREES --out MODEL [--model-kind basic|lexical|lexical-aux|generative]
//       [--C c] [--passes n] [--max-words n] [--gap g] [--min-count n]   a parser
//       (tasks/sentences/parse_task.h); the max-margin kinds learn on the sentences of at most
//       --max-words words (15), their grammar and lexicon come from every tree; LEXICAL (and
//       LEXICAL+AUX) keep the span features seen in --min-count spans (2)
//   parse predict --model MODEL (--data TREES | --text FILE) --out FILE   one bracketed tree per
//       sentence (--text: one sentence per line, words separated by spaces, "word/TAG" tags
//       ignored; brackets in words are written as the treebank writes them, -LRB- and -RRB-)
//   parse eval --model MODEL --data TREES [--max-words n]   parses the trees' words and scores them
//   parse suggest --model MODEL (--data TREES | --text FILE) [--count n] [--diversity d]
//       the sentences to label next (tasks/sentences/sentence_suggestions.h), as TSV
// TREES: a bracketed file (.mrg, optionally .gz) or a .tar / .tar.gz of .mrg files.
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "io/sentence_file.h"
#include "io/treebank.h"
#include "parallel/parallel_blocks.h"
#include "parsing/cnf_tree.h"
#include "samples/sentence_sample.h"
#include "tasks/sentences/parse_task.h"
#include "tasks/sentences/sentence_suggestions.h"
#include "tasks/task_registry.h"

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

int parseSample(const Args& args) {
  SentenceSampleOptions options;
  options.sentences = args.integer("sentences");
  options.maxWords = args.integer("max-words");
  options.seed = static_cast<std::uint32_t>(args.integer("seed"));
  std::string text;
  for (const ParseTree& t : generateSentenceSample(options)) text += formatPennTree(t) + "\n";
  writeFileAtomically(args.required("out"), text);
  std::cout << "wrote " << options.sentences << " generated sentences with their trees to " << args.get("out") << "\n";
  return 0;
}

int parseTrain(const Args& args) {
  ParserTrainingOptions options;
  options.kind = parseParserKind(args.required("model-kind"));
  readLearner(args, options.bcfw);
  options.maxWords = args.integer("max-words");
  options.minFeatureCount = args.integer("min-count");
  if (options.minFeatureCount < 1) throw UsageError("--min-count: at least 1");
  const std::vector<ParseTree> trees = normalisedTrees(args.required("data"));
  const ParserTrainingResult r = trainParser(trees, options, printingProgress());
  printProgressLine("", true);
  if (r.reason == StopReason::EmptyProblem)
    throw IoError(args.get("data") + ": no sentence of at most " + std::to_string(options.maxWords) + " words to train on");
  writeFileAtomically(args.required("out"), parserModelToJson(r.model));
  std::printf("%s parser trained on %d sentences", parserKindName(options.kind), r.trainedSentences);
  if (isMaxMarginParser(options.kind))
    std::printf(" (%d passes, gap %.2f%%, %s)", r.progress.pass, 100 * r.progress.relativeGap(), stopReasonName(r.reason));
  if (r.model.spanFeatures) std::printf("; %d span features", r.model.spanFeatures->size());
  std::printf("; %zu symbols, %zu rules; wrote %s\n", r.model.pcfg->grammar.symbols.size(), r.model.pcfg->grammar.rules.size(),
              args.get("out").c_str());
  return 0;
}

ParserModel loadParser(const std::string& path) { return parserModelFromJson(readFileMaybeGzip(path), path); }

// The words of the sentences to parse: of --text, else of the trees of --data.
std::vector<std::vector<std::string>> inputSentences(const Args& args) {
  std::vector<std::vector<std::string>> sentences;
  if (args.has("text")) {
    if (args.has("data")) throw UsageError("give --data or --text, not both");
    for (SentenceRecord& s : readSentences(args.get("text"))) sentences.push_back(std::move(s.words));
  } else {
    for (const ParseTree& t : normalisedTrees(args.required("data"))) sentences.push_back(treeWords(t));
  }
  return sentences;
}

int parsePredict(const Args& args) {
  const ParserModel model = loadParser(args.required("model"));
  const std::vector<std::vector<std::string>> sentences = inputSentences(args);
  // Sentences are parsed independently: on every core (--threads), written in their order.
  const int n = static_cast<int>(sentences.size());
  std::vector<std::string> parsed(n);
  std::vector<char> found(n, 0);
  parallelEach(n, [&](int i) {
    bool parsedWell = false;
    parsed[i] = formatPennTree(parseSentence(model, sentences[i], &parsedWell));
    found[i] = parsedWell ? 1 : 0;
  });
  std::string out;
  for (const std::string& tree : parsed) out += tree + "\n";
  const int unparsed = static_cast<int>(std::count(found.begin(), found.end(), 0));
  writeFileAtomically(args.required("out"), out);
  std::printf("parsed %zu sentences (%d without a parse, written flat) to %s\n", sentences.size(), unparsed,
              args.get("out").c_str());
  return 0;
}

// The sentences to label next, least sure first (tasks/sentences/sentence_suggestions.h), as
// the Sentences workbench's Label Next ranks them; the file's trees do not count as labels.
int parseSuggest(const Args& args) {
  const ParserModel model = loadParser(args.required("model"));
  const std::vector<std::vector<std::string>> sentences = inputSentences(args);
  const std::vector<Suggestion> next =
      suggestSentences(model, sentences, {}, {args.integer("count"), args.number("diversity")});
  std::string out = "rank\tsentence\tmargin\twords\n";
  for (size_t r = 0; r < next.size(); ++r) {
    std::string words;
    for (const std::string& w : sentences[next[r].item]) words += (words.empty() ? "" : " ") + w;
    out += std::to_string(r + 1) + '\t' + std::to_string(next[r].item + 1) + '\t' +
           significant(next[r].margin) + '\t' + words + '\n';
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

// The scores as text, or with --json as an object.
void printScores(const Args& args, const BracketScores& scores) {
  JsonResults out(args, "parse eval");
  out["sentences"] = scores.sentences;
  out["labelledPrecision"] = scores.precision();
  out["labelledRecall"] = scores.recall();
  out["labelledF1"] = scores.f1();
  out["exactMatch"] = scores.exactMatch();
  out.print();
  if (!out.text()) return;
  std::printf("sentences %d\nlabelled precision %.4f\nlabelled recall %.4f\nlabelled F1 %.4f\nexact match %.4f\n",
              scores.sentences, scores.precision(), scores.recall(), scores.f1(), scores.exactMatch());
}

int parseEval(const Args& args) {
  if (args.has("model")) {  // parse the trees' words, score against the trees
    if (args.has("gold") || args.has("guess")) throw UsageError("give --model with --data, or --gold with --guess");
    const ParserModel model = loadParser(args.get("model"));
    const int maxWords = args.integer("max-words", 0);
    std::vector<ParseTree> golds;
    for (ParseTree& gold : normalisedTrees(args.required("data")))
      if (maxWords <= 0 || scoredLength(gold) <= maxWords) golds.push_back(std::move(gold));
    // Parsed on every core (--threads), scored in the file's order.
    std::vector<ParseTree> guesses(golds.size());
    parallelEach(static_cast<int>(golds.size()),
                 [&](int i) { guesses[i] = parseSentence(model, treeWords(golds[i])); });
    BracketScores scores;
    for (size_t i = 0; i < golds.size(); ++i) scores.add(golds[i], guesses[i]);
    if (scores.sentences == 0) throw IoError(args.required("data") + ": no sentence to score");
    printScores(args, scores);
    return 0;
  }
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
  if (scores.sentences == 0) throw IoError(goldPath + ": no sentence to score");
  printScores(args, scores);
  return 0;
}

}  // namespace

CommandGroup parseCommands() {
  const Parameter trees = Parameter::text(
      "data", "TREES", "Penn Treebank trees: .mrg, optionally .gz, or a .tar(.gz) of them");
  Parameter maxWords = Parameter::integer("max-words", 0, 0, 1000,
                                          "only sentences of at most this many words (0: all)");
  const TaskDeclaration& task = taskDeclaration("sentences");
  const ParserTrainingOptions defaults;
  std::vector<Parameter> train{trees, outOption("where the model goes (JSON)"),
                               task.modelKindParameter()};
  train.front().required = true;
  for (const Parameter& p : task.learnerParameters()) train.push_back(p);
  train.push_back(
      Parameter::integer("max-words", defaults.maxWords, 1, 1000,
                         "train on the sentences of at most this many words (CKY costs n^3)"));
  train.push_back(
      Parameter::integer("min-count", defaults.minFeatureCount, 1, 1000000,
                         "LEXICAL keeps the span features seen in at least this many spans"));
  const SentenceSampleOptions sample;
  Parameter requiredTrees = trees;
  requiredTrees.required = true;
  return {
      "parse",
      "Penn Treebank trees: .mrg, optionally .gz, or a .tar(.gz) of them",
      {{"sample",
        "generated sentences with their trees (the Sentences workbench's sample)",
        {outOption("the treebank file to write"),
         Parameter::integer("sentences", sample.sentences, 1, 100000, "sentences to generate"),
         Parameter::integer("max-words", sample.maxWords, 4, 100, "the longest sentence"),
         seedOption(static_cast<int>(sample.seed))},
        parseSample},
       {"convert",
        "normalised trees, one per line",
        {requiredTrees, outOption("the treebank file to write"), maxWords,
         Parameter::flag("cnf", "in Chomsky normal form (unary chains joined, right binarised)")},
        parseConvert},
       {"train", "train a parser", train, parseTrain},
       {"predict",
        "one bracketed tree per sentence",
        {Parameter::text("model", "MODEL", "a model file that parse train wrote", true), trees,
         Parameter::text("text", "FILE",
                         "sentences to parse, one per line: words or word/TAG (instead of --data)"),
         outOption("the trees to write")},
        parsePredict},
       {"suggest",
        "the sentences to label next: those whose best tree wins by the least over the second "
        "best, as TSV (sentence numbers from 1)",
        {Parameter::text("model", "MODEL", "a model file that parse train wrote", true), trees,
         Parameter::text("text", "FILE",
                         "sentences, one per line: words or word/TAG (instead of --data)"),
         suggestionCountParameter("sentences to list"), suggestionDiversityParameter()},
        parseSuggest,
        "The order is that of Label Next in the Sentences workbench (F8)."},
       {"eval",
        "labelled bracket precision / recall / F1 like evalb",
        {Parameter::text("model", "MODEL", "parse the trees' words with this model and score them"),
         trees,
         Parameter::text("gold", "TREES", "the reference trees (instead of --model and --data)"),
         Parameter::text("guess", "TREES", "the trees to score against --gold"), maxWords,
         jsonFlag()},
        parseEval}}};
}

}  // namespace m3::cli
