// `bench multilabel` (issue 8): the scene set (MULAN; ../shared/data/scene, 1,211 train /
// 1,196 test, 294 features, 6 labels).
//   a. For every model of tasks/multilabel_task.h, C is chosen from a grid by exact match on a
//      validation split (25%, fixed seed) of the training set, never on test; the model is
//      retrained on all training data and evaluated on test: exact match, Hamming loss,
//      instance / macro / micro F1 and training seconds (the final retraining). LMBM is
//      reported twice: exact eq. 5 inference (enumeration, 2^6 labelings) and its LP relaxation;
//      its eta0 is chosen from {0.1, 1, 10} on the same validation split.
//      Then LMSBN (index order) with an RBF kernel (learning/lmsbn.h): C from {0.3, 1, 3, 10}
//      and gamma from {0.01, 0.03, 0.1} (features in [0, 1], 294 dims) on the same split.
//   b. Inference time per test example (median of --repeats runs over the test set):
//      LMSBN branch-and-bound (S = infinity and 1, 2, 3), LMBM LP and enumeration, full SSVM LP;
//      and for each LMSBN model the fraction of certified-exact answers at S = 1, 2, 3 (and
//      how many of the rest still equal the exact answer).
// --quick: 300 random training and 300 random test examples, grid {0.1, 1}, 20 BCFW passes (a smoke
// test).
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "eval/multilabel_metrics.h"
#include "io/arff_io.h"
#include "tasks/multilabel_task.h"

namespace m3::cli {

namespace {

struct Row {
  std::string name;
  double C = 0;
  MultiLabelMetrics metrics;
  double seconds = 0;
};

// n random rows (fixed seed): the scene files are sorted by label set, so a prefix would not do.
MultiLabelData someRows(const MultiLabelData& d, int n) {
  return selectRows(
      d,
      splitRows(d.size(), std::min(1.0, static_cast<double>(n) / std::max(d.size(), 1)), 3).second);
}

double perExampleSeconds(int repeats, int n, const std::function<void()>& run) {
  std::vector<double> t;
  for (int r = 0; r < repeats; ++r) {
    const auto start = Clock::now();
    run();
    t.push_back(secondsSince(start) / std::max(n, 1));
  }
  return median(t);
}

}  // namespace

int benchMultilabel(const Args& args) {
  const bool quick = args.has("quick");
  const std::string dir = args.get("data", "../shared/data/scene");
  const int repeats = args.integer("repeats", quick ? 1 : 3);
  if (repeats < 1) throw UsageError("--repeats must be at least 1");
  MultiLabelData train = readMultiLabelArff(dir + "/scene-train.arff.gz", dir + "/scene.xml");
  MultiLabelData test = readMultiLabelArff(dir + "/scene-test.arff.gz", dir + "/scene.xml");
  if (quick) train = someRows(train, 300), test = someRows(test, 300);
  const std::vector<double> grid =
      quick ? std::vector<double>{0.1, 1} : std::vector<double>{0.01, 0.03, 0.1, 0.3, 1, 3, 10};
  const std::vector<double> etaGrid =
      quick ? std::vector<double>{1} : std::vector<double>{0.1, 1, 10};
  const int ssvmPasses = quick ? 20 : 200;
  JsonResults json(args, "bench multilabel", JsonResults::Text::toStderr);
  json["settings"] = {{"data", dir}, {"trainExamples", train.size()}, {"testExamples", test.size()},
                      {"Cs", grid},  {"bcfwPasses", ssvmPasses},      {"repeats", repeats}};
  std::printf("bench multilabel: %s, %d train / %d test examples, %d features, %d labels%s\n",
              dir.c_str(), train.size(), test.size(), train.numFeatures(), train.numLabels(),
              quick ? " (quick)" : "");
  std::string gridText;
  for (double c : grid) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%g", gridText.empty() ? "" : ", ", c);
    gridText += buf;
  }
  std::printf(
      "C chosen by exact match on a 25%% validation split of train from {%s}; BCFW %d passes or "
      "1%% gap\n\n",
      gridText.c_str(), ssvmPasses);
  const auto [fitRows, valRows] = splitRows(train.size(), 0.25, 7);
  const MultiLabelData fit = selectRows(train, fitRows), validation = selectRows(train, valRows);

  const std::vector<double> rbfCs =
      quick ? std::vector<double>{1} : std::vector<double>{0.3, 1, 3, 10};
  const std::vector<double> gammas =
      quick ? std::vector<double>{0.03} : std::vector<double>{0.01, 0.03, 0.1};
  // Steps: every trial fit on the validation split, and each model's fit on all training data.
  int steps = static_cast<int>(gammas.size() * rbfCs.size()) + 1;
  for (MultiLabelModelKind kind : kAllMultiLabelKinds)
    steps +=
        static_cast<int>((kind == MultiLabelModelKind::Lmbm ? etaGrid.size() : 1) * grid.size()) +
        1;
  StepProgress progress("bench multilabel", steps);
  std::vector<Row> rows;
  MultiLabelModel lmsbnIndex, lmsbnF, lmbm, full;
  for (MultiLabelModelKind kind : kAllMultiLabelKinds) {
    MultiLabelTrainingOptions o;
    o.kind = kind;
    o.ssvmPasses = ssvmPasses;
    // LMBM also chooses eta0 (its extra l2 on the couplings; larger shrinks them).
    const std::vector<double> etas =
        kind == MultiLabelModelKind::Lmbm ? etaGrid : std::vector<double>{1.0};
    double bestC = grid.front(), bestEta = etas.front(), best = -1;
    for (double eta : etas)
      for (double c : grid) {
        o.C = c;
        o.eta0 = eta;
        const MultiLabelModel m = trainMultiLabel(fit, o).model;
        const double em =
            multiLabelMetrics(validation.labels, predictMultiLabel(m, validation.features).labels)
                .exactMatch;
        char detail[160];
        std::snprintf(detail, sizeof detail, "%s C = %g eta0 = %g: validation exact match %.4f",
                      multiLabelKindName(kind), c, eta, em);
        progress.step(detail);
        if (em > best) best = em, bestC = c, bestEta = eta;
      }
    o.C = bestC;
    o.eta0 = bestEta;
    const MultiLabelTrainingResult t = trainMultiLabel(train, o);
    progress.step(std::string(multiLabelKindName(kind)) +
                  " on all training data: " + multiLabelReportText(t.report));
    const MultiLabelPrediction p = predictMultiLabel(t.model, test.features);
    rows.push_back(
        {multiLabelKindName(kind), bestC, multiLabelMetrics(test.labels, p.labels), t.seconds});
    if (kind == MultiLabelModelKind::Lmbm) {
      MultiLabelPredictOptions lp;
      lp.lmbmInference = LmbmInference::Lp;
      const MultiLabelPrediction q = predictMultiLabel(t.model, test.features, lp);
      char eta[32];
      std::snprintf(eta, sizeof eta, ", eta0 %g)", bestEta);
      rows.back().name = std::string("lmbm (exact eq. 5") + eta;
      rows.push_back({std::string("lmbm (LP eq. 5") + eta, bestC,
                      multiLabelMetrics(test.labels, q.labels), t.seconds});
      std::fprintf(stderr, "  lmbm LP integral on %ld of %d test examples\n", q.exact, test.size());
      lmbm = t.model;
    }
    if (kind == MultiLabelModelKind::Lmsbn) lmsbnIndex = t.model;
    if (kind == MultiLabelModelKind::LmsbnFscore) lmsbnF = t.model;
    if (kind == MultiLabelModelKind::FullSsvm) full = t.model;
  }
  MultiLabelModel lmsbnRbf;
  {
    // Kernel LMSBN: the same protocol, C and gamma chosen jointly on the validation split.
    MultiLabelTrainingOptions o;
    o.kind = MultiLabelModelKind::Lmsbn;
    double bestC = rbfCs.front(), bestGamma = gammas.front(), best = -1;
    for (double g : gammas)
      for (double c : rbfCs) {
        o.C = c;
        o.kernel = KernelSpec::rbf(g);
        const MultiLabelModel m = trainMultiLabel(fit, o).model;
        const double em =
            multiLabelMetrics(validation.labels, predictMultiLabel(m, validation.features).labels)
                .exactMatch;
        char detail[160];
        std::snprintf(detail, sizeof detail,
                      "lmsbn rbf C = %g gamma = %g: validation exact match %.4f", c, g, em);
        progress.step(detail);
        if (em > best) best = em, bestC = c, bestGamma = g;
      }
    o.C = bestC;
    o.kernel = KernelSpec::rbf(bestGamma);
    const MultiLabelTrainingResult t = trainMultiLabel(train, o);
    progress.step("lmsbn rbf on all training data: " + multiLabelReportText(t.report));
    char name[64];
    std::snprintf(name, sizeof name, "lmsbn (rbf, gamma %g)", bestGamma);
    rows.push_back(
        {name, bestC,
         multiLabelMetrics(test.labels, predictMultiLabel(t.model, test.features).labels),
         t.seconds});
    lmsbnRbf = t.model;
  }
  std::printf("a. test metrics (%d examples)\n", test.size());
  std::printf("  %-28s %6s %11s %8s %11s %8s %8s %9s\n", "model", "C", "exact match", "Hamming",
              "instance F1", "macro F1", "micro F1", "train s");
  json["test"] = nlohmann::json::array();
  for (const Row& r : rows) {
    std::printf("  %-28s %6g %11.4f %8.4f %11.4f %8.4f %8.4f %9.2f\n", r.name.c_str(), r.C,
                r.metrics.exactMatch, r.metrics.hammingLoss, r.metrics.instanceF1,
                r.metrics.macroF1, r.metrics.microF1, r.seconds);
    json["test"].push_back({{"model", r.name},
                            {"C", r.C},
                            {"exactMatch", r.metrics.exactMatch},
                            {"hammingLoss", r.metrics.hammingLoss},
                            {"instanceF1", r.metrics.instanceF1},
                            {"macroF1", r.metrics.macroF1},
                            {"microF1", r.metrics.microF1},
                            {"trainSeconds", r.seconds}});
  }

  std::printf("\nb. inference per test example (median of %d run(s) over the test set)\n", repeats);
  const int N = test.size();
  auto timeModel = [&](const MultiLabelModel& m, MultiLabelPredictOptions o) {
    return perExampleSeconds(repeats, N, [&] { predictMultiLabel(m, test.features, o); });
  };
  json["inferenceMicrosecondsPerExample"] = nlohmann::json::object();
  const auto report = [&](const std::string& name, double seconds) {
    std::printf("  %-40s %10.2f us\n", name.c_str(), 1e6 * seconds);
    json["inferenceMicrosecondsPerExample"][name] = 1e6 * seconds;
  };
  MultiLabelPredictOptions exact;
  report("LMSBN branch and bound, S = infinity", timeModel(lmsbnIndex, exact));
  report("LMSBN rbf branch and bound, S = infinity", timeModel(lmsbnRbf, exact));
  for (double S : {1.0, 2.0, 3.0}) {
    MultiLabelPredictOptions o;
    o.lmsbnBound = S;
    char name[64];
    std::snprintf(name, sizeof name, "LMSBN branch and bound, S = %g", S);
    report(name, timeModel(lmsbnIndex, o));
  }
  MultiLabelPredictOptions lp;
  lp.lmbmInference = LmbmInference::Lp;
  report("LMBM LP relaxation (GLPK)", timeModel(lmbm, lp));
  report("LMBM enumeration (2^K)", timeModel(lmbm, exact));
  report("full SSVM LP relaxation (GLPK)", timeModel(full, exact));

  std::printf(
      "\n  branch and bound at S = 1, 2, 3: fraction certified exact / fraction equal to the S = "
      "infinity answer\n");
  for (const MultiLabelModel* m : {&lmsbnIndex, &lmsbnF}) {
    const MultiLabelPrediction truth = predictMultiLabel(*m, test.features, exact);
    std::printf("  %-14s", multiLabelKindName(m->kind));
    for (double S : {1.0, 2.0, 3.0}) {
      MultiLabelPredictOptions o;
      o.lmsbnBound = S;
      const MultiLabelPrediction p = predictMultiLabel(*m, test.features, o);
      long same = 0;
      for (int l = 0; l < N; ++l) same += p.labels.row(l) == truth.labels.row(l);
      std::printf("  S = %g: %.4f / %.4f", S, static_cast<double>(p.exact) / N,
                  static_cast<double>(same) / N);
      json["boundedBranchAndBound"].push_back({{"model", multiLabelKindName(m->kind)},
                                               {"S", S},
                                               {"certifiedExact", static_cast<double>(p.exact) / N},
                                               {"sameAsUnbounded", static_cast<double>(same) / N}});
    }
    std::printf("\n");
  }
  json.print();
  return 0;
}

}  // namespace m3::cli
