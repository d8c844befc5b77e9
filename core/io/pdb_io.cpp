#include "io/pdb_io.h"

#include <Eigen/Dense>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <limits>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "io/io_error.h"
#include "io/protein_structure.h"

namespace m3 {

namespace {

struct Chain {
  char id;
  std::vector<StructureResidue> residues;
  std::map<std::string, int> index;  // key -> residue index
  std::vector<std::pair<int, int>> ssbonds;  // residue indices
  std::vector<size_t> ssbondLines;           // line of each SSBOND, for messages
  int interChain = 0;
};

// Fixed-column field [begin, begin+len) of a possibly short line, trimmed.
std::string field(const std::string& line, size_t begin, size_t len) {
  if (begin >= line.size()) return {};
  std::string s = line.substr(begin, len);
  const size_t a = s.find_first_not_of(' ');
  if (a == std::string::npos) return {};
  return s.substr(a, s.find_last_not_of(' ') - a + 1);
}

double coordinate(const std::string& line, size_t begin, const std::string& at) {
  const std::string s = field(line, begin, 8);
  double v = 0;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || p != s.data() + s.size())
    throw IoError(at + ": bad coordinate '" + s + "'");
  // from_chars accepts "nan" and "inf"; no structure has such an atom.
  if (!std::isfinite(v)) throw IoError(at + ": bad coordinate '" + s + "' (not a finite number)");
  return v;
}

// resSeq (4 columns) + iCode (1 column) as a key; checks resSeq is an integer.
std::string residueKey(const std::string& line, size_t begin, const std::string& at) {
  const std::string seq = field(line, begin, 4);
  int v = 0;
  const auto [p, ec] = std::from_chars(seq.data(), seq.data() + seq.size(), v);
  if (seq.empty() || ec != std::errc() || p != seq.data() + seq.size())
    throw IoError(at + ": bad residue number '" + seq + "'");
  return std::to_string(v) + field(line, begin + 4, 1);
}

// Why a text has no ATOM record, for the message: an empty or binary file, or FASTA under a
// PDB name, is a different mistake from a PDB file without coordinates.
std::string noAtomsReason(const std::string& text) {
  if (text.empty()) return "empty file (no ATOM records)";
  if (text.find('\0') != std::string::npos) return "binary data, not a PDB text file (no ATOM records)";
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && text[first] == '>')
    return "no ATOM records (this looks like FASTA: name it .fasta)";
  return "no ATOM records";
}

}  // namespace

bool StructureSelection::selects(const std::string& chain) const {
  return chains.empty() || std::find(chains.begin(), chains.end(), chain) != chains.end();
}

std::string modelNumbersText(std::vector<int> models) {
  std::sort(models.begin(), models.end());
  models.erase(std::unique(models.begin(), models.end()), models.end());
  std::string text;
  for (size_t i = 0; i < models.size();) {
    size_t j = i;
    while (j + 1 < models.size() && models[j + 1] == models[j] + 1) ++j;
    if (!text.empty()) text += ", ";
    text += std::to_string(models[i]);
    if (j > i) text.append("-").append(std::to_string(models[j]));
    i = j + 1;
  }
  return text;
}

std::vector<PdbChain> readPdb(const std::string& text, const std::string& source,
                              const std::string& fallbackId, const StructureSelection& selection) {
  std::vector<Chain> chains;
  auto chainOf = [&](char id) -> Chain& {
    for (auto& c : chains)
      if (c.id == id) return c;
    chains.push_back(Chain{id, {}, {}, {}, {}, 0});
    return chains.back();
  };
  struct Ss { size_t line; char c1; std::string k1; char c2; std::string k2; };
  std::vector<Ss> ssbonds;
  std::string id = fallbackId;
  std::istringstream in(text);
  std::string line;
  size_t lineNo = 0;
  // Atoms before any MODEL record are model 1; after ENDMDL, of none until the next MODEL.
  // `wanted` stays empty until the first model is seen when the selection names none.
  int model = 1, lastModel = 0;
  std::optional<int> wanted;
  if (selection.model > 0) wanted = selection.model;
  std::set<int> models;
  std::set<char> otherChains;  // in the model, not selected
  while (std::getline(in, line)) {
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string at = source + ":" + std::to_string(lineNo);
    const std::string rec = line.substr(0, 6);
    if (rec == "HEADER") {
      const std::string code = field(line, 62, 4);
      if (!code.empty()) id = code;
    } else if (rec == "MODEL " || rec == "MODEL") {  // "MODEL" alone: a line cut after the name
      // The serial belongs in columns 11-14, but writers put it anywhere after MODEL (or leave
      // it out: then the models count from the last one).
      const std::string serial = field(line, 6, line.size() > 6 ? line.size() - 6 : 0);
      char* end = nullptr;
      const long n = std::strtol(serial.c_str(), &end, 10);
      const bool numbered = !serial.empty() && *end == '\0' && n >= 0 && n <= 999999;
      model = numbered ? static_cast<int>(n) : lastModel + 1;
      lastModel = model;
      models.insert(model);
    } else if (rec == "ENDMDL") {
      model = -1;
    } else if (rec == "SSBOND") {
      if (line.size() < 35) throw IoError(at + ": SSBOND record too short (needs 35 columns)");
      ssbonds.push_back({lineNo, line[15], residueKey(line, 17, at), line[29], residueKey(line, 31, at)});
    } else if (rec == "ATOM  " && model >= 0) {
      if (!wanted) wanted = model;  // the first model of the file
      if (model != *wanted) continue;
      if (line.size() < 54) throw IoError(at + ": ATOM record too short (needs 54 columns)");
      if (!selection.selects(std::string(1, line[21]))) {
        otherChains.insert(line[21]);
        continue;
      }
      const char alt = line[16];
      if (alt != ' ' && alt != 'A' && alt != '1') continue;  // first alternate location only
      Chain& c = chainOf(line[21]);
      const std::string key = residueKey(line, 22, at);
      auto it = c.index.find(key);
      if (it == c.index.end()) {
        it = c.index.emplace(key, static_cast<int>(c.residues.size())).first;
        c.residues.push_back({key, field(line, 17, 3)});
      }
      // Every atom's coordinates are checked, so a damaged file fails loudly.
      const Eigen::Vector3d xyz(coordinate(line, 30, at), coordinate(line, 38, at),
                                coordinate(line, 46, at));
      const std::string atom = field(line, 12, 4);
      StructureResidue& r = c.residues[it->second];
      if (atom == "SG") {
        r.hasSg = true;
        r.sg = xyz;
      } else if (atom == "CA") {
        r.hasCa = true;
        r.ca = xyz;
      }
    }
  }
  if (chains.empty() && selection.model > 0 && !models.count(selection.model) && !(models.empty() && selection.model == 1)) {
    throw IoError(source + ": has no model " + std::to_string(selection.model) +
                  (models.empty() ? " (it has one, model 1)"
                                  : " (it has models " + modelNumbersText({models.begin(), models.end()}) + ")"));
  }
  if (chains.empty() && !otherChains.empty()) {
    std::string have;
    for (char c : otherChains) have += (have.empty() ? "" : ", ") + std::string(1, c);
    throw IoError(source + ": has none of the chains asked for (it has " + have + ")");
  }
  if (chains.empty()) throw IoError(source + ": " + noAtomsReason(text));

  for (const Ss& s : ssbonds) {
    const std::string at = source + ":" + std::to_string(s.line);
    if (!selection.selects(std::string(1, s.c1)) && !selection.selects(std::string(1, s.c2))) continue;
    if (s.c1 != s.c2) {
      // Only chains with ATOM records are counted: a bond to a chain without any (HETATM
      // only) must not make an empty protein.
      for (Chain& c : chains) c.interChain += c.id == s.c1 || c.id == s.c2;
      continue;
    }
    Chain& c = chainOf(s.c1);
    int r[2];
    const std::string* keys[2] = {&s.k1, &s.k2};
    for (int e = 0; e < 2; ++e) {
      const auto it = c.index.find(*keys[e]);
      if (it == c.index.end())
        throw IoError(at + ": SSBOND residue " + std::string(1, s.c1) + " " + *keys[e] +
                      " has no ATOM record");
      if (c.residues[it->second].name != "CYS")
        throw IoError(at + ": SSBOND residue " + std::string(1, s.c1) + " " + *keys[e] + " is " +
                      c.residues[it->second].name + ", not CYS");
      r[e] = it->second;
    }
    c.ssbonds.emplace_back(r[0], r[1]);
    c.ssbondLines.push_back(s.line);
  }

  std::vector<StructureChain> parsed;
  for (Chain& c : chains) {
    StructureChain& p = parsed.emplace_back();
    p.id = std::string(1, c.id);
    p.residues = std::move(c.residues);
    p.ssbonds = std::move(c.ssbonds);
    for (size_t line : c.ssbondLines) p.ssbondPlaces.push_back(source + ":" + std::to_string(line));
    p.interChain = c.interChain;
  }
  return proteinChains(parsed, !ssbonds.empty(), id, fallbackId, "SSBOND records");
}

std::vector<PdbChain> readPdbFile(const std::string& path, const StructureSelection& selection) {
  std::string stem = std::filesystem::path(path).filename().string();
  stem = stem.substr(0, stem.find('.'));
  return readPdb(readFileMaybeGzip(path), path, stem.empty() ? "PDB" : stem, selection);
}

}  // namespace m3
