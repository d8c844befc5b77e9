// The handwriting engine entry points: partial labels train on labelled runs only, warm
// starts reuse untouched runs, predictions and metrics line up with the dataset.
#include <QtTest>
#include <numeric>
#include <random>
#include <set>

#include "eval/sequence_metrics.h"
#include "inference/viterbi.h"
#include "sanitized_build.h"
#include "tasks/handwriting_task.h"

using namespace m3;

namespace {

// Letters whose images are noisy copies of one prototype per class: learnable quickly.
std::shared_ptr<HandwritingDataset> prototypeDataset(int words, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> letter(0, 4), length(2, 6), bit(0, 1);
  std::uniform_real_distribution<double> u;
  std::vector<LetterImage> prototypes(5);
  for (auto& p : prototypes)
    for (auto& px : p) px = static_cast<std::uint8_t>(bit(rng));
  auto data = std::make_shared<HandwritingDataset>();
  for (int w = 0; w < words; ++w) {
    HandwritingWord word;
    word.wordId = w + 1;
    word.fold = w % 10;
    const int L = length(rng);
    for (int j = 0; j < L; ++j) {
      const int y = letter(rng);
      LetterImage img = prototypes[y];
      for (auto& px : img)
        if (u(rng) < 0.15) px ^= 1;
      word.images.push_back(img);
      word.letters.push_back(y);
    }
    data->words.push_back(std::move(word));
  }
  return data;
}

HandwritingTrainingRequest requestFor(std::shared_ptr<HandwritingDataset> data) {
  HandwritingTrainingRequest r;
  r.dataset = data;
  r.features = ocrDatasetFeatures(*data, r.featureSpec);
  r.userLabels.resize(data->words.size());
  for (size_t w = 0; w < data->words.size(); ++w)
    r.userLabels[w].assign(data->words[w].length(), kUnlabelled);
  r.options.maxPasses = 50;
  r.options.relativeGapTolerance = 0.01;
  return r;
}

}  // namespace

class TestHandwritingTask : public QObject {
  Q_OBJECT
 private slots:
  void partialLabelsTrainOnLabelledRuns() {
    auto data = prototypeDataset(60, 1);
    HandwritingTrainingRequest r = requestFor(data);
    // Label the first two letters and the last letter of the first 30 words.
    int expectedLetters = 0, expectedChains = 0;
    for (int w = 0; w < 30; ++w) {
      const auto& truth = data->words[w].letters;
      const int L = static_cast<int>(truth.size());
      r.userLabels[w][0] = truth[0];
      r.userLabels[w][1] = truth[1];
      expectedLetters += 2, expectedChains += 1;
      if (L > 3) r.userLabels[w][L - 1] = truth[L - 1], expectedLetters += 1, expectedChains += 1;
    }
    for (int w = 30; w < 60; ++w) r.validationWords.push_back(w);
    double lastValidation = 1;
    LearnerControl control;
    control.onProgress = [&](const TrainingProgress& p) { lastValidation = p.validationError; };
    const HandwritingTrainingResult result = trainHandwriting(r, control);
    QCOMPARE(result.labelledLetters, expectedLetters);
    QCOMPARE(result.trainingChains, expectedChains);
    QCOMPARE(result.model.weights.numLabels, 26);
    const auto predictions = predictWords(result.model, *r.features);
    SequenceErrors heldOut;
    for (int w = 30; w < 60; ++w) heldOut.add(data->words[w].letters, predictions[w]);
    QVERIFY2(heldOut.letterError() < 0.1, qPrintable(QString::number(heldOut.letterError())));
    QCOMPARE(lastValidation, heldOut.letterError());
  }

  void kernelModelsTrainWithSmoAndPredictFromSupportVectors() {
    auto data = prototypeDataset(60, 2);
    HandwritingTrainingRequest r = requestFor(data);
    for (int w = 0; w < 30; ++w) r.userLabels[w] = data->words[w].letters;
    r.useSmo = true;
    r.kernel = KernelSpec::polynomial(2, 1.0, 1.0 / 14);
    r.options.maxPasses = 20;
    const HandwritingTrainingResult result = trainHandwriting(r);
    QCOMPARE(result.model.kind(), std::string("chain-m3n-kernel"));
    QVERIFY(result.model.kernel && result.model.kernel->numFeatures == 128);  // bias dropped
    QVERIFY(!result.model.features.bias);
    QVERIFY(result.kernelCachePeakBytes > 0);
    // The document's features carry the bias column; prediction uses the pixels only.
    const auto predictions = predictWords(result.model, *r.features);
    SequenceErrors heldOut;
    for (int w = 30; w < 60; ++w) heldOut.add(data->words[w].letters, predictions[w]);
    QVERIFY2(heldOut.letterError() < 0.1, qPrintable(QString::number(heldOut.letterError())));
    // Warm start from the converged state is immediate; no transitions = multiclass SVM.
    const HandwritingTrainingResult again = trainHandwriting(r, {}, result.warmStart);
    QVERIFY(again.progress.pass <= result.progress.pass);
    r.useTransitions = false;
    QCOMPARE(trainHandwriting(r).model.kind(), std::string("multiclass-svm-kernel"));
  }

  void warmStartKeepsUntouchedRuns() {
    // The sanitized build learns on 6 words (the same code paths; 23 s under ASan, 50 s with 10).
    const int words = kSanitizedBuild ? 6 : 20;
    auto data = prototypeDataset(2 * words, 2);
    HandwritingTrainingRequest r = requestFor(data);
    for (int w = 0; w < words; ++w) r.userLabels[w] = data->words[w].letters;
    r.options.relativeGapTolerance = 1e-2;
    r.options.maxPasses = 2000;
    r.options.C = 0.1;
    const HandwritingTrainingResult cold = trainHandwriting(r);
    QCOMPARE(cold.reason, StopReason::Converged);
    QCOMPARE(int(cold.warmStart.blocks.size()), words);

    // One more labelled word: the warm run converges in fewer passes than a cold one.
    r.userLabels[static_cast<size_t>(words)] = data->words[static_cast<size_t>(words)].letters;
    const HandwritingTrainingResult warm = trainHandwriting(r, {}, cold.warmStart);
    const HandwritingTrainingResult cold2 = trainHandwriting(r);
    QCOMPARE(warm.reason, StopReason::Converged);
    QVERIFY2(warm.progress.pass < cold2.progress.pass,
             qPrintable(QString("%1 vs %2").arg(warm.progress.pass).arg(cold2.progress.pass)));
    // Changing C rescales the kept blocks instead of discarding them.
    r.options.C = 0.12;
    const HandwritingTrainingResult rescaled = trainHandwriting(r, {}, warm.warmStart);
    const HandwritingTrainingResult coldC = trainHandwriting(r);
    QCOMPARE(rescaled.reason, StopReason::Converged);
    QVERIFY2(rescaled.progress.pass < coldC.progress.pass,
             qPrintable(QString("%1 vs %2").arg(rescaled.progress.pass).arg(coldC.progress.pass)));
  }

  // The word suggested first is the one whose prediction wins by the least over its
  // second-best labeling, checked by enumerating every labeling of short words; a word the
  // user labelled in full is never suggested.
  void suggestionIsTheWordWithTheSmallestMargin() {
    auto data = prototypeDataset(80, 5);
    HandwritingTrainingRequest r = requestFor(data);
    for (int w = 0; w < 4; ++w) r.userLabels[w] = data->words[w].letters;
    const ChainModel model = trainHandwriting(r).model;
    WordFeatures shortWords;
    for (const RowMatrix& f : *r.features)
      if (f.rows() <= 3) shortWords.push_back(f);
    QVERIFY(shortWords.size() >= 10);
    const WordPredictions predicted = predictWordsWithMargins(model, shortWords);
    QCOMPARE(predicted.labels, predictWords(model, shortWords));
    // By enumeration: each word's margin over its second-best labeling, and each letter's
    // (the best labeling with another letter there).
    std::vector<double> enumerated;
    std::vector<std::vector<double>> letterEnumerated;
    for (const RowMatrix& f : shortWords) {
      const WordScores s = scoreWord(model, f);
      const Labeling mapLabels = viterbi(s.node, s.transition).labels;
      const size_t L = static_cast<size_t>(f.rows());
      double best = -1e300, second = -1e300;
      std::vector<double> other(L, -1e300);
      Labeling y(L, 0);
      for (bool more = true; more;) {
        const double v = chainScore(s.node, s.transition, y);
        if (y == mapLabels)
          best = v;
        else
          second = std::max(second, v);
        for (size_t j = 0; j < L; ++j)
          if (y[j] != mapLabels[j]) other[j] = std::max(other[j], v);
        more = false;
        for (int& v2 : y)
          if (++v2 < 26) {
            more = true;
            break;
          } else
            v2 = 0;
      }
      enumerated.push_back(best - second);
      letterEnumerated.emplace_back();
      for (double o : other) letterEnumerated.back().push_back(best - o);
    }
    for (size_t w = 0; w < shortWords.size(); ++w) {
      QVERIFY2(std::abs(predicted.margins[w] - enumerated[w]) < 1e-8,
               qPrintable(QString::number(w)));
      for (size_t j = 0; j < letterEnumerated[w].size(); ++j)
        QVERIFY(std::abs(predicted.letterMargins[w][j] - letterEnumerated[w][j]) < 1e-8);
    }
    // The order the user's labels leave: the smallest margin among a word's unlabelled letters,
    // words labelled in full left out.
    const auto expectedOrder = [&](const std::vector<Labeling>& user) {
      std::vector<std::pair<double, int>> order;
      for (size_t w = 0; w < user.size(); ++w) {
        double m = std::numeric_limits<double>::infinity();
        for (size_t j = 0; j < user[w].size(); ++j)
          if (user[w][j] == kUnlabelled) m = std::min(m, letterEnumerated[w][j]);
        if (std::isfinite(m)) order.emplace_back(m, static_cast<int>(w));
      }
      std::stable_sort(order.begin(), order.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
      std::vector<int> items;
      for (const auto& o : order) items.push_back(o.second);
      return items;
    };
    std::vector<Labeling> user(shortWords.size());
    for (size_t w = 0; w < shortWords.size(); ++w)
      user[w].assign(static_cast<size_t>(shortWords[w].rows()), kUnlabelled);
    const std::vector<int> byMargin = expectedOrder(user);
    std::vector<Suggestion> next = suggestWords(predicted.letterMargins, user, shortWords, {3, 0});
    QCOMPARE(int(next.size()), 3);
    QCOMPARE(next[0].item, byMargin[0]);
    QCOMPARE(next[1].item, byMargin[1]);
    QCOMPARE(next[0].margin, predicted.margins[byMargin[0]]);  // no labels: the word's margin
    // Labelled in full: left out. The least sure letter of the next word labelled: ranked by
    // the letters left, so it moves back.
    user[byMargin[0]] = predicted.labels[byMargin[0]];
    const std::vector<double>& letters = predicted.letterMargins[byMargin[1]];
    user[byMargin[1]][std::min_element(letters.begin(), letters.end()) - letters.begin()] = 0;
    const std::vector<int> after = expectedOrder(user);
    QVERIFY(after.front() != byMargin[1]);
    next = suggestWords(predicted.letterMargins, user, shortWords, {2, 0});
    QCOMPARE(next[0].item, after[0]);
    QCOMPARE(next[1].item, after[1]);
    // Spread out: still the least sure first, then distinct words.
    next = suggestWords(predicted.letterMargins, user, shortWords, {4, 1.0});
    QCOMPARE(next[0].item, after[0]);
    std::set<int> distinct;
    for (const Suggestion& s : next) distinct.insert(s.item);
    QCOMPARE(int(distinct.size()), 4);
  }

  void rankingRules() {
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<double> margins{0.5, 0.1, inf, 0.1, std::nan(""), 0.0};
    std::vector<Suggestion> s = rankSuggestions(margins, {}, {10, 0});
    std::vector<int> items;
    for (const Suggestion& x : s) items.push_back(x.item);
    QCOMPARE(items, (std::vector<int>{5, 1, 3, 0}));  // no prediction: never; ties by index
    s = rankSuggestions(margins, {false, false, false, false, false, true}, {2, 0});
    QCOMPARE(s.size(), size_t(2));
    QCOMPARE(s[0].item, 1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rankSuggestions(margins, {true}, {2, 0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rankSuggestions(margins, {}, {2, 1.5}));
    // Diversity on two clusters: the second pick comes from the other cluster, although the
    // cluster of the first holds the next least sure item.
    const std::vector<double> m2{0.0, 0.1, 0.2, 0.3};
    std::vector<Eigen::VectorXd> at(4, Eigen::VectorXd::Zero(1));
    at[2](0) = at[3](0) = 10;
    s = rankSuggestions(m2, {}, {2, 0.8}, at);
    QCOMPARE(s[0].item, 0);
    QCOMPARE(s[1].item, 2);
    s = rankSuggestions(m2, {}, {2, 0}, at);
    QCOMPARE(s[1].item, 1);
  }

  void noLabelsIsAnEmptyProblem() {
    HandwritingTrainingRequest r = requestFor(prototypeDataset(5, 3));
    QCOMPARE(trainHandwriting(r).reason, StopReason::EmptyProblem);
  }

  void rejectsInconsistentRequests() {
    HandwritingTrainingRequest r = requestFor(prototypeDataset(5, 3));
    r.userLabels[0][0] = 26;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainHandwriting(r));
    r.userLabels.pop_back();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trainHandwriting(r));
  }

  void sequenceErrorsCountOnlyLabelledLetters() {
    const SequenceErrors e = sequenceErrors({{0, 1, kUnlabelled}, {2, 2}, {kUnlabelled}},
                                            {{0, 2, 5}, {2, 2}, {3}});
    QCOMPARE(e.letters, 4L);
    QCOMPARE(e.letterErrors, 1L);
    QCOMPARE(e.words, 2L);
    QCOMPARE(e.wordErrors, 1L);
  }

  void foldSelection() {
    auto data = prototypeDataset(20, 4);
    QCOMPARE(wordsInFolds(*data, {0}, true), (std::vector<int>{0, 10}));
    QCOMPARE(int(wordsInFolds(*data, {0}, false).size()), 18);
  }
};

QTEST_APPLESS_MAIN(TestHandwritingTask)
#include "test_handwriting_task.moc"
