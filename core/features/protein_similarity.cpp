#include "features/protein_similarity.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_set>

#include "data/union_find.h"

namespace m3 {

namespace {

std::vector<int> trigramSet(const std::string& s) {
  std::unordered_set<int> words;
  for (size_t i = 0; i + 3 <= s.size(); ++i)
    words.insert((static_cast<unsigned char>(s[i]) << 16) | (static_cast<unsigned char>(s[i + 1]) << 8) |
                 static_cast<unsigned char>(s[i + 2]));
  std::vector<int> sorted(words.begin(), words.end());
  std::sort(sorted.begin(), sorted.end());
  return sorted;
}

double jaccard(const std::vector<int>& a, const std::vector<int>& b) {
  if (a.empty() && b.empty()) return 1.0;
  std::vector<int> common;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(common));
  return double(common.size()) / double(a.size() + b.size() - common.size());
}

}  // namespace

std::vector<int> proteinSimilarityGroups(const std::vector<Protein>& proteins, double threshold) {
  if (!(threshold >= 0 && threshold <= 1)) throw std::invalid_argument("similarity threshold must be in [0, 1]");
  const int m = static_cast<int>(proteins.size());
  UnionFind sets(m);
  std::vector<std::vector<int>> words(m);
  for (int i = 0; i < m; ++i) words[i] = trigramSet(proteins[i].sequence);
  for (int i = 0; i < m; ++i)
    for (int j = i + 1; j < m; ++j) {
      const Protein &a = proteins[i], &b = proteins[j];
      bool linked = false;
      if (a.cysteineFeatures.size() > 0 && a.cysteineFeatures.rows() == b.cysteineFeatures.rows() &&
          a.cysteineFeatures.cols() == b.cysteineFeatures.cols()) {
        const double norm = a.cysteineFeatures.cwiseAbs().sum();
        linked = (a.cysteineFeatures - b.cysteineFeatures).cwiseAbs().sum() < threshold * norm;
      } else if (!a.sequence.empty() && !b.sequence.empty()) {
        linked = jaccard(words[i], words[j]) > 1.0 - threshold;
      }
      if (linked) sets.unite(i, j);
    }
  return sets.componentIds();
}

}  // namespace m3
