// Handwriting commands: sample, train, predict, eval, export on letter.data files.
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <sstream>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_command.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "cli_project.h"
#include "eval/sequence_metrics.h"
#include "io/io_error.h"
#include "io/letter_data.h"
#include "learning/chain_oracle.h"
#include "learning/kernel.h"
#include "model/chain_model_json.h"
#include "samples/handwriting_sample.h"
#include "tasks/handwriting_task.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

const std::vector<int> kAllFolds = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

std::shared_ptr<const HandwritingDataset> loadDataset(const std::string& path) {
  return std::make_shared<const HandwritingDataset>(readLetterData(path));
}

int runSample(const Args& args) {
  HandwritingSampleOptions options;
  options.numWords = args.integer("words");
  options.seed = static_cast<std::uint32_t>(args.integer("seed"));
  const HandwritingDataset data = generateHandwritingSample(options);
  writeLetterData(args.required("out"), data);
  std::cout << "wrote " << data.words.size() << " words (" << data.numLetters() << " letters) to "
            << args.required("out") << "\n";
  return 0;
}

int runTrain(const Args& args) {
  if (args.has("project")) return projectTrain(args);
  const auto data = loadDataset(args.required("data"));
  const std::string out = args.required("out");
  const std::vector<int> trainFolds = args.folds("train-folds", {0});

  HandwritingTrainingRequest request;
  request.dataset = data;
  request.features = ocrDatasetFeatures(*data, request.featureSpec);
  request.useTransitions = !args.has("no-transitions");
  readLearner(args, request.options);
  request.options.seed = static_cast<std::uint32_t>(args.integer("seed"));
  request.useSmo = args.get("learner", args.has("kernel") ? "smo" : "bcfw") == "smo";
  try {
    // Scale 1/14 puts k(x, x) of a typical letter (about 30 pixels set) near the linear
    // kernel's, so one C suits both (measured on fold 0, see README).
    request.kernel =
        kernelFromName(args.get("kernel"), args.number("kernel-scale"), args.number("gamma"));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  if (args.has("kernel") && !request.useSmo) throw UsageError("kernels need --learner smo");
  request.smoEpsilon = args.number("epsilon");
  for (const HandwritingWord& w : data->words) request.userLabels.emplace_back(w.length(), kUnlabelled);
  for (int w : wordsInFolds(*data, trainFolds, true)) request.userLabels[w] = data->words[w].letters;
  if (args.has("test-folds"))
    request.validationWords = wordsInFolds(*data, args.folds("test-folds", {}), true);

  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) { printProgressLine(formatProgress(p), false); };
  const HandwritingTrainingResult result = trainHandwriting(request, control);
  if (result.reason == StopReason::EmptyProblem)
    throw IoError("no training words in folds " + args.get("train-folds"));
  printProgressLine(formatProgress(result.progress), true);
  saveModel(out, result.model);
  std::cout << result.model.kind() << " trained on " << result.trainingChains << " words ("
            << result.labelledLetters << " letters), stopped: " << stopReasonName(result.reason)
            << ", " << result.progress.seconds << " s; saved " << out << "\n";
  return 0;
}

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
  // An error over no words is no result (it would read as 0.0, a perfect score).
  if (e.words.empty())
    throw IoError(args.required("data") + ": no words in folds " + args.get("folds", "0-9"));
  for (int w : e.words)
    e.predictions.push_back(predictWord(model, ocrWordFeatures(e.data->words[w], model.features)));
  return e;
}

std::string letters(const Labeling& y) {
  std::string s;
  for (int v : y) s += v == kUnlabelled ? '?' : static_cast<char>('a' + v);
  return s;
}

int runPredict(const Args& args) {
  if (args.has("project")) return projectApply(args, "predict");
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

int runEval(const Args& args) {
  if (args.has("project")) return projectApply(args, "eval");
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

// The words to label next: least sure first (tasks/suggestions.h), as Label Next shows them.
int runSuggest(const Args& args) {
  const ChainModel model = loadModel(args.required("model"));
  const auto data = loadDataset(args.required("data"));
  const std::vector<int> words = wordsInFolds(*data, args.folds("folds", kAllFolds), true);
  WordFeatures features;
  for (int w : words) features.push_back(ocrWordFeatures(data->words[w], model.features));
  const WordPredictions predicted = predictWordsWithMargins(model, features);
  std::vector<Labeling> unlabelled(words.size());  // letter.data's letters are the reference
  for (size_t k = 0; k < words.size(); ++k)
    unlabelled[k].assign(data->words[words[k]].length(), kUnlabelled);
  const std::vector<Suggestion> next =
      suggestWords(predicted.letterMargins, unlabelled, features,
                   {args.integer("count"), args.number("diversity")});
  std::ostringstream out;
  out << "rank\tword_id\tfold\tmargin\tprediction\n";
  for (size_t r = 0; r < next.size(); ++r) {
    const HandwritingWord& w = data->words[words[static_cast<size_t>(next[r].item)]];
    out << r + 1 << '\t' << w.wordId << '\t' << w.fold << '\t' << significant(next[r].margin)
        << '\t' << letters(predicted.labels[static_cast<size_t>(next[r].item)]) << '\n';
  }
  std::cout << out.str();
  return 0;
}

int runExport(const Args& args) {
  const ChainModel model = loadModel(args.required("model"));
  const auto data = loadDataset(args.required("data"));
  const auto predictions = predictWords(model, *ocrDatasetFeatures(*data, model.features));
  writeLetterData(args.required("out"), *data, predictions);
  std::cout << "wrote predictions for " << data->words.size() << " words to " << args.get("out") << "\n";
  return 0;
}

}  // namespace

CommandGroup handwritingCommands() {
  // --data is required unless --project names a project (whose data train reads).
  const Parameter data =
      Parameter::text("data", "FILE",
                      "letter.data file (optionally gzipped); with --project: the "
                      "new data its model predicts");
  const Parameter model = Parameter::text("model", "MODEL", "a model file that train wrote");
  const Parameter folds =
      Parameter::text("folds", "F", "the folds to use: 0 | 1-9 | 0,2,4-6 (default: every fold)");
  const Parameter project = projectOptions().front();
  std::vector<Parameter> train{
      data, project,
      outOption("where the model goes (JSON; with --project: default into the project)", false),
      Parameter::text("train-folds", "F", "the folds whose words train", false, "0"),
      Parameter::text("test-folds", "F", "folds whose error is reported while training")};
  for (const Parameter& p : taskDeclaration("handwriting").learnerParameters()) train.push_back(p);
  train.push_back(seedOption());
  train.push_back(
      Parameter::choice("learner", {"bcfw", "smo"}, "",
                        "BCFW (linear weights) or structured SMO (dual; default with --kernel)"));
  train.push_back(
      Parameter::choice("kernel", kernelNames(), "linear", "the kernel of structured SMO"));
  for (const Parameter& p : taskDeclaration("handwriting").options) train.push_back(p);
  train.push_back(Parameter::flag("no-transitions",
                                  "no letter-to-letter weights: a multiclass SVM per letter"));
  return {
      "",
      "handwriting: letter.data files, optionally gzipped; with --project, a project of any "
      "workbench",
      {{"sample",
        "write the built-in synthetic sample",
        {outOption("the letter.data file to write"),
         Parameter::integer("words", HandwritingSampleOptions{}.numWords, 1, 1000000,
                            "words to generate"),
         seedOption(static_cast<int>(HandwritingSampleOptions{}.seed))},
        runSample},
       {"train", "train a chain M3N (BCFW) or with a kernel (structured SMO); or a project", train,
        runTrain,
        "--project P.m3p trains what a project saved in the GUI holds, of any workbench, with its "
        "labels and\n"
        "Training Options (the other options are the handwriting data's)."},
       {"predict",
        "predicted words: word_id, fold, prediction, reference (TSV); or a project's model on "
        "--data",
        {model, data, project, folds, outOption("the TSV file (default: standard output)", false)},
        runPredict},
       {"eval",
        "per-letter and per-word error; or a project's model on --data",
        {model, data, project, folds, jsonFlag()},
        runEval},
       {"suggest",
        "the words to label next: those the model is least sure of (smallest margin over the "
        "second-best reading), as TSV",
        {required(model), required(data), folds, suggestionCountParameter("words to list"),
         suggestionDiversityParameter()},
        runSuggest},
       {"export",
        "letter.data with the predicted letters",
        {required(model), required(data), outOption("the letter.data file to write")},
        runExport}}};
}

}  // namespace m3::cli
