#pragma once
// A generated image for the image-regions workbench: textured shapes on a textured
// background, with its class mask and instance map (there are no class-labelled real
// images in the shared data; BSDS500 has segmentations without classes).
// Classes (label ids):
//   0 meadow   greenish, smooth low-frequency shading            (the background)
//   1 stripes  brownish, sinusoidal stripes at a per-shape angle and period
//   2 spots    brownish like stripes, dark dots on a jittered grid
//   3 sand     greenish-yellow close to meadow, strong fine grain
// Classes 1/2 share their colour statistics and 0/3 nearly so; each shape's colour is
// jittered and every pixel gets Gaussian noise, so single regions are ambiguous by colour
// alone and texture (plus the neighbours' context, i.e. the AMN's edges) decides.
// Shapes: `shapes` rotated ellipses and rectangles (radius 8% .. 22% of the shorter side),
// each of a random class 1..3; later shapes occlude earlier ones.
// Ensures: deterministic for given options on every platform (own SplitMix64 generator and
// Box-Muller, no std distributions); instances: 0 background, i + 1 the visible part of
// shape i (may be empty when fully occluded); classes: every pixel labelled.
// Cost: O(pixels * shapes).
#include <cstdint>

#include "io/image_io.h"

namespace m3 {

struct TexturedShapesOptions {
  int width = 320, height = 240;
  int shapes = 10;
  double noise = 18;  // per-pixel Gaussian noise, standard deviation in 8-bit units
  std::uint64_t seed = 1;
  std::string validate() const;  // empty when usable
};

// Image k of the Image Segmentation workbench's generated sample (480 x 360, 7 shapes, seed
// 100 + k): the workbench and its headless projects generate the same images.
TexturedShapesOptions segmentationSampleOptions(int k);

struct TexturedShapes {
  ColourImage image;
  LabelImage classes;    // per pixel, 0..3
  LabelImage instances;  // per pixel, 0 = background, i + 1 = shape i
  Palette palette;       // label names and preview colours
};

Palette texturedShapesPalette();
// Throws std::invalid_argument for sizes outside 16..10000, shapes outside 0..1000 or
// noise outside [0, 128].
TexturedShapes generateTexturedShapes(const TexturedShapesOptions& options = {});

}  // namespace m3
