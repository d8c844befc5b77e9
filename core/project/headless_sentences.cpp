// A Sentences project trained headless: its sentences (or generated sample), the trees the
// person drew, the parser kind and learner (app/workbenches/sentences/).
#include "io/io_error.h"
#include "io/sentence_file.h"
#include "io/treebank.h"
#include "project/headless_trainers.h"
#include "samples/sentence_sample.h"
#include "tasks/sentences/parse_training_round.h"

namespace m3::headless {

using nlohmann::json;

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

}  // namespace m3::headless
