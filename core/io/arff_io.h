#pragma once
// Weka ARFF files (optionally gzipped) and the MULAN multi-label convention.
// Reading accepts: '%' comments and blank lines; case-insensitive @relation, @attribute,
// @data; attribute names bare or quoted ('...' or "...", backslash escapes); types numeric,
// real, integer and nominal {v1, v2, ...}; dense rows "v1,v2,..." and sparse rows
// "{index value, ...}" (0-based indices, absent entries are 0, nominal absent = first value).
// Nominal values are stored as their position in the declaration (so {0,1} reads as 0/1).
// Rejected with IoError naming the file and line: a missing or malformed header, unsupported
// types (string, date, relational), a wrong column count, a bad sparse index, non-numeric
// values, undeclared nominal values, missing values '?', NaN and infinities.
// Multi-label split (MULAN): the label attributes are either the last K attributes, or the
// ones named by <label name="..."> in the MULAN .xml file; labels keep their ARFF order and
// every label value must be 0 or 1 (numeric or nominal). All other attributes are features.
// Cost: O(size of the file) time and memory.
#include <string>
#include <vector>

#include "data/multilabel.h"
#include "io/mulan_labels.h"

namespace m3 {

struct ArffAttribute {
  std::string name;
  bool nominal = false;
  std::vector<std::string> values;  // declared nominal values, empty for numeric
};

struct ArffTable {
  std::string relation;
  std::vector<ArffAttribute> attributes;
  FeatureMatrix values;  // rows x attributes
};

ArffTable parseArff(const std::string& text, const std::string& sourceName);
ArffTable readArff(const std::string& path);

// Requires 1 <= numLabels < number of attributes.
MultiLabelData splitMultiLabel(const ArffTable& table, int numLabels, const std::string& sourceName);
// Requires every name to be an attribute of the table.
MultiLabelData splitMultiLabel(const ArffTable& table, const std::vector<std::string>& labelNames,
                               const std::string& sourceName);
// As above; a label missing from the table is reported at its line of the .xml, naming
// `sourceName` too, and labels leaving no feature name both files.
MultiLabelData splitMultiLabel(const ArffTable& table, const MulanLabels& labels, const std::string& sourceName);

MultiLabelData readMultiLabelArff(const std::string& path, int numLabels);
MultiLabelData readMultiLabelArff(const std::string& path, const std::string& xmlPath);

// Writes features as numeric and labels as nominal {0,1} attributes (labels last), dense or
// sparse rows; reading the text back with splitMultiLabel(table, K) gives the data exactly.
std::string multiLabelToArff(const MultiLabelData& data, bool sparse,
                             const std::string& relation = "m3studio");
void writeMultiLabelArff(const std::string& path, const MultiLabelData& data, bool sparse);

}  // namespace m3
