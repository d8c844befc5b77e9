// A Handwriting project trained headless: its letter data (or generated sample), the letters
// the person typed, the Training Options and kernel (app/workbenches/handwriting/).
#include "io/io_error.h"
#include "io/letter_data.h"
#include "learning/kernel.h"
#include "model/chain_model_json.h"
#include "project/headless_trainers.h"
#include "samples/handwriting_sample.h"
#include "tasks/handwriting_task.h"

namespace m3::headless {

using nlohmann::json;

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
  // Projects written before "learner" kept the model choice in "training" too.
  const json older = state.value("training", json::object());
  applyLearnerValues(projectLearnerValues(state, taskDeclaration("handwriting")), request.options);
  request.useTransitions = state.value("transitions", older.value("transitions", true));
  const std::string kernel = state.value("kernel", older.value("kernel", std::string()));
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

}  // namespace m3::headless
