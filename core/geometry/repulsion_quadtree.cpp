#include "geometry/repulsion_quadtree.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace m3 {

namespace {

// Below this depth cells keep splitting; deeper, the points left together are (nearly)
// coincident and stay in one leaf, felt one by one.
constexpr int kQuadtreeMaxDepth = 24;

}  // namespace

RepulsionQuadtree::RepulsionQuadtree(const std::vector<PlanePoint>& points, const std::vector<double>& masses)
    : points_(points), masses_(masses), order_(points.size()) {
  std::iota(order_.begin(), order_.end(), 0);
  if (points.empty()) return;
  double x0 = points[0].x, y0 = points[0].y, x1 = x0, y1 = y0;
  for (const PlanePoint& p : points) {
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
    y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  }
  cells_.push_back({});
  cells_[0].x0 = x0;
  cells_[0].y0 = y0;
  // A little wider than the points, so that the largest coordinates fall inside.
  const double span = std::max(x1 - x0, y1 - y0);
  cells_[0].width = span + 1e-9 * (span + std::abs(x0) + std::abs(y0) + 1);
  cells_[0].end = static_cast<int>(points.size());
  split(0, 0);
}

void RepulsionQuadtree::split(int cell, int depth) {
  Cell& c = cells_[static_cast<size_t>(cell)];
  const double x0 = c.x0, y0 = c.y0;
  for (int k = c.begin; k < c.end; ++k) {
    const int i = order_[static_cast<size_t>(k)];
    const double m = masses_[static_cast<size_t>(i)];
    c.mass += m;
    c.cx += m * points_[static_cast<size_t>(i)].x;
    c.cy += m * points_[static_cast<size_t>(i)].y;
  }
  c.cx /= c.mass;
  c.cy /= c.mass;
  if (c.end - c.begin <= 1 || depth >= kQuadtreeMaxDepth) return;
  const double half = c.width / 2;
  const auto quadrant = [&](int i) {
    const PlanePoint& p = points_[static_cast<size_t>(i)];
    return (p.x >= x0 + half ? 1 : 0) + (p.y >= y0 + half ? 2 : 0);
  };
  // Orders the slice by quadrant (stable, so the tree does not depend on the sort's whims).
  const auto first = order_.begin() + c.begin, last = order_.begin() + c.end;
  std::stable_sort(first, last, [&](int a, int b) { return quadrant(a) < quadrant(b); });
  std::array<int, 5> bounds{};
  bounds[0] = c.begin;
  for (int q = 0, k = c.begin; q < 4; ++q) {
    while (k < c.end && quadrant(order_[static_cast<size_t>(k)]) == q) ++k;
    bounds[static_cast<size_t>(q) + 1] = k;
  }
  const int children = static_cast<int>(cells_.size());
  int count = 0;
  for (int q = 0; q < 4; ++q)
    if (bounds[static_cast<size_t>(q) + 1] > bounds[static_cast<size_t>(q)]) {
      Cell child;
      child.x0 = x0 + (q & 1 ? half : 0);
      child.y0 = y0 + (q & 2 ? half : 0);
      child.width = half;
      child.begin = bounds[static_cast<size_t>(q)];
      child.end = bounds[static_cast<size_t>(q) + 1];
      cells_.push_back(child);  // may move the cells: `c` is not used below
      ++count;
    }
  cells_[static_cast<size_t>(cell)].firstChild = children;
  cells_[static_cast<size_t>(cell)].childCount = count;
  for (int child = children; child < children + count; ++child) split(child, depth + 1);
}

void RepulsionQuadtree::addRepulsion(int i, double strength, double theta, PlanePoint& force) const {
  if (cells_.empty()) return;
  const PlanePoint& p = points_[static_cast<size_t>(i)];
  const double mi = masses_[static_cast<size_t>(i)];
  // Distances below this are treated as this (coincident points would otherwise push with
  // an infinite force).
  const double nearest = 1e-6 * cells_[0].width;
  const auto push = [&](double dx, double dy, double mass, int j) {
    double d2 = dx * dx + dy * dy;
    if (d2 < nearest * nearest) {
      const double angle = 2.399963 * (i - j);  // golden angle: distinct directions per pair
      dx = nearest * std::cos(angle), dy = nearest * std::sin(angle);
      d2 = nearest * nearest;
    }
    const double f = strength * mi * mass / d2;  // |f| = strength m_i m_j / d
    force.x += f * dx;
    force.y += f * dy;
  };
  std::vector<int> stack{0};
  while (!stack.empty()) {
    const Cell& c = cells_[static_cast<size_t>(stack.back())];
    stack.pop_back();
    if (c.childCount == 0) {
      for (int k = c.begin; k < c.end; ++k) {
        const int j = order_[static_cast<size_t>(k)];
        if (j != i)
          push(p.x - points_[static_cast<size_t>(j)].x, p.y - points_[static_cast<size_t>(j)].y,
               masses_[static_cast<size_t>(j)], j);
      }
      continue;
    }
    const double dx = p.x - c.cx, dy = p.y - c.cy;
    // Taken whole when far, and never a cell holding the point itself (its own mass would
    // push it).
    const bool inside = p.x >= c.x0 && p.x < c.x0 + c.width && p.y >= c.y0 && p.y < c.y0 + c.width;
    if (!inside && c.width * c.width < theta * theta * (dx * dx + dy * dy)) {
      push(dx, dy, c.mass, -1);
      continue;
    }
    for (int k = 0; k < c.childCount; ++k) stack.push_back(c.firstChild + k);
  }
}

}  // namespace m3
