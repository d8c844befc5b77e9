#include "ptb_split.h"

#include "eval/bracket_metrics.h"
#include "io/io_error.h"

namespace m3::cli {

namespace {

// The number of a WSJ file ("combined/wsj_0123.mrg": 123), or -1.
int wsjFileNumber(const std::string& source) {
  const size_t at = source.rfind("wsj_");
  if (at == std::string::npos || at + 8 > source.size()) return -1;
  try {
    return std::stoi(source.substr(at + 4, 4));
  } catch (const std::exception&) {
    return -1;
  }
}

}  // namespace

PtbSplit readPtbSplit(const std::string& path, int maxWords) {
  std::vector<std::string> sources;
  std::vector<ParseTree> trees = readPennTrees(path, &sources);
  PtbSplit split;
  for (size_t i = 0; i < trees.size(); ++i) {
    const int file = wsjFileNumber(sources[i]);
    if (file < 0)
      throw IoError(path + ": " + sources[i] +
                    " is not named like wsj_NNNN.mrg, so the split is unknown");
    if (!normaliseTree(trees[i])) continue;
    if (file <= 159)
      split.train.push_back(std::move(trees[i]));
    else if (scoredLength(trees[i]) <= maxWords)
      (file >= 180 ? split.test : split.development).push_back(std::move(trees[i]));
  }
  if (split.train.empty() || split.test.empty())
    throw IoError(path + ": no training (wsj_0001-0159) or test (wsj_0180-0199) trees");
  return split;
}

}  // namespace m3::cli
