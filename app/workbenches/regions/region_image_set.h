#pragma once
// Reading the Image Regions workbench's images with their ground-truth masks, as a user opens
// them (File ▸ Open Images…, Open Image Folder with Masks…) and as projects reopen them. Masks
// are read in one of two conventions: ours (value 0 none, v class v - 1, a palette file beside
// the mask names the classes) or a dataset's (value k class k, one void value; a dataset
// description names the classes, docs/formats.md), or come from a COCO segmentation file. Safe to run off the GUI thread.
#include <QString>
#include <QStringList>
#include <vector>

#include "region_document.h"

namespace m3 {

struct RegionImageFiles {
  QStringList images;
  // One per image ("" for none), or empty: no masks at all. A COCO segmentation file (.json,
  // io/coco_json.h) may stand for a mask: the image's mask is found in it by the image's file
  // name, its categories name the classes (value k is class k), and `dataset` is set. A labelme
  // file (.json, io/labelme_json.h) is its image's mask; its labels are matched to the
  // description's classes by name, and new ones added.
  QStringList masks;
  // A dataset description (palette + "void V") or a known dataset's id (io/known_datasets.h);
  // empty: none.
  QString description;
  int voidValue = -1;   // the masks' void value when there is no description
  bool dataset = false;  // a dataset's convention even without a description or void value

  static RegionImageFiles imagesOnly(const QStringList& images) {
    RegionImageFiles files;
    files.images = images;
    return files;
  }
  bool datasetMasks() const { return dataset || !description.isEmpty() || voidValue >= 0; }
};

struct RegionImageSet {
  std::vector<RegionImage> images;  // with their truth, in the files' order
  Palette palette;  // the description's or the first mask palette's; empty: none named
  int voidValue = -1;
  int maxTruthLabel = -1;  // the largest class any mask holds
  bool indexedMasks = false;  // a dataset mask was an indexed-colour PNG (Pascal VOC's)
};

// Throws IoError / std::runtime_error naming the file for an unreadable image or mask, or a
// mask of another size than its image; nothing is returned then.
RegionImageSet readRegionImages(const RegionImageFiles& files);

// Whether a mask path names a COCO segmentation file (.json, optionally .gz).
bool isCocoFile(const QString& maskPath);

// Our masks' palette file: beside the mask, <stem>.palette.txt.
QString palettePathFor(const QString& maskPath);

// The classes for masks whose largest class is `maxLabel`: `named` when it has enough entries
// (else extended with "class k" entries), at least two.
Palette paletteCovering(const Palette& named, int maxLabel);

}  // namespace m3
