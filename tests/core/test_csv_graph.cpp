// Graphs from CSV node and edge tables (io/csv_graph.h) and sets of node tables of either form
// (readNodeTableSet): quoting, class names merged over files, names, link directions, and
// clear errors naming file and line.
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

#include "io/csv_graph.h"
#include "io/io_error.h"

using namespace m3;

class TestCsvGraph : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::string write(const QString& name, const std::string& text) {
    const std::string path = dir_.filePath(name).toStdString();
    QDir().mkpath(QFileInfo(dir_.filePath(name)).path());
    std::ofstream(path) << text;
    return path;
  }
  QString errorOf(const std::function<void()>& read) {
    try {
      read();
    } catch (const IoError& e) {
      return QString::fromUtf8(e.what());
    }
    return {};
  }

 private slots:
  void splitsQuotedFields() {
    std::vector<std::string> f;
    QVERIFY(splitCsvLine(R"(a,"b, c","say ""hi""",,x)", f));
    QCOMPARE(f, (std::vector<std::string>{"a", "b, c", "say \"hi\"", "", "x"}));
    QVERIFY(!splitCsvLine(R"(a,"open)", f));
  }

  void readsNodesClassesNamesAndDirections() {
    const std::string nodes = write("web/nodes.csv",
                                    "id,name,w1,label,w2\n"
                                    "p1,\"Smith, J.\",1,faculty,0\n"
                                    "p2,CS101,0,course,1\n"
                                    "p3,,0.5,,0.25\n"
                                    "p4,Lab,1,project,1\n");
    const std::string edges = write("web/edges.csv", "source,target\np1,p2\np2,p1\np3,p1\np1,p2\np4,p4\n");
    const CsvGraph g = readCsvGraph(nodes, edges);
    QCOMPARE(g.classNames, (std::vector<std::string>{"course", "faculty", "project"}));
    QCOMPARE(g.nodeNames, (std::vector<std::string>{"Smith, J.", "CS101", "p3", "Lab"}));
    const PairwiseGraph& graph = g.table.graph;
    QCOMPARE(graph.labels, (Labeling{1, 0, kUnlabelled, 2}));
    QCOMPARE(graph.nodeFeatures.cols(), 3L);  // bias, w1, w2
    QCOMPARE(graph.nodeFeatures(2, 1), 0.5);
    QCOMPARE(graph.nodeFeatures(2, 2), 0.25);
    QCOMPARE(graph.numEdges(), 2);
    // p1 <-> p2 both ways; p3 -> p1 is the edge (p1, p3) linked from its second end.
    QCOMPARE(graph.edges[0].a, 0);
    QCOMPARE(graph.edges[0].b, 1);
    QCOMPARE(graph.edgeFeatures(0, 0) + graph.edgeFeatures(0, 1), 2.0);
    QCOMPARE(graph.edges[1].b, 2);
    QCOMPARE(graph.edgeFeatures(1, 0), 0.0);
    QCOMPARE(graph.edgeFeatures(1, 1), 1.0);
    QCOMPARE(g.table.repeatedLinks, 1);
    QCOMPARE(g.table.droppedSelfLoops, 1);
  }

  void setsMergeClassesOverFiles() {
    const std::string n1 = write("a/nodes.csv", "id,label,x\n1,student,1\n2,faculty,0\n");
    const std::string e1 = write("a/edges.csv", "from,to\n1,2\n");
    const std::string n2 = write("b/nodes.csv", "id,label,x\n1,course,1\n2,student,0\n");
    const std::string e2 = write("b/edges.csv", "from,to\n2,1\n");
    const NodeTableSet read = readNodeTableSet({n1, n2}, {e1, e2});
    QCOMPARE(read.set.labels.names, (std::vector<std::string>{"course", "faculty", "student"}));
    QCOMPARE(read.set.names, (std::vector<std::string>{"a", "b"}));
    QCOMPARE(read.set.graphs[0].labels, (Labeling{2, 1}));
    QCOMPARE(read.set.graphs[1].labels, (Labeling{0, 2}));
    QCOMPARE(read.set.nodeNames[1], (std::vector<std::string>{"1", "2"}));
    // Given label names set the order, and must name every class.
    QCOMPARE(readNodeTableSet({n1}, {e1}, {"student", "faculty"}).set.graphs[0].labels, (Labeling{0, 1}));
    QVERIFY(errorOf([&] { readNodeTableSet({n1, n2}, {e1, e2}, {"student", "faculty"}); }).contains("\"course\""));
    // One form per set.
    const std::string tsv = write("c/nodes.txt", "node_id\tfeature\tlabel\n0\t1\t0\n");
    const std::string tsvEdges = write("c/edges.txt", "node_id\tnode_id\n");
    QVERIFY(errorOf([&] { readNodeTableSet({n1, tsv}, {e1, tsvEdges}); }).contains("separately"));
    // The TAB form's classes are numbers, at least two.
    const std::string tsv3 = write("d/nodes.txt", "node_id\tfeature\tlabel\n0\t1\t0\n1\t0\t2\n");
    QCOMPARE(readNodeTableSet({tsv, tsv3}, {tsvEdges, tsvEdges}).set.labels.names, (std::vector<std::string>{"0", "1", "2"}));
    QCOMPARE(readNodeTableSet({tsv}, {tsvEdges}).set.labels.names, (std::vector<std::string>{"0", "1"}));
    QVERIFY(errorOf([&] { readNodeTableSet({tsv3}, {tsvEdges}, {"a", "b"}); }).contains("name 2 classes"));
  }

  void errorsNameFileAndLine() {
    const std::string edges = write("e.csv", "s,t\n");
    QVERIFY(errorOf([&] { readCsvGraph(write("n1.csv", "name,x\na,1\n"), edges); }).contains("n1.csv:1: no \"id\""));
    QVERIFY(errorOf([&] { readCsvGraph(write("n2.csv", "id,x\na,1\nb\n"), edges); }).contains("n2.csv:3: 1 fields"));
    QVERIFY(errorOf([&] { readCsvGraph(write("n3.csv", "id,x\na,one\n"), edges); }).contains("n3.csv:2: feature \"one\""));
    QVERIFY(errorOf([&] { readCsvGraph(write("n4.csv", "id,x\na,1\na,2\n"), edges); }).contains("n4.csv:3: node id \"a\" appears twice"));
    QVERIFY(errorOf([&] { readCsvGraph(write("n5.csv", "id,x\na,\"1\n"), edges); }).contains("n5.csv:2: a quoted field"));
    QVERIFY(errorOf([&] { readCsvGraph(write("n6.csv", "id,x\n"), edges); }).contains("n6.csv: no nodes"));
    const std::string good = write("n7.csv", "id,x\na,1\nb,nan\n");
    QVERIFY(errorOf([&] { readCsvGraph(good, edges); }).contains("n7.csv:3"));
    const std::string ok = write("n8.csv", "id,x\na,1\nb,2\n");
    QVERIFY(errorOf([&] { readCsvGraph(ok, write("e2.csv", "s,t\na,c\n")); }).contains("e2.csv:2: node \"c\" is not in"));
    QVERIFY(errorOf([&] { readCsvGraph(ok, write("e3.csv", "s\na\n")); }).contains("e3.csv:1"));
    // Spreadsheets' byte-order mark before the header is not part of the first column's name.
    QCOMPARE(readCsvGraph(write("n9.csv", "\xEF\xBB\xBFid,label,x\na,u,1\n"), edges).classNames,
             (std::vector<std::string>{"u"}));
    // One class named "class 2": the second is another name.
    const std::string one = write("one/nodes.csv", "id,label\na,class 2\n");
    QCOMPARE(readNodeTableSet({one}, {edges}).set.labels.names, (std::vector<std::string>{"class 2", "class 1"}));
  }
};

QTEST_APPLESS_MAIN(TestCsvGraph)
#include "test_csv_graph.moc"
