// Declare once (core/tasks/task_registry.h): every workbench's Training Options start at the
// defaults its task declares, and so does every CLI train command, checked by what each really
// trains with: a fresh workbench's project state, and the model a CLI run with no learner
// options writes. Also: no two workbenches claim one id or shortcut, and every workbench is a
// declared task.
#include <QComboBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <set>

#include "cli_run.h"
#include "graph_workbench.h"
#include "handwriting_workbench.h"
#include "learner_settings_dialog.h"
#include "main_window.h"
#include "model/model_formats.h"
#include "model_kind_text.h"
#include "params/parameter.h"
#include "project_context.h"
#include "tasks/task_registry.h"

using namespace m3;

// The skeleton's contracts reject what does not fit them (a compile-time check).
static_assert(LabelStore<GraphLabels> && LabelStore<WordLabels>);
static_assert(!LabelStore<int> && !LabelStore<QJsonObject>);
static_assert(WorkbenchPanel<GraphPanel> && WorkbenchPanel<HandwritingPanel>);
static_assert(!WorkbenchPanel<QWidget> && !WorkbenchPanel<TrainingPanel>);

class TestTaskRegistry : public QObject, public m3test::CliFixture {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("M3StudioRegistryTests");
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();  // defaults, not what an earlier run chose
  }

  void everyWorkbenchIsADeclaredTaskWithItsOwnIdAndShortcut() {
    MainWindow window;
    std::set<QString> ids, shortcuts;
    int benches = 0;
    for (const TaskDeclaration& task : taskDeclarations()) {
      Workbench* bench = window.workbench(QString::fromStdString(task.id));
      QVERIFY2(bench, task.id.c_str());
      QVERIFY2(ids.insert(bench->id()).second, qPrintable("two workbenches are " + bench->id()));
      QVERIFY2(shortcuts.insert(bench->shortcut().toString()).second,
               qPrintable("two workbenches take " + bench->shortcut().toString()));
      QVERIFY(!task.modelKinds.empty());
      for (const std::string& kind : task.modelKinds)  // status lines begin with the name
        QVERIFY2(!modelKindText(kind).isEmpty(), (task.id + ": " + kind + " has no name").c_str());
      ++benches;
    }
    QCOMPARE(static_cast<size_t>(benches), taskDeclarations().size());
  }

  // The status bar says "model: <kind in words>, C = …" for every kind a model can say it is,
  // and leaves C out where the learner has none (a random forest, a generative parser).
  void everyModelSummaryIsWorded() {
    std::vector<ModelSummary> summaries;
    for (const bool kernel : {false, true})
      for (const bool transitions : {false, true}) {
        ChainModel chain;
        chain.weights.useTransitions = transitions;
        if (kernel)
          chain.kernel =
              std::make_shared<ChainSmoModel>(ChainSmoModel{.useTransitions = transitions});
        summaries.push_back(summarizeModel(chain));
      }
    for (const GraphModelKind kind : kGraphModelKinds) {
      AmnModel amn;
      amn.kind = kind;
      summaries.push_back(summarizeModel(amn));
      QCOMPARE(summaries.back().C.has_value(), kind != GraphModelKind::RandomForest);
    }
    for (const BondModelKind kind : {BondModelKind::M3n, BondModelKind::PairSvm})
      summaries.push_back(summarizeModel(BondModel{.kind = kind}));
    for (const MultiLabelModelKind kind : kAllMultiLabelKinds) {
      MultiLabelModel model;
      model.kind = kind;
      summaries.push_back(summarizeModel(model));
    }
    for (const ParserKind kind :
         {ParserKind::Generative, ParserKind::Basic, ParserKind::Lexical, ParserKind::LexicalAux}) {
      ParserModel parser;
      parser.kind = kind;
      summaries.push_back(summarizeModel(parser));
      QCOMPARE(summaries.back().C.has_value(), kind != ParserKind::Generative);
    }
    summaries.push_back(summarizeModel(SegmentationModel{}));
    GraphModel general{.general = std::make_shared<GeneralM3nModel>()};
    summaries.push_back(summarizeModel(general));
    for (const ModelSummary& summary : summaries)
      QVERIFY2(!modelKindText(summary.kindId).isEmpty(), summary.kindId.c_str());
  }

  // Training Options has a row for each learner parameter a task declares, worded (and so
  // translated) in the window's own words rather than under the option's name.
  void everyLearnerParameterIsWorded() {
    for (const TaskDeclaration& task : taskDeclarations())
      for (const Parameter& p : task.learnerParameters())
        QVERIFY2(LearnerSettingsDialog::labelOf(p.name) != QString::fromStdString(p.name) + ":",
                 p.name.c_str());
  }

  // Each model box lists the kinds its task declares, in order, the declared default shown first
  // (handwriting chooses its kind in Training Options, segmentation has one).
  void modelBoxesListTheDeclaredKinds() {
    MainWindow window;
    int boxes = 0;
    for (const TaskDeclaration& task : taskDeclarations()) {
      Workbench* bench = window.workbench(QString::fromStdString(task.id));
      auto* box = bench->widget()->findChild<QComboBox*>("modelKind");
      if (!box) continue;
      ++boxes;
      QCOMPARE(box->count(), static_cast<int>(task.modelKinds.size()));
      for (int i = 0; i < box->count(); ++i) {
        QCOMPARE(box->itemData(i).toString().toStdString(), task.modelKinds[i]);
        QCOMPARE(box->itemText(i), modelKindText(task.modelKinds[i]));
      }
      QCOMPARE(box->currentIndex(), 0);
    }
    QCOMPARE(boxes, 6);
  }

  // What a fresh workbench would train with is what its project says: "learner", one name in
  // every workbench.
  void workbenchesStartAtTheDeclaredDefaults() {
    MainWindow window;
    for (const TaskDeclaration& task : taskDeclarations()) {
      Workbench* bench = window.workbench(QString::fromStdString(task.id));
      ProjectContext context;
      const QJsonObject state = bench->saveState(context);
      const QJsonObject learner = state["learner"].toObject();
      QVERIFY2(!learner.isEmpty(), task.id.c_str());
      QCOMPARE(learner["C"].toDouble(), task.learner.C);
      if (task.learner.stoppingRule) {
        QCOMPARE(learner["relativeGap"].toDouble(), task.learner.gap);
        QCOMPARE(learner["maxPasses"].toInt(), task.learner.passes);
      }
      if (!task.learner.loss.empty())
        QCOMPARE(learner["balancedLoss"].toBool(), task.learner.loss == "balanced");
      QCOMPARE(state["modelKind"].toString().toStdString(), task.modelKinds.front());
    }
  }

  // The CLI reads the same declarations: each train command's help shows them, and a model
  // trained without learner options records the declared C.
  void cliTrainCommandsUseTheDeclaredDefaults() {
    for (const TaskDeclaration& task : taskDeclarations()) {
      const QStringList words =
          task.command.empty()
              ? QStringList{"train", "--help"}
              : QStringList{QString::fromStdString(task.command), "train", "--help"};
      const Run help = cli(words);
      QCOMPARE(help.code, 0);
      for (const Parameter& p : task.learnerParameters())
        QVERIFY2(help.out.contains("--" + QString::fromStdString(p.name)) &&
                     help.out.contains("default " + QString::fromStdString(p.defaultValue)),
                 qPrintable(QString::fromStdString(task.id + ": --" + p.name + " default " +
                                                   p.defaultValue) +
                            "\n" + help.out));
    }
    QVERIFY(cli({"sample", "--out", path("w.data"), "--words", "40"}).code == 0);
    Run r = cli({"train", "--data", path("w.data"), "--out", path("hw.json"), "--passes", "3"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(QFile(path("hw.json")).open(QIODevice::ReadOnly));
    QCOMPARE(modelC(path("hw.json")), taskDeclaration("handwriting").learner.C);
    QVERIFY(cli({"graph", "sample", "--out", path("g.json"), "--pages", "40"}).code == 0);
    r = cli(
        {"graph", "train", "--data", path("g.json"), "--out", path("gm.json"), "--passes", "3"});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(modelC(path("gm.json")), taskDeclaration("graphs").learner.C);
    QVERIFY(QString::fromUtf8(readAll(path("gm.json"))).contains("m3n-general"));
  }

 private:
  static QByteArray readAll(const QString& file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  }
  static double modelC(const QString& file) {
    return QJsonDocument::fromJson(readAll(file)).object()["training"].toObject()["C"].toDouble(-1);
  }
};

QTEST_MAIN(TestTaskRegistry)
#include "test_task_registry.moc"
