// A Graphs project trained headless: its graph files (or generated hypertext), the node labels,
// the model kind and learner (app/workbenches/graphs/).
#include "io/graph_files.h"
#include "io/io_error.h"
#include "project/headless_trainers.h"
#include "samples/hypertext_sample.h"
#include "tasks/graphs/graph_training_round.h"

namespace m3::headless {

using nlohmann::json;

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

}  // namespace m3::headless
