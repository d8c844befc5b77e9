// Multi-label commands (ARFF data, issue 8): multilabel train / predict / eval / suggest.
//   multilabel train   --data ARFF (--labels K | --xml FILE) --out MODEL
//                      [--model-kind lmsbn|lmsbn-fscore|lmbm|svm|chain-ssvm|full-ssvm] [--C c]
//                      [--eta0 e] [--passes n] [--gap g] [--seed s]
//                      [--kernel linear|poly2|poly3|rbf [--gamma g] [--kernel-scale s]]
//                      (--kernel: lmsbn* only)
//   multilabel predict --model MODEL --data ARFF [--xml FILE] --out FILE(.arff|.tsv) [--bound S]
//   multilabel eval    --model MODEL --data ARFF [--xml FILE] [--bound S]
//                      [--lmbm-inference exact|lp]
//   multilabel suggest --model MODEL --data ARFF [--xml FILE] [--count n] [--diversity d]
// predict and eval take the label columns from the model: the last K attributes of the ARFF
// (K = the model's label count) unless --xml names them; their names must be the model's.
// predict writes .arff (the features and the predicted labels, readable by train and eval)
// or .tsv (row, the predicted label names, then one margin per label; > 0 means on).
// --kernel: the kernel on x of each LMSBN unit (learning/lmsbn.h); spelled as in bonds / ocr:
// poly2 / poly3 are (s x.x' + 1)^d with s = --kernel-scale (default 1), rbf is
// exp(-g |x - x'|^2) with g = --gamma (default 1). --gamma / --kernel-scale need --kernel.
// --bound S: LMSBN branch-and-bound bound (default infinity: exact). Defaults: lmsbn, C 1.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_command.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "eval/multilabel_metrics.h"
#include "io/arff_io.h"
#include "io/io_error.h"
#include "learning/kernel.h"
#include "tasks/multilabel_task.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

MultiLabelData readTrainingData(const Args& args) {
  const std::string path = args.required("data");
  if (args.has("xml") == args.has("labels")) throw UsageError("give exactly one of --labels K and --xml FILE");
  if (args.has("xml")) return readMultiLabelArff(path, args.get("xml"));
  return readMultiLabelArff(path, args.integer("labels"));
}

MultiLabelData readDataFor(const Args& args, const MultiLabelModel& model) {
  const std::string path = args.required("data");
  MultiLabelData d = args.has("xml") ? readMultiLabelArff(path, args.get("xml"))
                                     : splitMultiLabel(readArff(path), model.numLabels(), path);
  if (d.labelNames != model.labelNames) {
    std::string have, want;
    for (const std::string& n : d.labelNames) have += (have.empty() ? "" : ", ") + n;
    for (const std::string& n : model.labelNames) want += (want.empty() ? "" : ", ") + n;
    throw IoError(path + ": label attributes (" + have + (args.has("xml") ? ", named by " + args.get("xml") : "") +
                  ") differ from the model's (" + want + ") in " + args.required("model"));
  }
  if (d.numFeatures() != model.numFeatures)
    throw IoError(path + ": " + std::to_string(d.numFeatures()) + " feature attributes, the model " +
                  args.required("model") + " expects " + std::to_string(model.numFeatures));
  return d;
}

MultiLabelPredictOptions predictOptions(const Args& args) {
  MultiLabelPredictOptions o;
  o.lmsbnBound = args.number("bound", std::numeric_limits<double>::infinity());
  if (args.get("lmbm-inference") == "lp") o.lmbmInference = LmbmInference::Lp;
  return o;
}

int multilabelTrain(const Args& args) {
  const std::string out = args.required("out");
  MultiLabelTrainingOptions o;
  o.kind = parseMultiLabelKind(args.required("model-kind"));
  o.C = args.number("C");
  o.eta0 = args.number("eta0");
  o.ssvmPasses = args.integer("passes");
  o.ssvmGap = args.number("gap");
  o.seed = static_cast<unsigned>(args.integer("seed"));
  if ((args.has("gamma") || args.has("kernel-scale")) && !args.has("kernel"))
    throw UsageError("--gamma and --kernel-scale need --kernel");
  if (args.has("kernel")) {
    try {
      o.kernel =
          kernelFromName(args.get("kernel"), args.number("kernel-scale"), args.number("gamma"));
      o.kernel.validate();
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
    if (o.kernel.type != KernelType::Linear && o.kind != MultiLabelModelKind::Lmsbn &&
        o.kind != MultiLabelModelKind::LmsbnFscore)
      throw UsageError("--kernel needs --model-kind lmsbn or lmsbn-fscore");
  }
  const MultiLabelData data = readTrainingData(args);
  if (data.size() == 0) throw IoError(args.required("data") + ": no examples to train on");
  LearnerControl control;
  control.stop = interruptFlag();
  std::string last;
  control.onProgress = [&last](const TrainingProgress& p) {
    char line[160];
    std::snprintf(line, sizeof line, "pass %d  primal %.4g  gap %.3g  train error %.4f  %.1f s", p.pass, p.primal,
                  p.gap, p.trainError, p.seconds);
    printProgressLine(last = line, false);
  };
  const MultiLabelTrainingResult r = trainMultiLabel(data, o, control);
  if (!last.empty()) printProgressLine(last, true);
  saveMultiLabelModel(out, r.model);
  std::printf("%s trained on %d examples, %d features, %d labels in %.2f s (C = %g; %s)\nwrote %s\n",
              multiLabelKindName(o.kind), data.size(), data.numFeatures(), data.numLabels(), r.seconds, o.C,
              multiLabelReportText(r.report).c_str(), out.c_str());
  return 0;
}

void writeTsv(const std::string& path, const MultiLabelModel& model, const MultiLabelPrediction& p) {
  std::string text = "row\tpredicted";
  for (const std::string& n : model.labelNames) text += "\tmargin_" + n;
  text += '\n';
  char num[40];
  for (Eigen::Index l = 0; l < p.labels.rows(); ++l) {
    std::string names;
    for (int i = 0; i < model.numLabels(); ++i)
      if (p.labels(l, i)) names += (names.empty() ? "" : ",") + model.labelNames[static_cast<std::size_t>(i)];
    text += std::to_string(l) + '\t' + names;
    for (int i = 0; i < model.numLabels(); ++i) {
      std::snprintf(num, sizeof num, "\t%.6g", p.margins(l, i));
      text += num;
    }
    text += '\n';
  }
  writeFileAtomically(path, text);
}

bool endsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

int multilabelPredict(const Args& args) {
  const std::string out = args.required("out");
  if (!endsWith(out, ".arff") && !endsWith(out, ".tsv")) throw UsageError("--out must end in .arff or .tsv");
  const MultiLabelPredictOptions options = predictOptions(args);
  const MultiLabelModel model = loadMultiLabelModel(args.required("model"));
  MultiLabelData data = readDataFor(args, model);
  const MultiLabelPrediction p = predictMultiLabel(model, data.features, options);
  if (endsWith(out, ".tsv")) {
    writeTsv(out, model, p);
  } else {
    data.labels = p.labels;
    writeMultiLabelArff(out, data, false);
  }
  std::printf("predicted %d examples with the %s model (%ld exact)\nwrote %s\n", data.size(),
              multiLabelKindName(model.kind), p.exact, out.c_str());
  return 0;
}

// The items to label next, least sure first (their least sure label, as Label Next in the
// Scenes workbench ranks them), as TSV; the file's labels are the reference, not yours.
int multilabelSuggest(const Args& args) {
  const MultiLabelModel model = loadMultiLabelModel(args.required("model"));
  const MultiLabelData data = readDataFor(args, model);
  const MultiLabelPrediction p = predictMultiLabel(model, data.features, predictOptions(args));
  const std::vector<Suggestion> next = suggestMultiLabelItems(
      p.margins, data.features, {}, {args.integer("count"), args.number("diversity")});
  std::string text = "rank\trow\tmargin\tpredicted\n";
  for (size_t r = 0; r < next.size(); ++r) {
    std::string names;
    for (int i = 0; i < model.numLabels(); ++i)
      if (p.labels(next[r].item, i))
        names += (names.empty() ? "" : ",") + model.labelNames[static_cast<size_t>(i)];
    text += std::to_string(r + 1) + '\t' + std::to_string(next[r].item) + '\t' +
            significant(next[r].margin) + '\t' + names + '\n';
  }
  std::fputs(text.c_str(), stdout);
  return 0;
}

int multilabelEval(const Args& args) {
  const MultiLabelPredictOptions options = predictOptions(args);
  const MultiLabelModel model = loadMultiLabelModel(args.required("model"));
  const MultiLabelData data = readDataFor(args, model);
  // Scores over no examples are no result (F1 1.0 per label, 0.0 macro: the independent check).
  if (data.size() == 0) throw IoError(args.required("data") + ": no examples to evaluate against");
  const MultiLabelPrediction p = predictMultiLabel(model, data.features, options);
  const MultiLabelMetrics m = multiLabelMetrics(data.labels, p.labels);
  JsonResults out(args, "multilabel eval");
  out["model"] = multiLabelKindName(model.kind);
  out["examples"] = data.size();
  out["exactInference"] = p.exact;
  out["exactMatch"] = m.exactMatch;
  out["hammingLoss"] = m.hammingLoss;
  out["instanceF1"] = m.instanceF1;
  out["macroF1"] = m.macroF1;
  out["microF1"] = m.microF1;
  out["perLabelF1"] = nlohmann::json::object();
  for (int i = 0; i < data.numLabels(); ++i)
    out["perLabelF1"][model.labelNames[static_cast<std::size_t>(i)]] = m.perLabelF1[static_cast<std::size_t>(i)];
  out.print();
  if (!out.text()) return 0;
  std::printf("%s model, %d examples, %d labels (%ld with exact inference)\n", multiLabelKindName(model.kind),
              data.size(), data.numLabels(), p.exact);
  std::printf("exact match %.4f\nhamming loss %.4f\ninstance F1 %.4f\nmacro F1 %.4f\nmicro F1 %.4f\n", m.exactMatch,
              m.hammingLoss, m.instanceF1, m.macroF1, m.microF1);
  std::printf("per-label F1:");
  for (int i = 0; i < data.numLabels(); ++i)
    std::printf(" %s %.4f", model.labelNames[static_cast<std::size_t>(i)].c_str(), m.perLabelF1[static_cast<std::size_t>(i)]);
  std::printf("\n");
  return 0;
}

}  // namespace

CommandGroup multilabelCommands() {
  const Parameter data =
      Parameter::text("data", "ARFF", "MULAN ARFF, dense or sparse, optionally .gz", true);
  const Parameter xml =
      Parameter::text("xml", "FILE", "the MULAN XML file naming the label attributes");
  const Parameter model =
      Parameter::text("model", "MODEL", "a model file that multilabel train wrote", true);
  const TaskDeclaration& task = taskDeclaration("scenes");
  const MultiLabelTrainingOptions defaults;
  std::vector<Parameter> train{
      data,
      withoutDefault(Parameter::integer("labels", 1, 1, 100000,
                                        "the last K attributes are labels (instead of --xml)")),
      xml, outOption("where the model goes (JSON)"), task.modelKindParameter()};
  for (const Parameter& p : task.learnerParameters()) train.push_back(p);
  train.push_back(Parameter::real("eta0", defaults.eta0, 0, 1e6,
                                  "LMBM: extra regularisation of the pairwise weights"));
  train.push_back(Parameter::integer("passes", defaults.ssvmPasses, 1, 1000000,
                                     "chain-ssvm / full-ssvm: BCFW pass limit"));
  train.push_back(Parameter::real("gap", defaults.ssvmGap, 0, 1,
                                  "chain-ssvm / full-ssvm: stop at this relative gap"));
  train.push_back(seedOption());
  train.push_back(withoutDefault(Parameter::choice(
      "kernel", kernelNames(), "", "lmsbn / lmsbn-fscore: a kernel on the features")));
  train.push_back(Parameter::real("gamma", 1, 0, 1e6, "RBF kernel: exp(-gamma |x - x'|^2)", true));
  train.push_back(
      Parameter::real("kernel-scale", 1, 0, 1e6, "polynomial kernels: (scale x.x' + 1)^d", true));
  const std::vector<Parameter> inference{
      withoutDefault(Parameter::real("bound", 1, 0, 1e300,
                                     "LMSBN branch and bound: at most this many nodes "
                                     "(default: exhaustive)",
                                     true)),
      Parameter::choice("lmbm-inference", {"exact", "lp"}, "exact",
                        "LMBM: exact MAP or its LP relaxation")};
  std::vector<Parameter> predict{model, data, xml, outOption("predicted labels: .arff or .tsv")};
  predict.insert(predict.end(), inference.begin(), inference.end());
  std::vector<Parameter> suggest{model, data, xml, suggestionCountParameter("items to list"),
                                 suggestionDiversityParameter()};
  suggest.insert(suggest.end(), inference.begin(), inference.end());
  std::vector<Parameter> eval{model, data, xml};
  eval.insert(eval.end(), inference.begin(), inference.end());
  eval.push_back(jsonFlag());
  return {"multilabel",
          "multi-label data: MULAN ARFF, dense or sparse, optionally .gz",
          {{"train", "learn label sets (give --labels K or --xml FILE)", train, multilabelTrain},
           {"predict", "predicted label sets", predict, multilabelPredict},
           {"eval", "exact match, Hamming loss, instance / macro / micro F1", eval, multilabelEval},
           {"suggest",
            "the items to label next: those whose least sure label is nearest a flip, as TSV (rows "
            "from 0, as predict writes them)",
            suggest, multilabelSuggest,
            "The order is that of Label Next in the Scenes workbench (F8)."}}};
}

}  // namespace m3::cli
