#include "inference/incremental_amn.h"

#include <stdexcept>

#include "inference/alpha_expansion.h"
#include "inference/dynamic_cut.h"

namespace m3 {

IncrementalAmn::IncrementalAmn(std::vector<Edge> edges, AmnScores scores, Labeling clamp)
    : edges_(std::move(edges)), scores_(std::move(scores)), clamp_(std::move(clamp)) {
  const int n = numNodes();
  if (scores_.edge.rows() != static_cast<Eigen::Index>(edges_.size()) ||
      (!edges_.empty() && scores_.edge.cols() != scores_.node.cols()))
    throw std::invalid_argument("IncrementalAmn: edge rewards must be m x K");
  if (scores_.edge.size() > 0 && !(scores_.edge.minCoeff() >= 0))
    throw std::invalid_argument("IncrementalAmn: edge rewards must be >= 0 (associative)");
  if (clamp_.size() > static_cast<size_t>(n)) throw std::invalid_argument("IncrementalAmn: more clamps than nodes");
  clamp_.resize(n, kUnlabelled);
  for (int y : clamp_)
    if (y != kUnlabelled && (y < 0 || y >= numLabels())) throw std::invalid_argument("IncrementalAmn: clamp out of range");
  buildAdjacency();  // also checks the edges
  isDirty_.assign(n, 0);
  solve();
}

IncrementalAmn::~IncrementalAmn() = default;

void IncrementalAmn::buildAdjacency() {
  for (const Edge& e : edges_)
    if (e.a < 0 || e.a >= numNodes() || e.b < 0 || e.b >= numNodes() || e.a == e.b)
      throw std::invalid_argument("IncrementalAmn: edge out of range or self-loop");
  adj_ = m3::buildAdjacency(numNodes(), edges_);
}

void IncrementalAmn::solve() {
  for (int i : dirty_) isDirty_[i] = 0;
  dirty_.clear();
  if (numLabels() != 2) {
    labels_ = alphaExpansion(edges_, scores_, clamp_).labels;
    return;
  }
  // Any two labelings' energies differ by less than the node ranges plus all edge rewards.
  clampCost_ = 1;
  for (Eigen::Index i = 0; i < scores_.node.rows(); ++i)
    clampCost_ += std::abs(scores_.node(i, 0) - scores_.node(i, 1));
  if (scores_.edge.size() > 0) clampCost_ += scores_.edge.rowwise().maxCoeff().sum();
  std::vector<double> keep(edges_.size()), take(edges_.size());
  for (size_t e = 0; e < edges_.size(); ++e) {
    keep[e] = scores_.edge(static_cast<Eigen::Index>(e), 0);
    take[e] = scores_.edge(static_cast<Eigen::Index>(e), 1);
  }
  binary_ = std::make_unique<DynamicBinaryCut>(Eigen::MatrixXd::Zero(numNodes(), 2), edges_, keep, take);
  for (int i = 0; i < numNodes(); ++i) setBinaryCost(i);
  binary_->solve();
  labels_ = binary_->labels();
}

void IncrementalAmn::setBinaryCost(int i) {
  double c0 = -scores_.node(i, 0), c1 = -scores_.node(i, 1);
  if (clamp_[i] == 0) c1 += clampCost_;
  if (clamp_[i] == 1) c0 += clampCost_;
  binary_->setNodeCost(i, c0, c1);
}

void IncrementalAmn::setNodeScores(int i, const Eigen::RowVectorXd& s) {
  if (i < 0 || i >= numNodes()) throw std::out_of_range("IncrementalAmn: node out of range");
  if (s.size() != numLabels() || !s.allFinite())
    throw std::invalid_argument("IncrementalAmn: node scores need one finite value per label");
  if (binary_) clampCost_ += std::abs(s(0) - s(1));  // keep the bound valid; it only grows
  scores_.node.row(i) = s;
  if (!isDirty_[i]) isDirty_[i] = 1, dirty_.push_back(i);
}

void IncrementalAmn::setClamp(int i, int label) {
  if (i < 0 || i >= numNodes()) throw std::out_of_range("IncrementalAmn: node out of range");
  if (label != kUnlabelled && (label < 0 || label >= numLabels()))
    throw std::invalid_argument("IncrementalAmn: clamp label out of range");
  clamp_[i] = label;
  if (!isDirty_[i]) isDirty_[i] = 1, dirty_.push_back(i);
}

IncrementalAmn::UpdateStats IncrementalAmn::update(int radius) {
  UpdateStats stats;
  stats.editedNodes = static_cast<int>(dirty_.size());
  if (dirty_.empty()) return stats;
  const Labeling before = labels_;
  std::vector<int> edited;
  edited.swap(dirty_);
  for (int i : edited) isDirty_[i] = 0;

  if (binary_) {
    for (int i : edited) setBinaryCost(i);
    binary_->solve();
    for (int i = 0; i < numNodes(); ++i) labels_[i] = binary_->label(i);
  } else {
    std::vector<char> inRegion(numNodes(), 0);
    std::vector<int> region = grow(edited, radius, inRegion);
    for (;;) {
      ++stats.rounds;
      const Labeling previous = labels_;
      solveRegion(region, inRegion);
      // Border nodes that changed may pull their outside neighbours along: grow there.
      std::vector<int> pulled;
      for (int i : region)
        if (labels_[i] != previous[i])
          for (int k = adj_.start[i]; k < adj_.start[i + 1]; ++k)
            if (!inRegion[adj_.other[k]]) {
              pulled.push_back(i);
              break;
            }
      if (pulled.empty()) break;
      const std::vector<int> added = grow(pulled, radius, inRegion);
      region.insert(region.end(), added.begin(), added.end());
    }
    stats.regionNodes = static_cast<int>(region.size());
  }
  for (int i = 0; i < numNodes(); ++i) stats.changedLabels += labels_[i] != before[i];
  return stats;
}

// Breadth-first `hops` rings around the seeds; returns the nodes newly marked in inRegion.
std::vector<int> IncrementalAmn::grow(const std::vector<int>& seeds, int hops, std::vector<char>& inRegion) const {
  std::vector<int> added;
  for (int i : seeds)
    if (!inRegion[i]) inRegion[i] = 1, added.push_back(i);
  std::vector<int> frontier(seeds);
  for (int h = 0; h < hops && !frontier.empty(); ++h) {
    std::vector<int> next;
    for (int i : frontier)
      for (int k = adj_.start[i]; k < adj_.start[i + 1]; ++k) {
        const int j = adj_.other[k];
        if (!inRegion[j]) inRegion[j] = 1, added.push_back(j), next.push_back(j);
      }
    frontier.swap(next);
  }
  return added;
}

// Alpha-expansion on region + its outside neighbours, the latter clamped at their labels.
void IncrementalAmn::solveRegion(const std::vector<int>& region, const std::vector<char>& inRegion) {
  std::vector<int> local(region);
  std::vector<int> where(numNodes(), -1);
  for (size_t k = 0; k < region.size(); ++k) where[region[k]] = static_cast<int>(k);
  std::vector<Edge> subEdges;
  std::vector<int> edgeIds;
  for (int i : region)
    for (int k = adj_.start[i]; k < adj_.start[i + 1]; ++k) {
      const int j = adj_.other[k];
      if (inRegion[j] && j < i) continue;  // inside edges once, from the larger end
      if (where[j] < 0) where[j] = static_cast<int>(local.size()), local.push_back(j);
      subEdges.push_back({where[i], where[j]});
      edgeIds.push_back(adj_.edge[k]);
    }
  AmnScores sub;
  sub.node.resize(static_cast<Eigen::Index>(local.size()), numLabels());
  Labeling subClamp(local.size()), init(local.size());
  for (size_t k = 0; k < local.size(); ++k) {
    const int i = local[k];
    sub.node.row(static_cast<Eigen::Index>(k)) = scores_.node.row(i);
    init[k] = labels_[i];
    subClamp[k] = inRegion[i] ? clamp_[i] : labels_[i];
  }
  sub.edge.resize(static_cast<Eigen::Index>(edgeIds.size()), numLabels());
  for (size_t e = 0; e < edgeIds.size(); ++e) sub.edge.row(static_cast<Eigen::Index>(e)) = scores_.edge.row(edgeIds[e]);
  const Labeling y = alphaExpansion(subEdges, sub, subClamp, init).labels;
  for (size_t k = 0; k < region.size(); ++k) labels_[region[k]] = y[k];
}

}  // namespace m3
