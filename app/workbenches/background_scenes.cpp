#include "background_scenes.h"

#include <QCoreApplication>

namespace m3 {

// Here and not in the template's header: lupdate reads the words of .cpp files.
QString superpixelsFailedText(const QString& image, const QString& why) {
  return QCoreApplication::translate("m3::BackgroundScenes", "Superpixels of %1 failed: %2")
      .arg(image, why);
}

}  // namespace m3
