#include "model/label_set.h"

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

}  // namespace m3
