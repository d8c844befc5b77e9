// libFuzzer target: the PLY reader and writer (core/io/ply_io.h).
#include "point_cloud_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  m3::fuzz::pointCloudRoundTrip(data, size, m3::PointCloudFormat::Ply);
  return 0;
}
