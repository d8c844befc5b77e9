#include "learning/random_forest.h"

#include <opencv2/core.hpp>
#include <opencv2/ml.hpp>
#include <algorithm>
#include <cmath>
#include <list>
#include <memory>
#include <mutex>
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

// Batch k of the forest is the node "forest" (k = 0, the name a single forest always had)
// or "forest_k".
std::string batchName(int k) { return k == 0 ? std::string("forest") : "forest_" + std::to_string(k); }

// OpenCV reads a forest without checking it, and both its reader and its prediction index
// with what they read (categorical subsets, variable maps, children): a model file could make
// them read or write out of bounds. So a batch must look like what trainRandomForest writes,
// checked twice. Before OpenCV reads it (checkBatchText): the current format, a classifier
// over ordered features only (no categories, no variable map), and splits on an ordered
// feature ("le" or "gt"). After (checkBatchTrees): roots, children, splits and classes that
// exist.
[[noreturn]] void notOurs() {
  throw std::invalid_argument("random forest is not one M3Studio wrote (its trees do not fit together)");
}

std::vector<int> intsOf(const cv::FileNode& node) {
  if (!node.isSeq()) notOurs();
  std::vector<int> out;
  for (const cv::FileNode& item : node) {
    if (!item.isInt()) notOurs();
    out.push_back(static_cast<int>(item));
  }
  return out;
}

// Returns the number of features.
int checkBatchText(const cv::FileNode& node) {
  if (!node.isMap() || !node["format"].isInt() || static_cast<int>(node["format"]) != 3 ||
      !node["is_classifier"].isInt() || static_cast<int>(node["is_classifier"]) != 1)
    notOurs();
  const std::vector<int> varType = intsOf(node["var_type"]);  // features ordered (0), response categorical (1)
  const int features = static_cast<int>(varType.size()) - 1;
  if (features < 1 || varType.back() != 1 || std::any_of(varType.begin(), varType.end() - 1, [](int t) { return t != 0; }))
    notOurs();
  if (!node["var_idx"].empty()) {
    const std::vector<int> varIdx = intsOf(node["var_idx"]);
    if (static_cast<int>(varIdx.size()) != features || !node["global_var_idx"].isInt()) notOurs();
    for (int v = 0; v < features; ++v)
      if (varIdx[static_cast<size_t>(v)] != v) notOurs();
  }
  if (!node["cat_map"].empty() || !node["cat_count"].empty()) notOurs();
  if (!node["cat_ofs"].empty()) {
    const std::vector<int> catOfs = intsOf(node["cat_ofs"]);
    if (std::any_of(catOfs.begin(), catOfs.end(), [](int o) { return o != 0; })) notOurs();
  }
  if (!node["missing_subst"].empty() && (!node["missing_subst"].isSeq() || node["missing_subst"].size() < varType.size()))
    notOurs();
  const cv::FileNode trees = node["trees"];
  if (!trees.isSeq() || !node["ntrees"].isInt() || static_cast<int>(node["ntrees"]) != static_cast<int>(trees.size()))
    notOurs();
  for (const cv::FileNode& tree : trees) {
    if (!tree.isMap() || !tree["nodes"].isSeq()) notOurs();
    for (const cv::FileNode& treeNode : tree["nodes"]) {
      if (!treeNode.isMap()) notOurs();
      const cv::FileNode splits = treeNode["splits"];
      if (splits.empty()) continue;
      if (!splits.isSeq()) notOurs();
      for (const cv::FileNode& split : splits) {
        const bool ordered = split.isMap() && (!split["le"].empty() || !split["gt"].empty()) && split["in"].empty() &&
                             split["not_in"].empty();
        if (!ordered || !split["var"].isInt() || static_cast<int>(split["var"]) < 0 ||
            static_cast<int>(split["var"]) >= features)
          notOurs();
      }
    }
  }
  return features;
}

void checkBatchTrees(const cv::FileNode& node, const cv::ml::RTrees& batch, int features) {
  const int classes = static_cast<int>(intsOf(node["class_labels"]).size());
  bool ok = batch.isClassifier() && batch.getVarCount() == features && classes > 0;
  const std::vector<cv::ml::DTrees::Node>& nodes = batch.getNodes();
  const std::vector<cv::ml::DTrees::Split>& splits = batch.getSplits();
  const int n = static_cast<int>(nodes.size()), s = static_cast<int>(splits.size());
  for (const int root : batch.getRoots()) ok = ok && root >= 0 && root < n;
  for (const cv::ml::DTrees::Node& t : nodes) {
    if (!ok) break;
    ok = t.classIdx >= 0 && t.classIdx < classes && t.split >= -1 && t.split < s;
    if (ok && t.split >= 0) ok = t.left >= 0 && t.left < n && t.right >= 0 && t.right < n;
  }
  for (const cv::ml::DTrees::Split& split : splits)
    ok = ok && split.varIdx >= 0 && split.varIdx < features && split.next >= -1 && split.next < s;
  if (!ok) notOurs();
}

// Every batch of a serialised forest, parsed once and checked. Throws std::invalid_argument when the
// text does not parse or holds no trained forest.
std::vector<cv::Ptr<cv::ml::RTrees>> parseBatches(const std::string& text) {
  std::vector<cv::Ptr<cv::ml::RTrees>> batches;
  try {
    cv::FileStorage storage(text, cv::FileStorage::READ | cv::FileStorage::MEMORY | cv::FileStorage::FORMAT_YAML);
    for (int k = 0;; ++k) {
      const cv::FileNode node = storage[batchName(k)];
      if (node.empty()) break;
      const int features = checkBatchText(node);
      cv::Ptr<cv::ml::RTrees> batch = cv::ml::RTrees::create();
      batch->read(node);
      if (!batch->isTrained()) throw std::invalid_argument("random forest does not parse");
      checkBatchTrees(node, *batch, features);
      batches.push_back(batch);
    }
  } catch (const std::invalid_argument&) {
    throw;
  } catch (const std::exception& e) {  // cv::Exception, and the standard library's from inside OpenCV
    throw std::invalid_argument(std::string("random forest does not parse: ") + e.what());
  }
  if (batches.empty()) throw std::invalid_argument("random forest does not parse");
  return batches;
}

}  // namespace

TrainedForest trainRandomForest(const Eigen::MatrixXd& features, const Labeling& labels, int numLabels,
                                const RandomForestOptions& options, const std::function<bool()>& cancelled) {
  if (static_cast<Eigen::Index>(labels.size()) != features.rows())
    throw std::invalid_argument("random forest: one label per feature row needed");
  if (labels.size() < 2) throw std::invalid_argument("random forest: needs at least two labelled nodes");
  if (!features.allFinite()) throw std::invalid_argument("random forest: features must be finite");
  if (options.trees < 1) throw std::invalid_argument("random forest: needs at least one tree");
  cv::Mat responses(static_cast<int>(labels.size()), 1, CV_32S);
  for (size_t r = 0; r < labels.size(); ++r) {
    if (labels[r] < 0 || labels[r] >= numLabels) throw std::invalid_argument("random forest: label out of range");
    responses.at<int>(static_cast<int>(r)) = labels[r];
  }
  // Categorical responses make it a classifier (integer responses alone would regress).
  cv::Mat varType(features.cols() + 1, 1, CV_8U, cv::Scalar(cv::ml::VAR_ORDERED));
  varType.at<uchar>(static_cast<int>(features.cols())) = cv::ml::VAR_CATEGORICAL;
  const cv::Ptr<cv::ml::TrainData> typed = cv::ml::TrainData::create(
      toFloat(features), cv::ml::ROW_SAMPLE, responses, cv::noArray(), cv::noArray(), cv::noArray(), varType);

  cv::setRNGSeed(static_cast<int>(options.seed));  // once: the batches draw one stream
  cv::FileStorage storage(".yml", cv::FileStorage::WRITE | cv::FileStorage::MEMORY);
  int grown = 0;
  for (int k = 0; grown < options.trees && (k == 0 || !cancelled || !cancelled()); ++k) {
    const int trees = std::min(kTreesPerBatch, options.trees - grown);
    cv::Ptr<cv::ml::RTrees> batch = cv::ml::RTrees::create();
    batch->setMaxDepth(options.maxDepth);
    batch->setMinSampleCount(options.minSamplesPerLeaf);
    batch->setActiveVarCount(0);  // sqrt(F) features tried per split, the usual choice
    batch->setCalculateVarImportance(false);
    batch->setTermCriteria({cv::TermCriteria::MAX_ITER, trees, 0});
    if (!batch->train(typed)) throw std::runtime_error("random forest: OpenCV could not train the forest");
    storage << batchName(k) << "{";
    batch->write(storage);
    storage << "}";
    grown += trees;
  }
  return {storage.releaseAndGetString(), grown};
}

int randomForestTrees(const std::string& forest) {
  try {
    int trees = 0;
    for (const cv::Ptr<cv::ml::RTrees>& batch : parseBatches(forest)) trees += static_cast<int>(batch->getRoots().size());
    return trees;
  } catch (const std::invalid_argument&) {
    return 0;
  }
}

namespace {

// The batches of a parsed forest, each checked to take `numFeatures` features.
void checkWidth(const std::vector<cv::Ptr<cv::ml::RTrees>>& batches, Eigen::Index numFeatures) {
  for (const cv::Ptr<cv::ml::RTrees>& batch : batches)
    if (batch->getVarCount() != numFeatures)
      throw std::invalid_argument("random forest expects " + std::to_string(batch->getVarCount()) +
                                  " features, the data has " + std::to_string(numFeatures));
}

// Row 0: the classes; row i + 1: how many trees voted for each, sample i; summed over the
// batches, which share their classes (they learned from the same rows).
cv::Mat votesOf(const std::vector<cv::Ptr<cv::ml::RTrees>>& batches, const cv::Mat& samples) {
  cv::Mat votes;
  for (const cv::Ptr<cv::ml::RTrees>& batch : batches) {
    cv::Mat batchVotes;
    try {
      batch->getVotes(samples, batchVotes, 0);
    } catch (const std::exception& e) {  // OpenCV's checks of a forest read from a file, or memory
      throw std::invalid_argument(std::string("random forest cannot vote: ") + e.what());
    }
    if (votes.empty()) {
      votes = batchVotes;
      continue;
    }
    if (batchVotes.cols != votes.cols || cv::norm(batchVotes.row(0), votes.row(0), cv::NORM_INF) != 0)
      throw std::invalid_argument("random forest does not parse: its batches know different classes");
    votes.rowRange(1, votes.rows) += batchVotes.rowRange(1, batchVotes.rows);
  }
  return votes;
}

}  // namespace

void checkRandomForest(const std::string& forest, int numFeatures, int numLabels) {
  const std::vector<cv::Ptr<cv::ml::RTrees>> batches = parseBatches(forest);
  checkWidth(batches, numFeatures);
  // One vote on a sample of zeros: the batches agree on their classes, listed in row 0.
  const cv::Mat votes = votesOf(batches, cv::Mat::zeros(1, numFeatures, CV_32F));
  for (int c = 0; c < votes.cols; ++c)
    if (votes.at<int>(0, c) < 0 || votes.at<int>(0, c) >= numLabels)
      throw std::invalid_argument("random forest votes for label " + std::to_string(votes.at<int>(0, c)) +
                                  ", the model has " + std::to_string(numLabels));
}

namespace {

using Batches = std::vector<cv::Ptr<cv::ml::RTrees>>;

// The parsed batches of `text`, from a cache of the last two forests predicted with. Why:
// parsing is most of a prediction's cost (a forest grown on CamVid's 54,000 training regions
// took 2.8 s per 360 x 480 image to predict when every call parsed it), and one model predicts
// many times (every image, tile and redraw). Texts are compared in full, so a cached forest
// is only ever used for the identical text. OpenCV's getVotes is const and keeps its buffers
// local, so threads may share a parsed forest.
std::shared_ptr<const Batches> cachedBatches(const std::string& text) {
  static std::mutex mutex;
  static std::list<std::pair<std::string, std::shared_ptr<const Batches>>> cache;  // most recent first
  {
    const std::lock_guard<std::mutex> lock(mutex);
    for (auto it = cache.begin(); it != cache.end(); ++it)
      if (it->first == text) {
        cache.splice(cache.begin(), cache, it);
        return cache.front().second;
      }
  }
  auto parsed = std::make_shared<const Batches>(parseBatches(text));  // outside the lock: slow
  const std::lock_guard<std::mutex> lock(mutex);
  for (const auto& [cachedText, batches] : cache)
    if (cachedText == text) return batches;  // another thread parsed it meanwhile
  cache.emplace_front(text, parsed);
  if (cache.size() > 2) cache.pop_back();
  return parsed;
}

}  // namespace

Labeling predictRandomForest(const std::string& text, const Eigen::MatrixXd& features, std::vector<double>* margins) {
  const std::shared_ptr<const Batches> parsed = cachedBatches(text);
  const Batches& batches = *parsed;
  checkWidth(batches, features.cols());
  Labeling out(static_cast<size_t>(features.rows()));
  if (margins) margins->assign(out.size(), 0.0);
  if (features.rows() == 0) return out;
  const cv::Mat samples = toFloat(features);
  const cv::Mat votes = votesOf(batches, samples);
  for (int i = 0; i < samples.rows; ++i) {
    // The first class with the most votes, as OpenCV's own prediction picks it.
    int best = 0, top = 0, second = 0, total = 0;
    for (int c = 0; c < votes.cols; ++c) {
      const int v = votes.at<int>(i + 1, c);
      total += v;
      if (v > top) {
        second = std::exchange(top, v);
        best = c;
      } else if (v > second) {
        second = v;
      }
    }
    out[static_cast<size_t>(i)] = votes.at<int>(0, best);
    if (margins) (*margins)[static_cast<size_t>(i)] = total > 0 ? double(top - second) / total : 0.0;
  }
  return out;
}

}  // namespace m3
