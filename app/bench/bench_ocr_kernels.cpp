// `bench ocr-kernels`: the thesis's OCR comparison (Fig. 6.6) redrawn on letter.data: train
// on some folds, test on the rest, per-letter test error of
//   logistic regression and CRF (likelihood, L-BFGS, Gaussian prior; linear features only,
//     as in the thesis), multiclass SVM and chain M3N (structured SMO) with linear, quadratic
//     and cubic kernels,
// as a table and an SVG bar chart in the figure's shape, with training times and the kernel
// cache's peak memory. One run per model (these are error figures, not speed races).
#include <sys/resource.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "eval/sequence_metrics.h"
#include "io/io_error.h"
#include "io/letter_data.h"
#include "learning/chain_crf.h"
#include "learning/chain_oracle.h"
#include "tasks/handwriting_task.h"

namespace m3::cli {

namespace {

struct Bar {
  std::string model, kernel;
  double error = 0, seconds = 0;
  std::size_t cacheBytes = 0;
};

// Grouped bars: one group per model family, one bar per kernel, errors on a 0..max axis.
std::string barChartSvg(const std::vector<Bar>& bars) {
  const std::vector<std::string> families{"Log-Reg", "CRF", "mSVM", "M3N"};
  const std::vector<std::string> kernels{"linear", "quadratic", "cubic"};
  const char* colours[] = {"#4c78a8", "#f58518", "#54a24b"};
  double top = 0;
  for (const Bar& b : bars) top = std::max(top, b.error);
  top = std::ceil(top * 20 + 0.5) / 20;  // next multiple of 0.05 above the largest error
  const int width = 640, height = 360, left = 60, bottom = 300, plot = 260, groupWidth = 140,
            barWidth = 36;
  std::ostringstream svg;
  svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << width << "' height='" << height
      << "' font-family='sans-serif' font-size='12'>\n<rect width='100%' height='100%' "
         "fill='white'/>\n"
      << "<text x='" << width / 2
      << "' y='20' text-anchor='middle' font-size='14'>OCR per-letter test error</text>\n";
  for (int t = 0; t <= 5; ++t) {
    const double v = top * t / 5;
    const int y = bottom - static_cast<int>(plot * t / 5.0);
    svg << "<line x1='" << left << "' x2='" << width - 20 << "' y1='" << y << "' y2='" << y
        << "' stroke='#ddd'/><text x='" << left - 6 << "' y='" << y + 4 << "' text-anchor='end'>"
        << v << "</text>\n";
  }
  for (size_t g = 0; g < families.size(); ++g) {
    const int x0 = left + 20 + static_cast<int>(g) * groupWidth;
    svg << "<text x='" << x0 + 54 << "' y='" << bottom + 18 << "' text-anchor='middle'>"
        << families[g] << "</text>\n";
    for (size_t k = 0; k < kernels.size(); ++k)
      for (const Bar& b : bars)
        if (b.model == families[g] && b.kernel == kernels[k]) {
          const int h = static_cast<int>(plot * b.error / top),
                    x = x0 + static_cast<int>(k) * barWidth;
          svg << "<rect x='" << x << "' y='" << bottom - h << "' width='" << barWidth - 4
              << "' height='" << h << "' fill='" << colours[k] << "'/><text x='"
              << x + (barWidth - 4) / 2 << "' y='" << bottom - h - 4
              << "' text-anchor='middle' font-size='9'>"
              << static_cast<int>(b.error * 1000 + 0.5) / 1000.0 << "</text>\n";
        }
  }
  for (size_t k = 0; k < kernels.size(); ++k)
    svg << "<rect x='" << 100 + 110 * k << "' y='" << bottom + 34
        << "' width='12' height='12' fill='" << colours[k] << "'/><text x='" << 116 + 110 * k
        << "' y='" << bottom + 44 << "'>" << kernels[k] << "</text>\n";
  svg << "</svg>\n";
  return svg.str();
}

double letterError(const HandwritingDataset& data, const std::vector<int>& words,
                   const std::function<Labeling(int)>& predict) {
  SequenceErrors e;
  for (int w : words) e.add(data.words[w].letters, predict(w));
  return e.letterError();
}

}  // namespace

int benchOcrKernels(const Args& args) {
  const std::string path = args.required("data");
  const double C = args.number("C", 0.1), sigma = args.number("sigma", 1.0),
               scale = args.number("kernel-scale", 1.0 / 14);
  const int passes = args.integer("passes", 30);
  if (!(C > 0) || !(sigma > 0) || !(scale > 0) || passes < 1)
    throw UsageError("--C, --sigma, --kernel-scale and --passes must be positive");
  const auto data = std::make_shared<const HandwritingDataset>(readLetterData(path));
  HandwritingTrainingRequest request;
  request.dataset = data;
  request.features = ocrDatasetFeatures(*data, request.featureSpec);
  const std::vector<int> trainFolds = args.folds("train-folds", {0});
  const std::vector<int> train = wordsInFolds(*data, trainFolds, true),
                         test = wordsInFolds(*data, trainFolds, false);
  if (train.empty() || test.empty())
    throw IoError("the train folds leave no training or no test words");
  for (const HandwritingWord& w : data->words)
    request.userLabels.emplace_back(w.length(), kUnlabelled);
  for (int w : train) request.userLabels[w] = data->words[w].letters;
  request.options.C = C;
  request.options.maxPasses = passes;
  request.useSmo = true;
  const int F = request.featureSpec.dimension(), K = request.labels.size();
  JsonResults json(args, "bench ocr-kernels", JsonResults::Text::toStderr);
  json["settings"] = {{"data", path},  {"trainWords", train.size()}, {"testWords", test.size()},
                      {"C", C},        {"passes", passes},           {"kernelScale", scale},
                      {"sigma", sigma}};
  json["models"] = nlohmann::json::array();
  std::printf(
      "bench ocr-kernels: %s\n  train %zu words, test %zu words; SMO: C = %g, %d passes, kernels "
      "(x.x'/%.0f + 1)^d; CRF and logistic regression: sigma = %g\n\n",
      path.c_str(), train.size(), test.size(), C, passes, 1 / scale, sigma);
  std::printf("%-8s %-10s %12s %10s %14s\n", "model", "kernel", "letter error", "train s",
              "cache peak MiB");
  std::vector<Bar> bars;
  auto report = [&](Bar bar) {
    std::printf("%-8s %-10s %12.4f %10.1f %14.1f\n", bar.model.c_str(), bar.kernel.c_str(),
                bar.error, bar.seconds, bar.cacheBytes / 1048576.0);
    std::fflush(stdout);
    json["models"].push_back({{"model", bar.model},
                              {"kernel", bar.kernel},
                              {"letterError", bar.error},
                              {"trainSeconds", bar.seconds},
                              {"kernelCachePeakMiB", bar.cacheBytes / 1048576.0}});
    bars.push_back(std::move(bar));
  };

  auto examples = std::make_shared<std::vector<ChainExample>>();
  for (int w : train) examples->push_back({(*request.features)[w], data->words[w].letters});
  StepProgress progress("bench ocr-kernels", 8);  // 2 linear CRFs, 6 kernel SMO runs
  for (bool transitions : {false, true}) {
    CrfOptions options;
    options.sigma = sigma;
    options.useTransitions = transitions;
    const CrfResult crf = trainChainCrf(examples, F, K, options);
    report({transitions ? "CRF" : "Log-Reg", "linear",
            letterError(*data, test,
                        [&](int w) { return predictChain(crf.weights, (*request.features)[w]); }),
            crf.progress.seconds, 0});
    progress.step(transitions ? "CRF" : "logistic regression");
  }
  for (bool transitions : {false, true})
    for (const auto& [name, kernel] :
         {std::pair{"linear", KernelSpec::linear()},
          std::pair{"quadratic", KernelSpec::polynomial(2, 1.0, scale)},
          std::pair{"cubic", KernelSpec::polynomial(3, 1.0, scale)}}) {
      request.useTransitions = transitions;
      request.kernel = kernel;
      const HandwritingTrainingResult r = trainHandwriting(request);
      const ChainModel& model = r.model;
      report({transitions ? "M3N" : "mSVM", name,
              letterError(*data, test,
                          [&](int w) { return predictWord(model, (*request.features)[w]); }),
              r.progress.seconds, r.kernelCachePeakBytes});
      progress.step(std::string(transitions ? "M3N" : "multiclass SVM") + ", " + name + " kernel");
    }

  const std::string chart = args.get("chart", "ocr-kernels.svg");
  writeFileAtomically(chart, barChartSvg(bars));
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("\nbar chart written to %s; peak resident memory %.0f MiB\n", chart.c_str(),
              usage.ru_maxrss / 1024.0);
  json["chart"] = chart;
  json["peakResidentMiB"] = usage.ru_maxrss / 1024.0;
  json.print();
  return 0;
}

}  // namespace m3::cli
