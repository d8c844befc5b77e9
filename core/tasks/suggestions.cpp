#include "tasks/suggestions.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace m3 {

Parameter suggestionCountParameter(const std::string& what) {
  return Parameter::integer("count", 20, 1, 1000000, what);
}

Parameter suggestionDiversityParameter() {
  return Parameter::real("diversity", 0, 0, 1,
                         "0: the least sure items first; up to 1: spread out among the least sure "
                         "(farther from each other)");
}

Parameter suggestionSkipLabelledParameter(const std::string& what) {
  return Parameter::flag("skip-labelled", "leave out " + what + " the file labels already");
}

std::vector<Suggestion> rankSuggestions(const std::vector<double>& margins,
                                        const std::vector<bool>& skip,
                                        const SuggestionOptions& options,
                                        const std::vector<Eigen::VectorXd>& descriptors) {
  if (!skip.empty() && skip.size() != margins.size())
    throw std::invalid_argument("rankSuggestions: one skip flag per item");
  if (!(options.diversity >= 0 && options.diversity <= 1))
    throw std::invalid_argument("rankSuggestions: diversity must be in [0, 1]");
  const bool spread = options.diversity > 0 && !descriptors.empty();
  if (spread && descriptors.size() != margins.size())
    throw std::invalid_argument("rankSuggestions: one descriptor per item");
  const int count = std::max(0, options.count);
  std::vector<int> order;
  for (size_t i = 0; i < margins.size(); ++i)
    if (std::isfinite(margins[i]) && !(!skip.empty() && skip[i]))
      order.push_back(static_cast<int>(i));
  const auto lessSure = [&](int a, int b) {
    return margins[a] < margins[b] || (margins[a] == margins[b] && a < b);
  };
  const size_t pool = std::min(order.size(), static_cast<size_t>(spread ? 4 * count : count));
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(pool), order.end(),
                    lessSure);
  order.resize(pool);
  std::vector<Suggestion> out;
  if (!spread) {
    for (int i : order) out.push_back({0, i, margins[i]});
    return out;
  }
  // Greedy: the least confident first; then each pick maximises
  //   (1 - diversity) * (1 - rank / pool) + diversity * distance / largest distance,
  // where distance is to the nearest pick so far (the farthest-first rule of k-centre).
  std::vector<double> nearest(pool, std::numeric_limits<double>::infinity());
  std::vector<bool> taken(pool, false);
  for (size_t pick = 0, chosen = 0; pick < std::min(pool, static_cast<size_t>(count)); ++pick) {
    taken[chosen] = true;
    out.push_back({0, order[chosen], margins[order[chosen]]});
    double farthest = 0;
    for (size_t c = 0; c < pool; ++c) {
      nearest[c] =
          std::min(nearest[c], (descriptors[order[c]] - descriptors[order[chosen]]).norm());
      if (!taken[c]) farthest = std::max(farthest, nearest[c]);
    }
    double bestValue = -std::numeric_limits<double>::infinity();
    for (size_t c = 0; c < pool; ++c) {
      if (taken[c]) continue;
      const double rank = 1.0 - static_cast<double>(c) / static_cast<double>(pool);
      const double apart = farthest > 0 ? nearest[c] / farthest : 0;
      const double value = (1 - options.diversity) * rank + options.diversity * apart;
      if (value > bestValue) bestValue = value, chosen = c;
    }
  }
  return out;
}

}  // namespace m3
