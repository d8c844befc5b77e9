// A project saved in the GUI runs headless: `m3studio-cli train --project P.m3p` trains the
// model the workbench's Train trains on the same labels and settings (same weights within the
// learner's stopping tolerance), writes it where asked or into the project, refuses a project a
// window holds, and `predict` / `eval --project` apply the project's model to new data.
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "bond_panel.h"
#include "bond_workbench.h"
#include "cli_run.h"
#include "graph_workbench.h"
#include "handwriting_workbench.h"
#include "io/class_mapping.h"
#include "main_window.h"
#include "project_file.h"
#include "region_panel.h"
#include "region_workbench.h"
#include "samples/handwriting_sample.h"
#include "samples/terrain_scene.h"
#include "segmentation_panel.h"
#include "segmentation_workbench.h"
#include "sentence_panel.h"
#include "sentence_workbench.h"
#include "terrain_panel.h"
#include "terrain_workbench.h"

using namespace m3;

namespace {

// Every number under the model's "weights" (matrices of node, edge and transition weights).
void flatten(const QJsonValue& value, std::vector<double>& out) {
  if (value.isDouble()) out.push_back(value.toDouble());
  if (value.isArray())
    for (const QJsonValue& v : value.toArray()) flatten(v, out);
  if (value.isObject())
    for (const QJsonValue& v : value.toObject()) flatten(v, out);
}

std::vector<double> weightsOf(const QJsonObject& model) {
  std::vector<double> w;
  flatten(model["weights"], w);
  return w;
}

// |a - b| / |a|.
double relativeDistance(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size() || a.empty()) return 1e9;
  double d = 0, n = 0;
  for (size_t k = 0; k < a.size(); ++k) {
    d += (a[k] - b[k]) * (a[k] - b[k]);
    n += a[k] * a[k];
  }
  return std::sqrt(d / std::max(n, 1e-300));
}

QJsonObject readJson(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                     : QJsonObject();
}

}  // namespace

class TestHeadlessProjects : public QObject, public m3test::CliFixture {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioHeadlessTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void theCliTrainsTheModelTheGuiTrains_data() {
    QTest::addColumn<QString>("bench");
    QTest::addColumn<QList<QByteArray>>("edits");
    QTest::newRow("handwriting") << "handwriting"
                                 << QList<QByteArray>{};  // fold 0's letters, below
    QTest::newRow("graphs") << "graphs"
                            << QList<QByteArray>{
                                   R"({"node": 0, "label": 0})", R"({"node": 1, "label": 1})",
                                   R"({"node": 2, "label": 2})", R"({"node": 3, "label": 3})",
                                   R"({"node": 7, "label": 1})"};
    QTest::newRow("sentences") << "sentences"
                               << QList<QByteArray>{};  // the file's trees of 6 sentences, below
    // 40 of the 600 generated scenes, each with one or two of the six labels.
    QList<QByteArray> sets;
    for (int i = 0; i < 40; ++i) {
      QJsonArray on;
      for (int k = 0; k < 6; ++k) on.append(k == i % 6 || k == (i * 7) % 5 ? 1 : 0);
      sets
          << QJsonDocument(QJsonObject{{"item", i}, {"labels", on}}).toJson(QJsonDocument::Compact);
    }
    QTest::newRow("scenes") << "scenes" << sets;
    QTest::newRow("regions") << "regions"
                             << QList<QByteArray>{};  // the sample's true classes on a grid, below
    QTest::newRow("segmentation") << "segmentation"
                                  << QList<QByteArray>{};  // two samples' shapes, below
    QTest::newRow("bonds") << "bonds"
                           << QList<QByteArray>{};  // the demo's file bonds of 12 chains, below
    QTest::newRow("terrain") << "terrain" << QList<QByteArray>{};  // every 50th point, below
  }

  void theCliTrainsTheModelTheGuiTrains() {
    QFETCH(QString, bench);
    QFETCH(QList<QByteArray>, edits);
    const QString project = path(bench + ".m3p");
    QJsonObject guiModel;
    {
      MainWindow window;
      Workbench* workbench = window.workbench(bench);
      window.setActiveWorkbench(workbench);
      if (bench == "handwriting") {
        auto* hw = window.workbench<HandwritingWorkbench>();
        hw->openSample(60, 3);
        QVERIFY(hw->labelFoldFromFile(0) > 0);
      }
      if (bench == "sentences")
        for (int i = 0; i < 6; ++i)
          if (const ParseTree* t =
                  window.workbench<SentenceWorkbench>()->panel()->document()->fileTree(i))
            edits << QJsonDocument(
                         QJsonObject{{"sentence", i},
                                     {"tree", QString::fromStdString(formatPennTree(*t))}})
                         .toJson(QJsonDocument::Compact);
      if (bench == "bonds") {
        if (!BondPanel::trypsinDemoAvailable())
          QSKIP("the trypsin demo (Debian theseus-examples) is not installed");
        const BondDocument* doc = window.workbench<BondWorkbench>()->panel()->document();
        for (int i = 0; i < std::min(12, doc->proteinCount()); ++i) {
          QJsonArray flat;
          for (const Bond& b : doc->fileBonds(i)) flat << b.a << b.b;
          edits << QJsonDocument(QJsonObject{{"protein", i}, {"bonds", flat}})
                       .toJson(QJsonDocument::Compact);
        }
      }
      if (bench == "regions") {
        // Superpixels other than the defaults: the project must carry them to the CLI.
        RegionPanel* panel = window.workbench<RegionWorkbench>()->panel();
        panel->setSceneOptions({.regionSize = 26, .compactness = 12});
        const LabelImage& truth = panel->document()->imageAt(0).truth;
        for (int y = 30; y < truth.height; y += 60) {
          QJsonArray pixels, labels;
          for (int x = 10; x < truth.width; x += 7) {
            pixels << y * truth.width + x;
            labels << truth.at(x, y);
          }
          edits << QJsonDocument(QJsonObject{{"image", 0}, {"pixels", pixels}, {"labels", labels}})
                       .toJson(QJsonDocument::Compact);
        }
      }
      if (bench == "terrain") {  // a small street, the file's classes of every 50th point painted
        TerrainPanel* panel = window.workbench<TerrainWorkbench>()->panel();
        panel->openSample(30000, 5);
        const Labeling& truth = panel->document()->truth();
        QJsonArray points, labels;
        for (size_t i = 0; i < truth.size(); i += 50)
          points << static_cast<qint64>(i), labels << truth[i];
        edits << QJsonDocument(QJsonObject{{"points", points}, {"labels", labels}})
                     .toJson(QJsonDocument::Compact);
      }
      if (bench == "segmentation") {
        SegmentationPanel* panel = window.workbench<SegmentationWorkbench>()->panel();
        QTRY_VERIFY_WITH_TIMEOUT(panel->scenesReady(), 120000);
        panel->useReference({0, 2});
        QCOMPARE(panel->document()->trainingCount(), 2);
      }
      for (const QByteArray& edit : edits) {
        QString error;
        QVERIFY2(workbench->replayEdit(QJsonDocument::fromJson(edit).object(), &error),
                 qPrintable(error));
      }
      workbench->train();
      QTRY_VERIFY_WITH_TIMEOUT(workbench->hasModel() && !workbench->isTraining(), 120000);
      guiModel = workbench->modelJson();
      QVERIFY(window.session()->saveTo(workbench, project));
    }
    // Into another file: the same model, within the stopping tolerance.
    Run r = cli({"train", "--project", project, "--out", path(bench + "-cli.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject cliModel = readJson(path(bench + "-cli.json"));
    QCOMPARE(cliModel.value("format"), guiModel.value("format"));
    QCOMPARE(cliModel.value("kind"), guiModel.value("kind"));  // none in segmentation models
    const double distance = relativeDistance(weightsOf(guiModel), weightsOf(cliModel));
    qInfo("%s: weights of the CLI's model differ from the GUI's by %.2e (relative)",
          qPrintable(bench), distance);
    QVERIFY2(distance < 0.05, qPrintable(QString::number(distance)));
    // Into the project itself (no window has it open now).
    r = cli({"train", "--project", project});
    QVERIFY2(r.code == 0 && r.out.contains("saved into"), qPrintable(r.err + r.out));
    const QJsonObject saved = readProjectFile(project).state["model"].toObject();
    QCOMPARE(saved.value("format"), guiModel.value("format"));
    QCOMPARE(saved.value("kind"), guiModel.value("kind"));
  }

  // Handwriting projects written before every workbench said "learner" kept C, the passes and
  // the gap in "training": the CLI trains them with those, as the GUI opens them.
  void anOlderHandwritingProjectTrainsWithItsSettings() {
    const QString project = path("older.m3p");
    HandwritingSampleOptions sample;
    sample.numWords = 30;
    sample.seed = 2;
    QString labels;  // the sample's own letters of its first ten words
    const HandwritingDataset words = generateHandwritingSample(sample);
    for (int w = 0; w < 10; ++w) {
      QString letters;
      for (int y : words.words[w].letters) letters += QChar('a' + y);
      labels += QString(R"(%1{"word": %2, "letters": "%3"})").arg(w ? "," : "").arg(w).arg(letters);
    }
    QFile f(project);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QString(R"({"format": "m3studio-project", "schema": 2, "workbench": "handwriting",
      "state": {"dataset": {"sample": {"words": 30, "seed": 2}}, "labels": [%1],
                "training": {"C": 0.25, "maxPasses": 3, "gap": 0.5, "transitions": false}}})")
                .arg(labels)
                .toUtf8());
    f.close();
    const Run r = cli({"train", "--project", project, "--out", path("older.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject model = readJson(path("older.json"));
    QCOMPARE(model["training"].toObject()["C"].toDouble(), 0.25);
    QCOMPARE(model["kind"].toString(), QString("multiclass-svm"));

    // A value outside its declared range is refused with the file and the field named, old
    // format or new, instead of training with it (a C of 1e308 gave an infinite objective).
    for (const QString& settings :
         {QString(R"("learner": {"C": 1e308})"), QString(R"("learner": {"maxPasses": -5})"),
          QString(R"("training": {"gap": -3})")}) {
      QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
      f.write(QString(R"({"format": "m3studio-project", "schema": 2, "workbench": "handwriting",
        "state": {"dataset": {"sample": {"words": 30, "seed": 2}}, "labels": [%1], %2}})")
                  .arg(labels, settings)
                  .toUtf8());
      f.close();
      const Run bad = cli({"train", "--project", project, "--out", path("bad.json")});
      QCOMPARE(bad.code, 1);
      QVERIFY2(bad.err.contains("older.m3p") && bad.err.contains("must be"), qPrintable(bad.err));
      QVERIFY(!QFile::exists(path("bad.json")));
    }
  }

  void aProjectAWindowHoldsIsNotRewritten() {
    const QString project = path("held.m3p");
    MainWindow window;
    auto* hw = window.workbench<HandwritingWorkbench>();
    hw->openSample(40, 1);
    QVERIFY(hw->labelFoldFromFile(0) > 0);
    QVERIFY(window.session()->saveTo(hw, project));
    const Run r = cli({"train", "--project", project});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("open in an M3Studio window"), qPrintable(r.err));
    QVERIFY(!readProjectFile(project).state.contains("model"));
  }

  // A terrain project of the older format (*.m3t: the kind under "model", the model under
  // "trainedModel") trains headless with its kind, and the project it is saved into keeps it
  // under today's names, so the GUI opens both.
  void anOlderTerrainProjectTrainsWithItsKind() {
    const TerrainScene scene = generateTerrainScene({.targetPoints = 20000, .seed = 3});
    QJsonArray painted;
    for (size_t i = 0; i < scene.labels.size(); i += 20)
      painted.append(QJsonArray{static_cast<qint64>(i), scene.labels[i]});
    const QJsonObject old{
        {"format", "m3studio-terrain-project"},
        {"sample", QJsonObject{{"points", 20000}, {"seed", 3}}},
        {"mapping", QJsonDocument::fromJson(QByteArray::fromStdString(classMappingToJson(
                                                identityClassMapping(scene.labelNames.names))))
                        .object()},
        {"painted", painted},
        {"model", "node-svm"},
        {"trainedModel", QJsonObject{{"stale", true}}}};
    const QString project = path("street.m3t");
    QFile file(project);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(old).toJson());
    file.close();
    const Run r = cli({"train", "--project", project});
    QVERIFY2(r.code == 0 && r.out.contains("node-svm trained on"), qPrintable(r.err + r.out));
    const QJsonObject saved = readJson(project);  // as written, not as read back
    QCOMPARE(saved["workbench"].toString(), QString("terrain"));
    const QJsonObject state = saved["state"].toObject();
    QCOMPARE(state["modelKind"].toString(), QString("node-svm"));
    QCOMPARE(state["model"].toObject()["kind"].toString(), QString("node-svm"));
    QVERIFY(!state.contains("trainedModel") && !state.contains("format"));
    QCOMPARE(state["model"].toObject()["terrain"].toObject()["mapping"], old["mapping"]);
  }

  void theProjectsModelPredictsNewData() {
    const QString project = path("apply.m3p");
    {
      MainWindow window;
      auto* hw = window.workbench<HandwritingWorkbench>();
      hw->openSample(60, 3);
      QVERIFY(hw->labelFoldFromFile(0) > 0);
      hw->train();
      QTRY_VERIFY_WITH_TIMEOUT(hw->hasModel() && !hw->isTraining(), 120000);
      QVERIFY(window.session()->saveTo(hw, project));
    }
    QVERIFY(cli({"sample", "--out", path("new.data"), "--words", "30", "--seed", "9"}).code == 0);
    Run r = cli({"eval", "--project", project, "--data", path("new.data"), "--json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const double error =
        QJsonDocument::fromJson(r.out.toUtf8()).object()["letterError"].toDouble(-1);
    // The same as the project's model written to a file and evaluated by hand.
    QFile model(path("project-model.json"));
    QVERIFY(model.open(QIODevice::WriteOnly));
    model.write(QJsonDocument(readProjectFile(project).state["model"].toObject()).toJson());
    model.close();
    r = cli({"eval", "--model", path("project-model.json"), "--data", path("new.data"), "--json"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(error >= 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object()["letterError"].toDouble(-2), error);
    r = cli(
        {"predict", "--project", project, "--data", path("new.data"), "--out", path("new.tsv")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(path("new.tsv")).size() > 0);
    // A project without a model says how to get one.
    ProjectFile bare = readProjectFile(project);
    bare.state.remove("model");
    writeProjectFile(path("bare.m3p"), bare);
    r = cli({"eval", "--project", path("bare.m3p"), "--data", path("new.data")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("holds no model"), qPrintable(r.err));
  }
};

QTEST_MAIN(TestHeadlessProjects)
#include "test_headless_projects.moc"
