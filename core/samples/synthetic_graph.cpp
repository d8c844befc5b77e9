#include "samples/synthetic_graph.h"

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

namespace m3 {

namespace {

struct Site {
  double x, y, z;
  int label;
};

std::vector<Site> randomSites(const SyntheticGraphOptions& o, std::mt19937& rng) {
  std::uniform_real_distribution<double> ux(0, o.nx), uy(0, o.ny), uz(0, o.nz);
  std::uniform_int_distribution<int> label(0, o.numLabels - 1);
  std::vector<Site> sites(o.numRegions);
  for (int s = 0; s < o.numRegions; ++s) {
    sites[s] = {ux(rng), uy(rng), uz(rng), label(rng)};
    if (s < o.numLabels) sites[s].label = s;  // every label occurs
  }
  return sites;
}

int nearestSiteLabel(const std::vector<Site>& sites, double x, double y, double z) {
  double best = std::numeric_limits<double>::infinity();
  int label = 0;
  for (const Site& s : sites) {
    const double d = (s.x - x) * (s.x - x) + (s.y - y) * (s.y - y) + (s.z - z) * (s.z - z);
    if (d < best) best = d, label = s.label;
  }
  return label;
}

}  // namespace

PairwiseGraph syntheticGridGraph(const SyntheticGraphOptions& o) {
  if (o.nx <= 0 || o.ny <= 0 || o.nz <= 0 || o.numLabels < 2 || o.numNodeFeatures < 2 || o.numRegions < 1 ||
      !(o.noise >= 0))
    throw std::invalid_argument("synthetic graph: sizes must be positive, with >= 2 labels and features");
  const double nodes = double(o.nx) * o.ny * o.nz;
  if (3 * nodes > std::numeric_limits<int>::max())
    throw std::invalid_argument("synthetic graph: too many nodes or edges for 32-bit indices");
  const int n = static_cast<int>(nodes), F = o.numNodeFeatures;
  std::mt19937 rng(o.seed);
  std::normal_distribution<double> gauss(0.0, 1.0);
  const std::vector<Site> sites = randomSites(o, rng);
  std::mt19937 prototypeRng(o.prototypeSeed);
  Eigen::MatrixXd prototypes(o.numLabels, F - 1);
  for (Eigen::Index i = 0; i < prototypes.size(); ++i) prototypes.data()[i] = gauss(prototypeRng);

  PairwiseGraph g;
  g.nodeFeatures.resize(n, F);
  g.labels.resize(n);
  auto index = [&](int x, int y, int z) { return (z * o.ny + y) * o.nx + x; };
  for (int z = 0; z < o.nz; ++z)
    for (int y = 0; y < o.ny; ++y)
      for (int x = 0; x < o.nx; ++x) {
        const int i = index(x, y, z);
        const int label = nearestSiteLabel(sites, x + 0.5, y + 0.5, z + 0.5);
        g.labels[i] = label;
        for (int f = 0; f < F - 1; ++f) g.nodeFeatures(i, f) = prototypes(label, f) + o.noise * gauss(rng);
        g.nodeFeatures(i, F - 1) = 1.0;
      }
  g.edges.reserve(static_cast<size_t>(3 * nodes));
  for (int z = 0; z < o.nz; ++z)
    for (int y = 0; y < o.ny; ++y)
      for (int x = 0; x < o.nx; ++x) {
        const int i = index(x, y, z);
        if (x + 1 < o.nx) g.edges.push_back({i, index(x + 1, y, z)});
        if (y + 1 < o.ny) g.edges.push_back({i, index(x, y + 1, z)});
        if (z + 1 < o.nz) g.edges.push_back({i, index(x, y, z + 1)});
      }
  g.edgeFeatures.resize(static_cast<Eigen::Index>(g.edges.size()), 2);
  const double scale = 1.0 / (2.0 * (F - 1) * std::max(o.noise * o.noise, 1e-12));
  for (size_t e = 0; e < g.edges.size(); ++e) {
    const auto ei = static_cast<Eigen::Index>(e);
    const double d2 = (g.nodeFeatures.row(g.edges[e].a) - g.nodeFeatures.row(g.edges[e].b)).squaredNorm();
    g.edgeFeatures(ei, 0) = 1.0;
    g.edgeFeatures(ei, 1) = std::exp(-d2 * scale);
  }
  return g;
}

}  // namespace m3
