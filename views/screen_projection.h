#pragma once
// Points of the view's local frame to widget pixels (y down) and depth along the view, for a
// camera given as a world-to-clip matrix (row-major, OpenGL convention, as
// PointOctree::Camera). Qt- and VTK-free: the view and the brush picker share it.
#include <algorithm>

namespace m3 {

class ScreenProjection {
 public:
  ScreenProjection(const double worldToClip[16], int width, int height) : width_(width), height_(height) {
    std::copy(worldToClip, worldToClip + 16, m_);
  }
  int width() const { return static_cast<int>(width_); }
  int height() const { return static_cast<int>(height_); }
  // False behind the camera; otherwise the pixel and the depth along the view.
  bool operator()(double x, double y, double z, double& sx, double& sy, double& depth) const {
    depth = m_[12] * x + m_[13] * y + m_[14] * z + m_[15];
    if (depth <= 0) return false;
    sx = ((m_[0] * x + m_[1] * y + m_[2] * z + m_[3]) / depth + 1) * 0.5 * width_;
    sy = (1 - (m_[4] * x + m_[5] * y + m_[6] * z + m_[7]) / depth) * 0.5 * height_;
    return true;
  }

 private:
  double m_[16];
  double width_, height_;
};

}  // namespace m3
