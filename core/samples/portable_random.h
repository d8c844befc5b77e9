#pragma once
// Draws for the generated samples that are the same on every standard library (the
// distributions of <random> are not specified bit for bit), so a sample's seed names the same
// data everywhere: in a saved project, in a test and in the docs' figures.
#include <random>

namespace m3 {

// Uniform in [0, 1) from the generator's top 24 bits.
inline double portableUniform(std::mt19937& rng) {
  return (rng() >> 8) * (1.0 / 16777216.0);
}

}  // namespace m3
