#pragma once
// The Penn Treebank sample's split, shared by `bench parsing` and `bench clicks --dataset ptb`:
// the sample (../shared/data/ptb_sample) has no standard one; its PROVENANCE.md suggests files
// wsj_0001-0159 train, 0160-0179 development, 0180-0199 test.
#include <string>
#include <vector>

#include "io/treebank.h"

namespace m3::cli {

struct PtbSplit {
  std::vector<ParseTree> train;              // every tree of the training files, normalised
  std::vector<ParseTree> development, test;  // those of at most `maxWords` scored words
};

// IoError naming `path` when a tree's file is not named like wsj_NNNN.mrg, or when there are no
// training or test trees.
PtbSplit readPtbSplit(const std::string& path, int maxWords);

}  // namespace m3::cli
