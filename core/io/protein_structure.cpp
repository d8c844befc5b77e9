#include "io/protein_structure.h"

#include <algorithm>
#include <limits>
#include <map>

#include "io/io_error.h"

namespace m3 {

char oneLetterCode(const std::string& name) {
  static const std::map<std::string, char> kCodes = {
      {"ALA", 'A'}, {"ARG", 'R'}, {"ASN", 'N'}, {"ASP", 'D'}, {"CYS", 'C'}, {"GLN", 'Q'},
      {"GLU", 'E'}, {"GLY", 'G'}, {"HIS", 'H'}, {"ILE", 'I'}, {"LEU", 'L'}, {"LYS", 'K'},
      {"MET", 'M'}, {"PHE", 'F'}, {"PRO", 'P'}, {"SER", 'S'}, {"THR", 'T'}, {"TRP", 'W'},
      {"TYR", 'Y'}, {"VAL", 'V'}};
  const auto it = kCodes.find(name);
  return it == kCodes.end() ? 'X' : it->second;
}

std::vector<PdbChain> proteinChains(const std::vector<StructureChain>& chains, bool fileHasBondRecords,
                                    const std::string& id, const std::string& fallbackId, const std::string& records) {
  std::vector<PdbChain> out;
  for (const StructureChain& c : chains) {
    PdbChain pc;
    Protein& p = pc.protein;
    const std::string chainSuffix = "_" + (c.id == " " || c.id.empty() ? std::string("_") : c.id);
    // A file named after its chain (theseus' 1A0J_A.pdb) without an id of its own keeps its name.
    p.name = id == fallbackId && id.ends_with(chainSuffix) ? id : id + chainSuffix;
    std::vector<int> cysOf(c.residues.size(), -1);
    for (size_t k = 0; k < c.residues.size(); ++k) {
      p.sequence += oneLetterCode(c.residues[k].name);
      if (c.residues[k].name == "CYS") {
        cysOf[k] = static_cast<int>(p.cysteines.size());
        p.cysteines.push_back(static_cast<int>(k));
      }
    }
    const Eigen::Vector3d missing = Eigen::Vector3d::Constant(std::numeric_limits<double>::quiet_NaN());
    for (const StructureResidue& r : c.residues) pc.caAtoms.push_back(r.hasCa ? r.ca : missing);
    for (int k : p.cysteines) {
      const StructureResidue& r = c.residues[static_cast<size_t>(k)];
      pc.sgAtoms.push_back(r.hasSg ? r.sg : missing);
      pc.cysteinesWithoutSg += !r.hasSg;
    }
    std::vector<char> used(p.cysteines.size(), 0);
    auto addBond = [&](int a, int b) {
      p.bonds.emplace_back(std::min(a, b), std::max(a, b));
      used[static_cast<size_t>(a)] = used[static_cast<size_t>(b)] = 1;
    };
    pc.interChainBonds = c.interChain;
    if (fileHasBondRecords) {
      for (size_t k = 0; k < c.ssbonds.size(); ++k) {
        const auto [ra, rb] = c.ssbonds[k];
        const int a = cysOf[static_cast<size_t>(ra)], b = cysOf[static_cast<size_t>(rb)];
        if (a < 0 || b < 0)
          throw IoError(c.ssbondPlaces[k] + ": chain " + c.id + ": residue " +
                        c.residues[static_cast<size_t>(a < 0 ? ra : rb)].key + " of a disulfide bond is not CYS");
        if (a == b || used[static_cast<size_t>(a)] || used[static_cast<size_t>(b)])
          throw IoError(c.ssbondPlaces[k] + ": chain " + c.id + ": cysteine " +
                        c.residues[static_cast<size_t>(used[static_cast<size_t>(a)] || a == b ? ra : rb)].key +
                        (a == b ? " is bonded to itself" : " is in two " + records));
        addBond(a, b);
      }
    } else {
      pc.bondsFromSsbond = false;
      struct Candidate {
        double d;
        int a, b;
      };
      std::vector<Candidate> candidates;
      for (size_t a = 0; a < p.cysteines.size(); ++a)
        for (size_t b = a + 1; b < p.cysteines.size(); ++b) {
          const StructureResidue& x = c.residues[static_cast<size_t>(p.cysteines[a])];
          const StructureResidue& y = c.residues[static_cast<size_t>(p.cysteines[b])];
          if (!x.hasSg || !y.hasSg) continue;
          const double d = (x.sg - y.sg).norm();
          if (d < kDisulfideSgDistance) candidates.push_back({d, static_cast<int>(a), static_cast<int>(b)});
        }
      std::sort(candidates.begin(), candidates.end(), [](const Candidate& u, const Candidate& v) {
        return u.d != v.d ? u.d < v.d : std::make_pair(u.a, u.b) < std::make_pair(v.a, v.b);
      });
      for (const Candidate& k : candidates)
        if (!used[static_cast<size_t>(k.a)] && !used[static_cast<size_t>(k.b)]) addBond(k.a, k.b);
    }
    std::sort(p.bonds.begin(), p.bonds.end());
    out.push_back(std::move(pc));
  }
  return out;
}

}  // namespace m3
