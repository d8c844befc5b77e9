// PDBx/mmCIF structures (io/mmcif_io.h, through gemmi): chains, sequences and cysteines from
// _atom_site (first model, HETATM left out), disulfide bonds from _struct_conn (within a chain;
// between chains counted), SG-SG distances when there is no disulf row, the same proteins as
// the PDB reader gives for the same structure, and clear errors naming the file.
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

#include "io/io_error.h"
#include "io/mmcif_io.h"
#include "io/pdb_io.h"
#include "io/protein_input.h"

using namespace m3;

namespace {

struct AtomRow {
  const char* group;
  int id;
  const char* atom;
  const char* residue;
  const char* chain;
  int seq;
  double x, y, z;
};

// Chain A: CYS ALA CYS CYS and a water; chain B: CYS GLY CYS. SGs of A1 and A3 are 2.05 A apart.
const AtomRow kAtoms[] = {
    {"ATOM", 1, "CA", "CYS", "A", 1, 0, 0, 0},      {"ATOM", 2, "SG", "CYS", "A", 1, 1, 0, 0},
    {"ATOM", 3, "CA", "ALA", "A", 2, 3.8, 0, 0},    {"ATOM", 4, "CA", "CYS", "A", 3, 4, 2, 0},
    {"ATOM", 5, "SG", "CYS", "A", 3, 3.05, 0, 0},   {"ATOM", 6, "CA", "CYS", "A", 4, 8, 0, 0},
    {"ATOM", 7, "SG", "CYS", "A", 4, 9, 0, 0},      {"HETATM", 8, "O", "HOH", "A", 101, 20, 20, 20},
    {"ATOM", 9, "CA", "CYS", "B", 1, 30, 0, 0},     {"ATOM", 10, "SG", "CYS", "B", 1, 31, 0, 0},
    {"ATOM", 11, "CA", "GLY", "B", 2, 34, 0, 0},    {"ATOM", 12, "CA", "CYS", "B", 3, 38, 0, 0},
    {"ATOM", 13, "SG", "CYS", "B", 3, 39, 0, 0},
};

std::string atomSite(const char* xOfFirst = nullptr, const std::vector<AtomRow>& extra = {}) {
  std::string text =
      "loop_\n_atom_site.group_PDB\n_atom_site.id\n_atom_site.type_symbol\n_atom_site.label_atom_id\n"
      "_atom_site.label_alt_id\n_atom_site.label_comp_id\n_atom_site.label_asym_id\n_atom_site.label_entity_id\n"
      "_atom_site.label_seq_id\n_atom_site.pdbx_PDB_ins_code\n_atom_site.Cartn_x\n_atom_site.Cartn_y\n"
      "_atom_site.Cartn_z\n_atom_site.occupancy\n_atom_site.B_iso_or_equiv\n_atom_site.auth_seq_id\n"
      "_atom_site.auth_asym_id\n_atom_site.pdbx_PDB_model_num\n";
  std::vector<AtomRow> rows(std::begin(kAtoms), std::end(kAtoms));
  rows.insert(rows.end(), extra.begin(), extra.end());
  for (const AtomRow& a : rows) {
    const bool water = std::string(a.residue) == "HOH";
    const std::string x = a.id == 1 && xOfFirst ? xOfFirst : std::to_string(a.x);
    text += std::string(a.group) + " " + std::to_string(a.id) + " " + a.atom[0] + " " + a.atom + " . " + a.residue +
            " " + a.chain + (water ? "W 2 . ? " : " 1 " + std::to_string(a.seq) + " ? ") + x + " " +
            std::to_string(a.y) + " " + std::to_string(a.z) + " 1.00 10.0 " + std::to_string(a.seq) + " " + a.chain +
            " 1\n";
  }
  return text;
}

// Disulf rows: (chain, residue, residue number) pairs.
std::string structConn(const std::vector<std::array<std::string, 6>>& bonds) {
  std::string text =
      "loop_\n_struct_conn.id\n_struct_conn.conn_type_id\n_struct_conn.ptnr1_auth_asym_id\n"
      "_struct_conn.ptnr1_label_comp_id\n_struct_conn.ptnr1_auth_seq_id\n_struct_conn.ptnr1_label_atom_id\n"
      "_struct_conn.ptnr2_auth_asym_id\n_struct_conn.ptnr2_label_comp_id\n_struct_conn.ptnr2_auth_seq_id\n"
      "_struct_conn.ptnr2_label_atom_id\n";
  for (size_t k = 0; k < bonds.size(); ++k) {
    const auto& b = bonds[k];
    text += "disulf" + std::to_string(k + 1) + " disulf " + b[0] + " " + b[1] + " " + b[2] + " SG " + b[3] + " " + b[4] +
            " " + b[5] + " SG\n";
  }
  return text;
}

std::string structure(const std::string& conn, const char* xOfFirst = nullptr, const std::vector<AtomRow>& extra = {}) {
  return "data_1TST\n_entry.id 1TST\n#\n" + atomSite(xOfFirst, extra) + "#\n" + conn;
}

QString errorOf(const std::string& text) {
  try {
    readMmcif(text, "t.cif");
  } catch (const IoError& e) {
    return QString::fromStdString(e.what());
  }
  return {};
}

}  // namespace

class TestMmcifIo : public QObject {
  Q_OBJECT
 private slots:
  void chainsAndDisulfideRows() {
    const std::vector<PdbChain> chains =
        readMmcif(structure(structConn({{"A", "CYS", "1", "A", "CYS", "3"}, {"A", "CYS", "4", "B", "CYS", "1"}})), "t.cif");
    QCOMPARE(chains.size(), size_t(2));
    const Protein& a = chains[0].protein;
    QCOMPARE(a.name, std::string("1TST_A"));
    QCOMPARE(a.sequence, std::string("CACC"));  // the water is left out
    QCOMPARE(a.cysteines, (std::vector<int>{0, 2, 3}));
    QCOMPARE(a.bonds, (std::vector<std::pair<int, int>>{{0, 1}}));
    QVERIFY(chains[0].bondsFromSsbond);
    QCOMPARE(chains[0].interChainBonds, 1);
    QCOMPARE(chains[1].protein.name, std::string("1TST_B"));
    QCOMPARE(chains[1].protein.sequence, std::string("CGC"));
    QVERIFY(chains[1].protein.bonds.empty());  // the file's rows say which bonds there are
    QCOMPARE(chains[1].interChainBonds, 1);
    QCOMPARE(chains[0].sgAtoms[1].x(), 3.05);
    QCOMPARE(chains[0].caAtoms[1].x(), 3.8);
  }

  // An NMR-like file of two models (the second moved 100 A along x): the first by default,
  // either by number, the chains asked for, and errors naming what the file has.
  void modelsAndChainsAreSelectable() {
    const std::string one = structure("");
    std::string text = one;
    for (const AtomRow& a : kAtoms) {  // model 2: the same atoms, moved
      const bool water = std::string(a.residue) == "HOH";
      text += std::string(a.group) + " " + std::to_string(a.id + 100) + " " + a.atom[0] + " " + a.atom + " . " + a.residue +
              " " + a.chain + (water ? "W 2 . ? " : " 1 " + std::to_string(a.seq) + " ? ") + std::to_string(a.x + 100) +
              " " + std::to_string(a.y) + " " + std::to_string(a.z) + " 1.00 10.0 " + std::to_string(a.seq) + " " +
              a.chain + " 2\n";
    }
    QCOMPARE(readMmcif(text, "t.cif")[0].caAtoms[0].x(), 0.0);
    QCOMPARE(readMmcif(text, "t.cif", "CIF", {.model = 1})[0].caAtoms[0].x(), 0.0);
    const std::vector<PdbChain> second = readMmcif(text, "t.cif", "CIF", {.model = 2});
    QCOMPARE(second.size(), size_t(2));
    QCOMPARE(second[0].caAtoms[0].x(), 100.0);
    const std::vector<PdbChain> onlyB = readMmcif(text, "t.cif", "CIF", {.model = 2, .chains = {"B"}});
    QCOMPARE(onlyB.size(), size_t(1));
    QCOMPARE(onlyB[0].protein.name, std::string("1TST_B"));
    try {
      readMmcif(text, "t.cif", "CIF", {.model = 3});
      QFAIL("model 3 read");
    } catch (const IoError& e) {
      QCOMPARE(QString(e.what()), QString("t.cif: has no model 3 (it has models 1-2)"));
    }
    try {
      readMmcif(text, "t.cif", "CIF", {.chains = {"Z"}});
      QFAIL("chain Z read");
    } catch (const IoError& e) {
      QCOMPARE(QString(e.what()), QString("t.cif: has none of the chains asked for (it has A, B)"));
    }
  }

  // No disulf row: bonds from SG-SG distances, as for a PDB file without SSBOND; and the PDB
  // reader gives the same proteins for the same atoms.
  void distancesWithoutRowsAndAsPdb() {
    const std::vector<PdbChain> chains = readMmcif(structure(""), "t.cif");
    QVERIFY(!chains[0].bondsFromSsbond);
    QCOMPARE(chains[0].protein.bonds, (std::vector<std::pair<int, int>>{{0, 1}}));
    std::string pdb = "HEADER    TEST                                    01-JAN-00   1TST\n";
    for (const AtomRow& r : kAtoms) {
      if (std::string(r.group) != "ATOM") continue;
      char line[100];
      std::snprintf(line, sizeof line, "ATOM  %5d  %-3s %3s %s%4d    %8.3f%8.3f%8.3f  1.00 10.00\n", r.id, r.atom,
                    r.residue, r.chain, r.seq, r.x, r.y, r.z);
      pdb += line;
    }
    const std::vector<PdbChain> fromPdb = readPdb(pdb, "t.pdb");
    QCOMPARE(fromPdb.size(), chains.size());
    for (size_t c = 0; c < chains.size(); ++c) {
      QCOMPARE(fromPdb[c].protein.name, chains[c].protein.name);
      QCOMPARE(fromPdb[c].protein.sequence, chains[c].protein.sequence);
      QCOMPARE(fromPdb[c].protein.bonds, chains[c].protein.bonds);
    }
  }

  // Chain A's atoms in two runs (after chain B's): one chain, and a bond across the runs
  // (a fuzzing finding: the runs were two chains and the bond read past one of them).
  void aChainInTwoRuns() {
    const std::vector<PdbChain> chains =
        readMmcif(structure(structConn({{"A", "CYS", "1", "A", "CYS", "7"}}), nullptr,
                            {{"ATOM", 14, "CA", "CYS", "A", 7, 50, 0, 0}, {"ATOM", 15, "SG", "CYS", "A", 7, 51, 0, 0}}),
                  "t.cif");
    QCOMPARE(chains.size(), size_t(2));
    QCOMPARE(chains[0].protein.sequence, std::string("CACCC"));
    QCOMPARE(chains[0].protein.bonds, (std::vector<std::pair<int, int>>{{0, 3}}));
  }

  void filesOpenByExtension() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("1tst.cif").toStdString();
    std::ofstream(path) << structure(structConn({{"A", "CYS", "1", "A", "CYS", "3"}}));
    const ProteinInput input = readProteinInput(path);
    QCOMPARE(input.proteins.size(), size_t(2));
    QCOMPARE(input.bondSource[0], BondSource::Ssbond);
    QCOMPARE(readProteinInput(dir.path().toStdString()).proteins.size(), size_t(2));  // a folder of them
  }

  void badFilesAreNamed() {
    QVERIFY(errorOf("HEADER    not a cif file\n").startsWith("t.cif: "));
    QVERIFY(errorOf("data_x\nloop_\n_atom_site.id\n").startsWith("t.cif: "));
    QVERIFY(errorOf("").startsWith("t.cif: "));
    QString e = errorOf(structure(structConn({{"A", "CYS", "1", "A", "ALA", "2"}})));
    QVERIFY2(e.startsWith("t.cif: _struct_conn disulf1: residue A 2 is ALA, not CYS"), qPrintable(e));
    e = errorOf(structure(structConn({{"A", "CYS", "1", "A", "CYS", "9"}})));
    QVERIFY2(e.contains("residue A 9 has no atoms"), qPrintable(e));
    e = errorOf(structure(structConn({{"A", "CYS", "1", "A", "CYS", "3"}, {"A", "CYS", "3", "A", "CYS", "4"}})));
    QVERIFY2(e.contains("disulf2") && e.contains("in two _struct_conn disulf rows"), qPrintable(e));
    // A number gemmi would overflow converting (found by fuzzing) is refused first.
    e = errorOf(structure(structConn({{"A", "CYS", "99999999999", "A", "CYS", "3"}})));
    QVERIFY2(e.startsWith("t.cif: the number 99999999999 is too large"), qPrintable(e));
    e = errorOf(structure("", "?"));
    QVERIFY2(e.contains("no finite coordinates"), qPrintable(e));
  }
};

QTEST_GUILESS_MAIN(TestMmcifIo)
#include "test_mmcif_io.moc"
