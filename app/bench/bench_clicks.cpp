// bench clicks: a simulated annotator. Starting from a few labelled items, each round the
// annotator labels the k items a strategy picks (with the dataset's reference labels), the
// model retrains warm, and its test score is recorded. Strategies: random, least confident (the
// structured margin Label Next ranks by, tasks/suggestions.h) and least confident with
// diversity. The headline is how many labels each needs to reach 95% of the score of a model
// trained on the whole pool: the labels a person saves by following Label Next.
//
// OCR letters: the pool is folds 1-9, the test set fold 0; items are words, the score is the
// per-letter accuracy, and labels are counted in letters (a long word costs more typing).
#include <cmath>
#include <cstdio>
#include <fstream>
#include <numeric>
#include <random>
#include <sstream>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_json_results.h"
#include "eval/sequence_metrics.h"
#include "io/io_error.h"
#include "io/letter_data.h"
#include "tasks/handwriting_task.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

struct CurvePoint {
  double labels = 0;  // letters labelled so far
  double score = 0;   // test per-letter accuracy
};
using Curve = std::vector<CurvePoint>;

struct Strategy {
  const char* name;
  bool random;
  double diversity;
};

struct OcrRun {
  std::shared_ptr<const HandwritingDataset> data;
  std::shared_ptr<const WordFeatures> features;
  std::vector<int> pool, test;
  BcfwOptions options;
};

double testAccuracy(const OcrRun& run, const ChainModel& model) {
  SequenceErrors errors;
  for (int w : run.test)
    errors.add(run.data->words[w].letters, predictWord(model, (*run.features)[w]));
  return 1 - errors.letterError();
}

HandwritingTrainingRequest requestOf(const OcrRun& run) {
  HandwritingTrainingRequest r;
  r.dataset = run.data;
  r.features = run.features;
  r.options = run.options;
  for (const HandwritingWord& w : run.data->words)
    r.userLabels.emplace_back(w.length(), kUnlabelled);
  return r;
}

// One annotator: `initial` random words, then rounds of `batch` words until `budget` letters.
Curve annotate(const OcrRun& run, const Strategy& strategy, unsigned seed, int initial, int batch,
               long budget) {
  std::mt19937 rng(seed);
  std::vector<int> unlabelled = run.pool;
  std::shuffle(unlabelled.begin(), unlabelled.end(), rng);
  HandwritingTrainingRequest request = requestOf(run);
  long letters = 0;
  const auto label = [&](int w) {
    request.userLabels[w] = run.data->words[w].letters;
    letters += static_cast<long>(run.data->words[w].length());
  };
  for (int k = 0; k < initial && !unlabelled.empty(); ++k)
    label(unlabelled.back()), unlabelled.pop_back();
  HandwritingWarmStart warm;
  Curve curve;
  while (true) {
    HandwritingTrainingResult trained = trainHandwriting(request, {}, std::move(warm));
    warm = std::move(trained.warmStart);
    curve.push_back({static_cast<double>(letters), testAccuracy(run, trained.model)});
    if (letters >= budget || unlabelled.empty()) break;
    std::vector<int> picks;
    if (strategy.random) {
      for (int k = 0; k < batch && !unlabelled.empty(); ++k)
        picks.push_back(unlabelled.back()), unlabelled.pop_back();
    } else {
      WordFeatures features;
      std::vector<Labeling> user;
      for (int w : unlabelled)
        features.push_back((*run.features)[w]), user.push_back(request.userLabels[w]);
      const WordPredictions predicted = predictWordsWithMargins(trained.model, features);
      std::vector<bool> taken(unlabelled.size(), false);
      for (const Suggestion& s :
           suggestWords(predicted.letterMargins, user, features, {batch, strategy.diversity}))
        picks.push_back(unlabelled[static_cast<size_t>(s.item)]),
            taken[static_cast<size_t>(s.item)] = true;
      std::vector<int> left;
      for (size_t i = 0; i < unlabelled.size(); ++i)
        if (!taken[i]) left.push_back(unlabelled[i]);
      unlabelled = std::move(left);
    }
    for (int w : picks) label(w);
  }
  return curve;
}

// The first number of labels at which the curve reaches `target`; NaN when it never does.
double labelsToReach(const Curve& curve, double target) {
  for (const CurvePoint& p : curve)
    if (p.score >= target) return p.labels;
  return std::nan("");
}

// Each round's median over seeds (rounds line up: the batch is the same for every seed).
Curve medianCurve(const std::vector<Curve>& curves) {
  Curve out;
  for (size_t round = 0;; ++round) {
    std::vector<double> labels, scores;
    for (const Curve& c : curves)
      if (round < c.size()) labels.push_back(c[round].labels), scores.push_back(c[round].score);
    if (labels.size() < curves.size()) return out;
    out.push_back({median(labels), median(scores)});
  }
}

std::string chartSvg(const std::vector<Strategy>& strategies, const std::vector<Curve>& curves,
                     double full, const std::string& title) {
  const int width = 640, height = 400, left = 60, right = 20, top = 40, bottom = 50;
  double maxLabels = 1, minScore = full, maxScore = full;
  for (const Curve& c : curves)
    for (const CurvePoint& p : c)
      maxLabels = std::max(maxLabels, p.labels), minScore = std::min(minScore, p.score),
      maxScore = std::max(maxScore, p.score);
  minScore = std::floor(minScore * 10) / 10;
  maxScore = std::min(1.0, std::ceil(maxScore * 20) / 20);
  const auto x = [&](double v) { return left + (width - left - right) * v / maxLabels; };
  const auto y = [&](double v) {
    return height - bottom - (height - top - bottom) * (v - minScore) / (maxScore - minScore);
  };
  std::ostringstream svg;
  svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << width << "' height='" << height
      << "' font-family='sans-serif' font-size='12'>\n<rect width='100%' height='100%' "
         "fill='white'/>\n"
      << "<text x='" << width / 2 << "' y='20' text-anchor='middle' font-size='14'>" << title
      << "</text>\n";
  for (int t = 0; t <= 4; ++t) {
    const double v = minScore + (maxScore - minScore) * t / 4;
    svg << "<line x1='" << left << "' x2='" << width - right << "' y1='" << y(v) << "' y2='" << y(v)
        << "' stroke='#ddd'/><text x='" << left - 6 << "' y='" << y(v) + 4 << "' text-anchor='end'>"
        << v << "</text>\n";
  }
  // Ticks at round numbers of letters: 1, 2 or 5 times a power of ten, about four of them.
  const double raw = maxLabels / 4, decade = std::pow(10, std::floor(std::log10(raw)));
  const double step = decade * (raw / decade < 2 ? 2 : raw / decade < 5 ? 5 : 10);
  for (double l = 0; l <= maxLabels; l += step)
    svg << "<text x='" << x(l) << "' y='" << height - bottom + 16 << "' text-anchor='middle'>"
        << std::lround(l) << "</text>\n";
  svg << "<text x='" << (left + width - right) / 2 << "' y='" << height - 12
      << "' text-anchor='middle'>letters labelled</text>\n";
  svg << "<line x1='" << left << "' x2='" << width - right << "' y1='" << y(0.95 * full) << "' y2='"
      << y(0.95 * full) << "' stroke='#888' stroke-dasharray='4 3'/><text x='" << left + 6
      << "' y='" << y(0.95 * full) - 4 << "' fill='#555'>95% of the full score</text>\n";
  const char* colours[] = {"#7f7f7f", "#d62728", "#1f77b4"};
  for (size_t s = 0; s < curves.size(); ++s) {
    svg << "<polyline fill='none' stroke-width='2' stroke='" << colours[s % 3] << "' points='";
    for (const CurvePoint& p : curves[s]) svg << x(p.labels) << ',' << y(p.score) << ' ';
    const int legendY = height - bottom - 18 * (3 - static_cast<int>(s)),
              legendX = width - right - 210;
    svg << "'/>\n<line x1='" << legendX << "' x2='" << legendX + 20 << "' y1='" << legendY - 4
        << "' y2='" << legendY - 4 << "' stroke-width='3' stroke='" << colours[s % 3]
        << "'/><text x='" << legendX + 26 << "' y='" << legendY << "'>" << strategies[s].name
        << "</text>\n";
  }
  svg << "</svg>\n";
  return svg.str();
}

}  // namespace

int benchClicks(const Args& args) {
  const bool quick = args.has("quick");
  const std::string path =
      args.get("data", "../shared/data/ocr_letters/letter_from_ocr_mat.tsv.gz");
  const int seeds = args.integer("seeds", 3);
  const int batch = args.integer("batch", quick ? 5 : 40);
  const long budget = args.integer("budget", quick ? 250 : 12000);
  const int initial = args.integer("initial", 5);
  const double diversity = args.number("diversity", 0.5);
  if (!(diversity >= 0 && diversity <= 1)) throw UsageError("--diversity must be in [0, 1]");

  OcrRun run;
  run.data = std::make_shared<const HandwritingDataset>(readLetterData(path));
  run.features = ocrDatasetFeatures(*run.data, OcrFeatureSpec{});
  run.pool = wordsInFolds(*run.data, {0}, false);
  run.test = wordsInFolds(*run.data, {0}, true);
  if (quick) {  // a few seconds: a small pool and test set
    run.pool.resize(std::min<size_t>(run.pool.size(), 400));
    run.test.resize(std::min<size_t>(run.test.size(), 150));
  }
  if (run.pool.size() < static_cast<size_t>(initial + batch) || run.test.empty())
    throw IoError(path +
                  ": too few words for the annotator (fold 0 tests, folds 1-9 are the pool)");
  // The learner as the Handwriting workbench trains (the task's declared defaults).
  applyLearnerValues(defaultValues(taskDeclaration("handwriting").learnerParameters()),
                     run.options);

  const auto started = Clock::now();
  HandwritingTrainingRequest all = requestOf(run);
  long poolLetters = 0;
  for (int w : run.pool)
    all.userLabels[w] = run.data->words[w].letters, poolLetters += run.data->words[w].length();
  const double full = testAccuracy(run, trainHandwriting(all).model);
  const double target = 0.95 * full;
  std::printf(
      "bench clicks: OCR letters, %s\n  pool %zu words (%ld letters), test %zu words; start from "
      "%d random "
      "words, then %d words a round, to %ld letters; %d seed(s)\n",
      path.c_str(), run.pool.size(), poolLetters, run.test.size(), initial, batch, budget, seeds);
  std::printf("  every word of the pool labelled: per-letter accuracy %.4f; 95%% of it: %.4f\n",
              full, target);

  const std::vector<Strategy> strategies{{"random", true, 0},
                                         {"least-confident", false, 0},
                                         {"least-confident+diversity", false, diversity}};
  JsonResults json(args, "bench clicks", JsonResults::Text::toStderr);
  json["settings"] = {{"data", path},
                      {"poolWords", run.pool.size()},
                      {"testWords", run.test.size()},
                      {"initial", initial},
                      {"batch", batch},
                      {"budgetLetters", budget},
                      {"seeds", seeds},
                      {"diversity", diversity},
                      {"fullScore", full}};
  std::vector<Curve> medians;
  std::vector<double> needed;
  std::printf("  %-26s %16s %28s\n", "strategy", "letters to 95%", "accuracy at the budget");
  for (const Strategy& s : strategies) {
    std::vector<Curve> curves;
    std::vector<double> reach, last;
    for (int seed = 0; seed < seeds; ++seed) {
      curves.push_back(
          annotate(run, s, 1000u + static_cast<unsigned>(seed), initial, batch, budget));
      const double r = labelsToReach(curves.back(), target);
      reach.push_back(std::isnan(r) ? std::numeric_limits<double>::infinity()
                                    : r);  // never: beyond the budget
      last.push_back(curves.back().back().score);
    }
    medians.push_back(medianCurve(curves));
    needed.push_back(median(reach));
    std::printf("  %-26s %16s %28.4f\n", s.name,
                std::isinf(needed.back()) ? "beyond budget"
                                          : std::to_string(std::lround(needed.back())).c_str(),
                median(last));
    nlohmann::json points = nlohmann::json::array();
    for (const CurvePoint& p : medians.back())
      points.push_back({{"letters", p.labels}, {"accuracy", p.score}});
    json["strategies"][s.name] = {
        {"lettersToTarget",
         std::isinf(needed.back()) ? nlohmann::json() : nlohmann::json(needed.back())},
        {"curve", points}};
  }
  const auto said = [](double v) {
    return std::isinf(v) ? std::string("beyond the budget") : std::to_string(std::lround(v));
  };
  std::string ratio = "n/a";
  if (!std::isinf(needed[0]) && !std::isinf(needed[1]) && needed[1] > 0) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1fx fewer", needed[0] / needed[1]);
    ratio = text;
  }
  std::printf("labels to reach 95%% of the full score: least-confident %s, random %s (%s)\n",
              said(needed[1]).c_str(), said(needed[0]).c_str(), ratio.c_str());
  std::printf("  with diversity %.2g: %s; %.1f s in all\n", diversity, said(needed[2]).c_str(),
              secondsSince(started));
  if (args.has("svg")) {
    std::ofstream(args.get("svg"))
        << chartSvg(strategies, medians, full,
                    "OCR letters: test accuracy against letters labelled (median of seeds)");
    std::printf("  chart: %s\n", args.get("svg").c_str());
  }
  json.print();
  return 0;
}

}  // namespace m3::cli
