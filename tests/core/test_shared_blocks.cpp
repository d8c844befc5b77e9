// The 1-slack learner spread over processes (learning/shared_blocks.h), with threads standing in
// for MPI ranks: every process ends with the same weights, the single-process run's objective
// within the certified gap, and the exact QP's optimum within that gap too.
#include <QtTest>
#include <barrier>
#include <random>
#include <thread>

#include "brute_force.h"
#include "learning/amn_oracle.h"
#include "learning/bcfw.h"
#include "learning/structured_learner.h"

using namespace m3;

namespace {

// Processes as threads: sum() meets the others at a barrier and adds the vectors in rank order.
class ThreadGroup {
 public:
  explicit ThreadGroup(int size) : size_(size), barrier_(size), inputs_(static_cast<size_t>(size)) {}

  class Member : public ProcessSums {
   public:
    Member(ThreadGroup& group, int rank) : group_(group), rank_(rank) {}
    int rank() const override { return rank_; }
    int size() const override { return group_.size_; }
    void sum(std::vector<double>& values) override {
      group_.inputs_[static_cast<size_t>(rank_)] = &values;
      group_.barrier_.arrive_and_wait();
      if (rank_ == 0) {
        group_.total_.assign(values.size(), 0.0);
        for (const std::vector<double>* in : group_.inputs_)
          for (size_t k = 0; k < in->size(); ++k) group_.total_[k] += (*in)[k];
      }
      group_.barrier_.arrive_and_wait();
      values = group_.total_;
      group_.barrier_.arrive_and_wait();
    }

   private:
    ThreadGroup& group_;
    int rank_;
  };

 private:
  int size_;
  std::barrier<> barrier_;
  std::vector<std::vector<double>*> inputs_;
  std::vector<double> total_;
};

// Chains and cycles of 2-6 nodes with `labels` labels, node features noisy one-hot.
std::shared_ptr<std::vector<PairwiseGraph>> graphs(int count, int labels, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> noise;
  auto out = std::make_shared<std::vector<PairwiseGraph>>();
  for (int c = 0; c < count; ++c) {
    PairwiseGraph graph;
    const int n = 2 + c % 5;
    graph.nodeFeatures.resize(n, labels + 1);
    for (int i = 0; i < n; ++i) {
      graph.labels.push_back(i > 0 && rng() % 3 ? graph.labels[static_cast<size_t>(i) - 1] : static_cast<int>(rng() % labels));
      for (int f = 0; f < labels; ++f) graph.nodeFeatures(i, f) = (f == graph.labels.back() ? 0.6 : 0.0) + noise(rng);
      graph.nodeFeatures(i, labels) = 1.0;
    }
    for (int i = 1; i < n; ++i) graph.edges.push_back({i - 1, i});
    if (n > 3) graph.edges.push_back({0, n - 1});
    graph.edgeFeatures = Eigen::MatrixXd::Constant(static_cast<Eigen::Index>(graph.edges.size()), 1, 1.0);
    out->push_back(std::move(graph));
  }
  return out;
}

BcfwOptions oneSlack() {
  BcfwOptions options;
  options.C = 1.0;
  options.maxPasses = 2000;
  options.relativeGapTolerance = 1e-3;
  options.method = BcfwOptions::Method::OneSlack;
  return options;
}

// The learner on `processes` threads; every thread's result.
std::vector<BcfwResult> trainSpread(const AmnOracle& oracle, const BcfwOptions& options, int processes) {
  ThreadGroup group(processes);
  std::vector<BcfwResult> results(static_cast<size_t>(processes));
  std::vector<std::thread> threads;
  for (int r = 0; r < processes; ++r)
    threads.emplace_back([&, r] {
      ThreadGroup::Member member(group, r);
      LearnerControl control;
      control.processes = &member;
      results[static_cast<size_t>(r)] = trainStructured(oracle, options, control);
    });
  for (std::thread& t : threads) t.join();
  return results;
}

}  // namespace

class TestSharedBlocks : public QObject {
  Q_OBJECT

 private slots:
  void blocksGoLongestFirstToTheLeastLoaded() {
    ThreadGroup group(2);
    ThreadGroup::Member first(group, 0), second(group, 1);
    SharedBlocks a(&first, 6), b(&second, 6);
    for (int i = 0; i < 6; ++i) QCOMPARE(a.mine(i), i % 2 == 0);  // dealt out in turn at first
    const std::vector<double> seconds{1, 5, 1, 1, 1, 1};
    a.rebalance(seconds);
    b.rebalance(seconds);
    for (int i = 0; i < 6; ++i) QVERIFY(a.mine(i) != b.mine(i));  // each block on one process
    const int longOnes = a.mine(1) ? 0 : 1;  // the process given the long block
    for (int i = 0; i < 6; ++i)
      if (i != 1) QCOMPARE(a.mine(i), longOnes != 0);  // the long block alone, the five short ones together
    SharedBlocks alone(nullptr, 3);
    QVERIFY(alone.mine(0) && alone.mine(2));
    QCOMPARE(alone.size(), 1);
  }

  // Two labels: min-cut is exact, so every gap is a certificate; checked against the exact QP.
  void twoProcessesReachTheExactOptimum() {
    const AmnLayout layout{3, 1, 2};
    const AmnOracle oracle(graphs(9, 2, 4), layout);
    const test::ExactSolution exact = test::solveExactly(oracle, 2, 1.0, 1e-10);
    const BcfwResult alone = trainStructured(oracle, oneSlack());
    QCOMPARE(alone.reason, StopReason::Converged);
    for (int processes : {2, 3}) {
      const std::vector<BcfwResult> spread = trainSpread(oracle, oneSlack(), processes);
      for (const BcfwResult& r : spread) {
        QCOMPARE(r.reason, StopReason::Converged);
        QVERIFY(r.progress.gapCertified);
        QVERIFY(r.weights == spread[0].weights);  // the same to the last bit on every process
        QCOMPARE(r.progress.pass, spread[0].progress.pass);
      }
      const TrainingProgress& p = spread[0].progress;
      const double primal = evaluatePrimal(oracle, spread[0].weights, 1.0).primal;
      QVERIFY2(std::abs(primal - p.primal) <= 1e-9 * (1 + primal), "the reported primal is the weights' primal");
      QVERIFY2(primal - exact.primal <= p.gap + 1e-9 && primal >= exact.primal - 1e-9,
               qPrintable(QString("%1 vs the optimum %2, gap %3").arg(primal).arg(exact.primal).arg(p.gap)));
      QVERIFY(std::abs(primal - alone.progress.primal) <= p.gap + alone.progress.gap + 1e-9);
      QVERIFY(p.dual <= exact.primal + 1e-9);
    }
  }

  // Three labels: alpha-expansion is approximate, and the LP certificate is summed across
  // processes too; it must still bound the true suboptimality.
  void threeLabelsCertifyAcrossProcesses() {
    const AmnLayout layout{4, 1, 3};
    const AmnOracle oracle(graphs(8, 3, 7), layout);
    QVERIFY(!oracle.exactInference());
    const test::ExactSolution exact = test::solveExactly(oracle, 3, 1.0, 1e-10);
    BcfwOptions options = oneSlack();
    options.relativeGapTolerance = 1e-2;
    const std::vector<BcfwResult> spread = trainSpread(oracle, options, 2);
    QVERIFY(spread[0].weights == spread[1].weights);
    const TrainingProgress& p = spread[0].progress;
    QCOMPARE(spread[0].reason, StopReason::Converged);
    QVERIFY(!std::isnan(p.certifiedGap) && p.certifiedGap >= p.gap);
    const double truePrimal = test::enumeratedPrimal(oracle, 3, spread[0].weights, 1.0);
    QVERIFY2(truePrimal - exact.primal <= p.certifiedGap + 1e-9,
             qPrintable(QString("suboptimality %1 above the certificate %2").arg(truePrimal - exact.primal).arg(p.certifiedGap)));
    QVERIFY(p.dual <= exact.primal + 1e-9);
  }

  void bcfwRefusesToBeSpread() {
    const AmnOracle oracle(graphs(4, 2, 1), {3, 1, 2});
    ThreadGroup group(2);
    ThreadGroup::Member member(group, 0);
    LearnerControl control;
    control.processes = &member;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             trainStructured(oracle, BcfwOptions{}, control));
  }
};

QTEST_APPLESS_MAIN(TestSharedBlocks)
#include "test_shared_blocks.moc"
