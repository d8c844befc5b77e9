#include "geometry/graph_layout.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <random>
#include <tuple>

#include "data/union_find.h"
#include "geometry/repulsion_quadtree.h"

namespace m3 {

namespace {

// Internally a link's natural length is 1; positions are scaled to points at the end.
constexpr double kRepulsion = 0.2;    // C of the repulsion C m_i m_j / d (springs: d^2)
constexpr double kTheta = 0.8;        // Barnes-Hut opening criterion (0.8: forces within ~1%)
constexpr int kExactBelow = 64;       // fewer nodes: exact pairwise repulsion
constexpr int kCoarsestNodes = 30;    // coarsen until this few, or until it stops shrinking
constexpr double kStalledRatio = 0.8;  // a level keeping more of its nodes is not worth it
constexpr double kCooling = 0.9;      // step factor: Hu's adaptive cooling
constexpr double kStopStep = 0.01;    // a step below this (1% of a link) ends a level
constexpr double kGoldenAngle = 2.399963;  // radians: successive turns that never line up

// One level of the multilevel hierarchy: adjacency with link weights (links merged into each)
// and node masses (original nodes merged into each).
struct Level {
  std::vector<int> start{0}, next;
  std::vector<double> weight;
  std::vector<double> mass;
  int size() const { return static_cast<int>(mass.size()); }
};

using WeightedPair = std::tuple<int, int, double>;  // a < b

Level levelFrom(std::vector<double> mass, std::vector<WeightedPair> pairs) {
  std::sort(pairs.begin(), pairs.end());
  std::vector<WeightedPair> merged;
  for (const auto& [a, b, w] : pairs) {
    if (!merged.empty() && std::get<0>(merged.back()) == a && std::get<1>(merged.back()) == b)
      std::get<2>(merged.back()) += w;
    else
      merged.emplace_back(a, b, w);
  }
  Level g;
  g.mass = std::move(mass);
  const int n = g.size();
  std::vector<int> degree(static_cast<size_t>(n), 0);
  for (const auto& [a, b, w] : merged) ++degree[static_cast<size_t>(a)], ++degree[static_cast<size_t>(b)];
  g.start.resize(static_cast<size_t>(n) + 1);
  for (int i = 0; i < n; ++i) g.start[static_cast<size_t>(i) + 1] = g.start[static_cast<size_t>(i)] + degree[static_cast<size_t>(i)];
  g.next.resize(static_cast<size_t>(g.start.back()));
  g.weight.resize(g.next.size());
  std::vector<int> fill(g.start.begin(), g.start.end() - 1);
  for (const auto& [a, b, w] : merged) {
    for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
      const auto k = static_cast<size_t>(fill[static_cast<size_t>(from)]++);
      g.next[k] = to;
      g.weight[k] = w;
    }
  }
  return g;
}

// Matches each node, in a seeded random order, with its lightest unmatched neighbour (the first
// of them on ties), so coarse nodes stay alike in mass; parent[] maps nodes to coarse nodes.
Level coarsen(const Level& g, std::mt19937& rng, std::vector<int>& parent) {
  const int n = g.size();
  std::vector<int> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  parent.assign(static_cast<size_t>(n), -1);
  int count = 0;
  for (int u : order) {
    if (parent[static_cast<size_t>(u)] >= 0) continue;
    int best = -1;
    for (int k = g.start[static_cast<size_t>(u)]; k < g.start[static_cast<size_t>(u) + 1]; ++k) {
      const int v = g.next[static_cast<size_t>(k)];
      if (parent[static_cast<size_t>(v)] >= 0) continue;
      if (best < 0 || g.mass[static_cast<size_t>(v)] < g.mass[static_cast<size_t>(best)]) best = v;
    }
    parent[static_cast<size_t>(u)] = count;
    if (best >= 0) parent[static_cast<size_t>(best)] = count;
    ++count;
  }
  std::vector<double> mass(static_cast<size_t>(count), 0.0);
  for (int u = 0; u < n; ++u) mass[static_cast<size_t>(parent[static_cast<size_t>(u)])] += g.mass[static_cast<size_t>(u)];
  std::vector<WeightedPair> pairs;
  for (int u = 0; u < n; ++u)
    for (int k = g.start[static_cast<size_t>(u)]; k < g.start[static_cast<size_t>(u) + 1]; ++k) {
      const int a = parent[static_cast<size_t>(u)], b = parent[static_cast<size_t>(g.next[static_cast<size_t>(k)])];
      if (a < b) pairs.emplace_back(a, b, g.weight[static_cast<size_t>(k)]);  // each link once
    }
  return levelFrom(std::move(mass), std::move(pairs));
}

// Moves every node a step along its net force until the step has cooled below kStopStep.
// Hu's adaptive cooling: the step grows after five steps in a row that lowered the force
// energy and shrinks after any that did not.
void refine(const Level& g, std::vector<PlanePoint>& p, double step, int maxIterations) {
  const int n = g.size();
  if (n < 2) return;
  const double theta = n < kExactBelow ? 0.0 : kTheta;
  std::vector<PlanePoint> force(static_cast<size_t>(n));
  double energy = std::numeric_limits<double>::infinity();
  int progress = 0;
  for (int iteration = 0; iteration < maxIterations && step >= kStopStep; ++iteration) {
    const RepulsionQuadtree tree(p, g.mass);
    double newEnergy = 0;
    for (int i = 0; i < n; ++i) {
      PlanePoint& f = force[static_cast<size_t>(i)];
      f = {};
      tree.addRepulsion(i, kRepulsion, theta, f);
      const PlanePoint& a = p[static_cast<size_t>(i)];
      for (int k = g.start[static_cast<size_t>(i)]; k < g.start[static_cast<size_t>(i) + 1]; ++k) {
        const PlanePoint& b = p[static_cast<size_t>(g.next[static_cast<size_t>(k)])];
        const double dx = b.x - a.x, dy = b.y - a.y, d = std::hypot(dx, dy);
        f.x += g.weight[static_cast<size_t>(k)] * d * dx;  // |f| = w d^2
        f.y += g.weight[static_cast<size_t>(k)] * d * dy;
      }
      newEnergy += f.x * f.x + f.y * f.y;
    }
    for (int i = 0; i < n; ++i) {
      const PlanePoint& f = force[static_cast<size_t>(i)];
      const double norm = std::hypot(f.x, f.y);
      if (norm > 0 && std::isfinite(norm)) {
        p[static_cast<size_t>(i)].x += step * f.x / norm;
        p[static_cast<size_t>(i)].y += step * f.y / norm;
      }
    }
    if (newEnergy < energy) {
      if (++progress >= 5) progress = 0, step /= kCooling;
    } else {
      progress = 0;
      step *= kCooling;
    }
    energy = newEnergy;
  }
}

// One connected component, as a level of unit masses and links, laid out coarse to fine.
std::vector<PlanePoint> layoutComponent(Level finest, std::mt19937& rng) {
  std::vector<Level> levels;
  std::vector<std::vector<int>> parents;  // parents[l]: level l's nodes -> level l + 1's
  levels.push_back(std::move(finest));
  while (levels.back().size() > kCoarsestNodes) {
    std::vector<int> parent;
    Level coarse = coarsen(levels.back(), rng, parent);
    if (coarse.size() > kStalledRatio * levels.back().size()) break;  // a star, say: stop here
    parents.push_back(std::move(parent));
    levels.push_back(std::move(coarse));
  }
  // The coarsest level from a seeded random start in a square of about its final area.
  const Level& top = levels.back();
  const double side = std::sqrt(std::accumulate(top.mass.begin(), top.mass.end(), 0.0));
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<PlanePoint> p(static_cast<size_t>(top.size()));
  for (PlanePoint& q : p) q = {side * unit(rng), side * unit(rng)};
  refine(top, p, side / 5, top.size() > 1000 ? 200 : 500);
  for (int l = static_cast<int>(levels.size()) - 2; l >= 0; --l) {
    const std::vector<int>& parent = parents[static_cast<size_t>(l)];
    std::vector<PlanePoint> fine(parent.size());
    for (size_t i = 0; i < parent.size(); ++i)  // near the parent, apart from its sibling
      fine[i] = {p[static_cast<size_t>(parent[i])].x + 0.1 * (unit(rng) - 0.5),
                 p[static_cast<size_t>(parent[i])].y + 0.1 * (unit(rng) - 0.5)};
    p = std::move(fine);
    refine(levels[static_cast<size_t>(l)], p, 0.5, 100);
  }
  return p;
}

// Pushes apart nodes closer than `gap`, pair by pair (what Graphviz's overlap removal did
// after sfdp): in a hairball's centre the springs pack nodes over each other, where a click
// cannot reach them. Nodes are binned in cells of the gap's size; a few rounds settle it.
void separateNodes(std::vector<PlanePoint>& p, double gap) {
  for (int round = 0; round < 50; ++round) {
    std::map<std::pair<long long, long long>, std::vector<int>> cells;
    const auto cellOf = [&](const PlanePoint& q) {
      return std::pair{static_cast<long long>(std::floor(q.x / gap)), static_cast<long long>(std::floor(q.y / gap))};
    };
    for (int i = 0; i < static_cast<int>(p.size()); ++i) cells[cellOf(p[static_cast<size_t>(i)])].push_back(i);
    bool moved = false;
    for (int i = 0; i < static_cast<int>(p.size()); ++i) {
      const auto [cx, cy] = cellOf(p[static_cast<size_t>(i)]);
      for (long long dx = -1; dx <= 1; ++dx)
        for (long long dy = -1; dy <= 1; ++dy) {
          const auto cell = cells.find({cx + dx, cy + dy});
          if (cell == cells.end()) continue;
          for (int j : cell->second) {
            if (j <= i) continue;
            PlanePoint& a = p[static_cast<size_t>(i)];
            PlanePoint& b = p[static_cast<size_t>(j)];
            double ux = a.x - b.x, uy = a.y - b.y, d = std::hypot(ux, uy);
            if (d >= gap) continue;
            const double push = (gap - d) / 2;
            if (d < 1e-9 * gap)  // coincident: a direction fixed by the pair
              ux = std::cos(kGoldenAngle * (j - i)), uy = std::sin(kGoldenAngle * (j - i));
            else
              ux /= d, uy /= d;
            a.x += push * ux, a.y += push * uy;
            b.x -= push * ux, b.y -= push * uy;
            moved = true;
          }
        }
    }
    if (!moved) break;
  }
}

// Places the components' boxes in rows (largest first, a link length apart), the rows about
// as wide as the whole is tall, and returns every node's position.
std::vector<std::pair<double, double>> packComponents(int n, const std::vector<std::vector<int>>& members,
                                                      const std::vector<std::vector<PlanePoint>>& placed) {
  struct Box {
    double x0, y0, width, height;
    size_t component;
  };
  std::vector<Box> boxes;
  double area = 0, widest = 0;
  for (size_t c = 0; c < placed.size(); ++c) {
    double x0 = placed[c][0].x, y0 = placed[c][0].y, x1 = x0, y1 = y0;
    for (const PlanePoint& q : placed[c]) {
      x0 = std::min(x0, q.x), x1 = std::max(x1, q.x);
      y0 = std::min(y0, q.y), y1 = std::max(y1, q.y);
    }
    const Box box{x0, y0, x1 - x0 + kLayoutLinkLength, y1 - y0 + kLayoutLinkLength, c};
    area += box.width * box.height;
    widest = std::max(widest, box.width);
    boxes.push_back(box);
  }
  std::stable_sort(boxes.begin(), boxes.end(), [](const Box& a, const Box& b) { return a.height > b.height; });
  const double rowWidth = std::max(widest, 1.2 * std::sqrt(area));
  std::vector<std::pair<double, double>> positions(static_cast<size_t>(n));
  double x = 0, y = 0, rowHeight = 0;
  for (const Box& box : boxes) {
    if (x > 0 && x + box.width > rowWidth) x = 0, y += rowHeight, rowHeight = 0;
    for (size_t k = 0; k < members[box.component].size(); ++k) {
      const PlanePoint& q = placed[box.component][k];
      positions[static_cast<size_t>(members[box.component][k])] = {x + q.x - box.x0, y + q.y - box.y0};
    }
    x += box.width;
    rowHeight = std::max(rowHeight, box.height);
  }
  return positions;
}

}  // namespace

GraphLayout spiralLayout(int n, const std::string& why) {
  GraphLayout layout;
  layout.method = why;
  for (int i = 0; i < n; ++i) {
    const double r = kLayoutLinkLength / 3 * std::sqrt(i), a = i * kGoldenAngle;
    layout.positions.emplace_back(r * std::cos(a), r * std::sin(a));
  }
  return layout;
}

GraphLayout layoutGraph(int n, const std::vector<Edge>& edges, int maxNodes) {
  if (n <= 0) return {};
  if (n > maxNodes) return spiralLayout(n, "spiral (more than " + std::to_string(maxNodes) + " nodes)");
  // Connected components of the usable links, each laid out on its own.
  UnionFind sets(n);
  std::vector<Edge> links;
  for (const Edge& e : edges)
    if (e.a != e.b && e.a >= 0 && e.b >= 0 && e.a < n && e.b < n) {
      links.push_back({std::min(e.a, e.b), std::max(e.a, e.b)});
      sets.unite(e.a, e.b);
    }
  const std::vector<int> component = sets.componentIds();  // in order of their first node
  std::vector<int> local(static_cast<size_t>(n));
  std::vector<std::vector<int>> members;
  for (int i = 0; i < n; ++i) {
    const auto c = static_cast<size_t>(component[static_cast<size_t>(i)]);
    if (c == members.size()) members.emplace_back();
    local[static_cast<size_t>(i)] = static_cast<int>(members[c].size());
    members[c].push_back(i);
  }
  std::vector<std::vector<WeightedPair>> componentLinks(members.size());
  for (const Edge& e : links)
    componentLinks[static_cast<size_t>(component[static_cast<size_t>(e.a)])].emplace_back(
        local[static_cast<size_t>(e.a)], local[static_cast<size_t>(e.b)], 1.0);  // repeats merge
  std::mt19937 rng(1);  // fixed: the same graph is drawn the same way every time
  std::vector<std::vector<PlanePoint>> placed(members.size());
  for (size_t c = 0; c < members.size(); ++c) {
    Level g = levelFrom(std::vector<double>(members[c].size(), 1.0), std::move(componentLinks[c]));
    std::vector<PlanePoint>& p = placed[c] = layoutComponent(g, rng);
    // Scaled so that the median link is kLayoutLinkLength long.
    std::vector<double> lengths;
    for (int i = 0; i < g.size(); ++i)
      for (int k = g.start[static_cast<size_t>(i)]; k < g.start[static_cast<size_t>(i) + 1]; ++k)
        lengths.push_back(std::hypot(p[static_cast<size_t>(i)].x - p[static_cast<size_t>(g.next[static_cast<size_t>(k)])].x,
                                     p[static_cast<size_t>(i)].y - p[static_cast<size_t>(g.next[static_cast<size_t>(k)])].y));
    double scale = kLayoutLinkLength;
    if (!lengths.empty()) {
      std::nth_element(lengths.begin(), lengths.begin() + static_cast<long>(lengths.size() / 2), lengths.end());
      if (lengths[lengths.size() / 2] > 0) scale /= lengths[lengths.size() / 2];
    }
    for (PlanePoint& q : p) q.x *= scale, q.y *= scale;
    separateNodes(p, kLayoutLinkLength / 2);
  }
  return {packComponents(n, members, placed), GraphLayout::kForceDirected};
}

}  // namespace m3
