// An Image Segmentation project trained headless: its photos (or the generated sample), the
// segmentations the person drew, and the learner (app/workbenches/segmentation/). Only the
// training images (a segmentation over kSegmentationTrainingCoverage of the pixels) are read.
#include <algorithm>
#include <filesystem>
#include <map>

#include "io/image_io.h"
#include "io/io_error.h"
#include "project/headless_trainers.h"
#include "samples/textured_shapes.h"
#include "tasks/interactive_training.h"

namespace m3::headless {

using nlohmann::json;

namespace {

ColourImage sampleImage(int k) {
  return generateTexturedShapes(segmentationSampleOptions(k)).image;
}

bool isTraining(const LabelImage& segmentation) {
  const long drawn =
      static_cast<long>(std::count_if(segmentation.labels.begin(), segmentation.labels.end(),
                                      [](int id) { return id != kUnlabelled; }));
  return segmentation.numPixels() > 0 &&
         static_cast<double>(drawn) >=
             kSegmentationTrainingCoverage * static_cast<double>(segmentation.numPixels());
}

}  // namespace

HeadlessTraining trainSegmentation(const std::string& path, const json& state,
                                   const LearnerControl& control) {
  HeadlessTraining out;
  // The items as the workbench lists them: the sample's images, or the files that could be read
  // (one that cannot is left out there too, so the items after it move up).
  const bool sample = state.contains("sample");
  int sampleImages = 0;
  std::vector<std::string> files;
  if (sample) {
    sampleImages =
        wholeNumber(state["sample"].value("images", json()), 1, 1000, path, "the sample's images");
  } else {
    for (const json& reference : state.value("data", json::array()))
      files.push_back(resolveDataReference(reference, path, &out.warnings));
    if (files.empty()) throwIoError(path, "names no images");
  }
  std::vector<ColourImage> readable;  // files only: those that read, in order
  std::vector<std::string> names;
  if (!sample) {
    for (const std::string& file : files) {
      try {
        readable.push_back(readImage(file));
        names.push_back(std::filesystem::path(file).filename().string());
      } catch (const std::exception& e) {
        out.warnings.emplace_back(e.what());
      }
    }
  }
  const int items = sample ? sampleImages : static_cast<int>(readable.size());

  // In item order, a later record of an image replacing an earlier one (as replayed in the GUI).
  const json records = state.value("segmentations", json::array());
  std::map<int, const json*> segmentations;
  for (const json& record : records) {
    const int item =
        wholeNumber(record.value("item", json()), 0, items - 1, path, "a segmented image");
    if (!sample && record.contains("name") && record["name"] != names[static_cast<size_t>(item)])
      throwIoError(path, "image " + std::to_string(item + 1) + " is not " + record["name"].dump() +
                             " any more: the data changed");
    segmentations[item] = &record;
  }
  SegmentationTrainingRequest request;
  for (const auto& [item, record] : segmentations) {
    const ColourImage image = sample ? sampleImage(item) : readable[static_cast<size_t>(item)];
    // Segment ids per pixel; kUnlabelled where nothing is drawn.
    LabelImage segmentation =
        runLengthImage(record->value("segments", json()), image.width, image.height, kUnlabelled,
                       1 << 20, path, "the segmentation of image " + std::to_string(item + 1));
    if (!isTraining(segmentation)) continue;  // work in progress, as in the workbench
    request.scenes.push_back(
        std::make_shared<const SegmentationScene>(buildSegmentationScene(image, request.options)));
    request.training.push_back(std::move(segmentation));
    request.kmeansK.push_back(2);  // the baseline's k: unused by training
  }
  if (request.scenes.empty())
    throwIoError(path, "no image is segmented over " +
                           std::to_string(static_cast<int>(100 * kSegmentationTrainingCoverage)) +
                           "% of its pixels: nothing to train on");
  const ParameterValues learner = projectLearnerValues(state, taskDeclaration("segmentation"));
  request.options.C = learner.real("C");
  applyLearnerValues(learner, request.options.bcfw);
  request.options.bcfw.certifyApproximateGap = false;  // as the workbench trains
  const SegmentationTrainingOutcome outcome = trainAndPredictSegmentation(request, control);
  if (!outcome.model || outcome.reason == StopReason::EmptyProblem)
    throwIoError(path, "its segmentations give nothing to train on");
  report(out, segmentationModelToJson(*outcome.model),
         "correlation-clustering trained on " + std::to_string(outcome.trainingImages) + " images",
         outcome.progress, outcome.reason);
  return out;
}

}  // namespace m3::headless
