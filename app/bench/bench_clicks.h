#pragma once
// The data sets of `bench clicks` (bench_clicks.cpp), the simulated annotator: a pool of items
// whose reference labels the annotator gives when a strategy picks them, a test set, and the
// model trained warm round after round, as the workbench's Live update trains it.
#include <memory>
#include <string>
#include <vector>

#include "cli_args.h"
#include "tasks/suggestions.h"

namespace m3::cli {

class ClickDataset {
 public:
  virtual ~ClickDataset() = default;
  virtual std::string description() const = 0;  // "OCR letters, <path>: pool 6,000 words, ..."
  virtual std::string itemName() const = 0;     // "words", "sentences"
  virtual std::string costUnit() const = 0;     // what an item costs to label: "letters"
  virtual std::string scoreName() const = 0;    // "per-letter accuracy"
  virtual int poolSize() const = 0;
  virtual double cost(int item) const = 0;  // item: 0 .. poolSize() - 1
  // A new annotator: nothing labelled, no warm start.
  virtual void reset() = 0;
  virtual void label(int item) = 0;  // with the item's reference labels
  // Trains on what is labelled (warm from the last round) and returns the test score.
  virtual double trainAndScore() = 0;
  // The next `count` of `unlabelled` by the last model, least sure first (the core call of the
  // task's Label Next and `suggest`), spread out with `diversity`.
  virtual std::vector<int> suggest(const std::vector<int>& unlabelled, int count,
                                   double diversity) = 0;
};

// The pool items of suggestions ranked over `unlabelled` (a suggestion's item indexes it).
inline std::vector<int> poolItems(const std::vector<Suggestion>& suggestions,
                                  const std::vector<int>& unlabelled) {
  std::vector<int> items;
  for (const Suggestion& s : suggestions) items.push_back(unlabelled[static_cast<size_t>(s.item)]);
  return items;
}

// The data sets (bench_clicks_ocr.cpp, bench_clicks_ptb.cpp, bench_clicks_disulfind.cpp); `quick`:
// a small pool and test set, a smoke test of a few seconds.
std::unique_ptr<ClickDataset> ocrClicks(const std::string& path, bool quick);
std::unique_ptr<ClickDataset> ptbClicks(const std::string& path, bool quick);
std::unique_ptr<ClickDataset> disulfindClicks(const std::string& path, bool quick);

}  // namespace m3::cli
