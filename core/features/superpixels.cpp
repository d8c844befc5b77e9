#include "features/superpixels.h"

#include <algorithm>
#include <cstdint>
#include <opencv2/imgproc.hpp>
#include <opencv2/ximgproc/lsc.hpp>
#include <opencv2/ximgproc/slic.hpp>
#include <stdexcept>
#include <unordered_map>

namespace m3 {

const char* superpixelMethodName(SuperpixelMethod method) {
  switch (method) {
    case SuperpixelMethod::Slic: return "slic";
    case SuperpixelMethod::Slico: return "slico";
    case SuperpixelMethod::Lsc: return "lsc";
  }
  return "?";
}

SuperpixelMethod parseSuperpixelMethod(const std::string& name) {
  for (SuperpixelMethod m : {SuperpixelMethod::Slic, SuperpixelMethod::Slico, SuperpixelMethod::Lsc})
    if (name == superpixelMethodName(m)) return m;
  throw std::invalid_argument("unknown superpixel method \"" + name + "\" (slic, slico, lsc)");
}

std::string SuperpixelOptions::validate() const {
  if (regionSize < 4 || regionSize > 1000) return "region size must be 4..1000 pixels";
  if (!(compactness > 0) || compactness > 1000) return "compactness must be in (0, 1000]";
  if (iterations < 1 || iterations > 100) return "iterations must be 1..100";
  if (!(smoothing >= 0 && smoothing <= 20)) return "smoothing must be in [0, 20] pixels";
  return {};
}

Superpixels superpixelsFromLabels(LabelImage labels) {
  const int W = labels.width, H = labels.height;
  const size_t n = static_cast<size_t>(labels.numPixels());
  if (W < 1 || H < 1 || labels.labels.size() != n) throw std::invalid_argument("superpixels: empty or inconsistent label map");
  // 4-connected components by flood fill, numbered in raster order of their first pixel.
  std::vector<int> id(n, -1), stack;
  int next = 0;
  for (size_t start = 0; start < n; ++start) {
    if (id[start] >= 0) continue;
    const int value = labels.labels[start];
    id[start] = next;
    stack.assign(1, static_cast<int>(start));
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      const int x = p % W, y = p / W;
      auto visit = [&](int q) {
        if (id[q] < 0 && labels.labels[q] == value) {
          id[q] = next;
          stack.push_back(q);
        }
      };
      if (x > 0) visit(p - 1);
      if (x + 1 < W) visit(p + 1);
      if (y > 0) visit(p - W);
      if (y + 1 < H) visit(p + W);
    }
    ++next;
  }
  Superpixels sp;
  sp.numRegions = next;
  labels.labels = std::move(id);
  // Adjacency: every right and down neighbour pair with different ids.
  std::unordered_map<std::uint64_t, int> lengths;
  auto add = [&](int a, int b) {
    if (a == b) return;
    if (a > b) std::swap(a, b);
    ++lengths[std::uint64_t(a) << 32 | std::uint32_t(b)];
  };
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      const int a = labels.labels[static_cast<size_t>(y) * W + x];
      if (x + 1 < W) add(a, labels.labels[static_cast<size_t>(y) * W + x + 1]);
      if (y + 1 < H) add(a, labels.labels[static_cast<size_t>(y + 1) * W + x]);
    }
  sp.edges.reserve(lengths.size());
  for (const auto& [key, length] : lengths)
    sp.edges.push_back({static_cast<int>(key >> 32), static_cast<int>(key & 0xFFFFFFFFu), length});
  std::sort(sp.edges.begin(), sp.edges.end(),
            [](const RegionEdge& l, const RegionEdge& r) { return l.a != r.a ? l.a < r.a : l.b < r.b; });
  sp.regions = std::move(labels);
  return sp;
}

Superpixels computeSuperpixels(const ColourImage& image, const SuperpixelOptions& options) {
  if (const std::string problem = options.validate(); !problem.empty())
    throw std::invalid_argument("superpixels: " + problem);
  if (image.empty() || image.bgr.size() != static_cast<size_t>(image.numPixels()) * 3)
    throw std::invalid_argument("superpixels: empty or inconsistent image");
  const cv::Mat bgr(image.height, image.width, CV_8UC3, const_cast<std::uint8_t*>(image.bgr.data()));
  cv::Mat lab;
  cv::cvtColor(bgr, lab, cv::COLOR_BGR2Lab);
  if (options.smoothing > 0) cv::GaussianBlur(lab, lab, cv::Size(), options.smoothing, options.smoothing, cv::BORDER_REFLECT);
  // Images smaller than a region still get a (single-cell) grid.
  const int size = std::max(2, std::min(options.regionSize, std::min(image.width, image.height)));
  // Fragments below a quarter of the nominal area merge into a neighbour (OpenCV's default).
  const int minPercent = 25;
  cv::Mat raw;
  if (options.method == SuperpixelMethod::Lsc) {
    auto lsc = cv::ximgproc::createSuperpixelLSC(lab, size, static_cast<float>(options.compactness / 100.0));
    lsc->iterate(options.iterations);
    lsc->enforceLabelConnectivity(minPercent);
    lsc->getLabels(raw);
  } else {
    const int algorithm = options.method == SuperpixelMethod::Slico ? cv::ximgproc::SLICO : cv::ximgproc::SLIC;
    auto slic = cv::ximgproc::createSuperpixelSLIC(lab, algorithm, size, static_cast<float>(options.compactness));
    slic->iterate(options.iterations);
    slic->enforceLabelConnectivity(minPercent);
    slic->getLabels(raw);
  }
  LabelImage labels;
  labels.width = image.width;
  labels.height = image.height;
  labels.labels.resize(static_cast<size_t>(image.numPixels()));
  for (int y = 0; y < raw.rows; ++y) {
    const int* row = raw.ptr<int>(y);
    std::copy(row, row + raw.cols, labels.labels.begin() + static_cast<long>(y) * raw.cols);
  }
  return superpixelsFromLabels(std::move(labels));
}

}  // namespace m3
