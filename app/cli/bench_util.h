#pragma once
// Small helpers shared by the commands: medians over repeats, a steady clock, numbers in tables.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "learning/elapsed.h"

namespace m3::cli {

using Clock = std::chrono::steady_clock;

using m3::secondsSince;

// Median of a non-empty list (mean of the middle two for even sizes).
inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// Four significant digits, as the suggest commands' tables print margins.
inline std::string significant(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

}  // namespace m3::cli
