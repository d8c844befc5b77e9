#include "features/region_features.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <opencv2/imgproc.hpp>
#include <stdexcept>

namespace m3 {

namespace {

constexpr int kLabBins = 4, kOrientationBins = 8, kLbpBins = 10;
constexpr int kRowBands = 8, kColumnStrips = 4, kFirstRowBand = 41, kFirstColumnStrip = 49;
constexpr int kFirstFilter = 53, kFilterScales = 3, kFirstContext = 62;
// The columns whose neighbourhood means form the context features, in order.
constexpr std::pair<int, int> kContextSources[] = {{0, 3}, {6, 12}, {18, 9}, {kFirstFilter, 9}};
static_assert(kFirstContext + 3 + 12 + 9 + 9 == kRegionNodeFeatures);

int bin(double v, double lo, double hi, int bins) {
  const int b = static_cast<int>(std::floor((v - lo) / (hi - lo) * bins));
  return std::clamp(b, 0, bins - 1);
}

// Rotation-invariant uniform LBP (riu2): patterns with at most two 0/1 transitions around
// the circle are labelled by their number of set bits (0..8), all others share bin 9.
int lbpBin(unsigned code) {
  const unsigned rotated = ((code << 1) | (code >> 7)) & 0xFFu;
  const int transitions = std::popcount(code ^ rotated);
  return transitions <= 2 ? std::popcount(code) : 9;
}

// Adds, per region, the mean absolute responses of a small filter bank on L (see the header):
// sigma |dG/dx|, sigma |dG/dy|, sigma^2 |Laplacian G| of L smoothed at sigma = 1, 2, 4.
void addFilterBank(const cv::Mat& lightness, const std::vector<int>& id, const std::vector<double>& count,
                   RowMatrix& f) {
  const int W = lightness.cols, H = lightness.rows;
  for (int s = 0; s < kFilterScales; ++s) {
    const double sigma = double(1 << s);
    cv::Mat smooth, dx, dy, laplacian;
    cv::GaussianBlur(lightness, smooth, cv::Size(0, 0), sigma, sigma, cv::BORDER_REPLICATE);
    cv::Sobel(smooth, dx, CV_32F, 1, 0, 3, 1.0 / 8, 0, cv::BORDER_REPLICATE);
    cv::Sobel(smooth, dy, CV_32F, 0, 1, 3, 1.0 / 8, 0, cv::BORDER_REPLICATE);
    cv::Laplacian(smooth, laplacian, CV_32F, 1, 1, 0, cv::BORDER_REPLICATE);
    const int c0 = kFirstFilter + 3 * s;
    for (int y = 0; y < H; ++y) {
      const float *px = dx.ptr<float>(y), *py = dy.ptr<float>(y), *pl = laplacian.ptr<float>(y);
      for (int x = 0; x < W; ++x) {
        auto row = f.row(id[size_t(y) * W + x]);
        row(c0) += sigma * std::abs(px[x]);
        row(c0 + 1) += sigma * std::abs(py[x]);
        row(c0 + 2) += sigma * sigma * std::abs(pl[x]);
      }
    }
  }
  for (Eigen::Index r = 0; r < f.rows(); ++r)
    for (int c = kFirstFilter; c < kFirstFilter + 3 * kFilterScales; ++c)
      f(r, c) = std::tanh(f(r, c) / std::max(count[size_t(r)], 1.0) / 10.0);
}

// The context columns: each source column's mean over the neighbours, weighted by the shared
// boundary length; a region without neighbours takes its own values.
void addContext(const std::vector<RegionEdge>& edges, RowMatrix& f) {
  const Eigen::Index n = f.rows();
  std::vector<double> weight(size_t(n), 0);
  for (const RegionEdge& e : edges) {
    const double w = std::max(e.boundaryLength, 1);
    int to = kFirstContext;
    for (const auto& [first, count] : kContextSources) {
      f.row(e.a).segment(to, count) += w * f.row(e.b).segment(first, count);
      f.row(e.b).segment(to, count) += w * f.row(e.a).segment(first, count);
      to += count;
    }
    weight[size_t(e.a)] += w;
    weight[size_t(e.b)] += w;
  }
  for (Eigen::Index r = 0; r < n; ++r) {
    int to = kFirstContext;
    for (const auto& [first, count] : kContextSources) {
      if (weight[size_t(r)] > 0)
        f.row(r).segment(to, count) /= weight[size_t(r)];
      else
        f.row(r).segment(to, count) = f.row(r).segment(first, count);
      to += count;
    }
  }
}

}  // namespace

int regionContextColumn(int column) {
  int to = kFirstContext;
  for (const auto& [first, count] : kContextSources) {
    if (column >= first && column < first + count) return to + column - first;
    to += count;
  }
  return -1;
}

const std::vector<RegionFeatureGroup>& regionFeatureGroups() {
  static const std::vector<RegionFeatureGroup> groups = {
      {"colour", {{0, 18}}},
      {"gradients", {{18, 9}}},
      {"lbp", {{27, 10}}},
      {"position", {{37, 2}, {kFirstRowBand, kRowBands + kColumnStrips}}},
      {"size", {{39, 1}}},
      {"filters", {{kFirstFilter, 3 * kFilterScales}}},
      {"context", {{kFirstContext, kRegionNodeFeatures - kFirstContext}}}};
  return groups;
}

RegionFeatures computeRegionFeatures(const ColourImage& image, const Superpixels& sp) {
  const int W = image.width, H = image.height, n = sp.numRegions;
  if (sp.regions.width != W || sp.regions.height != H || image.bgr.size() != size_t(W) * H * 3 || n < 1)
    throw std::invalid_argument("region features: superpixels and image differ in size");
  // Float Lab: L in [0, 100], a and b in about [-127, 127].
  cv::Mat bgr(H, W, CV_8UC3, const_cast<std::uint8_t*>(image.bgr.data())), bgrF, lab;
  bgr.convertTo(bgrF, CV_32FC3, 1.0 / 255.0);
  cv::cvtColor(bgrF, lab, cv::COLOR_BGR2Lab);
  auto L = [&](int x, int y) { return lab.at<cv::Vec3f>(std::clamp(y, 0, H - 1), std::clamp(x, 0, W - 1))[0]; };

  constexpr int F = kRegionNodeFeatures;
  RowMatrix f = RowMatrix::Zero(n, F);
  std::vector<double> count(n, 0), magnitude(n, 0);
  std::vector<double> sq(size_t(n) * 3, 0);
  const std::vector<int>& id = sp.regions.labels;

  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      const int r = id[size_t(y) * W + x];
      const cv::Vec3f c = lab.at<cv::Vec3f>(y, x);
      auto row = f.row(r);
      count[r] += 1;
      const double v[3] = {c[0] / 100.0, c[1] / 64.0, c[2] / 64.0};
      for (int k = 0; k < 3; ++k) {
        row(k) += v[k];
        sq[size_t(r) * 3 + k] += v[k] * v[k];
      }
      row(6 + bin(c[0], 0, 100, kLabBins)) += 1;
      row(6 + kLabBins + bin(c[1], -64, 64, kLabBins)) += 1;
      row(6 + 2 * kLabBins + bin(c[2], -64, 64, kLabBins)) += 1;
      // Texture on L: gradient by central differences (replicated borders).
      const double gx = 0.5 * (L(x + 1, y) - L(x - 1, y)), gy = 0.5 * (L(x, y + 1) - L(x, y - 1));
      const double mag = std::hypot(gx, gy);
      if (mag > 0) {
        double angle = std::atan2(gy, gx);
        if (angle < 0) angle += std::numbers::pi;  // unsigned orientation in [0, pi)
        row(18 + bin(angle, 0, std::numbers::pi, kOrientationBins)) += mag;
        magnitude[r] += mag;
      }
      const float centre = c[0];
      static const int dx[8] = {-1, 0, 1, 1, 1, 0, -1, -1}, dy[8] = {-1, -1, -1, 0, 1, 1, 1, 0};
      unsigned code = 0;
      for (int k = 0; k < 8; ++k) code |= unsigned(L(x + dx[k], y + dy[k]) >= centre) << k;
      row(27 + lbpBin(code)) += 1;
      row(37) += (x + 0.5) / W;
      row(38) += (y + 0.5) / H;
      row(kFirstRowBand + y * kRowBands / H) += 1;
      row(kFirstColumnStrip + x * kColumnStrips / W) += 1;
    }

  const double meanArea = double(W) * H / n;
  for (int r = 0; r < n; ++r) {
    auto row = f.row(r);
    const double c = std::max(count[r], 1.0);
    for (int k = 0; k < 3; ++k) {
      row(k) /= c;
      row(3 + k) = std::sqrt(std::max(0.0, sq[size_t(r) * 3 + k] / c - row(k) * row(k)));
    }
    row.segment(6, 3 * kLabBins) /= c;
    if (magnitude[r] > 0) row.segment(18, kOrientationBins) /= magnitude[r];
    row(26) = std::tanh(magnitude[r] / c / 25.0);
    row.segment(27, kLbpBins) /= c;
    row(37) /= c;
    row(38) /= c;
    row(39) = std::min(3.0, std::sqrt(count[r] / meanArea));
    row(kRegionBiasFeature) = 1;
    row.segment(kFirstRowBand, kRowBands + kColumnStrips) /= c;
  }
  cv::Mat lightness;
  cv::extractChannel(lab, lightness, 0);
  addFilterBank(lightness, id, count, f);
  addContext(sp.edges, f);

  // Boundary contrast: Lab distance of each 4-neighbour pixel pair across a boundary,
  // summed per edge (edges are sorted by (a, b), so a binary search finds each pair).
  RegionFeatures out;
  const int m = static_cast<int>(sp.edges.size());
  std::vector<double> contrast(m, 0), perimeter(n, 0);
  auto edgeIndex = [&](int a, int b) {
    if (a > b) std::swap(a, b);
    const auto it = std::lower_bound(sp.edges.begin(), sp.edges.end(), std::pair{a, b},
                                     [](const RegionEdge& e, const std::pair<int, int>& k) {
                                       return e.a != k.first ? e.a < k.first : e.b < k.second;
                                     });
    return static_cast<int>(it - sp.edges.begin());
  };
  auto across = [&](int x0, int y0, int x1, int y1) {
    const int a = id[size_t(y0) * W + x0], b = id[size_t(y1) * W + x1];
    if (a == b) return;
    const cv::Vec3f d = lab.at<cv::Vec3f>(y0, x0) - lab.at<cv::Vec3f>(y1, x1);
    const int e = edgeIndex(a, b);
    if (e < m) contrast[e] += std::sqrt(double(d.dot(d)));
  };
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      if (x + 1 < W) across(x, y, x + 1, y);
      if (y + 1 < H) across(x, y, x, y + 1);
    }
  std::vector<double> s2(m), d2(m);
  double meanS2 = 0, meanD2 = 0;
  for (int e = 0; e < m; ++e) {
    const RegionEdge& edge = sp.edges[e];
    const double s = contrast[e] / std::max(edge.boundaryLength, 1);
    s2[e] = s * s;
    // Colour distance in Lab units (undo the feature scaling of the means).
    const double dL = 100 * (f(edge.a, 0) - f(edge.b, 0)), da = 64 * (f(edge.a, 1) - f(edge.b, 1)),
                 db = 64 * (f(edge.a, 2) - f(edge.b, 2));
    d2[e] = dL * dL + da * da + db * db;
    meanS2 += s2[e] / m;
    meanD2 += d2[e] / m;
    perimeter[edge.a] += edge.boundaryLength;
    perimeter[edge.b] += edge.boundaryLength;
  }
  out.nodes = std::move(f);
  out.edgeFeatures.resize(m, kRegionEdgeFeatures);
  out.edges.reserve(m);
  for (int e = 0; e < m; ++e) {
    const RegionEdge& edge = sp.edges[e];
    out.edges.push_back({edge.a, edge.b});
    out.edgeFeatures(e, 0) = 1;
    out.edgeFeatures(e, 1) = meanS2 > 0 ? std::exp(-s2[e] / meanS2) : 1.0;
    out.edgeFeatures(e, 2) = meanD2 > 0 ? std::exp(-d2[e] / meanD2) : 1.0;
    out.edgeFeatures(e, 3) = edge.boundaryLength / std::max(1.0, std::min(perimeter[edge.a], perimeter[edge.b]));
  }
  return out;
}

}  // namespace m3
