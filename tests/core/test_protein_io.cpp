// Tests of protein data for disulfide connectivity: the DISULFIND set reader and its tar
// parser (core/io/disulfind_io.h), FASTA with bonds (core/io/fasta_bonds.h) and cysteine
// pair features (core/features/cysteine_pairs.h).
#include <zlib.h>

#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "features/cysteine_pairs.h"
#include "io/disulfind_io.h"
#include "io/fasta_bonds.h"
#include "io/io_error.h"
#include "io/pdb_io.h"
#include "io/protein_files.h"
#include "io/protein_input.h"
#include "io_error_of.h"
#include "test_paths.h"

using namespace m3;

namespace {

// Minimal ustar writer, enough to build archives for the parser.
std::string tarOf(const std::vector<std::pair<std::string, std::string>>& files) {
  std::string out;
  for (const auto& [name, data] : files) {
    std::string h(512, '\0');
    std::snprintf(h.data(), 100, "%s", name.c_str());
    std::snprintf(h.data() + 100, 8, "%07o", 0644);
    std::snprintf(h.data() + 108, 8, "%07o", 0);
    std::snprintf(h.data() + 116, 8, "%07o", 0);
    std::snprintf(h.data() + 124, 12, "%011o", static_cast<unsigned>(data.size()));
    std::snprintf(h.data() + 136, 12, "%011o", 0);
    h[156] = '0';
    std::memcpy(h.data() + 257, "ustar\0" "00", 8);
    std::memset(h.data() + 148, ' ', 8);
    unsigned sum = 0;
    for (unsigned char c : h) sum += c;
    std::snprintf(h.data() + 148, 8, "%06o", sum);
    out += h + data + std::string((512 - data.size() % 512) % 512, '\0');
  }
  return out + std::string(1024, '\0');
}

// A graph file in the DISULFIND format with 2n nodes of dimension dim and all (2n-1)!!
// matchings; `truth` is the target-1 pattern.
std::string graphText(const std::string& id, int n, int dim,
                      const std::vector<std::pair<int, int>>& truth) {
  std::string s = "id " + id + "\nglobal_target_dim 1\nlocal_target_dim 1\nnodes_input_dim " +
                  std::to_string(dim) + "\n\n";
  for (int i = 0; i < 2 * n; ++i) {
    s += "node";
    for (int d = 0; d < dim; ++d) {
      s += ' ';  // appended stepwise: GCC 12 warns falsely (-Wrestrict) on " " + to_string()
      s += std::to_string(0.25 * ((i + d) % 4));
    }
    s += "\n";
  }
  std::vector<std::vector<std::pair<int, int>>> all;
  std::vector<std::pair<int, int>> cur;
  std::vector<char> used(2 * n, 0);
  std::function<void()> rec = [&] {
    int i = 0;
    while (i < 2 * n && used[i]) ++i;
    if (i == 2 * n) { all.push_back(cur); return; }
    used[i] = 1;
    for (int j = i + 1; j < 2 * n; ++j)
      if (!used[j]) {
        used[j] = 1;
        cur.emplace_back(i, j);
        rec();
        cur.pop_back();
        used[j] = 0;
      }
    used[i] = 0;
  };
  rec();
  // As in the real files: graph target = fraction of true bonds, node target = own pair true.
  for (const auto& m : all) {
    std::vector<int> mate(2 * n, -1), ok(2 * n, 0);
    int right = 0;
    for (auto [a, b] : m) {
      mate[a] = b;
      const bool t = std::find(truth.begin(), truth.end(), std::make_pair(a, b)) != truth.end();
      ok[a] = ok[b] = t;
      right += t;
    }
    char target[32];
    std::snprintf(target, sizeof target, "%g", static_cast<double>(right) / n);
    s += "\ngraph (";
    s += std::to_string(2 * n) + ") " + target + "\n\n";
    for (int i = 0; i < 2 * n; ++i) {
      s += std::to_string(i) + ' ' + std::to_string(ok[i]);
      if (mate[i] >= 0) s += ' ' + std::to_string(mate[i]);
      s += " \n";
    }
  }
  return s;
}

void writeText(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A tiny consistent DISULFIND folder: A.2 (0-1;2-3) and B.3 (0-5;1-2;3-4).
void writeMiniSet(const std::string& dir, const std::string& connectivityB = "0-5;1-2;3-4") {
  writeText(dir + "/graphs.tar.gz",
            tarOf({{"graphs/A.2", graphText("A.2", 2, 3, {{0, 1}, {2, 3}})},
                   {"graphs/B.3", graphText("B.3", 3, 3, {{0, 5}, {1, 2}, {3, 4}})}}));
  writeText(dir + "/dataset.txt", "A.2\nB.3\n");
  writeText(dir + "/connectivity.tsv",
            "graph_id\tentry_name\tn_bonds\tn_bonded_cys\tn_candidate_patterns\ttrue_pairs_0based\n"
            "A.2\tA\t2\t4\t3\t0-1;2-3\nB.3\tB\t3\t6\t15\t" + connectivityB + "\n");
  writeText(dir + "/train_nbonds2.txt", "A.2\n");
  writeText(dir + "/train_nbonds3.txt", "B.3\n");
  writeText(dir + "/train_nbonds4.txt", "");
  writeText(dir + "/train_nbonds5.txt", "");
}


// PDB fixed-column records for hand-written structures.
std::string atom(int serial, const char* name, const char* res, char chain, int seq, double x,
                 double y, double z) {
  char buf[100];
  std::snprintf(buf, sizeof buf, "ATOM  %5d %-4s %3s %c%4d    %8.3f%8.3f%8.3f  1.00  0.00\n",
                serial, name, res, chain, seq, x, y, z);
  return buf;
}
std::string ssbond(int serial, char c1, int r1, char c2, int r2) {
  char buf[100];
  std::snprintf(buf, sizeof buf, "SSBOND %3d CYS %c %4d    CYS %c %4d\n", serial, c1, r1, c2, r2);
  return buf;
}
// Residue list -> ATOM lines with a CA each and an SG for CYS at (x, y, 0).
std::string residues(char chain, const std::vector<std::string>& names,
                     const std::vector<std::pair<double, double>>& sg = {}) {
  std::string s;
  int serial = 1;
  size_t cys = 0;
  for (size_t k = 0; k < names.size(); ++k) {
    s += atom(serial++, " CA", names[k].c_str(), chain, static_cast<int>(k) + 1, 1.0 * k, 0, 0);
    if (names[k] == "CYS") {
      const auto xy = cys < sg.size() ? sg[cys] : std::make_pair(100.0 * (k + 1), 50.0);
      ++cys;
      s += atom(serial++, " SG", "CYS", chain, static_cast<int>(k) + 1, xy.first, xy.second, 0);
    }
  }
  return s;
}

bool allFinite(const RowMatrix& m) { return m.allFinite(); }

// (i,j) and (j,i) give the same features; matrix rows follow pairIndex.
template <class Row>
void checkSymmetricRows(const Protein& p, const RowMatrix& m, Row row) {
  const int n = p.numCysteines();
  QCOMPARE(m.rows(), static_cast<Eigen::Index>(n * (n - 1) / 2));
  int r = 0;
  for (const auto& [i, j] : cysteinePairs(n)) {
    QCOMPARE(pairIndex(i, j, n), r);
    const Eigen::VectorXd a = row(p, i, j), b = row(p, j, i);
    QVERIFY(a == b);
    QVERIFY(m.row(r).transpose() == a);
    ++r;
  }
}

}  // namespace

class TestProteinIo : public QObject {
  Q_OBJECT

 private slots:
  void disulfindRealSet() {
    const std::string dir = std::string(M3_SHARED_DATA_DIR) + "/disulfind_conn";
    if (!std::filesystem::exists(dir + "/graphs.tar.gz"))
      QSKIP(qPrintable(QString("DISULFIND data absent at %1 (see shared/data/disulfind_conn/PROVENANCE.md)")
                           .arg(QString::fromStdString(dir))));
    const DisulfindSet ds = readDisulfindSet(dir);
    QCOMPARE(ds.proteins.proteins.size(), size_t(521));
    std::map<int, int> perBonds;
    int totalBonds = 0;
    for (const Protein& p : ds.proteins.proteins) {
      const int n = static_cast<int>(p.bonds.size());
      ++perBonds[n];
      totalBonds += n;
      QVERIFY(p.sequence.empty() && p.cysteines.empty());
      QCOMPARE(p.cysteineFeatures.rows(), Eigen::Index(2 * n));
      QCOMPARE(p.cysteineFeatures.cols(), Eigen::Index(102));
      QVERIFY2(p.bondsFormMatching(true), p.name.c_str());
      QVERIFY(std::is_sorted(p.bonds.begin(), p.bonds.end()));
      QVERIFY(allFinite(p.cysteineFeatures));
    }
    // Counts from PROVENANCE.md, and each equals its train list.
    QCOMPARE(perBonds, (std::map<int, int>{{2, 171}, {3, 185}, {4, 114}, {5, 51}}));
    QCOMPARE(totalBonds, 1608);
    for (int k = 2; k <= 5; ++k) QCOMPARE(static_cast<int>(ds.trainLists.at(k).size()), perBonds[k]);
    QCOMPARE(ds.proteins.proteins.front().name, std::string("1A02_HUMAN.2"));
    QCOMPARE(ds.proteins.proteins.front().bonds,
             (std::vector<std::pair<int, int>>{{0, 1}, {2, 3}}));

    // Vector pair features on the real set: dimension, finiteness, symmetry, labels.
    for (size_t k = 0; k < ds.proteins.proteins.size(); k += 37) {
      const Protein& p = ds.proteins.proteins[k];
      const RowMatrix f = cysteinePairFeatures(p);
      QCOMPARE(f.cols(), Eigen::Index(vectorPairDim(102)));
      QCOMPARE(vectorPairDim(102), 317);
      QVERIFY(allFinite(f));
      QVERIFY((f.array() >= 0).all());
      checkSymmetricRows(p, f, vectorPairFeature);
      QCOMPARE(pairBondLabels(p).sum(), static_cast<int>(p.bonds.size()));
    }
  }

  void tarParsing() {
    const std::string big(700, 'x');
    const std::string tar = tarOf({{"d/a.txt", "hello"}, {"d/b", big}, {"empty", ""}});
    const auto entries = parseTar(tar, "t.tar");
    QCOMPARE(entries.size(), size_t(3));
    QCOMPARE(entries[0].name, std::string("d/a.txt"));
    QCOMPARE(entries[0].data, std::string("hello"));
    QCOMPARE(entries[1].data, big);
    QCOMPARE(entries[2].data, std::string());
    // Truncation anywhere is an IoError mentioning truncation (a zero block cut short too).
    for (size_t cut : {size_t(0), size_t(100), size_t(512), size_t(600), size_t(1024), size_t(1536),
                       size_t(2000), tar.size() - 1024, tar.size() - 600}) {
      const QString msg = ioErrorOf([&] { parseTar(tar.substr(0, cut), "t.tar"); });
      QVERIFY2(msg.contains("truncated"), qPrintable(QString("cut %1: %2").arg(cut).arg(msg)));
    }
    std::string bad = tar;
    bad[3] = 'Z';  // name byte changed: checksum no longer matches
    QVERIFY(ioErrorOf([&] { parseTar(bad, "t.tar"); }).contains("checksum"));
    bad = tar;
    bad[124 + 3] = '9';  // not octal
    QVERIFY(ioErrorOf([&] { parseTar(bad, "t.tar"); }).contains("octal"));
    QVERIFY(ioErrorOf([&] { parseTar(std::string(600, 'a'), "t.tar"); }).contains("t.tar"));
    QVERIFY(ioErrorOf([&] { parseTar("", "t.tar"); }).startsWith("t.tar: empty file"));
  }

  void graphParsingErrors() {
    const std::string good = graphText("X.2", 2, 3, {{0, 2}, {1, 3}});
    const Protein p = parseDisulfindGraph(good, "X");
    QCOMPARE(p.name, std::string("X.2"));
    QCOMPARE(p.bonds, (std::vector<std::pair<int, int>>{{0, 2}, {1, 3}}));
    QCOMPARE(p.cysteineFeatures.rows(), Eigen::Index(4));
    QCOMPARE(p.cysteineFeatures(1, 2), 0.75);

    auto replaceFirst = [](std::string s, const std::string& from, const std::string& to) {
      s.replace(s.find(from), from.size(), to);
      return s;
    };
    // Bad number in a node line.
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(replaceFirst(good, "node 0", "node 0.x"), "X"); })
                .contains("bad number"));
    // Wrong node dimension.
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(replaceFirst(good, "nodes_input_dim 3", "nodes_input_dim 4"), "X"); })
                .contains("expected 4"));
    // A second width after node lines of the first (a fuzzer found the overread this caused).
    QVERIFY(ioErrorOf([&] {
      parseDisulfindGraph(replaceFirst(good, "\nnode ", "\nnodes_input_dim 4\nnode "), "X");
    }).contains("declared twice"));
    // Id says 3 bonds but there are 4 nodes.
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(replaceFirst(good, "id X.2", "id X.3"), "X"); })
                .contains("nodes but id says 3"));
    // A huge bond count is an error, not an overflow of 2n or (2n-1)!!.
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(replaceFirst(good, "id X.2", "id X.2000000000"), "X"); })
                .contains("X: 4 nodes but id says 2000000000 bonds (expected 4000000000)"));
    // Two patterns marked true.
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(replaceFirst(good, "graph (4) 0", "graph (4) 1"), "X"); })
                .contains("target 1"));
    // A wrong pattern whose target claims half of its bonds are right.
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(replaceFirst(good, "graph (4) 0", "graph (4) 0.5"), "X"); })
                .contains("true bonds"));
    // A node target contradicting the true pattern (first pattern pairs 0-1, which is false).
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(replaceFirst(good, "\n0 0 1", "\n0 1 1"), "X"); })
                .contains("node targets"));
    // A pattern missing: (2n-1)!! check.
    const std::string cut = good.substr(0, good.rfind("\ngraph"));
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(cut, "X"); }).contains("candidate patterns"));
    // A pattern cut in the middle.
    QVERIFY(ioErrorOf([&] { parseDisulfindGraph(good.substr(0, good.size() - 5), "X"); }).contains("ends after 3 of 4"));
  }

  void miniSetAndCrossChecks() {
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    writeMiniSet(dir);
    const DisulfindSet ds = readDisulfindSet(dir);
    QCOMPARE(ds.proteins.proteins.size(), size_t(2));
    QCOMPARE(ds.proteins.proteins[1].bonds, (std::vector<std::pair<int, int>>{{0, 5}, {1, 2}, {3, 4}}));

    // connectivity.tsv disagreeing with the target-1 pattern.
    writeMiniSet(dir, "0-1;2-5;3-4");
    QVERIFY(ioErrorOf([&] { readDisulfindSet(dir); }).contains("disagree with the target-1 pattern"));
    // An id in the wrong train list.
    writeMiniSet(dir);
    writeText(dir + "/train_nbonds2.txt", "A.2\nB.3\n");
    QVERIFY(ioErrorOf([&] { readDisulfindSet(dir); }).contains("has 3 bonds, not 2"));
    // dataset.txt missing an id.
    writeMiniSet(dir);
    writeText(dir + "/dataset.txt", "A.2\n");
    QVERIFY(ioErrorOf([&] { readDisulfindSet(dir); }).contains("dataset.txt: lists 1 ids"));
    // Truncated archive on disk.
    writeMiniSet(dir);
    std::string tar = tarOf({{"graphs/A.2", graphText("A.2", 2, 3, {{0, 1}, {2, 3}})}});
    writeText(dir + "/graphs.tar.gz", tar.substr(0, 700));
    QVERIFY(ioErrorOf([&] { readDisulfindSet(dir); }).contains("truncated tar"));
    // A damaged graph file is named by the archive, the entry and its line; an archive
    // without graphs is an error, not an empty set.
    writeText(dir + "/graphs.tar.gz", tarOf({{"graphs/A.2", "id A.2\nnodes_input_dim 1\nnode x\n"}}));
    const QString tarPath = QString::fromStdString(dir + "/graphs.tar.gz");
    QCOMPARE(ioErrorOf([&] { readDisulfindSet(dir); }), tarPath + ":graphs/A.2:3: bad number 'x'");
    writeText(dir + "/graphs.tar.gz", tarOf({}));
    QCOMPARE(ioErrorOf([&] { readDisulfindSet(dir); }), tarPath + ": the archive holds no graph files");
    // Missing folder.
    QVERIFY(ioErrorOf([&] { readDisulfindSet(dir + "/nope"); }).contains("cannot open"));
  }

  void fastaRoundTrip() {
    const std::string text =
        "; comment\n>1ANS_A bonds=3-17,11-4,6-22 sea anemone toxin\nRSCCPCYWGGCPWGQ\nncypegcsgpkv*\n"
        ">free\nACDC\n>none bonds=\nMKC\n";
    const ProteinSet s = readFastaBonds(text, "t.fa");
    QCOMPARE(s.proteins.size(), size_t(3));
    const Protein& a = s.proteins[0];
    QCOMPARE(a.name, std::string("1ANS_A"));
    QCOMPARE(a.sequence, std::string("RSCCPCYWGGCPWGQNCYPEGCSGPKV"));
    QCOMPARE(a.cysteines, (std::vector<int>{2, 3, 5, 10, 16, 21}));
    QCOMPARE(a.bonds, (std::vector<std::pair<int, int>>{{0, 4}, {1, 3}, {2, 5}}));
    QVERIFY(a.bondsFormMatching(true));
    QVERIFY(s.proteins[1].bonds.empty() && s.proteins[2].bonds.empty());

    const std::string written = writeFastaBonds(s);
    QVERIFY(written.find(">1ANS_A bonds=3-17,4-11,6-22\n") != std::string::npos);
    const ProteinSet back = readFastaBonds(written, "w.fa");
    QCOMPARE(back.proteins.size(), s.proteins.size());
    for (size_t k = 0; k < s.proteins.size(); ++k) {
      QCOMPARE(back.proteins[k].name, s.proteins[k].name);
      QCOMPARE(back.proteins[k].sequence, s.proteins[k].sequence);
      QCOMPARE(back.proteins[k].cysteines, s.proteins[k].cysteines);
      QCOMPARE(back.proteins[k].bonds, s.proteins[k].bonds);
    }
    // Long sequences wrap and survive a file round trip.
    ProteinSet longSet;
    Protein lp;
    lp.name = "long";
    std::mt19937 rng(7);
    const std::string aa = "ACDEFGHIKLMNPQRSTVWY";
    for (int k = 0; k < 150; ++k) lp.sequence += aa[rng() % 20];
    lp.sequence[10] = lp.sequence[140] = 'C';
    for (int k = 0; k < 150; ++k)
      if (lp.sequence[k] == 'C') lp.cysteines.push_back(k);
    const auto idx = [&](int pos) {
      return static_cast<int>(std::find(lp.cysteines.begin(), lp.cysteines.end(), pos) - lp.cysteines.begin());
    };
    lp.bonds = {{idx(10), idx(140)}};
    longSet.proteins.push_back(lp);
    QTemporaryDir tmp;
    const std::string path = tmp.path().toStdString() + "/l.fa";
    writeFastaBondsFile(path, longSet);
    const ProteinSet l2 = readFastaBondsFile(path);
    QCOMPARE(l2.proteins[0].sequence, lp.sequence);
    QCOMPARE(l2.proteins[0].bonds, lp.bonds);
  }

  void fastaErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not C") << ">a bonds=1-3\nCAC\n>b bonds=1-2\nCAC\n" << "t.fa:3: bond 1-2 position 2 is 'A'";
    QTest::newRow("out of range") << ">a bonds=1-9\nCAC\n" << "outside the sequence";
    QTest::newRow("zero") << ">a bonds=0-3\nCAC\n" << "outside the sequence";
    QTest::newRow("self") << ">a bonds=1-1\nCAC\n" << "to itself";
    QTest::newRow("twice") << ">a bonds=1-3,5-1\nCACAC\n" << "in two bonds";
    QTest::newRow("duplicate") << ">a bonds=1-3,3-1\nCAC\n" << "listed twice";
    QTest::newRow("bad number") << ">a bonds=1-x\nCAC\n" << "bad residue position 'x'";
    QTest::newRow("no dash") << ">a bonds=13\nCAC\n" << "not of the form a-b";
    QTest::newRow("trailing comma") << ">a bonds=1-3,\nCAC\n" << "not of the form a-b";
    QTest::newRow("two words") << ">a bonds=1-3 bonds=1-3\nCAC\n" << "more than one bonds=";
    QTest::newRow("dup name") << ">a\nC\n>a\nC\n" << "duplicate record name 'a'";
    QTest::newRow("no name") << ">\nCAC\n" << "header without a name";
    QTest::newRow("no sequence") << ">a\n>b\nC\n" << "t.fa:1: record 'a' has no sequence";
    QTest::newRow("bad char") << ">a\nCA1C\n" << "illegal sequence character '1'";
    QTest::newRow("star inside") << ">a\nCA*C\n" << "only allowed at the end";
    QTest::newRow("before header") << "CAC\n>a\nC\n" << "before the first '>'";
    QTest::newRow("empty file") << "" << "t.fa: empty file (no FASTA records)";
    QTest::newRow("comments only") << "; nothing\n\n" << "t.fa: no FASTA records";
    QTest::newRow("binary") << ">a\nC\x01\n" << "t.fa:2: illegal sequence character '\\x01'";
    QTest::newRow("PDB text") << "HEADER    TOXIN\n" << "t.fa:1: sequence text before the first '>' header (this looks";
  }

  void fastaErrors() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QString msg = ioErrorOf([&] { readFastaBonds(text.toStdString(), "t.fa"); });
    QVERIFY2(msg.contains(expected), qPrintable("got: '" + msg + "'"));
  }

  void fastaWriterRequirements() {
    ProteinSet s;
    Protein p;
    p.name = "has space";
    p.sequence = "CC";
    s.proteins.push_back(p);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, writeFastaBonds(s));
    s.proteins[0].name = "ok";
    s.proteins[0].cysteines = {0, 1};
    s.proteins[0].bonds = {{0, 2}};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, writeFastaBonds(s));
  }

  void bins() {
    const std::vector<std::pair<int, int>> sep = {{1, 0}, {2, 0}, {3, 1}, {4, 1}, {5, 2}, {8, 2}, {9, 3},
                                                  {16, 3}, {17, 4}, {128, 6}, {129, 7}, {256, 7}, {257, 8}, {5000, 8}};
    for (auto [d, b] : sep) QCOMPARE(separationBin(d), b);
    const std::vector<std::pair<int, int>> ord = {{1, 0}, {2, 1}, {3, 2}, {4, 3}, {5, 4}, {6, 4}, {7, 5}, {9, 5}, {10, 6}, {40, 6}};
    for (auto [d, b] : ord) QCOMPARE(cysteineOrderBin(d), b);
    QCOMPARE(aminoAcidSymbol('A'), 0);
    QCOMPARE(aminoAcidSymbol('Y'), 19);
    QCOMPARE(aminoAcidSymbol('X'), 20);
    QCOMPARE(aminoAcidSymbol('c'), 20);
  }

  void sequenceFeatures() {
    const ProteinSet s = readFastaBonds(">1ANS_A bonds=3-17,4-11,6-22\nRSCCPCYWGGCPWGQNCYPEGCSGPKV\n", "t");
    const Protein& p = s.proteins[0];
    const RowMatrix f = cysteinePairFeatures(p);  // no vectors: sequence features
    QCOMPARE(kSequencePairDim, 395);
    QCOMPARE(f.cols(), Eigen::Index(kSequencePairDim));
    QVERIFY(allFinite(f));
    QVERIFY((f.array() >= 0).all());
    checkSymmetricRows(p, f, sequencePairFeature);
    // Every row: window sums hold 2 per position, bins and bias one-hot.
    for (Eigen::Index r = 0; r < f.rows(); ++r) {
      QCOMPARE(f.row(r).head(189).sum(), 18.0);
      QCOMPARE(f.row(r).segment(378, 9).sum(), 1.0);
      QCOMPARE(f.row(r).segment(387, 7).sum(), 1.0);
      QCOMPARE(f(r, 394), 1.0);
    }
    // Pair (0,1): cysteines at residues 2 and 3 (0-based), separation 1 -> bin 0, index gap 1.
    const Eigen::VectorXd x = sequencePairFeature(p, 0, 1);
    QCOMPARE(x(378), 1.0);
    QCOMPARE(x(387), 1.0);
    // Centre position (offset 0, window slot 4) is C for both: sum 2, product 1.
    QCOMPARE(x(21 * 4 + aminoAcidSymbol('C')), 2.0);
    QCOMPARE(x(189 + 21 * 4 + aminoAcidSymbol('C')), 1.0);
    // First cysteine at residue 2: window slots 0, 1 fall before the chain start (gap symbol).
    QVERIFY(x(21 * 0 + 20) >= 1.0 && x(21 * 1 + 20) >= 1.0);
    const Eigen::VectorXi y = pairBondLabels(p);
    QCOMPARE(y.sum(), 3);
    QCOMPARE(y(pairIndex(0, 4, 6)), 1);
    QCOMPARE(y(pairIndex(0, 1, 6)), 0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sequencePairFeature(p, 2, 2));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sequencePairFeature(p, 0, 6));
  }

  void vectorFeaturesRandomised() {
    for (unsigned seed = 1; seed <= 5; ++seed) {
      std::mt19937 rng(seed);
      std::uniform_real_distribution<double> u(0, 1);
      Protein p;
      const int n = 2 + static_cast<int>(rng() % 9), d = 1 + static_cast<int>(rng() % 6);
      p.cysteineFeatures.resize(n, d);
      for (int i = 0; i < n; ++i)
        for (int k = 0; k < d; ++k) p.cysteineFeatures(i, k) = u(rng);
      const RowMatrix f = vectorPairFeatures(p);
      QCOMPARE(f.cols(), Eigen::Index(3 * d + 11));
      QVERIFY(allFinite(f));
      checkSymmetricRows(p, f, vectorPairFeature);
      QVERIFY(f == vectorPairFeatures(p));  // deterministic
      const Eigen::VectorXd x = vectorPairFeature(p, n - 1, 0);
      QCOMPARE(x(3 * d + 7), 0.0);
      QCOMPARE(x(3 * d + 8), 1.0);
      QCOMPARE(x(3 * d + 10), 1.0);
      QCOMPARE(x(0), p.cysteineFeatures(0, 0) + p.cysteineFeatures(n - 1, 0));
      QCOMPARE(x(2 * d), std::abs(p.cysteineFeatures(0, 0) - p.cysteineFeatures(n - 1, 0)));
    }
    QCOMPARE(cysteinePairs(4).size(), size_t(6));
    QCOMPARE(cysteinePairs(4)[3], std::make_pair(1, 2));
    QCOMPARE(pairIndex(1, 2, 4), 3);
    QCOMPARE(pairIndex(2, 3, 4), 5);
  }
  void pdbNameFromFileWithoutHeader() {
    const std::string text = residues('A', {"CYS", "GLY", "CYS"}) + residues('B', {"CYS", "CYS"});
    const std::vector<PdbChain> chains = readPdb(text, "1A0J_A.pdb", "1A0J_A");
    QCOMPARE(chains[0].protein.name, std::string("1A0J_A"));    // already names its chain
    QCOMPARE(chains[1].protein.name, std::string("1A0J_A_B"));  // another chain in the file
    // Structure for the 3D view: one C-alpha per residue, one SG per cysteine.
    QCOMPARE(chains[0].caAtoms.size(), size_t(3));
    QCOMPARE(chains[0].sgAtoms.size(), size_t(2));
    QCOMPARE(chains[0].caAtoms[2].x(), 2.0);
    QCOMPARE(chains[0].sgAtoms[1].x(), 300.0);
    QCOMPARE(chains[0].cysteinesWithoutSg, 0);
  }
  void proteinInputDispatchesByPath() {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "m3_protein_input_test";
    std::filesystem::create_directories(dir);
    writeFileAtomically((dir / "x.fasta").string(), ">P bonds=2-4\nACACA\n");
    writeFileAtomically((dir / "9ABC_A.pdb").string(), residues('A', {"CYS", "GLY", "CYS"}) + residues('B', {"CYS"}));
    const ProteinInput in = readProteinInput((dir / "x.fasta").string() + "," + (dir / "9ABC_A.pdb").string());
    QCOMPARE(in.proteins.size(), size_t(2));  // chain B has one cysteine: nothing to pair, dropped
    QCOMPARE(in.bondSource[0], BondSource::Fasta);
    QVERIFY(in.structure[0].empty());
    QCOMPARE(in.proteins[1].name, std::string("9ABC_A"));
    QCOMPARE(in.bondSource[1], BondSource::None);  // SG atoms 200 A apart: no bond
    QCOMPARE(in.structure[1].sgAtoms.size(), size_t(2));
    QCOMPARE(readProteinInput(dir.string()).proteins.size(), size_t(1));  // the directory's PDB files
    try {
      readProteinInput((dir / "nothing.txt").string());
      QFAIL("expected an error");
    } catch (const IoError& e) {
      QVERIFY(QString(e.what()).contains("no such file"));
    }
    QCOMPARE(ioErrorOf([&] { readProteinInput(",,"); }), QString("no protein input given"));
    std::filesystem::remove_all(dir);
  }
  // As the Bonds workbench and its headless projects open inputs (io/protein_files.h): a folder
  // file by file, so a damaged file is named and the others kept; at most a given count.
  void proteinFilesKeepWhatReads() {
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    writeFileAtomically(dir + "/1AAA_A.pdb", residues('A', {"CYS", "GLY", "CYS"}));
    writeFileAtomically(dir + "/2BBB_A.pdb.gz", "not gzip at all");
    writeFileAtomically(dir + "/3CCC_A.ent", residues('A', {"CYS", "CYS", "CYS"}));
    writeFileAtomically(dir + "/notes.txt", "not a structure");
    QCOMPARE(pdbFilesIn(dir), (std::vector<std::string>{dir + "/1AAA_A.pdb", dir + "/2BBB_A.pdb.gz",
                                                        dir + "/3CCC_A.ent"}));
    ProteinFiles read = readProteinFiles({dir, dir + "/missing.pdb"}, {});
    QCOMPARE(read.proteins.size(), size_t(2));
    QCOMPARE(read.proteins[1].name, std::string("3CCC_A"));
    QCOMPARE(read.sources.size(), size_t(2));
    QCOMPARE(read.structures.size(), size_t(2));
    QCOMPARE(read.failed.size(), size_t(2));
    QVERIFY2(QString::fromStdString(read.failed[0])
                 .startsWith(QString::fromStdString(dir + "/2BBB_A.pdb.gz")),
             read.failed[0].c_str());
    QCOMPARE(read.failed[1], dir + "/missing.pdb: no such file");
    read = readProteinFiles({dir}, {}, 1);
    QCOMPARE(read.proteins.size(), size_t(1));
    QVERIFY(read.failed.empty());  // the damaged file after the first is not read
    const std::string empty = dir + "/empty";
    std::filesystem::create_directory(empty);
    QCOMPARE(readProteinFiles({empty}, {}).failed,
             std::vector<std::string>{
                 empty + ": neither a DISULFIND set (graphs.tar.gz) nor a folder of PDB files"});
  }
  void pdbSsbondAndChains() {
    const std::string text =
        "HEADER    TOXIN                                   01-JAN-00   9XYZ              \n" +
        ssbond(1, 'A', 2, 'A', 6) + ssbond(2, 'A', 5, 'A', 3) + ssbond(3, 'B', 3, 'A', 1) +
        "MODEL        1\n" + residues('A', {"ALA", "CYS", "CYS", "GLY", "CYS", "CYS"}) + "TER\n" +
        residues('B', {"CYS", "CYS", "CYS"}) + "ENDMDL\nMODEL        2\n" +
        residues('C', {"CYS", "CYS"}) + "ENDMDL\nEND\n";
    const auto chains = readPdb(text, "t.pdb");
    QCOMPARE(chains.size(), size_t(2));  // chain C only in model 2
    const Protein& a = chains[0].protein;
    QCOMPARE(a.name, std::string("9XYZ_A"));
    QCOMPARE(a.sequence, std::string("ACCGCC"));
    QCOMPARE(a.cysteines, (std::vector<int>{1, 2, 4, 5}));
    QCOMPARE(a.bonds, (std::vector<std::pair<int, int>>{{0, 3}, {1, 2}}));
    QVERIFY(chains[0].bondsFromSsbond);
    QVERIFY(a.bondsFormMatching(true));
    QCOMPARE(chains[0].interChainBonds, 1);
    QCOMPARE(chains[1].protein.sequence, std::string("CCC"));
    QVERIFY(chains[1].protein.bonds.empty());
    QCOMPARE(chains[1].interChainBonds, 1);
    // The sequence features work on PDB chains too.
    QCOMPARE(cysteinePairFeatures(a).rows(), Eigen::Index(6));

    // gzip'd file, id from the file name when there is no HEADER.
    QTemporaryDir tmp;
    const std::string path = tmp.path().toStdString() + "/1abc.pdb.gz";
    const std::string body = text.substr(text.find('\n') + 1);
    gzFile f = gzopen(path.c_str(), "wb");
    gzwrite(f, body.data(), static_cast<unsigned>(body.size()));
    gzclose(f);
    const auto fromFile = readPdbFile(path);
    QCOMPARE(fromFile[0].protein.name, std::string("1abc_A"));
    QCOMPARE(fromFile[0].protein.bonds, a.bonds);
  }

  void pdbModelsAndChainsAreSelectable() {
    const std::string text = ssbond(1, 'A', 2, 'A', 3) + "MODEL        1\n" + residues('A', {"ALA", "CYS", "CYS"}) +
                             residues('B', {"CYS", "CYS"}) + "ENDMDL\nMODEL        2\n" +
                             residues('A', {"ALA", "CYS", "CYS", "CYS"}) + residues('B', {"CYS", "CYS"}) + "ENDMDL\nEND\n";
    QCOMPARE(readPdb(text, "t.pdb")[0].protein.sequence, std::string("ACC"));  // the first model
    const auto second = readPdb(text, "t.pdb", "PDB", {.model = 2});
    QCOMPARE(second.size(), size_t(2));
    QCOMPARE(second[0].protein.sequence, std::string("ACCC"));
    QCOMPARE(second[0].protein.bonds, (std::vector<std::pair<int, int>>{{0, 1}}));  // SSBOND applies to every model
    const auto onlyB = readPdb(text, "t.pdb", "PDB", {.model = 2, .chains = {"B"}});
    QCOMPARE(onlyB.size(), size_t(1));
    QCOMPARE(onlyB[0].protein.name, std::string("PDB_B"));
    QCOMPARE(ioErrorOf([&] { readPdb(text, "t.pdb", "PDB", {.model = 5}); }),
             QString("t.pdb: has no model 5 (it has models 1-2)"));
    QCOMPARE(ioErrorOf([&] { readPdb(text, "t.pdb", "PDB", {.chains = {"Q"}}); }),
             QString("t.pdb: has none of the chains asked for (it has A, B)"));
    QCOMPARE(modelNumbersText({7, 1, 2, 3, 5, 2}), std::string("1-3, 5, 7"));
    // Models numbered from 0 are not merged; MODEL lines with the serial out of place or
    // missing still read (a missing one numbered on from the last).
    const std::string fromZero = "MODEL        0\n" + residues('A', {"CYS", "ALA", "CYS"}) + "ENDMDL\nMODEL        1\n" +
                                 residues('A', {"CYS", "ALA", "CYS", "CYS"}) + "ENDMDL\n";
    QCOMPARE(readPdb(fromZero, "z.pdb")[0].protein.sequence, std::string("CAC"));
    QCOMPARE(readPdb(fromZero, "z.pdb", "PDB", {.model = 1})[0].protein.sequence, std::string("CACC"));
    const std::string loose = "MODEL 1\n" + residues('A', {"CYS", "CYS"}) + "ENDMDL\nMODEL\n" +
                              residues('A', {"CYS", "ALA", "CYS"}) + "ENDMDL\n";
    QCOMPARE(readPdb(loose, "l.pdb")[0].protein.sequence, std::string("CC"));
    QCOMPARE(readPdb(loose, "l.pdb", "PDB", {.model = 1})[0].protein.sequence, std::string("CC"));
    QCOMPARE(readPdb(loose, "l.pdb", "PDB", {.model = 2})[0].protein.sequence, std::string("CAC"));
    // Chains asked for that a file lacks are left out when it has one of them.
    QCOMPARE(readPdb(text, "t.pdb", "PDB", {.chains = {"B", "Z"}}).size(), size_t(1));
    // Without MODEL records a file is model 1.
    const std::string single = residues('A', {"CYS", "CYS"});
    QCOMPARE(readPdb(single, "s.pdb", "PDB", {.model = 1}).size(), size_t(1));
    QCOMPARE(ioErrorOf([&] { readPdb(single, "s.pdb", "PDB", {.model = 2}); }),
             QString("s.pdb: has no model 2 (it has one, model 1)"));
  }

  void pdbDistanceFallback() {
    // No SSBOND: SG 0-2 at 2.0 A, 1-3 at 2.1 A, 0-1 far; a third candidate for 2 at 2.4 A
    // from 4 loses to the closer pair (each cysteine used once).
    const std::string text = residues('A', {"CYS", "CYS", "CYS", "CYS", "CYS"},
                                      {{0, 0}, {10, 0}, {2.0, 0}, {10, 2.1}, {2.0, 2.4}});
    const auto chains = readPdb(text, "t.pdb");
    QCOMPARE(chains.size(), size_t(1));
    QVERIFY(!chains[0].bondsFromSsbond);
    QCOMPARE(chains[0].protein.bonds, (std::vector<std::pair<int, int>>{{0, 2}, {1, 3}}));
  }

  void pdbErrors() {
    const std::string chainA = residues('A', {"ALA", "CYS", "CYS", "CYS"});
    QVERIFY(ioErrorOf([&] { readPdb(ssbond(1, 'A', 1, 'A', 2) + chainA, "t.pdb"); }).contains("is ALA, not CYS"));
    QVERIFY(ioErrorOf([&] { readPdb(ssbond(1, 'A', 2, 'A', 9) + chainA, "t.pdb"); }).contains("t.pdb:1: SSBOND residue A 9 has no ATOM"));
    QVERIFY(ioErrorOf([&] { readPdb(ssbond(1, 'A', 2, 'A', 3) + ssbond(2, 'A', 3, 'A', 4) + chainA, "t.pdb"); })
                .startsWith("t.pdb:2: chain A: cysteine 3 is in two SSBOND"));
    QVERIFY(ioErrorOf([&] { readPdb("HEADER\nEND\n", "t.pdb"); }).contains("no ATOM records"));
    QCOMPARE(ioErrorOf([&] { readPdb("", "t.pdb"); }), QString("t.pdb: empty file (no ATOM records)"));
    QVERIFY(ioErrorOf([&] { readPdb(">a\nCC\n", "t.pdb"); }).contains("looks like FASTA"));
    std::string bad = chainA;
    bad.replace(bad.find("   0.000"), 8, "   x.000");
    QVERIFY(ioErrorOf([&] { readPdb(bad, "t.pdb"); }).contains("bad coordinate"));
    for (const char* value : {"     nan", "    -inf"}) {  // from_chars parses both: must be refused
      bad = chainA;
      bad.replace(bad.find("   0.000"), 8, value);
      const QString e = ioErrorOf([&] { readPdb(bad, "t.pdb"); });
      QVERIFY2(e.startsWith("t.pdb:1: bad coordinate '" + QString(value).trimmed() + "'"), qPrintable(e));
    }
    QVERIFY(ioErrorOf([&] { readPdb("ATOM      1  CA  ALA A\n", "t.pdb"); }).contains("t.pdb:1: ATOM record too short"));
  }
};

QTEST_APPLESS_MAIN(TestProteinIo)
#include "test_protein_io.moc"
