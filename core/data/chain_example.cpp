#include "data/chain_example.h"

namespace m3 {

std::vector<Run> labelledRuns(const Labeling& labels) {
  std::vector<Run> runs;
  const int n = static_cast<int>(labels.size());
  for (int begin = 0; begin < n;) {
    if (labels[begin] == kUnlabelled) {
      ++begin;
      continue;
    }
    int end = begin;
    while (end < n && labels[end] != kUnlabelled) ++end;
    runs.push_back({begin, end});
    begin = end;
  }
  return runs;
}

}  // namespace m3
