#include "learning/random_forest.h"

#include <opencv2/core.hpp>
#include <opencv2/ml.hpp>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace m3 {

namespace {

cv::Mat toFloat(const Eigen::MatrixXd& features) {
  cv::Mat out(static_cast<int>(features.rows()), static_cast<int>(features.cols()), CV_32F);
  for (int r = 0; r < out.rows; ++r)
    for (int c = 0; c < out.cols; ++c) out.at<float>(r, c) = static_cast<float>(features(r, c));
  return out;
}

const char* const kNodeName = "forest";

}  // namespace

std::string trainRandomForest(const Eigen::MatrixXd& features, const Labeling& labels, int numLabels,
                              const RandomForestOptions& options) {
  if (static_cast<Eigen::Index>(labels.size()) != features.rows())
    throw std::invalid_argument("random forest: one label per feature row needed");
  if (labels.size() < 2) throw std::invalid_argument("random forest: needs at least two labelled nodes");
  if (!features.allFinite()) throw std::invalid_argument("random forest: features must be finite");
  cv::Mat responses(static_cast<int>(labels.size()), 1, CV_32S);
  for (size_t r = 0; r < labels.size(); ++r) {
    if (labels[r] < 0 || labels[r] >= numLabels) throw std::invalid_argument("random forest: label out of range");
    responses.at<int>(static_cast<int>(r)) = labels[r];
  }

  cv::Ptr<cv::ml::RTrees> forest = cv::ml::RTrees::create();
  forest->setMaxDepth(options.maxDepth);
  forest->setMinSampleCount(options.minSamplesPerLeaf);
  forest->setActiveVarCount(0);  // sqrt(F) features tried per split, the usual choice
  forest->setCalculateVarImportance(false);
  forest->setTermCriteria({cv::TermCriteria::MAX_ITER, options.trees, 0});
  cv::setRNGSeed(static_cast<int>(options.seed));
  // Categorical responses make it a classifier (integer responses alone would regress).
  cv::Mat varType(features.cols() + 1, 1, CV_8U, cv::Scalar(cv::ml::VAR_ORDERED));
  varType.at<uchar>(static_cast<int>(features.cols())) = cv::ml::VAR_CATEGORICAL;
  const cv::Ptr<cv::ml::TrainData> typed = cv::ml::TrainData::create(
      toFloat(features), cv::ml::ROW_SAMPLE, responses, cv::noArray(), cv::noArray(), cv::noArray(), varType);
  if (!forest->train(typed)) throw std::runtime_error("random forest: OpenCV could not train the forest");

  cv::FileStorage storage(".yml", cv::FileStorage::WRITE | cv::FileStorage::MEMORY);
  storage << kNodeName << "{";
  forest->write(storage);
  storage << "}";
  return storage.releaseAndGetString();
}

Labeling predictRandomForest(const std::string& text, const Eigen::MatrixXd& features, std::vector<double>* margins) {
  cv::Ptr<cv::ml::RTrees> forest;
  try {
    forest = cv::Algorithm::loadFromString<cv::ml::RTrees>(text, kNodeName);
  } catch (const cv::Exception& e) {
    throw std::invalid_argument(std::string("random forest does not parse: ") + e.what());
  }
  if (forest.empty() || !forest->isTrained()) throw std::invalid_argument("random forest does not parse");
  if (forest->getVarCount() != features.cols())
    throw std::invalid_argument("random forest expects " + std::to_string(forest->getVarCount()) +
                                " features, the data has " + std::to_string(features.cols()));
  Labeling out(static_cast<size_t>(features.rows()));
  if (margins) margins->assign(out.size(), 0.0);
  if (features.rows() == 0) return out;
  const cv::Mat samples = toFloat(features);
  cv::Mat predicted;
  forest->predict(samples, predicted);
  for (int i = 0; i < predicted.rows; ++i) out[static_cast<size_t>(i)] = static_cast<int>(std::lround(predicted.at<float>(i)));
  if (margins) {
    cv::Mat votes;  // row 0: the classes; row i + 1: how many trees voted for each, sample i
    forest->getVotes(samples, votes, 0);
    for (int i = 0; i < samples.rows; ++i) {
      int top = 0, second = 0, total = 0;
      for (int c = 0; c < votes.cols; ++c) {
        const int v = votes.at<int>(i + 1, c);
        total += v;
        if (v > top) second = std::exchange(top, v);
        else if (v > second) second = v;
      }
      (*margins)[static_cast<size_t>(i)] = total > 0 ? double(top - second) / total : 0.0;
    }
  }
  return out;
}

}  // namespace m3
