// bench clicks: a simulated annotator. Starting from a few labelled items, each round the
// annotator labels the k items a strategy picks (with the dataset's reference labels), the
// model retrains warm, and its test score is recorded. Strategies: random, least confident (the
// structured margin Label Next ranks by, tasks/suggestions.h) and least confident with
// diversity. The headline is how many labels each needs to reach 95% of the score of a model
// trained on the whole pool: the labels a person saves by following Label Next.
// The data sets (bench_clicks.h): the OCR letters (words, counted in letters), the Penn
// Treebank sample (sentences, counted in words) and DISULFIND (proteins, counted in bonds);
// `--dataset all` (the default) runs them in turn.
#include "bench_clicks.h"

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
#include "io/io_error.h"

namespace m3::cli {

namespace {

struct CurvePoint {
  double labels = 0;  // labels given so far, in the data set's unit (letters, words)
  double score = 0;   // the test score
};
using Curve = std::vector<CurvePoint>;

struct Strategy {
  const char* name;
  bool random;
  double diversity;
};

// One annotator: `initial` random items, then rounds of `batch` items until `budget` labels.
Curve annotate(ClickDataset& data, const Strategy& strategy, unsigned seed, int initial, int batch,
               double budget) {
  std::mt19937 rng(seed);
  std::vector<int> unlabelled(static_cast<size_t>(data.poolSize()));
  std::iota(unlabelled.begin(), unlabelled.end(), 0);
  std::shuffle(unlabelled.begin(), unlabelled.end(), rng);
  data.reset();
  double labels = 0;
  const auto label = [&](int item) {
    data.label(item);
    labels += data.cost(item);
  };
  for (int k = 0; k < initial && !unlabelled.empty(); ++k)
    label(unlabelled.back()), unlabelled.pop_back();
  Curve curve;
  while (true) {
    curve.push_back({labels, data.trainAndScore()});
    if (labels >= budget || unlabelled.empty()) break;
    std::vector<int> picks;
    if (strategy.random) {
      for (int k = 0; k < batch && !unlabelled.empty(); ++k)
        picks.push_back(unlabelled.back()), unlabelled.pop_back();
    } else {
      picks = data.suggest(unlabelled, batch, strategy.diversity);
      // Items the model gives no margin (one possible answer, not predicted) are never
      // suggested: the batch is filled up with random ones, so every round makes progress.
      for (auto it = unlabelled.rbegin();
           it != unlabelled.rend() && static_cast<int>(picks.size()) < batch; ++it)
        if (std::find(picks.begin(), picks.end(), *it) == picks.end()) picks.push_back(*it);
      std::vector<int> left;
      for (int item : unlabelled)
        if (std::find(picks.begin(), picks.end(), item) == picks.end()) left.push_back(item);
      unlabelled = std::move(left);
    }
    for (int item : picks) label(item);
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
                     double full, const std::string& title, const std::string& unit) {
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
      << "' text-anchor='middle'>" << unit << " labelled</text>\n";
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

// What each data set runs with by default: its file, and a batch and budget measured to end past
// its 95% mark (docs/benchmarks.md), or a few seconds' worth with --quick.
struct ClickDefaults {
  const char* name;
  const char* path;
  int batch, budget, quickBudget;
  std::unique_ptr<ClickDataset> (*open)(const std::string& path, bool quick);
};
const ClickDefaults kClickDatasets[] = {
    {"ocr", "../shared/data/ocr_letters/letter_from_ocr_mat.tsv.gz", 40, 12000, 250, ocrClicks},
    {"ptb", "../shared/data/ptb_sample/ptb_sample_combined.tar.gz", 20, 5000, 400, ptbClicks},
    {"disulfind", "../shared/data/disulfind_conn", 10, 700, 100, disulfindClicks}};

int runClicks(const Args& args, const ClickDefaults& set, const std::string& svg) {
  const bool quick = args.has("quick");
  const std::string dataset = set.name;
  const std::string path = args.get("data", set.path);
  const int seeds = args.integer("seeds", 3);
  const int batch = args.integer("batch", quick ? 5 : set.batch);
  const double budget = args.integer("budget", quick ? set.quickBudget : set.budget);
  const int initial = args.integer("initial", 5);
  const double diversity = args.number("diversity", 0.5);
  if (!(diversity >= 0 && diversity <= 1)) throw UsageError("--diversity must be in [0, 1]");
  const std::unique_ptr<ClickDataset> data = set.open(path, quick);
  if (data->poolSize() < initial + batch) throw IoError(path + ": too few items for the annotator");
  const std::string unit = data->costUnit();

  const auto started = Clock::now();
  data->reset();
  double poolCost = 0;
  for (int item = 0; item < data->poolSize(); ++item)
    data->label(item), poolCost += data->cost(item);
  const double full = data->trainAndScore();
  const double target = 0.95 * full;
  std::printf(
      "bench clicks: %s\n  start from %d random %s, then %d a round, to %.0f %s; %d seed(s)\n",
      data->description().c_str(), initial, data->itemName().c_str(), batch, budget, unit.c_str(),
      seeds);
  std::printf("  every item of the pool labelled (%.0f %s): %s %.4f; 95%% of it: %.4f\n", poolCost,
              unit.c_str(), data->scoreName().c_str(), full, target);

  const std::vector<Strategy> strategies{{"random", true, 0},
                                         {"least-confident", false, 0},
                                         {"least-confident+diversity", false, diversity}};
  JsonResults json(args, "bench clicks", JsonResults::Text::toStderr);
  json["settings"] = {{"dataset", dataset},     {"data", path},     {"poolItems", data->poolSize()},
                      {"poolCost", poolCost},   {"unit", unit},     {"initial", initial},
                      {"batch", batch},         {"budget", budget}, {"seeds", seeds},
                      {"diversity", diversity}, {"fullScore", full}};
  std::vector<Curve> medians;
  std::vector<double> needed;
  std::printf("  %-26s %16s %28s\n", "strategy", (unit + " to 95%").c_str(), "score at the budget");
  for (const Strategy& s : strategies) {
    std::vector<Curve> curves;
    std::vector<double> reach, last;
    for (int seed = 0; seed < seeds; ++seed) {
      curves.push_back(
          annotate(*data, s, 1000u + static_cast<unsigned>(seed), initial, batch, budget));
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
      points.push_back({{"labels", p.labels}, {"score", p.score}});
    json["strategies"][s.name] = {
        {"labelsToTarget",
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
  std::printf("labels to reach 95%% of the full score (%s): least-confident %s, random %s (%s)\n",
              unit.c_str(), said(needed[1]).c_str(), said(needed[0]).c_str(), ratio.c_str());
  std::printf("  with diversity %.2g: %s; %.1f s in all\n", diversity, said(needed[2]).c_str(),
              secondsSince(started));
  if (args.has("svg")) {
    std::ofstream(args.get("svg"))
        << chartSvg(strategies, medians, full,
                    data->description().substr(0, data->description().find(',')) + ": test " +
                        data->scoreName() + " against " + unit + " labelled (median of seeds)",
                    unit);
    std::printf("  chart: %s\n", svg.c_str());
  }
  json.print();
  return 0;
}

int benchClicks(const Args& args) {
  const std::string dataset = args.get("dataset", "all");
  const bool all = dataset == "all";
  if (all && args.has("data"))
    throw UsageError("--data names the file of one data set: give --dataset too");
  const std::string svg = args.get("svg");
  int status = 0;
  bool known = false;
  for (const ClickDefaults& set : kClickDatasets) {
    if (!all && dataset != set.name) continue;
    known = true;
    // With every data set, --svg names a stem: chart.svg -> chart-ocr.svg, chart-ptb.svg, ...
    std::string chart = svg;
    if (all && !svg.empty()) {
      const size_t dot = svg.rfind('.');
      chart = (dot == std::string::npos ? svg : svg.substr(0, dot)) + "-" + set.name +
              (dot == std::string::npos ? ".svg" : svg.substr(dot));
    }
    status = std::max(status, runClicks(args, set, chart));
  }
  if (!known) throw UsageError("--dataset must be all, ocr, ptb or disulfind");
  return status;
}

}  // namespace m3::cli
