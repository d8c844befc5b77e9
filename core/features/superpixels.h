#pragma once
// Superpixels (the AMN's nodes for images) and their region adjacency graph.
// SLIC (Achanta et al. 2012) and LSC (Li & Chen 2015) from OpenCV's ximgproc, run on the
// 8-bit CIELab image (perceptual distances, as both papers assume).
//   regionSize: the seed grid step in pixels (a superpixel has about regionSize^2 pixels);
//   compactness: SLIC's ruler m (higher: squarer, less colour-adherent) or, for LSC, its
//     ratio (0..1 in the paper; here compactness / 100, so the same knob works for both).
// After segmentation, regions are relabelled as the 4-connected components of the label
// map, numbered in raster order of their first pixel. Why: ximgproc's connectivity
// enforcement leaves pieces joined only diagonally, and region features and adjacency both
// assume connected regions; the numbering makes ids contiguous and deterministic.
// Adjacency (4-connectivity): regions a < b are adjacent when some pixel of a has a
// horizontal or vertical neighbour in b; boundaryLength counts such pixel pairs.
// Ensures: every pixel in exactly one region, ids 0..numRegions-1 all used, edges sorted by
//   (a, b), each pair once, boundary lengths sum to the number of 4-neighbour pixel pairs
//   with different labels; SLIC and SLICO are deterministic for the same image and options.
//   LSC is not: OpenCV's implementation gave different label maps for the same input when
//   other processes loaded the machine (seen in 1 of 6 concurrent runs), so its regions may
//   differ from run to run; the workbenches default to SLIC.
// Cost: SLIC O(pixels * iterations); relabelling and adjacency O(pixels + edges log edges).
#include <string>
#include <vector>

#include "io/image_io.h"

namespace m3 {

enum class SuperpixelMethod { Slic, Slico, Lsc };
const char* superpixelMethodName(SuperpixelMethod method);  // "slic", "slico", "lsc"
SuperpixelMethod parseSuperpixelMethod(const std::string& name);  // throws std::invalid_argument

struct SuperpixelOptions {
  SuperpixelMethod method = SuperpixelMethod::Slic;
  int regionSize = 20;
  double compactness = 20;
  int iterations = 10;
  // Gaussian pre-smoothing (sigma in pixels, 0: off) of the Lab image that the superpixel
  // algorithm sees (features still use the original pixels). Why: on noisy or finely
  // textured images the per-pixel colour term swamps SLIC's spatial term and regions
  // degenerate into long slivers. On a generated sample (noise 18, region size 20) the
  // share of pixels whose region's majority class is their own went from 0.61 (no
  // smoothing, compactness 10: 56 slivers) to 0.98 (sigma 1.5, compactness 20: 207 regions).
  double smoothing = 1.5;
  std::string validate() const;  // empty when usable
};

struct RegionEdge {
  int a = 0, b = 0;        // a < b
  int boundaryLength = 0;  // 4-neighbour pixel pairs across the boundary
};

struct Superpixels {
  LabelImage regions;  // region id per pixel, no kUnlabelled
  int numRegions = 0;
  std::vector<RegionEdge> edges;
};

// Throws std::invalid_argument for bad options or an empty image.
Superpixels computeSuperpixels(const ColourImage& image, const SuperpixelOptions& options = {});

// Renumbers any label map (every entry >= 0 or all kUnlabelled treated alike) into its
// 4-connected components in raster order and builds the adjacency: the part of
// computeSuperpixels after segmentation, usable on ground-truth region maps too.
Superpixels superpixelsFromLabels(LabelImage labels);

}  // namespace m3
