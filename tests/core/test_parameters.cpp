// Declared settings (core/params/parameter.h) and the task registry (core/tasks/
// task_registry.h): a value is judged by its declaration alone (type, range, choices; NaN and
// infinities refused), defaults print exactly as they read back, every task's learner
// settings are declared with defaults inside their own ranges, and the learner options turn
// into the BCFW options they say, refusing combinations no learner takes; projects keep them
// under their own keys and give them back.
#include <QtTest>
#include <cmath>
#include <set>

#include "learning/bcfw.h"
#include "params/parameter.h"
#include "project/learner_json.h"
#include "tasks/task_registry.h"

using namespace m3;

class TestParameters : public QObject {
  Q_OBJECT

 private slots:
  void valuesAreJudgedByTheirDeclaration() {
    const Parameter c = Parameter::real("C", 0.1, 0, 1e6, "regularisation", true);
    QCOMPARE(c.check("0.5"), std::string());
    QCOMPARE(c.check("1e6"), std::string());
    QVERIFY(!c.check("0").empty());  // exclusive lower bound
    QVERIFY(!c.check("-1").empty());
    QVERIFY(!c.check("1e7").empty());
    for (const char* bad : {"nan", "inf", "-inf", "1e309", "", "0.1x", "x"})
      QVERIFY2(!c.check(bad).empty(), bad);
    QCOMPARE(c.rangeText(), std::string("0 < C <= 1000000"));
    const Parameter passes = Parameter::integer("passes", 100, 1, 1000, "passes");
    QVERIFY(passes.check("2.5").find("whole") != std::string::npos);
    QCOMPARE(passes.check("1000"), std::string());
    QVERIFY(!passes.check("0").empty());
    const Parameter learner =
        Parameter::choice("learner", {"bcfw", "one-slack"}, "bcfw", "the learner");
    QCOMPARE(learner.check("one-slack"), std::string());
    QCOMPARE(learner.check("smo"), std::string("must be one of bcfw, one-slack"));
    QCOMPARE(Parameter::flag("json", "json").check("anything"), std::string());
  }

  void defaultsReadBackExactly() {
    for (const double v : {0.1, 1.0 / 14, 1e-5, 123456.789, 0.02, 10.0})
      QCOMPARE(std::stod(formatNumber(v)), v);
    QCOMPARE(formatNumber(0.1), std::string("0.1"));
    QCOMPARE(formatNumber(200), std::string("200"));
    const std::vector<Parameter> declared{Parameter::real("C", 0.1, 0, 1, "c", true),
                                          Parameter::flag("json", "j"),
                                          Parameter::text("out", "FILE", "o")};
    const ParameterValues values = defaultValues(declared);
    QCOMPARE(values.real("C"), 0.1);
    QVERIFY(!values.has("json") && !values.flag("json") && !values.has("out"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, values.text("out"));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, findParameter(declared, "gap"));
  }

  // Each task's declared defaults are values its own declarations accept, ids and command
  // words are unique, and every task has a default model kind.
  void everyTaskDeclaresUsableDefaults() {
    std::set<std::string> ids, commands;
    for (const TaskDeclaration& task : taskDeclarations()) {
      QVERIFY2(ids.insert(task.id).second, task.id.c_str());
      QVERIFY2(commands.insert(task.command).second, task.command.c_str());
      QVERIFY(!task.modelKinds.empty());
      for (const Parameter& p : task.learnerParameters())
        QVERIFY2(p.check(p.defaultValue).empty(),
                 (task.id + ": --" + p.name + " " + p.defaultValue).c_str());
      for (const Parameter& p : task.options)
        QVERIFY2(p.check(p.defaultValue).empty(),
                 (task.id + ": --" + p.name + " " + p.defaultValue).c_str());
      QCOMPARE(&taskDeclaration(task.id), &task);
    }
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, taskDeclaration("nothing"));
    QCOMPARE(taskDeclaration("handwriting").defaultNumber("kernel-scale"), 1.0 / 14);
  }

  void learnerValuesBecomeBcfwOptions() {
    const TaskDeclaration& terrain = taskDeclaration("terrain");
    BcfwOptions options;
    applyLearnerValues(defaultValues(terrain.learnerParameters()), options);
    QCOMPARE(options.C, terrain.learner.C);
    QCOMPARE(options.relativeGapTolerance, terrain.learner.gap);
    QCOMPARE(options.maxPasses, terrain.learner.passes);
    QCOMPARE(options.cachedPlanes, terrain.learner.planes);
    QVERIFY(options.method == BcfwOptions::Method::Bcfw &&
            options.sampling == BcfwOptions::Sampling::Uniform &&
            options.steps == BcfwOptions::Steps::FrankWolfe);
    ParameterValues values = defaultValues(terrain.learnerParameters());
    values.set("learner", "one-slack");
    values.set("C", "2.5");
    applyLearnerValues(values, options);
    QVERIFY(options.method == BcfwOptions::Method::OneSlack);
    QCOMPARE(options.C, 2.5);
    values.set("sampling", "gap");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, applyLearnerValues(values, options));
    values = defaultValues(terrain.learnerParameters());
    values.set("steps", "pairwise");
    values.set("planes", "0");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, applyLearnerValues(values, options));
    values.set("planes", "5");
    applyLearnerValues(values, options);
    QVERIFY(options.steps == BcfwOptions::Steps::Pairwise);
    // A task without a stopping rule leaves the options' own.
    BcfwOptions scenes;
    scenes.maxPasses = 17;
    applyLearnerValues(defaultValues(taskDeclaration("scenes").learnerParameters()), scenes);
    QCOMPARE(scenes.maxPasses, 17);
  }

  // A project's "learner" (core/project/learner_json.h) gives back what was written, every
  // parameter of every task; missing or wrongly typed keys take the defaults, values outside
  // their declarations are refused with the field named, and older projects' fields still read.
  void projectLearnerObjectsReadBackWhatWasWritten() {
    for (const TaskDeclaration& task : taskDeclarations()) {
      const std::vector<Parameter> declared = task.learnerParameters();
      ParameterValues values = defaultValues(declared);
      values.set("C", "0.37");
      if (values.has("passes")) values.set("passes", "17");
      if (values.has("planes")) values.set("planes", "3");
      if (values.has("learner")) values.set("learner", "one-slack");
      if (values.has("loss"))
        values.set("loss", task.learner.loss == "balanced" ? "hamming" : "balanced");
      const nlohmann::json written = learnerJson(values, task);
      QVERIFY2(learnerValuesFromJson(written, task) == values, task.id.c_str());
      QVERIFY(learnerValuesFromJson(nlohmann::json::parse(written.dump()), task) == values);
      if (values.has("passes")) QCOMPARE(written["maxPasses"].get<int>(), 17);
      QVERIFY(learnerValuesFromJson(nlohmann::json::parse(R"({"C": "big"})"), task).real("C") ==
              task.learner.C);
      QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                               learnerValuesFromJson(nlohmann::json{{"C", -1}}, task));
      std::vector<std::string> refused;
      const ParameterValues kept = learnerValuesFromJson(
          nlohmann::json{{"C", 1e308}, {"learner", "newton"}}, task, &refused);
      QCOMPARE(kept.real("C"), task.learner.C);
      QCOMPARE(refused.size(), size_t(task.learner.learnerChoice ? 2 : 1));
      QCOMPARE(refused.front(), std::string("learner.C 1e+308: must be 0 < C <= 1000000"));
    }
    const nlohmann::json olderHandwriting =
        nlohmann::json::parse(R"({"training": {"C": 0.25, "gap": 0.5, "maxPasses": 3}})");
    const ParameterValues older =
        projectLearnerValues(olderHandwriting, taskDeclaration("handwriting"));
    QCOMPARE(older.real("C"), 0.25);
    QCOMPARE(older.real("gap"), 0.5);
    QCOMPARE(older.integer("passes"), 3);
    QCOMPARE(projectLearnerValues(nlohmann::json{{"C", 4}}, taskDeclaration("scenes")).real("C"),
             4.0);
    // Without "balancedLoss" a graph project trains with the Hamming loss it was saved under.
    QCOMPARE(
        projectLearnerValues(nlohmann::json{{"learner", {{"C", 1}}}}, taskDeclaration("regions"))
            .text("loss"),
        std::string("hamming"));
  }
};

QTEST_GUILESS_MAIN(TestParameters)
#include "test_parameters.moc"
