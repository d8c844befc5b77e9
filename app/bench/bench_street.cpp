#include "bench_street.h"

#include <algorithm>
#include <cstdlib>

#include "bench_commands.h"
#include "cli_commands.h"
#include "io/point_cloud_io.h"
#include "io/point_stream.h"
#include "samples/terrain_scene.h"

namespace m3::cli {

void writeStreet(const std::string& path, long points, int threads) {
  constexpr long kLargestGenerated = 10'000'000;
  const long generated = std::min(points, kLargestGenerated);
  TerrainSceneOptions so;
  so.targetPoints = static_cast<int>(generated);
  so.length = 100.0 * double(generated) / 200000;  // a survey grows in area, not in density
  so.seed = 11;
  so.threads = threads;
  const PointCloud street = generateTerrainScene(so).cloud;
  if (points == generated) return writePointCloud(path, street);
  const long step = street.numPoints();  // the generator may give fewer than asked for
  const auto eachCopy = [&](const std::function<void(const PointCloud&)>& use) {
    for (long first = 0, copy = 0; first < points; first += step, ++copy) {
      const long n = std::min(step, points - first);
      PointCloud part = slicePoints(street, 0, static_cast<int>(n));
      part.xyz.col(0).array() += double(copy) * so.length;
      use(part);
    }
  };
  PointStreamSummary summary;
  eachCopy([&](const PointCloud& part) { summary.add(part); });
  auto writer = openPointStreamWriter(path, summary);
  eachCopy([&](const PointCloud& part) { writer->write(part); });
  writer->finish();
}

std::vector<double> parseSizes(const Args& args, const std::string& fallback) {
  std::vector<double> sizes;
  for (const std::string& s : splitList(args.get("sizes", fallback), "sizes")) {
    char* end = nullptr;
    const double millions = std::strtod(s.c_str(), &end);
    if (end == s.c_str() || *end || !(millions >= 0.001 && millions <= 200))
      throw UsageError("--sizes takes millions of points in 0.001..200, e.g. 1,5,10");
    sizes.push_back(millions);
  }
  return sizes;
}

}  // namespace m3::cli
