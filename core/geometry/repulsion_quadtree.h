#pragma once
// The repulsion between every pair of weighted points in the plane in O(n log n), for
// force-directed graph layouts (graph_layout.h): a quadtree whose cells know their total mass
// and centre of mass (the Barnes-Hut approximation). A point feels a cell far enough away,
// relative to the cell's width, as one point of the cell's mass at its centre of mass.
// The force between points at distance d with masses m_i, m_j is strength * m_i m_j / d,
// pushing them apart; coincident points push each other along a direction fixed by their
// indices, so no two stay together and results stay reproducible.
// Requires: finite coordinates; masses > 0. Cost: O(n log n) to build; the force on one
// point visits O(log n / theta^2) cells for a spread-out layout.
#include <vector>

namespace m3 {

struct PlanePoint {
  double x = 0, y = 0;
};

class RepulsionQuadtree {
 public:
  RepulsionQuadtree(const std::vector<PlanePoint>& points, const std::vector<double>& masses);

  // Adds to `force` the repulsion that every other point exerts on point i. `theta`: a cell
  // of width w at distance d from the point is taken whole when w < theta d (0: exact).
  void addRepulsion(int i, double strength, double theta, PlanePoint& force) const;

 private:
  struct Cell {
    double x0 = 0, y0 = 0, width = 0;  // the square [x0, x0 + width) x [y0, y0 + width)
    double mass = 0, cx = 0, cy = 0;  // total mass and centre of mass
    int begin = 0, end = 0;           // slice of order_
    int firstChild = -1, childCount = 0;
  };
  void split(int cell, int depth);

  const std::vector<PlanePoint>& points_;
  const std::vector<double>& masses_;
  std::vector<int> order_;
  std::vector<Cell> cells_;  // cells_[0] is the root; a cell's children are stored together
};

}  // namespace m3
