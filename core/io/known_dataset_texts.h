#pragma once
// The descriptions of resources/datasets/*.txt as built into the program (known_datasets.h);
// the definition is generated from the files by core/CMakeLists.txt.
#include <vector>

namespace m3 {

struct KnownDatasetText {
  const char* id;
  const char* title;
  const char* description;  // the file's text
};

const std::vector<KnownDatasetText>& knownDatasetTexts();

}  // namespace m3
