// An Image Regions project trained headless: its photos (or the generated sample), the
// scribbles per image, the classes, the superpixel settings, the model kind and learner
// (app/workbenches/regions/region_workbench.cpp). Only the scribbled images are read: the
// others add nothing to training.
#include "io/image_io.h"
#include "io/io_error.h"
#include "project/headless_trainers.h"
#include "samples/textured_shapes.h"
#include "tasks/interactive_training.h"

namespace m3::headless {

using nlohmann::json;

namespace {

// The classes as the project stores them: [{"name", "rgb": [r, g, b]}, ...], 2 to 255.
Palette projectPalette(const json& classes, const std::string& path) {
  if (!classes.is_array() || classes.size() < 2 || classes.size() > 255)
    throwIoError(path, "its classes must be a list of 2 to 255");
  Palette palette;
  for (const json& c : classes) {
    const json rgb = c.value("rgb", json());
    if (!c.value("name", json()).is_string() || !rgb.is_array() || rgb.size() != 3)
      throwIoError(path, "a class needs a name and an rgb colour");
    palette.push_back({c["name"].get<std::string>(),
                       static_cast<std::uint8_t>(wholeNumber(rgb[0], 0, 255, path, "a colour")),
                       static_cast<std::uint8_t>(wholeNumber(rgb[1], 0, 255, path, "a colour")),
                       static_cast<std::uint8_t>(wholeNumber(rgb[2], 0, 255, path, "a colour"))});
  }
  return palette;
}

bool anyScribble(const json& runs) {
  if (!runs.is_array()) return false;
  for (size_t k = 0; k + 1 < runs.size(); k += 2)
    if (runs[k] != json(kUnlabelled)) return true;
  return false;
}

}  // namespace

HeadlessTraining trainRegions(const std::string& path, const json& state,
                              const LearnerControl& control) {
  HeadlessTraining out;
  RegionTrainingRequest request;
  request.palette = projectPalette(state.value("classes", json()), path);
  const int classes = static_cast<int>(request.palette.size());
  if (state.contains("superpixels")) {
    const json& s = state["superpixels"];
    request.taskOptions.superpixels.regionSize =
        wholeNumber(s.value("regionSize", json()), 6, 200, path, "the superpixel size");
    request.taskOptions.superpixels.compactness =
        wholeNumber(s.value("compactness", json()), 1, 100, path, "the superpixel compactness");
  }
  if (state.contains("sample")) {
    TexturedShapesOptions options;
    options.width =
        wholeNumber(state["sample"].value("width", json()), 16, 8192, path, "the sample's width");
    options.height =
        wholeNumber(state["sample"].value("height", json()), 16, 8192, path, "the sample's height");
    auto image = std::make_shared<const ColourImage>(generateTexturedShapes(options).image);
    request.images.push_back(
        {nullptr, image,
         runLengthImage(state.value("scribbles", json()), image->width, image->height, kUnlabelled,
                        classes - 1, path, "the scribbles of the sample")});
  } else {
    json entries = state.value("images", json::array());
    if (!state.contains("images"))  // projects of one image kept it at the top
      entries = json::array({{{"image", state.value("image", json())},
                              {"scribbles", state.value("scribbles", json())}}});
    for (size_t i = 0; i < entries.size(); ++i) {
      const json runs = entries[i].value("scribbles", json());
      if (!anyScribble(runs)) continue;
      const std::string file =
          resolveDataReference(entries[i].value("image", json()), path, &out.warnings);
      auto image = std::make_shared<const ColourImage>(readImage(file));
      request.images.push_back(
          {nullptr, image,
           runLengthImage(runs, image->width, image->height, kUnlabelled, classes - 1, path,
                          "the scribbles of image " + std::to_string(i + 1))});
    }
  }
  request.options = projectAmnOptions(state, "regions");
  AmnWarmStart warm;
  const RegionTrainingOutcome outcome = trainAndPredictRegions(request, control, warm);
  if (!outcome.model || outcome.reason == StopReason::EmptyProblem)
    throwIoError(path, "its scribbles cover fewer than two classes: nothing to learn");
  report(out, regionModelToJson(*outcome.model),
         std::string(graphModelKindName(outcome.model->amn.kind)) + " trained on " +
             std::to_string(outcome.labelledRegions) + " scribbled regions of " +
             std::to_string(outcome.labelledImages) + " images",
         outcome.progress, outcome.reason);
  return out;
}

}  // namespace m3::headless
