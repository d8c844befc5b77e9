#include "eval/bond_metrics.h"

namespace m3 {

void BondCountMetrics::merge(const BondCountMetrics& o) {
  proteins += o.proteins;
  fullyCorrect += o.fullyCorrect;
  goldBonds += o.goldBonds;
  correctBonds += o.correctBonds;
}

void BondMetrics::add(const std::vector<Bond>& gold, const std::vector<Bond>& predicted, int n) {
  validateBonds(gold, n);
  validateBonds(predicted, n);
  if (gold.empty()) return;
  const int g = static_cast<int>(gold.size());
  const int correct = g - missingBonds(gold, predicted);
  BondCountMetrics one;
  one.proteins = 1;
  one.fullyCorrect = correct == g && predicted.size() == gold.size();
  one.goldBonds = g;
  one.correctBonds = correct;
  byBondCount[g].merge(one);
  overall.merge(one);
}

void BondMetrics::merge(const BondMetrics& o) {
  for (const auto& [k, m] : o.byBondCount) byBondCount[k].merge(m);
  overall.merge(o.overall);
}

}  // namespace m3
