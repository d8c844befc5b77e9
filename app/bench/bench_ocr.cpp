// `bench ocr`: our BCFW chain M3N against dlib's structural_sequence_labeling_trainer on the
// same features, split and objective, in one run. Reports medians over repeats of
//   - dlib: training time and test error at its stopping tolerance;
//   - ours: the training time at which our test error first reaches dlib's, and the time
//     from which it stays there for the rest of the run (test errors wobble from pass to
//     pass, so the second is the conservative figure; test-error evaluation itself is
//     instrumentation and is not counted);
//   - the ratio dlib time / our sustained time; plus our final error and the no-edges
//     baseline;
//   - optimisation speed independent of test-error luck: both solvers to the same certified
//     relative duality gap (dlib's epsilon is converted from our primal, see dlib_peer.h),
//     with dlib's primal checked by our own evaluation.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_interrupt.h"
#include "cli_json_results.h"
#include "cli_step_progress.h"
#include "dlib_peer.h"
#include "eval/sequence_metrics.h"
#include "io/letter_data.h"
#include "learning/chain_oracle.h"
#include "parallel/parallel_blocks.h"
#include "tasks/handwriting_task.h"

namespace m3::cli {

namespace {

double testError(const ChainWeights& weights, const HandwritingDataset& data,
                 const WordFeatures& features, const std::vector<int>& words) {
  SequenceErrors e;
  for (int w : words) e.add(data.words[w].letters, predictChain(weights, features[w]));
  return e.letterError();
}

struct OurRun {
  double secondsToTarget = -1;   // first pass at or below the target; -1: never reached
  double sustainedSeconds = -1;  // first pass after which it never rose above the target
  double finalError = 1, finalSeconds = 0;
  int passes = 0;
};

// Trains with BCFW and records, pass by pass, the training time (minus evaluation of the
// test error) at which the test error first drops to `target`.
OurRun runOurs(const HandwritingTrainingRequest& base, const std::vector<int>& testWords,
               double target, bool transitions, int maxPasses, double gap) {
  HandwritingTrainingRequest request = base;
  request.useTransitions = transitions;
  request.options.maxPasses = maxPasses;
  request.options.relativeGapTolerance = gap;
  OurRun run;
  double instrumentation = 0;
  LearnerControl control;
  control.stop = interruptFlag();
  control.validationError = [&](const Eigen::VectorXd& w) {
    const auto t0 = Clock::now();
    ChainWeights weights(base.featureSpec.dimension(), base.labels.size(), transitions);
    weights.w = w;
    const double err = testError(weights, *base.dataset, *base.features, testWords);
    instrumentation += std::chrono::duration<double>(Clock::now() - t0).count();
    return err;
  };
  control.onProgress = [&](const TrainingProgress& p) {
    const double trainSeconds = p.seconds - instrumentation;
    if (p.validationError <= target) {
      if (run.secondsToTarget < 0) run.secondsToTarget = trainSeconds;
      if (run.sustainedSeconds < 0) run.sustainedSeconds = trainSeconds;
    } else {
      run.sustainedSeconds = -1;
    }
    run.finalError = p.validationError;
    run.finalSeconds = trainSeconds;
    run.passes = p.pass;
  };
  trainHandwriting(request, control);
  return run;
}

}  // namespace

int benchOcr(const Args& args) {
  const std::string path = args.required("data");
  const double C = args.number("C", 0.1);
  const int repeats = std::max(1, args.integer("repeats", 3));
  const unsigned threads = static_cast<unsigned>(std::max(1, args.integer("threads", 1)));
  setDefaultThreadCount(static_cast<int>(threads));  // ours as many as dlib
  const double epsilon = args.number("epsilon", 0.01);
  const int maxPasses = args.integer("passes", 100);
  const std::vector<int> trainFolds = args.folds("train-folds", {0});
  if (!(C > 0) || !(epsilon > 0) || maxPasses < 1)
    throw UsageError("--C, --epsilon and --passes must be positive");

  auto data = std::make_shared<const HandwritingDataset>(readLetterData(path));
  HandwritingTrainingRequest request;
  request.dataset = data;
  request.features = ocrDatasetFeatures(*data, request.featureSpec);
  request.options.C = C;
  for (const HandwritingWord& w : data->words)
    request.userLabels.emplace_back(w.length(), kUnlabelled);
  const std::vector<int> trainWords = wordsInFolds(*data, trainFolds, true);
  const std::vector<int> testWords = wordsInFolds(*data, trainFolds, false);
  auto trainChains = std::make_shared<std::vector<ChainExample>>();
  for (int w : trainWords) {
    request.userLabels[w] = data->words[w].letters;
    trainChains->push_back({(*request.features)[w], data->words[w].letters});
  }
  const double gapTarget = args.number("gap", 0.01);
  const int F = request.featureSpec.dimension(), K = request.labels.size();
  JsonResults json(args, "bench ocr", JsonResults::Text::toStderr);
  json["settings"] = {{"data", path},
                      {"trainWords", trainWords.size()},
                      {"testWords", testWords.size()},
                      {"C", C},
                      {"repeats", repeats},
                      {"dlibEpsilon", epsilon},
                      {"dlibThreads", threads},
                      {"passes", maxPasses},
                      {"gapTarget", gapTarget}};
  std::printf("bench ocr: %s\n  train %zu words (folds %s), test %zu words; C = %g, %d repeat(s)\n",
              path.c_str(), trainWords.size(), args.get("train-folds", "0").c_str(),
              testWords.size(), C, repeats);
  std::printf("  dlib structural_sequence_labeling_trainer: epsilon %g, %u thread(s)\n", epsilon,
              threads);
  std::fflush(stdout);

  std::vector<double> dlibSeconds, dlibErrors, ourFirst, ourSustained, ratios, ourFinal,
      ourFinalSeconds, svmFinal, svmSeconds, ourGapSeconds, dlibGapSeconds, gapRatios;
  const ChainOracle oracle(trainChains, F, K, true);
  StepProgress progress("bench ocr", repeats);
  for (int r = 0; r < repeats; ++r) {
    DlibChainOptions dopt;
    dopt.C = C;
    dopt.epsilon = epsilon;
    dopt.threads = threads;
    const DlibChainResult peer = trainDlibChain(*trainChains, F, K, dopt);
    ChainWeights peerWeights(F, K, true);
    peerWeights.w = peer.weights;
    const double peerError = testError(peerWeights, *data, *request.features, testWords);
    dlibSeconds.push_back(peer.trainSeconds);
    dlibErrors.push_back(peerError);

    request.options.seed = static_cast<std::uint32_t>(r + 1);
    const OurRun ours = runOurs(request, testWords, peerError, true, maxPasses, 0.0);
    const OurRun svm = runOurs(request, testWords, -1, false, maxPasses, 0.0);
    ourFinal.push_back(ours.finalError);
    ourFinalSeconds.push_back(ours.finalSeconds);
    svmFinal.push_back(svm.finalError);
    svmSeconds.push_back(svm.finalSeconds);
    if (ours.secondsToTarget >= 0) ourFirst.push_back(ours.secondsToTarget);
    if (ours.sustainedSeconds >= 0) {
      ourSustained.push_back(ours.sustainedSeconds);
      ratios.push_back(peer.trainSeconds / ours.sustainedSeconds);
    }
    // Optimisation speed: both to the same certified relative gap.
    HandwritingTrainingRequest gapRequest = request;
    gapRequest.options.relativeGapTolerance = gapTarget;
    gapRequest.options.maxPasses = 100000;
    const HandwritingTrainingResult gapRun = trainHandwriting(gapRequest);
    DlibChainOptions gapOptions = dopt;
    gapOptions.epsilon =
        gapTarget * gapRun.progress.primal / (C * static_cast<double>(trainChains->size()));
    const DlibChainResult peerGap = trainDlibChain(*trainChains, F, K, gapOptions);
    const double peerPrimal = evaluatePrimal(oracle, peerGap.weights, C).primal;
    ourGapSeconds.push_back(gapRun.progress.seconds);
    dlibGapSeconds.push_back(peerGap.trainSeconds);
    gapRatios.push_back(peerGap.trainSeconds / gapRun.progress.seconds);
    std::printf(
        "  repeat %d: to a %.1f%% gap: ours %.2f s (%d passes, primal %.4f, dual %.4f), dlib %.2f "
        "s "
        "(epsilon %.4f, primal %.4f)\n",
        r + 1, 100 * gapTarget, gapRun.progress.seconds, gapRun.progress.pass,
        gapRun.progress.primal, gapRun.progress.dual, peerGap.trainSeconds, gapOptions.epsilon,
        peerPrimal);

    std::printf(
        "  repeat %d: dlib %.2f s -> test err %.4f | ours first reaches it at %.3f s, stays "
        "from %.3f s | ours after %d passes %.4f (%.2f s) | multiclass SVM %.4f\n",
        r + 1, peer.trainSeconds, peerError, ours.secondsToTarget, ours.sustainedSeconds,
        ours.passes, ours.finalError, ours.finalSeconds, svm.finalError);
    std::fflush(stdout);
    progress.step("repeat " + std::to_string(r + 1));
  }
  std::printf("\nmedians over %d repeat(s):\n", repeats);
  std::printf("  dlib chain SSVM:      test error %.4f  training %.2f s\n", median(dlibErrors),
              median(dlibSeconds));
  const bool reached =
      !ourSustained.empty() && ourSustained.size() == ourFirst.size();  // in every repeat
  if (reached)
    std::printf(
        "  ours (BCFW):          first at dlib's error after %.2f s, stays there from %.2f s"
        "  -> %.1fx faster than dlib (sustained)\n",
        median(ourFirst), median(ourSustained), median(ratios));
  else
    std::printf("  ours (BCFW):          did not reach dlib's error within %d passes\n", maxPasses);
  std::printf("  ours after %d passes: test error %.4f  (%.2f s)\n", maxPasses, median(ourFinal),
              median(ourFinalSeconds));
  std::printf("  multiclass SVM (no edges, BCFW, %d passes): test error %.4f  (%.2f s)\n",
              maxPasses, median(svmFinal), median(svmSeconds));
  std::printf(
      "  to a certified %.1f%% duality gap: ours %.2f s, dlib %.2f s -> %.1fx faster than dlib\n",
      100 * gapTarget, median(ourGapSeconds), median(dlibGapSeconds), median(gapRatios));
  // Medians over the repeats, as printed; null where ours never reached dlib's error.
  json["dlib"] = {{"testError", median(dlibErrors)}, {"trainSeconds", median(dlibSeconds)}};
  json["ours"] = {
      {"firstAtDlibErrorSeconds", reached ? nlohmann::json(median(ourFirst)) : nlohmann::json()},
      {"staysAtDlibErrorSeconds",
       reached ? nlohmann::json(median(ourSustained)) : nlohmann::json()},
      {"speedupSustained", reached ? nlohmann::json(median(ratios)) : nlohmann::json()},
      {"finalTestError", median(ourFinal)},
      {"finalSeconds", median(ourFinalSeconds)}};
  json["multiclassSvm"] = {{"testError", median(svmFinal)}, {"seconds", median(svmSeconds)}};
  json["toCertifiedGap"] = {{"gap", gapTarget},
                            {"oursSeconds", median(ourGapSeconds)},
                            {"dlibSeconds", median(dlibGapSeconds)},
                            {"speedup", median(gapRatios)}};
  json.print();
  return 0;
}

}  // namespace m3::cli
