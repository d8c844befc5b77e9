// m3studio-cli end to end on a small generated set: sample -> train -> eval / predict /
// export, plus exit codes and messages for bad input.
#include <signal.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <random>
#include <set>

#include "cli_run.h"
#include "test_paths.h"

class TestCli : public QObject {
  Q_OBJECT

  using Run = m3test::CliRun;
  Run cli(const QStringList& args) { return m3test::runCli(args); }
  QTemporaryDir dir_;
  QString path(const QString& name) { return dir_.filePath(name); }

 private slots:
  void trainAndEvaluateOnGeneratedWords() {
    Run r = cli({"sample", "--out", path("words.data"), "--words", "300", "--seed", "3"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = cli({"train", "--data", path("words.data"), "--train-folds", "0-4", "--out", path("m.json"),
             "--C", "0.1", "--passes", "30"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.err.contains("pass"));  // the progress line
    QVERIFY(r.out.contains("chain-m3n trained on"));
    r = cli({"eval", "--model", path("m.json"), "--data", path("words.data"), "--folds", "5-9"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QRegularExpression letter("per-letter error ([0-9.]+)"), word("per-word error ([0-9.]+)");
    const double letterError = letter.match(r.out).captured(1).toDouble();
    const double wordError = word.match(r.out).captured(1).toDouble();
    QVERIFY2(r.out.contains("per-letter error") && letterError < 0.2,
             qPrintable(r.out));  // the synthetic letters are easy; chance is 0.96
    QVERIFY(wordError >= letterError);
    // --json: the same numbers as one JSON object on stdout, and nothing else there.
    r = cli({"eval", "--model", path("m.json"), "--data", path("words.data"), "--folds", "5-9", "--json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QJsonParseError parseError;
    const QJsonObject evalJson = QJsonDocument::fromJson(r.out.toUtf8(), &parseError).object();
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(r.out));
    QCOMPARE(evalJson["command"].toString(), QString("eval"));
    QVERIFY(!evalJson["version"].toString().isEmpty());
    QVERIFY(std::abs(evalJson["letterError"].toDouble() - letterError) < 1e-4);
    QVERIFY(std::abs(evalJson["wordError"].toDouble() - wordError) < 1e-4);
    QVERIFY(evalJson["letters"].toInt() > evalJson["words"].toInt());

    // The thesis's learner with a cubic kernel, then the same evaluation.
    r = cli({"train", "--data", path("words.data"), "--train-folds", "0-4", "--out", path("k.json"), "--kernel",
             "poly3", "--passes", "10"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("chain-m3n-kernel trained on"));
    r = cli({"eval", "--model", path("k.json"), "--data", path("words.data"), "--folds", "5-9"});
    QVERIFY2(r.code == 0 && letter.match(r.out).captured(1).toDouble() < 0.2, qPrintable(r.out + r.err));
    r = cli({"bench", "ocr-kernels", "--data", path("words.data"), "--train-folds", "0-4", "--passes", "3",
             "--chart", path("chart.svg")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    for (const char* row : {"Log-Reg  linear", "CRF      linear", "mSVM     cubic", "M3N      quadratic"})
      QVERIFY2(r.out.contains(row), qPrintable(r.out));
    QFile chart(path("chart.svg"));
    QVERIFY(chart.open(QIODevice::ReadOnly) && chart.readAll().contains("<svg"));
    QCOMPARE(cli({"train", "--data", path("words.data"), "--out", path("x.json"), "--kernel", "sigmoid"}).code, 2);
    QCOMPARE(cli({"train", "--data", path("words.data"), "--out", path("x.json"), "--kernel", "poly2", "--learner",
                  "bcfw"}).code, 2);

    r = cli({"predict", "--model", path("m.json"), "--data", path("words.data"), "--folds", "5"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("word_id\tfold\tprediction\treference\n"));
    QVERIFY(r.out.count('\n') > 10);

    // suggest: the words the model is least sure of, smallest margin first.
    r = cli({"suggest", "--model", path("m.json"), "--data", path("words.data"), "--folds", "5-9",
             "--count", "6"});
    QVERIFY2(r.code == 0 && r.out.startsWith("rank\tword_id\tfold\tmargin\tprediction\n"),
             qPrintable(r.out + r.err));
    const QStringList rows = r.out.trimmed().split('\n').mid(1);
    QCOMPARE(rows.size(), 6);
    for (int k = 1; k < rows.size(); ++k)
      QVERIFY(rows[k].split('\t')[3].toDouble() >= rows[k - 1].split('\t')[3].toDouble());
    for (const QString& row : rows) QVERIFY(row.split('\t')[2].toInt() >= 5);  // --folds
    r = cli({"suggest", "--model", path("m.json"), "--data", path("words.data"), "--folds", "5-9",
             "--count", "6", "--diversity", "1"});
    QVERIFY2(r.code == 0 && r.out.trimmed().split('\n').mid(1).first() == rows.first(),
             qPrintable(r.out));
    QCOMPARE(cli({"suggest", "--model", path("m.json"), "--data", path("words.data"), "--diversity",
                  "2"})
                 .code,
             2);

    r = cli({"export", "--model", path("m.json"), "--data", path("words.data"), "--out", path("pred.data")});
    QCOMPARE(r.code, 0);
    // The exported file is valid letter.data: it can be evaluated against itself (error 0).
    r = cli({"eval", "--model", path("m.json"), "--data", path("pred.data")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("per-letter error 0.0000"), qPrintable(r.out));
  }

  void graphTrainPredictEval() {
    // Line graphs whose labels come in runs; node features are a noisy label signal.
    QString json = R"({"format": "m3studio-graphs", "schema": 1, "labels": ["left", "right"],
                       "nodeFeatures": 2, "edgeFeatures": 1, "graphs": [)";
    std::mt19937 rng(4);
    std::normal_distribution<double> noise(0, 1);
    for (int g = 0; g < 8; ++g) {
      QStringList nodes, edges;
      for (int i = 0; i < 12; ++i) {
        const int y = (i / 4 + g) % 2;
        nodes << QString(R"({"features": [%1, 1], "label": "%2"})").arg((y ? 0.6 : -0.6) + noise(rng)).arg(y ? "right" : "left");
        if (i > 0) edges << QString(R"({"a": %1, "b": %2, "features": [1]})").arg(i - 1).arg(i);
      }
      json += QString(R"(%1{"name": "line%2", "nodes": [%3], "edges": [%4]})")
                  .arg(g ? "," : "").arg(g).arg(nodes.join(",")).arg(edges.join(","));
    }
    json += "]}";
    QFile file(path("graphs.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json.toUtf8());
    file.close();

    Run r = cli({"graph", "train", "--data", path("graphs.json"), "--out", path("amn.json"),
                 "--model-kind", "amn"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("amn trained on 96 labelled nodes"));
    r = cli({"graph", "eval", "--model", path("amn.json"), "--data", path("graphs.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const double acc = QRegularExpression("per-node accuracy ([0-9.]+)").match(r.out).captured(1).toDouble();
    QVERIFY2(acc > 0.75, qPrintable(r.out));
    QVERIFY(r.out.contains("right"));
    r = cli({"graph", "eval", "--model", path("amn.json"), "--data", path("graphs.json"), "--json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject graphJson = QJsonDocument::fromJson(r.out.toUtf8()).object()["metrics"].toObject();
    QVERIFY2(std::abs(graphJson["accuracy"].toDouble() - acc) < 1e-4, qPrintable(r.out));
    QCOMPARE(graphJson["perLabel"].toArray().size(), graphJson["confusion"].toArray().size());
    r = cli({"graph", "predict", "--model", path("amn.json"), "--data", path("graphs.json"), "--out", path("pred.json")});
    QCOMPARE(r.code, 0);
    QVERIFY(QFile::exists(path("pred.json")));
    // suggest: nodes of every graph, least sure first; with --skip-labelled none of this
    // fully labelled file is left.
    r = cli({"graph", "suggest", "--model", path("amn.json"), "--data", path("graphs.json"),
             "--count", "6"});
    {
      QList<QStringList> rows;
      const QString wrong =
          m3test::checkSuggestions(r.out, "rank\tgraph\tnode\tmargin\tprediction", 3, &rows);
      QVERIFY2(r.code == 0 && wrong.isEmpty(), qPrintable(r.err + wrong));
      QCOMPARE(rows.size(), 6);
    }
    r = cli({"graph", "suggest", "--model", path("amn.json"), "--data", path("graphs.json"),
             "--skip-labelled"});
    QVERIFY2(r.code == 0 && r.out.trimmed().count('\n') == 0, qPrintable(r.out + r.err));
    // The pairwise step option trains the same model class to the same standard, and is refused
    // where it cannot apply.
    r = cli({"graph", "train", "--data", path("graphs.json"), "--out", path("pairwise.json"),
             "--model-kind", "amn", "--steps", "pairwise"});
    QVERIFY2(r.code == 0 && r.out.contains("converged"), qPrintable(r.out + r.err));
    r = cli({"graph", "eval", "--model", path("pairwise.json"), "--data", path("graphs.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(QRegularExpression("per-node accuracy ([0-9.]+)").match(r.out).captured(1).toDouble() > 0.75,
             qPrintable(r.out));
    r = cli({"graph", "train", "--data", path("graphs.json"), "--out", path("x.json"), "--steps", "away"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--steps") && r.err.contains("frank-wolfe, pairwise"),
             qPrintable(r.err));
    r = cli({"graph", "train", "--data", path("graphs.json"), "--out", path("x.json"), "--steps", "pairwise", "--learner",
             "one-slack"});
    QCOMPARE(r.code, 2);
    r = cli({"graph", "train", "--data", path("graphs.json"), "--out", path("svm.json"), "--model-kind", "voted-svm"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("voted-svm"));
    r = cli({"graph", "eval", "--model", path("svm.json"), "--data", path("graphs.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = cli({"graph", "train", "--data", path("graphs.json"), "--out", path("x.json"), "--model-kind", "crf"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("amn, node-svm, voted-svm"));
    // A handwriting model is not a graph model.
    r = cli({"graph", "eval", "--model", path("m.json"), "--data", path("graphs.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("not a graph model"), qPrintable(r.err));
    r = cli({"graph", "frobnicate"});
    QCOMPARE(r.code, 2);
  }

  void generalM3nOnNodeTables() {
    // Pages whose class alternates along their links (every link joins the two classes), with
    // a weak word signal: the general M3N learns the repulsion an AMN cannot express.
    std::mt19937 rng(8);
    std::normal_distribution<double> noise(0, 1.2);
    for (int g = 0; g < 2; ++g) {
      QFile nodes(path(QString("pages%1.txt").arg(g))), links(path(QString("links%1.txt").arg(g)));
      QVERIFY(nodes.open(QIODevice::WriteOnly) && links.open(QIODevice::WriteOnly));
      nodes.write("node_id\tfeature\tlabel\n");
      links.write("node_id\tnode_id\n");
      for (int i = 0; i < 40; ++i) {
        nodes.write(QString("%1\t%2\t%3\n").arg(i).arg((i % 2 ? 0.4 : -0.4) + noise(rng)).arg(i % 2).toUtf8());
        if (i > 0) links.write(QString("%1 %2\n").arg(i % 3 ? i - 1 : i).arg(i % 3 ? i : i - 1).toUtf8());
      }
    }
    Run r = cli({"graph", "train", "--nodes", path("pages0.txt"), "--edges", path("links0.txt"), "--label-names",
                 "student,faculty", "--model-kind", "m3n-general", "--C", "10", "--out", path("general.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("m3n-general trained on 40 labelled nodes") && r.out.contains("exact for the LP relaxation"),
             qPrintable(r.out));
    r = cli({"graph", "eval", "--model", path("general.json"), "--nodes", path("pages1.txt"), "--edges",
             path("links1.txt"), "--label-names", "student,faculty"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("m3n-general model") && r.out.contains("LP integral on 1 of 1"), qPrintable(r.out));
    const double general = QRegularExpression("per-node accuracy ([0-9.]+)").match(r.out).captured(1).toDouble();
    r = cli({"graph", "train", "--nodes", path("pages0.txt"), "--edges", path("links0.txt"), "--label-names",
             "student,faculty", "--model-kind", "node-svm", "--C", "10", "--out", path("svm.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = cli({"graph", "eval", "--model", path("svm.json"), "--nodes", path("pages1.txt"), "--edges", path("links1.txt"),
             "--label-names", "student,faculty"});
    const double svm = QRegularExpression("per-node accuracy ([0-9.]+)").match(r.out).captured(1).toDouble();
    qInfo("alternating pages: general M3N %.3f, node SVM %.3f", general, svm);
    QVERIFY2(general > 0.8 && general > svm + 0.15, qPrintable(QString("%1 vs %2").arg(general).arg(svm)));
    r = cli({"graph", "predict", "--model", path("general.json"), "--nodes", path("pages1.txt"), "--edges",
             path("links1.txt"), "--label-names", "student,faculty", "--out", path("predicted.json")});
    QVERIFY2(r.code == 0 && QFile::exists(path("predicted.json")), qPrintable(r.err));
    // The model's labels must match: other names are refused, naming both files.
    r = cli({"graph", "eval", "--model", path("general.json"), "--nodes", path("pages1.txt"), "--edges",
             path("links1.txt")});
    QVERIFY2(r.code == 1 && r.err.contains("general.json") && r.err.contains("pages1.txt"), qPrintable(r.err));

    // The same pages as CSV with class names: the classes are named in the model.
    QFile csvNodes(path("pages.csv")), csvLinks(path("links.csv"));
    QVERIFY(csvNodes.open(QIODevice::WriteOnly) && csvLinks.open(QIODevice::WriteOnly));
    csvNodes.write("id,label,x\n");
    csvLinks.write("source,target\n");
    for (int i = 0; i < 40; ++i) {
      csvNodes.write(QString("p%1,%2,%3\n").arg(i).arg(i % 2 ? "faculty" : "student").arg((i % 2 ? 0.4 : -0.4) + noise(rng)).toUtf8());
      if (i > 0) csvLinks.write(QString("p%1,p%2\n").arg(i - 1).arg(i).toUtf8());
    }
    csvNodes.close();
    csvLinks.close();
    r = cli({"graph", "train", "--nodes", path("pages.csv"), "--edges", path("links.csv"), "--model-kind", "m3n-general",
             "--out", path("csv-model.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile csvModel(path("csv-model.json"));
    QVERIFY(csvModel.open(QIODevice::ReadOnly));
    QVERIFY(csvModel.readAll().contains(R"("faculty")"));
  }

  void parseConvertAndEval() {
    QTemporaryDir dir;
    const auto write = [&](const QString& name, const QByteArray& text) {
      QFile f(dir.filePath(name));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(text);
    };
    write("gold.mrg",
          "( (S (NP-SBJ (DT the) (NN cat)) (VP (VBD sat) (PP-LOC (IN on) (NP (DT the) (NN mat)))) (. .)) )\n"
          "( (S (NP-SBJ-1 (-NONE- *)) (VP (VB go)) (. !)) )\n");
    write("guess.mrg",
          "(S (NP (DT the) (NN cat)) (VP (VBD sat)) (PP (IN on) (NP (DT the) (NN mat))) (. .))\n"
          "(S (VP (VB go)) (. !))\n");
    Run r = cli({"parse", "eval", "--gold", dir.filePath("gold.mrg"), "--guess", dir.filePath("guess.mrg")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // 4 of 5 brackets right in the first (S included, '.' not counted), 2 of 2 in the second.
    QVERIFY2(r.out.contains("sentences 2") && r.out.contains("labelled precision 0.8571") &&
                 r.out.contains("labelled recall 0.8571") && r.out.contains("exact match 0.5000"),
             qPrintable(r.out));
    r = cli({"parse", "convert", "--data", dir.filePath("gold.mrg"), "--out", dir.filePath("cnf.mrg"), "--cnf",
             "--max-words", "3"});
    QVERIFY2(r.code == 0 && r.out.contains("wrote 1 of 2 trees in CNF"), qPrintable(r.out + r.err));
    QFile cnf(dir.filePath("cnf.mrg"));
    QVERIFY(cnf.open(QIODevice::ReadOnly));
    QCOMPARE(cnf.readAll(), QByteArray("(S (VP+VB go) (. !))\n"));
    // Trees of other words are named.
    write("other.mrg", "(S (NN a) (NN b))\n(S (NN c))\n");
    r = cli({"parse", "eval", "--gold", dir.filePath("gold.mrg"), "--guess", dir.filePath("other.mrg")});
    QVERIFY2(r.code == 1 && r.err.contains("other.mrg: tree 1"), qPrintable(r.err));
    // Train, predict (trees or plain text) and evaluate with a model file.
    write("train.mrg",
          "( (S (NP (DT the) (NN dog)) (VP (VBD saw) (NP (DT a) (NN cat))) (. .)) )\n"
          "( (S (NP (PRP she)) (VP (VBD ran) (PP (IN to) (NP (DT the) (NN park)))) (. .)) )\n"
          "( (S (NP (DT a) (NN cat)) (VP (VBD sat) (PP (IN on) (NP (DT the) (NN mat)))) (. .)) )\n");
    r = cli({"parse", "train", "--data", dir.filePath("train.mrg"), "--out", dir.filePath("parser.json"), "--C", "10"});
    QVERIFY2(r.code == 0 && r.out.contains("basic parser trained on 3 sentences"), qPrintable(r.out + r.err));
    r = cli({"parse", "eval", "--model", dir.filePath("parser.json"), "--data", dir.filePath("train.mrg")});
    QVERIFY2(r.code == 0 && r.out.contains("labelled F1 1.0000"), qPrintable(r.out + r.err));
    write("text.txt", "the cat saw a dog .\n\nshe sat on the mat .\n( a ) dog(s)\n");
    r = cli({"parse", "predict", "--model", dir.filePath("parser.json"), "--text", dir.filePath("text.txt"), "--out",
             dir.filePath("parsed.mrg")});
    QVERIFY2(r.code == 0 && r.out.contains("parsed 3 sentences"), qPrintable(r.out + r.err));
    // What it wrote reads back, brackets in words included.
    r = cli({"parse", "convert", "--data", dir.filePath("parsed.mrg"), "--out", dir.filePath("again.mrg")});
    QVERIFY2(r.code == 0 && r.out.contains("wrote 3 of 3 trees"), qPrintable(r.out + r.err));
    QFile parsed(dir.filePath("parsed.mrg"));
    QVERIFY(parsed.open(QIODevice::ReadOnly));
    QVERIFY(parsed.readAll().startsWith("(S (NP (DT the) (NN cat)) (VP (VBD saw) (NP (DT a) (NN dog))) (. .))"));
    r = cli({"parse", "train", "--data", dir.filePath("train.mrg"), "--out", dir.filePath("p2.json"), "--max-words", "2"});
    QVERIFY2(r.code == 1 && r.err.contains("no sentence of at most 2 words"), qPrintable(r.err));
    write("broken.mrg", "((S (NN a)\n");
    r = cli({"parse", "eval", "--gold", dir.filePath("broken.mrg"), "--guess", dir.filePath("guess.mrg")});
    QVERIFY2(r.code == 1 && r.err.contains("broken.mrg:1"), qPrintable(r.err));
    // The workbench's generated sentences, and a GENERATIVE parser trained on them; tagged text.
    r = cli({"parse", "sample", "--out", dir.filePath("sample.mrg"), "--sentences", "120", "--seed", "4"});
    QVERIFY2(r.code == 0 && r.out.contains("wrote 120 generated sentences"), qPrintable(r.out + r.err));
    r = cli({"parse", "train", "--data", dir.filePath("sample.mrg"), "--model-kind", "generative", "--out",
             dir.filePath("gen.json")});
    QVERIFY2(r.code == 0 && r.out.contains("generative parser trained on 120 sentences"), qPrintable(r.out + r.err));
    write("tagged.txt", "The/DT dog/NN saw/VBD a/DT cat/NN ./.\n");
    r = cli({"parse", "predict", "--model", dir.filePath("gen.json"), "--text", dir.filePath("tagged.txt"), "--out",
             dir.filePath("tagged.mrg")});
    QVERIFY2(r.code == 0 && r.out.contains("parsed 1 sentences (0 without a parse"), qPrintable(r.out + r.err));
    QFile tagged(dir.filePath("tagged.mrg"));
    QVERIFY(tagged.open(QIODevice::ReadOnly));
    QCOMPARE(tagged.readAll(), QByteArray("(S (NP (DT The) (NN dog)) (VP (VBD saw) (NP (DT a) (NN cat))) (. .))\n"));
    // Parsed on several threads, the trees and their order are those of one thread.
    QByteArray byThreads[2];
    for (int t : {1, 2}) {
      const QString out = dir.filePath(QString("threads%1.mrg").arg(t));
      r = cli({"parse", "predict", "--model", dir.filePath("gen.json"), "--data",
               dir.filePath("sample.mrg"), "--out", out, "--threads", QString::number(t)});
      QVERIFY2(r.code == 0 && r.out.contains("parsed 120 sentences"), qPrintable(r.out + r.err));
      QFile file(out);
      QVERIFY(file.open(QIODevice::ReadOnly));
      byThreads[t - 1] = file.readAll();
    }
    QVERIFY(!byThreads[0].isEmpty());
    QCOMPARE(byThreads[1], byThreads[0]);
    // suggest: the sentences whose best tree wins by the least, smallest margin first; with
    // diversity still distinct sentences.
    for (const char* diversity : {"0", "0.5"}) {
      r = cli({"parse", "suggest", "--model", dir.filePath("gen.json"), "--data",
               dir.filePath("sample.mrg"), "--count", "5", "--diversity", diversity});
      QVERIFY2(r.code == 0, qPrintable(r.err));
      QList<QStringList> rows;
      const QString wrong = m3test::checkSuggestions(r.out, "rank\tsentence\tmargin\twords", 2,
                                                     &rows, QString(diversity) == "0");
      QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
      QCOMPARE(rows.size(), 5);
      std::set<int> sentences;
      for (const QStringList& f : rows) {
        QVERIFY(f[1].toInt() >= 1 && f[1].toInt() <= 120);
        sentences.insert(f[1].toInt());
      }
      QCOMPARE(sentences.size(), size_t(5));
    }
  }

  void benchParsingOnTheTreebankSample() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/ptb_sample/ptb_sample_combined.tar.gz";
    if (!QFile::exists(data)) QSKIP("the Penn Treebank sample is not in ../shared/data/ptb_sample");
    const Run r = cli({"bench", "parsing", "--data", data, "--quick"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QRegularExpressionMatch m = QRegularExpression("GENERATIVE +[0-9.]+ +[0-9.]+ +([0-9.]+)").match(r.out);
    QVERIFY2(m.hasMatch() && r.out.contains("60 test sentences"), qPrintable(r.out));
    QVERIFY(m.captured(1).toDouble() > 0.6);
    const QRegularExpressionMatch basic = QRegularExpression("BASIC +[0-9.]+ +[0-9.]+ +([0-9.]+)").match(r.out);
    QVERIFY2(basic.hasMatch() && r.out.contains("150 training sentences"), qPrintable(r.out));
    QVERIFY(basic.captured(1).toDouble() > 0.5);
    const QRegularExpressionMatch aux = QRegularExpression("LEXICAL\\+AUX +[0-9.]+ +[0-9.]+ +([0-9.]+)").match(r.out);
    QVERIFY2(aux.hasMatch() && aux.captured(1).toDouble() > 0.5, qPrintable(r.out));
    QVERIFY2(r.out.contains("Live update, LEXICAL"), qPrintable(r.out));
  }

  void benchHypertextLeavesOneGraphOut() {
    // Generated departments (classes agree across graphs): the thesis's protocol.
    QTemporaryDir dir;
    const QString set = dir.filePath("depts.graphs.json");
    Run r = cli({"graph", "sample", "--graphs", "3", "--pages", "150", "--out", set});
    QVERIFY2(r.code == 0 && QFile::exists(set), qPrintable(r.err));
    r = cli({"bench", "hypertext", "--set", set, "--Cs", "0.1"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QRegularExpressionMatch m =
        QRegularExpression("node SVM ([0-9.]+), AMN ([0-9.]+), general M3N ([0-9.]+)").match(r.out);
    QVERIFY2(m.hasMatch() && r.out.contains("department 3"), qPrintable(r.out));
    qInfo("leave one department out: node SVM %s, AMN %s, general M3N %s", qPrintable(m.captured(1)),
          qPrintable(m.captured(2)), qPrintable(m.captured(3)));
    QVERIFY(m.captured(3).toDouble() < m.captured(1).toDouble() - 0.05);
    // One graph cannot be left out against others.
    r = cli({"graph", "sample", "--out", dir.filePath("one.graphs.json")});
    r = cli({"bench", "hypertext", "--set", dir.filePath("one.graphs.json")});
    QVERIFY2(r.code == 2 && r.err.contains("two graphs"), qPrintable(r.err));
  }

  // The simulated annotator runs on the OCR letters and ends with its headline.
  void benchClicksQuick() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/ocr_letters/letter_from_ocr_mat.tsv.gz";
    if (!QFile::exists(data)) QSKIP("the OCR letters are not in ../shared/data/ocr_letters");
    const Run r = cli({"bench", "clicks", "--dataset", "ocr", "--quick", "--data", data, "--seeds",
                       "1", "--svg", path("clicks.svg")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(QRegularExpression("labels to reach 95% of the full score \\(letters\\): "
                                "least-confident [^,]+, random [^(]+\\(")
                 .match(r.out)
                 .hasMatch(),
             qPrintable(r.out));
    QVERIFY2(r.out.contains("least-confident+diversity"), qPrintable(r.out));
    QFile chart(path("clicks.svg"));
    QVERIFY(chart.open(QIODevice::ReadOnly) && chart.readAll().count("<polyline") == 3);
  }

  // ... and on the Penn Treebank sample, sentences picked by their parse margin.
  void benchClicksQuickTreebank() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/ptb_sample/ptb_sample_combined.tar.gz";
    if (!QFile::exists(data)) QSKIP("the Penn Treebank sample is not in ../shared/data/ptb_sample");
    const Run r =
        cli({"bench", "clicks", "--dataset", "ptb", "--quick", "--data", data, "--seeds", "1"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(
        r.out.contains("labelled bracket F1") &&
            QRegularExpression("labels to reach 95% of the full score \\(words\\): least-confident")
                .match(r.out)
                .hasMatch(),
        qPrintable(r.out));
  }

  // ... and on DISULFIND, proteins picked by their matching margin; --data needs one data set.
  void benchClicksQuickDisulfind() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/disulfind_conn";
    if (!QDir(data).exists()) QSKIP("DISULFIND is not in ../shared/data/disulfind_conn");
    Run r = cli(
        {"bench", "clicks", "--dataset", "disulfind", "--quick", "--data", data, "--seeds", "1"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(
        r.out.contains("bond precision") &&
            QRegularExpression("labels to reach 95% of the full score \\(bonds\\): least-confident")
                .match(r.out)
                .hasMatch(),
        qPrintable(r.out));
    r = cli({"bench", "clicks", "--quick", "--data", data});
    QVERIFY2(r.code == 2 && r.err.contains("--dataset"), qPrintable(r.err));
  }

  void benchHypertextQuick() {
    const QString data = QString(M3_SHARED_DATA_DIR) + "/hypertext/webkb";
    if (!QDir(data).exists()) QSKIP("WebKB is not in ../shared/data/hypertext/webkb: the benchmark cannot run");
    const Run r = cli({"bench", "hypertext", "--quick", "--data", data});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("texas") && r.out.contains("left out") && r.out.contains("mean test error"), qPrintable(r.out));
  }

  // The layout draws linked pages nearer each other than the spiral does (a ratio well below it).
  void benchLayoutQuick() {
    const Run r = cli({"bench", "layout", "--quick", "--json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject row = QJsonDocument::fromJson(r.out.toUtf8()).object()["sizes"].toArray()[0].toObject();
    QCOMPARE(row["nodes"].toInt(), 300);
    QVERIFY2(row["linkToPairRatio"].toDouble() < 0.9 * row["spiralLinkToPairRatio"].toDouble(), qPrintable(r.out));
  }

  void benchAmnRunsEverySectionOnSmallGraphs() {
    const Run r = cli({"bench", "amn", "--repeats", "1", "--side", "16", "--train-side", "6", "--graphs", "2"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    for (const char* section : {"1. two-label learning", "2. four-label AMN training", "3. alpha-expansion",
                                "4. incremental re-solves", "voted-svm test accuracy", "peak resident memory"})
      QVERIFY2(r.out.contains(section), qPrintable(r.out));
    // Incremental updates match a full re-solve exactly on two labels.
    QVERIFY2(r.out.contains("score vs an exact re-solve: +0.00e+00"), qPrintable(r.out));
    QCOMPARE(cli({"bench", "amn", "--side", "3"}).code, 2);
  }

  // Help comes from the options each command declares, so it lists exactly what parses, with
  // each option's meaning, default and range.
  void helpVersionAndOptionForms() {
    Run r = cli({"--version"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith("m3studio-cli ") && r.out.contains('.'), qPrintable(r.out));
    r = cli({"terrain", "train", "--help"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("usage: m3studio-cli terrain train") &&
                 r.out.contains("--learner NAME") && r.out.contains("--cloud FILE") &&
                 r.out.contains("(required)") && r.out.contains("default 0.1") &&
                 r.out.contains("bcfw | one-slack") && !r.out.contains("--tile-size"),
             qPrintable(r.out));
    r = cli({"terrain", "-h"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("\n  predict ") && r.out.contains("\n  train "));
    r = cli({"train", "--data", "x", "-h"});  // help wins over the other options
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("--no-transitions"));
    r = cli({"-h"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("usage: m3studio-cli <command>"));
    // Every subcommand the parser declares is listed in the full usage.
    const QString usage = r.out;
    for (const QString command :
         {"graph", "terrain", "bonds", "multilabel", "regions", "segmentation", "parse"}) {
      const Run listed = cli({command, "--help"});
      QCOMPARE(listed.code, 0);
      int subcommands = 0;
      for (const QString& line : listed.out.split('\n'))
        if (line.startsWith("  ")) {
          const QString name = line.trimmed().section(' ', 0, 0);
          QVERIFY2(usage.contains(command + " " + name + " "),
                   qPrintable(command + " " + name + " is missing from --help"));
          ++subcommands;
        }
      QVERIFY(subcommands >= 2);
    }
    // The benchmarks are a program of their own, and every one takes --json.
    QVERIFY(!usage.contains("\n  bench "));
    const Run benches = cli({"bench", "--help"});
    QCOMPARE(benches.code, 0);
    int benchCount = 0;
    for (const QString& line : benches.out.split('\n'))
      if (line.startsWith("  ") && !line.startsWith("   ")) {
        const QString name = line.trimmed().section(' ', 0, 0);
        QVERIFY2(cli({"bench", name, "--help"}).out.contains("--json"),
                 qPrintable("bench " + name + " takes no --json"));
        ++benchCount;
      }
    QVERIFY(benchCount >= 15);
    // --key=value is the same as --key value; a flag takes no value.
    r = cli({"sample", "--out=" + path("eq.data"), "--words=5"});
    QCOMPARE(r.code, 0);
    QVERIFY(QFileInfo(path("eq.data")).size() > 0);
    r = cli({"train", "--no-transitions=1", "--data", path("eq.data"), "--out", path("eq.json")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--no-transitions"), qPrintable(r.err));
    // Values are checked against their declaration before anything runs.
    r = cli({"terrain", "train", "--cloud", "x.ply", "--mapping", "terrain", "--out",
             path("t.json"), "--C", "-1"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--C") && r.err.contains("0 < C"), qPrintable(r.err));
    r = cli(
        {"terrain", "train", "--cloud", "x.ply", "--mapping", "nowhere", "--out", path("t.json")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("oakland, asprs"), qPrintable(r.err));
  }

  void badInputGivesClearErrors() {
    QFile bad(path("bad.data"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("1\ta\t-1\t1\t1\t0\t0 1 0\n");  // 9 fields instead of 134
    bad.close();
    Run r = cli({"train", "--data", path("bad.data"), "--out", path("x.json")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("bad.data:1:") && r.err.contains("expected 134 fields"), qPrintable(r.err));
    QVERIFY(!QFile::exists(path("x.json")));

    r = cli({"eval", "--model", path("missing.json"), "--data", path("bad.data")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains("missing.json"));

    r = cli({"train", "--data"});
    QCOMPARE(r.code, 2);
    r = cli({"train", "--bogus", "1"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("unknown option --bogus"));
    r = cli({"frobnicate"});
    QCOMPARE(r.code, 2);
    r = cli({"train", "--data", path("words.data"), "--out", path("y.json"), "--train-folds", "x"});
    QCOMPARE(r.code, 2);
    r = cli({"train", "--data", path("words.data"), "--out", path("y.json"), "--passes", "0"});
    QCOMPARE(r.code, 2);
    r = cli({"train", "--data", path("words.data"), "--out", path("y.json"), "--C", "nan"});
    QCOMPARE(r.code, 2);
    QVERIFY(!QFile::exists(path("y.json")));
  }

  void interruptStopsWithoutWritingOutput() {
    QVERIFY(cli({"sample", "--out", path("long.data"), "--words", "300", "--seed", "5"}).code == 0);
    for (const int signal : {SIGINT, SIGTERM}) {
      QProcess p;
      p.setProcessChannelMode(QProcess::MergedChannels);  // progress and messages are on stderr
      p.start(M3_CLI_PATH, {"train", "--data", path("long.data"), "--out", path("stopped.json"), "--passes",
                            "1000000", "--gap", "0"});
      QVERIFY(p.waitForStarted());
      // Interrupt once training is under way (its first progress line is on stderr).
      QString err;
      while (!err.contains("pass") && p.waitForReadyRead(30000)) err += QString::fromUtf8(p.readAll());
      QVERIFY2(err.contains("pass"), qPrintable(err));
      ::kill(static_cast<pid_t>(p.processId()), signal);
      QVERIFY(p.waitForFinished(30000));
      err += QString::fromUtf8(p.readAll());
      QCOMPARE(p.exitCode(), 128 + signal);
      QVERIFY2(err.contains(signal == SIGINT ? "interrupted by SIGINT" : "interrupted by SIGTERM"), qPrintable(err));
      QVERIFY(!QFile::exists(path("stopped.json")));
      QVERIFY(QDir(dir_.path()).entryList({"stopped.json*"}).isEmpty());
    }
  }

  void outputsGoWhereTheUserPointsThem() {
    QVERIFY(cli({"sample", "--out", path("small.data"), "--words", "60", "--seed", "2"}).code == 0);
    // A full disk (here /dev/full) is an error, not a silent empty file; /dev/null stays a device.
    Run r = cli({"train", "--data", path("small.data"), "--out", "/dev/full", "--passes", "2"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("/dev/full: write failed"), qPrintable(r.err));
    QCOMPARE(cli({"train", "--data", path("small.data"), "--out", "/dev/null", "--passes", "2"}).code, 0);
    QVERIFY(QFileInfo("/dev/null").exists() && !QFileInfo("/dev/null").isFile());
    // Through a symbolic link: the link stays and its target gets the model.
    QVERIFY(QFile::link("target.json", path("link.json")));
    QCOMPARE(cli({"train", "--data", path("small.data"), "--out", path("link.json"), "--passes", "2"}).code, 0);
    QVERIFY(QFileInfo(path("link.json")).isSymLink());
    QVERIFY(QFileInfo(path("target.json")).size() > 100);
    // Results on a full standard output fail too.
    QProcess p;
    p.setStandardOutputFile("/dev/full");
    p.start(M3_CLI_PATH, {"predict", "--model", path("target.json"), "--data", path("small.data")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains("cannot write to standard output"));
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
