#include "io/fasta_bonds.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <set>
#include <sstream>
#include <stdexcept>

#include "io/io_error.h"

namespace m3 {

namespace {

struct PendingRecord {
  Protein protein;
  std::vector<std::pair<int, int>> residueBonds;  // 1-based positions from the header
  size_t headerLine = 0;
};

int parsePosition(std::string_view s, const std::string& at) {
  int v = 0;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || p != s.data() + s.size())
    throw IoError(at + ": bad residue position '" + std::string(s) + "' in bonds=");
  return v;
}

std::vector<std::pair<int, int>> parseBondsWord(std::string_view list, const std::string& at) {
  std::vector<std::pair<int, int>> out;
  if (list.empty()) return out;  // "bonds=" = explicitly none
  size_t start = 0;
  for (;;) {
    const size_t comma = list.find(',', start);
    const std::string_view item = list.substr(start, comma == std::string_view::npos ? list.npos : comma - start);
    const size_t dash = item.find('-');
    if (dash == std::string_view::npos)
      throw IoError(at + ": bond '" + std::string(item) + "' is not of the form a-b");
    out.emplace_back(parsePosition(item.substr(0, dash), at), parsePosition(item.substr(dash + 1), at));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

// A character for a message: printable ones as they are, others (binary data) as \xNN so
// the message stays readable.
std::string shown(unsigned char c) {
  if (std::isprint(c)) return std::string(1, static_cast<char>(c));
  static const char* kHex = "0123456789abcdef";
  return std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
}

void finish(PendingRecord& r, const std::string& source, ProteinSet& set) {
  Protein& p = r.protein;
  const std::string at = source + ":" + std::to_string(r.headerLine);
  if (!p.sequence.empty() && p.sequence.back() == '*') p.sequence.pop_back();
  if (p.sequence.empty()) throw IoError(at + ": record '" + p.name + "' has no sequence");
  for (size_t k = 0; k < p.sequence.size(); ++k)
    if (p.sequence[k] == 'C') p.cysteines.push_back(static_cast<int>(k));
  const int len = static_cast<int>(p.sequence.size());
  std::vector<int> used(p.sequence.size(), 0);
  for (auto [a, b] : r.residueBonds) {
    const std::string bond = std::to_string(a) + "-" + std::to_string(b);
    for (int pos : {a, b}) {
      if (pos < 1 || pos > len)
        throw IoError(at + ": bond " + bond + " position " + std::to_string(pos) +
                      " outside the sequence (1.." + std::to_string(len) + ")");
      if (p.sequence[pos - 1] != 'C')
        throw IoError(at + ": bond " + bond + " position " + std::to_string(pos) + " is '" +
                      std::string(1, p.sequence[pos - 1]) + "', not a cysteine");
    }
    if (a == b) throw IoError(at + ": bond " + bond + " joins a cysteine to itself");
    if (a > b) std::swap(a, b);
    if (used[a - 1] == b || used[b - 1] == a)
      throw IoError(at + ": bond " + bond + " is listed twice");
    for (int pos : {a, b})
      if (used[pos - 1])
        throw IoError(at + ": cysteine " + std::to_string(pos) + " is in two bonds (" +
                      std::to_string(pos) + "-" + std::to_string(used[pos - 1]) + " and " + bond + ")");
    used[a - 1] = b;
    used[b - 1] = a;
    const auto index = [&](int pos) {
      return static_cast<int>(std::lower_bound(p.cysteines.begin(), p.cysteines.end(), pos - 1) -
                              p.cysteines.begin());
    };
    p.bonds.emplace_back(index(a), index(b));
  }
  std::sort(p.bonds.begin(), p.bonds.end());
  set.proteins.push_back(std::move(p));
}

}  // namespace

ProteinSet readFastaBonds(const std::string& text, const std::string& source) {
  ProteinSet set;
  std::set<std::string> names;
  std::istringstream in(text);
  std::string line;
  size_t lineNo = 0;
  bool open = false;
  PendingRecord rec;
  while (std::getline(in, line)) {
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string at = source + ":" + std::to_string(lineNo);
    if (!line.empty() && line[0] == '>') {
      if (open) finish(rec, source, set);
      rec = PendingRecord{};
      rec.headerLine = lineNo;
      open = true;
      std::istringstream words(line.substr(1));
      std::string word;
      if (!(words >> rec.protein.name)) throw IoError(at + ": header without a name");
      if (!names.insert(rec.protein.name).second)
        throw IoError(at + ": duplicate record name '" + rec.protein.name + "'");
      bool haveBonds = false;
      while (words >> word) {
        if (word.rfind("bonds=", 0) != 0) continue;
        if (haveBonds) throw IoError(at + ": more than one bonds= word");
        haveBonds = true;
        rec.residueBonds = parseBondsWord(std::string_view(word).substr(6), at);
      }
      continue;
    }
    if (!open) {
      const bool blank = std::all_of(line.begin(), line.end(), [](unsigned char c) { return std::isspace(c); });
      if (blank || line[0] == '#' || line[0] == ';') continue;
      // A PDB file under a FASTA name is a common slip: say so rather than only "not FASTA".
      const bool pdbLike = line.rfind("HEADER", 0) == 0 || line.rfind("ATOM  ", 0) == 0 ||
                           line.rfind("REMARK", 0) == 0 || line.rfind("SSBOND", 0) == 0;
      throw IoError(at + ": sequence text before the first '>' header" +
                    (pdbLike ? " (this looks like a PDB file: name it .pdb)" : ""));
    }
    for (unsigned char c : line) {
      if (std::isspace(c)) continue;
      const bool starAtEnd = c == '*';  // checked when the record is finished
      if (!std::isalpha(c) && !starAtEnd)
        throw IoError(at + ": illegal sequence character '" + shown(c) + "'");
      if (!rec.protein.sequence.empty() && rec.protein.sequence.back() == '*')
        throw IoError(at + ": '*' is only allowed at the end of a sequence");
      rec.protein.sequence += static_cast<char>(std::toupper(c));
    }
  }
  if (open) finish(rec, source, set);
  // Nothing read is a mistake (an empty or wrong file), never a useful empty set.
  if (!open)
    throw IoError(source + (text.empty() ? ": empty file (no FASTA records)"
                                         : ": no FASTA records ('>' header lines)"));
  return set;
}

ProteinSet readFastaBondsFile(const std::string& path) {
  return readFastaBonds(readFileMaybeGzip(path), path);
}

std::string writeFastaBonds(const ProteinSet& set) {
  std::string out;
  for (const Protein& p : set.proteins) {
    if (p.name.empty() || std::any_of(p.name.begin(), p.name.end(), [](unsigned char c) { return std::isspace(c); }))
      throw std::invalid_argument("writeFastaBonds: name '" + p.name + "' is empty or has whitespace");
    if (p.sequence.empty()) throw std::invalid_argument("writeFastaBonds: '" + p.name + "' has no sequence");
    out += '>' + p.name;
    if (!p.bonds.empty()) {
      out += " bonds=";
      const int n = static_cast<int>(p.cysteines.size());
      for (size_t k = 0; k < p.bonds.size(); ++k) {
        const auto [i, j] = p.bonds[k];
        if (i < 0 || j < 0 || i >= n || j >= n)
          throw std::invalid_argument("writeFastaBonds: '" + p.name + "' bond index out of range");
        for (int c : {p.cysteines[i], p.cysteines[j]})
          if (c < 0 || c >= static_cast<int>(p.sequence.size()) || p.sequence[c] != 'C')
            throw std::invalid_argument("writeFastaBonds: '" + p.name + "' bond on a non-cysteine");
        if (k) out += ',';
        out += std::to_string(p.cysteines[i] + 1);
        out += '-';
        out += std::to_string(p.cysteines[j] + 1);
      }
    }
    out += '\n';
    for (size_t k = 0; k < p.sequence.size(); k += 60) out += p.sequence.substr(k, 60) + '\n';
  }
  return out;
}

void writeFastaBondsFile(const std::string& path, const ProteinSet& set) {
  writeFileAtomically(path, writeFastaBonds(set));
}

}  // namespace m3
