#include "features/clustering_pairs.h"

#include <cmath>
#include <stdexcept>

namespace m3 {

ClusteringExample rbfPairExample(const RowMatrix& points, const Partition& gold) {
  if (points.rows() < 1) throw std::invalid_argument("clustering features: no points");
  if (!points.allFinite()) throw std::invalid_argument("clustering features: NaN or infinite coordinate");
  ClusteringExample x;
  x.numObjects = static_cast<int>(points.rows());
  x.edges = completeGraphEdges(x.numObjects);
  const Eigen::Index d = points.cols();
  x.edgeFeatures.resize(static_cast<Eigen::Index>(x.edges.size()), d + 1);
  for (size_t e = 0; e < x.edges.size(); ++e) {
    const auto row = static_cast<Eigen::Index>(e);
    for (Eigen::Index c = 0; c < d; ++c) {
      const double diff = points(x.edges[e].j, c) - points(x.edges[e].k, c);
      x.edgeFeatures(row, c) = std::exp(-diff * diff);
    }
    x.edgeFeatures(row, d) = 1.0;
  }
  x.gold = gold;
  validateClusteringExample(x, static_cast<int>(d + 1));
  return x;
}

}  // namespace m3
