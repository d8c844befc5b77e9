// m3studio-cli bonds end to end: train / eval / predict / cv on generated FASTA files whose
// connectivity follows a residue rule, every output read back, both model kinds, exit codes
// and messages for bad input (each naming its file, also inside a folder), a real PDB
// directory (theseus-examples) and the DISULFIND set, mixed with FASTA and through
// `bench bonds --quick` (each skipped with a message when absent).
#include <QDir>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"
#include "test_paths.h"

class TestCliBonds : public QObject, protected m3test::CliFixture {
  Q_OBJECT

  // Each cysteine is followed by one filler residue and a tag; equal tags are bonded.
  static QByteArray plantedFasta(int count, quint32 seed) {
    QRandomGenerator rng(seed);
    const QByteArray tags = "KRDE", filler = "AGLSTVIPNQ";
    QByteArray text;
    for (int k = 0; k < count; ++k) {
      QList<char> tagOf;
      for (int b = 0; b < 2 + k % 2; ++b) tagOf << tags[b] << tags[b];
      for (int i = tagOf.size() - 1; i > 0; --i) tagOf.swapItemsAt(i, rng.bounded(i + 1));
      QByteArray seq;
      QList<int> pos;
      for (char t : tagOf) {
        for (int f = 0; f < 6; ++f) seq += filler[rng.bounded(filler.size())];
        pos << seq.size() + 1;  // 1-based
        seq += 'C';
        seq += filler[rng.bounded(filler.size())];
        seq += t;
      }
      QStringList bonds;
      for (int a = 0; a < tagOf.size(); ++a)
        for (int b = a + 1; b < tagOf.size(); ++b)
          if (tagOf[a] == tagOf[b]) bonds << QString("%1-%2").arg(pos[a]).arg(pos[b]);
      text += ">P" + QByteArray::number(k) + " bonds=" + bonds.join(',').toLatin1() + "\n" + seq + "AAAA\n";
    }
    return text;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    writeFile("train.fasta", plantedFasta(40, 1));
    writeFile("test.fasta", plantedFasta(40, 2));
  }

  void trainEvalPredictRoundTrip() {
    Run r = cli({"bonds", "train", "--data", path("train.fasta"), "--out", path("m3n.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("trained m3n on 40 proteins (sequence features, 395 pair features)"), qPrintable(r.out));
    r = cli({"bonds", "eval", "--model", path("m3n.json"), "--data", path("test.fasta")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString all = r.out.section('\n', -2, -2);  // "  all  proteins  precision  accuracy"
    QVERIFY2(all.simplified().startsWith("all 40") && all.simplified().split(' ').at(2).toDouble() > 0.9,
             qPrintable(r.out));

    // Predictions as FASTA keep the sequences and carry bonds= that evaluate like the model.
    r = cli({"bonds", "predict", "--model", path("m3n.json"), "--data", path("test.fasta"), "--out", path("pred.fasta")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile pred(path("pred.fasta"));
    QVERIFY(pred.open(QIODevice::ReadOnly));
    const QString text = QString::fromLatin1(pred.readAll());
    QCOMPARE(text.count('>'), 40);
    QVERIFY(text.contains("bonds="));
    r = cli({"bonds", "eval", "--model", path("m3n.json"), "--data", path("pred.fasta")});
    QVERIFY2(r.out.contains("1.000     1.000"), qPrintable(r.out));  // the model agrees with itself
    r = cli({"bonds", "predict", "--model", path("m3n.json"), "--data", path("test.fasta"), "--out", path("pred.tsv")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile tsv(path("pred.tsv"));
    QVERIFY(tsv.open(QIODevice::ReadOnly));
    QCOMPARE(tsv.readAll().count('\n'), 41);
    // suggest: the proteins whose matching wins by the least first.
    r = cli({"bonds", "suggest", "--model", path("m3n.json"), "--data", path("test.fasta"),
             "--count", "7"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    {
      QList<QStringList> rows;
      const QString wrong = m3test::checkSuggestions(
          r.out, "rank\tprotein\tmargin\tbonds (1-based cysteine numbers)", 2, &rows);
      QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
      QCOMPARE(rows.size(), 7);
      for (const QStringList& f : rows) QVERIFY2(f[3].contains('-'), qPrintable(f.join(' ')));
    }
    // Every protein of this file has its bonds: with --skip-labelled none is left.
    r = cli({"bonds", "suggest", "--model", path("m3n.json"), "--data", path("test.fasta"),
             "--skip-labelled"});
    QVERIFY2(r.code == 0 && r.out.trimmed().count('\n') == 0, qPrintable(r.out + r.err));

    r = cli({"bonds", "train", "--data", path("train.fasta"), "--out", path("svm.json"), "--model-kind", "pair-svm"});
    QVERIFY2(r.code == 0 && r.out.contains("trained pair-svm"), qPrintable(r.err + r.out));
    r = cli({"bonds", "cv", "--data", path("train.fasta"), "--folds", "4", "--C", "1"});
    QVERIFY2(r.code == 0 && r.out.contains("4-fold cross-validation, m3n, C 1"), qPrintable(r.err + r.out));
  }

  void badInputIsReported() {
    Run r = cli({"bonds", "train", "--data", path("missing.fasta"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("no such file"), qPrintable(r.err));
    writeFile("notes.txt", "hello");
    r = cli({"bonds", "train", "--data", path("notes.txt"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("unknown protein file type"), qPrintable(r.err));
    r = cli({"bonds", "train", "--data", ",", "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("no protein input given"), qPrintable(r.err));
    writeFile("bad.fasta", ">A bonds=1-3\nACCA\n");  // residue 1 is not a cysteine
    r = cli({"bonds", "train", "--data", path("bad.fasta"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("bad.fasta:1"), qPrintable(r.err));
    writeFile("nobonds.fasta", ">A\nACCA\n");
    r = cli({"bonds", "train", "--data", path("nobonds.fasta"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("no protein has gold bonds"), qPrintable(r.err));
    r = cli({"bonds", "train", "--data", path("train.fasta"), "--out", path("x.json"), "--model-kind", "crf"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--model-kind: must be one of m3n, pair-svm"), qPrintable(r.err));
    writeFile("broken.json", "{\"format\": \"m3studio-model\"");
    r = cli({"bonds", "eval", "--model", path("broken.json"), "--data", path("test.fasta")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("invalid model file"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path("x.json")));  // nothing half-written
  }

  // Every message about a file starts with its path (and line): the file inside a folder of
  // PDB files, empty and binary files, non-finite coordinates, FASTA / PDB mix-ups.
  void badFilesAreNamed_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("data");  // --data, relative to the test folder
    QTest::addColumn<QString>("expected");  // after "error: " + the test folder + "/"
    const QByteArray atom = "ATOM      1  CA  CYS A   1      11.104   6.134  -1.000  1.00  0.00\n";
    QTest::newRow("empty pdb") << "e.pdb" << QByteArray() << "e.pdb" << "e.pdb: empty file (no ATOM records)";
    QTest::newRow("empty fasta") << "e.fasta" << QByteArray() << "e.fasta" << "e.fasta: empty file (no FASTA records)";
    QTest::newRow("binary pdb") << "b.pdb" << QByteArray("\x1f\x00\x07garbage", 10) << "b.pdb" << "b.pdb: binary data";
    QTest::newRow("nan coordinate") << "n.pdb" << QByteArray(atom).replace("-1.000", "   nan") << "n.pdb"
                                    << "n.pdb:1: bad coordinate 'nan'";
    QTest::newRow("in a folder") << "pdbs/2.pdb" << atom + atom.left(40) + "\n" << "pdbs"
                                 << "pdbs/2.pdb:2: ATOM record too short";
    QTest::newRow("fasta named pdb") << "f.pdb" << QByteArray(">P bonds=1-2\nCC\n") << "f.pdb"
                                     << "f.pdb: no ATOM records (this looks like FASTA";
    QTest::newRow("pdb named fasta") << "p.fasta" << atom << "p.fasta"
                                     << "p.fasta:1: sequence text before the first '>' header (this looks like a PDB";
  }
  void badFilesAreNamed() {
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, data);
    QFETCH(QString, expected);
    QVERIFY(QDir().mkpath(QFileInfo(path(name)).path()));
    writeFile(name, bytes);
    const Run r = cli({"bonds", "train", "--data", path(data), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("error: " + path(expected)), qPrintable(r.err));
    QVERIFY(!QFile::exists(path("x.json")));
  }

  void realPdbDirectory() {
    const QString trypsins = "/usr/share/doc/theseus/examples/trypsins";
    if (!QDir(trypsins).exists()) QSKIP("theseus-examples not installed (resources/debian-packages.txt lists it)");
    // A few files keep the run short; the directory form is what the GUI opens too.
    QVERIFY(QDir().mkpath(path("pdb")));
    for (const QString& f : QDir(trypsins).entryList({"*.pdb.gz"}, QDir::Files, QDir::Name).mid(0, 12))
      QVERIFY(QFile::copy(trypsins + "/" + f, path("pdb/") + f));
    Run r = cli({"bonds", "train", "--data", path("pdb"), "--out", path("pdb.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains("with gold bonds from SG-SG distance"), qPrintable(r.err));
    r = cli({"bonds", "eval", "--model", path("pdb.json"), "--data", path("pdb")});
    QVERIFY2(r.code == 0 && r.out.contains("precision"), qPrintable(r.err + r.out));
  }

  // An NMR entry (2sdf, 30 models, SSBOND records): any model and chain can be read; a model
  // or chain the file lacks is an error naming the file and what it has.
  void nmrModelsAndChains() {
    const QString nmr = "/usr/share/doc/theseus/examples/2sdf.pdb.gz";
    if (!QFile::exists(nmr)) QSKIP("theseus-examples not installed (resources/debian-packages.txt lists it)");
    Run r = cli({"bonds", "train", "--data", nmr, "--out", path("nmr.json"), "--pdb-model", "30", "--chains", "A"});
    QVERIFY2(r.code == 0 && r.out.contains("trained m3n on 1 proteins"), qPrintable(r.err + r.out));
    r = cli({"bonds", "eval", "--model", path("nmr.json"), "--data", nmr, "--pdb-model", "12", "--json"});
    QVERIFY2(r.code == 0 && r.out.contains("\"proteins\": 1"), qPrintable(r.err + r.out));
    r = cli({"bonds", "eval", "--model", path("nmr.json"), "--data", nmr, "--pdb-model", "31"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("2sdf.pdb.gz: has no model 31 (it has models 1-30)"), qPrintable(r.err));
    r = cli({"bonds", "eval", "--model", path("nmr.json"), "--data", nmr, "--chains", "B"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("has none of the chains asked for (it has A)"), qPrintable(r.err));
    QCOMPARE(cli({"bonds", "eval", "--model", path("nmr.json"), "--data", nmr, "--pdb-model", "0"}).code, 2);
  }

  // DISULFIND proteins carry vectors and no sequence: mixing them with FASTA, or scoring them
  // with a sequence model, is refused naming the files (the learner names only the protein).
  void disulfindMixedWithSequencesNamesTheFiles() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/disulfind_conn";
    if (!QFile::exists(data + "/graphs.tar.gz")) QSKIP(qPrintable("DISULFIND data absent at " + data));
    Run r = cli({"bonds", "train", "--data", path("train.fasta") + "," + data, "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("error: " + data + ": protein ") &&
                 r.err.contains("has no sequence, unlike P0 of " + path("train.fasta")),
             qPrintable(r.err));
    r = cli({"bonds", "train", "--data", path("train.fasta"), "--out", path("seq.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = cli({"bonds", "eval", "--model", path("seq.json"), "--data", data});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("error: " + data + ": ") && r.err.contains("(model " + path("seq.json") + ")"),
             qPrintable(r.err));
  }

  void benchQuickOnDisulfind() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/disulfind_conn";
    if (!QFile::exists(data + "/graphs.tar.gz")) QSKIP(qPrintable("DISULFIND data absent at " + data));
    const Run r = cli({"bench", "bonds", "--quick", "--data", data});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("521 proteins in") && r.out.contains("4-fold CV keeping groups in one fold") &&
                 r.out.contains("DIPRO2 SEQUENCE") && r.out.contains("train M3N RBF") && r.out.contains("train pair SVM"),
             qPrintable(r.out));
    // Progress on stderr, a line per step with the time left; stdout has results only.
    QVERIFY2(r.err.contains("M3N, outer fold 1 of 4 done") && r.err.contains("(1 of 15 steps, ") &&
                 r.err.contains("left)") && r.err.contains("(15 of 15 steps, "),
             qPrintable(r.err));
    QVERIFY(!r.out.contains("steps"));
  }
};

QTEST_GUILESS_MAIN(TestCliBonds)
#include "test_cli_bonds.moc"
