// bench bonds: disulfide connectivity as in the thesis's Table 10.1 (precision / accuracy per
// number of bonds, k-fold cross-validation), M3N against the pair-SVM baseline, with C chosen
// inside every outer training fold by an inner 3-fold cross-validation (never on the test
// fold), and the time to train on the whole set. Data: the DISULFIND set (521 SwissProt chains,
// per-cysteine profile vectors, no sequences); optionally a directory of PDB files with
// sequence-window features (--pdb).
#include <cstdio>
#include <filesystem>
#include <string>

#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "io/protein_input.h"
#include "tasks/bond_task.h"

namespace m3::cli {

namespace {

struct BenchSettings {
  int folds = 4;
  int repeats = 3;
  bool quick = false;
  std::vector<double> grid{0.01, 0.1, 1.0, 10.0};
};

BondTrainingOptions optionsFor(BondModelKind kind, double C, bool quick) {
  BondTrainingOptions o;
  o.kind = kind;
  o.bcfw.C = C;
  o.bcfw.maxPasses = quick ? 20 : 200;
  return o;
}

// Outer k-fold CV; in each outer fold C comes from an inner 3-fold CV on the training part
// (best overall bond precision, ties to the smaller C).
struct NestedResult {
  BondMetrics metrics;
  std::vector<double> chosenC;
};

NestedResult nestedCv(const std::vector<Protein>& proteins, BondModelKind kind, const BenchSettings& s) {
  const BondCrossValidation outer = crossValidateBonds(proteins, s.folds, optionsFor(kind, 1.0, true), 1);
  NestedResult r;
  for (int f = 0; f < s.folds; ++f) {
    std::vector<Protein> train, test;
    for (size_t i = 0; i < proteins.size(); ++i)
      if (outer.fold[i] >= 0) (outer.fold[i] == f ? test : train).push_back(proteins[i]);
    double bestC = s.grid.front(), best = -1;
    for (double C : s.grid) {
      const double p = crossValidateBonds(train, 3, optionsFor(kind, C, s.quick), 2).metrics.overall.precision();
      if (p > best + 1e-12) best = p, bestC = C;
    }
    r.chosenC.push_back(bestC);
    const BondModel model = trainBonds(train, optionsFor(kind, bestC, s.quick)).model;
    for (const Protein& p : test) {
      const Protein q = bondedCysteinesOnly(p);
      std::vector<Bond> gold;
      for (const auto& [a, b] : q.bonds) gold.push_back({a, b});
      r.metrics.add(gold, predictBonds(model, q).bonds, q.numCysteines());
    }
  }
  return r;
}

std::string cell(const BondMetrics& m, int k) {
  const auto it = m.byBondCount.find(k);
  if (it == m.byBondCount.end()) return "   -    ";
  char s[32];
  std::snprintf(s, sizeof s, "%.2f/%.2f", it->second.precision(), it->second.accuracy());
  return s;
}

std::string joinC(const std::vector<double>& cs) {
  std::string s;
  char one[32];
  for (double c : cs) {
    std::snprintf(one, sizeof one, "%s%g", s.empty() ? "" : ",", c);
    s += one;
  }
  return s;
}

void runSet(const std::string& title, const std::vector<Protein>& proteins, const BenchSettings& s, bool thesisRows) {
  std::map<int, int> count;
  for (const Protein& p : proteins)
    if (!p.bonds.empty()) ++count[static_cast<int>(p.bonds.size())];
  std::printf("%s: %zu proteins, %d-fold CV, C from {%s} by inner 3-fold CV\n", title.c_str(), proteins.size(),
              s.folds, joinC(s.grid).c_str());
  const auto start = Clock::now();
  const NestedResult m3n = nestedCv(proteins, BondModelKind::M3n, s);
  const double m3nSeconds = secondsSince(start);
  const auto svmStart = Clock::now();
  const NestedResult svm = nestedCv(proteins, BondModelKind::PairSvm, s);
  const double svmSeconds = secondsSince(svmStart);
  std::printf("bonds  proteins  M3N       pair SVM%s\n", thesisRows ? "  | thesis DIPRO2 SEQUENCE  SP39 PROFILE" : "");
  const std::map<int, std::pair<const char*, const char*>> thesis{
      {2, {"0.70/0.70", "0.75/0.75"}}, {3, {"0.62/0.52", "0.60/0.48"}},
      {4, {"0.44/0.21", "0.46/0.24"}}, {5, {"0.29/0.06", "0.43/0.16"}}};
  for (const auto& [k, n] : count) {
    std::printf("%5d  %8d  %s  %s", k, n, cell(m3n.metrics, k).c_str(), cell(svm.metrics, k).c_str());
    if (thesisRows && thesis.count(k))
      std::printf("  | %s              %s", thesis.at(k).first, thesis.at(k).second);
    std::printf("\n");
  }
  std::printf("  all  %8d  %.2f/%.2f  %.2f/%.2f\n", m3n.metrics.overall.proteins, m3n.metrics.overall.precision(),
              m3n.metrics.overall.accuracy(), svm.metrics.overall.precision(), svm.metrics.overall.accuracy());
  std::printf("(precision / accuracy; C per outer fold: M3N {%s}, pair SVM {%s}; nested CV took %.1f s and %.1f s)\n",
              joinC(m3n.chosenC).c_str(), joinC(svm.chosenC).c_str(), m3nSeconds, svmSeconds);

  // Training time on the whole set at the most often chosen C, median of repeats.
  std::map<double, int> votes;
  for (double c : m3n.chosenC) ++votes[c];
  double C = m3n.chosenC.front();
  for (const auto& [c, v] : votes)
    if (v > votes[C]) C = c;
  for (BondModelKind kind : {BondModelKind::M3n, BondModelKind::PairSvm}) {
    std::vector<double> seconds;
    BondTrainingResult last;
    for (int r = 0; r < s.repeats; ++r) {
      const auto t = Clock::now();
      last = trainBonds(proteins, optionsFor(kind, C, s.quick));
      seconds.push_back(secondsSince(t));
    }
    std::printf("train %-8s on all %d proteins, C %g: %.2f s median of %d (%d passes, gap %.2g%%)\n",
                bondModelKindName(kind), last.proteins, C, median(seconds), s.repeats, last.progress.pass,
                100 * last.progress.relativeGap());
  }
  std::printf("\n");
}

}  // namespace

int benchBonds(const Args& args) {
  BenchSettings s;
  s.quick = args.has("quick");
  s.folds = args.integer("folds", 4);
  s.repeats = args.integer("repeats", s.quick ? 1 : 3);
  if (s.folds < 2 || s.repeats < 1) throw UsageError("--folds must be >= 2 and --repeats >= 1");
  if (s.quick) s.grid = {0.1, 1.0};
  const std::string data = args.get("data", "../shared/data/disulfind_conn");
  std::printf("bench bonds%s (disulfide connectivity, bonding state known)\n\n", s.quick ? ", quick" : "");
  bool ran = false;
  if (std::filesystem::exists(data)) {
    runSet("DISULFIND connectivity set (" + data + "; profile-vector features, no sequences)",
           readProteinInput(data).proteins, s, true);
    ran = true;
  } else {
    std::printf("DISULFIND data not found at %s (pass --data DIR); skipped\n\n", data.c_str());
  }
  if (args.has("pdb")) {
    ProteinInput in = readProteinInput(args.get("pdb"));
    std::vector<Protein> bonded;
    for (Protein& p : in.proteins)
      if (p.bonds.size() >= 2) bonded.push_back(std::move(p));
    runSet("PDB chains with >= 2 bonds (" + args.get("pdb") + "; sequence-window features)", bonded, s, true);
    ran = true;
  }
  if (!ran) {
    std::fprintf(stderr, "bench bonds: no data (neither --data nor --pdb found)\n");
    return 1;
  }
  std::printf("The thesis's sets differ from these (DIPRO2: 567 PDB chains, 5-fold; SP39: 446 SwissProt chains,\n"
              "4-fold); the DISULFIND set is closest to SP39 with PROFILE features.\n");
  return 0;
}

}  // namespace m3::cli
