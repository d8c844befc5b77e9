// `bench layout`: how long the Graphs workbench's node-link layout (core/geometry/graph_layout.h)
// takes on the generated department graphs of several sizes, and how well it draws them: the
// median link length over the median distance between random node pairs (small when linked
// pages are drawn near each other). The peer measured in the same run is the spiral the view
// falls back to above 10,000 nodes, which ignores the links.
#include <cmath>
#include <cstdio>
#include <random>

#include "bench_commands.h"
#include "bench_util.h"
#include "cli_args.h"
#include "cli_commands.h"
#include "cli_json_results.h"
#include "geometry/graph_layout.h"
#include "samples/hypertext_sample.h"

namespace m3::cli {

namespace {

double linkToPairRatio(const GraphLayout& layout, const std::vector<Edge>& edges) {
  const auto distance = [&](int a, int b) {
    return std::hypot(layout.positions[static_cast<size_t>(a)].first -
                          layout.positions[static_cast<size_t>(b)].first,
                      layout.positions[static_cast<size_t>(a)].second -
                          layout.positions[static_cast<size_t>(b)].second);
  };
  std::vector<double> links, pairs;
  for (const Edge& e : edges) links.push_back(distance(e.a, e.b));
  const int n = static_cast<int>(layout.positions.size());
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> node(0, n - 1);
  for (int k = 0; k < 20000; ++k) {
    const int a = node(rng), b = node(rng);
    if (a != b) pairs.push_back(distance(a, b));
  }
  return median(links) / median(pairs);
}

}  // namespace

int benchLayout(const Args& args) {
  const bool quick = args.has("quick");
  const std::vector<double> sizes = args.numbers("sizes", quick ? "300" : "300,3000,10000");
  const int repeats = std::max(1, args.integer("repeats", quick ? 1 : 3));
  JsonResults json(args, "bench layout", JsonResults::Text::toStderr);
  json["sizes"] = nlohmann::json::array();
  std::printf("%8s %8s | %12s %12s | %18s %18s\n", "nodes", "links", "layout s", "spiral s",
              "link/pair layout", "link/pair spiral");
  for (const double size : sizes) {
    const int n = static_cast<int>(size);
    const GraphSet set = generateHypertextSample({.pagesPerGraph = n});
    const std::vector<Edge>& edges = set.graphs[0].edges;
    std::vector<double> seconds, spiralSeconds;
    GraphLayout layout, spiral;
    for (int r = 0; r < repeats; ++r) {
      auto start = Clock::now();
      layout = layoutGraph(n, edges, n);
      seconds.push_back(secondsSince(start));
      start = Clock::now();
      spiral = spiralLayout(n, "spiral");
      spiralSeconds.push_back(secondsSince(start));
    }
    const double ratio = linkToPairRatio(layout, edges),
                 spiralRatio = linkToPairRatio(spiral, edges);
    std::printf("%8d %8zu | %12.3f %12.5f | %18.3f %18.3f\n", n, edges.size(), median(seconds),
                median(spiralSeconds), ratio, spiralRatio);
    json["sizes"].push_back({{"nodes", n},
                             {"links", edges.size()},
                             {"seconds", median(seconds)},
                             {"spiralSeconds", median(spiralSeconds)},
                             {"linkToPairRatio", ratio},
                             {"spiralLinkToPairRatio", spiralRatio}});
  }
  json.print();
  return 0;
}

}  // namespace m3::cli
