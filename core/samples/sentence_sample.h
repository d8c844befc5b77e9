#pragma once
// Generated sentences for the Sentences workbench's first look, its tests and its tutorial
// (the Penn Treebank sample cannot be shipped): short English sentences with their trees in
// the treebank's normalised form (io/treebank.h normaliseTree), drawn from a small hand-written
// grammar with tags as the treebank's (DT, NN, VBD, IN, ...) and the ambiguities a parser must
// learn to resolve: a prepositional phrase attaches to the verb or to the noun before it with
// odds that depend on the preposition and the verb ("saw the man with the telescope"),
// adjectives, coordinated noun phrases, and clauses under "said" / "thought".
// Deterministic for a seed; every sentence has at most `maxWords` words (the final "." counts).
#include <cstdint>
#include <vector>

#include "io/treebank.h"

namespace m3 {

struct SentenceSampleOptions {
  int sentences = 400;
  int maxWords = 15;
  std::uint32_t seed = 1;
};

// Throws std::invalid_argument for sizes out of range (sentences 1..100,000, maxWords 4..100).
std::vector<ParseTree> generateSentenceSample(const SentenceSampleOptions& options = {});

}  // namespace m3
