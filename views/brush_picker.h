#pragma once
// What the terrain view's brush takes during one stroke: the points at the front under a
// circle on the screen, drawn by the level of detail or not. The camera does not move during
// a stroke. Points are projected lazily, node by node of the level-of-detail octree, only
// where a dab's rectangle meets the node's rectangle on screen, so a dab costs about what lies
// under it instead of the whole cloud (a 50 M-point cloud took 1.7 s to project at the press).
// "At the front": within 2% (plus a hair) of the nearest depth in the point's cell of a few
// pixels. Every point that lands in a cell comes from a node whose rectangle holds the cell,
// so a cell's nearest depth is complete before the dab reads it.
// Qt-free; the view passes its camera and size in pixels as a ScreenProjection.
#include <cstdint>
#include <vector>

#include "geometry/point_octree.h"
#include "screen_projection.h"

namespace m3 {

class BrushPicker {
 public:
  // `visible` is empty (every point shown) or one flag per point; hidden points are never
  // taken and hide nothing. All references must outlive the picker.
  BrushPicker(const FloatPointMatrix& xyz, const PointOctree& octree, const std::vector<bool>& visible,
              const ScreenProjection& toScreen, double cellPixels);

  // Sets selected[i] = 1 for every front point within `radius` pixels of (x, y).
  void dab(double x, double y, double radius, std::vector<char>& selected);
  // Dabs along the segment from (x0, y0), already dabbed, to (x1, y1), half a radius apart: a
  // fast drag delivers mouse positions far apart, and dabs only where they land would leave a
  // trail of dots instead of a line.
  void stroke(double x0, double y0, double x1, double y1, double radius,
              std::vector<char>& selected);
  // Front points per square pixel where the cloud covers the screen (projects every node).
  double frontDensity();
  // Points projected so far (what the stroke cost).
  std::size_t projectedPoints() const { return projected_; }

 private:
  struct Entry {
    std::uint32_t index;
    float x, y, depth;
  };
  void projectNodesMeeting(double x0, double y0, double x1, double y1);
  int cellOf(double x, double y) const;
  bool inFront(const Entry& e, int cell) const { return e.depth <= nearest_[cell] * 1.02f + 1e-3f; }

  const FloatPointMatrix& xyz_;
  const PointOctree& octree_;
  const std::vector<bool>& visible_;
  ScreenProjection toScreen_;
  int width_, height_, columns_, rows_;
  double cell_;
  std::vector<std::vector<Entry>> cells_;
  std::vector<float> nearest_;
  std::vector<char> nodeDone_;
  std::size_t projected_ = 0;
};

}  // namespace m3
