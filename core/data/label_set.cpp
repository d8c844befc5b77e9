#include "data/label_set.h"

#include <stdexcept>

namespace m3 {

int LabelSet::indexOf(const std::string& name) const {
  for (int i = 0; i < size(); ++i)
    if (names[i] == name) return i;
  return -1;
}

LabelSet LabelSet::lowercaseLetters() {
  LabelSet set;
  for (char c = 'a'; c <= 'z'; ++c) set.names.emplace_back(1, c);
  return set;
}

void requireTwoLabelledClasses(const std::vector<const std::vector<int>*>& labelings,
                               const LabelSet& labels) {
  int only = -1;
  for (const std::vector<int>* labeling : labelings)
    for (const int y : *labeling) {
      if (y < 0) continue;
      if (only >= 0 && y != only) return;
      only = y;
    }
  if (only < 0) return;
  const std::string name =
      only < labels.size() ? labels.names[static_cast<size_t>(only)] : std::to_string(only);
  throw std::invalid_argument(
      "everything labelled is \"" + name +
      "\": a model needs at least two classes to tell apart; label some of another class too");
}

}  // namespace m3
