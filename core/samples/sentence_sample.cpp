#include "samples/sentence_sample.h"

#include <cctype>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>

#include "samples/portable_random.h"

namespace m3 {

namespace {

using Words = std::vector<const char*>;

const Words kDeterminers = {"the", "a", "every", "this", "that"};
const Words kNouns = {"dog", "cat", "man", "woman", "child", "telescope", "park", "garden", "book", "letter",
                      "friend", "student", "teacher", "city", "river", "window", "hat", "box"};
const Words kNames = {"Alice", "Bob", "Carol", "Paris", "London"};
const Words kPronouns = {"she", "he", "they", "we"};
const Words kAdjectives = {"old", "small", "big", "red", "quiet", "new", "young"};
// Verbs by what follows them.
const Words kSeeingVerbs = {"saw", "watched", "painted", "noticed"};  // a "with" PP is often the instrument
const Words kOtherVerbs = {"liked", "met", "found", "chased", "visited", "helped"};
const Words kIntransitiveVerbs = {"slept", "laughed", "waited", "arrived", "smiled"};
const Words kSayingVerbs = {"said", "thought", "knew"};
struct Preposition {
  const char* word;
  double verbAttachSeeing, verbAttachOther;  // odds that a PP after an object attaches to the verb
};
const Preposition kPrepositions[] = {
    {"with", 0.75, 0.25}, {"in", 0.55, 0.45}, {"near", 0.5, 0.4}, {"on", 0.45, 0.35},
    {"from", 0.3, 0.3},   {"of", 0.0, 0.0},
};

const char* pick(const Words& words, std::mt19937& rng) { return words[rng() % words.size()]; }

ParseTree leaf(const char* tag, const char* word) { return {tag, word, {}}; }
ParseTree node(const char* label, std::vector<ParseTree> children) { return {label, "", std::move(children)}; }

class Generator {
 public:
  explicit Generator(std::uint32_t seed) : rng_(seed) {}

  ParseTree sentence() {
    ParseTree s = clause(0);
    s.children.push_back(leaf(".", "."));
    return s;
  }

 private:
  // A noun phrase without attachments: a name, or a determiner, maybe an adjective, a noun.
  ParseTree simpleNounPhrase() {
    if (portableUniform(rng_) < 0.15) return node("NP", {leaf("NNP", pick(kNames, rng_))});
    std::vector<ParseTree> words{leaf("DT", pick(kDeterminers, rng_))};
    if (portableUniform(rng_) < 0.3) words.push_back(leaf("JJ", pick(kAdjectives, rng_)));
    words.push_back(leaf("NN", pick(kNouns, rng_)));
    return node("NP", std::move(words));
  }
  ParseTree subject() {
    if (portableUniform(rng_) < 0.3) return node("NP", {leaf("PRP", pick(kPronouns, rng_))});
    return simpleNounPhrase();
  }
  ParseTree prepositionalPhrase(const Preposition& p) {
    return node("PP", {leaf("IN", p.word), simpleNounPhrase()});
  }
  ParseTree object() {
    ParseTree np = simpleNounPhrase();
    if (portableUniform(rng_) < 0.08)
      return node("NP", {np, leaf("CC", "and"), simpleNounPhrase()});
    return np;
  }
  ParseTree clause(int depth) {
    ParseTree vp = node("VP", {});
    const double kind = portableUniform(rng_);
    if (kind < 0.15 && depth < 2) {  // he said that the dog slept
      vp.children = {leaf("VBD", pick(kSayingVerbs, rng_)), node("SBAR", {leaf("IN", "that"), clause(depth + 1)})};
    } else if (kind < 0.3) {  // she waited in the garden
      vp.children = {leaf("VBD", pick(kIntransitiveVerbs, rng_))};
      if (portableUniform(rng_) < 0.6)
        vp.children.push_back(prepositionalPhrase(kPrepositions[rng_() % 5]));
    } else {  // she saw the man (with the telescope)
      const bool seeing = portableUniform(rng_) < 0.5;
      vp.children = {leaf("VBD", pick(seeing ? kSeeingVerbs : kOtherVerbs, rng_)), object()};
      if (portableUniform(rng_) < 0.55) {
        const Preposition& p = kPrepositions[rng_() % std::size(kPrepositions)];
        ParseTree pp = prepositionalPhrase(p);
        if (portableUniform(rng_) < (seeing ? p.verbAttachSeeing : p.verbAttachOther)) {
          vp.children.push_back(std::move(pp));
        } else {
          ParseTree& np = vp.children[1];
          np = node("NP", {std::move(np), std::move(pp)});
        }
      }
    }
    return node("S", {subject(), std::move(vp)});
  }

  std::mt19937 rng_;
};

// "a" before a vowel is "an" (an old hat).
void fixArticles(ParseTree& tree) {
  std::vector<ParseTree*> leaves;
  const auto collect = [&](const auto& self, ParseTree& t) -> void {
    if (t.isPreterminal()) leaves.push_back(&t);
    for (ParseTree& c : t.children) self(self, c);
  };
  collect(collect, tree);
  for (size_t i = 0; i + 1 < leaves.size(); ++i)
    if (leaves[i]->word == "a" && std::string("aeiou").find(leaves[i + 1]->word[0]) != std::string::npos)
      leaves[i]->word = "an";
}

// Sentences start with a capital, as the treebank's do ("The dog ...").
void capitaliseFirstWord(ParseTree& tree) {
  ParseTree* t = &tree;
  while (!t->isPreterminal()) t = &t->children.front();
  t->word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t->word[0])));
}

}  // namespace

std::vector<ParseTree> generateSentenceSample(const SentenceSampleOptions& options) {
  if (options.sentences < 1 || options.sentences > 100000)
    throw std::invalid_argument("sentence sample: sentences must be 1..100,000");
  if (options.maxWords < 4 || options.maxWords > 100)
    throw std::invalid_argument("sentence sample: maxWords must be 4..100");
  Generator generate(options.seed);
  std::vector<ParseTree> trees;
  while (static_cast<int>(trees.size()) < options.sentences) {
    ParseTree tree = generate.sentence();
    // Long draws are rare (a few percent at 15 words), so redrawing ends quickly.
    if (static_cast<int>(treeWords(tree).size()) > options.maxWords) continue;
    fixArticles(tree);
    capitaliseFirstWord(tree);
    trees.push_back(std::move(tree));
  }
  return trees;
}

}  // namespace m3
