#pragma once
// A level-of-detail octree for drawing point clouds of any size at a bounded cost per frame
// (the approach of Potree's nested octrees and CloudCompare's LOD: coarse nodes hold a thin
// subsample of their whole cube, finer nodes add the points their ancestors did not take).
// Each node keeps a random sample of at most `nodeCapacity` of the points in its cube that no
// ancestor kept; the rest go down to its eight children. Drawing the nodes a camera sees,
// largest on screen first, until a point budget is spent shows the whole view evenly thinned
// where it is far and at full detail where the camera is close.
// Requires: finite coordinates; nodeCapacity >= 1.
// Ensures: order() is a permutation of 0..n-1 and every node owns the slice
// order()[begin, end) of points that lie in its cube; nodes are stored parents first.
// Cost: O(n * depth) to build, with 16 bytes per point of scratch; 4 bytes per point and a
// few dozen per node are kept. select() visits only nodes it draws and their children.
#include <Eigen/Dense>
#include <cstdint>
#include <vector>

namespace m3 {

using FloatPointMatrix = Eigen::Matrix<float, Eigen::Dynamic, 3, Eigen::RowMajor>;

class PointOctree {
 public:
  struct Node {
    Eigen::Vector3f lo;      // the cube's lower corner
    float size = 0;          // the cube's edge length
    std::uint32_t begin = 0, end = 0;  // slice of order()
    std::int32_t firstChild = -1;      // children are stored together, childCount of them
    std::uint8_t childCount = 0;
    std::uint8_t depth = 0;
  };

  // How a camera sees the cloud: the world-to-clip matrix (row-major, OpenGL convention: a
  // point is visible when -w < x, y < w and w > 0) and how many pixels one unit of length
  // covers at unit distance (viewport height / (2 tan(half the vertical view angle)))).
  struct Camera {
    double worldToClip[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    double pixelsPerUnitAtUnitDistance = 1;
  };

  PointOctree() = default;
  explicit PointOctree(const FloatPointMatrix& xyz, std::uint32_t nodeCapacity = 10000);

  const std::vector<std::uint32_t>& order() const { return order_; }
  const std::vector<Node>& nodes() const { return nodes_; }
  std::uint32_t nodeCapacity() const { return capacity_; }

  // The nodes to draw, in the order they were chosen (nearest and largest on screen first):
  // nodes wholly outside the camera's view are skipped; choosing stops before the node
  // whose points would exceed `budget`. `pointsPerNode` (optional, one entry per node)
  // counts what a node would draw, e.g. its points of classes that are not hidden.
  // `thinned` (optional) says whether the budget left out nodes in view.
  std::vector<int> select(const Camera& camera, std::size_t budget,
                          const std::vector<std::uint32_t>* pointsPerNode = nullptr, bool* thinned = nullptr) const;

 private:
  std::vector<std::uint32_t> order_;
  std::vector<Node> nodes_;
  std::uint32_t capacity_ = 0;
};

}  // namespace m3
