#pragma once
// Disjoint sets over 0..n-1 (union by linking roots, path halving): connected components of
// links seen one at a time, for clustering's rounding, protein homology groups and the graph
// layout's components.
#include <numeric>
#include <vector>

namespace m3 {

class UnionFind {
 public:
  explicit UnionFind(int n) : parent_(static_cast<size_t>(n)) {
    std::iota(parent_.begin(), parent_.end(), 0);
  }
  int find(int x) {
    while (parent_[static_cast<size_t>(x)] != x)
      x = parent_[static_cast<size_t>(x)] =
          parent_[static_cast<size_t>(parent_[static_cast<size_t>(x)])];
    return x;
  }
  void unite(int a, int b) { parent_[static_cast<size_t>(find(a))] = find(b); }
  // Each element's set, numbered 0, 1, ... in the order of the sets' first elements.
  std::vector<int> componentIds() {
    const int n = static_cast<int>(parent_.size());
    std::vector<int> number(static_cast<size_t>(n), -1), id(static_cast<size_t>(n));
    int next = 0;
    for (int i = 0; i < n; ++i) {
      int& k = number[static_cast<size_t>(find(i))];
      if (k < 0) k = next++;
      id[static_cast<size_t>(i)] = k;
    }
    return id;
  }

 private:
  std::vector<int> parent_;
};

}  // namespace m3
