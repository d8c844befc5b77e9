#pragma once
// An ordered set of label names (index = label id). Handwriting uses the 26 lowercase
// letters, but any set of short names works; lookups are O(K).
#include <string>
#include <vector>

namespace m3 {

struct LabelSet {
  std::vector<std::string> names;

  int size() const { return static_cast<int>(names.size()); }
  // Index of `name`, or -1 when it is not in the set.
  int indexOf(const std::string& name) const;
  static LabelSet lowercaseLetters();
  bool operator==(const LabelSet&) const = default;
};

// std::invalid_argument when the labelled entries of `labelings` (negative ones are unlabelled)
// are all of one class: a model trained on them predicts that class everywhere, which is not
// what anyone labelling wants to learn. Fewer than one labelled entry is left to the caller.
void requireTwoLabelledClasses(const std::vector<const std::vector<int>*>& labelings,
                               const LabelSet& labels);

}  // namespace m3
