// Protein bonds commands (disulfide connectivity by max-margin matching): bonds train /
// predict / eval / cv / suggest. Inputs (core/io/protein_input.h): PDB files or directories of
// them, FASTA with bonds= annotation, or the DISULFIND directory; several joined by commas.
//   bonds train   --data IN --out MODEL [--model-kind m3n|pair-svm] [--C c] [--passes n] [--gap g]
//                 [--kernel linear|poly2|poly3|rbf [--gamma g] [--kernel-scale s]]   (M3N only;
//                 without --gamma the RBF width comes from the training pairs)
//   bonds predict --model MODEL --data IN --out FILE
//                 FASTA (bonds=) or, for *.tsv, one line per protein
//   bonds eval    --model MODEL --data IN   precision / accuracy per gold bond count
//   bonds cv      --data IN [--folds k] [--model-kind ..] [--C c] [--passes n] [--gap g] [--seed s]
//   bonds suggest --model MODEL --data IN [--count n] [--skip-labelled]
//                 the proteins to label next (TSV)
// Proteins with gold bonds are scored with the bonding state known (their bonded cysteines
// are paired); proteins without gold bonds are paired over all their cysteines.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <set>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_learner_options.h"
#include "io/fasta_bonds.h"
#include "io/io_error.h"
#include "io/protein_input.h"
#include "learning/kernel.h"
#include "parallel/parallel_blocks.h"
#include "tasks/bond_task.h"
#include "tasks/suggestions.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

BondTrainingOptions trainingOptions(const Args& args) {
  BondTrainingOptions o;
  o.kind = parseBondModelKind(args.required("model-kind"));
  readLearner(args, o.bcfw);
  if (args.has("kernel")) {
    try {
      // Without --gamma the RBF width is left at 0: trainBonds then picks it (rbfGammaHeuristic).
      if (args.get("kernel") == "rbf" && !args.has("gamma"))
        o.kernel = KernelSpec::rbf(0.0);
      else
        o.kernel = kernelFromName(args.get("kernel"), args.number("kernel-scale"),
                                  args.number("gamma", 1.0));
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  }
  return o;
}

// One model needs one kind of input: per-cysteine vectors of one width (DISULFIND) or
// sequences (FASTA, PDB). Checked here because only here are the files known; the learner's
// own message names just the protein.
void checkOneInputKind(const ProteinInput& in) {
  if (in.proteins.empty()) return;
  const Protein& first = in.proteins.front();
  const Eigen::Index width = first.cysteineFeatures.size() > 0 ? first.cysteineFeatures.cols() : 0;
  for (size_t k = 1; k < in.proteins.size(); ++k) {
    const Protein& p = in.proteins[k];
    const bool same = width > 0 ? p.cysteineFeatures.size() > 0 && p.cysteineFeatures.cols() == width
                                : !p.sequence.empty();
    if (same) continue;
    throw IoError(in.origin[k] + ": protein " + p.name +
                  (width > 0 ? " has no per-cysteine vectors of width " + std::to_string(width)
                             : std::string(" has no sequence")) +
                  ", unlike " + first.name + " of " + in.origin[0] +
                  " (one model cannot mix DISULFIND vectors with sequences)");
  }
}

// A protein the model cannot score (other input kind or width): the learner's
// std::invalid_argument names the protein, this adds its file and the model file.
template <class F>
auto withFiles(const ProteinInput& in, size_t k, const std::string& modelPath, F&& f) {
  try {
    return f();
  } catch (const std::invalid_argument& e) {
    throw IoError(in.origin[k] + ": " + e.what() + " (model " + modelPath + ")");
  }
}

// --pdb-model N and --chains A,B: the model and chains of the PDB / mmCIF files to read.
StructureSelection structureSelection(const Args& args) {
  StructureSelection selection;
  selection.model = args.integer("pdb-model", 0);
  if (args.has("chains")) selection.chains = splitList(args.get("chains"), "chains");
  return selection;
}

ProteinInput readInput(const Args& args) {
  ProteinInput in = readProteinInput(args.required("data"), structureSelection(args));
  int fromGeometry = 0;
  for (BondSource s : in.bondSource) fromGeometry += s == BondSource::SgDistance;
  std::fprintf(stderr, "%zu proteins", in.proteins.size());
  if (fromGeometry) std::fprintf(stderr, " (%d with gold bonds from SG-SG distance < 2.5 A, no SSBOND)", fromGeometry);
  if (in.pdbInterChainBonds) std::fprintf(stderr, " (%d inter-chain SSBOND ends ignored)", in.pdbInterChainBonds);
  std::fprintf(stderr, "\n");
  return in;
}

int bondsTrain(const Args& args) {
  const BondTrainingOptions options = trainingOptions(args);
  const ProteinInput in = readInput(args);
  checkOneInputKind(in);
  const auto start = Clock::now();
  LearnerControl control;
  control.stop = interruptFlag();
  control.onProgress = [](const TrainingProgress& p) {
    char line[160];
    std::snprintf(line, sizeof line, "pass %d  primal %.4g  gap %.3g%%  train error %.4f", p.pass, p.primal,
                  100 * p.relativeGap(), p.trainError);
    printProgressLine(line, false);
  };
  const BondTrainingResult r = trainBonds(in.proteins, options, control);
  if (r.reason == StopReason::EmptyProblem) {
    std::cerr << "bonds train: no protein has gold bonds to learn from\n";
    return 1;
  }
  saveBondModel(args.required("out"), r.model);
  std::printf("trained %s on %d proteins (%s features, %d pair features", bondModelKindName(r.model.kind), r.proteins,
              bondFeatureKindName(r.model.features), r.model.featureDim());
  if (r.model.kernel)
    std::printf(", kernel %s, %lld support pairs", r.model.kernel->kernel.name().c_str(),
                static_cast<long long>(r.model.kernel->supportPairs.rows()));
  std::printf("): %d passes, gap %.3g%%, %.2f s\n", r.progress.pass, 100 * r.progress.relativeGap(), secondsSince(start));
  return 0;
}

// The metrics into `out`, then printed: as JSON with --json, else as the table.
void printMetrics(JsonResults& out, const BondMetrics& m) {
  const nlohmann::json metrics = bondMetricsJson(m);
  out["byBondCount"] = metrics["byBondCount"];
  out["all"] = metrics["all"];
  out.print();
  if (!out.text()) return;
  std::printf("bonds  proteins  precision  accuracy\n");
  for (const auto& [k, c] : m.byBondCount)
    std::printf("%5d  %8d  %9.3f  %8.3f\n", k, c.proteins, c.precision(), c.accuracy());
  std::printf("  all  %8d  %9.3f  %8.3f\n", m.overall.proteins, m.overall.precision(), m.overall.accuracy());
}

int bondsEval(const Args& args) {
  const std::string modelPath = args.required("model");
  const BondModel model = loadBondModel(modelPath);
  const ProteinInput in = readInput(args);
  // Proteins are predicted independently on every core (--threads), scored in their order.
  const int n = static_cast<int>(in.proteins.size());
  std::vector<Protein> known(n);
  std::vector<std::vector<Bond>> predicted(n);
  parallelEach(n, [&](int k) {
    if (in.proteins[k].bonds.empty()) return;
    known[k] = bondedCysteinesOnly(in.proteins[k]);
    predicted[k] = withFiles(in, k, modelPath, [&] { return predictBonds(model, known[k]).bonds; });
  });
  BondMetrics m;
  for (int k = 0; k < n; ++k) {
    if (in.proteins[k].bonds.empty()) continue;
    std::vector<Bond> gold;
    for (const auto& [a, b] : known[k].bonds) gold.push_back({a, b});
    m.add(gold, predicted[k], known[k].numCysteines());
  }
  if (m.overall.proteins == 0) {
    std::cerr << "bonds eval: no protein has gold bonds to compare with\n";
    return 1;
  }
  JsonResults out(args, "bonds eval");
  printMetrics(out, m);
  return 0;
}

// "1-4,2-3": bonds by 1-based cysteine numbers.
std::string bondList(const std::vector<std::pair<int, int>>& bonds) {
  std::string text;
  for (size_t k = 0; k < bonds.size(); ++k)
    text.append(k ? "," : "")
        .append(std::to_string(bonds[k].first + 1))
        .append("-")
        .append(std::to_string(bonds[k].second + 1));
  return text;
}

int bondsPredict(const Args& args) {
  const std::string modelPath = args.required("model");
  const BondModel model = loadBondModel(modelPath);
  ProteinInput in = readInput(args);
  const std::string out = args.required("out");
  parallelEach(static_cast<int>(in.proteins.size()), [&](int k) {  // every core, each its own
    Protein& p = in.proteins[k];
    std::vector<std::pair<int, int>> bonds;
    for (const Bond& b : withFiles(in, k, modelPath, [&] { return predictConnectivity(model, p); }))
      bonds.emplace_back(b.a, b.b);
    p.bonds = std::move(bonds);
  });
  if (out.ends_with(".tsv")) {
    std::string text = "protein\tbonds (1-based cysteine numbers)\n";
    for (const Protein& p : in.proteins) text += p.name + "\t" + bondList(p.bonds) + "\n";
    writeFileAtomically(out, text);
  } else {
    for (size_t k = 0; k < in.proteins.size(); ++k)
      if (in.proteins[k].sequence.empty())
        throw IoError(out + ": " + in.proteins[k].name + " (from " + in.origin[k] +
                      ") has no sequence, so it cannot be written as FASTA; use an --out ending in .tsv");
    ProteinSet set;
    set.proteins = std::move(in.proteins);
    writeFastaBondsFile(out, set);
  }
  std::printf("wrote predicted bonds of %zu proteins to %s\n", in.bondSource.size(), out.c_str());
  return 0;
}

// The proteins to label next, least sure first (the matching's margin over the second best,
// as Label Next in the Protein Bonds workbench ranks them), as TSV.
int bondsSuggest(const Args& args) {
  const std::string modelPath = args.required("model");
  const BondModel model = loadBondModel(modelPath);
  const ProteinInput in = readInput(args);
  const int n = static_cast<int>(in.proteins.size());
  std::vector<double> margins(n);
  std::vector<std::vector<std::pair<int, int>>> predicted(n);
  parallelEach(n, [&](int k) {
    for (const Bond& b : withFiles(in, k, modelPath, [&] {
           return predictConnectivity(model, in.proteins[k], nullptr, &margins[k]);
         }))
      predicted[k].emplace_back(b.a, b.b);
  });
  std::string text = "rank\tprotein\tmargin\tbonds (1-based cysteine numbers)\n";
  // The file's bonds are a reference unless told they are labels; a protein with bonds is then
  // left out (its margin would be over its bonded cysteines only, another question).
  std::vector<bool> labelled(static_cast<size_t>(n), false);
  if (args.has("skip-labelled"))
    for (int k = 0; k < n; ++k) labelled[k] = !in.proteins[k].bonds.empty();
  const std::vector<Suggestion> next =
      rankSuggestions(margins, labelled, {args.integer("count"), 0});
  for (size_t r = 0; r < next.size(); ++r)
    text += std::to_string(r + 1) + "\t" + in.proteins[next[r].item].name + "\t" +
            significant(next[r].margin) + "\t" + bondList(predicted[next[r].item]) + "\n";
  std::fputs(text.c_str(), stdout);
  return 0;
}

int bondsCv(const Args& args) {
  const BondTrainingOptions options = trainingOptions(args);
  const int folds = args.integer("folds");
  const ProteinInput in = readInput(args);
  checkOneInputKind(in);
  const BondCrossValidation cv = crossValidateBonds(
      in.proteins, folds, options, static_cast<std::uint32_t>(args.integer("seed")));
  JsonResults out(args, "bonds cv");
  out["folds"] = folds;
  out["model"] = bondModelKindName(options.kind);
  out["kernel"] = options.kernel ? nlohmann::json(options.kernel->name()) : nlohmann::json(nullptr);
  out["C"] = options.bcfw.C;
  out["medianTrainSecondsPerFold"] = median(cv.trainSeconds);
  if (out.text()) {
    std::string kernel;
    if (options.kernel) kernel.append(" ").append(options.kernel->name());
    std::printf("%d-fold cross-validation, %s%s, C %g: median training time per fold %.2f s\n", folds,
                bondModelKindName(options.kind), kernel.c_str(), options.bcfw.C, median(cv.trainSeconds));
  }
  printMetrics(out, cv.metrics);
  return 0;
}

}  // namespace

CommandGroup bondsCommands() {
  const Parameter data = Parameter::text(
      "data", "IN", "PDB / mmCIF files or folders, FASTA with bonds=, or the DISULFIND folder",
      true);
  const Parameter model =
      Parameter::text("model", "MODEL", "a model file that bonds train wrote", true);
  const std::vector<Parameter> structure{
      withoutDefault(Parameter::integer(
          "pdb-model", 1, 1, 1000000,
          "the MODEL of PDB / mmCIF files to read (NMR entries hold many; default the first)")),
      Parameter::text("chains", "A,B", "the chains of PDB / mmCIF files to read (default: all)")};
  const TaskDeclaration& task = taskDeclaration("bonds");
  std::vector<Parameter> train{data, outOption("where the model goes (JSON)"),
                               task.modelKindParameter()};
  for (const Parameter& p : task.learnerParameters()) train.push_back(p);
  train.push_back(withoutDefault(
      Parameter::choice("kernel", kernelNames(), "",
                        "M3N only: train in the dual with this kernel on pair features")));
  train.push_back(withoutDefault(Parameter::real(
      "gamma", 1, 0, 1e6, "RBF width (default: chosen from the training pairs)", true)));
  train.push_back(
      Parameter::real("kernel-scale", 1, 0, 1e6, "polynomial kernels: (scale x.x' + 1)^d", true));
  train.insert(train.end(), structure.begin(), structure.end());
  std::vector<Parameter> cv = train;
  cv.erase(cv.begin() + 1);  // no --out
  cv.push_back(Parameter::integer("folds", 4, 2, 1000, "folds of the cross-validation"));
  cv.push_back(seedOption());
  cv.push_back(jsonFlag());
  std::vector<Parameter> predict{model, data, outOption("FASTA with bonds=, or a .tsv table")};
  predict.insert(predict.end(), structure.begin(), structure.end());
  std::vector<Parameter> suggest{model, data, suggestionCountParameter("proteins to list"),
                                 suggestionSkipLabelledParameter("the proteins")};
  suggest.insert(suggest.end(), structure.begin(), structure.end());
  std::vector<Parameter> eval{model, data};
  eval.insert(eval.end(), structure.begin(), structure.end());
  eval.push_back(jsonFlag());
  return {"bonds",
          "protein bonds: PDB / mmCIF files or folders, FASTA with bonds=, the DISULFIND folder",
          {{"train", "train the bond model on the proteins' known bonds", train, bondsTrain},
           {"predict", "predicted bonds of every protein", predict, bondsPredict},
           {"eval", "precision / accuracy per gold bond count", eval, bondsEval},
           {"cv", "k-fold cross-validation", cv, bondsCv},
           {"suggest",
            "the proteins to label next: those whose matching wins by the least over the second "
            "best, as TSV",
            suggest, bondsSuggest,
            "The order is that of Label Next in the Protein Bonds workbench (F8)."}}};
}

}  // namespace m3::cli
