// Handwriting commands: sample, train, predict, eval, export on letter.data files.
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <sstream>
#include <iostream>
#include <memory>

#include "cli_json_results.h"
#include "cli_interrupt.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_learner_options.h"
#include "eval/sequence_metrics.h"
#include "io/io_error.h"
#include "io/letter_data.h"
#include "io/model_json.h"
#include "learning/chain_oracle.h"
#include "samples/handwriting_sample.h"
#include "tasks/handwriting_task.h"

namespace m3::cli {

namespace {

const std::vector<int> kAllFolds = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

std::shared_ptr<const HandwritingDataset> loadDataset(const std::string& path) {
  return std::make_shared<const HandwritingDataset>(readLetterData(path));
}

std::string formatProgress(const TrainingProgress& p) {
  char line[256];
  std::snprintf(line, sizeof line,
                "pass %3d  primal %10.4g  dual %10.4g  gap %6.2f%%  train err %.4f%s  %.1fs", p.pass,
                p.primal, p.dual, 100 * p.relativeGap(), p.trainError,
                std::isnan(p.validationError)
                    ? ""
                    : ("  test err " + std::to_string(p.validationError).substr(0, 6)).c_str(),
                p.seconds);
  return line;
}

}  // namespace

LearnerControl printingProgress() {
  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) { printProgressLine(formatProgress(p), false); };
  return control;
}

void printProgressLine(const std::string& line, bool final) {
  static const bool tty = isatty(fileno(stderr));
  if (tty) std::fprintf(stderr, "\r%s%s", line.c_str(), final ? "\n" : "");
  else std::fprintf(stderr, "%s\n", line.c_str());
  std::fflush(stderr);
}

std::string gapText(const TrainingProgress& p) {
  char text[160];
  if (p.gapCertified || std::isnan(p.certifiedGap))
    std::snprintf(text, sizeof text, "gap %.2f%%%s", 100 * p.relativeGap(),
                  p.gapCertified ? "" : " (an estimate: inference was approximate)");
  else
    std::snprintf(text, sizeof text, "gap %.2f%% (an estimate: inference was approximate; certified by the LP bound: %.2f%%)",
                  100 * p.relativeGap(), 100 * p.relativeCertifiedGap());
  return text;
}

int runSample(const Argv& argv) {
  const Args args(argv, {"out", "words", "seed"}, {});
  HandwritingSampleOptions options;
  options.numWords = args.integer("words", options.numWords);
  options.seed = static_cast<std::uint32_t>(args.integer("seed", static_cast<int>(options.seed)));
  const HandwritingDataset data = generateHandwritingSample(options);
  writeLetterData(args.required("out"), data);
  std::cout << "wrote " << data.words.size() << " words (" << data.numLetters() << " letters) to "
            << args.required("out") << "\n";
  return 0;
}

int runTrain(const Argv& argv) {
  const Args args(argv,
                  {"data", "out", "train-folds", "test-folds", "C", "passes", "gap", "planes", "seed", "learner", "kernel",
                   "kernel-scale", "gamma", "epsilon"},
                  {"no-transitions"});
  const auto data = loadDataset(args.required("data"));
  const std::string out = args.required("out");
  const std::vector<int> trainFolds = args.folds("train-folds", {0});

  HandwritingTrainingRequest request;
  request.dataset = data;
  request.features = ocrDatasetFeatures(*data, request.featureSpec);
  request.useTransitions = !args.has("no-transitions");
  request.options.C = args.number("C", 0.1);
  request.options.maxPasses = args.integer("passes", 50);
  request.options.relativeGapTolerance = args.number("gap", 0.01);
  readCachedPlanes(args, request.options);
  request.options.seed = static_cast<std::uint32_t>(args.integer("seed", 1));
  if (!(request.options.C > 0)) throw UsageError("--C must be positive");
  if (request.options.maxPasses < 1) throw UsageError("--passes must be at least 1");
  if (!(request.options.relativeGapTolerance >= 0)) throw UsageError("--gap must be >= 0");
  const std::string learner = args.get("learner", args.has("kernel") ? "smo" : "bcfw");
  if (learner != "bcfw" && learner != "smo") throw UsageError("--learner must be bcfw or smo");
  request.useSmo = learner == "smo";
  try {
    // Scale 1/14 puts k(x, x) of a typical letter (about 30 pixels set) near the linear
    // kernel's, so one C suits both (measured on fold 0, see README).
    request.kernel = kernelFromName(args.get("kernel", "linear"), args.number("kernel-scale", 1.0 / 14),
                                    args.number("gamma", 0.02));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  if (args.has("kernel") && !request.useSmo) throw UsageError("kernels need --learner smo");
  request.smoEpsilon = args.number("epsilon", 0.01);
  if (!(request.smoEpsilon >= 0)) throw UsageError("--epsilon must be >= 0");
  for (const HandwritingWord& w : data->words) request.userLabels.emplace_back(w.length(), kUnlabelled);
  for (int w : wordsInFolds(*data, trainFolds, true)) request.userLabels[w] = data->words[w].letters;
  if (args.has("test-folds"))
    request.validationWords = wordsInFolds(*data, args.folds("test-folds", {}), true);

  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) { printProgressLine(formatProgress(p), false); };
  const HandwritingTrainingResult result = trainHandwriting(request, control);
  if (result.reason == StopReason::EmptyProblem)
    throw IoError("no training words in folds " + args.get("train-folds", "0"));
  printProgressLine(formatProgress(result.progress), true);
  saveModel(out, result.model);
  std::cout << result.model.kind() << " trained on " << result.trainingChains << " words ("
            << result.labelledLetters << " letters), stopped: " << stopReasonName(result.reason)
            << ", " << result.progress.seconds << " s; saved " << out << "\n";
  return 0;
}

namespace {

struct Evaluated {
  std::shared_ptr<const HandwritingDataset> data;
  std::vector<int> words;
  std::vector<Labeling> predictions;  // for `words`, in order
};

Evaluated predictFolds(const Args& args) {
  const ChainModel model = loadModel(args.required("model"));
  Evaluated e;
  e.data = loadDataset(args.required("data"));
  e.words = wordsInFolds(*e.data, args.folds("folds", kAllFolds), true);
  for (int w : e.words)
    e.predictions.push_back(predictWord(model, ocrWordFeatures(e.data->words[w], model.features)));
  return e;
}

std::string letters(const Labeling& y) {
  std::string s;
  for (int v : y) s += v == kUnlabelled ? '?' : static_cast<char>('a' + v);
  return s;
}

}  // namespace

int runPredict(const Argv& argv) {
  const Args args(argv, {"model", "data", "folds", "out"}, {});
  const Evaluated e = predictFolds(args);
  std::ostringstream out;
  out << "word_id\tfold\tprediction\treference\n";
  for (size_t k = 0; k < e.words.size(); ++k) {
    const HandwritingWord& w = e.data->words[e.words[k]];
    out << w.wordId << '\t' << w.fold << '\t' << letters(e.predictions[k]) << '\t' << letters(w.letters)
        << '\n';
  }
  if (args.has("out"))
    writeFileAtomically(args.get("out"), out.str());
  else
    std::cout << out.str();
  return 0;
}

int runEval(const Argv& argv) {
  const Args args(argv, {"model", "data", "folds"}, {"json"});
  const Evaluated e = predictFolds(args);
  SequenceErrors errors;
  for (size_t k = 0; k < e.words.size(); ++k) errors.add(e.data->words[e.words[k]].letters, e.predictions[k]);
  JsonResults out(args, "eval");
  out["words"] = errors.words;
  out["letters"] = errors.letters;
  out["letterError"] = errors.letterError();
  out["wordError"] = errors.wordError();
  out.print();
  if (!out.text()) return 0;
  std::printf("words %ld  letters %ld\nper-letter error %.4f\nper-word error %.4f\n", errors.words,
              errors.letters, errors.letterError(), errors.wordError());
  return 0;
}

int runExport(const Argv& argv) {
  const Args args(argv, {"model", "data", "out"}, {});
  const ChainModel model = loadModel(args.required("model"));
  const auto data = loadDataset(args.required("data"));
  const auto predictions = predictWords(model, *ocrDatasetFeatures(*data, model.features));
  writeLetterData(args.required("out"), *data, predictions);
  std::cout << "wrote predictions for " << data->words.size() << " words to " << args.get("out") << "\n";
  return 0;
}

}  // namespace m3::cli
