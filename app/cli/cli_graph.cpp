// Generic graph commands (AMN engine): graph train / predict / eval on m3studio-graphs files.
#include <cstdio>
#include <iostream>

#include "cli_interrupt.h"
#include "cli_args.h"
#include "cli_learner_options.h"
#include "cli_commands.h"
#include "eval/classification_metrics.h"
#include "io/io_error.h"
#include "tasks/graph_task.h"

namespace m3::cli {

namespace {

// The graph file must use the model's labels (same names, same order: predictions are label
// indices) and feature widths. Checked here, where both paths are known, so the message
// names both files; the engine's own check names neither.
void checkGraphsFitModel(const GraphSet& set, const std::string& dataPath, const AmnModel& model,
                         const std::string& modelPath) {
  if (!(set.labels == model.labels))
    throw IoError(dataPath + ": the graph file's labels (" + joinNames(set.labels.names) +
                  ") differ from those of the model " + modelPath + " (" + joinNames(model.labels.names) + ")");
  if (set.numNodeFeatures != model.layout.numNodeFeatures || set.numEdgeFeatures != model.layout.numEdgeFeatures)
    throw IoError(dataPath + ": " + std::to_string(set.numNodeFeatures) + " node and " +
                  std::to_string(set.numEdgeFeatures) + " edge features, the model " + modelPath + " expects " +
                  std::to_string(model.layout.numNodeFeatures) + " and " +
                  std::to_string(model.layout.numEdgeFeatures));
}

int graphTrain(const Args& args) {
  const GraphSet set = readGraphSet(args.required("data"));
  AmnTrainingOptions options;
  options.bcfw.C = args.number("C", 1.0);
  options.bcfw.maxPasses = args.integer("passes", 200);
  options.bcfw.relativeGapTolerance = args.number("gap", 0.01);
  options.maxBlockNodes = args.integer("block-nodes", options.maxBlockNodes);
  readGraphLossOption(args, options);
  if (!(options.bcfw.C > 0) || options.bcfw.maxPasses < 1 || !(options.bcfw.relativeGapTolerance >= 0))
    throw UsageError("--C and --passes must be positive, --gap >= 0");
  try {
    options.kind = parseGraphModelKind(args.get("model-kind", "amn"));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) {
    char line[160];
    std::snprintf(line, sizeof line, "pass %3d  primal %10.4g  dual %10.4g  gap %6.2f%%  train err %.4f  %.1fs",
                  p.pass, p.primal, p.dual, 100 * p.relativeGap(), p.trainError, p.seconds);
    printProgressLine(line, false);
  };
  const AmnTrainingResult r = trainAmn(set, options, control);
  if (r.reason == StopReason::EmptyProblem || r.labelledNodes == 0)
    throw IoError(args.required("data") + ": no labelled nodes to train on");
  printProgressLine("", true);
  saveAmnModel(args.required("out"), r.model);
  std::cout << graphModelKindName(options.kind) << " trained on " << r.labelledNodes << " labelled nodes in "
            << r.blocks << " block(s) (" << r.droppedEdges << " of " << r.keptEdges + r.droppedEdges
            << " labelled edges between blocks dropped), stopped: "
            << stopReasonName(r.reason) << " after " << r.progress.pass << " passes, " << r.progress.seconds
            << " s; saved " << args.get("out") << "\n";
  return 0;
}

int graphPredict(const Args& args) {
  const AmnModel model = loadAmnModel(args.required("model"));
  const GraphSet set = readGraphSet(args.required("data"));
  checkGraphsFitModel(set, args.required("data"), model, args.required("model"));
  std::vector<Labeling> predictions;
  for (const PairwiseGraph& g : set.graphs) predictions.push_back(predictAmn(model, g));
  writeGraphSet(args.required("out"), set, predictions);
  std::cout << "wrote predictions for " << set.graphs.size() << " graph(s) to " << args.get("out") << "\n";
  return 0;
}

int graphEval(const Args& args) {
  const AmnModel model = loadAmnModel(args.required("model"));
  const GraphSet set = readGraphSet(args.required("data"));
  checkGraphsFitModel(set, args.required("data"), model, args.required("model"));
  ClassificationMetrics metrics(model.labels.size());
  for (const PairwiseGraph& g : set.graphs) metrics.add(g.labels, predictAmn(model, g));
  if (metrics.total() == 0) throw IoError(args.required("data") + ": no labelled nodes to evaluate against");
  std::printf("nodes %ld\nper-node accuracy %.4f\n", metrics.total(), metrics.accuracy());
  std::printf("%-16s %9s %9s %9s\n", "label", "precision", "recall", "F1");
  for (int k = 0; k < model.labels.size(); ++k)
    std::printf("%-16s %9.4f %9.4f %9.4f\n", model.labels.names[k].c_str(), metrics.precision(k), metrics.recall(k),
                metrics.f1(k));
  return 0;
}

}  // namespace

int runGraph(const Argv& argv) {
  return runSubcommand("graph", argv,
                       {{"train", {"data", "out", "C", "passes", "gap", "model-kind", "block-nodes", "loss"}, {}, graphTrain},
                        {"predict", {"model", "data", "out"}, {}, graphPredict},
                        {"eval", {"model", "data"}, {}, graphEval}});
}

}  // namespace m3::cli
