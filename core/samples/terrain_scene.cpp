#include "samples/terrain_scene.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <stdexcept>
#include <vector>

#include "features/point_features.h"

namespace m3 {

LabelSet terrainLabelSet() {
  return LabelSet{{"ground", "building", "tree", "shrub"}};
}

namespace {

using Eigen::Vector3d;

// splitmix64: a tiny generator whose streams can be keyed by (seed, line, ray), so each ray
// draws the same numbers whichever thread casts it. std distributions are avoided because
// their output differs between standard libraries.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

class HashedRandom {
 public:
  explicit HashedRandom(std::uint64_t seed) : state_(mix(seed)) {}
  HashedRandom(std::uint64_t a, std::uint64_t b, std::uint64_t c)
      : state_(mix(mix(mix(a) ^ b) ^ c)) {}
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  double normal() {
    const double u = (double(next() >> 11) + 0.5) * 0x1.0p-53;  // never 0
    return std::sqrt(-2 * std::log(u)) * std::cos(2 * std::numbers::pi * uniform());
  }
  double exponential(double mean) {
    return -mean * std::log((double(next() >> 11) + 0.5) * 0x1.0p-53);
  }
  std::uint64_t next() { return mix(state_++); }

 private:
  std::uint64_t state_;
};

// ---------------------------------------------------------------------------------------
// Scene primitives

struct Ray {
  Vector3d origin, direction;  // direction unit length
  Vector3d at(double t) const { return origin + t * direction; }
};

struct Hit {
  double t = std::numeric_limits<double>::infinity();
  int label = kTerrainGround;
  double cosIncidence = 1;
};

// z = tilt + amp sin(kx x + px) sin(ky y + py) + rough sin(3.1 x) sin(2.7 y): slopes of a
// few percent, bumps of ~0.3 m over tens of metres and a few centimetres of grass and kerbs.
struct Ground {
  double sx = 0, sy = 0, amp = 0, kx = 0, ky = 0, px = 0, py = 0;
  static constexpr double rough = 0.04, rx = 3.1, ry = 2.7;
  double plane(double x, double y) const { return sx * x + sy * y; }
  double maxBump() const { return amp + rough; }
  double bump(double x, double y) const {
    return amp * std::sin(kx * x + px) * std::sin(ky * y + py) +
           rough * std::sin(rx * x) * std::sin(ry * y);
  }
  double z(double x, double y) const { return plane(x, y) + bump(x, y); }
  Vector3d normal(double x, double y) const {
    const double gx = sx + amp * kx * std::cos(kx * x + px) * std::sin(ky * y + py) +
                      rough * rx * std::cos(rx * x) * std::sin(ry * y);
    const double gy = sy + amp * ky * std::sin(kx * x + px) * std::cos(ky * y + py) +
                      rough * ry * std::sin(rx * x) * std::cos(ry * y);
    return Vector3d(-gx, -gy, 1).normalized();
  }
};

struct Box {  // turned by `yaw` about the vertical through (cx, cy)
  double cx, cy, cosYaw, sinYaw, hx, hy, z0, z1;
  double xmin, xmax;  // extent along the road, to skip scan lines that miss it
};

struct Pole {  // a vertical cylinder: tree trunks, and the pillars of arcades
  double cx, cy, r, z0, z1;
  int label;
};

struct Blob {  // an axis-aligned ellipsoid of foliage
  Vector3d centre, radii;
  int label;
  double meanDepth;  // how far a ray gets into it, on average, before hitting a leaf
};

struct Layout {
  Ground ground;
  std::vector<Box> boxes;
  std::vector<Pole> poles;
  std::vector<Blob> blobs;
};

// The ground's first crossing: |bump| <= maxBump bounds the search to where the ray is within
// amp of the tilted plane, then coarse steps find the first sign change and bisection refines.
void hitGround(const Ground& g, const Ray& ray, double maxT, Hit& best) {
  auto f = [&](double t) {
    const Vector3d p = ray.at(t);
    return p.z() - g.z(p.x(), p.y());
  };
  const double h0 = ray.origin.z() - g.plane(ray.origin.x(), ray.origin.y());
  const double h1 = ray.direction.z() - g.sx * ray.direction.x() - g.sy * ray.direction.y();
  if (h1 >= 0 || f(0) <= 0) return;  // going up relative to the plane, or already below
  const double band = g.maxBump();
  double lo = std::max(0.0, (band - h0) / h1), hi = std::min({maxT, best.t, (-band - h0) / h1});
  if (lo >= hi) return;
  const double step = 0.25;
  double a = lo, fa = f(lo);
  for (double b = std::min(hi, a + step);; b = std::min(hi, a + step)) {
    const double fb = f(b);
    if (fa > 0 && fb <= 0) {
      for (int k = 0; k < 40 && b - a > 1e-7; ++k) {
        const double m = 0.5 * (a + b);
        (f(m) > 0 ? a : b) = m;
      }
      const Vector3d p = ray.at(b);
      best = {b, kTerrainGround, std::abs(ray.direction.dot(g.normal(p.x(), p.y())))};
      return;
    }
    if (b >= hi) return;
    a = b, fa = fb;
  }
}

// Slab test in the box's own frame.
void hitBox(const Box& box, const Ray& ray, Hit& best) {
  const double ox = ray.origin.x() - box.cx, oy = ray.origin.y() - box.cy;
  const double o[3] = {box.cosYaw * ox + box.sinYaw * oy, -box.sinYaw * ox + box.cosYaw * oy,
                       ray.origin.z()};
  const Vector3d& D = ray.direction;
  const double d[3] = {box.cosYaw * D.x() + box.sinYaw * D.y(),
                       -box.sinYaw * D.x() + box.cosYaw * D.y(), D.z()};
  const double lo[3] = {-box.hx, -box.hy, box.z0}, hi[3] = {box.hx, box.hy, box.z1};
  double enter = 0, leave = best.t;
  int axis = -1;
  for (int k = 0; k < 3; ++k) {
    if (std::abs(d[k]) < 1e-12) {
      if (o[k] < lo[k] || o[k] > hi[k]) return;
      continue;
    }
    double t1 = (lo[k] - o[k]) / d[k], t2 = (hi[k] - o[k]) / d[k];
    if (t1 > t2) std::swap(t1, t2);
    if (t1 > enter) enter = t1, axis = k;
    leave = std::min(leave, t2);
    if (enter > leave) return;
  }
  if (axis < 0) return;  // the scanner inside a building: cannot happen with this layout
  best = {enter, kTerrainBuilding, std::abs(d[axis])};
}

void hitPole(const Pole& c, const Ray& ray, Hit& best) {
  const double ox = ray.origin.x() - c.cx, oy = ray.origin.y() - c.cy;
  const double dx = ray.direction.x(), dy = ray.direction.y();
  const double a = dx * dx + dy * dy, b = 2 * (dx * ox + dy * oy),
               q = ox * ox + oy * oy - c.r * c.r;
  const double disc = b * b - 4 * a * q;
  if (a < 1e-12 || disc < 0) return;
  const double t = (-b - std::sqrt(disc)) / (2 * a);
  if (t <= 0 || t >= best.t) return;
  const double z = ray.origin.z() + t * ray.direction.z();
  if (z < c.z0 || z > c.z1) return;
  const Vector3d n((ox + t * dx) / c.r, (oy + t * dy) / c.r, 0);
  best = {t, c.label, std::abs(ray.direction.dot(n))};
}

// Foliage: entry and exit of the ellipsoid, then a random depth; past the exit the ray
// continues (a gap in the leaves).
void hitBlob(const Blob& blob, const Ray& ray, HashedRandom& random, Hit& best) {
  const Vector3d o = (ray.origin - blob.centre).cwiseQuotient(blob.radii);
  const Vector3d d = ray.direction.cwiseQuotient(blob.radii);
  const double a = d.squaredNorm(), b = 2 * o.dot(d), q = o.squaredNorm() - 1;
  const double disc = b * b - 4 * a * q;
  const double depth = random.exponential(blob.meanDepth);  // drawn always: keeps streams aligned
  const double leafFacing = random.uniform();
  if (disc <= 0) return;
  const double t0 = (-b - std::sqrt(disc)) / (2 * a), t1 = (-b + std::sqrt(disc)) / (2 * a);
  const double t = std::max(t0, 0.0) + depth;
  if (t1 <= 0 || t >= t1 || t >= best.t) return;
  best = {t, blob.label, 0.2 + 0.8 * leafFacing};  // leaves face every way
}

// ---------------------------------------------------------------------------------------
// Layout

Box makeBuilding(const Ground& g, double x, double side, HashedRandom& r, double& width) {
  width = r.uniform(8, 20);
  const double depth = r.uniform(8, 16), setback = r.uniform(11, 16), height = r.uniform(4, 14);
  const double yaw = r.uniform(-0.2, 0.2);
  Box b{x + width / 2,
        side * (setback + depth / 2),
        std::cos(yaw),
        std::sin(yaw),
        width / 2,
        depth / 2,
        0,
        0,
        0,
        0};
  const double base = g.z(b.cx, b.cy);
  b.z0 = base - 3;  // deep enough to meet the ground on any slope under the footprint
  b.z1 = base + height;
  const double reach = std::abs(b.hx * b.cosYaw) + std::abs(b.hy * b.sinYaw);
  b.xmin = b.cx - reach, b.xmax = b.cx + reach;
  return b;
}

void addTree(Layout& s, double x, double y, HashedRandom& r) {
  const double g = s.ground.z(x, y);
  // From young trees with low, small crowns (as tall as big shrubs) to mature ones.
  const double size = r.uniform();
  const double crownBase = 1.0 + 2.0 * size + r.uniform(0, 0.5),
               rxy = 0.9 + 1.6 * size + r.uniform(0, 0.4);
  const double rz = 1.0 + 2.0 * size + r.uniform(0, 0.5);
  const Vector3d centre(x, y, g + crownBase + rz);
  s.poles.push_back({x, y, r.uniform(0.12, 0.3), g - 0.5, centre.z(), kTerrainTree});
  s.blobs.push_back({centre, Vector3d(rxy, rxy * r.uniform(0.85, 1.15), rz), kTerrainTree, 0.4});
}

void addShrub(Layout& s, double x, double y, HashedRandom& r) {
  const int parts = 1 + static_cast<int>(r.uniform() * 3);
  for (int k = 0; k < parts; ++k) {
    const double px = x + r.uniform(-0.6, 0.6), py = y + r.uniform(-0.6, 0.6);
    const Vector3d radii(r.uniform(0.5, 1.3), r.uniform(0.5, 1.3), r.uniform(0.4, 1.1));
    s.blobs.push_back({Vector3d(px, py, s.ground.z(px, py) + radii.z() * r.uniform(0.3, 0.9)),
                       radii, kTerrainShrub, 0.25});
  }
}

// A box turned like `building`, centred at (u, v) in the building's own frame.
Box alignedBox(const Box& building, double u, double v, double hx, double hy, double z0,
               double z1) {
  Box b = building;
  b.cx = building.cx + building.cosYaw * u - building.sinYaw * v;
  b.cy = building.cy + building.sinYaw * u + building.cosYaw * v;
  b.hx = hx, b.hy = hy, b.z0 = z0, b.z1 = z1;
  const double reach = std::abs(hx * b.cosYaw) + std::abs(hy * b.sinYaw);
  b.xmin = b.cx - reach, b.xmax = b.cx + reach;
  return b;
}

// An arcade along the street face: a roof slab on pillars. The thesis's SVM took such
// building parts (arches) for trees; pillars look like trunks to a point's neighbourhood.
void addArcade(Layout& s, const Box& building, double side, HashedRandom& r) {
  const double depth = r.uniform(2.0, 3.0), base = s.ground.z(building.cx, building.cy);
  const double bottom = base + r.uniform(2.8, 3.6), top = bottom + r.uniform(0.4, 0.8);
  const double front = -side * (building.hy + depth / 2), halfWidth = 0.85 * building.hx;
  s.boxes.push_back(alignedBox(building, 0, front, halfWidth, depth / 2, bottom, top));
  const int pillars = 2 + static_cast<int>(2 * halfWidth / r.uniform(2.5, 3.5));
  const double radius = r.uniform(0.15, 0.3), v = -side * (building.hy + depth - radius - 0.1);
  for (int j = 0; j < pillars; ++j) {
    const double u = -halfWidth + radius + (2 * (halfWidth - radius)) * j / (pillars - 1);
    const double px = building.cx + building.cosYaw * u - building.sinYaw * v;
    const double py = building.cy + building.sinYaw * u + building.cosYaw * v;
    s.poles.push_back({px, py, radius, base - 3, bottom, kTerrainBuilding});
  }
}

// A hedge 1.2 m in front of the building's street face (an axis-aligned ellipsoid: the
// buildings turn little).
void addHedge(Layout& s, const Box& front, double side, HashedRandom& r) {
  const double v = -side * (front.hy + 1.2);
  const double x = front.cx - front.sinYaw * v, y = front.cy + front.cosYaw * v;
  const Vector3d radii(std::min(front.hx, r.uniform(3, 6)), r.uniform(0.5, 0.8),
                       r.uniform(0.6, 1.0));
  s.blobs.push_back(
      {Vector3d(x, y, s.ground.z(x, y) + 0.6 * radii.z()), radii, kTerrainShrub, 0.25});
}

Layout makeLayout(const TerrainSceneOptions& o) {
  HashedRandom r(o.seed, 0x1a7, 0);
  Layout s;
  s.ground = {r.uniform(-0.03, 0.03),
              r.uniform(-0.02, 0.02),
              r.uniform(0.2, 0.5),
              2 * std::numbers::pi / r.uniform(30, 60),
              2 * std::numbers::pi / r.uniform(25, 50),
              r.uniform(0, 2 * std::numbers::pi),
              r.uniform(0, 2 * std::numbers::pi)};
  for (double side : {-1.0, 1.0}) {
    // Buildings in a row with gaps; wide gaps get a tree seen between the buildings.
    for (double x = -15 + r.uniform(0, 8); x < o.length + 15;) {
      double width = 0;
      const Box b = makeBuilding(s.ground, x, side, r, width);
      s.boxes.push_back(b);
      const double extra = r.uniform();
      if (extra < 0.35)
        addArcade(s, b, side, r);
      else if (extra < 0.7)
        addHedge(s, b, side, r);
      const double gap = r.uniform(3, 14);
      if (gap > 7) addTree(s, x + width + gap / 2, side * r.uniform(12, 20), r);
      x += width + gap;
    }
    for (double x = r.uniform(-5, 1); x < o.length + 5; x += r.uniform(7, 14))
      addTree(s, x, side * r.uniform(4, 6.5), r);
    for (double x = r.uniform(-5, 0); x < o.length + 5; x += r.uniform(3, 7))
      addShrub(s, x, side * r.uniform(3, 9), r);  // off the road
  }
  return s;
}

// ---------------------------------------------------------------------------------------
// Scanning

constexpr double kScannerHeight = 2.0;
constexpr double kHalfFan =
    0.75 * std::numbers::pi;  // straight down +- 135 degrees: 45 degrees above the horizon
constexpr double kReferenceRange = 10;  // line spacing = this * angular step: even density at 10 m
constexpr double kReflectance[4] = {0.3, 0.55, 0.45, 0.5};

struct ScanPoint {
  Vector3d p;
  float intensity;
  int label;
};

// What a scan line at x can hit: the ground plus the objects whose x-extent it crosses.
struct LineScene {
  std::vector<const Box*> boxes;
  std::vector<const Pole*> poles;
  std::vector<const Blob*> blobs;
};

LineScene objectsAt(const Layout& s, double x) {
  LineScene line;
  for (const Box& b : s.boxes)
    if (x >= b.xmin && x <= b.xmax) line.boxes.push_back(&b);
  for (const Pole& p : s.poles)
    if (std::abs(x - p.cx) <= p.r) line.poles.push_back(&p);
  for (const Blob& b : s.blobs)
    if (std::abs(x - b.centre.x()) <= b.radii.x()) line.blobs.push_back(&b);
  return line;
}

// The vehicle's localization error, as the thesis's scans had ("fairly noisy because of
// localization errors"): sideways and vertical offsets and a roll of the scan plane, each a
// smooth random process along the road (correlation length 2 m), so neighbouring lines
// disagree by a few centimetres and far points by more.
struct Pose {
  double dy = 0, dz = 0, roll = 0;
};

std::vector<Pose> vehiclePoses(const TerrainSceneOptions& o, int lines) {
  std::vector<Pose> poses(static_cast<size_t>(lines));
  HashedRandom random(o.seed, 0x905e, static_cast<std::uint64_t>(lines));
  const double keep = std::exp(-o.length / lines / 2.0), fresh = std::sqrt(1 - keep * keep);
  const double rollPerMetre = 0.15;  // 3 cm of offset goes with ~0.26 degrees of roll
  Pose p{o.poseNoise * random.normal(), o.poseNoise * random.normal(),
         rollPerMetre * o.poseNoise * random.normal()};
  for (Pose& pose : poses) {
    p.dy = keep * p.dy + fresh * o.poseNoise * random.normal();
    p.dz = keep * p.dz + fresh * o.poseNoise * random.normal();
    p.roll = keep * p.roll + fresh * rollPerMetre * o.poseNoise * random.normal();
    pose = p;
  }
  return poses;
}

void castLine(const Layout& s, const TerrainSceneOptions& o, double x, int line, double step,
              const Pose& pose, std::vector<ScanPoint>& out) {
  const LineScene objects = objectsAt(s, x);
  // The scanner is where the vehicle believes it is; the points are placed from there.
  const Vector3d truth(x, 0, s.ground.z(x, 0) + kScannerHeight),
      believed = truth + Vector3d(0, pose.dy, pose.dz);
  const int rays = static_cast<int>(std::floor(2 * kHalfFan / step)) + 1;
  for (int k = 0; k < rays; ++k) {
    const double angle = -kHalfFan + k * step;
    const Ray ray{truth, Vector3d(0, std::sin(angle), -std::cos(angle))};
    HashedRandom random(o.seed, static_cast<std::uint64_t>(line) + 1,
                        static_cast<std::uint64_t>(k));
    Hit hit;
    hit.t = o.maxRange;
    for (const Box* b : objects.boxes) hitBox(*b, ray, hit);
    for (const Pole* p : objects.poles) hitPole(*p, ray, hit);
    for (const Blob* b : objects.blobs) hitBlob(*b, ray, random, hit);
    hitGround(s.ground, ray, o.maxRange, hit);
    if (!(hit.t < o.maxRange)) continue;  // sky, or beyond the range
    const double range = std::max(0.01, hit.t + o.rangeNoise * random.normal());
    const double seen = angle + pose.roll;
    const Vector3d p = believed + range * Vector3d(0, std::sin(seen), -std::cos(seen));
    const double fade = 1 - 0.5 * hit.t / o.maxRange;
    const double value =
        kReflectance[hit.label] * (0.25 + 0.75 * hit.cosIncidence) * fade + 0.02 * random.normal();
    out.push_back({p, static_cast<float>(std::clamp(value, 0.0, 1.0)), hit.label});
  }
}

// Lines spread evenly over the road, cast in parallel, concatenated in line order.
std::vector<ScanPoint> scan(const Layout& s, const TerrainSceneOptions& o, int lines, double step) {
  const std::vector<Pose> poses = vehiclePoses(o, lines);
  std::vector<std::vector<ScanPoint>> perLine(static_cast<size_t>(lines));
  parallelBlocks(lines, o.threads, 8, [&](int begin, int end) {
    for (int l = begin; l < end; ++l)
      castLine(s, o, (l + 0.5) * o.length / lines, l, step, poses[l], perLine[l]);
  });
  std::vector<ScanPoint> points;
  size_t total = 0;
  for (const auto& v : perLine) total += v.size();
  points.reserve(total);
  for (const auto& v : perLine) points.insert(points.end(), v.begin(), v.end());
  return points;
}

int linesFor(const TerrainSceneOptions& o, double step) {
  return std::max(1, static_cast<int>(std::floor(o.length / (kReferenceRange * step))));
}

// Expected points = hits per ray * rays per line * lines; a pilot at 0.5 degrees measures the
// first factor, then the step follows from step^2 = hitRate * fan * length / (refRange * N).
double stepFor(const Layout& s, const TerrainSceneOptions& o, double aim) {
  const double pilotStep = 0.5 * std::numbers::pi / 180;
  const int pilotLines = 40;
  const std::vector<ScanPoint> hits = scan(s, o, pilotLines, pilotStep);
  const double rays = double(pilotLines) * (std::floor(2 * kHalfFan / pilotStep) + 1);
  const double hitRate = std::max(0.05, double(hits.size()) / rays);
  return std::clamp(std::sqrt(hitRate * 2 * kHalfFan * o.length / (kReferenceRange * aim)), 1e-4,
                    0.5);
}

// Keeps `target` points chosen uniformly at random, in scan order.
void subsample(std::vector<ScanPoint>& points, size_t target, std::uint32_t seed) {
  if (points.size() <= target) return;
  std::vector<std::uint32_t> order(points.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::uint32_t>(i);
  HashedRandom random(seed, 0x5b5a, 0);
  for (size_t i = 0; i < target; ++i) {  // partial Fisher-Yates
    const size_t j = i + static_cast<size_t>(random.next() % (order.size() - i));
    std::swap(order[i], order[j]);
  }
  order.resize(target);
  std::sort(order.begin(), order.end());
  std::vector<ScanPoint> kept;
  kept.reserve(target);
  for (std::uint32_t i : order) kept.push_back(points[i]);
  points = std::move(kept);
}

TerrainScene toScene(const std::vector<ScanPoint>& points) {
  TerrainScene scene;
  const int n = static_cast<int>(points.size());
  scene.cloud.xyz.resize(n, 3);
  scene.cloud.intensity.resize(static_cast<size_t>(n));
  scene.labels.resize(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    scene.cloud.xyz.row(i) = points[static_cast<size_t>(i)].p.transpose();
    scene.cloud.intensity[static_cast<size_t>(i)] = points[static_cast<size_t>(i)].intensity;
    scene.labels[static_cast<size_t>(i)] = points[static_cast<size_t>(i)].label;
  }
  scene.cloud.classCodes = scene.labels;
  scene.labelNames = terrainLabelSet();
  return scene;
}

}  // namespace

TerrainScene generateTerrainScene(const TerrainSceneOptions& o) {
  if (o.targetPoints < 1 || o.targetPoints > 20'000'000)
    throw std::invalid_argument("terrain scene: targetPoints must be in [1, 20000000]");
  if (!(o.length > 0) || !(o.maxRange > 0) || !(o.rangeNoise >= 0) || !(o.poseNoise >= 0) ||
      !std::isfinite(o.length + o.maxRange + o.rangeNoise + o.poseNoise))
    throw std::invalid_argument(
        "terrain scene: length and maxRange must be positive, rangeNoise and poseNoise >= 0");
  const Layout layout = makeLayout(o);
  // Aim a little high so that the subsample can return exactly the target.
  const double aim = 1.03 * o.targetPoints;
  double step = stepFor(layout, o, aim);
  std::vector<ScanPoint> points;
  for (int attempt = 0; attempt < 4; ++attempt) {
    points = scan(layout, o, linesFor(o, step), step);
    if (points.size() >= static_cast<size_t>(o.targetPoints) || step <= 1e-4) break;
    step = std::max(1e-4, step * std::sqrt(std::max(1.0, double(points.size())) / aim) * 0.97);
  }
  subsample(points, static_cast<size_t>(o.targetPoints), o.seed);
  return toScene(points);
}

}  // namespace m3
