// bench bonds: disulfide connectivity as in the thesis's Table 10.1 (precision / accuracy per
// number of bonds, k-fold cross-validation): the linear M3N, the M3N with an RBF kernel (as the
// thesis trains it) and the pair-SVM baseline. C is chosen inside every outer training fold by
// an inner 3-fold cross-validation (never on the test fold). Folds keep near-identical proteins
// together (features/protein_similarity.h, --homology), since a random split of a set with
// many homologs lets the kernel model memorise; the random split is reported beside it.
// Data: the DISULFIND set (521 SwissProt chains, per-cysteine profile vectors, no sequences);
// optionally a directory of PDB files with sequence-window features (--pdb).
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "features/protein_similarity.h"
#include "io/protein_input.h"
#include "tasks/bond_task.h"

namespace m3::cli {

namespace {

struct BenchSettings {
  int folds = 4;
  int repeats = 3;
  bool quick = false;
  double homology = 0.3;
};

struct ModelSpec {
  const char* name;
  BondModelKind kind;
  bool rbf;
  std::vector<double> grid;
};

BondTrainingOptions optionsFor(const ModelSpec& m, double C, bool quick) {
  BondTrainingOptions o;
  o.kind = m.kind;
  o.bcfw.C = C;
  o.bcfw.maxPasses = quick ? 20 : 200;
  if (m.rbf) o.kernel = KernelSpec::rbf(0.0);  // width from the training pairs
  return o;
}

struct NestedResult {
  BondMetrics metrics;
  std::vector<double> chosenC;
  double seconds = 0;
};

// Outer folds from `folds` (one per protein, -1 = unused); in each, C from an inner 3-fold CV on
// the training part with the same grouping (best overall bond precision, ties to the smaller C).
NestedResult nestedCv(const std::vector<Protein>& proteins, const std::vector<int>& fold,
                      const std::vector<int>& groups, const ModelSpec& m, const BenchSettings& s,
                      StepProgress& progress) {
  const auto start = Clock::now();
  NestedResult r;
  for (int f = 0; f < s.folds; ++f) {
    std::vector<Protein> train, test;
    std::vector<int> trainGroups;
    for (size_t i = 0; i < proteins.size(); ++i) {
      if (fold[i] < 0) continue;
      if (fold[i] == f) {
        test.push_back(proteins[i]);
      } else {
        train.push_back(proteins[i]);
        if (!groups.empty()) trainGroups.push_back(groups[i]);
      }
    }
    double bestC = m.grid.front(), best = -1;
    for (double C :
         m.grid.size() > 1 ? m.grid : std::vector<double>{}) {  // one value: nothing to choose
      const double p = crossValidateBonds(train, 3, optionsFor(m, C, s.quick), 2, {}, trainGroups)
                           .metrics.overall.precision();
      if (p > best + 1e-12) best = p, bestC = C;
    }
    r.chosenC.push_back(bestC);
    const BondModel model = trainBonds(train, optionsFor(m, bestC, s.quick)).model;
    for (const Protein& p : test) {
      const Protein q = bondedCysteinesOnly(p);
      std::vector<Bond> gold;
      for (const auto& [a, b] : q.bonds) gold.push_back({a, b});
      r.metrics.add(gold, predictBonds(model, q).bonds, q.numCysteines());
    }
    char detail[96];
    std::snprintf(detail, sizeof detail, "%s, outer fold %d of %d done (C %g)", m.name, f + 1,
                  s.folds, bestC);
    progress.step(detail);
  }
  r.seconds = secondsSince(start);
  return r;
}

std::string cell(const BondMetrics& m, int k) {
  const auto it = m.byBondCount.find(k);
  if (it == m.byBondCount.end()) return "    -    ";
  char s[32];
  std::snprintf(s, sizeof s, "%.2f/%.2f", it->second.precision(), it->second.accuracy());
  return s;
}

std::string joinNumbers(const std::vector<double>& values) {
  std::string s;
  char one[32];
  for (double v : values) {
    std::snprintf(one, sizeof one, "%s%g", s.empty() ? "" : ",", v);
    s += one;
  }
  return s;
}

void runSet(const std::string& title, const std::vector<Protein>& proteins, const BenchSettings& s,
            nlohmann::json& out) {
  const std::vector<ModelSpec> models{
      {"M3N", BondModelKind::M3n, false,
       s.quick ? std::vector<double>{1} : std::vector<double>{0.01, 0.1, 1, 10}},
      {"M3N RBF", BondModelKind::M3n, true,
       s.quick ? std::vector<double>{1} : std::vector<double>{1, 10}},
      {"pair SVM", BondModelKind::PairSvm, false,
       s.quick ? std::vector<double>{0.1} : std::vector<double>{0.01, 0.1, 1, 10}}};
  const std::vector<int> groups = proteinSimilarityGroups(proteins, s.homology);
  int numGroups = 0;
  for (int g : groups) numGroups = std::max(numGroups, g + 1);
  const BondCrossValidation split =
      crossValidateBonds(proteins, s.folds, optionsFor(models[0], 1, true), 1, {}, groups);
  std::printf(
      "%s: %zu proteins in %d similarity groups (threshold %g), %d-fold CV keeping groups in one "
      "fold;\n"
      "%s\n",
      title.c_str(), proteins.size(), numGroups, s.homology, s.folds,
      s.quick ? "quick: fixed C, 20 passes" : "C chosen per outer fold by inner 3-fold CV");
  // Steps: every model's outer folds, the random split's, and each model's timed trainings.
  StepProgress progress(
      "bench bonds, " + title.substr(0, title.find(" (")),
      static_cast<int>(models.size()) * (s.folds + s.repeats) + (s.quick ? 0 : s.folds));
  std::vector<NestedResult> results;
  for (const ModelSpec& m : models)
    results.push_back(nestedCv(proteins, split.fold, groups, m, s, progress));

  std::map<int, int> count;
  for (const Protein& p : proteins)
    if (!p.bonds.empty()) ++count[static_cast<int>(p.bonds.size())];
  const std::map<int, std::pair<const char*, const char*>> thesis{{2, {"0.70/0.70", "0.75/0.75"}},
                                                                  {3, {"0.62/0.52", "0.60/0.48"}},
                                                                  {4, {"0.44/0.21", "0.46/0.24"}},
                                                                  {5, {"0.29/0.06", "0.43/0.16"}}};
  std::printf(
      "bonds  proteins  M3N        M3N RBF    pair SVM   | thesis: DIPRO2 SEQUENCE  SP39 "
      "PROFILE\n");
  for (const auto& [k, n] : count) {
    std::printf("%5d  %8d ", k, n);
    for (const NestedResult& r : results) std::printf(" %s", cell(r.metrics, k).c_str());
    if (thesis.count(k))
      std::printf("  |         %s          %s", thesis.at(k).first, thesis.at(k).second);
    std::printf("\n");
  }
  std::printf("  all  %8d ", results[0].metrics.overall.proteins);
  for (const NestedResult& r : results)
    std::printf(" %.2f/%.2f", r.metrics.overall.precision(), r.metrics.overall.accuracy());
  std::printf("\n(precision / accuracy)\n");
  for (size_t m = 0; m < models.size(); ++m)
    std::printf("  %-8s C per outer fold {%s}, nested CV %.1f s\n", models[m].name,
                joinNumbers(results[m].chosenC).c_str(), results[m].seconds);
  out = {{"title", title},
         {"proteins", proteins.size()},
         {"similarityGroups", numGroups},
         {"folds", s.folds},
         {"models", nlohmann::json::array()}};
  for (size_t m = 0; m < models.size(); ++m)
    out["models"].push_back({{"model", models[m].name},
                             {"nestedCv", bondMetricsJson(results[m].metrics)},
                             {"chosenC", results[m].chosenC},
                             {"nestedCvSeconds", results[m].seconds}});

  // The same M3N RBF on a random split (homologs may share folds), to show what grouping costs.
  if (!s.quick) {
    const BondCrossValidation random =
        crossValidateBonds(proteins, s.folds, optionsFor(models[1], 1, true), 1);
    const NestedResult loose = nestedCv(proteins, random.fold, {}, models[1], s, progress);
    std::printf("  M3N RBF on a random split instead: ");
    for (const auto& [k, n] : count)
      std::printf("%d bonds %s  ", k, cell(loose.metrics, k).c_str());
    std::printf("all %.2f/%.2f\n", loose.metrics.overall.precision(),
                loose.metrics.overall.accuracy());
    out["m3nRbfOnRandomSplit"] = bondMetricsJson(loose.metrics);
  }

  // Training time on the whole set at each model's most often chosen C, median of repeats.
  for (size_t m = 0; m < models.size(); ++m) {
    std::map<double, int> votes;
    for (double c : results[m].chosenC) ++votes[c];
    double C = results[m].chosenC.front();
    for (const auto& [c, v] : votes)
      if (v > votes[C]) C = c;
    std::vector<double> seconds;
    BondTrainingResult last;
    for (int r = 0; r < s.repeats; ++r) {
      const auto t = Clock::now();
      last = trainBonds(proteins, optionsFor(models[m], C, s.quick));
      seconds.push_back(secondsSince(t));
      progress.step(std::string("timed training of ") + models[m].name + " on all proteins");
    }
    std::printf(
        "train %-8s on all %d proteins, C %g: %.2f s median of %d (%d passes, gap %.2g%%)\n",
        models[m].name, last.proteins, C, median(seconds), s.repeats, last.progress.pass,
        100 * last.progress.relativeGap());
    out["models"][m]["training"] = {{"C", C},
                                    {"proteins", last.proteins},
                                    {"medianSeconds", median(seconds)},
                                    {"passes", last.progress.pass},
                                    {"relativeGap", last.progress.relativeGap()}};
  }
  std::printf("\n");
}

}  // namespace

int benchBonds(const Args& args) {
  BenchSettings s;
  s.quick = args.has("quick");
  s.folds = args.integer("folds", 4);
  s.repeats = args.integer("repeats", s.quick ? 1 : 3);
  s.homology = args.number("homology", s.homology);
  if (s.folds < 2 || s.repeats < 1 || !(s.homology >= 0 && s.homology <= 1))
    throw UsageError("--folds must be >= 2, --repeats >= 1, --homology in [0, 1]");
  const std::string data = args.get("data", "../shared/data/disulfind_conn");
  JsonResults json(args, "bench bonds", JsonResults::Text::toStderr);
  json["settings"] = {
      {"folds", s.folds}, {"repeats", s.repeats}, {"homology", s.homology}, {"quick", s.quick}};
  json["sets"] = nlohmann::json::array();
  std::printf("bench bonds%s (disulfide connectivity, bonding state known)\n\n",
              s.quick ? ", quick" : "");
  bool ran = false;
  if (std::filesystem::exists(data)) {
    runSet("DISULFIND connectivity set (" + data + "; profile-vector features, no sequences)",
           readProteinInput(data).proteins, s, json["sets"].emplace_back());
    ran = true;
  } else {
    std::printf("DISULFIND data not found at %s (pass --data DIR); skipped\n\n", data.c_str());
    json["skipped"] = "DISULFIND data not found at " + data;
  }
  if (args.has("pdb")) {
    ProteinInput in = readProteinInput(args.get("pdb"));
    std::vector<Protein> bonded;
    for (Protein& p : in.proteins)
      if (p.bonds.size() >= 2) bonded.push_back(std::move(p));
    runSet("PDB chains with >= 2 bonds (" + args.get("pdb") + "; sequence-window features)", bonded,
           s, json["sets"].emplace_back());
    ran = true;
  }
  if (!ran) {
    std::fprintf(stderr, "bench bonds: no data (neither --data nor --pdb found)\n");
    return 1;
  }
  std::printf(
      "The thesis's sets differ from these (DIPRO2: 567 PDB chains, 5-fold; SP39: 446 SwissProt "
      "chains,\n"
      "4-fold, folds below 30%% sequence identity); the DISULFIND set is closest to SP39 with "
      "PROFILE features.\n");
  json.print();
  return 0;
}

}  // namespace m3::cli
