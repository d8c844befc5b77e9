#include "tasks/graphs/general_m3n_task.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "data/graph_parts.h"
#include "io/io_error.h"
#include "io/json_util.h"
#include "io/program_version.h"
#include "tasks/graphs/graph_task.h"

namespace m3 {

using nlohmann::json;

GeneralM3nTrainingResult trainGeneralM3n(const GraphSet& set, const GeneralM3nOptions& options,
                                         const LearnerControl& control) {
  if (set.labels.size() < 2) throw std::invalid_argument("at least two labels are needed");
  std::vector<const std::vector<int>*> labelings;
  for (const PairwiseGraph& g : set.graphs) labelings.push_back(&g.labels);
  requireTwoLabelledClasses(labelings, set.labels);
  checkGeneralM3nSize({set.numNodeFeatures, set.numEdgeFeatures, set.labels.size()});
  auto graphs = std::make_shared<std::vector<PairwiseGraph>>();
  GeneralM3nTrainingResult result;
  for (const PairwiseGraph& g : set.graphs) {
    TrainingBlocks blocks = trainingBlocks(g, options.maxBlockNodes);
    result.keptEdges += blocks.keptEdges;
    result.droppedEdges += blocks.droppedEdges;
    for (PairwiseGraph& b : blocks.blocks) {
      result.labelledNodes += b.numNodes();
      graphs->push_back(std::move(b));
    }
  }
  result.blocks = static_cast<int>(graphs->size());
  GeneralM3nModel& model = result.model;
  model.labels = set.labels;
  model.layout = {set.numNodeFeatures, set.numEdgeFeatures, set.labels.size()};
  model.C = options.bcfw.C;
  if (graphs->empty()) {
    result.reason = StopReason::EmptyProblem;
    model.weights = Eigen::VectorXd::Zero(model.layout.dimension());
    return result;
  }
  const std::vector<double> weights = options.balancedLoss
                                          ? balancedClassWeights(*graphs, set.labels.size())
                                          : std::vector<double>{};
  const GeneralM3nOracle oracle(graphs, model.layout, weights);
  const BcfwResult r = trainRelaxedBcfw(oracle, options.bcfw, control);
  model.weights = r.weights;
  result.progress = r.progress;
  result.reason = r.reason;
  return result;
}

GeneralM3nPrediction predictGeneralM3n(const GeneralM3nModel& model, const PairwiseGraph& graph) {
  Eigen::MatrixXd node, edge;
  generalM3nScores(model.layout, model.weights, graph, node, edge);
  const PairwiseLpResult lp = solvePairwiseLp(graph.numNodes(), graph.edges, node, edge);
  return {lp.labels, lp.integral};
}

}  // namespace m3
