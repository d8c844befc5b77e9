#include "geometry/point_octree.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <queue>
#include <stdexcept>

namespace m3 {
namespace {

struct Item {
  float x, y, z;
  std::uint32_t index;
};

// A fixed pseudo-random rank per point: a node keeps the points of lowest rank, so its
// sample is random in space (not the scan order's first lines) and the same on every run.
std::uint32_t sampleRank(std::uint32_t index) {
  std::uint64_t x = index + 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return static_cast<std::uint32_t>((x ^ (x >> 31)) >> 32);
}

// Deeper than this, cubes are below a millionth of the cloud's extent: what is left there
// (duplicated points) stays in one leaf instead of splitting forever.
constexpr int kOctreeMaxDepth = 20;

// Sorts items[0, n) into the eight octants of the cube around `mid` in place (an American
// flag sort: one counting pass, then each item swapped straight to its octant's next free
// slot) and returns how many fell into each octant.
std::array<std::uint32_t, 8> partitionIntoOctants(Item* items, std::uint32_t n, const Eigen::Vector3f& mid) {
  auto octant = [&](const Item& p) { return int(p.x >= mid.x()) | int(p.y >= mid.y()) << 1 | int(p.z >= mid.z()) << 2; };
  std::array<std::uint32_t, 8> counts{}, next{}, end{};
  for (std::uint32_t k = 0; k < n; ++k) ++counts[octant(items[k])];
  std::uint32_t start = 0;
  for (int o = 0; o < 8; ++o) next[o] = start, start += counts[o], end[o] = start;
  for (int o = 0; o < 8; ++o)
    while (next[o] < end[o]) {
      Item& here = items[next[o]];
      const int target = octant(here);
      if (target == o) ++next[o];
      else std::swap(here, items[next[target]++]);
    }
  return counts;
}

}  // namespace

PointOctree::PointOctree(const FloatPointMatrix& xyz, std::uint32_t nodeCapacity) : capacity_(nodeCapacity) {
  if (nodeCapacity == 0) throw std::invalid_argument("PointOctree: node capacity must be positive");
  if (xyz.rows() == 0) return;
  if (xyz.rows() >= std::numeric_limits<std::uint32_t>::max())
    throw std::invalid_argument("PointOctree: more than 4 billion points");
  if (!xyz.allFinite()) throw std::invalid_argument("PointOctree: coordinates must be finite");
  const auto n = static_cast<std::uint32_t>(xyz.rows());
  std::vector<Item> items(n);
  for (std::uint32_t i = 0; i < n; ++i) items[i] = {xyz(i, 0), xyz(i, 1), xyz(i, 2), i};

  Node root;
  root.lo = xyz.colwise().minCoeff().transpose();
  const float extent = (xyz.colwise().maxCoeff().transpose() - root.lo).maxCoeff();
  // A hair larger than the extent, so the farthest points are inside the cube too.
  root.size = std::max(extent * 1.0001f, 1e-6f + std::abs(root.lo.maxCoeff()) * 1e-6f);
  root.end = n;
  nodes_.push_back(root);
  // Breadth first: a node is split after its parent, so parents come first in nodes_.
  for (std::size_t k = 0; k < nodes_.size(); ++k) {
    const Node node = nodes_[k];
    const std::uint32_t count = node.end - node.begin;
    if (count <= 2 * capacity_ || node.depth >= kOctreeMaxDepth)
      continue;  // a leaf keeps everything
    Item* first = items.data() + node.begin;
    std::nth_element(first, first + capacity_, first + count,
                     [](const Item& a, const Item& b) { return sampleRank(a.index) < sampleRank(b.index); });
    const float half = node.size / 2;
    const std::array<std::uint32_t, 8> counts =
        partitionIntoOctants(first + capacity_, count - capacity_, node.lo + Eigen::Vector3f::Constant(half));
    nodes_[k].end = node.begin + capacity_;
    nodes_[k].firstChild = static_cast<std::int32_t>(nodes_.size());
    std::uint32_t begin = node.begin + capacity_;
    for (int o = 0; o < 8; ++o) {
      if (counts[o] == 0) continue;
      Node child;
      child.lo = node.lo + half * Eigen::Vector3f(float(o & 1), float(o >> 1 & 1), float(o >> 2 & 1));
      child.size = half;
      child.begin = begin, child.end = begin + counts[o];
      child.depth = static_cast<std::uint8_t>(node.depth + 1);
      begin = child.end;
      nodes_.push_back(child);
      ++nodes_[k].childCount;
    }
  }
  order_.resize(n);
  for (std::uint32_t k = 0; k < n; ++k) order_[k] = items[k].index;
}

std::vector<int> PointOctree::select(const Camera& camera, std::size_t budget,
                                     const std::vector<std::uint32_t>* pointsPerNode, bool* thinned) const {
  std::vector<int> chosen;
  if (thinned) *thinned = false;
  if (nodes_.empty()) return chosen;
  const double* m = camera.worldToClip;
  std::priority_queue<std::pair<double, int>> queue;  // (size on screen in pixels, node)
  auto consider = [&](int k) {
    const Node& node = nodes_[static_cast<std::size_t>(k)];
    // Wholly outside when all eight corners are on the outer side of one clip plane (each
    // plane is a half-space in world coordinates, and the cube is convex).
    std::array<int, 5> outside{};
    for (int c = 0; c < 8; ++c) {
      const double x = node.lo.x() + node.size * (c & 1), y = node.lo.y() + node.size * (c >> 1 & 1),
                   z = node.lo.z() + node.size * (c >> 2 & 1);
      const double cx = m[0] * x + m[1] * y + m[2] * z + m[3], cy = m[4] * x + m[5] * y + m[6] * z + m[7];
      const double cw = m[12] * x + m[13] * y + m[14] * z + m[15];
      outside[0] += cx < -cw, outside[1] += cx > cw, outside[2] += cy < -cw, outside[3] += cy > cw;
      outside[4] += cw <= 0;
    }
    if (std::find(outside.begin(), outside.end(), 8) != outside.end()) return;
    const Eigen::Vector3d centre = (node.lo + Eigen::Vector3f::Constant(node.size / 2)).cast<double>();
    const double distance = m[12] * centre.x() + m[13] * centre.y() + m[14] * centre.z() + m[15];
    const double radius = node.size * std::sqrt(3.0) / 2;
    // A node around the camera comes first; others by the size their cube covers on screen.
    const double onScreen = distance > radius ? node.size * camera.pixelsPerUnitAtUnitDistance / distance
                                              : std::numeric_limits<double>::infinity();
    queue.emplace(onScreen, k);
  };
  consider(0);
  std::size_t used = 0;
  while (!queue.empty()) {
    const int k = queue.top().second;
    queue.pop();
    const Node& node = nodes_[static_cast<std::size_t>(k)];
    const std::size_t points = pointsPerNode ? (*pointsPerNode)[static_cast<std::size_t>(k)] : node.end - node.begin;
    if (used + points > budget) {
      if (thinned) *thinned = true;
      break;
    }
    used += points;
    chosen.push_back(k);
    for (int c = 0; c < node.childCount; ++c) consider(node.firstChild + c);
  }
  return chosen;
}

}  // namespace m3
