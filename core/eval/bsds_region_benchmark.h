#pragma once
// The BSDS500 region benchmarks (Arbelaez, Maire, Fowlkes, Malik, PAMI 2011, section 3.2),
// which score one machine segmentation S of an image against *all* its human segmentations
// G_1..G_m, so that our numbers stand beside published ones:
//   covering  the humans covered by S: sum_k sum_{R in G_k} |R| max_{R' in S} O(R, R'),
//             divided by m * N (N pixels), with O the overlap |R n R'| / |R u R'|;
//   PRI       probabilistic Rand index: the mean over k of the Rand index of (S, G_k) over
//             all pixel pairs;
//   VI        the mean over k of the variation of information of (S, G_k), in nats.
// Over a data set at one fixed setting (the benchmark's "ODS" for a method without a
// threshold), covering pools the sums of every image, PRI and VI are means over images.
// Pixels a human left unlabelled (id < 0) are ignored for that human.
// Requires: every segmentation the size of S; S labels every pixel (ids >= 0).
// Throws std::invalid_argument otherwise. Cost: O(m N) plus the contingency tables.
#include <vector>

#include "io/image_io.h"

namespace m3 {

struct RegionBenchmark {
  double coveredArea = 0;  // sum_k sum_R |R| max O(R, R')
  double area = 0;         // sum_k N_k
  double pri = 0, vi = 0;
  double covering() const { return area > 0 ? coveredArea / area : 0.0; }
};

RegionBenchmark regionBenchmark(const LabelImage& segmentation, const std::vector<LabelImage>& humans);

// Pools images as the BSDS benchmark does (see above).
class RegionBenchmarkTotals {
 public:
  void add(const RegionBenchmark& image);
  double covering() const { return area_ > 0 ? covered_ / area_ : 0.0; }
  double pri() const { return images_ ? pri_ / images_ : 0.0; }
  double vi() const { return images_ ? vi_ / images_ : 0.0; }
  int images() const { return images_; }

 private:
  double covered_ = 0, area_ = 0, pri_ = 0, vi_ = 0;
  int images_ = 0;
};

}  // namespace m3
