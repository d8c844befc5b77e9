#include "io/coco_json.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <opencv2/imgproc.hpp>
#include <stdexcept>

#include "io/io_error.h"
#include "io/json_util.h"

namespace m3 {

using nlohmann::json;

namespace {

const json& member(const json& j, const char* name, const std::string& where) {
  if (!j.is_object() || !j.contains(name)) throw std::invalid_argument(where + ": no \"" + name + "\"");
  return j.at(name);
}

long long wholeNumber(const json& j, const std::string& what) {
  if (!j.is_number_integer()) throw std::invalid_argument(what + " is not a whole number");
  return j.get<long long>();
}

// Paints `label` where the column-major runs say (odd runs are the object's).
void paintRuns(const std::vector<std::uint32_t>& runs, int label, LabelImage& mask, const std::string& where) {
  const std::uint64_t pixels = static_cast<std::uint64_t>(mask.numPixels());
  std::uint64_t at = 0;
  for (size_t r = 0; r < runs.size(); ++r) {
    if (runs[r] > pixels - at) throw std::invalid_argument(where + ": the runs cover more pixels than the image has");
    if (r % 2 == 1)
      for (std::uint64_t p = at; p < at + runs[r]; ++p) {
        const auto x = static_cast<size_t>(p / static_cast<std::uint64_t>(mask.height));
        const auto y = static_cast<size_t>(p % static_cast<std::uint64_t>(mask.height));
        mask.labels[y * static_cast<size_t>(mask.width) + x] = label;
      }
    at += runs[r];
  }
  if (at != pixels) throw std::invalid_argument(where + ": the runs cover " + std::to_string(at) + " of the image's " +
                                                std::to_string(pixels) + " pixels");
}

void paintRle(const json& rle, int label, LabelImage& mask, const std::string& where) {
  const json& size = member(rle, "size", where);
  if (!size.is_array() || size.size() != 2 || wholeNumber(size[0], where + ": size") != mask.height ||
      wholeNumber(size[1], where + ": size") != mask.width)
    throw std::invalid_argument(where + ": its size is not its image's [" + std::to_string(mask.height) + ", " +
                                std::to_string(mask.width) + "]");
  const json& counts = member(rle, "counts", where);
  std::vector<std::uint32_t> runs;
  if (counts.is_string()) {
    runs = decompressCocoRuns(counts.get_ref<const std::string&>(), static_cast<std::uint64_t>(mask.numPixels()));
  } else if (counts.is_array()) {
    for (const json& c : counts) {
      const long long v = wholeNumber(c, where + ": a count");
      if (v < 0 || v > mask.numPixels()) throw std::invalid_argument(where + ": a count out of range");
      runs.push_back(static_cast<std::uint32_t>(v));
    }
  } else {
    throw std::invalid_argument(where + ": counts is neither a string nor an array");
  }
  paintRuns(runs, label, mask, where);
}

// Polygons in pixel coordinates, filled as OpenCV fills them (at 1/8 pixel precision).
void paintPolygons(const json& polygons, int label, LabelImage& mask, const std::string& where) {
  constexpr int kShift = 3;
  std::vector<std::vector<cv::Point>> rings;
  for (const json& ring : polygons) {
    if (!ring.is_array() || ring.size() % 2 != 0 || ring.size() < 6)
      throw std::invalid_argument(where + ": a polygon is not a list of at least 3 x, y pairs");
    std::vector<cv::Point>& points = rings.emplace_back();
    for (size_t k = 0; k < ring.size(); k += 2) {
      if (!ring[k].is_number() || !ring[k + 1].is_number()) throw std::invalid_argument(where + ": a coordinate is not a number");
      const double x = ring[k].get<double>(), y = ring[k + 1].get<double>();
      // Far outside the image is clipped; the bound keeps the fixed-point values in range.
      if (!std::isfinite(x) || !std::isfinite(y) || std::abs(x) > 1e6 || std::abs(y) > 1e6)
        throw std::invalid_argument(where + ": a coordinate is not finite or far outside the image");
      points.emplace_back(static_cast<int>(std::lround(x * (1 << kShift))), static_cast<int>(std::lround(y * (1 << kShift))));
    }
  }
  cv::Mat filled = cv::Mat::zeros(mask.height, mask.width, CV_8U);
  cv::fillPoly(filled, rings, cv::Scalar(1), cv::LINE_8, kShift);
  for (int y = 0; y < mask.height; ++y)
    for (int x = 0; x < mask.width; ++x)
      if (filled.at<std::uint8_t>(y, x)) mask.labels[static_cast<size_t>(y) * mask.width + x] = label;
}

}  // namespace

std::vector<std::uint32_t> cocoRuns(const LabelImage& mask, int label) {
  std::vector<std::uint32_t> runs;
  bool inside = false;
  std::uint32_t run = 0;
  for (int x = 0; x < mask.width; ++x)
    for (int y = 0; y < mask.height; ++y) {
      const bool here = mask.at(x, y) == label;
      if (here != inside) {
        runs.push_back(run);
        run = 0;
        inside = here;
      }
      ++run;
    }
  runs.push_back(run);
  return runs;
}

// Each run, after the first three minus the run two before it, in groups of 5 bits from the
// lowest, each as a character from '0' (48) with 0x20 set while more groups follow; the last
// group's 0x10 bit is the sign.
std::string compressCocoRuns(const std::vector<std::uint32_t>& runs) {
  std::string out;
  for (size_t i = 0; i < runs.size(); ++i) {
    std::int64_t x = runs[i];
    if (i > 2) x -= runs[i - 2];
    for (bool more = true; more;) {
      int c = static_cast<int>(x & 0x1f);
      x >>= 5;  // arithmetic: the sign stays
      more = (c & 0x10) ? x != -1 : x != 0;
      if (more) c |= 0x20;
      out += static_cast<char>(c + 48);
    }
  }
  return out;
}

std::vector<std::uint32_t> decompressCocoRuns(std::string_view text, std::uint64_t limit) {
  std::vector<std::uint32_t> runs;
  std::uint64_t total = 0;
  size_t p = 0;
  while (p < text.size()) {
    std::uint64_t bits = 0;
    int k = 0;
    for (bool more = true; more; ++k) {
      if (p >= text.size()) throw std::invalid_argument("the compressed counts end inside a number");
      if (k > 12) throw std::invalid_argument("a compressed count is too long");
      const int c = static_cast<unsigned char>(text[p++]) - 48;
      if (c < 0 || c > 63) throw std::invalid_argument("the compressed counts hold a character outside '0'..'o'");
      bits |= static_cast<std::uint64_t>(c & 0x1f) << (5 * k);
      more = (c & 0x20) != 0;
      if (!more && (c & 0x10)) bits |= ~std::uint64_t(0) << (5 * (k + 1));  // negative: extend the sign
    }
    std::int64_t x = static_cast<std::int64_t>(bits);
    if (runs.size() > 2) x += runs[runs.size() - 2];
    if (x < 0 || static_cast<std::uint64_t>(x) > limit - total)
      throw std::invalid_argument("the compressed counts cover more pixels than the image has");
    total += static_cast<std::uint64_t>(x);
    runs.push_back(static_cast<std::uint32_t>(x));
  }
  return runs;
}

CocoMasks parseCocoMasks(const std::string& text, const std::string& sourceName, long long maxPixels) {
  const json doc = parseJsonDocument(text, sourceName, "COCO annotation file");
  CocoMasks out;
  long long pixels = 0;
  try {
    std::map<long long, int> categories, images;
    for (const json& c : member(doc, "categories", "the file")) {
      const long long id = wholeNumber(member(c, "id", "a category"), "a category's id");
      const json& name = member(c, "name", "category " + std::to_string(id));
      if (!name.is_string()) throw std::invalid_argument("category " + std::to_string(id) + ": name is not a string");
      if (!categories.emplace(id, static_cast<int>(out.classNames.size())).second)
        throw std::invalid_argument("category id " + std::to_string(id) + " appears twice");
      out.classNames.push_back(name.get<std::string>());
    }
    for (const json& im : member(doc, "images", "the file")) {
      const long long id = wholeNumber(member(im, "id", "an image"), "an image's id");
      const std::string where = "image " + std::to_string(id);
      const json& file = member(im, "file_name", where);
      if (!file.is_string()) throw std::invalid_argument(where + ": file_name is not a string");
      const long long w = wholeNumber(member(im, "width", where), where + ": width");
      const long long h = wholeNumber(member(im, "height", where), where + ": height");
      if (w < 1 || h < 1 || w > kMaxImageSide || h > kMaxImageSide || w * h > kMaxImagePixels)
        throw std::invalid_argument(where + ": a size of " + std::to_string(w) + " x " + std::to_string(h) +
                                    " is out of range");
      pixels += w * h;
      if (pixels > maxPixels)
        throw std::invalid_argument("the images hold more than " + std::to_string(maxPixels) +
                                    " pixels in all (split the file)");
      if (!images.emplace(id, static_cast<int>(out.images.size())).second)
        throw std::invalid_argument("image id " + std::to_string(id) + " appears twice");
      out.images.emplace_back(file.get<std::string>(), LabelImage{static_cast<int>(w), static_cast<int>(h), {}});
    }
    // The masks only once every size is known to be within bounds.
    for (auto& [file, mask] : out.images) mask.labels.assign(static_cast<size_t>(mask.numPixels()), kUnlabelled);
    if (!doc.contains("annotations")) return out;
    const json& annotations = doc.at("annotations");
    if (!annotations.is_array()) throw std::invalid_argument("annotations is not an array");
    for (size_t a = 0; a < annotations.size(); ++a) {
      const json& ann = annotations[a];
      const std::string where = "annotation " + std::to_string(a);
      const auto image = images.find(wholeNumber(member(ann, "image_id", where), where + ": image_id"));
      if (image == images.end()) throw std::invalid_argument(where + ": its image_id is not an image of the file");
      const auto category = categories.find(wholeNumber(member(ann, "category_id", where), where + ": category_id"));
      if (category == categories.end()) throw std::invalid_argument(where + ": its category_id is not a category of the file");
      LabelImage& mask = out.images[static_cast<size_t>(image->second)].second;
      const json& segmentation = member(ann, "segmentation", where);
      if (segmentation.is_array()) paintPolygons(segmentation, category->second, mask, where);
      else if (segmentation.is_object()) paintRle(segmentation, category->second, mask, where);
      else throw std::invalid_argument(where + ": segmentation is neither polygons nor RLE");
    }
  } catch (const std::invalid_argument& e) {
    throw IoError(sourceName + ": " + e.what());
  } catch (const json::exception& e) {
    throw IoError(sourceName + ": " + e.what());
  }
  return out;
}

CocoMasks readCocoMasks(const std::string& path) { return parseCocoMasks(readFileMaybeGzip(path), path); }

std::string formatCoco(const CocoMasks& masks) {
  json doc;
  doc["info"] = {{"description", "class masks written by M3Studio"}};
  doc["categories"] = json::array();
  for (size_t k = 0; k < masks.classNames.size(); ++k)
    doc["categories"].push_back({{"id", k + 1}, {"name", masks.classNames[k]}, {"supercategory", ""}});
  doc["images"] = json::array();
  doc["annotations"] = json::array();
  for (size_t i = 0; i < masks.images.size(); ++i) {
    const auto& [file, mask] = masks.images[i];
    doc["images"].push_back({{"id", i + 1}, {"file_name", file}, {"width", mask.width}, {"height", mask.height}});
    for (int k = 0; k < static_cast<int>(masks.classNames.size()); ++k) {
      long area = 0;
      int x0 = mask.width, y0 = mask.height, x1 = -1, y1 = -1;
      for (int y = 0; y < mask.height; ++y)
        for (int x = 0; x < mask.width; ++x)
          if (mask.at(x, y) == k) ++area, x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
      if (area == 0) continue;
      doc["annotations"].push_back(
          {{"id", doc["annotations"].size() + 1},
           {"image_id", i + 1},
           {"category_id", k + 1},
           {"segmentation", {{"size", {mask.height, mask.width}}, {"counts", compressCocoRuns(cocoRuns(mask, k))}}},
           {"area", area},
           {"bbox", {x0, y0, x1 - x0 + 1, y1 - y0 + 1}},
           {"iscrowd", 0}});
    }
  }
  return doc.dump(1);
}

void writeCoco(const std::string& path, const CocoMasks& masks) { writeFileAtomically(path, formatCoco(masks)); }

}  // namespace m3
