#pragma once
// A generated hypertext graph for the Graphs workbench's first look and its tests: web pages of
// a department (student, faculty, course, project) with bag-of-words features and directed
// links whose pattern is not associative -- students link to faculty and courses, faculty to
// courses and projects, pages rarely to pages of their own class -- which is what a general
// pairwise M3N can learn and an AMN cannot (thesis ch. 8, "Link-MM").
//   - features: `vocabulary` word-presence values plus a constant 1 (bias); each class has its
//     own topic words, present with probability `topicRate`, every other word with `noiseRate`,
//     so a page's words alone often mislead;
//   - links: each page links to 1..maxOutLinks pages, the target's class drawn from a fixed
//     class-to-class table; stored as node tables are (io/node_table_graph.h): one edge per
//     linked pair (a < b) with features [a links to b, b links to a].
// Deterministic for a seed (each graph draws from seed + its index).
#include <cstdint>

#include "io/graph_json.h"

namespace m3 {

struct HypertextSampleOptions {
  int graphs = 1;
  int pagesPerGraph = 300;
  int vocabulary = 60;
  double topicRate = 0.3, noiseRate = 0.12;
  int maxOutLinks = 4;
  std::uint32_t seed = 1;
};

// Throws std::invalid_argument for sizes out of range (pages 2..1,000,000, vocabulary 8..10,000).
GraphSet generateHypertextSample(const HypertextSampleOptions& options = {});

}  // namespace m3
