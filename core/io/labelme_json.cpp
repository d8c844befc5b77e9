#include "io/labelme_json.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <opencv2/imgproc.hpp>
#include <stdexcept>

#include "io/io_error.h"
#include "io/json_util.h"

namespace m3 {

using nlohmann::json;

namespace {

constexpr int kShift = 3;  // shapes are drawn at 1/8 pixel precision
constexpr int kLineWidth = 10, kPointRadius = 5;  // labelme's own, for its masks
constexpr const char* kIgnoreLabel = "__ignore__";

const json& member(const json& j, const char* name, const std::string& where) {
  if (!j.is_object() || !j.contains(name)) throw std::invalid_argument(where + ": no \"" + name + "\"");
  return j.at(name);
}

cv::Point fixedPoint(const json& point, const std::string& where) {
  if (!point.is_array() || point.size() != 2 || !point[0].is_number() || !point[1].is_number())
    throw std::invalid_argument(where + ": a point is not [x, y]");
  const double x = point[0].get<double>(), y = point[1].get<double>();
  // Far outside the image is clipped; the bound keeps the fixed-point values in range.
  if (!std::isfinite(x) || !std::isfinite(y) || std::abs(x) > 1e6 || std::abs(y) > 1e6)
    throw std::invalid_argument(where + ": a coordinate is not finite or far outside the image");
  return {static_cast<int>(std::lround(x * (1 << kShift))), static_cast<int>(std::lround(y * (1 << kShift)))};
}

// Paints one shape's pixels with `value` (the mask's own ints, wrapped without a copy).
void paintShape(const std::string& type, const std::vector<cv::Point>& points, int value, cv::Mat& mask,
                const std::string& where) {
  const cv::Scalar colour(value);
  auto need = [&](size_t n, bool exactly) {
    if (exactly ? points.size() != n : points.size() < n)
      throw std::invalid_argument(where + ": a " + type + " needs " + (exactly ? "" : "at least ") +
                                  std::to_string(n) + " points, it has " + std::to_string(points.size()));
  };
  if (type == "polygon") {
    need(3, false);
    cv::fillPoly(mask, std::vector<std::vector<cv::Point>>{points}, colour, cv::LINE_8, kShift);
  } else if (type == "rectangle") {
    need(2, true);
    const cv::Point a = points[0], b = points[1];
    const std::vector<cv::Point> corners = {a, {b.x, a.y}, b, {a.x, b.y}};
    cv::fillPoly(mask, std::vector<std::vector<cv::Point>>{corners}, colour, cv::LINE_8, kShift);
  } else if (type == "circle") {
    need(2, true);
    const double radius = std::hypot(points[1].x - points[0].x, points[1].y - points[0].y);
    cv::circle(mask, points[0], static_cast<int>(std::lround(radius)), colour, cv::FILLED, cv::LINE_8, kShift);
  } else if (type == "line" || type == "linestrip") {
    need(2, type == "line");
    cv::polylines(mask, std::vector<std::vector<cv::Point>>{points}, false, colour, kLineWidth, cv::LINE_8, kShift);
  } else if (type == "point") {
    need(1, true);
    cv::circle(mask, points[0], kPointRadius << kShift, colour, cv::FILLED, cv::LINE_8, kShift);
  } else {
    throw std::invalid_argument(where + ": shape type \"" + type + "\" is not read (polygon, rectangle, circle, "
                                "line, linestrip, point)");
  }
}

int classOf(const std::string& label, std::vector<std::string>& classNames) {
  if (label == kIgnoreLabel) return kUnlabelled;
  const auto found = std::find(classNames.begin(), classNames.end(), label);
  if (found != classNames.end()) return static_cast<int>(found - classNames.begin());
  classNames.push_back(label);
  return static_cast<int>(classNames.size()) - 1;
}

// One file's mask; new class names are appended to `classNames`.
std::pair<std::string, LabelImage> parseOne(const std::string& text, const std::string& sourceName,
                                            std::vector<std::string>& classNames, long long maxPixels) {
  const json doc = parseJsonDocument(text, sourceName, "labelme file");
  try {
    const int width = intField(doc, "imageWidth", 1, kMaxImageSide);
    const int height = intField(doc, "imageHeight", 1, kMaxImageSide);
    if (static_cast<long long>(width) * height > kMaxImagePixels)
      throw std::invalid_argument("an image of " + std::to_string(width) + " x " + std::to_string(height) +
                                  " pixels is too large");
    if (static_cast<long long>(width) * height > maxPixels)
      throw std::invalid_argument("the masks of the files read so far and this one hold more than " +
                                  std::to_string(kMaxCocoPixels) + " pixels (open fewer images at once)");
    std::string image;
    if (doc.contains("imagePath") && doc.at("imagePath").is_string()) {
      std::string path = doc.at("imagePath").get<std::string>();
      std::replace(path.begin(), path.end(), '\\', '/');  // labelme on Windows writes ..\\images\\a.jpg
      image = std::filesystem::path(path).filename().string();
    }
    if (image.empty()) image = std::filesystem::path(sourceName).stem().string() + ".png";
    LabelImage mask{width, height, Labeling(static_cast<size_t>(width) * height, kUnlabelled)};
    cv::Mat pixels(height, width, CV_32S, mask.labels.data());
    const json& shapes = member(doc, "shapes", "the file");
    if (!shapes.is_array()) throw std::invalid_argument("shapes is not an array");
    // Each shape paints at most its box: their boxes together may cover the image a few times
    // over, not thousands (a small file must not keep the reader busy for minutes).
    const double paintBudget = 64.0 * width * height + 1e6;
    double painted = 0;
    for (size_t s = 0; s < shapes.size(); ++s) {
      const std::string where = "shape " + std::to_string(s);
      const json& shape = shapes[s];
      const json& label = member(shape, "label", where);
      if (!label.is_string()) throw std::invalid_argument(where + ": label is not a string");
      std::string type = "polygon";
      if (shape.contains("shape_type") && !shape.at("shape_type").is_null()) {
        if (!shape.at("shape_type").is_string()) throw std::invalid_argument(where + ": shape_type is not a string");
        type = shape.at("shape_type").get<std::string>();
      }
      const json& points = member(shape, "points", where);
      if (!points.is_array()) throw std::invalid_argument(where + ": points is not an array");
      std::vector<cv::Point> fixed;
      for (const json& p : points) fixed.push_back(fixedPoint(p, where));
      if (!fixed.empty()) {
        const cv::Rect box = cv::boundingRect(fixed);
        const double x0 = std::max(0, (box.x >> kShift) - kLineWidth), y0 = std::max(0, (box.y >> kShift) - kLineWidth);
        const double x1 = std::min(width, ((box.x + box.width) >> kShift) + kLineWidth + 1);
        const double y1 = std::min(height, ((box.y + box.height) >> kShift) + kLineWidth + 1);
        // A circle reaches as far as its radius from the centre, beyond the two points' box.
        const double reach = type == "circle" ? 2.0 * ((box.width + box.height) >> kShift) : 0.0;
        painted += std::min(static_cast<double>(width) * height,
                            std::max(0.0, x1 - x0 + reach) * std::max(0.0, y1 - y0 + reach));
        if (painted > paintBudget)
          throw std::invalid_argument(where + ": the shapes cover the image more than 64 times over");
      }
      paintShape(type, fixed, classOf(label.get<std::string>(), classNames), pixels, where);
    }
    return {image, std::move(mask)};
  } catch (const std::invalid_argument& e) {
    throw IoError(sourceName + ": " + e.what());
  } catch (const json::exception& e) {
    throw IoError(sourceName + ": " + e.what());
  }
}

}  // namespace

bool isLabelmeFile(const std::string& path) {
  try {
    const json doc = parseJsonDocument(readFileMaybeGzip(path), path, "labelme file");
    return doc.is_object() && doc.contains("shapes");
  } catch (const std::exception&) {
    return false;
  }
}

CocoMasks parseLabelme(const std::string& text, const std::string& sourceName, const std::vector<std::string>& knownClasses,
                       long long maxPixels) {
  CocoMasks out;
  out.classNames = knownClasses;
  out.images.push_back(parseOne(text, sourceName, out.classNames, maxPixels));
  return out;
}

CocoMasks readLabelmeFiles(const std::vector<std::string>& paths, const std::vector<std::string>& knownClasses) {
  CocoMasks out;
  out.classNames = knownClasses;
  long long pixels = 0;  // every mask is held in memory: the same bound as a COCO file's
  for (const std::string& path : paths) {
    out.images.push_back(parseOne(readFileMaybeGzip(path), path, out.classNames, kMaxCocoPixels - pixels));
    pixels += out.images.back().second.numPixels();
  }
  return out;
}

std::string formatLabelme(const LabelImage& mask, const std::vector<std::string>& classNames, const std::string& imagePath) {
  struct Region {
    double area;
    int label;
    std::vector<cv::Point> boundary;
  };
  std::vector<Region> regions;
  for (int k = 0; k < static_cast<int>(classNames.size()); ++k) {
    cv::Mat inside(mask.height, mask.width, CV_8U, cv::Scalar(0));
    bool any = false;
    for (int y = 0; y < mask.height; ++y)
      for (int x = 0; x < mask.width; ++x)
        if (mask.at(x, y) == k) inside.at<std::uint8_t>(y, x) = 1, any = true;
    if (!any) continue;
    // Every outer boundary, also of a region inside a hole of another of the class (at even
    // depths of the tree; odd ones are holes).
    std::vector<std::vector<cv::Point>> contours;
    std::vector<cv::Vec4i> tree;
    cv::findContours(inside, contours, tree, cv::RETR_TREE, cv::CHAIN_APPROX_SIMPLE);
    for (size_t c = 0; c < contours.size(); ++c) {
      int depth = 0;
      for (int parent = tree[c][3]; parent >= 0; parent = tree[static_cast<size_t>(parent)][3]) ++depth;
      if (depth % 2 == 1) continue;
      // The box's area orders enclosing regions first (a contour's own area is 0 for a
      // one-pixel-wide region); a region inside another has a smaller box.
      const cv::Rect box = cv::boundingRect(contours[c]);
      regions.push_back({static_cast<double>(box.area()), k, std::move(contours[c])});
    }
  }
  std::stable_sort(regions.begin(), regions.end(), [](const Region& a, const Region& b) { return a.area > b.area; });
  // Where two regions of different classes cross at a diagonal (both 8-connected through the
  // same corner), their polygons overlap and the later one takes pixels of the earlier. Such
  // pixels, found by painting the polygons as a reader will, get a polygon of their own at the
  // end: one point, repeated, fills exactly its pixel.
  cv::Mat painted(mask.height, mask.width, CV_32S, cv::Scalar(kUnlabelled));
  for (const Region& region : regions) {
    std::vector<cv::Point> fixed;  // as the file will hold them: the reader's fixed point
    for (const cv::Point& p : region.boundary) fixed.push_back({p.x * (1 << kShift), p.y * (1 << kShift)});
    while (fixed.size() < 3) fixed.push_back(fixed.front());
    paintShape("polygon", fixed, region.label, painted, "");
  }
  for (int y = 0; y < mask.height; ++y)
    for (int x = 0; x < mask.width; ++x)
      if (const int label = mask.at(x, y); label >= 0 && label < static_cast<int>(classNames.size()) &&
                                           painted.at<int>(y, x) != label)
        regions.push_back({1, label, {{x, y}}});
  json shapes = json::array();
  for (const Region& region : regions) {
    json points = json::array();
    for (const cv::Point& p : region.boundary) points.push_back({p.x, p.y});
    // One or two boundary points (a region of one pixel, or a straight line of them): a
    // polygon needs three, so the first is repeated; it fills the same pixels.
    while (points.size() < 3) points.push_back(points.front());
    shapes.push_back({{"label", classNames[static_cast<size_t>(region.label)]},
                      {"points", std::move(points)},
                      {"group_id", nullptr},
                      {"description", ""},
                      {"shape_type", "polygon"},
                      {"flags", json::object()}});
  }
  json doc = {{"version", "5.0.1"},
              {"flags", json::object()},
              {"shapes", std::move(shapes)},
              {"imagePath", imagePath},
              {"imageData", nullptr},
              {"imageHeight", mask.height},
              {"imageWidth", mask.width}};
  return doc.dump(1);
}

void writeLabelme(const std::string& path, const LabelImage& mask, const std::vector<std::string>& classNames,
                  const std::string& imageFile) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path folder = fs::absolute(fs::path(path), ec).parent_path();
  fs::path relative = fs::absolute(fs::path(imageFile), ec).lexically_relative(folder);
  if (relative.empty()) relative = fs::path(imageFile).filename();
  writeFileAtomically(path, formatLabelme(mask, classNames, relative.generic_string()));
}

}  // namespace m3
