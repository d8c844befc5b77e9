#include "tasks/multilabel_task.h"

#include <chrono>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include "eval/multilabel_metrics.h"
#include "learning/bcfw.h"
#include "learning/structured_learner.h"

namespace m3 {

namespace {

std::string format(const char* fmt, double a, double b = 0, double c = 0) {
  char buf[200];
  std::snprintf(buf, sizeof buf, fmt, a, b, c);
  return buf;
}

// Per-label F1 of independent SVMs trained on one part of `data` and scored on the other.
std::vector<double> validationF1(const MultiLabelData& data, const MultiLabelTrainingOptions& o,
                                 const DualCdOptions& dcd) {
  const auto [fit, held] = splitRows(data.size(), o.validationFraction, o.seed);
  if (fit.empty() || held.empty()) throw std::invalid_argument("lmsbn-fscore: too few examples for a validation split");
  const MultiLabelData validation = selectRows(data, held);
  const IndependentSvms svms = trainIndependentSvms(selectRows(data, fit), dcd);
  return multiLabelMetrics(validation.labels, svms.predict(validation.features)).perLabelF1;
}

}  // namespace

MultiLabelTrainingResult trainMultiLabel(const MultiLabelData& data, const MultiLabelTrainingOptions& o,
                                         const LearnerControl& control) {
  if (data.size() < 1 || data.numFeatures() < 1 || data.numLabels() < 1)
    throw std::invalid_argument("multi-label training needs at least one example, feature and label");
  if (!(o.C > 0)) throw std::invalid_argument("multi-label training needs C > 0");
  o.kernel.validate();
  const bool kernelKind = o.kind == MultiLabelModelKind::Lmsbn || o.kind == MultiLabelModelKind::LmsbnFscore;
  if (o.kernel.type != KernelType::Linear && !kernelKind)
    throw std::invalid_argument(std::string("kernels are supported by lmsbn and lmsbn-fscore only, not ") +
                                multiLabelKindName(o.kind));
  const auto start = std::chrono::steady_clock::now();
  MultiLabelTrainingResult r;
  MultiLabelModel& m = r.model;
  m.kind = o.kind;
  m.labelNames = data.labelNames;
  if (static_cast<int>(m.labelNames.size()) != data.numLabels())
    for (int i = static_cast<int>(m.labelNames.size()); i < data.numLabels(); ++i) m.labelNames.push_back("label" + std::to_string(i));
  m.numFeatures = data.numFeatures();
  m.C = o.C;
  DualCdOptions dcd;
  dcd.C = o.C;
  dcd.seed = o.seed;
  switch (o.kind) {
    case MultiLabelModelKind::Lmsbn:
    case MultiLabelModelKind::LmsbnFscore: {
      const std::vector<int> order = o.kind == MultiLabelModelKind::Lmsbn ? indexOrder(data.numLabels())
                                                                          : fScoreOrder(validationF1(data, o, dcd));
      // The linear kernel keeps the primal linear solver (same model, cheaper than a Gram matrix).
      m.lmsbn = trainLmsbn(data, order, dcd,
                           o.kernel.type == KernelType::Linear ? std::nullopt : std::optional<KernelSpec>(o.kernel));
      for (int i : order) r.report.labelOrder.push_back(m.labelNames[static_cast<std::size_t>(i)]);
      if (m.lmsbn.kernel) {
        r.report.kernel = m.lmsbn.kernel->name();
        r.report.supportVectors = static_cast<int>(m.lmsbn.supportVectors.rows());
      }
      break;
    }
    case MultiLabelModelKind::Lmbm: {
      LmbmOptions lo;
      lo.C = o.C;
      lo.eta0 = o.eta0;
      lo.seed = o.seed;
      const LmbmResult t = trainLmbm(data, lo);
      m.lmbm = t.model;
      m.eta0 = o.eta0;
      r.report.iterative = true;
      r.report.passes = t.passes;
      r.report.relativeGap = (t.primal - t.dual) / std::max(t.primal, 1e-300);
      r.report.stop = t.converged ? StopReason::Converged : StopReason::PassLimit;
      break;
    }
    case MultiLabelModelKind::Svm:
      m.svms = trainIndependentSvms(data, dcd);
      r.report.binarySvms = data.numLabels();
      break;
    case MultiLabelModelKind::ChainSsvm:
    case MultiLabelModelKind::FullSsvm: {
      auto shared = std::make_shared<const MultiLabelData>(data);
      MultiLabelOracle oracle(shared, o.kind == MultiLabelModelKind::ChainSsvm ? LabelGraph::Chain : LabelGraph::Full);
      BcfwOptions bo;
      bo.C = o.C;
      bo.maxPasses = o.ssvmPasses;
      bo.relativeGapTolerance = o.ssvmGap;
      bo.seed = o.seed;
      const BcfwResult t = trainStructured(oracle, bo, control);
      m.pairwise = oracle.layout();
      m.pairwise.w = t.weights;
      r.report.iterative = true;
      r.report.passes = t.progress.pass;
      r.report.relativeGap = t.progress.relativeGap();
      r.report.stop = t.reason;
      if (o.kind == MultiLabelModelKind::FullSsvm) r.report.integralLps = oracle.lpIntegral(), r.report.lps = oracle.lpCalls();
      break;
    }
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

std::string multiLabelReportText(const MultiLabelTrainingReport& report) {
  std::string text;
  if (!report.labelOrder.empty()) {
    text = "label order";
    for (const std::string& name : report.labelOrder) text += " " + name;
    if (!report.kernel.empty())
      text += "; kernel " + report.kernel + ", " + std::to_string(report.supportVectors) + " support vectors";
  } else if (report.binarySvms > 0) {
    text = std::to_string(report.binarySvms) + " binary SVMs";
  } else if (report.iterative) {
    text = format("%g passes, relative gap %.3g", report.passes, report.relativeGap) + ", " + stopReasonName(report.stop);
    if (report.integralLps >= 0)
      text += format(", %g of %g loss-augmented LPs integral", static_cast<double>(report.integralLps),
                     static_cast<double>(report.lps));
  }
  return text;
}

namespace {

double sgn(int v) { return v ? 1.0 : -1.0; }

// The field of every label given the others' predicted values, signed so that > 0 means on.
Eigen::VectorXd pairwiseMargins(const BinaryPairwiseProblem& p, const Labeling& u) {
  const Eigen::Index K = p.unary.size();
  Eigen::VectorXd m(K);
  for (Eigen::Index i = 0; i < K; ++i) {
    double gain = p.unary(i);  // score(u_i = 1) - score(u_i = 0)
    for (Eigen::Index j = 0; j < K; ++j)
      if (j != i && u[static_cast<std::size_t>(j)]) gain += i < j ? p.pairwise(i, j) : p.pairwise(j, i);
    m(i) = gain;
  }
  return m;
}

}  // namespace

MultiLabelPrediction predictMultiLabel(const MultiLabelModel& model, const FeatureMatrix& X,
                                       const MultiLabelPredictOptions& options) {
  if (X.cols() != model.numFeatures)
    throw std::invalid_argument("the data has " + std::to_string(X.cols()) + " features, the model expects " +
                                std::to_string(model.numFeatures));
  const int N = static_cast<int>(X.rows()), K = model.numLabels();
  MultiLabelPrediction r;
  r.labels = LabelMatrix::Zero(N, K);
  r.margins = Eigen::MatrixXd::Zero(N, K);
  for (int l = 0; l < N; ++l) {
    const auto x = X.row(l);
    Labeling y;
    switch (model.kind) {
      case MultiLabelModelKind::Lmsbn:
      case MultiLabelModelKind::LmsbnFscore: {
        const BranchAndBoundResult b = lmsbnBranchAndBound(model.lmsbn, x, options.lmsbnBound);
        y = b.labels;
        r.exact += b.certified;
        const int D = model.numFeatures;
        const Eigen::VectorXd base = lmsbnInputScores(model.lmsbn, x);
        for (int t = 0; t < K; ++t) {
          const LinearSvm& u = model.lmsbn.units[static_cast<std::size_t>(t)];
          double a = base(t);
          for (int s = 0; s < t; ++s) a += u.w(D + s) * sgn(y[static_cast<std::size_t>(model.lmsbn.order[static_cast<std::size_t>(s)])]);
          r.margins(l, model.lmsbn.order[static_cast<std::size_t>(t)]) = a;
        }
        break;
      }
      case MultiLabelModelKind::Lmbm: {
        const bool exact = options.lmbmInference == LmbmInference::Exact && K <= kMaxLmbmEnumerationLabels;
        const LpMapResult p = exact ? lmbmPredictExact(model.lmbm, x) : lmbmPredictLp(model.lmbm, x);
        y = p.labels;
        r.exact += p.integral;
        const Eigen::VectorXd h = model.lmbm.fields(x);
        for (int i = 0; i < K; ++i) {
          double a = h(i);
          for (int k = 0; k < K; ++k)
            if (k != i) a += model.lmbm.pairwise(i, k) * sgn(y[static_cast<std::size_t>(k)]);
          r.margins(l, i) = a;
        }
        break;
      }
      case MultiLabelModelKind::Svm:
        y.resize(static_cast<std::size_t>(K));
        for (int i = 0; i < K; ++i) {
          r.margins(l, i) = model.svms.svms[static_cast<std::size_t>(i)].decision(x);
          y[static_cast<std::size_t>(i)] = r.margins(l, i) > 0;
        }
        ++r.exact;
        break;
      case MultiLabelModelKind::ChainSsvm:
      case MultiLabelModelKind::FullSsvm: {
        const BinaryPairwiseProblem p = model.pairwise.problem(x);
        bool integral = true;
        y = model.pairwise.predict(x, &integral);
        r.exact += integral;
        r.margins.row(l) = pairwiseMargins(p, y).transpose();
        break;
      }
    }
    for (int i = 0; i < K; ++i) r.labels(l, i) = y[static_cast<std::size_t>(i)];
  }
  return r;
}

std::vector<double> itemMargins(const Eigen::MatrixXd& labelMargins) {
  std::vector<double> out(static_cast<size_t>(labelMargins.rows()),
                          std::numeric_limits<double>::infinity());
  for (Eigen::Index i = 0; i < labelMargins.rows(); ++i)
    if (labelMargins.cols() > 0)
      out[static_cast<size_t>(i)] = labelMargins.row(i).cwiseAbs().minCoeff();
  return out;
}

std::vector<Suggestion> suggestMultiLabelItems(const Eigen::MatrixXd& labelMargins,
                                               const FeatureMatrix& features,
                                               const std::vector<bool>& labelled,
                                               const SuggestionOptions& options) {
  if (labelMargins.rows() != features.rows())
    throw std::invalid_argument("suggestMultiLabelItems: one feature row per item");
  std::vector<Eigen::VectorXd> rows;
  if (options.diversity > 0)
    for (Eigen::Index i = 0; i < features.rows(); ++i) rows.push_back(features.row(i).transpose());
  return rankSuggestions(itemMargins(labelMargins), labelled, options, rows);
}

}  // namespace m3
