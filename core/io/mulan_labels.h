#pragma once
// MULAN's label file: the .xml beside a multi-label ARFF that says which attributes are labels.
#include <string>
#include <vector>

namespace m3 {

// The labels of a MULAN .xml file (<labels xmlns="http://mulan.sourceforge.net/labels">
// holding <label name="..."> elements, nested for a hierarchy), in document order, with the
// line declaring each. Parsed strictly (well-formed XML of that grammar, comments and an XML
// declaration allowed, no DOCTYPE): IoError "<xmlPath>:<line>: ..." for anything else, a
// duplicate or empty name, and "<xmlPath>: ..." for an empty file or one without labels.
struct MulanLabels {
  std::string path;
  std::vector<std::string> names;
  std::vector<int> lines;  // one per name
};
MulanLabels readMulanLabels(const std::string& xmlPath);
// The same for text read from `source`.
MulanLabels parseMulanLabels(const std::string& text, const std::string& source);
// Just the names of readMulanLabels.
std::vector<std::string> readMulanLabelNames(const std::string& xmlPath);

}  // namespace m3
