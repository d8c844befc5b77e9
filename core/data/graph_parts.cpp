#include "data/graph_parts.h"

#include <algorithm>
#include <stdexcept>

namespace m3 {

PairwiseGraph inducedSubgraph(const PairwiseGraph& graph, const std::vector<int>& nodes) {
  std::vector<int> index(graph.numNodes(), -1);
  PairwiseGraph sub;
  sub.nodeFeatures.resize(static_cast<Eigen::Index>(nodes.size()), graph.nodeFeatures.cols());
  sub.labels.reserve(nodes.size());
  for (size_t k = 0; k < nodes.size(); ++k) {
    const int i = nodes[k];
    if (i < 0 || i >= graph.numNodes() || index[i] >= 0)
      throw std::invalid_argument("inducedSubgraph: node out of range or listed twice");
    index[i] = static_cast<int>(k);
    sub.nodeFeatures.row(static_cast<Eigen::Index>(k)) = graph.nodeFeatures.row(i);
    sub.labels.push_back(graph.labels[i]);
  }
  std::vector<int> kept;
  for (int e = 0; e < graph.numEdges(); ++e)
    if (index[graph.edges[e].a] >= 0 && index[graph.edges[e].b] >= 0) {
      sub.edges.push_back({index[graph.edges[e].a], index[graph.edges[e].b]});
      kept.push_back(e);
    }
  sub.edgeFeatures.resize(static_cast<Eigen::Index>(kept.size()), graph.edgeFeatures.cols());
  for (size_t k = 0; k < kept.size(); ++k)
    sub.edgeFeatures.row(static_cast<Eigen::Index>(k)) = graph.edgeFeatures.row(kept[k]);
  return sub;
}

TrainingBlocks trainingBlocks(const PairwiseGraph& graph, int maxNodes) {
  return trainingBlocks(graph, graph.labels, maxNodes);
}

TrainingBlocks trainingBlocks(const PairwiseGraph& graph, const Labeling& labels, int maxNodes,
                              const std::vector<int>* groups) {
  const int n = graph.numNodes();
  if (labels.size() != static_cast<size_t>(n))
    throw std::invalid_argument("trainingBlocks: one label per node");
  if (groups && groups->size() != static_cast<size_t>(n))
    throw std::invalid_argument("trainingBlocks: one group per node");
  Adjacency adj = buildAdjacency(n, graph.edges);
  // Neighbours in node order, so that the blocks depend on the edges, not on the order they are
  // stored in (a graph cut from tiles, tasks/terrain/terrain_tile_graphs.h, lists them
  // differently).
  for (int i = 0; i < n; ++i)
    std::sort(adj.other.begin() + adj.start[i], adj.other.begin() + adj.start[i + 1]);
  const std::vector<int>&start = adj.start, &other = adj.other;

  // block[i]: which block node i went to (-1: unlabelled or not yet reached).
  std::vector<int> block(n, -1);
  std::vector<std::vector<int>> members;
  std::vector<int> queue;
  const size_t limit = maxNodes > 0 ? static_cast<size_t>(maxNodes) : static_cast<size_t>(n);
  for (int seed = 0; seed < n; ++seed) {
    if (labels[seed] == kUnlabelled || block[seed] >= 0) continue;
    const int id = static_cast<int>(members.size());
    members.emplace_back();
    queue.assign(1, seed);
    block[seed] = id;
    for (size_t head = 0; head < queue.size() && members[id].size() < limit; ++head) {
      const int i = queue[head];
      members[id].push_back(i);
      for (int k = start[i]; k < start[i + 1]; ++k) {
        const int j = other[k];
        if (labels[j] != kUnlabelled && block[j] < 0 && (!groups || (*groups)[j] == (*groups)[i]))
          block[j] = id, queue.push_back(j);
      }
    }
    // Reached but not taken: free again for the next chunk.
    for (size_t k = members[id].size(); k < queue.size(); ++k) block[queue[k]] = -1;
  }
  TrainingBlocks result;
  for (const Edge& e : graph.edges) {
    if (block[e.a] < 0 || block[e.b] < 0) continue;
    ++(block[e.a] == block[e.b] ? result.keptEdges : result.droppedEdges);
  }
  for (const std::vector<int>& nodes : members) {
    result.blocks.push_back(inducedSubgraph(graph, nodes));
    for (size_t k = 0; k < nodes.size(); ++k) result.blocks.back().labels[k] = labels[nodes[k]];
  }
  result.nodes = std::move(members);
  return result;
}

}  // namespace m3
