// Generic graph commands: graph train / predict / eval / suggest on m3studio-graphs files
// (io/graph_json.h) or node tables with edge lists (io/node_table_graph.h: --nodes FILE[,FILE...]
// --edges FILE[,FILE...], one graph per pair, [--label-names a,b,...] naming classes 0, 1, ...),
// with the AMN engine's models (tasks/graphs/graph_task.h) or the general pairwise M3N
// (--model-kind m3n-general, tasks/graphs/general_m3n_task.h); predict, eval and suggest read
// either model (tasks/graphs/graph_training_round.h, predictGraph).
#include <algorithm>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "eval/classification_metrics.h"
#include "inference/uncertainty.h"
#include "io/io_error.h"
#include "io/node_table_graph.h"
#include "parallel/parallel_blocks.h"
#include "samples/hypertext_sample.h"
#include "tasks/graphs/general_m3n_task.h"
#include "tasks/graphs/graph_task.h"
#include "tasks/graphs/graph_training_round.h"
#include "tasks/suggestions.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {


// The graphs must use the model's labels (same names, same order: predictions are label
// indices) and feature widths. Checked here, where both paths are known, so the message
// names both files; the engine's own check names neither.
void checkGraphsFitModel(const GraphSet& set, const std::string& dataPath, const GraphModel& model,
                         const std::string& modelPath) {
  const LabelSet& labels = model.labels();
  const int nodeFeatures = model.numNodeFeatures(), edgeFeatures = model.numEdgeFeatures();
  if (!(set.labels == labels))
    throw IoError(dataPath + ": the graph file's labels (" + joinNames(set.labels.names) +
                  ") differ from those of the model " + modelPath + " (" + joinNames(labels.names) + ")");
  if (set.numNodeFeatures != nodeFeatures || set.numEdgeFeatures != edgeFeatures)
    throw IoError(dataPath + ": " + std::to_string(set.numNodeFeatures) + " node and " +
                  std::to_string(set.numEdgeFeatures) + " edge features, the model " + modelPath + " expects " +
                  std::to_string(nodeFeatures) + " and " + std::to_string(edgeFeatures));
}

GraphModel loadGraphModel(const std::string& path) {
  return graphModelFromJson(readFileMaybeGzip(path), path);
}

std::string inputName(const Args& args) { return args.has("data") ? args.get("data") : args.get("nodes"); }

int graphTrainGeneral(const Args& args, const GraphSet& set) {
  GeneralM3nOptions options;
  readLearner(args, options.bcfw);
  options.maxBlockNodes = args.integer("block-nodes", options.maxBlockNodes);
  AmnTrainingOptions loss;
  readGraphLossOption(args, loss);
  options.balancedLoss = loss.balancedLoss;
  const GeneralM3nTrainingResult r = trainGeneralM3n(set, options, printingProgress());
  printProgressLine("", true);
  throwIfInterrupted();
  if (r.reason == StopReason::EmptyProblem) throw IoError(inputName(args) + ": no labelled nodes to train on");
  saveGeneralM3nModel(args.required("out"), r.model);
  std::printf("m3n-general trained on %d labelled nodes in %d block(s) (%d of %d labelled edges between blocks "
              "dropped), stopped: %s after %d passes, gap %.2f%% (exact for the LP relaxation), %.1f s; saved %s\n",
              r.labelledNodes, r.blocks, r.droppedEdges, r.keptEdges + r.droppedEdges, stopReasonName(r.reason),
              r.progress.pass, 100 * r.progress.relativeGap(), r.progress.seconds, args.get("out").c_str());
  return 0;
}

int graphTrainOnProcessGroup(const Args& args, ProcessGroup& group) {
  const GraphSet set = readGraphInput(args);
  if (args.get("model-kind") == "m3n-general") {
    if (group.size() > 1) throw UsageError("--model-kind m3n-general trains on one process: run it without mpirun");
    return graphTrainGeneral(args, set);
  }
  AmnTrainingOptions options;
  readLearner(args, options.bcfw);
  options.maxBlockNodes = args.integer("block-nodes", options.maxBlockNodes);
  readGraphLossOption(args, options);
  options.kind = parseGraphModelKind(args.required("model-kind"));
  LearnerControl control = printingProgress();
  shareBlocksAmongRanks(args, group, options, control);
  const AmnTrainingResult r = trainAmn(set, options, control);
  if (r.reason == StopReason::EmptyProblem || r.labelledNodes == 0)
    throw IoError(inputName(args) + ": no labelled nodes to train on");
  if (group.rank() != 0) return 0;  // among MPI ranks, only rank 0 prints and writes
  printProgressLine("", true);
  saveAmnModel(args.required("out"), r.model);
  std::cout << graphModelKindName(options.kind) << " trained on " << r.labelledNodes << " labelled nodes in "
            << r.blocks << " block(s) (" << r.droppedEdges << " of " << r.keptEdges + r.droppedEdges
            << " labelled edges between blocks dropped), stopped: "
            << stopReasonName(r.reason) << " after " << r.progress.pass << " passes, " << gapText(r.progress) << ", "
            << r.progress.seconds << " s" << (group.size() > 1 ? " on " + std::to_string(group.size()) + " MPI ranks" : "")
            << "; saved " << args.get("out") << "\n";
  return 0;
}

int graphTrain(const Args& args) {
  return runOnProcessGroup([&](ProcessGroup& group) { return graphTrainOnProcessGroup(args, group); });
}

int graphPredict(const Args& args) {
  const GraphModel model = loadGraphModel(args.required("model"));
  const GraphSet set = readGraphInput(args);
  checkGraphsFitModel(set, inputName(args), model, args.get("model"));
  // Graphs are independent: predicted on every core (--threads), each into its own slot.
  std::vector<Labeling> predictions(set.graphs.size());
  parallelEach(static_cast<int>(set.graphs.size()),
               [&](int i) { predictions[i] = predictGraph(model, set.graphs[i]); });
  writeGraphSet(args.required("out"), set, predictions);
  std::cout << "wrote " << model.kindName() << " predictions for " << set.graphs.size()
            << " graph(s) to " << args.get("out") << "\n";
  return 0;
}

int graphEval(const Args& args) {
  const GraphModel model = loadGraphModel(args.required("model"));
  const GraphSet set = readGraphInput(args);
  checkGraphsFitModel(set, inputName(args), model, args.get("model"));
  JsonResults out(args, "graph eval");
  ClassificationMetrics metrics(model.labels().size());
  const int n = static_cast<int>(set.graphs.size());
  std::vector<Labeling> predictions(n);
  std::vector<char> exact(n, 1);
  parallelEach(n, [&](int i) {
    bool integralLp = true;
    predictions[i] = predictGraph(model, set.graphs[i], &integralLp);
    exact[i] = integralLp ? 1 : 0;
  });
  for (int i = 0; i < n; ++i) metrics.add(set.graphs[i].labels, predictions[i]);
  const int integral = static_cast<int>(std::count(exact.begin(), exact.end(), 1));
  if (metrics.total() == 0) throw IoError(inputName(args) + ": no labelled nodes to evaluate against");
  out["model"] = model.kindName();
  out["graphs"] = set.graphs.size();
  if (model.kindName() == "m3n-general") out["lpIntegralGraphs"] = integral;
  out["metrics"] = classificationJson(metrics, model.labels());
  out.print();
  if (!out.text()) return 0;
  std::printf("%s model, nodes %ld\nper-node accuracy %.4f\n", model.kindName().c_str(),
              metrics.total(), metrics.accuracy());
  if (model.kindName() == "m3n-general")
    std::printf("LP integral on %d of %zu graph(s) (fractional ones rounded)\n", integral, set.graphs.size());
  std::printf("%-16s %9s %9s %9s\n", "label", "precision", "recall", "F1");
  for (int k = 0; k < model.labels().size(); ++k)
    std::printf("%-16s %9.4f %9.4f %9.4f\n", model.labels().names[k].c_str(), metrics.precision(k),
                metrics.recall(k), metrics.f1(k));
  return 0;
}

// The nodes to label next over every graph, least sure first (their local margins, as Label
// Next in the Graphs workbench ranks them), as TSV; with --skip-labelled the nodes the file
// labels are left out (a partly labelled graph).
int graphSuggest(const Args& args) {
  const GraphModel model = loadGraphModel(args.required("model"));
  const GraphSet set = readGraphInput(args);
  checkGraphsFitModel(set, inputName(args), model, args.get("model"));
  const int n = static_cast<int>(set.graphs.size());
  std::vector<Labeling> predictions(n);
  std::vector<std::vector<double>> margins(n);
  std::vector<std::vector<bool>> skip(n);
  parallelEach(
      n, [&](int i) { predictions[i] = predictGraph(model, set.graphs[i], nullptr, &margins[i]); });
  if (args.has("skip-labelled"))
    for (int i = 0; i < n; ++i)
      for (int label : set.graphs[i].labels) skip[i].push_back(label != kUnlabelled);
  std::string out = "rank\tgraph\tnode\tmargin\tprediction\n";
  const std::vector<GraphNodeRef> next =
      leastConfidentNodesOfSet(margins, args.integer("count"), skip);
  for (size_t r = 0; r < next.size(); ++r) {
    const std::vector<std::string>& names = set.nodeNames[next[r].graph];
    const std::string node =
        names.empty() ? std::to_string(next[r].node) : names[static_cast<size_t>(next[r].node)];
    out += std::to_string(r + 1) + '\t' + set.names[next[r].graph] + '\t' + node + '\t' +
           significant(next[r].confidence) + '\t' +
           model.labels().names[predictions[next[r].graph][next[r].node]] + '\n';
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

// The Graphs workbench's generated departments as a graph JSON file (samples/hypertext_sample.h).
int graphSample(const Args& args) {
  HypertextSampleOptions options;
  options.graphs = args.integer("graphs");
  options.pagesPerGraph = args.integer("pages");
  options.seed = static_cast<std::uint32_t>(args.integer("seed"));
  const GraphSet set = generateHypertextSample(options);
  writeGraphSet(args.required("out"), set);
  std::cout << "wrote " << set.graphs.size() << " generated department(s) of " << options.pagesPerGraph << " pages to "
            << args.get("out") << "\n";
  return 0;
}

}  // namespace

CommandGroup graphCommands() {
  const Parameter data =
      Parameter::text("data", "GRAPHS", "graphs as an m3studio-graphs JSON file (docs/formats.md)");
  const Parameter model =
      Parameter::text("model", "MODEL", "a model file that graph train wrote", true);
  std::vector<Parameter> train{data};
  for (const Parameter& p : graphInputOptions()) train.push_back(p);
  train.push_back(outOption("where the model goes (JSON)"));
  const TaskDeclaration& task = taskDeclaration("graphs");
  train.push_back(task.modelKindParameter());
  for (const Parameter& p : task.learnerParameters()) train.push_back(p);
  Parameter blockNodes =
      Parameter::integer("block-nodes", 0, 1, 100000000,
                         "training blocks of at most this many nodes (default: 50 for m3n-general, "
                         "2,000 for the others)");
  blockNodes.defaultValue.clear();  // the model kind's own
  train.push_back(blockNodes);
  std::vector<Parameter> predict{model, data}, eval{model, data}, suggest{model, data};
  for (const Parameter& p : graphInputOptions()) {
    predict.push_back(p);
    eval.push_back(p);
    suggest.push_back(p);
  }
  suggest.push_back(suggestionCountParameter("nodes to list"));
  suggest.push_back(suggestionSkipLabelledParameter("the nodes"));
  predict.push_back(outOption("the graphs with predicted labels (JSON)"));
  eval.push_back(jsonFlag());
  const HypertextSampleOptions sample;
  return {"graph",
          "generic graphs: m3studio-graphs JSON (docs/formats.md), or node tables with edge lists",
          {{"train",
            "train on the labelled nodes (under mpirun: the 1-slack learner, its blocks shared "
            "among the ranks)",
            train, graphTrain,
            "give --data, or --nodes and --edges (node tables named *.csv are CSV with a header: "
            "id, label (a class\n"
            "name), name, features; others: id, comma-separated features, class)"},
           {"predict", "label every node", predict, graphPredict},
           {"eval", "accuracy and per-label precision, recall, F1", eval, graphEval},
           {"suggest",
            "the nodes to label next: those the model is least sure of (their local margins), "
            "as TSV",
            suggest, graphSuggest, "The order is that of Label Next in the Graphs workbench (F8)."},
           {"sample",
            "generated departments' web pages (the Graphs workbench's sample)",
            {outOption("the graph JSON file to write"),
             Parameter::integer("graphs", 1, 1, 1000, "departments"),
             Parameter::integer("pages", sample.pagesPerGraph, 10, 100000, "pages per department"),
             seedOption(static_cast<int>(sample.seed))},
            graphSample}}};
}

}  // namespace m3::cli
