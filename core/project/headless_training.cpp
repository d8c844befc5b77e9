#include "project/headless_training.h"

#include <algorithm>
#include <cstdio>
#include <memory>

#include "io/graph_files.h"
#include "io/io_error.h"
#include "io/letter_data.h"
#include "io/model_json.h"
#include "io/sentence_file.h"
#include "io/treebank.h"
#include "learning/bcfw.h"
#include "learning/kernel.h"
#include "project/headless_trainers.h"
#include "samples/handwriting_sample.h"
#include "samples/hypertext_sample.h"
#include "samples/sentence_sample.h"
#include "tasks/graph_training_round.h"
#include "tasks/handwriting_task.h"
#include "tasks/parse_training_round.h"

namespace m3 {

using nlohmann::json;

namespace headless {

int wholeNumber(const json& value, long low, long high, const std::string& path,
                const std::string& what) {
  if (!value.is_number_integer() || value.get<long long>() < low || value.get<long long>() > high)
    throwIoError(path, what + " must be a whole number in [" + std::to_string(low) + ", " +
                           std::to_string(high) + "]");
  return static_cast<int>(value.get<long long>());
}

void report(HeadlessTraining& out, json modelJson, const std::string& what,
            const TrainingProgress& progress, StopReason reason) {
  out.modelJson = std::move(modelJson);
  out.progress = progress;
  out.reason = reason;
  char text[256];
  std::snprintf(text, sizeof text, "%s: %s after %d passes, gap %.2f%%, %.2f s", what.c_str(),
                stopReasonName(reason), progress.pass, 100 * progress.relativeGap(),
                progress.seconds);
  out.summary = text;
}

HeadlessTraining trainHandwriting(const std::string& path, const json& state,
                                  const LearnerControl& control) {
  HeadlessTraining out;
  const json dataset = state.value("dataset", json::object());
  std::shared_ptr<const HandwritingDataset> data;
  if (dataset.contains("path")) {
    data = std::make_shared<const HandwritingDataset>(
        readLetterData(resolveDataReference(dataset, path, &out.warnings)));
  } else {
    const json sample = dataset.value("sample", json::object());
    HandwritingSampleOptions options;
    options.numWords =
        wholeNumber(sample.value("words", json()), 1, 100000, path, "the sample's words");
    options.seed = static_cast<std::uint32_t>(
        wholeNumber(sample.value("seed", json(0)), 0, 2147483647, path, "the sample's seed"));
    data = std::make_shared<const HandwritingDataset>(generateHandwritingSample(options));
  }
  HandwritingTrainingRequest request;
  request.dataset = data;
  request.features = ocrDatasetFeatures(*data, request.featureSpec);
  for (const HandwritingWord& w : data->words)
    request.userLabels.emplace_back(w.length(), kUnlabelled);
  for (const json& record : state.value("labels", json::array())) {
    const int word =
        wholeNumber(record.value("word", json()), 0, static_cast<long>(data->words.size()) - 1,
                    path, "a labelled word");
    const std::string letters = record.value("letters", std::string());
    if (letters.size() != request.userLabels[static_cast<size_t>(word)].size())
      throwIoError(path, "the labels of word " + std::to_string(word) +
                             " do not fit the dataset (another file?)");
    for (size_t k = 0; k < letters.size(); ++k) {
      if (letters[k] == '?') continue;
      if (letters[k] < 'a' || letters[k] > 'z')
        throwIoError(path, "label '" + std::string(1, letters[k]) + "' is not a letter a-z");
      request.userLabels[static_cast<size_t>(word)][k] = letters[k] - 'a';
    }
  }
  const json training = state.value("training", json::object());
  applyLearnerValues(projectLearnerValues(state, taskDeclaration("handwriting")), request.options);
  request.useTransitions = training.value("transitions", true);
  const std::string kernel = training.value("kernel", std::string());
  if (!kernel.empty()) {
    const TaskDeclaration& task = taskDeclaration("handwriting");
    request.useSmo = true;
    request.kernel =
        kernelFromName(kernel, task.defaultNumber("kernel-scale"), task.defaultNumber("gamma"));
  }
  const HandwritingTrainingResult result = trainHandwriting(request, control);
  if (result.reason == StopReason::EmptyProblem)
    throwIoError(path, "no labelled letters to train on");
  report(out, modelToJson(result.model),
         result.model.kind() + " trained on " + std::to_string(result.trainingChains) + " words (" +
             std::to_string(result.labelledLetters) + " letters)",
         result.progress, result.reason);
  return out;
}

HeadlessTraining trainGraphs(const std::string& path, const json& state,
                             const LearnerControl& control) {
  HeadlessTraining out;
  std::shared_ptr<const GraphSet> set;
  if (state.contains("sample")) {
    HypertextSampleOptions options;
    options.pagesPerGraph =
        wholeNumber(state["sample"].value("pages", json()), 2, 1000000, path, "the sample's pages");
    set = std::make_shared<const GraphSet>(generateHypertextSample(options));
  } else {
    std::vector<std::string> files;
    for (const json& reference : state.value("data", json::array()))
      files.push_back(resolveDataReference(reference, path, &out.warnings));
    if (files.empty()) throwIoError(path, "names no graph files");
    set = std::make_shared<const GraphSet>(readGraphFiles(files).set);
  }
  GraphTrainingRequest request;
  request.set = set;
  std::vector<int> graphOf, localIndex;
  for (size_t g = 0; g < set->graphs.size(); ++g) {
    request.labels.emplace_back(static_cast<size_t>(set->graphs[g].numNodes()), kUnlabelled);
    for (int i = 0; i < set->graphs[g].numNodes(); ++i) {
      graphOf.push_back(static_cast<int>(g));
      localIndex.push_back(i);
    }
  }
  const int labels = set->labels.size();
  for (const json& record : state.value("labels", json::array())) {
    const int node = wholeNumber(record.value("node", json()), 0,
                                 static_cast<long>(graphOf.size()) - 1, path, "a labelled node");
    if (!record.contains("label")) continue;  // unlabelled again
    const int label = wholeNumber(record["label"], 0, labels - 1, path, "a node's label");
    request.labels[static_cast<size_t>(graphOf[static_cast<size_t>(node)])]
                  [static_cast<size_t>(localIndex[static_cast<size_t>(node)])] = label;
  }
  const TaskDeclaration& task = taskDeclaration("graphs");
  const std::string kind = state.value("modelKind", task.modelKinds.front());
  request.general = kind == "m3n-general";
  if (!request.general) request.amn.kind = parseGraphModelKind(kind);
  const ParameterValues learner = projectLearnerValues(state, task);
  applyLearnerValues(learner, request.amn.bcfw);
  applyLearnerValues(learner, request.generalOptions.bcfw);
  request.amn.balancedLoss = request.generalOptions.balancedLoss =
      learner.get("loss").value_or("") == "balanced";
  AmnWarmStart warm;
  const GraphTrainingOutcome outcome = trainAndPredictGraphs(request, control, warm);
  if (!outcome.model || outcome.reason == StopReason::EmptyProblem)
    throwIoError(path, "no labelled nodes to train on");
  report(out, graphModelToJson(*outcome.model),
         outcome.model->kindName() + " trained on " + std::to_string(outcome.labelledNodes) +
             " labelled nodes",
         outcome.progress, outcome.reason);
  return out;
}

HeadlessTraining trainSentences(const std::string& path, const json& state,
                                const LearnerControl& control) {
  HeadlessTraining out;
  auto sentences = std::make_shared<std::vector<std::vector<std::string>>>();
  if (state.contains("sample")) {
    SentenceSampleOptions options;
    options.sentences = wholeNumber(state["sample"].value("sentences", json()), 1, 100000, path,
                                    "the sample's sentences");
    for (const ParseTree& t : generateSentenceSample(options)) sentences->push_back(treeWords(t));
  } else {
    for (const json& reference : state.value("data", json::array()))
      for (SentenceRecord& r : readSentences(resolveDataReference(reference, path, &out.warnings)))
        sentences->push_back(std::move(r.words));
    if (sentences->empty()) throwIoError(path, "names no sentences");
  }
  // The user's trees in the order of their sentences, as the workbench hands them over.
  std::vector<std::optional<ParseTree>> trees(sentences->size());
  for (const json& record : state.value("trees", json::array())) {
    const int i =
        wholeNumber(record.value("sentence", json()), 0, static_cast<long>(sentences->size()) - 1,
                    path, "a sentence with a tree");
    if (!record.contains("tree")) continue;
    std::vector<ParseTree> read = parsePennTrees(record.value("tree", std::string()), path);
    if (read.size() != 1 || treeWords(read[0]) != (*sentences)[static_cast<size_t>(i)])
      throwIoError(
          path, "the tree of sentence " + std::to_string(i) + " is not of its words (other data?)");
    trees[static_cast<size_t>(i)] = std::move(read[0]);
  }
  ParseTrainingRequest request;
  request.sentences = sentences;
  for (std::optional<ParseTree>& t : trees)
    if (t) request.trees.push_back(std::move(*t));
  const TaskDeclaration& task = taskDeclaration("sentences");
  request.options.kind = parseParserKind(state.value("modelKind", task.modelKinds.front()));
  applyLearnerValues(projectLearnerValues(state, task), request.options.bcfw);
  ParserWarmStart warm;
  const ParseTrainingOutcome outcome = trainAndParseSentences(request, control, warm);
  if (!outcome.model || outcome.reason == StopReason::EmptyProblem)
    throwIoError(path, "no trees to train on");
  report(out, parserModelToJson(*outcome.model),
         std::string(parserKindName(outcome.model->kind)) + " trained on " +
             std::to_string(outcome.trainedSentences) + " trees",
         outcome.progress, outcome.reason);
  return out;
}

}  // namespace headless

namespace {

using ProjectTrainer = HeadlessTraining (*)(const std::string& path, const json& state,
                                            const LearnerControl& control);

// The workbenches whose projects train headless, and how.
const std::vector<std::pair<std::string, ProjectTrainer>>& trainers() {
  static const std::vector<std::pair<std::string, ProjectTrainer>> table{
      {"handwriting", headless::trainHandwriting},
      {"graphs", headless::trainGraphs},
      {"sentences", headless::trainSentences},
      {"scenes", headless::trainScenes}};
  return table;
}

}  // namespace

const std::vector<std::string>& headlessWorkbenches() {
  static const std::vector<std::string> benches = [] {
    std::vector<std::string> ids;
    for (const auto& [id, train] : trainers()) ids.push_back(id);
    return ids;
  }();
  return benches;
}

ParameterValues projectLearnerValues(const json& state, const TaskDeclaration& task) {
  ParameterValues values = defaultValues(task.learnerParameters());
  const bool handwriting = task.id == "handwriting";
  const json learner = state.value(handwriting ? "training" : "learner", json::object());
  const auto take = [&](const char* key, const char* name) {
    if (learner.contains(key) && learner[key].is_number() && values.has(name))
      values.set(name, formatNumber(learner[key].get<double>()));
  };
  take("C", "C");
  take(handwriting ? "gap" : "relativeGap", "gap");
  take("maxPasses", "passes");
  // A project without the key was saved before the choice existed, when every graph model
  // trained with the Hamming loss (as the GUI reads it: learner_settings.cpp).
  if (values.has("loss"))
    values.set("loss", learner.value("balancedLoss", false) ? "balanced" : "hamming");
  return values;
}

HeadlessTraining trainProject(const std::string& path, const LearnerControl& control) {
  const ProjectDocument project = readProjectDocument(path);
  HeadlessTraining out;
  const auto trainer = std::find_if(trainers().begin(), trainers().end(), [&](const auto& entry) {
    return entry.first == project.workbench;
  });
  if (trainer == trainers().end()) {
    std::string which;
    for (const std::string& id : headlessWorkbenches()) which += (which.empty() ? "" : ", ") + id;
    throwIoError(path, "a " + project.workbench +
                           " project does not train from the command line yet (" + which + " do)");
  }
  try {
    out = trainer->second(path, project.state, control);
  } catch (const json::exception& e) {
    throwIoError(path, std::string("damaged project state (") + e.what() + ")");
  } catch (const std::invalid_argument& e) {
    throwIoError(path, e.what());
  }
  out.workbench = project.workbench;
  return out;
}

}  // namespace m3
