#include "brush_picker.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace m3 {

BrushPicker::BrushPicker(const FloatPointMatrix& xyz, const PointOctree& octree, const std::vector<bool>& visible,
                         const ScreenProjection& toScreen, double cellPixels)
    : xyz_(xyz), octree_(octree), visible_(visible), toScreen_(toScreen), width_(std::max(1, toScreen.width())),
      height_(std::max(1, toScreen.height())), cell_(std::max(1.0, cellPixels)) {
  columns_ = static_cast<int>(width_ / cell_) + 1;
  rows_ = static_cast<int>(height_ / cell_) + 1;
  cells_.resize(static_cast<std::size_t>(columns_) * rows_);
  nearest_.assign(cells_.size(), std::numeric_limits<float>::infinity());
  nodeDone_.assign(octree.nodes().size(), 0);
}

int BrushPicker::cellOf(double x, double y) const {
  if (!(x >= 0 && y >= 0 && x < width_ && y < height_)) return -1;
  return static_cast<int>(y / cell_) * columns_ + static_cast<int>(x / cell_);
}

// Projects the points of every node not yet projected whose screen rectangle meets the
// rectangle [x0, x1] x [y0, y1]; a node's children lie in its cube, so a node that misses
// the rectangle is not descended.
void BrushPicker::projectNodesMeeting(double x0, double y0, double x1, double y1) {
  const auto& nodes = octree_.nodes();
  const auto& order = octree_.order();
  if (nodes.empty()) return;
  std::vector<int> stack{0};
  while (!stack.empty()) {
    const int k = stack.back();
    stack.pop_back();
    const PointOctree::Node& node = nodes[static_cast<std::size_t>(k)];
    double lo[2] = {1e300, 1e300}, hi[2] = {-1e300, -1e300};
    bool behind = false;
    for (int c = 0; c < 8; ++c) {
      double sx, sy, w;
      // A cube reaching behind the camera may cover any part of the screen.
      behind = !toScreen_(node.lo.x() + node.size * (c & 1), node.lo.y() + node.size * (c >> 1 & 1),
                          node.lo.z() + node.size * (c >> 2 & 1), sx, sy, w);
      if (behind) break;
      lo[0] = std::min(lo[0], sx), hi[0] = std::max(hi[0], sx);
      lo[1] = std::min(lo[1], sy), hi[1] = std::max(hi[1], sy);
    }
    if (!behind && (hi[0] < x0 || lo[0] > x1 || hi[1] < y0 || lo[1] > y1)) continue;
    for (int c = 0; c < node.childCount; ++c) stack.push_back(node.firstChild + c);
    if (nodeDone_[static_cast<std::size_t>(k)]) continue;
    nodeDone_[static_cast<std::size_t>(k)] = 1;
    for (std::uint32_t slot = node.begin; slot < node.end; ++slot) {
      const std::uint32_t i = order[slot];
      if (!visible_.empty() && !visible_[i]) continue;
      double sx, sy, w;
      if (!toScreen_(xyz_(i, 0), xyz_(i, 1), xyz_(i, 2), sx, sy, w)) continue;
      const int cell = cellOf(sx, sy);
      if (cell < 0) continue;
      cells_[static_cast<std::size_t>(cell)].push_back(
          {i, static_cast<float>(sx), static_cast<float>(sy), static_cast<float>(w)});
      nearest_[static_cast<std::size_t>(cell)] = std::min(nearest_[static_cast<std::size_t>(cell)], static_cast<float>(w));
    }
    projected_ += node.end - node.begin;
  }
}

void BrushPicker::stroke(double x0, double y0, double x1, double y1, double radius,
                         std::vector<char>& selected) {
  const double length = std::hypot(x1 - x0, y1 - y0);
  // Bounded, so a jump across a huge view with a tiny brush stays cheap; 4,096 dabs of half a
  // radius cover any jump a screen allows at the smallest brush (2 px).
  const int steps =
      std::clamp(static_cast<int>(std::ceil(length / std::max(0.5, radius / 2))), 1, 4096);
  for (int k = 1; k <= steps; ++k) {
    const double t = double(k) / steps;
    dab(x0 + t * (x1 - x0), y0 + t * (y1 - y0), radius, selected);
  }
}

void BrushPicker::dab(double x, double y, double radius, std::vector<char>& selected) {
  // Whole cells around the circle, so every cell the dab reads has its nearest depth.
  const int c0 = std::max(0, static_cast<int>(std::floor((x - radius) / cell_)));
  const int c1 = std::min(columns_ - 1, static_cast<int>(std::floor((x + radius) / cell_)));
  const int r0 = std::max(0, static_cast<int>(std::floor((y - radius) / cell_)));
  const int r1 = std::min(rows_ - 1, static_cast<int>(std::floor((y + radius) / cell_)));
  if (c0 > c1 || r0 > r1) return;
  projectNodesMeeting(c0 * cell_, r0 * cell_, (c1 + 1) * cell_, (r1 + 1) * cell_);
  const double r2 = radius * radius;
  for (int row = r0; row <= r1; ++row)
    for (int column = c0; column <= c1; ++column) {
      const int cell = row * columns_ + column;
      for (const Entry& e : cells_[static_cast<std::size_t>(cell)]) {
        const double dx = e.x - x, dy = e.y - y;
        if (dx * dx + dy * dy <= r2 && inFront(e, cell)) selected[e.index] = 1;
      }
    }
}

double BrushPicker::frontDensity() {
  projectNodesMeeting(0, 0, width_, height_);
  long front = 0, covered = 0;
  for (std::size_t cell = 0; cell < cells_.size(); ++cell) {
    if (cells_[cell].empty()) continue;
    ++covered;
    for (const Entry& e : cells_[cell]) front += inFront(e, static_cast<int>(cell));
  }
  return covered == 0 ? 0 : double(front) / (double(covered) * cell_ * cell_);
}

}  // namespace m3
