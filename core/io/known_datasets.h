#pragma once
// Datasets M3Studio knows by name, so that their masks open in their own convention without a
// description file: CamVid (SegNet's 11 classes, void 11). Each one's description is the file in
// resources/datasets/ (built into the program, so the file is the one copy), and its images are
// recognised by their names (CamVid's four sequences, "0001TP_006690.png", "Seq05VD_f00000.png").
#include <optional>
#include <string>
#include <vector>

#include "io/image_io.h"

namespace m3 {

struct KnownDataset {
  std::string id;     // "camvid": what --dataset and projects may name it by
  std::string title;  // "CamVid (SegNet's 11 classes)"
  MaskConvention convention;
};

const std::vector<KnownDataset>& knownDatasets();
// The dataset whose id is `id`, else none.
const KnownDataset* findKnownDataset(const std::string& id);
// The dataset every one of these image files (paths or names) belongs to, by its names; none
// for an empty list or when any name is another dataset's or none's.
const KnownDataset* knownDatasetOfImages(const std::vector<std::string>& imagePaths);
// A dataset description: the file at `pathOrId`, else the known dataset of that id (a file of
// that name wins, so a description called "camvid" in the working folder is still read).
MaskConvention maskConventionNamed(const std::string& pathOrId);

}  // namespace m3
