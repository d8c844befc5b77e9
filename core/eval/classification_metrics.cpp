#include "eval/classification_metrics.h"

#include <stdexcept>

namespace m3 {

void ClassificationMetrics::add(const Labeling& truth, const Labeling& predicted) {
  if (truth.size() != predicted.size()) throw std::invalid_argument("metrics: truth and prediction lengths differ");
  const int K = static_cast<int>(confusion.rows());
  for (size_t i = 0; i < truth.size(); ++i) {
    if (truth[i] == kUnlabelled) continue;
    if (truth[i] < 0 || truth[i] >= K || predicted[i] < 0 || predicted[i] >= K)
      throw std::invalid_argument("metrics: label out of range");
    ++confusion(truth[i], predicted[i]);
  }
}

double ClassificationMetrics::precision(int k) const {
  const long predicted = confusion.col(k).sum();
  return predicted ? double(confusion(k, k)) / double(predicted) : 0.0;
}

double ClassificationMetrics::recall(int k) const {
  const long actual = confusion.row(k).sum();
  return actual ? double(confusion(k, k)) / double(actual) : 0.0;
}

double ClassificationMetrics::f1(int k) const {
  const double p = precision(k), r = recall(k);
  return p + r > 0 ? 2 * p * r / (p + r) : 0.0;
}

}  // namespace m3
