// The code that runs on more than one thread, exercised the way the GUI uses it, so that
// ThreadSanitizer sees every hand-over (resources/sanitize.sh runs this under TSan; the
// release suite runs it too):
//  - LearnerThread (app/shell): jobs replaced while they train (live update: the newest wins),
//    stopped, and a job that throws; progress and completions reach the owner's thread;
//  - LiveRetraining bursts of edits that retrain through it;
//  - StrokePrediction (app/workbenches/terrain): strokes arriving while the solver is built
//    and while earlier strokes are solved on the worker;
//  - parallel point features and tiled prediction (core), on two threads.
#include <QElapsedTimer>
#include <QtTest>
#include <atomic>
#include <memory>

#include "features/ocr_pixels.h"
#include "learner_thread.h"
#include "live_retraining.h"
#include "parallel/parallel_blocks.h"
#include "samples/handwriting_sample.h"
#include "samples/terrain_scene.h"
#include "stroke_prediction.h"
#include "tasks/handwriting_task.h"
#include "tasks/terrain/terrain_paint_budget.h"
#include "tasks/terrain/terrain_tiles.h"

using namespace m3;

namespace {

// A training request that takes a few hundred milliseconds: a generated word set, half labelled.
std::shared_ptr<HandwritingTrainingRequest> handwritingRequest() {
  HandwritingSampleOptions options;
  options.numWords = 120;
  auto data = std::make_shared<HandwritingDataset>(generateHandwritingSample(options));
  auto r = std::make_shared<HandwritingTrainingRequest>();
  r->dataset = data;
  r->features = ocrDatasetFeatures(*data, r->featureSpec);
  for (size_t w = 0; w < data->words.size(); ++w)
    r->userLabels.push_back(w % 2 ? data->words[w].letters : Labeling(data->words[w].length(), kUnlabelled));
  r->options.maxPasses = 200;
  r->options.relativeGapTolerance = 1e-6;  // stopped or superseded long before
  return r;
}

bool waitUntil(const std::function<bool()>& done, int ms) {
  QElapsedTimer clock;
  clock.start();
  while (!done() && clock.elapsed() < ms) QTest::qWait(10);
  return done();
}

}  // namespace

class TestThreads : public QObject {
  Q_OBJECT

 private slots:
  void learnerJobsAreSupersededStoppedAndFail() {
    const auto request = handwritingRequest();
    LearnerThread learner;
    int progressSignals = 0;
    QString failure;
    connect(&learner, &LearnerThread::progress, this, [&] { ++progressSignals; });
    connect(&learner, &LearnerThread::failed, this, [&](const QString& why) { failure = why; });
    std::vector<int> completions;  // the job number of each completion, -1 when superseded
    std::shared_ptr<const ChainModel> lastModel;
    auto job = [&](int number) {
      return [&, number]() -> LearnerThread::Work {
        return [&, number](const LearnerControl& control) -> LearnerThread::Completion {
          auto result = std::make_shared<HandwritingTrainingResult>(trainHandwriting(*request, control));
          return [&, number, result](bool superseded) {
            completions.push_back(superseded ? -1 : number);
            if (!superseded) lastModel = std::make_shared<ChainModel>(result->model);
          };
        };
      };
    };
    // Live update: five requests while the first trains; only the newest survives.
    for (int k = 0; k < 5; ++k) {
      learner.run(job(k));
      QTest::qWait(k == 0 ? 150 : 5);
    }
    QVERIFY(waitUntil([&] { return !learner.isRunning(); }, 60000));
    QVERIFY(!completions.empty());
    QCOMPARE(completions.back(), 4);
    QVERIFY(lastModel != nullptr);
    QVERIFY(progressSignals > 0);
    // Stop: the running job ends at its next pass and nothing queued runs.
    completions.clear();
    learner.run(job(10));
    QTest::qWait(50);
    learner.run(job(11));
    learner.stop();
    QVERIFY(waitUntil([&] { return !learner.isRunning(); }, 60000));
    QCOMPARE(completions, std::vector<int>{10});
    // A job that throws reports its message on the owner's thread.
    learner.run([] {
      return [](const LearnerControl&) -> LearnerThread::Completion { throw std::runtime_error("no labels"); };
    });
    QVERIFY(waitUntil([&] { return !failure.isEmpty(); }, 10000));
    QCOMPARE(failure, QString("no labels"));
  }

  void liveRetrainingBurstsTrainOnce() {
    const auto request = handwritingRequest();
    LearnerThread learner;
    std::atomic<int> started{0};
    int finished = 0;
    LiveRetraining live(30, [&] {
      learner.run([&]() -> LearnerThread::Work {
        ++started;
        return [&](const LearnerControl& control) -> LearnerThread::Completion {
          trainHandwriting(*request, control);
          return [&](bool) { ++finished; };
        };
      });
    });
    live.setOn(true);
    for (int burst = 0; burst < 4; ++burst) {
      for (int edit = 0; edit < 10; ++edit) {
        live.edited();
        QTest::qWait(2);
      }
      QTest::qWait(80);  // the debounce fires, training starts, the next burst supersedes it
    }
    live.setOn(false);
    QVERIFY(waitUntil([&] { return !learner.isRunning(); }, 60000));
    QVERIFY2(started >= 1 && started <= 4, qPrintable(QString::number(started)));
    QCOMPARE(finished, started.load());
  }

  void strokesArriveWhileTheSolverWorks() {
    TerrainSceneOptions so;
    so.targetPoints = 20000;
    so.seed = 5;
    const TerrainScene scene = generateTerrainScene(so);
    auto graph = std::make_shared<const PairwiseGraph>(buildTerrainGraph(scene.cloud));
    AmnTrainingOptions options;
    options.bcfw.C = 0.1;
    const Labeling painted = keepLabelledPatches(scene.cloud.xyz, scene.labels, 2000, 1.5, 1);
    auto model = std::make_shared<const AmnModel>(trainAmn(*graph, painted, scene.labelNames, options).model);

    StrokePrediction strokes;
    Labeling latest;
    int updates = 0;
    connect(&strokes, &StrokePrediction::updated, this, [&](const Labeling& labels, int, double) {
      latest = labels;
      ++updates;
    });
    strokes.reset(model, graph);
    // Strokes come at once, while the solver is still being built, then in a quick series.
    for (int k = 0; k < 12; ++k) {
      std::vector<int> points;
      for (int i = k * 300; i < k * 300 + 200; ++i) points.push_back(i);
      strokes.stroke(points, Labeling(points.size(), k % 4));
      QTest::qWait(k < 3 ? 0 : 15);
    }
    QVERIFY(waitUntil([&] { return updates > 0 && !latest.empty(); }, 60000));
    QTest::qWait(500);  // the last stroke's update, if it was queued behind another
    for (int i = 11 * 300; i < 11 * 300 + 200; ++i) QCOMPARE(latest[i], 11 % 4);
    // A new model mid-update: results for the old one are dropped, not applied.
    strokes.reset(model, graph);
    strokes.clear();
    QTest::qWait(200);
  }

  void featuresAndTilesOnTwoThreads() {
    TerrainSceneOptions so;
    so.targetPoints = 20000;
    so.seed = 9;
    const TerrainScene scene = generateTerrainScene(so);
    const PairwiseGraph graph = buildTerrainGraph(scene.cloud, TerrainGraphOptions::onThreads(2));
    QCOMPARE(graph.numNodes(), scene.cloud.numPoints());
    AmnTrainingOptions options;
    options.bcfw.C = 0.1;
    const Labeling painted = keepLabelledPatches(scene.cloud.xyz, scene.labels, 2000, 1.5, 1);
    const AmnModel model = trainAmn(graph, painted, scene.labelNames, options).model;
    const TiledPrediction tiled = predictTerrainTiled(scene.cloud, model, TerrainGraphOptions::onThreads(2), {15, 4});
    QCOMPARE(static_cast<int>(tiled.labels.size()), scene.cloud.numPoints());
  }

  // The learners' examples on the engine's threads (parallel/parallel_blocks.h): BCFW's gap
  // evaluation and the 1-slack learner's corners over the AMN's min-cut oracle, forced onto
  // threads however small the work; both learners give the weights of one thread.
  void learnersEvaluateExamplesOnThreads() {
    TerrainSceneOptions so;
    so.targetPoints = 6000;
    so.seed = 4;
    const TerrainScene scene = generateTerrainScene(so);
    const PairwiseGraph graph = buildTerrainGraph(scene.cloud, TerrainGraphOptions::onThreads(1));
    const Labeling painted = keepLabelledPatches(scene.cloud.xyz, scene.labels, 1500, 1.5, 1);
    setParallelWorthSeconds(0);
    for (const auto method : {BcfwOptions::Method::Bcfw, BcfwOptions::Method::OneSlack}) {
      AmnTrainingOptions options;
      options.bcfw.C = 0.1;
      options.bcfw.method = method;
      options.maxBlockNodes = 200;  // several blocks
      setDefaultThreadCount(1);
      const AmnModel one = trainAmn(graph, painted, scene.labelNames, options).model;
      setDefaultThreadCount(3);
      const AmnModel three = trainAmn(graph, painted, scene.labelNames, options).model;
      QVERIFY(one.weights == three.weights);
    }
    setDefaultThreadCount(0);
    setParallelWorthSeconds(1e-3);
  }
};

QTEST_GUILESS_MAIN(TestThreads)
#include "test_threads.moc"
