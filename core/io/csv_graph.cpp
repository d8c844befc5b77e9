#include "io/csv_graph.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>

#include "io/io_error.h"

namespace m3 {

bool splitCsvLine(const std::string& line, std::vector<std::string>& fields) {
  fields.assign(1, std::string());
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c != '"') fields.back() += c;
      else if (i + 1 < line.size() && line[i + 1] == '"') fields.back() += '"', ++i;
      else quoted = false;
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      fields.emplace_back();
    } else if (c != '\r') {
      fields.back() += c;
    }
  }
  return !quoted;
}

namespace {

std::string trimmed(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

// Calls row(fields, where) for every line after the header, which goes to header(fields).
template <class Header, class Row>
void forEachCsvRow(const std::string& path, Header header, Row row) {
  std::istringstream in(readFileMaybeGzip(path));
  std::string line;
  std::vector<std::string> fields;
  if (!std::getline(in, line)) throw IoError(path + ":1: expected a header row");
  if (line.compare(0, 3, "\xEF\xBB\xBF") == 0) line.erase(0, 3);  // the byte-order mark spreadsheets write
  if (!splitCsvLine(line, fields)) throw IoError(path + ":1: a quoted field is not closed");
  for (std::string& f : fields) f = trimmed(f);
  header(fields);
  for (long number = 2; std::getline(in, line); ++number) {
    if (trimmed(line).empty() || trimmed(line) == "\r") continue;
    const std::string where = path + ":" + std::to_string(number);
    if (!splitCsvLine(line, fields)) throw IoError(where + ": a quoted field is not closed");
    for (std::string& f : fields) f = trimmed(f);
    row(fields, where);
  }
}

}  // namespace

CsvGraph readCsvGraph(const std::string& nodesPath, const std::string& edgesPath) {
  CsvGraph out;
  int idColumn = -1, labelColumn = -1, nameColumn = -1;
  std::vector<int> featureColumns;
  size_t columns = 0;
  std::vector<std::vector<double>> features;
  std::vector<std::string> ids, labelTexts;
  std::unordered_map<std::string, int> rowOfId;
  forEachCsvRow(
      nodesPath,
      [&](const std::vector<std::string>& header) {
        columns = header.size();
        for (size_t c = 0; c < header.size(); ++c) {
          std::string name = header[c];
          std::transform(name.begin(), name.end(), name.begin(), [](unsigned char ch) { return std::tolower(ch); });
          if (name == "id" && idColumn < 0) idColumn = static_cast<int>(c);
          else if (name == "label" && labelColumn < 0) labelColumn = static_cast<int>(c);
          else if (name == "name" && nameColumn < 0) nameColumn = static_cast<int>(c);
          else featureColumns.push_back(static_cast<int>(c));
        }
        if (idColumn < 0) throw IoError(nodesPath + ":1: no \"id\" column in the header");
      },
      [&](const std::vector<std::string>& fields, const std::string& where) {
        if (fields.size() != columns)
          throw IoError(where + ": " + std::to_string(fields.size()) + " fields, the header has " + std::to_string(columns));
        const std::string& id = fields[static_cast<size_t>(idColumn)];
        if (id.empty()) throw IoError(where + ": empty node id");
        if (!rowOfId.emplace(id, static_cast<int>(ids.size())).second)
          throw IoError(where + ": node id \"" + id + "\" appears twice");
        std::vector<double> x{1.0};
        for (int c : featureColumns) {
          const std::string& item = fields[static_cast<size_t>(c)];
          char* end = nullptr;
          const double v = std::strtod(item.c_str(), &end);
          if (item.empty() || *end || !std::isfinite(v))
            throw IoError(where + ": feature \"" + item + "\" is not a number");
          x.push_back(v);
        }
        ids.push_back(id);
        labelTexts.push_back(labelColumn >= 0 ? fields[static_cast<size_t>(labelColumn)] : std::string());
        out.nodeNames.push_back(nameColumn >= 0 && !fields[static_cast<size_t>(nameColumn)].empty()
                                    ? fields[static_cast<size_t>(nameColumn)]
                                    : id);
        features.push_back(std::move(x));
      });
  const long n = static_cast<long>(ids.size());
  if (n == 0) throw IoError(nodesPath + ": no nodes");
  const std::set<std::string> classes(labelTexts.begin(), labelTexts.end());
  for (const std::string& c : classes) {
    requireUtf8(c, nodesPath, "the class");
    if (!c.empty()) out.classNames.push_back(c);
  }
  if (out.classNames.size() > 999) throw IoError(nodesPath + ": more than 999 classes");
  PairwiseGraph& g = out.table.graph;
  const int F = static_cast<int>(featureColumns.size()) + 1;
  g.nodeFeatures = RowMatrix(n, F);
  for (long i = 0; i < n; ++i) {
    for (int f = 0; f < F; ++f) g.nodeFeatures(i, f) = features[static_cast<size_t>(i)][static_cast<size_t>(f)];
    const std::string& label = labelTexts[static_cast<size_t>(i)];
    g.labels.push_back(label.empty() ? kUnlabelled
                                     : static_cast<int>(std::lower_bound(out.classNames.begin(), out.classNames.end(), label) -
                                                        out.classNames.begin()));
  }
  out.table.numClasses = static_cast<int>(out.classNames.size());
  DirectedLinks links;
  forEachCsvRow(
      edgesPath, [&](const std::vector<std::string>& header) {
        if (header.size() < 2) throw IoError(edgesPath + ":1: expected at least two columns (source, target)");
      },
      [&](const std::vector<std::string>& fields, const std::string& where) {
        if (fields.size() < 2) throw IoError(where + ": expected a source and a target node id");
        int ends[2];
        for (int k = 0; k < 2; ++k) {
          const auto at = rowOfId.find(fields[static_cast<size_t>(k)]);
          if (at == rowOfId.end()) throw IoError(where + ": node \"" + fields[static_cast<size_t>(k)] + "\" is not in " + nodesPath);
          ends[k] = at->second;
        }
        links.add(ends[0], ends[1]);
      });
  links.into(g, &out.table);
  return out;
}

}  // namespace m3
