#include "io/mmcif_io.h"

#include <gemmi/cif.hpp>
#include <gemmi/mmcif.hpp>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>

#include "io/io_error.h"
#include "io/protein_structure.h"

namespace m3 {

namespace {

std::string residueKey(const gemmi::SeqId& seqid) {
  std::string key = seqid.num.has_value() ? std::to_string(*seqid.num) : std::string("?");
  if (seqid.icode != ' ' && seqid.icode != '\0') key += seqid.icode;
  return key;
}

// gemmi reads integers (residue and model numbers, ids) without an overflow check, which is
// undefined behaviour past 2^31 (found by fuzzing): a value whose leading digits run past
// nine is refused before gemmi converts anything. No field of a real file is that long.
void refuseHugeNumbers(const gemmi::cif::Block& block, const std::string& source) {
  const auto check = [&](const std::string& value) {
    size_t i = value.find_first_not_of(" \t'\"");
    if (i == std::string::npos) return;
    if (value[i] == '-' || value[i] == '+') ++i;
    size_t digits = 0;
    while (i + digits < value.size() && value[i + digits] >= '0' && value[i + digits] <= '9') ++digits;
    if (digits > 9) throw IoError(source + ": the number " + value.substr(0, 40) + " is too large for any mmCIF field");
  };
  for (const gemmi::cif::Item& item : block.items) {
    if (item.type == gemmi::cif::ItemType::Pair) check(item.pair[1]);
    else if (item.type == gemmi::cif::ItemType::Loop)
      for (const std::string& value : item.loop.values) check(value);
    else if (item.type == gemmi::cif::ItemType::Frame) refuseHugeNumbers(item.frame, source);
  }
}

gemmi::Structure parse(const std::string& text, const std::string& source) {
  try {
    const gemmi::cif::Document doc = gemmi::cif::read_memory(text.data(), text.size(), source.c_str());
    if (doc.blocks.empty()) throw IoError(source + ": no data block (not an mmCIF file)");
    for (const gemmi::cif::Block& block : doc.blocks) refuseHugeNumbers(block, source);
    return gemmi::make_structure(doc);
  } catch (const IoError&) {
    throw;
  } catch (const std::exception& e) {  // gemmi's and PEGTL's parse errors
    throw IoError(source + ": not a readable mmCIF file (" + std::string(e.what()) + ")");
  }
}

}  // namespace

std::vector<PdbChain> readMmcif(const std::string& text, const std::string& source, const std::string& fallbackId,
                                const StructureSelection& selection) {
  const gemmi::Structure st = parse(text, source);
  if (st.models.empty()) throw IoError(source + ": no atoms (_atom_site) in the file");
  const gemmi::Model* model = &st.models.front();
  if (selection.model > 0) {
    model = nullptr;
    std::vector<int> have;
    for (const gemmi::Model& m : st.models) {
      if (m.name == std::to_string(selection.model)) model = &m;
      have.push_back(std::atoi(m.name.c_str()));
    }
    if (!model)
      throw IoError(source + ": has no model " + std::to_string(selection.model) + " (it has models " +
                    modelNumbersText(have) + ")");
  }
  std::vector<StructureChain> chains;
  std::map<std::string, size_t> chainNamed;
  std::map<std::pair<std::string, std::string>, std::pair<int, int>> residueAt;  // (chain, key) -> (chain, residue)
  std::set<std::string> otherChains;  // in the model, not selected
  for (const gemmi::Chain& chain : model->chains) {
    if (!selection.selects(chain.name)) {
      otherChains.insert(chain.name);
      continue;
    }
    // A chain whose atoms come in several runs is one chain, as in the PDB reader.
    const auto [named, added] = chainNamed.emplace(chain.name, chains.size());
    if (added) chains.push_back({chain.name, {}, {}, {}, 0});
    const int chainIndex = static_cast<int>(named->second);
    StructureChain& parsed = chains[named->second];
    for (const gemmi::Residue& residue : chain.residues) {
      if (residue.het_flag == 'H') continue;  // waters and ligands, as the PDB reader skips HETATM
      StructureResidue r{residueKey(residue.seqid), residue.name};
      for (const gemmi::Atom& atom : residue.atoms) {
        if (!std::isfinite(atom.pos.x) || !std::isfinite(atom.pos.y) || !std::isfinite(atom.pos.z))
          throw IoError(source + ": chain " + chain.name + " residue " + r.key + " atom " + atom.name +
                        " has no finite coordinates");
        if (atom.altloc != '\0' && atom.altloc != 'A' && atom.altloc != '1') continue;  // first altloc only
        const Eigen::Vector3d xyz(atom.pos.x, atom.pos.y, atom.pos.z);
        if (atom.name == "SG" && !r.hasSg) r.hasSg = true, r.sg = xyz;
        if (atom.name == "CA" && !r.hasCa) r.hasCa = true, r.ca = xyz;
      }
      // The same residue twice in a chain (a damaged file): its first appearance counts.
      if (!residueAt.emplace(std::make_pair(chain.name, r.key), std::make_pair(chainIndex, int(parsed.residues.size()))).second)
        continue;
      parsed.residues.push_back(std::move(r));
    }
  }

  bool anyDisulfide = false;
  for (const gemmi::Connection& c : st.connections) {
    if (c.type != gemmi::Connection::Disulf) continue;
    anyDisulfide = true;
    const std::string place = source + ": _struct_conn " + c.name;
    if (!selection.selects(c.partner1.chain_name) && !selection.selects(c.partner2.chain_name)) continue;
    if (c.partner1.chain_name != c.partner2.chain_name) {
      for (StructureChain& chain : chains) chain.interChain += chain.id == c.partner1.chain_name || chain.id == c.partner2.chain_name;
      continue;
    }
    int ends[2] = {-1, -1}, chain = -1;
    const gemmi::AtomAddress* partners[2] = {&c.partner1, &c.partner2};
    for (int e = 0; e < 2; ++e) {
      const std::string key = residueKey(partners[e]->res_id.seqid);
      const auto at = residueAt.find({partners[e]->chain_name, key});
      if (at == residueAt.end())
        throw IoError(place + ": residue " + partners[e]->chain_name + " " + key + " has no atoms");
      chain = at->second.first;
      ends[e] = at->second.second;
      const std::string& name = chains[static_cast<size_t>(chain)].residues[static_cast<size_t>(ends[e])].name;
      if (name != "CYS") throw IoError(place + ": residue " + partners[e]->chain_name + " " + key + " is " + name + ", not CYS");
    }
    chains[static_cast<size_t>(chain)].ssbonds.emplace_back(ends[0], ends[1]);
    chains[static_cast<size_t>(chain)].ssbondPlaces.push_back(place);
  }
  // Chains of waters or ligands only have no residue (and no bond) left.
  std::vector<StructureChain> polymers;
  for (StructureChain& c : chains)
    if (!c.residues.empty()) polymers.push_back(std::move(c));
  if (polymers.empty() && !otherChains.empty()) {
    std::string have;
    for (const std::string& c : otherChains) have += (have.empty() ? "" : ", ") + c;
    throw IoError(source + ": has none of the chains asked for (it has " + have + ")");
  }
  if (polymers.empty()) throw IoError(source + ": no polymer atoms (ATOM records of _atom_site) in model " + model->name);
  return proteinChains(polymers, anyDisulfide, st.name.empty() ? fallbackId : st.name, fallbackId,
                       "_struct_conn disulf rows");
}

std::vector<PdbChain> readMmcifFile(const std::string& path, const StructureSelection& selection) {
  std::string stem = std::filesystem::path(path).filename().string();
  stem = stem.substr(0, stem.find('.'));
  return readMmcif(readFileMaybeGzip(path), path, stem.empty() ? "CIF" : stem, selection);
}

}  // namespace m3
