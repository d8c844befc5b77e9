// `bench clicks` on the OCR letters: the pool is folds 1-9, the test set fold 0; items are
// words, the score is the per-letter accuracy, and labels are counted in letters (a long word
// costs more typing). The model is the Handwriting workbench's chain M3N with its declared
// learner settings, warm started from the last round.
#include <algorithm>
#include <cstdio>

#include "bench_clicks.h"
#include "eval/sequence_metrics.h"
#include "io/io_error.h"
#include "io/letter_data.h"
#include "tasks/handwriting_task.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

class OcrClicks : public ClickDataset {
 public:
  OcrClicks(const std::string& path, bool quick) : path_(path) {
    data_ = std::make_shared<const HandwritingDataset>(readLetterData(path));
    features_ = ocrDatasetFeatures(*data_, OcrFeatureSpec{});
    pool_ = wordsInFolds(*data_, {0}, false);
    test_ = wordsInFolds(*data_, {0}, true);
    if (quick) {  // a few seconds: a small pool and test set
      pool_.resize(std::min<size_t>(pool_.size(), 400));
      test_.resize(std::min<size_t>(test_.size(), 150));
    }
    if (pool_.size() < 50 || test_.empty())
      throw IoError(path +
                    ": too few words for the annotator (fold 0 tests, folds 1-9 are the pool)");
    applyLearnerValues(defaultValues(taskDeclaration("handwriting").learnerParameters()),
                       request_.options);
    reset();
  }
  std::string description() const override {
    long letters = 0;
    for (int w : pool_) letters += static_cast<long>(data_->words[w].length());
    char text[512];
    std::snprintf(text, sizeof text,
                  "OCR letters, %s\n  pool %zu words (%ld letters), test %zu words", path_.c_str(),
                  pool_.size(), letters, test_.size());
    return text;
  }
  std::string itemName() const override { return "words"; }
  std::string costUnit() const override { return "letters"; }
  std::string scoreName() const override { return "per-letter accuracy"; }
  int poolSize() const override { return static_cast<int>(pool_.size()); }
  double cost(int item) const override {
    return static_cast<double>(data_->words[pool_[item]].length());
  }
  void reset() override {
    request_.dataset = data_;
    request_.features = features_;
    request_.userLabels.clear();
    for (const HandwritingWord& w : data_->words)
      request_.userLabels.emplace_back(w.length(), kUnlabelled);
    warm_ = {};
  }
  void label(int item) override {
    request_.userLabels[pool_[item]] = data_->words[pool_[item]].letters;
  }
  double trainAndScore() override {
    HandwritingTrainingResult trained = trainHandwriting(request_, {}, std::move(warm_));
    warm_ = std::move(trained.warmStart);
    model_ = std::move(trained.model);
    SequenceErrors errors;
    for (int w : test_) errors.add(data_->words[w].letters, predictWord(model_, (*features_)[w]));
    return 1 - errors.letterError();
  }
  std::vector<int> suggest(const std::vector<int>& unlabelled, int count,
                           double diversity) override {
    WordFeatures features;
    std::vector<Labeling> user;
    for (int item : unlabelled)
      features.push_back((*features_)[pool_[item]]),
          user.push_back(request_.userLabels[pool_[item]]);
    const WordPredictions predicted = predictWordsWithMargins(model_, features);
    return poolItems(suggestWords(predicted.letterMargins, user, features, {count, diversity}),
                     unlabelled);
  }

 private:
  std::string path_;
  std::shared_ptr<const HandwritingDataset> data_;
  std::shared_ptr<const WordFeatures> features_;
  std::vector<int> pool_, test_;  // word indices
  HandwritingTrainingRequest request_;
  HandwritingWarmStart warm_;
  ChainModel model_;
};

}  // namespace

std::unique_ptr<ClickDataset> ocrClicks(const std::string& path, bool quick) {
  return std::make_unique<OcrClicks>(path, quick);
}

}  // namespace m3::cli
