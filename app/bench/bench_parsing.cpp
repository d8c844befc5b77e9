// `bench parsing` (thesis ch. 9, Table 9.2; issue 18): parsers trained on the Penn Treebank
// sample's training files and scored like evalb on its test sentences of at most --max-words
// words (15 in the thesis), split as ptb_split.h says (files 0001-0159 train, 0160-0179
// development, 0180-0199 test; --data, default ../shared/data/ptb_sample). Rows: the GENERATIVE
// baseline (parsing/pcfg.h: relative-frequency PCFG over CNF trees with smoothed tag-word scores),
// trained on every training sentence; BASIC (learning/ parse_oracle.h: rule, root and
// tag-word-scale weights by multi-plane BCFW to a 1% certified gap; C from --Cs (0.1, 1, 10) by F1
// on the development files' short sentences, or --C;
// --passes) on the training sentences of at most --max-words words (tasks/sentences/parse_task.h);
// LEXICAL (BASIC plus the span features of parsing/span_features.h, trained and chosen the
// same way); LEXICAL+AUX (LEXICAL plus the GENERATIVE parse as evidence, parsing/aux_spans.h).
// Reported: labelled precision, recall, F1, exact match, training time and parsing speed; then
// the Live update (liveUpdate below). --quick: the max-margin rows on 150 sentences for 3
// passes (a smoke test).
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "eval/bracket_metrics.h"
#include "io/io_error.h"
#include "io/treebank.h"
#include "ptb_split.h"
#include "tasks/sentences/parse_task.h"

namespace m3::cli {

namespace {

BracketScores scoreParser(const ParserModel& model, const std::vector<ParseTree>& sentences,
                          int* unparsed = nullptr) {
  BracketScores scores;
  for (const ParseTree& gold : sentences) {
    bool found = false;
    scores.add(gold, parseSentence(model, treeWords(gold), &found));
    if (unparsed) *unparsed += !found;
  }
  return scores;
}

// Prints the row and appends it to `rows` (--json).
void report(const char* name, const ParserModel& model, const std::vector<ParseTree>& test,
            double trainSeconds, const std::string& note, nlohmann::json& rows) {
  int unparsed = 0;
  const auto start = Clock::now();
  const BracketScores scores = scoreParser(model, test, &unparsed);
  const double sentencesPerSecond = test.size() / std::max(secondsSince(start), 1e-9);
  std::printf(
      "%-12s %9.4f %9.4f %9.4f %7.3f %10.2f %10.1f  %s%s\n", name, scores.precision(),
      scores.recall(), scores.f1(), scores.exactMatch(), trainSeconds, sentencesPerSecond,
      note.c_str(),
      unparsed ? ("; " + std::to_string(unparsed) + " without a parse, scored flat").c_str() : "");
  std::fflush(stdout);
  rows.push_back({{"model", name},
                  {"precision", scores.precision()},
                  {"recall", scores.recall()},
                  {"f1", scores.f1()},
                  {"exactMatch", scores.exactMatch()},
                  {"trainSeconds", trainSeconds},
                  {"sentencesPerSecond", sentencesPerSecond},
                  {"withoutParse", unparsed},
                  {"note", note}});
}

// The Sentences workbench's Live update, measured: after LEXICAL has learned `trained`, the
// user gives ten more sentences (the development files' first) their trees and the parser is
// trained again, from the last round's dual blocks (`warm`, ParserWarmStart) and cold. Both
// runs stop at the same certified gap, so their primal values agree to within it.
void liveUpdate(const std::vector<ParseTree>& trained, const std::vector<ParseTree>& development,
                ParserTrainingOptions options, ParserWarmStart& warm, nlohmann::json& out) {
  if (development.empty()) return;
  std::vector<ParseTree> more = trained;
  more.insert(more.end(), development.begin(),
              development.begin() + std::min<size_t>(10, development.size()));
  auto start = Clock::now();
  const ParserTrainingResult warmRun = trainParser(more, options, {}, &warm);
  const double warmSeconds = secondsSince(start);
  start = Clock::now();
  const ParserTrainingResult coldRun = trainParser(more, options);
  const double coldSeconds = secondsSince(start);
  std::printf(
      "\nLive update, LEXICAL at C %g with %zu more trees: warm %.2f s (%d passes, %d of %d blocks "
      "warm, gap "
      "%.2f%%), cold %.2f s (%d passes, gap %.2f%%); primal warm %.4f, cold %.4f\n",
      options.bcfw.C, more.size() - trained.size(), warmSeconds, warmRun.progress.pass,
      warmRun.warmSentences, warmRun.trainedSentences, 100 * warmRun.progress.relativeGap(),
      coldSeconds, coldRun.progress.pass, 100 * coldRun.progress.relativeGap(),
      warmRun.progress.primal, coldRun.progress.primal);
  std::fflush(stdout);
  out = {{"C", options.bcfw.C},
         {"moreTrees", more.size() - trained.size()},
         {"warm",
          {{"seconds", warmSeconds},
           {"passes", warmRun.progress.pass},
           {"relativeGap", warmRun.progress.relativeGap()},
           {"primal", warmRun.progress.primal}}},
         {"cold",
          {{"seconds", coldSeconds},
           {"passes", coldRun.progress.pass},
           {"relativeGap", coldRun.progress.relativeGap()},
           {"primal", coldRun.progress.primal}}}};
}

}  // namespace

int benchParsing(const Args& args) {
  const std::string data = args.get("data", "../shared/data/ptb_sample/ptb_sample_combined.tar.gz");
  const bool quick = args.has("quick");
  ParserTrainingOptions options;
  options.maxWords = args.integer("max-words", 15);
  options.bcfw.C = args.number("C", 1.0);
  options.bcfw.maxPasses = args.integer("passes", quick ? 3 : 40);
  // BASIC's C: the one of --Cs whose model parses the development files best (below).
  const std::vector<double> Cs =
      quick || args.has("C") ? std::vector<double>{options.bcfw.C} : args.numbers("Cs", "0.1,1,10");
  for (double C : Cs)
    if (!(C > 0)) throw UsageError("--C / --Cs: C must be positive");
  PtbSplit split = readPtbSplit(data, options.maxWords);
  std::vector<ParseTree>&train = split.train, &development = split.development, &test = split.test;
  JsonResults json(args, "bench parsing", JsonResults::Text::toStderr);
  json["settings"] = {{"data", data},
                      {"trainingTrees", train.size()},
                      {"testSentences", test.size()},
                      {"maxWords", options.maxWords},
                      {"Cs", Cs},
                      {"passes", options.bcfw.maxPasses}};
  json["test"] = nlohmann::json::array();
  std::printf(
      "%s: %zu training trees (files 0001-0159), %zu test sentences of at most %d words (files "
      "0180-0199)\n\n"
      "%-12s %9s %9s %9s %7s %10s %10s\n",
      data.c_str(), train.size(), test.size(), options.maxWords, "model", "precision", "recall",
      "F1", "exact", "train s", "sent/s");
  // Steps: GENERATIVE, each max-margin row's trainings (one per C), the live update.
  StepProgress progress("bench parsing", 2 + 3 * static_cast<int>(Cs.size()));
  options.kind = ParserKind::Generative;
  auto start = Clock::now();
  const ParserTrainingResult generative = trainParser(train, options);
  report("GENERATIVE", generative.model, test, secondsSince(start), "(every training tree)",
         json["test"]);
  progress.step("GENERATIVE trained and scored");

  // BASIC and LEXICAL learn on the short sentences only (CKY costs n^3; trainParser keeps
  // those); --quick on the first 150 of them, from which their grammar then comes too.
  std::vector<ParseTree> quickTrain;
  for (const ParseTree& t : train)
    if (quick && quickTrain.size() < 150 && scoredLength(t) <= options.maxWords)
      quickTrain.push_back(t);
  // The max-margin rows, each with its C chosen on the development files (0160-0179), never
  // the test files. Their grammar and lexicon come from every training tree, as the
  // GENERATIVE row's.
  // Each row's chosen run leaves its dual state here; LEXICAL's is the live-update measure's start.
  ParserWarmStart bestWarm, lexicalWarm;
  const auto maxMarginRow = [&](ParserKind kind, const char* name) {
    options.kind = kind;
    LearnerControl control;
    control.onProgress = [name](const TrainingProgress& p) {
      std::fprintf(stderr, "%s pass %d, gap %.2f%%, training error %.3f, %.0f s\n", name, p.pass,
                   100 * p.relativeGap(), p.trainError, p.seconds);
    };
    ParserTrainingResult best;
    double bestDev = -1, seconds = 0;
    for (double C : Cs) {
      options.bcfw.C = C;
      start = Clock::now();
      ParserWarmStart warm;
      ParserTrainingResult r = trainParser(quick ? quickTrain : train, options, control, &warm);
      const double took = secondsSince(start);
      if (r.reason == StopReason::EmptyProblem)
        throw IoError(data + ": no training sentence of at most " +
                      std::to_string(options.maxWords) + " words for " + name);
      const double dev = Cs.size() > 1 ? scoreParser(r.model, development).f1() : 0;
      char detail[160];
      if (Cs.size() > 1)
        std::snprintf(detail, sizeof detail, "%s at C %g: development F1 %.4f (%zu sentences)",
                      name, C, dev, development.size());
      else
        std::snprintf(detail, sizeof detail, "%s at C %g trained (%.0f s)", name, C, took);
      progress.step(detail);
      if (dev > bestDev)
        bestDev = dev, best = std::move(r), seconds = took, bestWarm = std::move(warm);
    }
    char note[240];
    std::snprintf(
        note, sizeof note, "(%d training sentences, C %g%s, %d passes, gap %.2f%%%s)",
        best.trainedSentences, best.model.C,
        Cs.size() > 1 ? " chosen on the development files" : "", best.progress.pass,
        100 * best.progress.relativeGap(),
        best.model.spanFeatures
            ? (", " + std::to_string(best.model.spanFeatures->size()) + " span features").c_str()
            : "");
    report(name, best.model, test, seconds, note, json["test"]);
    options.bcfw.C = best.model.C;
  };
  maxMarginRow(ParserKind::Basic, "BASIC");
  maxMarginRow(ParserKind::Lexical, "LEXICAL");
  const ParserTrainingOptions lexical = options;
  lexicalWarm = std::move(bestWarm);
  maxMarginRow(ParserKind::LexicalAux, "LEXICAL+AUX");
  liveUpdate(quick ? quickTrain : train, development, lexical, lexicalWarm, json["liveUpdate"]);
  progress.step("live update measured");
  std::printf(
      "\n%zu symbols, %zu binary rules in CNF. Thesis Table 9.2 (trained on sections 2-21 of the "
      "full "
      "treebank, far more than this sample): GENERATIVE 87.99, BASIC 88.20, LEXICAL 88.44, "
      "LEXICAL+AUX 89.12 F1 "
      "on section 23's sentences of at most 15 words.\n",
      generative.model.pcfg->grammar.symbols.size(), generative.model.pcfg->grammar.rules.size());
  json["grammar"] = {{"symbols", generative.model.pcfg->grammar.symbols.size()},
                     {"binaryRules", generative.model.pcfg->grammar.rules.size()}};
  json.print();
  return 0;
}

}  // namespace m3::cli
