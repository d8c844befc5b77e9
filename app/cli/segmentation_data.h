#pragma once
// Shared by `segmentation` (cli_segmentation.cpp) and `bench segmentation`: finding images and their
// human segmentations on disk.
//   images: a directory (its .jpg/.jpeg/.png/.tif/.tiff files, sorted by name) or a
//     comma-separated list of files;
//   segmentations: for image DIR/x.jpg, SEGDIR/x.mat (BSDS500 ground truth, one segmentation
//     per annotator entry) or else SEGDIR/x.png (a label mask, io/image_io.h: value 0
//     unlabelled, v >= 1 segment v - 1).
// BSDS stores no annotator identity: "annotator K" is the K-th entry (1-based) of an
// image's file, and the K-th entries of different images are generally different people.
#include <string>
#include <vector>

#include "io/image_io.h"

namespace m3::cli {

std::vector<std::string> listImageFiles(const std::string& spec);
// All segmentations of one image (empty when SEGDIR has no file for it); throws IoError
// for unreadable files.
std::vector<LabelImage> findSegmentations(const std::string& segDir, const std::string& imagePath);
// Number of distinct labelled segment ids.
int segmentCount(const LabelImage& segmentation);

}  // namespace m3::cli
