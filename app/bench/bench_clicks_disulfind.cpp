// `bench clicks --dataset disulfind` on the DISULFIND set (../shared/data/disulfind_conn: 521
// chains with per-cysteine profile vectors): a fixed fifth of the chains (shuffled with seed 1)
// is the test set, the rest the pool; items are proteins, the score is the bond precision over
// the test chains with their bonding state known (as the thesis and `bench bonds` score them),
// and labels are counted in bonds (one click each in the workbench). The model is the Protein
// Bonds workbench's linear M3N with its declared learner settings, warm started from the last
// round (BondWarmStart).
#include <algorithm>
#include <cstdio>
#include <random>

#include "bench_clicks.h"
#include "eval/bond_metrics.h"
#include "io/io_error.h"
#include "io/protein_input.h"
#include "parallel/parallel_blocks.h"
#include "tasks/bond_task.h"
#include "tasks/suggestions.h"
#include "tasks/task_registry.h"

namespace m3::cli {

namespace {

std::vector<Bond> bondsOf(const Protein& p) {
  std::vector<Bond> bonds;
  for (const auto& [a, b] : p.bonds) bonds.push_back({a, b});
  return bonds;
}

class DisulfindClicks : public ClickDataset {
 public:
  DisulfindClicks(const std::string& path, bool quick) : path_(path) {
    applyLearnerValues(defaultValues(taskDeclaration("bonds").learnerParameters()), options_.bcfw);
    std::vector<Protein> all;
    for (Protein& p : readProteinInput(path).proteins)
      if (!p.bonds.empty()) all.push_back(std::move(p));
    std::shuffle(all.begin(), all.end(), std::mt19937(1));
    const size_t testCount = all.size() / 5;
    test_.assign(std::make_move_iterator(all.begin()),
                 std::make_move_iterator(all.begin() + testCount));
    pool_.assign(std::make_move_iterator(all.begin() + testCount),
                 std::make_move_iterator(all.end()));
    if (quick) {  // a smoke test: a small pool and test set
      pool_.resize(std::min<size_t>(pool_.size(), 60));
      test_.resize(std::min<size_t>(test_.size(), 30));
    }
    if (pool_.size() < 20 || test_.empty())
      throw IoError(path + ": too few proteins with bonds for the annotator");
    reset();
  }
  std::string description() const override {
    long bonds = 0;
    for (const Protein& p : pool_) bonds += static_cast<long>(p.bonds.size());
    char text[512];
    std::snprintf(text, sizeof text,
                  "DISULFIND, %s\n  pool %zu proteins (%ld bonds), test %zu proteins",
                  path_.c_str(), pool_.size(), bonds, test_.size());
    return text;
  }
  std::string itemName() const override { return "proteins"; }
  std::string costUnit() const override { return "bonds"; }
  std::string scoreName() const override { return "bond precision"; }
  int poolSize() const override { return static_cast<int>(pool_.size()); }
  double cost(int item) const override { return static_cast<double>(pool_[item].bonds.size()); }
  void reset() override {
    labelled_.clear();
    warm_ = {};
  }
  void label(int item) override { labelled_.push_back(pool_[item]); }
  double trainAndScore() override {
    BondTrainingResult trained = trainBonds(labelled_, options_, {}, std::move(warm_));
    warm_ = std::move(trained.warmStart);
    model_ = std::move(trained.model);
    std::vector<std::vector<Bond>> predicted(test_.size());
    parallelEach(static_cast<int>(test_.size()), [&](int i) {
      predicted[i] = predictBonds(model_, bondedCysteinesOnly(test_[i])).bonds;
    });
    BondMetrics metrics;
    for (size_t i = 0; i < test_.size(); ++i) {
      const Protein q = bondedCysteinesOnly(test_[i]);
      metrics.add(bondsOf(q), predicted[i], q.numCysteines());
    }
    return metrics.overall.precision();
  }
  // By the margin of the matching over the second best, over the bonded cysteines (the bonding
  // state is known here, as in the test); with diversity spread by the proteins' mean
  // per-cysteine vectors.
  std::vector<int> suggest(const std::vector<int>& unlabelled, int count,
                           double diversity) override {
    std::vector<double> margins(unlabelled.size());
    parallelEach(static_cast<int>(unlabelled.size()), [&](int k) {
      predictConnectivity(model_, pool_[unlabelled[k]], nullptr, &margins[k]);
    });
    std::vector<Eigen::VectorXd>
        descriptors;  // none where the proteins have no vectors of one width
    const auto width = pool_.front().cysteineFeatures.cols();
    const bool described =
        width > 0 && std::all_of(pool_.begin(), pool_.end(), [&](const Protein& p) {
          return p.cysteineFeatures.cols() == width && p.cysteineFeatures.rows() > 0;
        });
    if (diversity > 0 && described)
      for (int item : unlabelled)
        descriptors.push_back(pool_[item].cysteineFeatures.colwise().mean().transpose());
    return poolItems(rankSuggestions(margins, {}, {count, diversity}, descriptors), unlabelled);
  }

 private:
  std::string path_;
  BondTrainingOptions options_;
  std::vector<Protein> pool_, test_, labelled_;
  BondWarmStart warm_;
  BondModel model_;
};

}  // namespace

std::unique_ptr<ClickDataset> disulfindClicks(const std::string& path, bool quick) {
  return std::make_unique<DisulfindClicks>(path, quick);
}

}  // namespace m3::cli
