#include "io/disulfind_io.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <set>
#include <sstream>

#include "io/io_error.h"

namespace m3 {

namespace {

constexpr size_t kBlock = 512;
constexpr int kMaxDisulfindBonds = 17;  // 33!! still fits a long long

// Octal numeric tar field: optional leading spaces, digits, then NUL / space padding.
unsigned long long tarOctal(const char* field, size_t len, const std::string& what) {
  if (static_cast<unsigned char>(field[0]) & 0x80)
    throw IoError(what + ": base-256 numeric fields are not supported");
  size_t i = 0;
  while (i < len && field[i] == ' ') ++i;
  unsigned long long value = 0;
  size_t digits = 0;
  for (; i < len && field[i] >= '0' && field[i] <= '7'; ++i, ++digits)
    value = value * 8 + static_cast<unsigned>(field[i] - '0');
  for (; i < len; ++i)
    if (field[i] != '\0' && field[i] != ' ') throw IoError(what + ": bad octal number");
  if (digits == 0) throw IoError(what + ": empty octal number");
  return value;
}

std::string cField(const char* field, size_t len) {
  return std::string(field, strnlen(field, len));
}

// Splits on spaces / tabs.
std::vector<std::string_view> tokens(std::string_view line) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

int toInt(std::string_view s, const std::string& where) {
  int v = 0;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size())
    throw IoError(where + ": bad integer '" + std::string(s) + "'");
  return v;
}

double toDouble(std::string_view s, const std::string& where) {
  double v = 0;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || !std::isfinite(v))
    throw IoError(where + ": bad number '" + std::string(s) + "'");
  return v;
}

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> readIdList(const std::string& path) {
  std::vector<std::string> ids;
  for (const auto& line : splitLines(readFileMaybeGzip(path))) {
    const auto t = tokens(line);
    if (t.empty()) continue;
    if (t.size() != 1) throw IoError(path + ": expected one id per line, got '" + line + "'");
    ids.emplace_back(t[0]);
  }
  return ids;
}

// Bond count from the id suffix ".<n>".
int bondsFromId(const std::string& id, const std::string& where) {
  const size_t dot = id.rfind('.');
  if (dot == std::string::npos || dot + 1 == id.size())
    throw IoError(where + ": id '" + id + "' lacks the .<bonds> suffix");
  return toInt(std::string_view(id).substr(dot + 1), where + ": id '" + id + "'");
}

std::string pairsText(const std::vector<std::pair<int, int>>& bonds) {
  std::string s;
  for (const auto& [i, j] : bonds) {
    if (!s.empty()) s += ';';
    s += std::to_string(i);
    s += '-';
    s += std::to_string(j);
  }
  return s;
}

}  // namespace

long long doubleFactorialOdd(int n) {
  long long r = 1;
  for (int k = 2 * n - 1; k > 1; k -= 2) r *= k;
  return r;
}

std::vector<TarEntry> parseTar(const std::string& bytes, const std::string& source) {
  std::vector<TarEntry> entries;
  size_t offset = 0;
  std::string longName;  // from a preceding GNU 'L' entry
  if (bytes.empty()) throw IoError(source + ": empty file (truncated tar archive: no header)");
  for (;;) {
    if (offset == bytes.size())
      throw IoError(source + ": truncated tar archive (ends at byte " + std::to_string(offset) +
                    " without the end-of-archive marker)");
    if (offset + kBlock > bytes.size())
      throw IoError(source + ": truncated tar archive (partial header at byte " +
                    std::to_string(offset) + ")");
    const char* h = bytes.data() + offset;
    if (std::all_of(h, h + kBlock, [](char c) { return c == '\0'; })) break;  // end marker
    const std::string where = source + ": tar header at byte " + std::to_string(offset);
    const unsigned long long size = tarOctal(h + 124, 12, where + " (size)");
    // Checksum: byte sum of the header with the checksum field read as spaces.
    unsigned long long sum = 0;
    for (size_t i = 0; i < kBlock; ++i)
      sum += (i >= 148 && i < 156) ? ' ' : static_cast<unsigned char>(h[i]);
    if (tarOctal(h + 148, 8, where + " (checksum)") != sum)
      throw IoError(where + ": checksum mismatch (not a tar file, or damaged)");
    const char type = h[156];
    std::string name = cField(h, 100);
    if (std::string(h + 257, 5) == "ustar") {
      const std::string prefix = cField(h + 345, 155);
      if (!prefix.empty()) name = prefix + "/" + name;
    }
    const size_t dataStart = offset + kBlock;
    if (size > bytes.size() - dataStart)
      throw IoError(source + ": truncated tar archive (entry '" + name + "' needs " +
                    std::to_string(size) + " bytes at byte " + std::to_string(dataStart) +
                    ", only " + std::to_string(bytes.size() - dataStart) + " left)");
    std::string data = bytes.substr(dataStart, size);
    offset = dataStart + (size + kBlock - 1) / kBlock * kBlock;
    if (offset > bytes.size())  // padding of the last block missing
      throw IoError(source + ": truncated tar archive (padding of '" + name + "' missing)");
    if (type == 'L') {
      longName = cField(data.data(), data.size());
      continue;
    }
    if (type == '0' || type == '\0' || type == '7') {
      entries.push_back({longName.empty() ? name : longName, std::move(data)});
    }
    longName.clear();  // directories, links, pax headers: skipped
  }
  return entries;
}

Protein parseDisulfindGraph(const std::string& text, const std::string& source) {
  const auto lines = splitLines(text);
  Protein p;
  int inputDim = -1;
  std::vector<std::vector<double>> nodes;
  size_t k = 0;
  auto at = [&](size_t line) { return source + ":" + std::to_string(line + 1); };
  // Header and node lines, up to the first "graph".
  for (; k < lines.size(); ++k) {
    const auto t = tokens(lines[k]);
    if (t.empty()) continue;
    if (t[0] == "graph") break;
    if (t[0] == "id" && t.size() == 2) {
      p.name = std::string(t[1]);
    } else if (t[0] == "nodes_input_dim" && t.size() == 2) {
      // Declared once: node lines already read were checked against the first width.
      if (inputDim >= 0) throw IoError(at(k) + ": nodes_input_dim declared twice");
      inputDim = toInt(t[1], at(k));
      if (inputDim <= 0) throw IoError(at(k) + ": nodes_input_dim must be positive");
    } else if ((t[0] == "global_target_dim" || t[0] == "local_target_dim") && t.size() == 2) {
      if (toInt(t[1], at(k)) != 1) throw IoError(at(k) + ": only target dimension 1 is supported");
    } else if (t[0] == "node") {
      if (inputDim < 0) throw IoError(at(k) + ": node line before nodes_input_dim");
      if (static_cast<int>(t.size()) - 1 != inputDim)
        throw IoError(at(k) + ": node has " + std::to_string(t.size() - 1) + " values, expected " +
                      std::to_string(inputDim));
      std::vector<double> v;
      for (size_t i = 1; i < t.size(); ++i) v.push_back(toDouble(t[i], at(k)));
      nodes.push_back(std::move(v));
    } else {
      throw IoError(at(k) + ": unexpected line '" + lines[k] + "'");
    }
  }
  if (p.name.empty()) throw IoError(source + ": missing 'id' line");
  const int nBonds = bondsFromId(p.name, source);
  const int n = static_cast<int>(nodes.size());
  // nBonds > n first: 2 * nBonds must not overflow for an id like X.2000000000.
  if (nBonds < 1 || nBonds > n || n != 2 * nBonds)
    throw IoError(source + ": " + std::to_string(n) + " nodes but id says " + std::to_string(nBonds) +
                  " bonds (expected " + std::to_string(2LL * nBonds) + ")");
  // (2n-1)!! candidate patterns overflow long long beyond 17 bonds; the real set has 2-5.
  if (nBonds > kMaxDisulfindBonds)
    throw IoError(source + ": " + std::to_string(nBonds) + " bonds, at most " +
                  std::to_string(kMaxDisulfindBonds) + " are supported");
  p.cysteineFeatures.resize(n, inputDim);
  for (int i = 0; i < n; ++i)
    for (int d = 0; d < inputDim; ++d) p.cysteineFeatures(i, d) = nodes[i][d];

  // Candidate patterns: "graph (2n) t" then 2n lines "i t_i [j]". The graph target t is
  // the fraction of the pattern's bonds that are true (1 only for the true pattern, e.g.
  // 0.333333 when one of three is right); t_i is 1 when node i's pair is a true bond.
  // Both are checked against the target-1 pattern once it is known.
  struct Pattern {
    size_t line;
    double target;
    std::vector<std::pair<int, int>> pairs;  // sorted
    std::vector<int> local;                  // t_i per node
  };
  std::vector<Pattern> patterns;
  while (k < lines.size()) {
    const auto t = tokens(lines[k]);
    if (t.empty()) { ++k; continue; }
    if (t[0] != "graph" || t.size() != 3)
      throw IoError(at(k) + ": expected 'graph (" + std::to_string(n) + ") <target>'");
    std::string sizeWord = "(";  // built stepwise: GCC 12 warns falsely on "(" + to_string()
    sizeWord += std::to_string(n);
    sizeWord += ')';
    if (t[1] != sizeWord)
      throw IoError(at(k) + ": graph size " + std::string(t[1]) + " differs from " +
                    std::to_string(n) + " nodes");
    Pattern pat{k, toDouble(t[2], at(k)), {}, std::vector<int>(n, -1)};
    if (pat.target < 0 || pat.target > 1) throw IoError(at(k) + ": graph target outside [0, 1]");
    ++k;
    std::vector<int> mate(n, -1);
    for (int r = 0; r < n; ++r) {
      while (k < lines.size() && tokens(lines[k]).empty()) ++k;
      if (k >= lines.size())
        throw IoError(source + ": pattern at line " + std::to_string(pat.line + 1) +
                      " ends after " + std::to_string(r) + " of " + std::to_string(n) + " node lines");
      const auto u = tokens(lines[k]);
      if (u.size() != 2 && u.size() != 3) throw IoError(at(k) + ": expected 'i t [j]'");
      const int i = toInt(u[0], at(k));
      if (i < 0 || i >= n || pat.local[i] >= 0) throw IoError(at(k) + ": bad or repeated node index");
      pat.local[i] = toInt(u[1], at(k));
      if (pat.local[i] != 0 && pat.local[i] != 1) throw IoError(at(k) + ": node target must be 0 or 1");
      if (u.size() == 3) {
        const int j = toInt(u[2], at(k));
        if (j < 0 || j >= n || j == i || mate[i] >= 0 || mate[j] >= 0)
          throw IoError(at(k) + ": pair " + std::to_string(i) + "-" + std::to_string(j) +
                        " is not part of a matching");
        mate[i] = j;
        mate[j] = i;
        pat.pairs.emplace_back(std::min(i, j), std::max(i, j));
      }
      ++k;
    }
    if (std::count(mate.begin(), mate.end(), -1) != 0)
      throw IoError(source + ": pattern at line " + std::to_string(pat.line + 1) +
                    " is not a perfect matching");
    std::sort(pat.pairs.begin(), pat.pairs.end());
    patterns.push_back(std::move(pat));
  }
  if (static_cast<long long>(patterns.size()) != doubleFactorialOdd(nBonds))
    throw IoError(source + ": " + std::to_string(patterns.size()) + " candidate patterns, expected " +
                  std::to_string(doubleFactorialOdd(nBonds)));
  const auto isTrue = [](const Pattern& q) { return q.target == 1.0; };
  const auto truePatterns = std::count_if(patterns.begin(), patterns.end(), isTrue);
  if (truePatterns != 1)
    throw IoError(source + ": " + std::to_string(truePatterns) +
                  " patterns have target 1, expected exactly one");
  p.bonds = std::find_if(patterns.begin(), patterns.end(), isTrue)->pairs;
  std::set<std::pair<int, int>> truth(p.bonds.begin(), p.bonds.end());
  std::set<std::vector<std::pair<int, int>>> distinct;
  for (const Pattern& q : patterns) {
    if (!distinct.insert(q.pairs).second)
      throw IoError(source + ": pattern at line " + std::to_string(q.line + 1) + " is listed twice");
    int right = 0;
    for (const auto& pr : q.pairs) {
      const int ok = truth.count(pr) ? 1 : 0;
      right += ok;
      if (q.local[pr.first] != ok || q.local[pr.second] != ok)
        throw IoError(source + ": pattern at line " + std::to_string(q.line + 1) + ": node targets of pair " +
                      std::to_string(pr.first) + "-" + std::to_string(pr.second) +
                      " disagree with the target-1 pattern");
    }
    if (std::abs(q.target - static_cast<double>(right) / nBonds) > 1e-4)
      throw IoError(source + ": pattern at line " + std::to_string(q.line + 1) + " has target " +
                    std::to_string(q.target) + " but " + std::to_string(right) + " of " +
                    std::to_string(nBonds) + " true bonds");
  }
  return p;
}

DisulfindSet readDisulfindSet(const std::string& dir) {
  const std::string base = dir.empty() || dir.back() == '/' ? dir : dir + "/";
  DisulfindSet out;

  const std::string tarPath = base + "graphs.tar.gz";
  std::map<std::string, Protein> byId;
  for (auto& e : parseTar(readFileMaybeGzip(tarPath), tarPath)) {
    const std::string src = tarPath + ":" + e.name;
    const size_t slash = e.name.rfind('/');
    const std::string fileId = slash == std::string::npos ? e.name : e.name.substr(slash + 1);
    Protein p = parseDisulfindGraph(e.data, src);
    if (p.name != fileId) throw IoError(src + ": id '" + p.name + "' differs from file name");
    if (!byId.emplace(p.name, std::move(p)).second) throw IoError(src + ": duplicate entry");
  }
  if (byId.empty()) throw IoError(tarPath + ": the archive holds no graph files");

  // connectivity.tsv: must agree with the target-1 patterns.
  const std::string tsvPath = base + "connectivity.tsv";
  const auto tsv = splitLines(readFileMaybeGzip(tsvPath));
  if (tsv.empty() || tsv[0].rfind("graph_id\t", 0) != 0)
    throw IoError(tsvPath + ": missing header line starting with 'graph_id'");
  std::set<std::string> inTsv;
  for (size_t k = 1; k < tsv.size(); ++k) {
    if (tokens(tsv[k]).empty()) continue;
    const std::string at = tsvPath + ":" + std::to_string(k + 1);
    std::vector<std::string> f;
    std::string cell;
    std::istringstream row(tsv[k]);
    while (std::getline(row, cell, '\t')) f.push_back(cell);
    if (f.size() != 6) throw IoError(at + ": expected 6 tab-separated fields, got " + std::to_string(f.size()));
    const auto it = byId.find(f[0]);
    if (it == byId.end()) throw IoError(at + ": id '" + f[0] + "' not in graphs.tar.gz");
    if (!inTsv.insert(f[0]).second) throw IoError(at + ": duplicate id '" + f[0] + "'");
    const Protein& p = it->second;
    const int nb = static_cast<int>(p.bonds.size());
    if (toInt(f[2], at) != nb || toInt(f[3], at) != p.numCysteines() ||
        toInt(f[4], at) != doubleFactorialOdd(nb))
      throw IoError(at + ": counts for '" + f[0] + "' disagree with its graph file");
    std::vector<std::pair<int, int>> pairs;
    std::istringstream ps(f[5]);
    std::string pr;
    while (std::getline(ps, pr, ';')) {
      const size_t dash = pr.find('-');
      if (dash == std::string::npos) throw IoError(at + ": bad pair '" + pr + "'");
      const int a = toInt(std::string_view(pr).substr(0, dash), at);
      const int b = toInt(std::string_view(pr).substr(dash + 1), at);
      pairs.emplace_back(std::min(a, b), std::max(a, b));
    }
    std::sort(pairs.begin(), pairs.end());
    if (pairs != p.bonds)
      throw IoError(at + ": pairs " + f[5] + " for '" + f[0] + "' disagree with the target-1 pattern " +
                    pairsText(p.bonds) + " of graphs.tar.gz");
  }
  if (inTsv.size() != byId.size())
    throw IoError(tsvPath + ": lists " + std::to_string(inTsv.size()) + " ids, graphs.tar.gz has " +
                  std::to_string(byId.size()));

  // dataset.txt defines the order and must match the archive exactly.
  const std::string dsPath = base + "dataset.txt";
  std::set<std::string> listed;
  for (const auto& id : readIdList(dsPath)) {
    const auto it = byId.find(id);
    if (it == byId.end()) throw IoError(dsPath + ": id '" + id + "' not in graphs.tar.gz");
    if (!listed.insert(id).second) throw IoError(dsPath + ": duplicate id '" + id + "'");
    out.proteins.proteins.push_back(it->second);
  }
  if (listed.size() != byId.size())
    throw IoError(dsPath + ": lists " + std::to_string(listed.size()) + " ids, graphs.tar.gz has " +
                  std::to_string(byId.size()));

  // train_nbonds<k>.txt: ids with k bonds; together they cover the dataset once.
  std::set<std::string> trained;
  for (int nb = 2; nb <= 5; ++nb) {
    const std::string path = base + "train_nbonds" + std::to_string(nb) + ".txt";
    auto ids = readIdList(path);
    for (const auto& id : ids) {
      const auto it = byId.find(id);
      if (it == byId.end()) throw IoError(path + ": id '" + id + "' not in graphs.tar.gz");
      if (static_cast<int>(it->second.bonds.size()) != nb)
        throw IoError(path + ": '" + id + "' has " + std::to_string(it->second.bonds.size()) +
                      " bonds, not " + std::to_string(nb));
      if (!trained.insert(id).second) throw IoError(path + ": id '" + id + "' listed twice");
    }
    out.trainLists[nb] = std::move(ids);
  }
  if (trained != listed)
    throw IoError(base + "train_nbonds*.txt: union has " + std::to_string(trained.size()) +
                  " ids, dataset.txt has " + std::to_string(listed.size()));
  return out;
}

}  // namespace m3
