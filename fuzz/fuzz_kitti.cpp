// libFuzzer target: KITTI scans and SemanticKITTI labels (core/io/kitti_io.h). The first byte
// splits the input into a scan and a label file; what reads is written and read back.
#include "fuzz_support.h"
#include "io/kitti_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace m3;
  if (size == 0) return 0;
  const std::string all = fuzz::bytes(data + 1, size - 1);
  const size_t cut = std::min<size_t>(all.size(), static_cast<size_t>(data[0]) * 16);
  PointCloud cloud;
  if (!fuzz::readsOrRefuses([&] { cloud = parseKittiScan(std::string_view(all).substr(0, cut), fuzz::kSource); })) return 0;
  if (!fuzz::readsOrRefuses([&] {
        cloud.classCodes = parseKittiLabels(std::string_view(all).substr(cut), static_cast<size_t>(cloud.numPoints()), fuzz::kSource);
      }))
    cloud.classCodes.clear();
  const PointCloud again = parseKittiScan(formatKittiScan(cloud), "written");
  fuzz::check(again.xyz.rows() == cloud.xyz.rows() && (again.xyz.array() == cloud.xyz.array()).all(), "points");
  fuzz::check(again.intensity == cloud.intensity, "remission");
  if (!cloud.classCodes.empty())
    fuzz::check(parseKittiLabels(formatKittiLabels(cloud), static_cast<size_t>(cloud.numPoints()), "written") == cloud.classCodes,
                "labels");
  return 0;
}
