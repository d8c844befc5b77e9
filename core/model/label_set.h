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

}  // namespace m3
