#pragma once
// BSDS500 ground truth: MATLAB 5 MAT-files holding `groundTruth`, a 1 x K cell array of
// structs whose uint16 field `Segmentation` (H x W, labels 1..S) is one annotator's
// segmentation. A small MAT v5 reader of our own (no libmatio): the 128-byte header,
// tagged data elements (long and small formats, either byte order), miCOMPRESSED elements
// (zlib), and miMATRIX arrays of class cell, struct and numeric (any stored integer or
// float type, converted); sparse, object, character and complex data are refused or skipped.
// Ensures: each segmentation as a LabelImage of region ids 0..S-1 (file label - 1), rows
// in image order (MATLAB stores columns first; we transpose).
// Errors: IoError naming the file and the problem (a folder, an empty file, not a MAT v5
// file, truncated element, corrupt zlib stream, no groundTruth variable, wrong class or
// shape, labels < 1 or not whole numbers, NaN and infinities included). Sizes
// are checked against the bytes present before anything is allocated, nesting is bounded
// and decompression stops at 1 GiB, so damaged files cannot hang or exhaust memory.
// Cost: O(file size + decompressed size).
#include <string>
#include <vector>

#include "io/image_io.h"

namespace m3 {

std::vector<LabelImage> readBsdsSegmentations(const std::string& path);
// The same from the file's bytes; `sourceName` prefixes error messages.
std::vector<LabelImage> parseBsdsSegmentations(const std::string& bytes, const std::string& sourceName);

}  // namespace m3
