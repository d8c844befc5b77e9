#include "io/arff_io.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <sstream>

#include "io/io_error.h"

namespace m3 {

namespace {

[[noreturn]] void fail(const std::string& source, int line, const std::string& what) {
  throw IoError(source + ":" + std::to_string(line) + ": " + what);
}

std::string trim(const std::string& s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The start of a line for a message, quoted; bytes that are not printable (a binary file)
// become '?' so the message stays readable.
std::string printable(const std::string& line) {
  std::string out = "'";
  for (std::size_t k = 0; k < line.size() && k < 40; ++k)
    out += std::isprint(static_cast<unsigned char>(line[k])) ? line[k] : '?';
  return out + (line.size() > 40 ? "...'" : "'");
}

// Reads one token at `pos` (quoted or up to whitespace / one of `stops`); advances pos.
std::string token(const std::string& s, std::size_t& pos, const std::string& stops,
                  const std::string& source, int line, bool stopAtSpace = true) {
  while (pos < s.size() && std::isspace(static_cast<unsigned char>(s[pos]))) ++pos;
  if (pos >= s.size()) return {};
  const char q = s[pos];
  if (q == '\'' || q == '"') {
    std::string out;
    ++pos;
    while (pos < s.size() && s[pos] != q) {
      if (s[pos] == '\\' && pos + 1 < s.size()) ++pos;
      out += s[pos++];
    }
    if (pos >= s.size()) fail(source, line, "unterminated quote");
    ++pos;
    return out;
  }
  std::string out;
  while (pos < s.size() && !(stopAtSpace && std::isspace(static_cast<unsigned char>(s[pos]))) &&
         stops.find(s[pos]) == std::string::npos)
    out += s[pos++];
  return stopAtSpace ? out : trim(out);
}

// Splits on commas outside quotes; each piece is trimmed and unquoted.
std::vector<std::string> splitValues(const std::string& s, const std::string& source, int line) {
  std::vector<std::string> out;
  std::size_t pos = 0;
  while (true) {
    std::string v = token(s, pos, ",", source, line, false);
    while (pos < s.size() && std::isspace(static_cast<unsigned char>(s[pos]))) ++pos;
    out.push_back(v);
    if (pos >= s.size()) break;
    if (s[pos] != ',') fail(source, line, "expected ',' before '" + s.substr(pos, 20) + "'");
    ++pos;
  }
  return out;
}

double parseValue(const ArffAttribute& a, const std::string& v, const std::string& source, int line) {
  if (v == "?") fail(source, line, "missing value '?' for attribute '" + a.name + "' (not supported)");
  if (a.nominal) {
    const auto it = std::find(a.values.begin(), a.values.end(), v);
    if (it == a.values.end())
      fail(source, line, "value '" + v + "' is not declared for nominal attribute '" + a.name + "'");
    return static_cast<double>(it - a.values.begin());
  }
  double x = 0;
  const char* first = v.data();
  const char* last = v.data() + v.size();
  if (!v.empty() && *first == '+') ++first;
  const auto [ptr, ec] = std::from_chars(first, last, x);
  if (v.empty() || ec != std::errc() || ptr != last)
    fail(source, line, "non-numeric value '" + v + "' for attribute '" + a.name + "'");
  if (!std::isfinite(x)) fail(source, line, "value '" + v + "' for attribute '" + a.name + "' is not finite");
  return x;
}

ArffAttribute parseAttribute(const std::string& rest, const std::string& source, int line) {
  ArffAttribute a;
  std::size_t pos = 0;
  a.name = token(rest, pos, "{", source, line);
  if (a.name.empty()) fail(source, line, "@attribute without a name");
  requireUtf8(a.name, source + ":" + std::to_string(line), "the attribute name");
  const std::string type = trim(rest.substr(pos));
  if (type.empty()) fail(source, line, "@attribute '" + a.name + "' without a type");
  if (type.front() == '{') {
    if (type.back() != '}') fail(source, line, "nominal type of '" + a.name + "' lacks a closing '}'");
    a.nominal = true;
    a.values = splitValues(type.substr(1, type.size() - 2), source, line);
    for (const auto& v : a.values) {
      if (v.empty()) fail(source, line, "empty nominal value in attribute '" + a.name + "'");
      requireUtf8(v, source + ":" + std::to_string(line), "the nominal value");
    }
    return a;
  }
  const std::string t = lower(type);
  if (t != "numeric" && t != "real" && t != "integer")
    fail(source, line, "unsupported type '" + type + "' of attribute '" + a.name +
                           "' (numeric, real, integer or {nominal} only)");
  return a;
}

}  // namespace

ArffTable parseArff(const std::string& text, const std::string& source) {
  // Without this an empty file was reported at line 0.
  if (trim(text).empty()) throw IoError(source + ": empty file (not an ARFF file)");
  ArffTable table;
  std::istringstream in(text);
  std::string raw;
  int lineNo = 0;
  bool haveRelation = false, inData = false;
  std::vector<std::vector<double>> rows;
  while (std::getline(in, raw)) {
    ++lineNo;
    const std::string line = trim(raw);
    if (line.empty() || line[0] == '%') continue;
    if (!inData) {
      if (line[0] != '@') fail(source, lineNo, "expected a header line starting with '@', got " + printable(line));
      std::size_t sp = 0;
      while (sp < line.size() && !std::isspace(static_cast<unsigned char>(line[sp]))) ++sp;
      const std::string keyword = lower(line.substr(0, sp));
      const std::string rest = trim(line.substr(sp));
      if (keyword == "@relation") {
        if (rest.empty()) fail(source, lineNo, "@relation without a name");
        std::size_t p = 0;
        table.relation = token(rest, p, "", source, lineNo);
        haveRelation = true;
      } else if (keyword == "@attribute") {
        if (!haveRelation) fail(source, lineNo, "@attribute before @relation");
        table.attributes.push_back(parseAttribute(rest, source, lineNo));
      } else if (keyword == "@data") {
        if (!haveRelation) fail(source, lineNo, "@data before @relation");
        if (table.attributes.empty()) fail(source, lineNo, "@data without any @attribute");
        inData = true;
      } else {
        fail(source, lineNo, "unknown header keyword '" + keyword + "'");
      }
      continue;
    }
    const std::size_t A = table.attributes.size();
    // The learners take the table densely: a small sparse file of many attributes and rows
    // (1 MB of "{}" rows over 100,000 attributes) would expand to gigabytes. What it will take,
    // three dense copies until the split into features and labels, is checked before each row.
    const double denseBytes =
        3.0 * static_cast<double>(rows.size() + 1) * static_cast<double>(A) * sizeof(double);
    if (denseBytes > static_cast<double>(maxLoadBytes()))
      fail(source, lineNo,
           "the data would take " + std::to_string(static_cast<long long>(denseBytes / (1 << 20))) +
               " MiB once " + std::to_string(rows.size() + 1) + " rows of " + std::to_string(A) +
               " attributes are held densely, more than the " +
               std::to_string(static_cast<long long>(maxLoadBytes() >> 20)) +
               " MiB one file may take (M3_MAX_LOAD_GB)");
    std::vector<double> row(A, 0.0);
    if (line[0] == '{') {
      if (line.back() != '}') fail(source, lineNo, "sparse row lacks a closing '}'");
      const std::string body = trim(line.substr(1, line.size() - 2));
      std::set<long> seen;
      if (!body.empty()) {
        for (const auto& entry : splitValues(body, source, lineNo)) {
          std::size_t p = 0;
          const std::string idx = token(entry, p, "", source, lineNo);
          const std::string value = trim(entry.substr(p));
          long k = -1;
          const auto [ptr, ec] = std::from_chars(idx.data(), idx.data() + idx.size(), k);
          if (idx.empty() || ec != std::errc() || ptr != idx.data() + idx.size())
            fail(source, lineNo, "bad sparse index '" + idx + "'");
          if (k < 0 || k >= static_cast<long>(A))
            fail(source, lineNo, "sparse index " + idx + " out of range [0, " + std::to_string(A) + ")");
          if (!seen.insert(k).second) fail(source, lineNo, "sparse index " + idx + " repeated");
          if (value.empty()) fail(source, lineNo, "sparse entry '" + entry + "' has no value");
          std::size_t q = 0;
          row[static_cast<std::size_t>(k)] =
              parseValue(table.attributes[static_cast<std::size_t>(k)], token(value, q, "", source, lineNo), source, lineNo);
        }
      }
    } else {
      const auto values = splitValues(line, source, lineNo);
      if (values.size() != A)
        fail(source, lineNo, "row has " + std::to_string(values.size()) + " values, the header declares " +
                                 std::to_string(A) + " attributes");
      for (std::size_t k = 0; k < A; ++k) row[k] = parseValue(table.attributes[k], values[k], source, lineNo);
    }
    rows.push_back(std::move(row));
  }
  if (!haveRelation) fail(source, lineNo, "no @relation header (not an ARFF file?)");
  if (!inData) fail(source, lineNo, "no @data section");
  table.values.resize(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(table.attributes.size()));
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t k = 0; k < rows[r].size(); ++k)
      table.values(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(k)) = rows[r][k];
  return table;
}

ArffTable readArff(const std::string& path) { return parseArff(readFileMaybeGzip(path), path); }

MultiLabelData splitMultiLabel(const ArffTable& table, int numLabels, const std::string& source) {
  const int A = static_cast<int>(table.attributes.size());
  if (numLabels < 1 || numLabels >= A)
    throw IoError(source + ": cannot take the last " + std::to_string(numLabels) + " of " + std::to_string(A) +
                  " attributes as labels (need at least one feature and one label)");
  std::vector<std::string> names;
  for (int k = A - numLabels; k < A; ++k) names.push_back(table.attributes[static_cast<std::size_t>(k)].name);
  return splitMultiLabel(table, names, source);
}

MultiLabelData splitMultiLabel(const ArffTable& table, const std::vector<std::string>& labelNames,
                               const std::string& source) {
  std::map<std::string, int> index;
  for (std::size_t k = 0; k < table.attributes.size(); ++k) index[table.attributes[k].name] = static_cast<int>(k);
  std::set<int> labelSet;
  for (const auto& name : labelNames) {
    const auto it = index.find(name);
    if (it == index.end()) throw IoError(source + ": label '" + name + "' is not an attribute of the ARFF header");
    if (!labelSet.insert(it->second).second) throw IoError(source + ": label '" + name + "' is named twice");
  }
  if (labelSet.size() >= table.attributes.size()) throw IoError(source + ": every attribute is a label, no features left");
  MultiLabelData data;
  std::vector<int> featureCols, labelCols(labelSet.begin(), labelSet.end());
  for (int k = 0; k < static_cast<int>(table.attributes.size()); ++k)
    if (!labelSet.count(k)) featureCols.push_back(k);
  const Eigen::Index N = table.values.rows();
  data.features.resize(N, static_cast<Eigen::Index>(featureCols.size()));
  data.labels.resize(N, static_cast<Eigen::Index>(labelCols.size()));
  for (std::size_t c = 0; c < featureCols.size(); ++c) {
    data.featureNames.push_back(table.attributes[static_cast<std::size_t>(featureCols[c])].name);
    // Columns of an empty matrix point nowhere (UB in Eigen's block arithmetic): a header-only
    // file has nothing to copy.
    if (N > 0) data.features.col(static_cast<Eigen::Index>(c)) = table.values.col(featureCols[c]);
  }
  for (std::size_t c = 0; c < labelCols.size(); ++c) {
    const ArffAttribute& a = table.attributes[static_cast<std::size_t>(labelCols[c])];
    data.labelNames.push_back(a.name);
    // A nominal label must be declared {0,1}: the stored position then equals the value.
    if (a.nominal && (a.values.size() != 2 || a.values[0] != "0" || a.values[1] != "1"))
      throw IoError(source + ": label attribute '" + a.name + "' must be numeric or nominal {0,1}");
    for (Eigen::Index r = 0; r < N; ++r) {
      const double v = table.values(r, labelCols[c]);
      if (v != 0.0 && v != 1.0)
        throw IoError(source + ": data row " + std::to_string(r + 1) + ": label '" + a.name + "' has value " +
                      (std::ostringstream() << v).str() + ", expected 0 or 1");
      data.labels(r, static_cast<Eigen::Index>(c)) = static_cast<int>(v);
    }
  }
  return data;
}

MultiLabelData readMultiLabelArff(const std::string& path, int numLabels) {
  return splitMultiLabel(readArff(path), numLabels, path);
}

MultiLabelData splitMultiLabel(const ArffTable& table, const MulanLabels& labels, const std::string& source) {
  // The two mistakes that belong to the pair of files name both: a label the ARFF lacks (at
  // its line of the .xml) and labels that leave no feature.
  std::set<std::string> attributes;
  for (const ArffAttribute& a : table.attributes) attributes.insert(a.name);
  for (std::size_t k = 0; k < labels.names.size(); ++k)
    if (!attributes.count(labels.names[k]))
      throw IoError(labels.path + (k < labels.lines.size() ? ":" + std::to_string(labels.lines[k]) : "") +
                    ": label '" + labels.names[k] + "' is not an attribute of " + source);
  if (labels.names.size() >= table.attributes.size())
    throw IoError(source + ": every attribute is a label of " + labels.path + ", no features left");
  return splitMultiLabel(table, labels.names, source);
}

MultiLabelData readMultiLabelArff(const std::string& path, const std::string& xmlPath) {
  const MulanLabels labels = readMulanLabels(xmlPath);  // first: a wrong --xml fails before a long parse
  return splitMultiLabel(readArff(path), labels, path);
}

namespace {
std::string quoted(const std::string& name) {
  std::string out = "'";
  for (char c : name) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c;
  }
  return out + "'";
}
std::string number(double v) {
  char buf[64];
  const auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, ptr);
}
}  // namespace

std::string multiLabelToArff(const MultiLabelData& data, bool sparse, const std::string& relation) {
  std::string out = "% written by m3studio\n@relation " + quoted(relation) + "\n\n";
  for (const auto& name : data.featureNames) out += "@attribute " + quoted(name) + " numeric\n";
  for (const auto& name : data.labelNames) out += "@attribute " + quoted(name) + " {0,1}\n";
  out += "\n@data\n";
  const int D = data.numFeatures();
  for (int r = 0; r < data.size(); ++r) {
    std::string row;
    for (int c = 0; c < D + data.numLabels(); ++c) {
      const double v = c < D ? data.features(r, c) : data.labels(r, c - D);
      if (sparse) {
        if (v == 0.0) continue;
        if (!row.empty()) row += ',';
        row += std::to_string(c);
        row += ' ';
        row += number(v);
      } else {
        if (c) row += ',';
        row += number(v);
      }
    }
    out += sparse ? "{" + row + "}\n" : row + "\n";
  }
  return out;
}

void writeMultiLabelArff(const std::string& path, const MultiLabelData& data, bool sparse) {
  writeFileAtomically(path, multiLabelToArff(data, sparse));
}

}  // namespace m3
