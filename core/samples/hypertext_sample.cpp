#include "samples/hypertext_sample.h"

#include <random>
#include <stdexcept>
#include <utility>

#include "io/node_table_graph.h"
#include "samples/portable_random.h"

namespace m3 {

namespace {

constexpr int kClasses = 4;  // student, faculty, course, project
// The share of pages of each class.
constexpr double kClassShare[kClasses] = {0.45, 0.15, 0.25, 0.15};
// Row: the linking page's class; column: the linked page's class (rows sum to 1).
constexpr double kLinkTarget[kClasses][kClasses] = {
    {0.05, 0.50, 0.30, 0.15},  // students link to faculty, courses, projects
    {0.15, 0.05, 0.45, 0.35},  // faculty to courses and projects
    {0.20, 0.60, 0.10, 0.10},  // courses to their instructors
    {0.30, 0.60, 0.00, 0.10},  // projects to their members
};

int drawFrom(const double* shares, int count, std::mt19937& rng) {
  double u = portableUniform(rng);
  for (int k = 0; k < count - 1; ++k) {
    if (u < shares[k]) return k;
    u -= shares[k];
  }
  return count - 1;
}

PairwiseGraph generatePages(const HypertextSampleOptions& o, std::uint32_t seed) {
  std::mt19937 rng(seed);
  const int n = o.pagesPerGraph, V = o.vocabulary;
  PairwiseGraph g;
  g.labels.resize(static_cast<size_t>(n));
  std::vector<std::vector<int>> byClass(kClasses);
  for (int i = 0; i < n; ++i) {
    g.labels[static_cast<size_t>(i)] = drawFrom(kClassShare, kClasses, rng);
    byClass[static_cast<size_t>(g.labels[static_cast<size_t>(i)])].push_back(i);
  }
  g.nodeFeatures = RowMatrix::Zero(n, V + 1);
  const int topicWords = V / kClasses / 2;  // each class's own words: an eighth of the vocabulary
  for (int i = 0; i < n; ++i) {
    const int c = g.labels[static_cast<size_t>(i)];
    for (int w = 0; w < V; ++w) {
      const bool topic = w / topicWords == c;
      if (portableUniform(rng) < (topic ? o.topicRate : o.noiseRate)) g.nodeFeatures(i, w) = 1;
    }
    g.nodeFeatures(i, V) = 1;
  }
  DirectedLinks links;
  for (int i = 0; i < n; ++i) {
    const int out = 1 + static_cast<int>(portableUniform(rng) * o.maxOutLinks);
    for (int l = 0; l < out; ++l) {
      const int target = drawFrom(kLinkTarget[g.labels[static_cast<size_t>(i)]], kClasses, rng);
      const std::vector<int>& pages = byClass[static_cast<size_t>(target)];
      if (pages.empty()) continue;
      links.add(
          i, pages[static_cast<size_t>(portableUniform(rng) * static_cast<double>(pages.size()))]);
    }
  }
  links.into(g);
  return g;
}

}  // namespace

GraphSet generateHypertextSample(const HypertextSampleOptions& o) {
  if (o.graphs < 1 || o.graphs > 100 || o.pagesPerGraph < 2 || o.pagesPerGraph > 1000000 || o.vocabulary < 8 ||
      o.vocabulary > 10000 || o.maxOutLinks < 1 || o.maxOutLinks > 100 || !(o.topicRate >= 0 && o.topicRate <= 1) ||
      !(o.noiseRate >= 0 && o.noiseRate <= 1))
    throw std::invalid_argument("hypertext sample: sizes or rates out of range");
  GraphSet set;
  set.labels.names = {"student", "faculty", "course", "project"};
  set.numNodeFeatures = o.vocabulary + 1;
  set.numEdgeFeatures = 2;
  for (int g = 0; g < o.graphs; ++g) {
    set.names.push_back(o.graphs == 1 ? "sample department" : "department " + std::to_string(g + 1));
    set.graphs.push_back(generatePages(o, o.seed + static_cast<std::uint32_t>(g)));
  }
  return set;
}

}  // namespace m3
