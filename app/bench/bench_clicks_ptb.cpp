// `bench clicks --dataset ptb` on the Penn Treebank sample (ptb_split.h): the pool is the
// training files' sentences of at most 15 words (those the max-margin parsers learn from), the
// test set the test files' sentences of at most 15 words; items are sentences, the score is the
// labelled bracket F1 (evalb's settings), and labels are counted in words (a longer sentence
// takes more bracketing). The model is the Sentences workbench's BASIC parser with its
// declared learner settings, warm started from the last round (ParserWarmStart).
#include <algorithm>
#include <cstdio>

#include "bench_clicks.h"
#include "eval/bracket_metrics.h"
#include "parallel/parallel_blocks.h"
#include "ptb_split.h"
#include "tasks/sentences/parse_task.h"
#include "tasks/sentences/sentence_suggestions.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

class PtbClicks : public ClickDataset {
 public:
  PtbClicks(const std::string& path, bool quick) : path_(path) {
    applyLearnerValues(defaultValues(taskDeclaration("sentences").learnerParameters()),
                       options_.bcfw);
    PtbSplit split = readPtbSplit(path, options_.maxWords);
    for (ParseTree& t : split.train)
      if (scoredLength(t) <= options_.maxWords) pool_.push_back(std::move(t));
    test_ = std::move(split.test);
    if (quick) {  // a smoke test: a small pool and test set, few passes
      pool_.resize(std::min<size_t>(pool_.size(), 120));
      test_.resize(std::min<size_t>(test_.size(), 40));
      options_.bcfw.maxPasses = 5;
    }
    reset();
  }
  std::string description() const override {
    long words = 0;
    for (const ParseTree& t : pool_) words += static_cast<long>(treeWords(t).size());
    char text[512];
    std::snprintf(
        text, sizeof text,
        "Penn Treebank sample, %s\n  pool %zu sentences of at most %d words (%ld words), test %zu "
        "sentences",
        path_.c_str(), pool_.size(), options_.maxWords, words, test_.size());
    return text;
  }
  std::string itemName() const override { return "sentences"; }
  std::string costUnit() const override { return "words"; }
  std::string scoreName() const override { return "labelled bracket F1"; }
  int poolSize() const override { return static_cast<int>(pool_.size()); }
  double cost(int item) const override {
    return static_cast<double>(treeWords(pool_[item]).size());
  }
  void reset() override {
    labelled_.clear();
    warm_ = {};
  }
  void label(int item) override { labelled_.push_back(pool_[item]); }
  double trainAndScore() override {
    model_ = trainParser(labelled_, options_, {}, &warm_).model;
    std::vector<ParseTree> parsed(test_.size());
    parallelEach(static_cast<int>(test_.size()),
                 [&](int i) { parsed[i] = parseSentence(model_, treeWords(test_[i])); });
    BracketScores scores;
    for (size_t i = 0; i < test_.size(); ++i) scores.add(test_[i], parsed[i]);
    return scores.f1();
  }
  std::vector<int> suggest(const std::vector<int>& unlabelled, int count,
                           double diversity) override {
    std::vector<std::vector<std::string>> sentences;
    for (int item : unlabelled) sentences.push_back(treeWords(pool_[item]));
    return poolItems(suggestSentences(model_, sentences, {}, {count, diversity}), unlabelled);
  }

 private:
  std::string path_;
  ParserTrainingOptions options_;
  std::vector<ParseTree> pool_, test_;
  std::vector<ParseTree> labelled_;
  ParserWarmStart warm_;
  ParserModel model_;
};

}  // namespace

std::unique_ptr<ClickDataset> ptbClicks(const std::string& path, bool quick) {
  return std::make_unique<PtbClicks>(path, quick);
}

}  // namespace m3::cli
