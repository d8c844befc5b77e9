// Multi-label commands (ARFF data, issue 8): multilabel train / predict / eval.
//   multilabel train   --data ARFF (--labels K | --xml FILE) --out MODEL
//                      [--model-kind lmsbn|lmsbn-fscore|lmbm|svm|chain-ssvm|full-ssvm] [--C c]
//                      [--eta0 e] [--passes n] [--gap g] [--seed s]
//                      [--kernel linear|poly2|poly3|rbf [--gamma g] [--kernel-scale s]]   (lmsbn* only)
//   multilabel predict --model MODEL --data ARFF [--xml FILE] --out FILE(.arff|.tsv) [--bound S]
//   multilabel eval    --model MODEL --data ARFF [--xml FILE] [--bound S] [--lmbm-inference exact|lp]
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

#include "cli_json_results.h"
#include "cli_interrupt.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "eval/multilabel_metrics.h"
#include "io/arff_io.h"
#include "io/io_error.h"
#include "tasks/multilabel_task.h"

namespace m3::cli {

namespace {

MultiLabelData readTrainingData(const Args& args) {
  const std::string path = args.required("data");
  if (args.has("xml") == args.has("labels")) throw UsageError("give exactly one of --labels K and --xml FILE");
  if (args.has("xml")) return readMultiLabelArff(path, args.get("xml"));
  const int K = args.integer("labels", 0);
  if (K < 1) throw UsageError("--labels must be a positive number of label attributes");
  return readMultiLabelArff(path, K);
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
  if (!(o.lmsbnBound > 0)) throw UsageError("--bound must be positive");
  const std::string inference = args.get("lmbm-inference", "exact");
  if (inference == "lp") o.lmbmInference = LmbmInference::Lp;
  else if (inference != "exact") throw UsageError("--lmbm-inference must be exact or lp");
  return o;
}

int multilabelTrain(const Args& args) {
  const std::string out = args.required("out");
  MultiLabelTrainingOptions o;
  try {
    o.kind = parseMultiLabelKind(args.get("model-kind", "lmsbn"));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  o.C = args.number("C", 1.0);
  o.eta0 = args.number("eta0", 1.0);
  o.ssvmPasses = args.integer("passes", o.ssvmPasses);
  o.ssvmGap = args.number("gap", o.ssvmGap);
  o.seed = static_cast<unsigned>(args.integer("seed", 1));
  if ((args.has("gamma") || args.has("kernel-scale")) && !args.has("kernel"))
    throw UsageError("--gamma and --kernel-scale need --kernel");
  if (args.has("kernel")) {
    try {
      o.kernel = kernelFromName(args.get("kernel"), args.number("kernel-scale", 1.0), args.number("gamma", 1.0));
      o.kernel.validate();
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
    if (o.kernel.type != KernelType::Linear && o.kind != MultiLabelModelKind::Lmsbn &&
        o.kind != MultiLabelModelKind::LmsbnFscore)
      throw UsageError("--kernel needs --model-kind lmsbn or lmsbn-fscore");
  }
  if (!(o.C > 0) || !(o.eta0 >= 0) || o.ssvmPasses < 1 || !(o.ssvmGap >= 0))
    throw UsageError("need --C > 0, --eta0 >= 0, --passes >= 1 and --gap >= 0");
  const MultiLabelData data = readTrainingData(args);
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

int multilabelEval(const Args& args) {
  const MultiLabelPredictOptions options = predictOptions(args);
  const MultiLabelModel model = loadMultiLabelModel(args.required("model"));
  const MultiLabelData data = readDataFor(args, model);
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

int runMultilabel(const Argv& argv) {
  return runSubcommand(
      "multilabel", argv,
      {{"train",
        {"data", "labels", "xml", "out", "model-kind", "C", "eta0", "passes", "gap", "seed", "kernel", "gamma",
         "kernel-scale"},
        {},
        multilabelTrain},
       {"predict", {"model", "data", "xml", "out", "bound", "lmbm-inference"}, {}, multilabelPredict},
       {"eval", {"model", "data", "xml", "bound", "lmbm-inference"}, {"json"}, multilabelEval}});
}

}  // namespace m3::cli
