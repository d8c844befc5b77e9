#include "segmentation_images.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <stdexcept>

#include "io/bsds_mat.h"
#include "io/image_io.h"

namespace m3 {

void ReadImages::add(const QString& path, int annotator) {
  try {
    SegmentationItem item;
    item.name = QFileInfo(path).fileName();
    item.image = readImage(path.toStdString());
    const QFileInfo info(path);
    const QDir splitDir = info.dir();
    const QString mat =
        QDir::cleanPath(splitDir.absolutePath() + "/../../groundTruth/" + splitDir.dirName() + "/" +
                        info.completeBaseName() + ".mat");
    const QString png = info.dir().filePath(info.completeBaseName() + "_seg.png");
    if (QFileInfo::exists(mat)) {
      const std::vector<LabelImage> all = readBsdsSegmentations(mat.toStdString());
      if (!all.empty())
        item.reference = all[std::min<size_t>(static_cast<size_t>(annotator), all.size() - 1)];
    } else if (QFileInfo::exists(png)) {
      item.reference = readLabelMask(png.toStdString());
    }
    if (item.hasReference() &&
        (item.reference.width != item.image.width || item.reference.height != item.image.height))
      throw std::runtime_error(
          QCoreApplication::translate("m3::SegmentationPanel",
                                      "%1: its reference segmentation has another size")
              .arg(path)
              .toStdString());
    withReference += item.hasReference();
    items.push_back(std::move(item));
  } catch (const std::exception& e) {
    failed << QString::fromUtf8(e.what());
  }
}

}  // namespace m3
